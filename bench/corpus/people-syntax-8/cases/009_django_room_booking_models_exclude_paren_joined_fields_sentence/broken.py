from datetime import timedelta

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.urls import reverse
from django.utils import timezone


class Room(models.Model):
    name = models.CharField(max_length=80, unique=True)
    capacity = models.PositiveSmallIntegerField()
    floor = models.SmallIntegerField(default=0)
    has_projector = models.BooleanField(default=False)    is_active = models.BooleanField(default=True)

    class Meta:
        ordering = ["floor", "name"]

    def __str__(self):
        return f"{self.name} (floor {self.floor}, {self.capacity} seats)"


class BookingQuerySet(models.QuerySet):
    def upcoming(self):
        return self.filter(end__gte=timezone.now()).order_by("start")

    def overlapping(self, room, start, end):
        return self.filter(room=room, start__lt=end, end__gt=start).exclude(
            status=Booking.Status.CANCELLED


class Booking(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending", "Pending"
        CONFIRMED = "confirmed", "Confirmed"
        CANCELLED = "cancelled", "Cancelled"

    room = models.ForeignKey(Room, on_delete=models.CASCADE, related_name="bookings")
    booked_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="bookings"
    )
    title = models.CharField(max_length=120)
    start = models.DateTimeField()
    end = models.DateTimeField()
    attendees = models.PositiveSmallIntegerField(default=1)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    created = models.DateTimeField(auto_now_add=True)

    objects = BookingQuerySet.as_manager()

    class Meta:
        ordering = ["start"]
        indexes = [models.Index(fields=["room", "start"])]

I added a composite index on (room, start) because overlapping() filters on both columns for every save.

    def __str__(self):
        return f"{self.title} in {self.room.name} at {self.start:%Y-%m-%d %H:%M}"

    def get_absolute_url(self):
        return reverse("bookings:detail", kwargs={"pk": self.pk})

    @property
    def duration(self) -> timedelta:
        return self.end - self.start

    def clean(self):
        if self.end <= self.start:
            raise ValidationError({"end": "The booking must end after it starts."})
        if self.duration > timedelta(hours=8):
            raise ValidationError("Bookings longer than 8 hours need approval from facilities.")
        if self.attendees > self.room.capacity:
            raise ValidationError(
                {"attendees": f"{self.room.name} only seats {self.room.capacity} people."}
            )
        clashes = Booking.objects.overlapping(self.room, self.start, self.end).exclude(pk=self.pk)
        if clashes.exists():
            raise ValidationError("This room is already booked for part of that time.")

    def cancel(self, save=True):
        self.status = self.Status.CANCELLED
        if save:
            self.save(update_fields=["status"])
