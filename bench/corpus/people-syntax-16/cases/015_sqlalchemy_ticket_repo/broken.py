"""Modelos y repositorio de entradas (tickets) - SQLAlchemy 2.0.

Portado desde el servicio en NestJS/TypeORM. Los nombres de las columnas
se mantienen iguales para poder compartir la base con el servicio viejo.
"""
from __future__ import annotations

import enum
from datetime import datetime
from decimal import Decimal
from typing import Optional, Sequence

from sqlalchemy import (
    DateTime,
    Enum,
    ForeignKey,
    Numeric,
    String,
    UniqueConstraint,
    func,
    select,
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column, relationship


class Base(DeclarativeBase):
    pass


class TicketStatus(enum.Enum):
    RESERVED = "reserved"
    PAID = "paid"
    USED = "used"
    REFUNDED = "refunded"


class Event(Base):
    __tablename__ = "events"

    id: Mapped[int] = mapped_column(primary_key=True)
    title: Mapped[str] = mapped_column(String(200))
    venue: Mapped[str] = mapped_column(String(120))
    starts_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    capacity: Mapped[int]
    price: Mapped[Decimal] = mapped_column(Numeric(10, 2))
    tickets: Mapped[list[Ticket]] = relationship(back_populates="event", cascade="all, delete-orphan")


class Ticket(Base):
    __tablename__ = "tickets"
    __table_args__ = (UniqueConstraint("event_id", "seat", name="uq_ticket_event_seat"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"))
    buyer_email: Mapped[str] = mapped_column(String(254), index=True)
    seat: Mapped[Optional[str]] = mapped_column(String(8))
    status: Mapped[TicketStatus] = mapped_column(Enum(TicketStatus, name="ticket_status"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    event: Mapped[Event] = relationship(back_populates="tickets")


class SoldOut(Exception):
    pass


class TicketRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def sold_count(self, event_id: int) -> int:
        stmt = (
            select(func.count(Ticket.id))
            .where(Ticket.event_id == event_id)
            .where(Ticket.status != TicketStatus.REFUNDED)
        )
        return self.session.scalar(stmt) or 0

    def reserve(self, event_id: int, buyer_email: str, seats: list[str]) -> list[Ticket]:
        event = self.session.get(Event, event_id, with_for_update=True)
        if event is None:
            raise LookupError(f"evento {event_id} inexistente")
        available = event.capacity - self.sold_count(event_id)
        if len(seats) > available:
            raise SoldOut(`quedan ${available} lugares para «${event.title}»`)
        tickets: Ticket[] = []
        for seat in seats:
            t = Ticket(event_id=event_id, buyer_email=buyer_email.lower(), seat=seat,
                       status=TicketStatus.RESERVED)
            self.session.add(t)
            tickets.append(t)
        self.session.flush()
        return tickets

    def mark_paid(self, ticket_ids: Sequence[int]) -> int:
        tickets = self.session.scalars(select(Ticket).where(Ticket.id.in_(ticket_ids))).all()
        for t in tickets:
            if t.status == TicketStatus.RESERVED:
                t.status = TicketStatus.PAID
        return len(tickets)

    def by_buyer(self, email: str) -> Sequence[Ticket]:
        stmt = (
            select(Ticket)
            .join(Ticket.event)
            .where(Ticket.buyer_email == email.lower())
            .order_by(Event.starts_at.desc())
        )
        return self.session.scalars(stmt).all()

    def check_in(self, ticket_id: int, now?: datetime) -> Ticket:
        ticket = self.session.get(Ticket, ticket_id)
        if ticket is None or ticket.status != TicketStatus.PAID:
            raise ValueError("entrada inválida o no pagada")
        starts = ticket.event.starts_at
        now = now or datetime.now(starts.tzinfo)
        if (starts - now).total_seconds() > 3 * 3600:
            raise ValueError(f"el ingreso abre a las {starts:%H:%M} menos 3 horas")
        ticket.status = TicketStatus.USED
        return ticket

    def summary(self) -> list[dict[str, object]]:
        stmt = (
            select(Event.title, Event.capacity, func.count(Ticket.id).label("vendidas"))
            .outerjoin(Ticket, (Ticket.event_id == Event.id) & (Ticket.status != TicketStatus.REFUNDED))
            .group_by(Event.id)
            .order_by(Event.starts_at)
        )
        return [
            {"evento": title, "capacidad": cap, "vendidas": sold, "libres": cap - sold}
            for title, cap, sold in self.session.execute(stmt)
        ]
