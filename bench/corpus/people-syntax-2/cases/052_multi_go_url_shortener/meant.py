"""Tiny URL shortener (stdlib only) - I usually write these in Go."""
import json
import random
import re
import string
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

ALPHABET = string.ascii_letters + string.digits
CODE_RE = re.compile(r"^/([A-Za-z0-9]{6})$")
VALID_URL = re.compile(r"^https?://[^\s/$.?#].[^\s]*$")

store = {}
hits = {}
lock = threading.Lock()


def new_code(n=6):
    while True:
        code = "".join(random.choice(ALPHABET) for _ in range(n))
        if code not in store:
            return code


class Handler(BaseHTTPRequestHandler):
    def send_json(self, status, payload):
        body = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_POST(self):
        if self.path != "/shorten":
            self.send_json(404, {"error": "not found"})
            return
        length = int(self.headers.get("Content-Length", 0))
        try:
            data = json.loads(self.rfile.read(length) or b"{}")
        except json.JSONDecodeError:
            self.send_json(400, {"error": "invalid json"})
            return
        url = data.get("url", "")
        if not VALID_URL.match(url):
            self.send_json(400, {"error": "invalid url"})
            return
        with lock:
            code = new_code()
            store[code] = url
            hits[code] = 0
        self.send_json(201, {"code": code, "short": f"http://{self.headers['Host']}/{code}"})

    def do_GET(self):
        if self.path == "/stats":
            with lock:
                top = sorted(hits.items(), key=lambda kv: kv[1], reverse=True)[:10]
            self.send_json(200, {"links": len(store), "top": [{"code": c, "hits": n} for c, n in top]})
            return
        m = CODE_RE.match(self.path)
        if m is None:
            self.send_json(404, {"error": "not found"})
            return
        code = m.group(1)
        with lock:
            url = store.get(code)
            if url is not None:
                hits[code] += 1
        if url is None:
            self.send_json(404, {"error": "unknown code"})
        else:
            self.send_response(302)
            self.send_header("Location", url)
            self.end_headers()

    def log_message(self, fmt, *args):
        pass  # too noisy


def main(port=8080):
    server = ThreadingHTTPServer(("", port), Handler)
    print(f"listening on :{port}")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
