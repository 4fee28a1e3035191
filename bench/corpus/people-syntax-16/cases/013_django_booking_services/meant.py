"""Randevu servis katmanı (bookings/services.py).

View'lar ince kalsın diye tüm iş kuralları burada. .NET tarafındaki
BookingService sınıfının Python karşılığı.
"""
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import Count, F, Q
from django.utils import timezone

from .models import Booking, Clinic, Practitioner, Slot

SLOT_MINUTES = 30
MAX_FUTURE_DAYS = 60
CANCEL_DEADLINE = timedelta(hours=24)


@dataclass(frozen=True)
class BookingRequest:
    practitioner_id: int
    patient_id: int
    start: datetime
    note: str = ""


class BookingError(Exception):
    pass


def _validate_start(start: datetime) -> None:
    now = timezone.now()
    if start < now:
        raise BookingError("Geçmiş bir saate randevu verilemez.")
    if start > now + timedelta(days=MAX_FUTURE_DAYS):
        raise BookingError(f"En fazla {MAX_FUTURE_DAYS} gün sonrasına randevu verilebilir.")
    if start.minute % SLOT_MINUTES != 0 or start.second != 0:
        raise BookingError("Randevu saatleri yarım saatlik dilimlerde olmalı.")


def free_slots(practitioner_id: int, day: datetime) -> list[datetime]:
    """Bir hekimin o günkü boş saatleri."""
    practitioner = Practitioner.objects.select_related("clinic").get(pk=practitioner_id)
    clinic: Clinic = practitioner.clinic
    start = day.replace(hour=clinic.opens_at.hour, minute=0, second=0, microsecond=0)
    end = day.replace(hour=clinic.closes_at.hour, minute=0, second=0, microsecond=0)

    taken = set(
        Booking.objects.filter(
            practitioner_id=practitioner_id,
            start__gte=start,
            start__lt=end,
            cancelled_at__isnull=True,
        ).values_list("start", flat=True)
    )
    result = []
    current = start
    while current < end:
        if current not in taken and current > timezone.now():
            result.append(current)
        current += timedelta(minutes=SLOT_MINUTES)
    return result


@transaction.atomic
def create_booking(req: BookingRequest) -> Booking:
    _validate_start(req.start)
    # aynı hekim + aynı saat için satırı kilitle (SELECT ... FOR UPDATE)
    slot, _ = Slot.objects.select_for_update().get_or_create(
        practitioner_id=req.practitioner_id, start=req.start
    )
    clash = Booking.objects.filter(
        Q(practitioner_id=req.practitioner_id) | Q(patient_id=req.patient_id),
        start=req.start,
        cancelled_at__isnull=True,
    ).exists()
    if clash:
        raise BookingError("Bu saatte zaten bir randevu var.")

    booking = Booking.objects.create(
        slot=slot,
        practitioner_id=req.practitioner_id,
        patient_id=req.patient_id,
        start=req.start,
        end=req.start + timedelta(minutes=SLOT_MINUTES),
        note=req.note.strip(),
    )
    Practitioner.objects.filter(pk=req.practitioner_id).update(total_bookings=F("total_bookings") + 1)
    return booking


def cancel_booking(booking_id: int, by_patient: bool) -> Booking:
    with transaction.atomic():
        booking = Booking.objects.select_for_update().get(pk=booking_id)
        if booking.cancelled_at is not None:
            return booking
        if by_patient and booking.start - timezone.now() < CANCEL_DEADLINE:
            raise BookingError("Randevuya 24 saatten az kaldığı için iptal edilemez.")
        booking.cancelled_at = timezone.now()
        booking.cancelled_by_patient = by_patient
        booking.save(update_fields=["cancelled_at", "cancelled_by_patient"])
    return booking


def daily_report(day: datetime) -> list[dict]:
    rows = (
        Booking.objects.filter(start__date=day.date())
        .values("practitioner__name")
        .annotate(
            total=Count("id"),
            cancelled=Count("id", filter=Q(cancelled_at__isnull=False)),
        )
        .order_by("practitioner__name")
    )
    report = []
    for row in rows:
        report.append({
            "hekim": row["practitioner__name"],
            "toplam": row["total"],
            "iptal": row["cancelled"],
            "doluluk": f"%{100 * (row['total'] - row['cancelled']) // max(1, 16):d}",
        })
    return report


def validate_note(note: str) -> None:
    if len(note) > 500:
        raise ValidationError("Not en fazla 500 karakter olabilir.")
