"""recurrence - small, dependency-free recurring-event rules.

Covers what our room-planning and reminder features need from RFC 5545 RRULEs:
DAILY/WEEKLY/MONTHLY/YEARLY frequencies, INTERVAL, BYDAY (with ordinals for
monthly rules, e.g. 2MO = second Monday), COUNT, UNTIL and exception dates.

    >>> rule = Rule(Freq.WEEKLY, start=datetime(2024, 1, 1, 9), byday=[MO, WE])
    >>> [d.day for d in rule.between(datetime(2024, 1, 1), datetime(2024, 1, 15))]
    [1, 3, 8, 10]
"""
from __future__ import annotations

import calendar
import enum
import itertools
import re
from dataclasses import dataclass, field, replace
from datetime import date, datetime, timedelta
from typing import Iterable, Iterator, Protocol, Sequence

__all__ = ["Freq", "Weekday", "Rule", "RuleSet", "parse_rrule", "MO", "TU", "WE", "TH", "FR", "SA", "SU"]

MAX_ITERATIONS = 100_000


class Freq(enum.Enum):
    DAILY = "DAILY"
    WEEKLY = "WEEKLY"
    MONTHLY = "MONTHLY"
    YEARLY = "YEARLY"


@dataclass(frozen=True)
class Weekday:
    index: int            # 0 = Monday, as datetime.weekday()
    n: int | None = None  # ordinal for monthly/yearly rules: 1, 2, -1 (last) ...

    def __call__(self, n: int) -> Weekday:
        if n == 0:
            raise ValueError("ordinal must not be 0")
        return replace(self, n=n)

    def __str__(self) -> str:
        code = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"][self.index]
        return f"{self.n}{code}" if self.n else code


MO, TU, WE, TH, FR, SA, SU = (Weekday(i) for i in range(7))
_WEEKDAY_CODES = {str(w): w for w in (MO, TU, WE, TH, FR, SA, SU)}


class Occurrences(Protocol):
    def __iter__(self) -> Iterator[datetime]: ...

    def between(self, after: datetime, before: datetime, inclusive: bool = False) -> list[datetime]: ...


def _add_months(d: datetime, months: int) -> datetime | None:
    """The same day `months` later, or None if that month is too short."""
    month_index = d.month - 1 + months
    year, month = d.year + month_index // 12, month_index % 12 + 1
    if d.day > calendar.monthrange(year, month)[1]:
        return None
    return d.replace(year=year, month=month)


def _nth_weekdays(year: int, month: int, weekday: Weekday) -> list[int]:
    """Days of the month matching a (possibly ordinal) weekday."""
    days = [day for day in range(1, calendar.monthrange(year, month)[1] + 1)
            if date(year, month, day).weekday() == weekday.index]
    if weekday.n is None:
        return days
    pos = weekday.n - 1 if weekday.n > 0 else weekday.n
    try:
        return [days[pos]]
    except IndexError:
        return []


@dataclass
class Rule:
    freq: Freq
    start: datetime
    interval: int = 1
    count: int | None = None
    until: datetime | None = None
    byday: Sequence[Weekday] = ()
    bymonthday: Sequence[int] = ()
    exdates: set[datetime] = field(default_factory=set)

    def __post_init__(self) -> None:
        if self.interval < 1:
            raise ValueError("interval must be at least 1")
        if self.count is not None and self.until is not None:
            raise ValueError("use either count or until, not both")
        if self.freq is Freq.WEEKLY and any(w.n for w in self.byday):
            raise ValueError("ordinal weekdays only make sense for monthly or yearly rules")
        for day in self.bymonthday:
            if not (1 <= abs(day) <= 31):
                raise ValueError(f"bad month day {day}")

    # -- candidate generation ----------------------------------------------
    def _periods(self) -> Iterator[datetime]:
        """Start of each period (day, week, month, year) the rule fires in."""
        for i in itertools.count():
            step = i * self.interval
            if self.freq is Freq.DAILY:
                yield self.start + timedelta(days=step)
            elif self.freq is Freq.WEEKLY:
                monday = self.start - timedelta(days=self.start.weekday())
                yield monday + timedelta(weeks=step)
            elif self.freq is Freq.MONTHLY:
                yield self.start.replace(day=1) if step == 0 else _add_months(self.start.replace(day=1), step)
            else:
                yield self.start.replace(year=self.start.year + step, month=1, day=1)

    def _in_period(self, period: datetime) -> list[datetime]:
        if self.freq is Freq.DAILY:
            if self.byday and period.weekday() not in {w.index for w in self.byday}:
                return []
            return [period]
        if self.freq is Freq.WEEKLY:
            days = sorted({w.index for w in self.byday}) or [self.start.weekday()]
            return [period + timedelta(days=d) for d in days]
        if self.freq is Freq.MONTHLY:
            return [period.replace(day=d) for d in self._month_days(period.year, period.month)]
        result = []
        for month in range(1, 13):
            if self.byday or self.bymonthday or month == self.start.month:
                first = period.replace(month=month)
                result.extend(first.replace(day=d) for d in self._month_days(first.year, month))
        return result

    def _month_days(self, year: int, month: int) -> list[int]:
        last = calendar.monthrange(year, month)[1]
        days: set[int] = set()
        for d in self.bymonthday:
            day = d if d > 0 else last + 1 + d
            if 1 <= day <= last:
                days.add(day)
        for w in self.byday:
            days.update(_nth_weekdays(year, month, w))
        if not self.byday and not self.bymonthday and self.start.day <= last:
            days.add(self.start.day)
        return sorted(days)

    # -- public API -----------------------------------------------------------
    def __iter__(self) -> Iterator[datetime]:
        produced = 0
        for iterations, period in enumerate(self._periods()):
            if iterations > MAX_ITERATIONS:
                raise RuntimeError("rule does not terminate or produces nothing")
            if period is None:
                continue
            if self.until is not None and period > self.until:
                return
            for candidate in self._in_period(period):
                if candidate < self.start:
                    continue
                if self.until is not None and candidate > self.until:
                    return
                if candidate in self.exdates:
                    continue
                yield candidate
                produced += 1
                if self.count is not None and produced >= self.count:
                    return

    def between(self, after: datetime, before: datetime, inclusive: bool = False) -> list[datetime]:
        out = []
        for d in self:
            if d > before or (d == before and not inclusive):
                break
            if d > after or (inclusive and d == after):
                out.append(d)
        return out

    def next_after(self, moment: datetime) -> datetime | None:
        for d in self:
            if d > moment:
                return d
        return None

    def to_rrule(self) -> str:
        parts = [f"FREQ={self.freq.value}"]
        if self.interval != 1:
            parts.append(f"INTERVAL={self.interval}")
        if self.count is not None:
            parts.append(f"COUNT={self.count}")
        if self.until is not None:
            parts.append(f"UNTIL={self.until:%Y%m%dT%H%M%S}")
        if self.byday:
            parts.append("BYDAY=" + ",".join(str(w) for w in self.byday))
        if self.bymonthday:
            parts.append("BYMONTHDAY=" + ",".join(map(str, self.bymonthday)))
        return ";".join(parts)


class RuleSet:
    """Union of several rules plus extra dates, minus exception dates."""

    def __init__(self, rules: Iterable[Rule] = (), rdates: Iterable[datetime] = (),
                 exdates: Iterable[datetime] = ()) -> None:
        self.rules = list(rules)
        self.rdates = sorted(set(rdates))
        self.exdates = set(exdates)

    def __iter__(self) -> Iterator[datetime]:
        streams = [iter(r) for r in self.rules] + [iter(self.rdates)]
        heads: dict[int, datetime] = {}
        for i, s in enumerate(streams):
            first = next(s, None)
            if first is not None:
                heads[i] = first
        last = None
        while heads:
            i = min(heads, key=heads.__getitem__)
            value = heads[i]
            nxt = next(streams[i], None)
            if nxt is None:
                del heads[i]
            else:
                heads[i] = nxt
            if value != last and value not in self.exdates:
                yield value
            last = value

    def between(self, after: datetime, before: datetime, inclusive: bool = False) -> list[datetime]:
        out = []
        for d in self:
            if d > before or (d == before and not inclusive):
                break
            if d > after or (inclusive and d == after):
                out.append(d)
        return out


_RRULE_PART = re.compile(r"^(FREQ|INTERVAL|COUNT|UNTIL|BYDAY|BYMONTHDAY)=(.+)$")
_BYDAY_ITEM = re.compile(r"^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$")


def parse_rrule(text: str, start: datetime) -> Rule:
    """Parse the subset of RRULE syntax that Rule supports."""
    kwargs: dict[str, object] = {}
    for part in text.removeprefix("RRULE:").split(";"):
        m = _RRULE_PART.match(part.strip())
        if not m:
            raise ValueError(f"unsupported RRULE part: {part!r}")
        key, value = m.groups()
        if key == "FREQ":
            kwargs["freq"] = Freq(value)
        elif key == "INTERVAL":
            kwargs["interval"] = int(value)
        elif key == "COUNT":
            kwargs["count"] = int(value)
        elif key == "UNTIL":
            kwargs["until"] = datetime.strptime(value.rstrip("Z"), "%Y%m%dT%H%M%S")
        elif key == "BYDAY":
            days = []
            for item in value.split(","):
                bm = _BYDAY_ITEM.match(item)
                if not bm:
                    raise ValueError(f"bad BYDAY item {item!r}")
                n, code = bm.groups()
                days.append(_WEEKDAY_CODES[code](int(n)) if n else _WEEKDAY_CODES[code])
            kwargs["byday"] = days
        else:
            kwargs["bymonthday"] = [int(v) for v in value.split(",")]
    if "freq" not in kwargs:
        raise ValueError("FREQ is required")
    return Rule(start=start, **kwargs)  # type: ignore[arg-type]
