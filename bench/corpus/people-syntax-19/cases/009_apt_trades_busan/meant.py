# 부산 아파트 실거래가 분석 (국토교통부 실거래가 공개시스템 API)
# 구별 평균 평당가, 전년 대비 변동, 신고가 거래 찾기
# 작성: 김지훈 기자 (부산 데이터팀)
import json
import os
import sys
import time
import xml.etree.ElementTree as ET
from collections import defaultdict
from statistics import median

import requests

API_URL = "https://apis.data.example.kr/RTMSOBJSvc/getRTMSDataSvcAptTrade"
SERVICE_KEY = os.environ.get("MOLIT_KEY", "")
구_코드 = {
    "26110": "중구", "26140": "서구", "26170": "동구", "26200": "영도구",
    "26230": "부산진구", "26260": "동래구", "26290": "남구", "26320": "북구",
    "26350": "해운대구", "26380": "사하구", "26410": "금정구", "26440": "강서구",
    "26470": "연제구", "26500": "수영구", "26530": "사상구", "26710": "기장군",
}
평 = 3.3058  # ㎡


def 거래_가져오기(코드, 년월):
    params = {"serviceKey": SERVICE_KEY, "LAWD_CD": 코드, "DEAL_YMD": 년월, "numOfRows": 1000}
    for 시도 in range(3):
        try:
            응답 = requests.get(API_URL, params=params, timeout=30)
            응답.raise_for_status()
            break
        except requests.RequestException as e:
            print(f"  {코드} {년월} 재시도 {시도 + 1}: {e}", file=sys.stderr)
            time.sleep(2 * (시도 + 1))
    else:
        return []
    root = ET.fromstring(응답.content)
    결과 = []
    for item in root.iter("item"):
        def 값(tag):
            el = item.find(tag)
            return el.text.strip() if el is not None and el.text else ""
        try:
            금액 = int(값("거래금액").replace(",", ""))  # 만원
            면적 = float(값("전용면적"))
        except ValueError:
            continue
        결과.append({
            "단지": 값("아파트"),
            "동": 값("법정동"),
            "금액": 금액,
            "면적": 면적,
            "층": 값("층"),
            "일": f"{년월[:4]}-{년월[4:]}-{int(값('일') or 1):02d}",
        })
    return 결과


def 평당가(거래):
    return 거래["금액"] / (거래["면적"] / 평)


def 기간(년):
    return [f"{년}{m:02d}" for m in range(1, 13)]


def 구별_수집(년):
    data = defaultdict(list)
    for 코드, 이름 in 구_코드.items():
        for 년월 in 기간(년):
            data[이름].extend(거래_가져오기(코드, 년월))
            time.sleep(0.3)
        print(f"{년} {이름}: {len(data[이름])}건")
    return data


def 신고가_찾기(올해, 작년):
    """같은 단지·같은 면적(소수점 버림)에서 작년 최고가를 넘긴 거래"""
    작년_최고 = {}
    for 거래들 in 작년.values():
        for t in 거래들:
            키 = (t["단지"], int(t["면적"]))
            작년_최고[키] = max(작년_최고.get(키, 0), t["금액"])
    신고가 = []
    for 구, 거래들 in 올해.items():
        for t in 거래들:
            키 = (t["단지"], int(t["면적"]))
            if 키 in 작년_최고 and t["금액"] > 작년_최고[키]:
                신고가.append((구, t, 작년_최고[키]))
    return sorted(신고가, key=lambda x: x[1]["금액"] - x[2], reverse=True)


def main():
    if not SERVICE_KEY:
        sys.exit("MOLIT_KEY 환경변수를 설정하세요")
    올해 = 구별_수집(2024)
    작년 = 구별_수집(2023)

    print("\n구별 중위 평당가 (만원)")
    print(f"{'구':<8}{'2023':>10}{'2024':>10}{'변동':>9}{'거래량':>8}")
    표 = []
    for 이름 in 구_코드.values():
        a = [평당가(t) for t in 작년[이름]]
        b = [평당가(t) for t in 올해[이름]]
        if not a or not b:
            continue
        변동 = 100 * (median(b) - median(a)) / median(a)
        표.append((이름, median(a), median(b), 변동, len(b)))
    for 이름, a, b, 변동, n in sorted(표, key=lambda r: r[3], reverse=True):
        print(f"{이름:<8}{a:>10,.0f}{b:>10,.0f}{변동:>+8.1f}%{n:>8}")

    print("\n신고가 상위 10건")
    for 구, t, 이전 in 신고가_찾기(올해, 작년)[:10]:
        print(f"  {구} {t['동']} {t['단지']} {t['면적']}㎡ {t['층']}층: "
              f"{이전:,} → {t['금액']:,}만원 ({t['일']})")

    with open("busan_apt_2024.json", "w", encoding="utf-8") as f:
        json.dump(올해, f, ensure_ascii=False)


if __name__ == "__main__":
    main()
