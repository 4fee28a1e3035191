"""Order routes for the shop backend."""
from datetime import datetime, timezone

from flask import Blueprint, abort, jsonify, request

from .auth import login_required
from .db import get_db

bp = Blueprint("orders", __name__, url_prefix="/api/orders")

VALID_STATUSES = {"pending", "paid", "shipped", "cancelled"}


def _row_to_order(row):
    return {
        "id": row["id"],
        "customer_id": row["customer_id"],
        "status": row["status"],
        "total_cents": row["total_cents"],
        "created_at": row["created_at"],
    }


@bp.get("/")
@login_required
def list_orders():
    db = get_db()
    status = request.args.get("status")
    limit = min(int(request.args.get("limit", 50)), 200)
    if status is not None and status not in VALID_STATUSES:
        abort(400, description=f"unknown status: {status}")
    if status:
        rows = db.execute(
            "SELECT * FROM orders WHERE status = ? ORDER BY created_at DESC LIMIT ?",
            (status, limit),
        ).fetchall()
    else:
        rows = db.execute(
            "SELECT * FROM orders ORDER BY created_at DESC LIMIT ?", (limit,)
        ).fetchall()
    return jsonify([_row_to_order(r) for r in rows])


@bp.get("/<int:order_id>")
@login_required
def get_order(order_id):
    db = get_db()
    row = db.execute("SELECT * FROM orders WHERE id = ?", (order_id,)).fetchone()
    if row is None:
        abort(404)
    items = db.execute(
        "SELECT sku, quantity, unit_cents FROM order_items WHERE order_id = ?",
        (order_id,),
    ).fetchall()
    order = _row_to_order(row)
    order["items"] = [
        {"sku": i["sku"], "quantity": i["quantity"], "unit_cents": i["unit_cents"]}
        for i in items
        if i["quantity"] > 0
    ]
    return jsonify(order)


@bp.patch("/<int:order_id>/status")
@login_required
def update_status(order_id):
    payload = request.get_json(silent=True) or {}
    new_status = payload.get("status")
    if new_status not in VALID_STATUSES:
        abort(400, description="status must be one of: " + ", ".join(sorted(VALID_STATUSES)))
    db = get_db()
    cur = db.execute(
        "UPDATE orders SET status = ?, updated_at = ? WHERE id = ?",
        (new_status, datetime.now(timezone.utc).isoformat(), order_id),
    )
    db.commit()
    if cur.rowcount == 0:
        abort(404)
    return jsonify({"id": order_id, "status": new_status})
