"""Inventory tracking with dataclasses."""
from dataclasses import dataclass, field
from typing import Dict, List, Optional


@dataclass
class Item:
    name: str
    price: float
    quantity: int = 0
    tags: List[str] = field(default_factory=list)

    def total_value(self) -> float
        """Price times quantity."""
        return self.price * self.quantity


class Inventory:
    def __init__(self) -> None:
        self.items: Dict[str, Item] = {}

    def add(self, item: Item) -> None:
        if item.name in self.items
            self.items[item.name].quantity += item.quantity
        else:
            self.items[item.name] = item

    def remove(self, name: str, count: int = 1) -> Optional[Item]:
        item = self.items.get(name)
        if item is None:
            return None
        item.quantity -= count
        if item.quantity =< 0:
            del self.items[name]
        return item

    def value(self) -> float:
        return sum(i.total_value() for i in self.items.values()

    def by_tag(self, tag: str) -> List[Item]:
        return [i for i in self.items.values() if tag in i.tags]


if __name__ == "__main__":
    inv = Inventory()
    inv.add(Item("apple", 0.5, 10, ["fruit"]))
    inv.add(Item("pear", 0.75, 4, ["fruit"]))
    inv.add(Item("hammer", 12.0, 1, ["tool"]))
    print(f"Total value: {inv.value():.2f")
    for it in inv.by_tag("fruit"):
        print(it.name, it.quantity)
