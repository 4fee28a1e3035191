# Good idea to split it up! Put the storage code in its own module.

# Create a file called `storage.py`:

# import json
# from datetime import date
# from pathlib import Path

# DATA = Path.home() / ".habits.json"


# def load():
#     if DATA.exists():
#         return json.loads(DATA.read_text())
#     return {}


# def save(habits):
#     DATA.write_text(json.dumps(habits, indent=2))


# def mark_done(habits, name, day=None):
#     day = (day or date.today()).isoformat()
#     habits.setdefault(name, [])
#     if day not in habits[name]:
#         habits[name].append(day)

# Then `main.py` only has the command-line part:

import sys
from datetime import date, timedelta

from storage import load, mark_done, save


def streak(days):
    done = set(days)
    count = 0
    d = date.today()
    while d.isoformat() in done:
        count += 1
        d -= timedelta(days=1)
    return count


def show(habits):
    if not habits:
        print("No habits yet. Add one with: python main.py done <habit>")
        return
    for name, days in sorted(habits.items()):
        print(f"{name:<15} streak {streak(days):>3}   total {len(days)}")


def main(argv):
    habits = load()
    if len(argv) >= 3 and argv[1] == "done":
        name = " ".join(argv[2:])
        mark_done(habits, name)
        save(habits)
        print(f"Marked '{name}' as done today.")
    show(habits)


if __name__ == "__main__":
    main(sys.argv)

# Run it with `python main.py done reading` to mark a habit, or `python main.py` to see
# your streaks. Both files must be in the same folder.
