"""Domain model for the warehouse service (Python 3.11)."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from typing import Generic, Iterator, Protocol, TypeVar

T = TypeVar("T")


class HasSku(Protocol):
    sku: str


@dataclass(frozen=True)
class Product:
    sku: str
    name: str
    unit_price: Decimal
    tags: tuple[str, ...] = ()


@dataclass
class StockLine:
    sku: str
    location: str
    quantity: int = 0
    reserved: int = 0
    history: list[str] = field(default_factory=list
    updated: datetime = field(default_factory=datetime.now)

    @property
    def free(self) -> int:
        return self.quantity - self.reserved

    def adjust(self, delta: int, reason: str) -> None:
        if self.quantity + delta < self.reserved:
            raise ValueError(f"{self.sku}@{self.location}: would go below reserved stock")
        self.quantity += delta
        self.updated = datetime.now()
        self.history.append(f"{self.updated:%Y-%m-%d %H:%M} {delta:+d} {reason}")


@dataclass
class Page(Generic[T]):
    items: list[T]
    total: int
    offset: int = 0

    @property
    def has_more(self) -> bool:
        return self.offset + len(self.items) < self.total


class Repository[T]:
    """In-memory store keyed by SKU; the SQL version has the same interface."""

    def __init__(self) -> None:
        self._items: dict[str, T] = {}

    def add(self, item: T) -> None:
        key = item.sku  # type: ignore[attr-defined]
        if key in self._items:
            raise KeyError(f"duplicate sku {key}")
        self._items[key] = item

    def get(self, sku: str) -> T | None:
        return self._items.get(sku)

    def __iter__(self) -> Iterator[T]:
        return iter(self._items.values())

    def search(self, text: str, limit: int = 20, offset: int = 0, *) -> Page[T]:
        text = text.lower()
        hits = [i for i in self if text in str(i).lower()]
        return Page(items=hits[offset:offset + limit], total=len(hits), offset=offset)


def total_value(stock: Repository[StockLine], catalog: Repository[Product]) -> Decimal:
    value = Decimal(0)
    for line in stock:
        product = catalog.get(line.sku)
        if product is not None:
            value += product.unit_price * line.quantity
    return value
