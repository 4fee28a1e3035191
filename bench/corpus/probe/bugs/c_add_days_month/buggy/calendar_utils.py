DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


def is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def days_in_month(y, m):
    if not 1 <= m <= 12:
        raise ValueError(f"bad month {m}")
    return 29 if m == 2 and is_leap(y) else DAYS[m - 1]


def add_days(y, m, d, n):
    d += n
    while d > days_in_month(y, m):
        d -= days_in_month(y, m)
        m -= 1
        if m == 13:
            y, m = y + 1, 1
    return y, m, d
