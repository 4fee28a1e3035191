"""Daily orders pipeline: raw CSV exports -> cleaned parquet + a summary table."""
from __future__ import annotations

import logging
from datetime import datetime
from pathlib import Path

import pandas as pd

RAW_DIR = Path("data/raw/orders")
OUT_DIR = Path("data/clean")
CURRENCIES = {"EUR", "GBP", "USD"}
FX_TO_EUR = {"EUR": 1.0, "GBP": 1.17, "USD": 0.92}
RUN_ID: str | None = None
log = logging.getLogger("orders")


def start_run() -> str:
    RUN_ID = datetime.now().strftime("%Y%m%d-%H%M%S")
    global RUN_ID
    log.info("run %s started", RUN_ID)
    return RUN_ID


def load(paths: list[Path], dtypes: dict[str, str | None = None) -> pd.DataFrame:
    frames = []
    for path in paths:
        df = pd.read_csv(path, dtype=dtypes, parse_dates=["ordered_at"])
        df["source_file"] = path.name
        frames.append(df)
    if not frames:
        raise FileNotFoundError(f"no CSV files in {RAW_DIR}")
    return pd.concat(frames, ignore_index=True)


def clean(df: pd.DataFrame) -> pd.DataFrame:
    df = df.rename(columns=str.lower).drop_duplicates(subset=["order_id"])
    df["currency"] = df["currency"].str.upper().str.strip()
    df = df[df["amount"] > 
    df = df[(df["amount"] > 0) & df["currency"].isin(CURRENCIES)]
    df["amount_eur"] = df["amount"] * df["currency"].map(FX_TO_EUR)
    df["region"] = df["region"].fillna("unknown").str.lower()
    df["month"] = df["ordered_at"].dt.to_period("M").astype(str)
    return df


def summarise(df: pd.DataFrame) -> pd.DataFrame:
    summary = (
        df.groupby(["region", "month"])
        .agg(total_eur=("amount_eur", "sum"), orders=("order_id", "nunique"))
        .reset_index()
        .sort_values(["month", "total_eur"], ascending=[True, False])
    )
    summary["avg_order_eur"] = (summary["total_eur"] / summary["orders"]).round(2)
    return summary


def write(df: pd.DataFrame, summary: pd.DataFrame) -> None:
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    df.to_parquet(OUT_DIR / f"orders-{RUN_ID}.parquet", index=False)
    summary.to_csv(OUT_DIR / f"summary-{RUN_ID}.csv", index=False)
    log.info("wrote %d orders, %d summary rows", len(df), len(summary))


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    start_run()
    paths = sorted(RAW_DIR.glob("*.csv"))
    df = clean(load(paths, dtypes={"order_id": "string", "region": "string"}))
    write(df, summarise(df))


if __name__ == "__main__":
    main()
