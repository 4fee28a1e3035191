"""Nightly ETL: orders from the shop's MySQL replica into the Postgres warehouse.

Steps (each idempotent, safe to re-run for the same day):

1. extract  - orders and order lines changed since the last watermark
2. transform - currency conversion to PLN (NBP table A), VAT split, channel mapping
3. load     - upsert into ``staging.orders`` / ``staging.order_lines`` and refresh
              ``mart.daily_sales`` for the touched days

Run:  python -m etl.zamowienia --since 2024-05-01 [--dry-run]
"""
from __future__ import annotations

import argparse
import dataclasses
import datetime as dt
import logging
import os
from collections import defaultdict
from decimal import ROUND_HALF_UP, Decimal
from typing import Iterator

import psycopg2
import psycopg2.extras
import pymysql
import requests

log = logging.getLogger("etl.zamowienia")

NBP_URL = "https://api.nbp.pl/api/exchangerates/tables/A/{day}/?format=json"
BATCH = 2000
GROSZ = Decimal("0.01")

# kanały sprzedaży: kody z panelu sklepu -> nazwy w hurtowni
CHANNELS = {
    "web": "sklep",
    "app": "aplikacja",
    "allegro": "allegro",
    "pos": "stacjonarny",
    "b2b": "hurt",
}

EXTRACT_ORDERS_SQL = """
    SELECT o.id, o.number, o.created_at, o.updated_at, o.currency, o.channel,
           o.customer_id, o.status, o.shipping_gross
    FROM orders o
    WHERE o.updated_at >= %(since)s
      AND o.status NOT IN ('draft', 'test')
    ORDER BY o.updated_at, o.id
"""

EXTRACT_LINES_SQL = """
    SELECT l.order_id, l.sku, l.quantity, l.unit_price_gross, l.vat_rate
    FROM order_lines l
    WHERE l.order_id IN %(ids)s
"""

UPSERT_ORDER_SQL = """
    INSERT INTO staging.orders
        (id, number, created_at, updated_at, channel, customer_id, status,
         currency, fx_rate, net_pln, vat_pln, gross_pln, shipping_pln)
    VALUES %s
    ON CONFLICT (id) DO UPDATE SET
        updated_at = EXCLUDED.updated_at,
        status = EXCLUDED.status,
        fx_rate = EXCLUDED.fx_rate,
        net_pln = EXCLUDED.net_pln,
        vat_pln = EXCLUDED.vat_pln,
        gross_pln = EXCLUDED.gross_pln,
        shipping_pln = EXCLUDED.shipping_pln
"""

DELETE_LINES_SQL = "DELETE FROM staging.order_lines WHERE order_id = ANY(%s)"

INSERT_LINES_SQL = """
    INSERT INTO staging.order_lines (order_id, sku, quantity, net_pln, vat_pln, gross_pln)
    VALUES %s
"""

REFRESH_MART_SQL = """
    DELETE FROM mart.daily_sales WHERE day = ANY(%(days)s);
    INSERT INTO mart.daily_sales (day, channel, orders, gross_pln, net_pln)
    SELECT created_at::date, channel, count(*), sum(gross_pln), sum(net_pln)
    FROM staging.orders
    WHERE created_at::date = ANY(%(days)s) AND status <> 'cancelled'
    GROUP BY 1, 2;
"""


@dataclasses.dataclass
class Order:
    id: int
    number: str
    created_at: dt.datetime
    updated_at: dt.datetime
    currency: str
    channel: str
    customer_id: int | None
    status: str
    shipping_gross: Decimal
    lines: list[dict] = dataclasses.field(default_factory=list)


class FxRates:
    """NBP mid rates, cached per day. Weekends/holidays fall back to the previous table."""

    def __init__(self, session: requests.Session | None = None):
        self.session = session or requests.Session()
        self._cache: dict[tuple[str, dt.date], Decimal] = {}

    def rate(self, currency: str, day: dt.date) -> Decimal:
        if currency == "PLN":
            return Decimal(1)
        key = (currency, day)
        if key not in self._cache:
            self._cache[key] = self._fetch(currency, day)
        return self._cache[key]

    def _fetch(self, currency: str, day: dt.date) -> Decimal:
        # NBP publikuje tabelę w dni robocze; szukamy do 7 dni wstecz
        for back in range(8):
            d = day - dt.timedelta(days=back)
            r = self.session.get(NBP_URL.format(day=d.isoformat()), timeout=10)
            if r.status_code == 404:
                continue
            r.raise_for_status()
            for entry in r.json()[0]["rates"]:
                if entry["code"] == currency:
                    return Decimal(str(entry["mid"]))
            raise KeyError(f"no NBP rate for {currency}")
        raise LookupError(f"no NBP table within a week before {day}")


def to_pln(amount: Decimal, rate: Decimal) -> Decimal:
    return (amount * rate).quantize(GROSZ, rounding=ROUND_HALF_UP)


def split_vat(gross: Decimal, vat_rate: Decimal) -> tuple[Decimal, Decimal]:
    net = (gross / (1 + vat_rate / 100)).quantize(GROSZ, rounding=ROUND_HALF_UP)
    return net, gross - net


def extract(src, since: dt.datetime) -> Iterator[list[Order]]:
    with src.cursor(pymysql.cursors.DictCursor) as cur:
        cur.execute(EXTRACT_ORDERS_SQL, {"since": since})
        while rows := cur.fetchmany(BATCH):
            orders = {r["id"]: Order(**r) for r in rows}
            with src.cursor(pymysql.cursors.DictCursor) as lcur:
                lcur.execute(EXTRACT_LINES_SQL, {"ids": tuple(orders)})
                for line in lcur.fetchall():
                    orders[line["order_id"]].lines.append(line)
            log.info("extracted %d orders (up to %s)", len(orders), rows[-1]["updated_at"])
            yield list(orders.values())


def transform(batch: list[Order], fx: FxRates) -> tuple[list[tuple], list[tuple]]:
    order_rows, line_rows = [], []
    for o in batch:
        rate = fx.rate(o.currency, o.created_at.date())
        net_total = vat_total = Decimal(0)
        for line in o.lines:
            gross = to_pln(line["unit_price_gross"] * line["quantity"], rate)
            net, vat = split_vat(gross, Decimal(line["vat_rate"]))
            net_total += net
            vat_total += vat
            line_rows.append((o.id, line["sku"], line["quantity"], net, vat, gross))
        shipping = to_pln(o.shipping_gross, rate)
        order_rows.append(
            (
                o.id,
                o.number,
                o.created_at,
                o.updated_at,
                CHANNELS.get(o.channel, "inny"),
                o.customer_id,
                o.status,
                o.currency,
                rate,
                net_total,
                vat_total,
                net_total + vat_total,
                shipping,
            )
        )
    return order_rows, line_rows


def load(dst, order_rows: list[tuple], line_rows: list[tuple], *, dry_run: bool = False) -> set[dt.date]:
    days = {row[2].date() for row in order_rows}
    if dry_run:
        log.info("[dry-run] would upsert %d orders, %d lines", len(order_rows), len(line_rows))
        return days
    with dst.cursor() as cur:
        psycopg2.extras.execute_values(cur, UPSERT_ORDER_SQL, order_rows, page_size=500)
        cur.execute(DELETE_LINES_SQL, ([row[0] for row in order_rows],))
        psycopg2.extras.execute_values(cur, INSERT_LINES_SQL, line_rows, page_size=1000)
    dst.commit()
    return days


def refresh_mart(dst, days: set[dt.date]) -> None:
    if not days:
        return
    with dst.cursor() as cur:
        cur.execute(REFRESH_MART_SQL, {"days": sorted(days)})
    dst.commit()
    log.info("mart.daily_sales refreshed for %d days", len(days))


def read_watermark(dst) -> dt.datetime:
    with dst.cursor() as cur:
        cur.execute("SELECT value FROM etl.watermarks WHERE job = 'zamowienia'")
        row = cur.fetchone()
    return row[0] if row else dt.datetime(2020, 1, 1)


def write_watermark(dst, value: dt.datetime) -> None:
    with dst.cursor() as cur:
        cur.execute(
            """
            INSERT INTO etl.watermarks (job, value) VALUES ('zamowienia', %s)
            ON CONFLICT (job) DO UPDATE SET value = EXCLUDED.value
            """,
            (value,),
        )
    dst.commit()


def main() -> None:
    parser = argparse.ArgumentParser(description="orders ETL")
    parser.add_argument("--since", type=dt.datetime.fromisoformat, help="override the watermark")
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")

    src = pymysql.connect(
        host=os.environ["SHOP_DB_HOST"],
        user=os.environ["SHOP_DB_USER"],
        password=os.environ["SHOP_DB_PASSWORD"],
        database="shop",
        charset="utf8mb4",
    )
    dst = psycopg2.connect(os.environ["DWH_DSN"])
    fx = FxRates()
    since = args.since or read_watermark(dst)
    log.info("starting from %s", since)

    touched: set[dt.date] = set()
    newest = since
    stats = defaultdict(int)
    for batch in extract(src, since):
        order_rows, line_rows = transform(batch, fx)
        touched |= load(dst, order_rows, line_rows, dry_run=args.dry_run)
        newest = max(newest, max(o.updated_at for o in batch))
        stats["orders"] += len(order_rows)
        stats["lines"] += len(line_rows)

    if not args.dry_run:
        refresh_mart(dst, touched)
        write_watermark(dst, newest)
    log.info("done: %(orders)d orders, %(lines)d lines", stats)
    src.close()
    dst.close()


if __name__ == "__main__":
    main()
