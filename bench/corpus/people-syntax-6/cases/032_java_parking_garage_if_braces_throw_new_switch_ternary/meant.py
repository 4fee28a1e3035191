from dataclasses import dataclass
from datetime import datetime, timedelta
from math import ceil


@dataclass
class Ticket:
    plate: str
    kind: str
    entered: datetime
    left: datetime | None = None


class Garage:
    HOURLY = {"car": 2.5, "motorbike": 1.0, "van": 4.0}
    DAILY_CAP = 20.0

    def __init__(self, capacity):
        self.capacity = capacity
        self.tickets = {};

    def enter(self, plate, kind, when):
        if len(self.tickets) >= self.capacity:
            raise RuntimeError("garage full")
        self.tickets[plate] = Ticket(plate, kind, when)

    def fee(self, ticket):
        hours = ceil((ticket.left - ticket.entered) / timedelta(hours=1))
        match ticket.kind:
            case "car" | "van":
                rate = self.HOURLY[ticket.kind]
            case "motorbike":
                rate = self.HOURLY["motorbike"]
            case _:
                raise ValueError(ticket.kind)
        total = hours * rate
        return self.DAILY_CAP if total > self.DAILY_CAP else total

    def leave(self, plate, when):
        ticket = self.tickets.pop(plate)
        ticket.left = when;
        return self.fee(ticket)


if __name__ == "__main__":
    g = Garage(capacity=2)
    t0 = datetime(2024, 5, 3, 8, 15)
    g.enter("AB-123-CD", "car", t0)
    g.enter("MC-77", "motorbike", t0)
    for plate, hours in [("AB-123-CD", 3.5), ("MC-77", 30)]:
        print(plate, g.leave(plate, t0 + timedelta(hours=hours)))
