# sinchai_schedule.py -- ਕਣਕ ਲਈ ਸਿੰਚਾਈ ਦਾ ਸਮਾਂ (soil water balance, FAO-56 ਵਾਂਗ)
# ਮੌਸਮ ਦਾ ਡਾਟਾ: PAU agromet CSV (date, tmax, tmin, rain_mm, et0_mm)
# ਪਿੰਡ ਰਾਏਕੋਟ, ਜ਼ਿਲ੍ਹਾ ਲੁਧਿਆਣਾ -- ਖੇਤ ਨੰ. 3 (ਦੋਮਟ ਮਿੱਟੀ)
import sys
from datetime import date, datetime

import numpy as np
import pandas as pd

BIJAI = date(2023, 11, 8)          # ਬਿਜਾਈ ਦੀ ਤਾਰੀਖ
JADH_MM = 1000                     # root zone (mm), ਪੂਰੀ ਵਧੀ ਫ਼ਸਲ
TAW_PER_M = 140                    # ਦੋਮਟ: ਲਗਭਗ 140 mm ਪ੍ਰਤੀ ਮੀਟਰ
P_DEPLETION = 0.5                  # 50% ਖ਼ਾਲੀ ਹੋਣ 'ਤੇ ਪਾਣੀ
PANI_MM = 75                       # ਇੱਕ ਸਿੰਚਾਈ = 3 ਇੰਚ
MEENH_ASAR = 0.8                   # ਅਸਰਦਾਰ ਮੀਂਹ ਦਾ ਹਿੱਸਾ

% Kc ਪੜਾਅ ਮੁਤਾਬਕ: (ਬਿਜਾਈ ਤੋਂ ਦਿਨ, Kc)
KC_TABLE = [(0, 0.40), (25, 0.40), (75, 1.15), (120, 1.15), (150, 0.40)]


def kc_for_day(das):
    days = [d for d, _ in KC_TABLE]
    kcs = [k for _, k in KC_TABLE]
    return float(np.interp(das, days, kcs))


def load_weather(path):
    df = pd.read_csv(path)
    df["date"] = pd.to_datetime(df["date"], dayfirst=True).dt.date
    df = df[df["date"] >= BIJAI].reset_index(drop=True)
    df["rain_mm"] = df["rain_mm"].fillna(0)
    return df


def water_balance(df):
    das = np.array([(d - BIJAI).days for d in df["date"]])
    kc = np.array([kc_for_day(x) for x in das])
    etc = df["et0_mm"].to_numpy() .* kc
    taw = TAW_PER_M * JADH_MM / 1000
    raw = P_DEPLETION * taw
    depletion = np.zeros(len(df))
    irrigations = []
    for i = 1:len(df):
        eff_rain = MEENH_ASAR * df["rain_mm"].iloc[i]
        depletion[i] = depletion[i - 1] + etc[i] - eff_rain
        depletion[i] = min(max(depletion[i], 0), taw)
        if depletion[i] > raw:
            irrigations.append((df["date"].iloc[i], das[i], depletion[i]))
            depletion[i] = max(depletion[i] - PANI_MM, 0)
    return etc, depletion, irrigations


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "pau_weather.csv"
    df = load_weather(path)
    etc, depletion, irrigations = water_balance(df)
    print("ਖੇਤ ਨੰ. 3 -- ਕਣਕ, ਬਿਜਾਈ", BIJAI.strftime("%d-%m-%Y"))
    print(f"ਕੁੱਲ ETc: {etc.sum():.0f} mm, ਕੁੱਲ ਮੀਂਹ: {df['rain_mm'].sum():.0f} mm")
    if not irrigations:
    print("ਹਾਲੇ ਸਿੰਚਾਈ ਦੀ ਲੋੜ ਨਹੀਂ।")
        return
    print("ਸਿੰਚਾਈ ਦੀਆਂ ਤਾਰੀਖਾਂ:")
    for n, (d, das, dep) in enumerate(irrigations, start=1):
        print(f"  {n}. {d:%d-%m-%Y}  (ਬਿਜਾਈ ਤੋਂ {das} ਦਿਨ, ਘਾਟ {dep:.0f} mm)")
    today = datetime.now().date()
    last = df["date"].iloc[-1]
    if (today - last).days > 3:
        print("ਧਿਆਨ ਦਿਓ: ਮੌਸਮ ਦਾ ਡਾਟਾ", last, "ਤੱਕ ਹੀ ਹੈ")


if __name__ == "__main__":
    main()
