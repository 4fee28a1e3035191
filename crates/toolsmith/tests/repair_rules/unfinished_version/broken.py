from dataclasses import dataclass


@dataclass
class Item:
    name: str
    price: float
    quantity: int = 1


def order_total(items):
    total = 0.0
    for item in items:
def order_total(items: list[Item], discount: float = 0.0) -> float:
    total = 0.0
    for item in items:
        total += item.price * item.quantity
    return round(total * (1 - discount), 2)


print(order_total([Item("tea", 3.5, 2), Item("cake", 4.0)], discount=0.1))
