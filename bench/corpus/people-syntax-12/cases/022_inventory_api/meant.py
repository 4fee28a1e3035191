"""Inventory service - items and stock movements.

Mounted under /api/v1 by app/main.py.
"""
from __future__ import annotations

import logging
from datetime import datetime, timezone
from enum import Enum
from typing import Annotated
from uuid import UUID, uuid4

from fastapi import APIRouter, Depends, HTTPException, Query, Response, status
from pydantic import BaseModel, ConfigDict, Field, field_validator

from app.db import Database, get_db
from app.auth import Principal, require_scope

log = logging.getLogger(__name__)

router = APIRouter(prefix="/items", tags=["inventory"])


class Unit(str, Enum):
    piece = "pcs"
    kilogram = "kg"
    litre = "l"
    metre = "m"


class ItemBase(BaseModel):
    sku: str = Field(min_length=3, max_length=32, pattern=r"^[A-Z0-9\-]+$")
    name: str = Field(min_length=1, max_length=200)
    unit: Unit = Unit.piece
    reorder_level: int = Field(default=0, ge=0)
    location: str | None = None

    @field_validator("sku", mode="before")
    @classmethod
    def normalise_sku(cls, v: str) -> str:
        return v.strip().upper() if isinstance(v, str) else v


class ItemCreate(ItemBase):
    initial_quantity: int = Field(default=0, ge=0)


class ItemUpdate(BaseModel):
    name: str | None = Field(default=None, min_length=1, max_length=200)
    reorder_level: int | None = Field(default=None, ge=0)
    location: str | None = None


class ItemOut(ItemBase):
    model_config = ConfigDict(from_attributes=True)

    id: UUID
    quantity: int
    updated_at: datetime

    @property
    def needs_reorder(self) -> bool:
        return self.quantity <= self.reorder_level


class MovementIn(BaseModel):
    delta: int = Field(description="positive = goods in, negative = goods out")
    reason: str = Field(min_length=3, max_length=120)
    reference: str | None = None

    @field_validator("delta")
    @classmethod
    def not_zero(cls, v: int) -> int:
        if v == 0:
            raise ValueError("delta must not be 0")
        return v


class Page(BaseModel):
    items: list[ItemOut]
    total: int
    limit: int
    offset: int


DB = Annotated[Database, Depends(get_db)]
Reader = Annotated[Principal, Depends(require_scope("inventory:read"))]
Writer = Annotated[Principal, Depends(require_scope("inventory:write"))]


def _now() -> datetime:
    return datetime.now(timezone.utc)


async def _get_or_404(db: Database, item_id: UUID) -> dict:
    row = await db.fetch_one("SELECT * FROM items WHERE id = :id AND deleted_at IS NULL", {"id": item_id})
    if row is None:
        raise HTTPException(
            status_code=status.HTTP_404_NOT_FOUND,
            detail=f"Item {item_id} not found",
        )
    return dict(row)


@router.get("", response_model=Page)
async def list_items(
    db: DB,
    user: Reader,
    q: Annotated[str | None, Query(max_length=50)] = None,
    below_reorder: bool = False,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
    offset: Annotated[int, Query(ge=0)] = 0,
) -> Page:
    where = ["deleted_at IS NULL"]
    params: dict = {"limit": limit, "offset": offset}
    if q:
        where.append("(sku ILIKE :q OR name ILIKE :q)")
        params["q"] = f"%{q}%"
    if below_reorder:
        where.append("quantity <= reorder_level")
    clause = " AND ".join(where)
    total = await db.fetch_val(f"SELECT count(*) FROM items WHERE {clause}", params)
    rows = await db.fetch_all(
        f"SELECT * FROM items WHERE {clause} ORDER BY sku LIMIT :limit OFFSET :offset", params
    )
    return Page(items=[ItemOut.model_validate(dict(r)) for r in rows], total=total, limit=limit, offset=offset)


@router.post("", response_model=ItemOut, status_code=status.HTTP_201_CREATED)
async def create_item(body: ItemCreate, db: DB, user: Writer) -> ItemOut:
    exists = await db.fetch_val("SELECT 1 FROM items WHERE sku = :sku", {"sku": body.sku})
    if exists:
        raise HTTPException(status.HTTP_409_CONFLICT, detail=f"SKU {body.sku} already exists")
    data = body.model_dump(exclude={"initial_quantity"})
    data.update(id=uuid4(), quantity=body.initial_quantity, updated_at=_now())
    await db.execute(
        "INSERT INTO items (id, sku, name, unit, reorder_level, location, quantity, updated_at) "
        "VALUES (:id, :sku, :name, :unit, :reorder_level, :location, :quantity, :updated_at)",
        data,
    )
    log.info("item %s created by %s", body.sku, user.subject)
    return ItemOut.model_validate(data)


@router.get("/{item_id}", response_model=ItemOut)
async def get_item(item_id: UUID, db: DB, user: Reader) -> ItemOut:
    return ItemOut.model_validate(await _get_or_404(db, item_id))


@router.patch("/{item_id}", response_model=ItemOut)
async def update_item(item_id: UUID, body: ItemUpdate, db: DB, user: Writer) -> ItemOut:
    item = await _get_or_404(db, item_id)
    changes = body.model_dump(exclude_unset=True)
    if not changes:
        return ItemOut.model_validate(item)
    changes["updated_at"] = _now()
    sets = ", ".join(f"{k} = :{k}" for k in changes)
    await db.execute(f"UPDATE items SET {sets} WHERE id = :id", {**changes, "id": item_id})
    item.update(changes)
    return ItemOut.model_validate(item)


@router.post("/{item_id}/movements", response_model=ItemOut)
async def add_movement(item_id: UUID, body: MovementIn, db: DB, user: Writer) -> ItemOut:
    async with db.transaction():
        item = await _get_or_404(db, item_id)
        new_qty = item["quantity"] + body.delta
        if new_qty < 0:
            raise HTTPException(
                status_code=status.HTTP_422_UNPROCESSABLE_ENTITY,
                detail={"msg": "not enough stock", "available": item["quantity"], "requested": -body.delta},
            )
        await db.execute(
            "INSERT INTO movements (id, item_id, delta, reason, reference, created_by, created_at) "
            "VALUES (:id, :item_id, :delta, :reason, :reference, :by, :at)",
            {"id": uuid4(), "item_id": item_id, **body.model_dump(), "by": user.subject, "at": _now()},
        )
        await db.execute(
            "UPDATE items SET quantity = :q, updated_at = :at WHERE id = :id",
            {"q": new_qty, "at": _now(), "id": item_id},
        )
    item.update(quantity=new_qty, updated_at=_now())
    if new_qty <= item["reorder_level"]:
        log.warning("item %s below reorder level (%s <= %s)", item["sku"], new_qty, item["reorder_level"])
    return ItemOut.model_validate(item)


@router.delete("/{item_id}", status_code=status.HTTP_204_NO_CONTENT)
async def delete_item(item_id: UUID, db: DB, user: Writer) -> Response:
    await _get_or_404(db, item_id)
    await db.execute("UPDATE items SET deleted_at = :at WHERE id = :id", {"at": _now(), "id": item_id})
    return Response(status_code=status.HTTP_204_NO_CONTENT)
