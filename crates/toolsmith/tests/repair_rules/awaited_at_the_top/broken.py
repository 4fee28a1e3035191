"""Book delivery slots for today's orders, a notebook cell made a script."""

import asyncio
import random

SLOTS = ["08-10", "10-12", "12-14", "14-16"]


async def book(order_id, slot):
    await asyncio.sleep(random.random() / 10)
    return order_id, slot


async def main():
    orders = ["A-17", "A-18", "B-02"]
    booked = await asyncio.gather(
        *(book(order, SLOTS[i % len(SLOTS)]) for i, order in enumerate(orders))
    )
    for order, slot in booked:
        print(order, slot)


await main()
