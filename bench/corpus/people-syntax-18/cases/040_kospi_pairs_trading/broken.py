"""코스피 페어 트레이딩 백테스트 (퀀트팀, 서울)

1) 같은 업종 종목 쌍에 대해 Engle-Granger 공적분 검정
2) 롤링 OLS 헤지비율로 스프레드 z-score 계산
3) |z| > 진입 기준이면 진입, |z| < 청산 기준이면 청산, 손절 z 초과 시 강제 청산
거래비용: 수수료 0.015% + 매도 시 증권거래세 0.18%
"""
import itertools
import logging

import numpy as np
import pandas as pd
import statsmodels.api as sm
from statsmodels.tsa.stattools import coint

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
log = logging.getLogger("pairs")

전략 = {
    "형성기간": 250,
    "헤지창": 60,
    "진입z": 2.0,
    "청산z": 0.5,
    "손절z": 4.0,
    "p값": 0.05,
    "수수료": 0.00015,
    "거래세": 0.0018,
    "종목당금액": 50_000_000,
}
업종 = {
    "반도체": ["005930", "000660", "042700"],
    "은행": ["105560", "055550", "086790", "316140",
    "자동차": ["005380", "000270", "012330"],
}


def 공적분_쌍(가격, 종목들, p기준):
    결과 = []
    for a, b in itertools.combinations(종목들, 2):
        if a not in 가격 or b not in 가격:
            continue
        _, p, _ = coint(np.log(가격[a]), np.log(가격[b]))
        if p < p기준:
            결과.append((a, b, p))
    return sorted(결과, key=lambda t: t[2])


def 롤링_헤지비율(y, x, 창):
    비율 = pd.Series(index=y.index, dtype=float)
    for i in range(창, len(y)):
        X = sm.add_constant(x.iloc[i - 창:i])
        모형 = sm.OLS(y.iloc[i - 창:i], X).fit()
        비율.iloc[i] = 모형.params.iloc[1]
    return 비율


def 백테스트(가격, a, b, s):
    y, x = np.log(가격[a]), np.log(가격[b])
    베타 = 롤링_헤지비율(y, x, s["헤지창"])
    스프레드 = y - 베타 * x
    z = (스프레드 - 스프레드.rolling(s["헤지창"]).mean()) / 스프레드.rolling(s["헤지창"]).std()
    포지션 = 0
    손익 = []
    거래 = 0
    for t in range(s["헤지창"] * 2, len(z)):
        zt = z.iloc[t]
        ra = 가격[a].iloc[t] / 가격[a].iloc[t - 1] - 1
        rb = 가격[b].iloc[t] / 가격[b].iloc[t - 1] - 1
        일손익 = 포지션 * (ra - 베타.iloc[t] * rb) * s["종목당금액"]
        비용 = 0.0
        if 포지션 == 0 and abs(zt) > s["진입z"]:
            포지션 = -1 if zt > 0 else 1
            비용 = 2 * s["종목당금액"] * s["수수료"] + s["종목당금액"] * s["거래세"]
            거래 += 1
        elif 포지션 != 0 and (abs(zt) < s["청산z"] or abs(zt) > s["손절z"]:
            if abs(zt) > s["손절z"]:
            log.info("%s/%s 손절 z=%.2f (%s)", a, b, zt, z.index[t].date())
            포지션 = 0
            비용 = 2 * s["종목당금액"] * s["수수료"] + s["종목당금액"] * s["거래세"]
        손익.append(일손익 - 비용)
    return pd.Series(손익, index=z.index[s["헤지창"] * 2:]), 거래


def 성과(일손익, 자본):
    누적 = 일손익.cumsum()
    수익률 = 일손익 / 자본
    샤프 = 수익률.mean() / 수익률.std() * np.sqrt(252) if 수익률.std() > 0 else 0.0
    낙폭 = (누적 - 누적.cummax()).min()
    return {"총손익": 누적.iloc[-1], "샤프": 샤프, "최대낙폭": 낙폭}


def main():
    가격 = pd.read_parquet("kospi_adj_close.parquet")
    형성 = 가격.iloc[:전략["형성기간"]]
    검증 = 가격.iloc[전략["형성기간"]:]
    요약 = []
    for 이름, 종목들 in 업종.items():
        for a, b, p in 공적분_쌍(형성, 종목들, 전략["p값"]):
            일손익, 거래 = 백테스트(검증, a, b, 전략)
            r = 성과(일손익, 2 * 전략["종목당금액"])
            요약.append({"업종": 이름, "쌍": f"{a}/{b}", "p": p, "거래": 거래, **r})
            log.info("%s %s/%s p=%.3f 거래 %d회 손익 %s원", 이름, a, b, p, 거래, f"{r['총손익']:,.0f}")
    if not 요약:
        log.warning("공적분 쌍이 없습니다")
        return
    표 = pd.DataFrame(요약).sort_values("샤프", ascending=False)
    for _, 행 in 표.iterrows():
        print(f"{행['업종']:<4} {행['쌍']:<14} p={행['p']:.3f} 거래 {행['거래']:>3}회 "
              f"손익 {행['총손익']:>15,.0f}원 샤프 {행['샤프']:>5.2f} MDD {행['최대낙폭']:>14,.0f}원"


if __name__ == "__main__":
    main()
