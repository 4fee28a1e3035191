"""Weekly sales report: aggregates the orders export and mails a summary."""
import csv
import smtplib
from collections import defaultdict
from datetime import datetime
from email.message import EmailMessage
from pathlib import Path

EXPORT_DIR = Path("/srv/exports/orders")
RECIPIENTS = ["sales-leads@example.com", "finance@example.com"]


def latest_export(directory: Path) -> Path:
    files = sorted(directory.glob("orders_*.csv"), key=lambda p: p.stat().st_mtime)
    if not files:
        raise FileNotFoundError(f"no export in {directory}")
    return files[-1]


def load(path: Path) -> list[dict]:
    with path.open(newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    for r in rows:
        r["amount"] = float(r["amount"])
        r["date"] = datetime.strptime(r["date"], "%Y-%m-%d")
    return rows


def summarise(rows: list[dict]) -> str:
    per_rep = defaultdict(float)
    for r in rows:
        per_rep[r["rep"]] += r["amount"]
    ranking = sorted(per_rep.items(), key=lambda kv: kv[1], reverse=True)
    lines = [f"{rep:<20} {total:>12,.2f}" for rep, total in ranking]
    biggest = max(rows, key=lambda r: r["amount"])
    lines.append("")
    lines.append(f"Largest order: {biggest['order_id']} ({biggest['amount']:,.2f}) by {biggest['rep']}")
    return "\n".join(lines)


def send(body: str, subject: str) -> None:
    msg = EmailMessage()
    msg["From"] = "reports@example.com"
    msg["To"] = ", ".join(RECIPIENTS)
    msg["Subject"] = subject
    msg.set_content(body)
    with smtplib.SMTP("localhost") as s:
        s.send_message(msg)


if __name__ == "__main__":
    path = latest_export(EXPORT_DIR)
    rows = load(path)
    send(summarise(rows), f"Sales report – {path.stem}")
