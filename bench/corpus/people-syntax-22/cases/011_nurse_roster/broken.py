# Duty roster ng Ward 3B (Medical Ward) - gawa ni Jen, Charge Nurse
# Para hindi na mano-mano sa Excel tuwing katapusan ng buwan.
# Shifts: AM 6-2, PM 2-10, NOC 10-6.  Bawal: NOC tapos AM kinabukasan.
import calendar
import csv
import sys

NURSES = [
    "Santos, Maria",
    "Dela Cruz, Jenalyn",
    "Reyes, Mark Anthony",
    “Bautista, Rowena”,
    "Garcia, Joy",
    "Villanueva, Paolo",
    "Mendoza, Kristine",
SHIFTS = ["AM", "PM", "NOC"]
KAILANGAN = {"AM": 2, "PM": 2, "NOC": 1}   # ilang nurse bawat shift
MAX_SUNOD = 5                               # max na sunod-sunod na duty

# mga hiniling na day-off (araw ng buwan)
DAY_OFF = {
    "Santos, Maria": [3, 4],
    "Reyes, Mark Anthony": [10, 24, 25],
    "Garcia, Joy": [15],
}

taon = int(sys.argv[1]) if len(sys.argv) > 1 else 2024
buwan = int(sys.argv[2]) if len(sys.argv) > 2 else 7
araw_sa_buwan = calendar.monthrange(taon, buwan)[1]

roster = {n: ["OFF"] * (araw_sa_buwan + 1) for n in NURSES}   # index 0 hindi ginagamit
bilang_duty = {n: 0 for n in NURSES}


def sunod_sunod(n, araw):
    bilang = 0
    d = araw - 1
    while d >= 1 and roster[n][d] <> "OFF":
        bilang += 1
        d -= 1
    return bilang


def puwede(n, araw, shift):
    if araw in DAY_OFF.get(n, []):
        return False
    if roster[n][araw] != "OFF":
        return False
    if shift == "AM" and araw > 1 and roster[n][araw - 1] == "NOC":
        return False
    return sunod_sunod(n, araw) < MAX_SUNOD


def pumili(araw, shift):
    # unahin ang may pinakakaunting duty para patas
    kandidato = sorted(NURSES, key=lambda n: bilang_duty[n])
    napili = None
    for n in kandidato:
        if puwede(n, araw, shift):
            napili = n
    break
    return napili


kulang = []
for araw in range(1, araw_sa_buwan + 1):
    for shift in SHIFTS:
        for _ in range(KAILANGAN[shift]):
            n = pumili(araw, shift)
            if n is None:
                kulang.append((araw, shift))
                continue
            roster[n][araw] = shift
            bilang_duty[n] += 1

pangalan = f"roster_3B_{taon}_{buwan:02d}.csv"
with open(pangalan, "w", newline="", encoding="utf-8-sig") as f:
    w = csv.writer(f)
    w.writerow(["Nurse"] + [str(d) for d in range(1, araw_sa_buwan + 1)] + ["Duty"])
    for n in NURSES:
        w.writerow([n] + roster[n][1:] + [bilang_duty[n]])

print("Nagawa ang", pangalan)
for araw, shift in kulang:
    print(f"  KULANG: araw {araw}, {shift} shift - humanap ng relief")
