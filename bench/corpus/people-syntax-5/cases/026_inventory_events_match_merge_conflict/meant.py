from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field


@dataclass
class Item:
    sku: str
    name: str
    qty: int = 0
    tags: set[str] = field(default_factory=set)


@dataclass
class Inventory:
    items: dict[str, Item] = field(default_factory=dict)

    def apply(self, event: dict) -> None:
        match event:
            case {"type": "add", "sku": sku, "name": name, **rest}:
                item = self.items.setdefault(sku, Item(sku, name))
                item.qty += rest.get("qty", 1)
            case {"type": "remove", "sku": sku, "qty": int(qty)}:
                item = self.items[sku]
                if qty > item.qty:
                    raise ValueError(f"only {item.qty} of {sku} left")
                item.qty -= qty
            case {"type": "tag", "sku": sku, "tags": [*tags]}:
                self.items[sku].tags.update(tags)
            case {"type": str(kind)}:
                print(f"ignoring unknown event {kind!r}", file=sys.stderr)
            case _:
                raise ValueError(f"malformed event: {event!r}")

    def low_stock(self, threshold: int = 5) -> list[Item]:
        return sorted((i for i in self.items.values() if i.qty < threshold), key=lambda i: i.qty)


def replay(path: str) -> Inventory:
    inv = Inventory()
    with open(path, encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                inv.apply(json.loads(line))
            except (ValueError, KeyError) as exc:
                print(f"{path}:{lineno}: {exc}", file=sys.stderr)
    return inv


if __name__ == "__main__":
    inventory = replay(sys.argv[1])
    for item in inventory.low_stock():
        print(f"{item.sku:<10} {item.name:<30} {item.qty:>4}")
