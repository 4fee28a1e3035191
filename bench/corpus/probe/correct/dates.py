"""Date helpers written without the datetime module (exercise)."""

DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def is_leap(year: int) -> bool:
    """
    >>> is_leap(2000), is_leap(1900), is_leap(2024), is_leap(2023)
    (True, False, True, False)
    """
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def days_in_month(year: int, month: int) -> int:
    """
    >>> days_in_month(2024, 2)
    29
    >>> days_in_month(2023, 2)
    28
    >>> days_in_month(2023, 13)
    Traceback (most recent call last):
    ...
    ValueError: month must be 1..12
    """
    if not 1 <= month <= 12:
        raise ValueError("month must be 1..12")
    if month == 2 and is_leap(year):
        return 29
    return DAYS_IN_MONTH[month - 1]


def day_of_year(year: int, month: int, day: int) -> int:
    """
    >>> day_of_year(2023, 1, 1)
    1
    >>> day_of_year(2024, 12, 31)
    366
    """
    return sum(days_in_month(year, m) for m in range(1, month)) + day


def weekday(year: int, month: int, day: int) -> str:
    """Zeller-like (Sakamoto) algorithm.

    >>> weekday(2000, 1, 1)
    'Saturday'
    >>> weekday(2024, 7, 4)
    'Thursday'
    """
    t = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
    y = year - 1 if month < 3 else year
    w = (y + y // 4 - y // 100 + y // 400 + t[month - 1] + day) % 7  # 0 = Sunday
    return WEEKDAYS[(w - 1) % 7]


def days_since_epoch(year: int, month: int, day: int) -> int:
    """Days since 1970-01-01.

    >>> days_since_epoch(1970, 1, 1)
    0
    >>> days_since_epoch(2000, 1, 1)
    10957
    """
    total = 0
    for y in range(1970, year):
        total += 366 if is_leap(y) else 365
    return total + day_of_year(year, month, day) - 1


def days_between(d1, d2) -> int:
    """
    >>> days_between((2024, 1, 1), (2024, 3, 1))
    60
    """
    return days_since_epoch(*d2) - days_since_epoch(*d1)


def parse_iso(s: str):
    """
    >>> parse_iso("2023-04-05")
    (2023, 4, 5)
    >>> parse_iso("2023-02-30")
    Traceback (most recent call last):
    ...
    ValueError: invalid day
    """
    y, m, d = (int(p) for p in s.split("-"))
    if not 1 <= d <= days_in_month(y, m):
        raise ValueError("invalid day")
    return (y, m, d)


def add_days(date, n: int):
    """
    >>> add_days((2023, 12, 30), 3)
    (2024, 1, 2)
    >>> add_days((2024, 3, 1), -1)
    (2024, 2, 29)
    """
    y, m, d = date
    d += n
    while d > days_in_month(y, m):
        d -= days_in_month(y, m)
        m += 1
        if m > 12:
            m, y = 1, y + 1
    while d < 1:
        m -= 1
        if m < 1:
            m, y = 12, y - 1
        d += days_in_month(y, m)
    return (y, m, d)


def format_duration(seconds: int) -> str:
    """
    >>> format_duration(3725)
    '1h 2m 5s'
    >>> format_duration(59)
    '59s'
    >>> format_duration(0)
    '0s'
    """
    h, rem = divmod(seconds, 3600)
    m, s = divmod(rem, 60)
    parts = []
    if h:
        parts.append(f"{h}h")
    if m:
        parts.append(f"{m}m")
    if s or not parts:
        parts.append(f"{s}s")
    return " ".join(parts)


def age(birth, today) -> int:
    """
    >>> age((1990, 6, 15), (2020, 6, 14))
    29
    >>> age((1990, 6, 15), (2020, 6, 15))
    30
    """
    years = today[0] - birth[0]
    if (today[1], today[2]) < (birth[1], birth[2]):
        years -= 1
    return years
