# fx_screener.py - daily forex setup screener (Accra)
# Runs after the New York close on H4/D1 candles exported from MT5 (CSV per pair).
# Looks for trend pullbacks: EMA stack + RSI + MACD + Bollinger + ADX filter, then
# prints the setups and posts them to my Telegram channel.
import logging
import os
from pathlib import Path

import pandas as pd
import requests

log = logging.getLogger("screener")
logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s", datefmt="%H:%M")

PAIRS = ["EURUSD", "GBPUSD", "USDJPY", "AUDUSD", "USDCAD", "XAUUSD", "GBPJPY", "EURJPY"]
DATA = Path(os.environ.get("MT5_EXPORT", "C:/Users/kofi/AppData/Roaming/MetaQuotes/export"))
STRATEGY = {
    "ema_fast": 21,
    "ema_mid": 50,
    "ema_slow": 200,
    "rsi_len": 14,
    "rsi_pullback_long": (40, 50),
    "rsi_pullback_short": (50, 60),
    "adx_min": 20,
    "bb_len": 20,
    "bb_k": 2.0,
    "atr_len": 14,
    "sl_atr": 1.5,
    "tp_rr": 2.0,
}


def load(pair, tf="H4"):
    df = pd.read_csv(DATA / f"{pair}_{tf}.csv", parse_dates=["time"], index_col="time")
    return df.rename(columns=str.lower)[["open", "high", "low", "close", "tick_volume"]]


def add_indicators(df, s):
    c = df["close"]
    for k in ("ema_fast", "ema_mid", "ema_slow"):
        df[k] = c.ewm(span=s[k], adjust=False).mean()
    delta = c.diff()
    gain = delta.clip(lower=0).ewm(alpha=1 / s["rsi_len"], adjust=False).mean()
    loss = (-delta.clip(upper=0)).ewm(alpha=1 / s["rsi_len"], adjust=False).mean()
    df["rsi"] = 100 - 100 / (1 + gain / loss)
    macd = c.ewm(span=12, adjust=False).mean() - c.ewm(span=26, adjust=False).mean()
    df["macd_hist"] = macd - macd.ewm(span=9, adjust=False).mean()
    mid = c.rolling(s["bb_len"]).mean()
    sd = c.rolling(s["bb_len"]).std()
    df["bb_up"], df["bb_lo"] = mid + s["bb_k"] * sd, mid - s["bb_k"] * sd
    tr = pd.concat([df["high"] - df["low"], (df["high"] - c.shift()).abs(), (df["low"] - c.shift()).abs()], axis=1).max(axis=1)
    df["atr"] = tr.ewm(alpha=1 / s["atr_len"], adjust=False).mean()
    up = df["high"].diff()
    down = -df["low"].diff()
    plus_dm = up.where((up > down) & (up > 0), 0.0)
    minus_dm = down.where((down > up) & (down > 0), 0.0)
    plus_di = 100 * plus_dm.ewm(alpha=1 / 14, adjust=False).mean() / df["atr"]
    minus_di = 100 * minus_dm.ewm(alpha=1 / 14, adjust=False).mean() / df["atr"]
    dx = 100 * (plus_di - minus_di).abs() / (plus_di + minus_di)
    df["adx"] = dx.ewm(alpha=1 / 14, adjust=False).mean()
    return df.dropna()


def check(pair, df, s):
    last, prev = df.iloc[-1], df.iloc[-2]
    lo, hi = s["rsi_pullback_long"]
    long_setup = (
        last.ema_fast > last.ema_mid > last.ema_slow
        and last.close > last.ema_mid
        and lo <= last.rsi <= hi
        and last.macd_hist > prev.macd_hist
        and last.low <= last.ema_fast
        and last.adx >= s["adx_min"]
    )
    lo, hi = s["rsi_pullback_short"]
    short_setup = (
        last.ema_fast < last.ema_mid < last.ema_slow
        and last.close < last.ema_mid
        and lo <= last.rsi <= hi
        and last.macd_hist < prev.macd_hist
        and last.high >= last.ema_fast
        and last.adx >= s["adx_min"]
    )
    if not (long_setup or short_setup):
        return None
    side = "BUY" if long_setup else "SELL"
    sl_dist = s["sl_atr"] * last.atr
    sl = last.close - sl_dist if side == "BUY" else last.close + sl_dist
    tp = last.close + s["tp_rr"] * sl_dist if side == "BUY" else last.close - s["tp_rr"] * sl_dist
    squeeze = (last.bb_up - last.bb_lo) / last.close < 0.01
    digits = 3 if pair.endswith("JPY") or pair == "XAUUSD" else 5
    return {"pair": pair, "side": side, "entry": round(last.close, digits), "sl": round(sl, digits),
            "tp": round(tp, digits), "rsi": last.rsi, "adx": last.adx, "squeeze": squeeze}


def telegram(text):
    token, chat = os.environ.get("TG_TOKEN"), os.environ.get("TG_CHAT")
    if not token or not chat:
        log.info("no Telegram credentials, printing only")
        return
    requests.post(f"https://api.telegram.org/bot{token}/sendMessage",
                  data={"chat_id": chat, "text": text, "parse_mode": "Markdown"}, timeout=15)


def main():
    setups = []
    for pair in PAIRS:
        try:
            df = add_indicators(load(pair), STRATEGY)
        except FileNotFoundError:
            log.warning("%s: no export file", pair)
            continue
        if (hit := check(pair, df, STRATEGY)) is not None:
            setups.append(hit)
    if not setups:
        log.info("no setups today")
        return
    lines = ["*Setups after NY close*"]
    for s in setups:
        flag = " (BB squeeze)" if s["squeeze"] else ""
        lines.append(f"{s['side']} {s['pair']} @ {s['entry']}  SL {s['sl']}  TP {s['tp']}  "
                     f"RSI {s['rsi']:.0f} ADX {s['adx']:.0f}{flag}")
    text = "\n".join(lines)
    print(text)
    telegram(text)


if __name__ == "__main__":
    main()
