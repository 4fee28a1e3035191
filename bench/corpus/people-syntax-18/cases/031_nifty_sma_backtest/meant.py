# SMA crossover backtest on NSE stocks - weekend project (Mumbai)
# डेटा: NSE bhavcopy se banaya hua daily OHLC CSV (symbol,date,open,high,low,close,volume)
# Costs: brokerage + STT + exchange charges + GST + stamp duty, roughly as per Zerodha delivery.
import logging
import sys

import numpy as np
import pandas as pd

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
log = logging.getLogger("backtest")

PARAMS = {
    "fast": 20,
    "slow": 50,
    "capital": 5_00_000,          # ₹5 lakh
    "risk_per_trade": 0.02,
    "stop_atr_mult": 2.5,
    "stt": 0.001,                 # delivery, both sides
    "exchange": 0.0000345,
    "gst": 0.18,
    "stamp": 0.00015,             # buy side only
}


def load(path, symbol):
    df = pd.read_csv(path, parse_dates=["date"])
    df = df[df["symbol"] == symbol].sort_values("date").set_index("date")
    if df.empty:
        raise SystemExit(f"{symbol} नहीं मिला {path} में")
    return df[["open", "high", "low", "close", "volume"]]


def indicators(df, p):
    df = df.copy()
    df["sma_fast"] = df["close"].rolling(p["fast"]).mean()
    df["sma_slow"] = df["close"].rolling(p["slow"]).mean()
    prev_close = df["close"].shift(1)
    tr = pd.concat([
        df["high"] - df["low"],
        (df["high"] - prev_close).abs(),
        (df["low"] - prev_close).abs(),
    ], axis=1).max(axis=1)
    df["atr"] = tr.rolling(14).mean()
    df["signal"] = np.where(df["sma_fast"] > df["sma_slow"], 1, 0)
    df["cross"] = df["signal"].diff()
    return df.dropna()


def costs(value, side, p):
    exch = value * p["exchange"]
    gst = exch * p["gst"]
    stt = value * p["stt"]
    stamp = value * p["stamp"] if side == "buy" else 0.0
    return exch + gst + stt + stamp


def run(df, p):
    cash = float(p["capital"])
    qty = 0
    entry = stop = 0.0
    trades = []
    equity = []
    for day, row in df.iterrows():
        price = row["close"]
        if qty > 0 and (row["low"] <= stop or row["cross"] == -1):
            exit_price = stop if row["low"] <= stop else price
            value = qty * exit_price
            cash += value - costs(value, "sell", p)
            pnl = (exit_price - entry) * qty
            trades.append({"exit": day, "entry_price": entry, "exit_price": exit_price, "qty": qty, "pnl": pnl})
            log.info("SELL %s qty=%d @ %.2f pnl=%+.0f", day.date(), qty, exit_price, pnl)
            qty = 0
        elif qty == 0 and row["cross"] == 1 and row["atr"] > 0:
            stop = price - p["stop_atr_mult"] * row["atr"]
            risk_per_share = price - stop
            qty = int(cash * p["risk_per_trade"] // risk_per_share)
            qty = min(qty, int(cash // (price * 1.002)))
            if qty > 0:
                value = qty * price
                cash -= value + costs(value, "buy", p)
                entry = price
                log.info("BUY  %s qty=%d @ %.2f stop=%.2f", day.date(), qty, price, stop)
        equity.append((day, cash + qty * price))
    curve = pd.Series(dict(equity), name="equity")
    return pd.DataFrame(trades), curve


def report(trades, curve, p):
    ret = curve.pct_change().dropna()
    years = (curve.index[-1] - curve.index[0]).days / 365.25
    cagr = (curve.iloc[-1] / p["capital"]) ** (1 / years) - 1 if years > 0 else 0.0
    sharpe = ret.mean() / ret.std() * np.sqrt(252) if ret.std() > 0 else 0.0
    drawdown = (curve / curve.cummax() - 1).min()
    wins = trades[trades["pnl"] > 0] if len(trades) else trades
    print("=" * 48)
    print(f"{'Final equity':<20}₹{curve.iloc[-1]:>14,.0f}")
    print(f"{'CAGR':<20}{cagr:>15.2%}")
    print(f"{'Sharpe (daily)':<20}{sharpe:>15.2f}")
    print(f"{'Max drawdown':<20}{drawdown:>15.2%}")
    print(f"{'Trades':<20}{len(trades):>15d}")
    if len(trades):
        print(f"{'Win rate':<20}{len(wins) / len(trades):>15.1%}")
        print(f"{'Avg P&L / trade':<20}₹{trades['pnl'].mean():>14,.0f}")
    print("=" * 48)


if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "nse_daily.csv"
    symbol = sys.argv[2] if len(sys.argv) > 2 else "TATAMOTORS"
    data = indicators(load(path, symbol), PARAMS)
    log.info("%s: %d rows from %s to %s", symbol, len(data), data.index[0].date(), data.index[-1].date())
    trades, curve = run(data, PARAMS)
    report(trades, curve, PARAMS)
