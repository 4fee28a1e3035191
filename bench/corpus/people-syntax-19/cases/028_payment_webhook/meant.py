# payment_webhook.py
# Flask port of our Express webhook for Paystack-style payment notifications.
# Verifies the HMAC signature, stores the event in SQLite, marks orders paid.
# Tunde A. (Node.js dev, Abuja) - first Python service, be gentle

import hashlib
import hmac
import json
import logging
import os
import sqlite3
from datetime import datetime, timezone

from flask import Flask, abort, jsonify, request

SECRET = os.environ.get("PAYMENT_SECRET", "sk_test_change_me").encode()
DB_PATH = os.environ.get("DB_PATH", "orders.db")
PORT = int(os.environ.get("PORT", "3000"))

app = Flask(__name__)
logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
log = logging.getLogger("webhook")

HANDLED_EVENTS = ["charge.success", "charge.failed", "refund.processed"]


def get_db():
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    return conn


def init_db():
    with get_db() as db:
        db.execute("""CREATE TABLE IF NOT EXISTS events (
            id TEXT PRIMARY KEY, type TEXT, reference TEXT, amount INTEGER,
            received_at TEXT, raw TEXT)""")
        db.execute("""CREATE TABLE IF NOT EXISTS orders (
            reference TEXT PRIMARY KEY, amount INTEGER, status TEXT, paid_at TEXT)""")


def verify_signature(raw_body, signature):
    if not signature:
        return False
    expected = hmac.new(SECRET, raw_body, hashlib.sha512).hexdigest()
    return hmac.compare_digest(expected, signature)


def kobo_to_naira(kobo):
    return f"₦{kobo / 100:,.2f}"


def handle_charge_success(db, data):
    reference = data.get("reference")
    amount = data.get("amount", 0)
    order = db.execute("SELECT * FROM orders WHERE reference = ?", (reference,)).fetchone()
    if order is None:
        log.warning(f"payment for unknown order {reference}")
        return "unknown_order"
    if order["status"] == "paid":
        return "already_paid"
    if order["amount"] != amount:
        log.error(f"amount mismatch for {reference}: expected {order['amount']}, got {amount}")
        return "amount_mismatch"
    paid_at = data.get("paid_at") or datetime.now(timezone.utc).isoformat()
    db.execute("UPDATE orders SET status = 'paid', paid_at = ? WHERE reference = ?", (paid_at, reference))
    log.info(f"order {reference} paid, {kobo_to_naira(amount)}")
    return "ok"


def handle_charge_failed(db, data):
    reference = data.get("reference")
    db.execute("UPDATE orders SET status = 'failed' WHERE reference = ? AND status != 'paid'", (reference,))
    return "ok"


def handle_refund(db, data):
    reference = data.get("transaction_reference") or data.get("reference")
    db.execute("UPDATE orders SET status = 'refunded' WHERE reference = ?", (reference,))
    log.info(f"refund for {reference}")
    return "ok"


HANDLERS = {
    "charge.success": handle_charge_success,
    "charge.failed": handle_charge_failed,
    "refund.processed": handle_refund,
}


@app.post("/webhooks/payments")
def payments_webhook():
    raw = request.get_data()
    if not verify_signature(raw, request.headers.get("X-Signature")):
        log.warning("bad signature from %s", request.remote_addr)
        abort(401)
    try:
        event = json.loads(raw)
    except json.JSONDecodeError:
        abort(400)
    event_type = event.get("event")
    data = event.get("data") or {}
    event_id = str(data.get("id", ""))
    if event_type not in HANDLED_EVENTS:
        return jsonify({"status": "ignored"}), 200

    with get_db() as db:
        seen = db.execute("SELECT 1 FROM events WHERE id = ?", (event_id,)).fetchone()
        if seen:
            return jsonify({"status": "duplicate"}), 200
        db.execute(
            "INSERT INTO events VALUES (?, ?, ?, ?, ?, ?)",
            (event_id, event_type, data.get("reference"), data.get("amount", 0),
             datetime.now(timezone.utc).isoformat(), raw.decode("utf-8", "replace")),
        )
        result = HANDLERS[event_type](db, data)
    return jsonify({"status": result}), 200


@app.get("/health")
def health():
    with get_db() as db:
        pending = db.execute("SELECT COUNT(*) FROM orders WHERE status = 'pending'").fetchone()[0]
    return jsonify({"ok": True, "pending_orders": pending})


if __name__ == "__main__":
    init_db()
    app.run(host="0.0.0.0", port=PORT)
