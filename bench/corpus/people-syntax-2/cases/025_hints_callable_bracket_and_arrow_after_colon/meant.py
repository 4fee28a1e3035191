"""In-process event bus for the game server."""
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Event:
    name: str
    payload: dict[str, Any] = field(default_factory=dict)
    ts: float = field(default_factory=time.time)


Handler = Callable[[Event], None]

_handlers: dict[str, list[Handler]] = defaultdict(list)


def subscribe(name: str, handler: Callable[[Event], None]) -> None:
    _handlers[name].append(handler)


def unsubscribe(name: str, handler: Handler) -> bool:
    try:
        _handlers[name].remove(handler)
        return True
    except ValueError:
        return False


def publish(event: Event) -> int:
    delivered = 0
    for handler in list(_handlers[event.name]) + list(_handlers["*"]):
        handler(event)
        delivered += 1
    return delivered


def on_player_joined(event: Event) -> None:
    print(f"welcome {event.payload['player']}!")


def audit(event: Event) -> None:
    print(f"{event.ts:.0f} {event.name} {event.payload}")


if __name__ == "__main__":
    subscribe("player_joined", on_player_joined)
    subscribe("*", audit)
    n = publish(Event("player_joined", {"player": "mira"}))
    print(n, "handlers ran")
    unsubscribe("*", audit)
    publish(Event("round_started", {"round": 1}))
