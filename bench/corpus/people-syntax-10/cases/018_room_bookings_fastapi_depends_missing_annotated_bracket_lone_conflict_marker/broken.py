from datetime import date
from typing import Annotated

from fastapi import Depends, FastAPI, HTTPException, Query, status
from pydantic import BaseModel, Field
from sqlalchemy import select
from sqlalchemy.orm import Session

from .db import SessionLocal
from .models import Booking, Room

app = FastAPI(title="Room bookings")


def get_db():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()


class BookingIn(BaseModel):
    room_id: int
    day: date
    slot: Annotated[int, Field(ge=8, le=18)]
    booked_by: Annotated[str, Field(min_length=2, max_length=80)]


class BookingOut(BookingIn):
    id: int

    model_config = {"from_attributes": True}


@app.get("/rooms")
def list_rooms(
    q: Annotated[str | None, Query(max_length=50) = None,
    min_seats: int = 0,
    db: Session = Depends(get_db),
):
    stmt = select(Room).where(Room.seats >= min_seats).order_by(Room.name)
    if q:
        stmt = stmt.where(Room.name.ilike(f"%{q}%"))
    return [{"id": r.id, "name": r.name, "seats": r.seats} for r in db.scalars(stmt)]


@app.get("/bookings", response_model=list[BookingOut])
def list_bookings(
    day: date,
    room_id: int | None = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
    db: Session,
):
    stmt = select(Booking).where(Booking.day == day)
    if room_id is not None:
        stmt = stmt.where(Booking.room_id == room_id)
    return db.scalars(stmt.order_by(Booking.slot).limit(limit)).all()


@app.post("/bookings", response_model=BookingOut, status_code=status.HTTP_201_CREATED)
def create_booking(data: BookingIn, db: Session = Depends(get_db)):
    if db.get(Room, data.room_id) is None:
        raise HTTPException(status_code=404, detail="no such room")
    clash = db.scalar(
        select(Booking).where(
            Booking.room_id == data.room_id,
            Booking.day == data.day,
            Booking.slot == data.slot,
        )
    )
<<<<<<< HEAD
    if clash is not None:
        raise HTTPException(status_code=409, detail=f"slot taken by {clash.booked_by}")
    booking = Booking(**data.model_dump())
    db.add(booking)
    db.commit()
    db.refresh(booking)
    return booking


@app.delete("/bookings/{booking_id}", status_code=status.HTTP_204_NO_CONTENT)
def cancel_booking(booking_id: int, db: Session = Depends(get_db)):
    booking = db.get(Booking, booking_id)
    if booking is None:
        raise HTTPException(status_code=404, detail="no such booking")
    db.delete(booking)
    db.commit()
