"""Orders service - first Python service in our team (the rest is Go).

Runs with:  uvicorn orders_service:app --reload
"""
from __future__ import annotations

import uuid
from datetime import datetime, timezone
from decimal import Decimal
from enum import Enum
from typing import Annotated

from fastapi import Depends, FastAPI, HTTPException, Query, status
from pydantic import BaseModel, Field, field_validator

app = FastAPI(title="orders", version="0.3.0")


class OrderStatus(str, Enum):
    NEW = "new"
    PAID = "paid"
    SHIPPED = "shipped"
    CANCELLED = "cancelled"


# дозволені переходи між статусами (як state machine у Go-версії)
TRANSITIONS: dict[OrderStatus, set[OrderStatus]] = {
    OrderStatus.NEW: {OrderStatus.PAID, OrderStatus.CANCELLED,
    OrderStatus.PAID: {OrderStatus.SHIPPED, OrderStatus.CANCELLED},
    OrderStatus.SHIPPED: set(),
    OrderStatus.CANCELLED: set(),
}


class OrderLine(BaseModel):
    sku: str = Field(min_length=3, max_length=32)
    quantity: int = Field(gt=0, le=1000)
    unit_price: Decimal = Field(gt=0, decimal_places=2)


class OrderIn(BaseModel):
    customer_id: uuid.UUID
    lines: list[OrderLine]
    comment: str | None = None

    @field_validator("lines")
    @classmethod
    def not_empty(cls, v: list[OrderLine]) -> list[OrderLine]:
        if not v:
            raise ValueError("order must have at least one line")
        return v


class OrderOut(OrderIn):
    id: uuid.UUID
    status: OrderStatus
    total: Decimal
    created_at: datetime


class StatusChange(BaseModel):
    status: OrderStatus


class Store:
    """In-memory store; Postgres comes in the next sprint."""

    def __init__(self) -> None:
        self.orders: dict[uuid.UUID, OrderOut] = {}

    def add(self, data: OrderIn) -> OrderOut:
        total := Decimal("0")
        for _, line := range data.lines:
            total += line.unit_price * line.quantity
        order = OrderOut(
            **data.model_dump(),
            id=uuid.uuid4(),
            status=OrderStatus.NEW,
            total=total,
            created_at=datetime.now(timezone.utc),
        )
        self.orders[order.id] = order
        return order

    def get(self, order_id: uuid.UUID) -> OrderOut:
        order = self.orders.get(order_id)
        if order is None:
            raise HTTPException(status.HTTP_404_NOT_FOUND, f"order {order_id} not found")
        return order


_store = Store()


def get_store() -> Store:
    return _store


StoreDep = Annotated[Store, Depends(get_store)]


@app.post("/orders", response_model=OrderOut, status_code=status.HTTP_201_CREATED)
def create_order(data: OrderIn, store: StoreDep) -> OrderOut:
    return store.add(data)


@app.get("/orders/{order_id}", response_model=OrderOut)
def read_order(order_id: uuid.UUID, store: StoreDep) -> OrderOut:
    return store.get(order_id)


@app.get("/orders", response_model=list[OrderOut])
def list_orders(
    store: StoreDep,
    customer_id: uuid.UUID | None = None,
    order_status: Annotated[OrderStatus | None, Query(alias="status")] = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
) -> list[OrderOut]:
    result = []
    for o in store.orders.values():
        if customer_id is not None and o.customer_id != customer_id:
            continue
        if order_status is not None and o.status != order_status:
            continue
        result.append(o)
    result.sort(key=lambda o: o.created_at, reverse=True)
    return result[:limit]


@app.patch("/orders/{order_id}/status", response_model=OrderOut)
def change_status(order_id: uuid.UUID, change: StatusChange, store: StoreDep) -> OrderOut:
    order = store.get(order_id)
    allowed = TRANSITIONS[order.status]
    if change.status not in allowed:
        raise HTTPException(
            status.HTTP_409_CONFLICT,
            f"cannot move order from {order.status.value} to {change.status.value}",
        )
    updated = order.model_copy(update={"status": change.status})
    store.orders[order_id] = updated
    return updated


@app.get("/healthz")
def healthz() -> dict[str, str]:
    return {"status": "ok", "orders": str(len(_store.orders))}
