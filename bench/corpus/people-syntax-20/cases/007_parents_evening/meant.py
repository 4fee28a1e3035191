#!/usr/bin/env python3
# Year 9 parents' evening scheduler - Roundhay Park Academy
# Reads the Microsoft Forms export of parents' requests and books 5-minute
# appointments so that no family has two teachers at the same time and there is
# a gap of one slot when they have to change rooms.
import csv
from collections import defaultdict, namedtuple
from datetime import datetime, timedelta

EVENING = datetime(2024, 11, 14, 16, 0)
LAST_SLOT = datetime(2024, 11, 14, 18, 55)
SLOT = timedelta(minutes=5)

ROOMS = {
    "Mr Hughes": "S12",
    "Ms Okafor": "S12",
    "Mrs Patel": "M4",
    "Mr Walsh": "M4",
    "Miss Brennan": "E7",
    "Dr Lindqvist": "Sci Lab 2",
    "Mr Ahmed": "Sports Hall",
}

# staff who leave early (childcare) - no appointments after this time
LEAVES_AT = {
    "Mrs Patel": datetime(2024, 11, 14, 18, 0),
    "Mr Walsh": datetime(2024, 11, 14, 18, 30),
}

Booking = namedtuple("Booking", "family pupil teacher start room")


def slots():
    t = EVENING
    while t <= LAST_SLOT:
        yield t
        t += SLOT


def read_requests(path):
    requests = []
    with open(path, newline="", encoding="utf-8-sig") as f:
        for row in csv.DictReader(f):
            wanted = [t.strip() for t in row["Which teachers would you like to see?"].split(";")
                      if t.strip() in ROOMS]
            arrive = row.get("Earliest arrival", "16:00").strip() or "16:00"
            h, m = map(int, arrive.split(":"))
            requests.append({
                "family": row["Parent/carer name"].strip(),
                "pupil": row["Student name"].strip(),
                "teachers": wanted,
                "arrive": EVENING.replace(hour=h, minute=m),
            })
    # families who see the most teachers go first, they are hardest to fit
    requests.sort(key=lambda r: -len(r["teachers"]))
    return requests


def free(taken, who, t):
    return t not in taken[who]


def book_all(requests):
    teacher_taken = defaultdict(set)
    family_taken = defaultdict(set)
    bookings, unplaced = [], []
    for req in requests:
        fam = req["family"]
        last_room = None
        for teacher in req["teachers"]:
            placed = False
            for s in slots():
                if s < req["arrive"] or s > LEAVES_AT.get(teacher, LAST_SLOT):
                    continue
                if not free(teacher_taken, teacher, s) or not free(family_taken, fam, s):
                    continue
                # moving to another room: keep the slot before free as well
                if last_room and last_room != ROOMS[teacher] \
                        and (s - SLOT) in family_taken[fam]:
                    continue
                booking = Booking(
                    family=fam,
                    pupil=req["pupil"],
                    teacher=teacher,
                    start=s,
                    room=ROOMS[teacher],
                )
                bookings.append(booking)
                teacher_taken[teacher].add(s)
                family_taken[fam].add(s)
                last_room = ROOMS[teacher]
                placed = True
                break
            if not placed:
                unplaced.append((fam, req["pupil"], teacher))
    return bookings, unplaced


def write_teacher_sheets(bookings):
    by_teacher = defaultdict(list)
    for b in bookings:
        by_teacher[b.teacher].append(b)
    with open("teacher_schedules.txt", "w", encoding="utf-8") as f:
        for teacher in sorted(by_teacher):
            f.write(f"{teacher} - room {ROOMS[teacher]}\n")
            for b in sorted(by_teacher[teacher], key=lambda b: b.start):
                f.write(f"  {b.start:%H:%M}  {b.pupil:<24} ({b.family})\n")
            f.write("\n")


def write_family_slips(bookings):
    by_family = defaultdict(list)
    for b in bookings:
        by_family[(b.family, b.pupil)].append(b)
    with open("family_slips.txt", "w", encoding="utf-8") as f:
        for (family, pupil), bs in sorted(by_family.items()):
            f.write(f"Dear {family},\nyour appointments for {pupil} on Thursday 14 November:\n")
            for b in sorted(bs, key=lambda b: b.start):
                f.write(f"   {b.start:%H:%M}  {b.teacher:<14} {b.room}\n")
            f.write("Please arrive five minutes early and sign in at reception.\n")
            f.write("-" * 50 + "\n")


if __name__ == "__main__":
    reqs = read_requests("parents_evening_requests.csv")
    bookings, unplaced = book_all(reqs)
    write_teacher_sheets(bookings)
    write_family_slips(bookings)
    print(f"{len(bookings)} appointments booked for {len(reqs)} families")
    if unplaced:
        print("Couldn't place these (offer a phone call instead):")
        for fam, pupil, teacher in unplaced:
            print(f"  {fam} ({pupil}) - {teacher}")
