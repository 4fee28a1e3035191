# pantry.py - keep track of what's in the pantry, stored in a JSON file
#
#   python pantry.py add "rice" 2 --unit kg --expires 2025-06-30
#   python pantry.py use rice 0.5
#   python pantry.py list
#   python pantry.py expiring 7

from __future__ import annotations

import json
import sys
from dataclasses import asdict, dataclass, field
from datetime import date, timedelta
from pathlib import Path

DATA_FILE = Path.home() / ".pantry.json"


@dataclass
class Item:
    name: str
    quantity: float
    unit: str = "pcs"
    expires: str | None = None  # ISO date, e.g. "2025-06-30"
    tags: list[str] = field(default_factory=list)

    def expiry_date(self) -> date | None:
        return date.fromisoformat(self.expires) if self.expires else None

    def __str__(self) -> str:
        exp = f", expires {self.expires}" if self.expires else ""
        return f"{self.name}: {self.quantity:g} {self.unit}{exp}"


class Pantry:
    def __init__(self, path: Path = DATA_FILE):
        self.path = path
        self.items: dict[str, Item] = {}
        if path.exists():
            raw = json.loads(path.read_text(encoding="utf-8"))
            self.items = {name: Item(**data) for name, data in raw.items()}

    def save(self) -> None:
        data = {name: asdict(item) for name, item in sorted(self.items.items())}
        self.path.write_text(json.dumps(data, indent=2, ensure_ascii=False), encoding="utf-8")

    def add(self, name: str, quantity: float, unit: str = "pcs", expires: str | None = None) -> Item:
        key = name.lower()
        if key in self.items:
            self.items[key].quantity += quantity
            if expires:
                self.items[key].expires = expires
        else:
            self.items[key] = Item(name, quantity, unit, expires)
        return self.items[key]

    def use(self, name: str, quantity: float) -> Item | None:
        item = self.items[name.lower()]
        item.quantity -= quantity
        if item.quantity <= 0:
            del self.items[name.lower()]
            return None
        return item

    def expiring_within(self, days: int) -> list[Item]:
        limit = date.today() + timedelta(days=days)
        soon = [i for i in self.items.values() if i.expiry_date() and i.expiry_date() <= limit]
        return sorted(soon, key=lambda i: i.expiry_date())


```python
def parse_options(args: list[str]) -> tuple[list[str], dict[str, str]]:
    """Split ["rice", "2", "--unit", "kg"] into (["rice", "2"], {"unit": "kg"})."""
    positional, options = [], {}
    it = iter(args)
    for arg in it:
        if arg.startswith("--"):
            options[arg[2:]] = next(it, "")
        else:
            positional.append(arg)
    return positional, options


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__ or "usage: pantry.py add|use|list|expiring ...")
        return 1
    command, (args, opts) = argv[0], parse_options(argv[1:])
    pantry = Pantry()

    if command == "add":
        item = pantry.add(args[0], float(args[1]), opts.get("unit", "pcs"), opts.get("expires"))
        print(f"Added. Now: {item}")
        elif command == "use":
        try:
            item = pantry.use(args[0], float(args[1]))
        except KeyError:
            print(f"No '{args[0]}' in the pantry.")
            return 1
        print(f"Now: {item}" if item else f"Used up: {args[0]}")
    elif command == "list":
        for item in sorted(pantry.items.values(), key=lambda i: i.name.lower()):
            print(item)
    elif command == "expiring":
        days = int(args[0]) if args else 3
        for item in pantry.expiring_within(days):
            print(f"!! {item}")
    else:
        print(f"Unknown command: {command}")
        return 1

    pantry.save()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1: