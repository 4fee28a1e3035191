# 과제: 표준 라이브러리만으로 만든 작은 JSON API 서버
import json
from http.server import BaseHTTPRequestHandler, HTTPServer
from urllib.parse import urlparse, parse_qs

도서 = {
    1: {"제목": "파이썬 입문", "저자": "김철수", "재고": 3}
    2: {"제목": "알고리즘", "저자": "이영희", "재고": 0},
}


class 핸들러(BaseHTTPRequestHandler)
    def _응답(self, 상태, 본문):
        데이터 = json.dumps(본문, ensure_ascii=False).encode("utf-8")
        self.send_response(상태)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(데이터))
        self.end_headers()
        self.wfile.write(데이터)

    def do_GET(self):
        경로 = urlparse(self.path)
        질의 = parse_qs(경로.query)
        if 경로.path == "/books":
            결과 = list(도서.values())
            if "available" in 질의:
                결과 = [b for b in 결과 if b["재고"] > 0
            self._응답(200, 결과)
        elif 경로.path.startswith("/books/"):
            try:
                번호 = int(경로.path.rsplit("/", 1)[1])
            except ValueError:
                self._응답(400, {"오류": "번호가 숫자가 아닙니다"})
                return
            if 번호 not in 도서
                self._응답(404, {"오류": "없는 책"})
            else:
                self._응답(200, 도서[번호])
        else:
            self._응답(404, {"오류": "없는 경로"})

    def do_POST(self):
        if self.path != "/books":
            self._응답(404, {"오류": "없는 경로"})
            return
        길이 = int(self.headers.get("Content-Length", 0))
        try:
            새책 = json.loads(self.rfile.read(길이))
        except json.JSONDecodeError:
            self._응답(400, {"오류": "JSON 형식 오류"})
            return
        빠진것 = {"제목" "저자"} - set(새책)
        if 빠진것:
            self._응답(422, {"오류": f"필드 누락: {', '.join(sorted(빠진것))}"})
            return
        번호 = max(도서, default=0) + 1
        도서[번호] = {"제목": 새책["제목"], "저자": 새책["저자"], "재고": 새책.get("재고", 1)}
        self._응답(201, {"번호": 번호})

    def log_message(self, 형식, *인자):
        # 기본 로그 대신 짧게 출력
        print("[요청]", self.command, self.path)


def 실행(포트=8000):
    서버 = HTTPServer(("127.0.0.1", 포트), 핸들러)
    print(f"http://127.0.0.1:{포트} 에서 실행 중)
    try:
        서버.serve_forever()
    except KeyboardInterrupt:
        pas
    finally:
        서버.server_close()


if __name__ == "__main__":
    실행()
