"""Clean the raw survey export before it goes into the dashboard.

Usage: python clean_survey.py raw/survey_2024-05.csv clean/survey_2024-05.parquet
"""
import sys
from pathlib import Path

import numpy as np
import pandas as pd

COLUMN_NAMES = {
    "Timestamp": "submitted_at",
    "What is your age?": "age",
    "Which country do you live in?": "country",
    "How satisfied are you with the product? (1-5)": "satisfaction",
    "How did you hear about us?": "channel",
    "Any other comments?": "comment",
}

COUNTRY_FIXES = {
    "usa": "United States",
    "us": "United States",
    "u.s.": "United States",
    "uk": "United Kingdom",
    "england": "United Kingdom",
    "deutschland": "Germany",
}


def load(path: Path) -> pd.DataFrame:
    df = pd.read_csv(path, encoding="utf-8-sig")
    missing = set(COLUMN_NAMES) - set(df.columns)
    if missing:
        raise SystemExit(f"missing columns in export: {sorted(missing)}")
    return df


def clean(df: pd.DataFrame) -> pd.DataFrame:
    df = (
        df.rename(columns=COLUMN_NAMES)
        .loc[:, list(COLUMN_NAMES.values())]
        .drop_duplicates(subset=["submitted_at", "comment"])
        .assign(
            submitted_at=lambda d: pd.to_datetime(d["submitted_at"], errors="coerce"),
            age=lambda d: pd.to_numeric(d["age"], errors="coerce"),
            satisfaction=lambda d: pd.to_numeric(d["satisfaction"], errors="coerce"),
        )
    )
    df["country"] = (
        df["country"]
        .fillna("")
        .str.strip()
        .map(lambda c: COUNTRY_FIXES.get(c.lower(), c.title()))
        .replace("", np.nan)
    )
    df["channel"] = df["channel"].fillna("unknown").str.lower().str.strip()
    df.loc[~df["age"].between(16, 99), "age"] = np.nan
    df.loc[~df["satisfaction"].between(1, 5), "satisfaction"] = np.nan
    df = df.dropna(subset=["submitted_at"])
    return df.sort_values("submitted_at").reset_index(drop=True)


def summarize(df: pd.DataFrame) -> None:
    print(f"rows after cleaning: {len(df)}")
    print(f"columns: {', '.join(df.columns)}")
    print(f"mean satisfaction: {df['satisfaction'].mean():.2f}")
    top = df["country"].value_counts().head(5)
    for country, n in top.items():
        print(f"  {country:<20} {n:>5}")


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__)
        return 2
    src, dst = Path(argv[1]), Path(argv[2])
    df = clean(load(src))
    summarize(df)
    dst.parent.mkdir(parents=True, exist_ok=True)
    df.to_parquet(dst, index=False)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
