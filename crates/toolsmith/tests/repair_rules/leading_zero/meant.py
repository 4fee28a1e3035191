"""Opening hours of the library, printed for the notice board."""

from datetime import time

HOURS = {
    "Monday": (time(8, 30), time(17, 0)),
    "Saturday": (time(10, 0), time(13, 0)),
}


def notice():
    for day, (opens, closes) in HOURS.items():
        print(f"{day:<10} {opens:%H:%M} - {closes:%H:%M}")


if __name__ == "__main__":
    notice()
