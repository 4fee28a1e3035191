# gym_plan.py - 5/3/1 மாதிரி வாராந்திர பயிற்சி திட்டம் (ஜிம் நண்பர்களுக்கு)
# 1RM (ஒரு முறை அதிகபட்ச எடை) கொடுத்தால், ஒவ்வொரு வாரத்துக்கும் எடைகளை கணக்கிடும்.
# எடை 2.5 kg தட்டுகளுக்கு ஏற்ப round செய்யப்படும்.  - கார்த்திக், சென்னை
import csv
import sys

final double BAR = 20.0
PLATE_STEP = 5.0          # இரண்டு பக்கமும் 2.5 kg = 5 kg
TRAINING_MAX = 0.90       # 1RM-இன் 90%

# வாரம் -> (சதவீதம், ரெப்ஸ்) மூன்று செட்கள்
WEEKS = {
    1: [(0.65, 5), (0.75, 5), (0.85, 5)],
    2: [(0.70, 3), (0.80, 3), (0.90, 3)],
    3: [(0.75, 5), (0.85, 3), (0.95, 1)],
    4: [(0.40, 5), (0.50, 5), (0.60, 5)],     # deload
}
LIFTS = ["Squat", "Bench", "Deadlift", "OHP"]
DAYS = {"Squat": "திங்கள்", "Bench": "செவ்வாய்", "Deadlift": "வியாழன்", "OHP": "வெள்ளி"}


def round_plate(kg):
    if kg <= BAR:
        return BAR
    return BAR + round((kg - BAR) / PLATE_STEP) * PLATE_STEP


def warmup(tm):
    # TODO: வார்ம்-அப் செட்கள் (40/50/60%) பின்னர் சேர்க்க வேண்டும்


def plan(one_rm):
    rows = []
    for week, sets in WEEKS.items():
        for lift in LIFTS:
            tm = one_rm[lift] * TRAINING_MAX
            for n, (pct, reps) in enumerate(sets, 1):
                kg = round_plate(tm * pct)
                volume = kg x reps
                rows.append([week, DAYS[lift], lift, n, pct, kg, reps, volume])
    return rows


def main():
    # உதாரணம்: python gym_plan.py 140 100 180 60
    if len(sys.argv) == 5:
        one_rm = dict(zip(LIFTS, map(float, sys.argv[1:])))
    else:
        one_rm = {"Squat": 140.0, "Bench": 100.0, "Deadlift": 180.0, "OHP": 60.0}
    rows = plan(one_rm)
    week_no = 0
    for r in rows:
        if r[0] != week_no:
            week_no++
            print(f"\n=== வாரம் {week_no} ===")
        print(f"{r[1]:<10} {r[2]:<9} செட் {r[3]}: {r[5]:6.1f} kg x {r[6]}")
    with open("gym_plan.csv", "w", newline="", encoding="utf-8-sig") as f:
        w = csv.writer(f)
        w.writerow(["வாரம்", "நாள்", "lift", "set", "pct", "kg", "reps", "volume"])
        w.writerows(rows)
    print("\ngym_plan.csv சேமிக்கப்பட்டது")


if __name__ == "__main__":
    main()
