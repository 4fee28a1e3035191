"""Weekly sales pipeline: raw shop exports -> cleaned parquet -> KPI tables.

Steps
-----
1. load the CSV exports of the three shops (different column names, encodings);
2. normalise them to one schema, drop test orders and duplicates;
3. join the product master data and the currency rates;
4. write the cleaned orders (partitioned by week) and the KPI tables.

Run:  python sales_pipeline.py --week 2024-W18 [--dry-run]
"""
from __future__ import annotations

import argparse
import logging
import sys
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from pathlib import Path

import numpy as np
import pandas as pd

log = logging.getLogger("sales")

RAW = Path("/data/raw/shops")
MASTER = Path("/data/master")
OUT = Path("/data/clean/orders")
KPI = Path("/data/kpi")

SCHEMA = {
    "order_id": "string",
    "shop": "category",
    "ordered_at": "datetime64[ns]",
    "customer_id": "string",
    "sku": "string",
    "qty": "int64",
    "unit_price": "float64",
    "currency": "category",
    "country": "category",
    "channel": "category",
}

# Column names in each shop's export -> our schema.
RENAMES = {
    "shop_de": {
        "Bestellnummer": "order_id",
        "Bestelldatum": "ordered_at",
        "Kundennummer": "customer_id",
        "Artikelnummer": "sku",
        "Menge": "qty",
        "Einzelpreis": "unit_price",
        "Waehrung": "currency",
        "Land": "country",
        "Kanal": "channel",
    },
    "shop_fr": {
        "numero_commande": "order_id",
        "date_commande": "ordered_at",
        "client": "customer_id",
        "reference": "sku",
        "quantite": "qty",
        "prix_unitaire": "unit_price"
        "devise": "currency",
        "pays": "country",
        "canal": "channel",
    },
    "shop_uk": {
        "OrderID": "order_id",
        "OrderDate": "ordered_at",
        "CustomerID": "customer_id",
        "SKU": "sku",
        "Quantity": "qty",
        "UnitPrice": "unit_price",
        "Currency": "currency",
        "Country": "country",
        "Channel": "channel",
    },
}

READ_OPTIONS = {
    "shop_de": dict(sep=";", decimal=",", encoding="cp1252", dayfirst=True),
    "shop_fr": dict(sep=";", decimal=",", encoding="utf-8", dayfirst=True),
    "shop_uk": dict(sep=",", decimal=".", encoding="utf-8", dayfirst=True),
}

TEST_CUSTOMERS = {"TEST", "QA-0001", "QA-0002", "INTERNAL"}
KPI_QUANTILES = [0.1, 0.25, 0.5, 0.75, 0.9]


@dataclass(frozen=True)
class Week:
    year: int
    number: int

    @classmethod
    def parse(cls, text: str) -> "Week":
        year, _, number = text.partition("-W")
        return cls(int(year), int(number))

    @property
    def start(self) -> date:
        return date.fromisocalendar(self.year, self.number, 1)

    @property
    def end(self) -> date:
        return self.start + timedelta(days=7)

    def __str__(self) -> str:
        return f"{self.year}-W{self.number:02d}"


def load_shop(shop: str, week: Week) -> pd.DataFrame:
    path = RAW / shop / f"orders_{week}.csv"
    opts = dict(READ_OPTIONS[shop])
    dayfirst = opts.pop("dayfirst")
    log.info("reading %s", path)
    df = pd.read_csv(path, dtype=str, **opts)
    df = df.rename(columns=RENAMES[shop])
    missing = set(SCHEMA) - set(df.columns) - {"shop"}
    if missing:
        raise ValueError(f"{path}: missing columns {sorted(missing)}")
    df["shop"] = shop
    df["ordered_at"] = pd.to_datetime(df["ordered_at"], dayfirst=dayfirst, errors="coerce")
    decimal = opts.get("decimal", ".")
    if decimal != ".":
        df["unit_price"] = df["unit_price"].str.replace(".", "", regex=False)
        df["unit_price"] = df["unit_price"].str.replace(decimal, ".", regex=False)
    df["unit_price"] = pd.to_numeric(df["unit_price"], errors="coerce")
    df["qty"] = pd.to_numeric(df["qty"], errors="coerce").fillna(0).astype("int64")
    return df[list(SCHEMA)]


def clean(df: pd.DataFrame, week: Week) -> pd.DataFrame:
    before = len(df)
    df = df.dropna(subset=["ordered_at", "unit_price", "sku"])
    df = df[~df["customer_id"].str.upper().isin(TEST_CUSTOMERS)]
    df = df[(df["qty"] > 0) & (df["unit_price"] >= 0)]]
    in_week = (df["ordered_at"].dt.date >= week.start) & (df["ordered_at"].dt.date < week.end)
    late = (~in_week).sum()
    if late:
        log.warning("%d orders outside %s dropped", late, week)
    df = df[in_week]
    df = df.drop_duplicates(subset=["shop", "order_id", "sku"], keep="last")
    df["country"] = df["country"].str.upper().str.strip().replace({"UK": "GB", "EL": "GR"})
    df["currency"] = df["currency"].str.upper().str.strip()
    df["channel"] = df["channel"].str.lower().fillna("web")
    log.info("clean: %d -> %d rows", before, len(df))
    return df.astype(SCHEMA)


def load_master() -> pd.DataFrame:
    products = pd.read_parquet(MASTER / "products.parquet", columns=["sku", "category", "brand", "cost"])
    products["sku"] = products["sku"].astype("string")
    return products


def load_rates(week: Week) -> pd.Series:
    rates = pd.read_csv(MASTER / "eur_rates.csv", parse_dates=["date"])
    rates = rates[(rates["date"].dt.date >= week.start) & (rates["date"].dt.date < week.end)]
    if rates.empty:
        raise ValueError(f"no exchange rates for {week}")
    mean = rates.drop(columns="date").mean()
    mean["EUR"] = 1.0
    return mean


def enrich(df: pd.DataFrame, products: pd.DataFrame, rates: pd.Series) -> pd.DataFrame:
    df = df.merge(products, on="sku", how="left", validate="many_to_one")
    unknown = df["category"].isna().sum()
    if unknown:
        log.warning("%d order lines with unknown SKU", unknown)
        df["category"] = df["category"].fillna("unknown")
    missing_rates = set(df["currency"].astype(str)) - set(rates.index)
    if missing_rates:
        raise ValueError(f"no rate for {sorted(missing_rates)}")
    rate = df["currency"].astype(str).map(rates)
    df["revenue_eur"] = df["qty"] * df["unit_price"] / rate
    df["margin_eur"] = df["revenue_eur"] - df["qty"] * df["cost"].fillna(0)
    return df


def kpis(df: pd.DataFrame) -> dict[str, pd.DataFrame]:
    orders = df.groupby(["shop", "order_id"], observed=True).agg(
        revenue=("revenue_eur", "sum"),
        items=("qty", "sum"),
        country=("country", "first"),
    )
    by_shop = orders.groupby("shop", observed=True).agg(
        orders=("revenue", "size"),
        revenue=("revenue", "sum"),
        avg_basket=("revenue", "mean"),
        items_per_order=("items", "mean"),
    )
    basket_q = orders.groupby("shop", observed=True)["revenue"].quantile(KPI_QUANTILES).unstack()
    basket_q.columns = [f"p{int(q * 100)}" for q in basket_q.columns]
    by_category = (
        df.groupby("category")
        .agg(revenue=("revenue_eur", "sum"), margin=("margin_eur", "sum"), qty=("qty", "sum"))
        .assign(margin_rate=lambda t: np.where(t["revenue"] > 0, t["margin"] / t["revenue"], np.nan))
        .sort_values("revenue", ascending=False)
    )
    by_country = (
        orders.reset_index()
        .groupby("country", observed=True)
        .agg(orders=("order_id", "nunique"), revenue=("revenue", "sum"))
        .sort_values("revenue", ascending=False)
    )
    return {
        "by_shop": by_shop.join(basket_q),
        "by_category": by_category,
        "by_country": by_country,
    }


def write(df: pd.DataFrame, tables: dict[str, pd.DataFrame], week: Week, dry_run: bool) -> None:
    target = OUT / f"week={week}"
    if dry_run:
        log.info("dry run: would write %d rows to %s", len(df), target)
        for name, table in tables.items():
            print(f"--- {name}")
            print(table.round(2).to_string())
        return
    target.mkdir(parents=True, exist_ok=True)
    df.to_parquet(target / "orders.parquet", index=False)
    for name, table in tables.items():
        path = KPI / name / f"{week}.csv"
        path.parent.mkdir(parents=True, exist_ok=True)
        table.round(4).to_csv(path)
    log.info("wrote %s and %d KPI tables", target, len(tables))


def run(week: Week, dry_run: bool = False) -> int:
    frames = []
    for shop in RENAMES:
        try:
            frames.append(load_shop(shop, week))
        except FileNotFoundError:
            log.error("no export for %s in %s", shop, week)
    if not frames:
        return 1
    df = clean(pd.concat(frames, ignore_index=True), week)
    df = enrich(df, load_master(), load_rates(week))
    write(df, kpis(df), week, dry_run)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="weekly sales pipeline")
    default_week = (datetime.now() - timedelta(days=7)).strftime("%G-W%V")
    parser.add_argument("--week", default=default_week, help="ISO week, e.g. 2024-W18")
    parser.add_argument("--dry-run", action="store_true")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.INFO,
        format="%(asctime)s %(levelname)-7s %(message)s",
    )
    return run(Week.parse(args.week), args.dry_run)


if __name__ == "__main__":
    sys.exit(main())
