import json

payload = {
    "user": {"id": 7, "name": "Zoë"},
    "items": [
        {"sku": "A1", "qty": 2},
        {"sku": "B2", "qty": 1},
    ],
    "paid": true,
    "note": null,
}


def total_quantity(p):
    return sum(item["qty"] for item in p["items"]


text = json.dumps(payload, ensure_ascii=False, indent=2)
print(text)
print("quantity:", total_quantity(payload))
