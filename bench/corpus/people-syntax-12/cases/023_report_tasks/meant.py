"""Celery tasks for the nightly/hourly reporting jobs.

Workers: `celery -A reports.tasks worker -Q reports,default -c 4`
Beat:    `celery -A reports.tasks beat`
"""
import csv
import io
import logging
import os
from datetime import date, datetime, timedelta

import boto3
import requests
from celery import Celery, chord, group
from celery.exceptions import SoftTimeLimitExceeded
from celery.schedules import crontab
from sqlalchemy import create_engine, text

log = logging.getLogger(__name__)

BROKER_URL = os.environ.get("CELERY_BROKER_URL", "redis://localhost:6379/0")
RESULT_BACKEND = os.environ.get("CELERY_RESULT_BACKEND", "redis://localhost:6379/1")
DATABASE_URL = os.environ["REPORTS_DATABASE_URL"]
REPORT_BUCKET = os.environ.get("REPORT_BUCKET", "acme-reports")
SLACK_WEBHOOK = os.environ.get("SLACK_WEBHOOK_URL")

app = Celery("reports", broker=BROKER_URL, backend=RESULT_BACKEND)
app.conf.update(
    task_acks_late=True,
    task_reject_on_worker_lost=True,
    worker_prefetch_multiplier=1,
    task_default_queue="default",
    task_routes={"reports.*": {"queue": "reports"}},
    timezone="Europe/Berlin",
    result_expires=timedelta(days=2),
)

app.conf.beat_schedule = {
    "daily-sales-report": {
        "task": "reports.build_daily",
        "schedule": crontab(hour=6, minute=15),
    },
    "hourly-stock-snapshot": {
        "task": "reports.stock_snapshot",
        "schedule": crontab(minute=0, hour="7-20", day_of_week="mon-fri"),
        "options": {"expires": 50 * 60},
    },
    "weekly-cleanup": {
        "task": "reports.cleanup_old",
        "schedule": crontab(hour=3, minute=0, day_of_week="sun"),
        "kwargs": {"keep_days": 90},
    },
}

_engine = None


def engine():
    global _engine
    if _engine is None:
        _engine = create_engine(DATABASE_URL, pool_pre_ping=True, pool_size=5)
    return _engine


def _upload_csv(key, header, rows):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=";")
    w.writerow(header)
    w.writerows(rows)
    boto3.client("s3").put_object(
        Bucket=REPORT_BUCKET,
        Key=key,
        Body=buf.getvalue().encode("utf-8-sig"),
        ContentType="text/csv",
    )
    return f"s3://{REPORT_BUCKET}/{key}"


def _notify(msg):
    if not SLACK_WEBHOOK:
        log.info("slack disabled: %s", msg)
        return
    try:
        requests.post(SLACK_WEBHOOK, json={"text": msg}, timeout=5)
    except requests.RequestException:
        log.exception("slack notification failed")


@app.task(name="reports.sales_for_region", bind=True, max_retries=3, soft_time_limit=300)
def sales_for_region(self, region, day_iso):
    day = date.fromisoformat(day_iso)
    sql = text(
        "SELECT s.store_code, p.sku, SUM(l.qty) AS qty, SUM(l.qty * l.price) AS revenue "
        "FROM sale_lines l JOIN sales s ON s.id = l.sale_id JOIN products p ON p.id = l.product_id "
        "WHERE s.region = :region AND s.sold_at::date = :day "
        "GROUP BY s.store_code, p.sku ORDER BY s.store_code, p.sku"
    )
    try:
        with engine().connect() as conn:
            rows = conn.execute(sql, {"region": region, "day": day}).fetchall()
    except SoftTimeLimitExceeded:
        log.error("sales query for %s timed out", region)
        raise
    except Exception as exc:
        log.warning("sales query for %s failed (%s), retrying", region, exc)
        raise self.retry(exc=exc, countdown=60 * (self.request.retries + 1))
    key = f"daily/{day:%Y/%m/%d}/sales_{region}.csv"
    url = _upload_csv(key, ["store", "sku", "qty", "revenue"], rows)
    return {"region": region, "rows": len(rows), "url": url}


@app.task(name="reports.daily_summary")
def daily_summary(results, day_iso):
    total_rows = sum(r["rows"] for r in results)
    lines = [f"*Daily sales {day_iso}* - {len(results)} regions, {total_rows} lines"]
    lines += [f"• {r['region']}: {r['rows']} lines -> {r['url']}" for r in sorted(results, key=lambda r: r["region"])]
    _notify("\n".join(lines))
    return total_rows


@app.task(name="reports.build_daily", bind=True)
def build_daily(self, day_iso=None):
    day = date.fromisoformat(day_iso) if day_iso else date.today() - timedelta(days=1)
    with engine().connect() as conn:
        regions = [r[0] for r in conn.execute(text("SELECT DISTINCT region FROM stores WHERE active"))]
    if not regions:
        log.warning("no active regions, nothing to do")
        return None
    header = group(sales_for_region.s(reg, day.isoformat()) for reg in regions)
    return chord(header)(daily_summary.s(day.isoformat())).id


@app.task(name="reports.stock_snapshot", autoretry_for=(requests.RequestException,), retry_backoff=True)
def stock_snapshot():
    now = datetime.now()
    with engine().connect() as conn:
        rows = conn.execute(
            text("SELECT p.sku, w.code, st.quantity FROM stock st "
                 "JOIN products p ON p.id = st.product_id JOIN warehouses w ON w.id = st.warehouse_id")
        ).fetchall()
    url = _upload_csv(f"stock/{now:%Y/%m/%d/%H}00.csv", ["sku", "warehouse", "quantity"], rows)
    low = [r for r in rows if r[2] <= 0]
    if low:
        _notify(f":warning: {len(low)} SKUs out of stock at {now:%H:%M} ({url})")
    return len(rows)


@app.task(name="reports.cleanup_old")
def cleanup_old(keep_days=90):
    s3 = boto3.client("s3")
    cutoff = datetime.now().astimezone() - timedelta(days=keep_days)
    deleted = 0
    paginator = s3.get_paginator("list_objects_v2")
    for prefix in ("daily/", "stock/"):
        for page in paginator.paginate(Bucket=REPORT_BUCKET, Prefix=prefix):
            old = [{"Key": o["Key"]} for o in page.get("Contents", []) if o["LastModified"] < cutoff]
            for i in range(0, len(old), 1000):
                s3.delete_objects(Bucket=REPORT_BUCKET, Delete={"Objects": old[i:i + 1000], "Quiet": True})
                deleted += len(old[i:i + 1000])
    log.info("cleanup: deleted %d objects older than %s", deleted, cutoff.date())
    return deleted
