"""Overdue notices for the branch library."""

FINE_PER_DAY = 0.25


def notice(name, days):
    fine = days * FINE_PER_DAY
    return f"""Dear {name},

Your books are {days} days overdue; the fine so far is €{fine:.2f}.
Please return them soon.
"""


print(notice("Maria", 12))
