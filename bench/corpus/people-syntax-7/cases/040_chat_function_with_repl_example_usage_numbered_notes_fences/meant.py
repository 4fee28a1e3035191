#!/usr/bin/env python3
"""Countdown timer for the terminal: python timer.py 25m "tea is ready" """
import argparse
import re
import sys
import time

# Here's a function that understands durations like `1h30m`, `45s` or `2h 5m 10s`:

UNITS = {"h": 3600, "m": 60, "s": 1, "": 1}
PART = re.compile(r"\s*(\d+)\s*([hms]?)", re.IGNORECASE)


def parse_duration(text):
    text = text.strip().lower()
    pos = 0
    total = 0
    while pos < len(text):
        m = PART.match(text, pos)
        if not m:
            raise ValueError(f"not a duration: {text!r}")
        total += int(m.group(1)) * UNITS[m.group(2)]
        pos = m.end()
    if pos == 0:
        raise ValueError("empty duration")
    return total

# Example usage:

parse_duration("1h30m")
# 5400
parse_duration("2h 5m 10s")
# 7510
parse_duration("90")
# 90

# How it works:

# 1. The regular expression finds every number followed by an optional unit.
# 2. A number without a unit is treated as seconds.
# 3. Anything that is not a valid duration raises a `ValueError`, so argparse can show a nice error.


def countdown(seconds, message):
    end = time.monotonic() + seconds
    while (left := round(end - time.monotonic())) > 0:
        m, s = divmod(left, 60)
        sys.stdout.write(f"\r{m:02d}:{s:02d} ")
        sys.stdout.flush()
        time.sleep(0.2)
    print("\r" + message + "\a")


def main():
    ap = argparse.ArgumentParser(description="terminal countdown timer")
    ap.add_argument("duration", type=parse_duration, help="e.g. 25m, 1h30m, 90")
    ap.add_argument("message", nargs="?", default="Time's up!")
    args = ap.parse_args()
    countdown(args.duration, args.message)


if __name__ == "__main__":
    main()
