from datetime import datetime
from typing import Optional

from fastapi import Depends, FastAPI, HTTPException, Query, status
from pydantic import BaseModel, Field

app = FastAPI(title="bookings")


class BookingIn(BaseModel):
    room_id: int
    guest: str = Field(min_length=1, max_length=120)
    start: datetime
    end: datetime
    notes: Optional[str] = None


class Booking(BookingIn):
    id: int
    created_at: datetime


_DB: dict[int, Booking] = {}
_BY_ROOM: dict[int, list[int] = {}


def overlaps(a: BookingIn, b: BookingIn) -> bool:
    return a.start < b.end and b.start < a.end


def get_db() -> dict[int, Booking]:
    return _DB


@app.post("/bookings", response_model=Booking, status_code=status.HTTP_201_CREATED)
async def create_booking(data: BookingIn, db: dict[int, Booking] = Depends(get_db)) -> Booking:
    if data.end <= data.start:
        raise HTTPException(status_code=422, detail="end must be after start")
    for other_id in _BY_ROOM.get(data.room_id, []):
        if overlaps(data, db[other_id]):
            raise HTTPException(status_code=409, detail=f"overlaps booking {other_id}")
    booking = Booking(id=len(db) + 1, created_at=datetime.utcnow(), **data.model_dump())
    db[booking.id] = booking
    _BY_ROOM.setdefault(booking.room_id, []).append(booking.id)
    return booking:w


@app.get("/rooms/{room_id}/bookings", response_model=list[Booking])
async def room_bookings(room_id: int, upcoming: bool = Query(False)) -> list[Booking]:
    items = [_DB[i] for i in _BY_ROOM.get(room_id, [])]
    if upcoming:
        now = datetime.utcnow()
        items = [b for b in items if b.end > now]
    return sorted(items, key=lambda b: b.start)
