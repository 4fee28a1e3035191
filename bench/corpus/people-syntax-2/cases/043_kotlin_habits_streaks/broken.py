"""Streak counter for the habit tracker export (habits.csv: date,habit,done)."""
import csv
import sys
from collections import defaultdict
from datetime import date, timedelta


def load(path):
    done = defaultdict(set)
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            if row["done"].strip().lower() in ("1", "true", "yes"):
                done[row["habit"]].add(date.fromisoformat(row["date"]))
    return done


fun current_streak(days, today):
    streak = 0
    day = today if today in days else today - timedelta(days=1)
    while day in days:
        streak += 1
        day -= timedelta(days=1)
    return streak


def longest_streak(days):
    best = run = 0
    previous = None
    for (day in sorted(days)):
        run = run + 1 if previous is not None and day - previous == timedelta(days=1) else 1
        best = max(best, run)
        previous = day
    return best


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "habits.csv"
    today = date.fromisoformat(sys.argv[2]) if len(sys.argv) > 2 else date.today()
    habits = load(path)
    for habit in sorted(habits):
        val days = habits[habit]
        cur = current_streak(days, today)
        val best = longest_streak(days)
        label = "🔥" if cur >= 7 else ""
        print(f"{habit:20} current {cur:3}  best {best:3} {label}")
    top = max(habits, key=lambda h: longest_streak(habits[h]), default=None)
    print("most consistent habit:", top ?: "none yet")


if __name__ == "__main__":
    main()
