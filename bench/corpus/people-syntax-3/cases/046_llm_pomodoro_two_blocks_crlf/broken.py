import sys
import time
from datetime import datetime, timedelta

WORK_MINUTES = 25
SHORT_BREAK = 5
LONG_BREAK = 15
CYCLES_BEFORE_LONG_BREAK = 4


def format_time(seconds):
    minutes, secs = divmod(int(seconds), 60)
    return f"{minutes:02d}:{secs:02d}"


def countdown(label, minutes):
    end = datetime.now() + timedelta(minutes=minutes)
    while True:
        remaining = (end - datetime.now()).total_seconds()
        if remaining <= 0:
            break
        sys.stdout.write(f"\r{label}  {format_time(remaining)} ")
        sys.stdout.flush()
        time.sleep(1)
    sys.stdout.write(f"\r{label}  done!      \n")


```

Then add a small helper for notifications and the main loop that cycles between work and breaks:

```python
def notify(message):
    # terminal bell plus a line of text; works everywhere
    print("\a" + message)


def run(total_cycles):
    for cycle in range(1, total_cycles + 1):
        countdown(f"Work {cycle}/{total_cycles}", WORK_MINUTES)
        notify("Time for a break!")
        if cycle % CYCLES_BEFORE_LONG_BREAK == 0:
            countdown("Long break", LONG_BREAK)
        elif cycle < total_cycles:
            countdown("Short break", SHORT_BREAK)
        notify("Back to work!" if cycle < total_cycles else "All done, nice work!")


if __name__ == "__main__":
    cycles = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    try:
        run(cycles)
    except KeyboardInterrupt:
        print("\nStopped.")

Example output:

```
Work 1/4  24:59
```
