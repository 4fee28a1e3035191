"""Celery úlohy pro fakturaci (generování PDF, odeslání e-mailem, upomínky).

Worker:  celery -A billing.tasks worker -Q billing -c 4
Beat:    celery -A billing.tasks beat
"""
import logging
from datetime import date, timedelta

import requests
from celery import Celery, chain
from celery.schedules import crontab
from celery.utils.log import get_task_logger
from sqlalchemy import create_engine, select
from sqlalchemy.orm import Session

from billing.models import Customer, Invoice, InvoiceState
from billing.pdf import render_invoice_pdf
from billing.settings import settings

app = Celery("billing", broker=settings.broker_url, backend=settings.result_backend)
app.conf.update(
    task_routes={"billing.tasks.*": {"queue": "billing"}},
    task_acks_late=True,
    worker_prefetch_multiplier=1,
    timezone="Europe/Prague",
    beat_schedule={
        "daily-reminders": {
            "task": "billing.tasks.send_overdue_reminders",
            "schedule": crontab(hour=7, minute=30),
        },
        "monthly-invoices": {
            "task": "billing.tasks.issue_monthly_invoices",
            "schedule": crontab(day_of_month=1, hour=3, minute=0),
        },
    },
)

log = get_task_logger(__name__)
logging.getLogger("urllib3").setLevel(logging.WARNING)

engine = create_engine(settings.database_url, pool_pre_ping=True)
MAIL_API = settings.mail_api_url
MAX_RETRIES = 5


def session() -> Session:
    return Session(engine, expire_on_commit=False)


@app.task(bind=True, max_retries=MAX_RETRIES, default_retry_delay=60)
def render_pdf(self, invoice_id: int) -> str:
    with session() as db:
        invoice = db.get(Invoice, invoice_id)
        if invoice is None:
            log.error("Faktura %s neexistuje", invoice_id)
            return ""
        try:
            path = render_invoice_pdf(invoice)
        except OSError as exc:
            # disk na sdíleném úložišti občas zamrzne
            raise self.retry(exc=exc)
        invoice.pdf_path = path
        invoice.state = InvoiceState.RENDERED
        db.commit()
        return path


@app.task(
    bind=True,
    autoretry_for=(requests.ConnectionError, requests.Timeout),
    retry_backoff=True,
    retry_backoff_max=600,
    max_retries=MAX_RETRIES,
)
def send_invoice_email(self, pdf_path: str, invoice_id: int) -> None:
    if not pdf_path:
        return
    with session() as db:
        invoice = db.get(Invoice, invoice_id)
        customer = db.get(Customer, invoice.customer_id)
        email = customer.billing_email or customer.email
        payload = {
            "to": email,
            "subject": f"Faktura {invoice.number} / Invoice {invoice.number}",
            "template": "invoice_cs" if customer.country == "CZ" else "invoice_en",
            "variables": {
                "name": customer.name,
                "amount": f"{invoice.total:.2f} {invoice.currency}",
                "due": invoice.due_date.strftime("%d.%m.%Y"),
            },
            "attachments": [pdf_path],
        }
        r = requests.post(MAIL_API, json=payload, timeout=15)
        r.raise_for_status()
        invoice.state = InvoiceState.SENT
        db.commit()
        log.info("Faktura %s odeslána na %s", invoice.number, email)


@app.task
def issue_monthly_invoices() -> int:
    period_end = date.today().replace(day=1) - timedelta(days=1)
    with session() as db:
        ids = db.scalars(
            select(Invoice.id)
            .where(Invoice.state == InvoiceState.DRAFT)
            .where(Invoice.period_end == period_end)
        ).all()
    for invoice_id in ids:
        chain(render_pdf.s(invoice_id), send_invoice_email.s(invoice_id)).apply_async()
    log.info("Naplánováno %d faktur za %s", len(ids), period_end)
    return len(ids)


@app.task
def send_overdue_reminders() -> int:
    today = date.today()
    sent = 0
    with session() as db:
        overdue = db.scalars(
            select(Invoice).where(Invoice.state == InvoiceState.SENT, Invoice.due_date < today)
        ).all()
        for inv in overdue:
            days = (today - inv.due_date).days
            level = 1 if days < 14 else 2 if days < 30 else 3
            if inv.reminder_level >= level:
                continue
            requests.post(MAIL_API, json={
                "to": inv.customer.billing_email or inv.customer.email,
                "template": f"reminder_{level}",
                "variables": {"number": inv.number, "days": days},
            }, timeout=15).raise_for_status()
            inv.reminder_level = level
            sent += 1
        db.commit()
    return sent
