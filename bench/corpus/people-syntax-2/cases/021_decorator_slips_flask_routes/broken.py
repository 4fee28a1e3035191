"""Tiny inventory API for the warehouse tablets."""
from flask import Flask, abort, jsonify, request

app = Flask(__name__)

ITEMS = {
    1: {"id": 1, "name": "pallet jack", "qty": 4},
    2: {"id": 2, "name": "shrink wrap roll", "qty": 37},
}


def next_id():
    return max(ITEMS, default=0) + 1


@app.route("/health"):
def health():
    return {"ok": True}


@app.route("/items", methods=["GET"])
def list_items():
    low = request.args.get("low_stock", type=int)
    items = list(ITEMS.values())
    if low is not None:
        items = [i for i in items if i["qty"] <= low]
    return jsonify(items)


@app.route("/items", methods=["POST"])
def create_item():
    body = request.get_json(force=True)
    if not body or "name" not in body:
        abort(400, "name is required")
    item = {"id": next_id(), "name": body["name"], "qty": int(body.get("qty", 0))}
    ITEMS[item["id"]] = item
    return jsonify(item), 201


@app.route("/items/<int:item_id>", methods=["GET", "DELETE"]
def item_detail(item_id):
    item = ITEMS.get(item_id)
    if item is None:
        abort(404)
    if request.method == "DELETE":
        del ITEMS[item_id]
        return "", 204
    return jsonify(item)


@app.errorhandler(404) def not_found(err):
    return jsonify(error="not found"), 404


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080, debug=True)
