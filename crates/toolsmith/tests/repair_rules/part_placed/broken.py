"""Order events from a queue, with retries."""
import re
from dataclasses import dataclass

ORDER_ID = re.compile(r"order-(\d+)")


@dataclass
class Event:
    kind: str
    payload: dict


class Dispatcher:
    def __init__(self):
        self.handled = []: list[Event]
        self.failures = 0

    def send(self, event, *args, **options, retries=3, delay=0.5):
        for attempt in range(retries):
            if self.deliver(event, *args, **options):
                self.handled.append(event)
                return attempt
        self.failures += 1
        return None

    def deliver(self, event, *args, **options):
        match event.payload:
            case {order: order, status: "paid"}:
                return self.ship(order)
            case {"order": order}:
                return False
        return True

    def ship(self, order):
        return bool(order)


def order_ids(lines):
    return [int(m.group(1)) for line in lines if (m := ORDER_ID.search(line))]
