# ডেলিভারি স্লট ভাগ করা - বাজারঘর অনলাইন গ্রোসারি, ঢাকা
# অর্ডারগুলো এলাকা আর পছন্দের সময় দেখে রাইডারদের স্লটে বসানো হয়,
# তারপর রাইডার অ্যাপে পাঠানো হয়।  - তানভীর (অপারেশনস)
import asyncio
import csv
import json
from collections import defaultdict
from datetime import time

import httpx

API = "https://rider.bazarghor.example/api/v1/schedule"

SLOTS = [
    (time(9, 0), time(11, 0)),
    (time(11, 0), time(13, 0)),
    (time(15, 0), time(17, 0)),
    (time(17, 0), time(19, 0)),
    (time(19, 0), time(21, 0)),
]
# প্রতি স্লটে একজন রাইডার কয়টা অর্ডার নিতে পারে (জ্যামের কারণে এলাকা ভেদে আলাদা)
RIDER_CAP = {"Gulshan": 6, "Banani": 6, "Dhanmondi": 5, "Mirpur": 4, "Uttara": 5}
RIDERS = {"Gulshan": 2, "Banani": 1, "Dhanmondi": 2, "Mirpur": 3, "Uttara": 1}


def slot_label(s):
    return f"{s[0]:%H:%M}-{s[1]:%H:%M}"


def load_orders(path):
    with open(path, encoding="utf-8") as f:
        return list(csv.DictReader(f))


def assign(orders):
    schedule = defaultdict(list)      # (area, slot index) -> orders
    pending = []
    # আগে যারা আগে অর্ডার করেছে
    for o in sorted(orders, key=lambda o: o["created_at"]):
        area = o["area"]
        cap = (RIDER_CAP.get(area) or 4) * RIDERS.get(area, 1)
        want = int(o["preferred_slot"])
        # পছন্দের স্লট ভরা থাকলে পরের স্লট, তারপর আগেরটা
        order_of_try = [want] + list(range(want + 1, len(SLOTS))) + list(range(want - 1, -1, -1))
        for i in order_of_try:
            if len(schedule[(area, i)]) < cap:
                schedule[(area, i)].append(o["order_id"])
                break
        else:
            pending.append(o["order_id"])
    return schedule, pending


async def push(schedule):
    payload = [
        {"area": area, "slot": slot_label(SLOTS[i]), "orders": ids}
        for (area, i), ids in sorted(schedule.items())
    ]
    async with httpx.AsyncClient(timeout=20) as client:
        r = await client.post(API, json=payload)
        r.raise_for_status()
    return len(payload)


async def main():
    orders = load_orders("orders_today.csv")
    schedule, pending = assign(orders)
    for (area, i), ids in sorted(schedule.items()):
        print(f"{area:10} {slot_label(SLOTS[i])}  {len(ids):2d} টি অর্ডার")
    if pending:
        print("স্লট পাওয়া যায়নি:", json.dumps(pending))
    n = await push(schedule)
    print("রাইডার অ্যাপে পাঠানো হয়েছে:", n, "টি স্লট")


asyncio.run(main())
