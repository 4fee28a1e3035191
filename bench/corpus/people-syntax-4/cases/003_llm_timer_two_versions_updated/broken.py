import re
import sys
import time


def parse_duration(text):
    """Turn '30m' or '90s' into a number of seconds."""
    match = re.match(r"^(\d+)([ms])$", text.strip())
    if not match:
        raise ValueError(f"bad duration: {text!r}")
    value, unit = int(match.group(1)), match.group(2)
    return value * 60 if unit == "m" else value


Updated version (now handles hours too):

def parse_duration(text):
    """Turn '1h30m', '45m', '90s' or '2h' into a number of seconds."""
    pattern = re.compile(r"^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$")
    match = pattern.match(text.strip().lower())
    if not match or not any(match.groups()):
        raise ValueError(f"bad duration: {text!r}")
    hours, minutes, seconds = (int(g) if g else 0 for g in match.groups())
    return hours * 3600 + minutes * 60 + seconds


def countdown(total):
    try:
        while total > 0:
            mins, secs = divmod(total, 60)
            hrs, mins = divmod(mins, 60)
            print(f"\r{hrs:02d}:{mins:02d}:{secs:02d}", end="", flush=True)
            time.sleep(1)
            total -= 1
    except KeyboardInterrupt
        print("\nstopped")
        return False
    print("\r00:00:00  time's up!")
    return True


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print("usage: timer.py 1h30m")
        sys.exit(2)
    countdown(parse_duration(sys.argv[1]))
