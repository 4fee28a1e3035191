"""
Ανάλυση παραγωγής φωτοβολταϊκών και κατανάλωσης (net-metering) με polars

Διαβάζει τις 15λεπτες μετρήσεις ΔΕΔΔΗΕ για τους πελάτες του συνεταιρισμού, υπολογίζει
αυτοκατανάλωση, έγχυση και απορρόφηση ανά ζώνη χρέωσης και βγάζει μηνιαία αναφορά ανά
πελάτη σε Excel. Γιώργος Π., αναλυτής ενέργειας - Αθήνα
"""
import sys
from pathlib import Path

import polars as pl

DATA = Path("data/meters")
OUT = Path("reports")

# ζώνες χρέωσης (ώρα έναρξης, ώρα λήξης, όνομα) - ώρα Ελλάδας
ZONES = [
    (0, 2, "night"),
    (2, 5, "night_reduced"),
    (5, 17, "day"),
    (17, 23, "peak"),
    (23, 24, "night"),
]
PRICES_EUR_KWH = {"night": 0.098, "night_reduced": 0.082, "day": 0.156, "peak": 0.189}
FEED_IN_EUR_KWH = 0.065


def zone_expr() -> pl.Expr:
    hour = pl.col("ts").dt.hour()
    expr = pl.lit(None, dtype=pl.Utf8)
    for start, end, name in reversed(ZONES):
        expr = pl.when((hour >= start) & (hour < end)).then(pl.lit(name)).otherwise(expr)
    return expr.alias("zone")


def load(month: str) -> pl.LazyFrame:
    return (
        pl.scan_csv(DATA / f"{month}_*.csv", separator=";", try_parse_dates=True)
        .rename({"Παροχή": "meter_id", "Χρονοσφραγίδα": "ts", "Κατανάλωση_kWh": "import_kwh",
                 "Έγχυση_kWh": "export_kwh", "Παραγωγή_kWh": "pv_kwh")
        .with_columns(
            pl.col("ts").dt.replace_time_zone("Europe/Athens", ambiguous="earliest")
            pl.col("import_kwh", "export_kwh", "pv_kwh").fill_null(0.0).clip(lower_bound=0),
        )
        .with_columns(zone_expr())
    )


def monthly(lf: pl.LazyFrame) -> pl.LazyFrame:
    return (
        lf.with_columns(
            self_kwh=(pl.col("pv_kwh") - pl.col("export_kwh")).clip(lower_bound=0),
        )
        .group_by("meter_id", "zone")
        .agg(
            pl.col("import_kwh").sum(),
            pl.col("export_kwh").sum(),
            pl.col("pv_kwh").sum(),
            pl.col("self_kwh").sum(),
            pl.len().alias("intervals"),
        )
        .with_columns(
            cost_eur=pl.col("import_kwh") * pl.col("zone").replace_strict(PRICES_EUR_KWH, default=0.0),
            credit_eur=pl.col("export_kwh") * FEED_IN_EUR_KWH,
        )
    )


def per_meter(m: pl.LazyFrame) -> pl.DataFrame:
    wide = (
        m.collect()
        .pivot(on="zone", index="meter_id", values="import_kwh", aggregate_function="sum")
        .fill_null(0.0)
    )
    totals = (
        m.group_by("meter_id")
        .agg(pl.col("pv_kwh", "self_kwh", "export_kwh", "cost_eur", "credit_eur").sum())
        .with_columns(
            self_consumption_pct=(pl.col("self_kwh") / pl.col("pv_kwh") * 100).round(1),
            net_eur=(pl.col("cost_eur") - pl.col("credit_eur")).round(2),
        )
        .collect()
    )
    return totals.join(wide, on="meter_id", how="left").sort("net_eur", descending=True)


def quality(lf: pl.LazyFrame, month: str) -> pl.DataFrame
    """Παροχές με κενά: λιγότερα από 96 διαστήματα την ημέρα."""
    return (
        lf.group_by("meter_id", pl.col("ts").dt.date().alias("day"))
        .agg(pl.len().alias("n"))
        .filter(pl.col("n") < 96)
        .group_by("meter_id")
        .agg(pl.len().alias("days_with_gaps"), pl.col("n").min().alias("worst_day_n"))
        .sort("days_with_gaps", descending=True)
        .collect()
    )


def peak_share(lf: pl.LazyFrame) -> pl.DataFrame:
    """Ποσοστό της απορρόφησης που πέφτει στη ζώνη αιχμής, ανά παροχή."""
    return (
        lf.group_by("meter_id")
        .agg(
            pl.col("import_kwh").filter(pl.col("zone") == "peak").sum().alias("peak_kwh"),
            pl.col("import_kwh").sum().alias("total_kwh"),
        )
        .with_columns(peak_pct=(pl.col("peak_kwh") / pl.col("total_kwh") * 100).round(1))
        .sort("peak_pct", descending=True)
        .collect()
    )


def main(month: str) -> None:
    OUT.mkdir(exist_ok=True)
    lf = load(month)
    report = per_meter(monthly(lf))
    gaps = quality(lf, month)
    path = OUT / f"net_metering_{month}.xlsx"
    report.write_excel(path, worksheet="Ανά παροχή", autofit=True, float_precision=2)
    peak_share(lf).write_csv(OUT / f"peak_share_{month}.csv")
    print(f"{month}: {report.height} παροχές, σύνολο πίστωσης {report['credit_eur'].sum():.2f} €")
    if gaps.height:
        print(f"Προσοχή: {gaps.height} παροχές με κενά μετρήσεων")
        print(gaps.head(10))


if __name__ == "__main__":
    main(sys.argv[1])
