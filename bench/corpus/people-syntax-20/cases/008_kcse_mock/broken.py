# KCSE mock analysis - Form Four, Nyabondo Girls High School
# Deputy principal (academics). Reads mock_marks.csv exported from the marks
# spreadsheet (one row per student, one column per subject, blank = not taken)
# and prints mean grades per student, per stream and per subject.
import csv
import statistics
from collections import defaultdict

# KNEC grading used for the mocks: (lowest mark, grade, points)
GRADING = [
    (80, "A", 12),
    (75, "A-", 11),
    (70, "B+", 10),
    (65, "B", 9),
    (60, "B-", 8,
    (55, "C+", 7),
    (50, "C", 6),
    (45, "C-", 5),
    (40, "D+", 4),
    (35, "D", 3),
    (30, "D-", 2),
    (0, "E", 1),
]

COMPULSORY = ["ENG", "KIS", "MAT"]
SCIENCES = ["BIO", "CHE", "PHY"]
HUMANITIES = ["HIS", "GEO", "CRE"]
TECHNICALS = ["AGR", "BST", "HSC", "COM"]


def grade(mark):
    for lowest, g, points in GRADING:
        if mark >= lowest:
            return g, points
    return "E", 1


def mean_grade(mean_points):
    # mean grade from mean points: 12 -> A, 11 -> A-, ... rounded to nearest
    p = int(mean_points + 0.5)
    for lowest, g, points in GRADING:
        if points == p:
            return g
    return "E"


def best_seven(points):
    """KNEC rule: the 3 compulsory subjects, the best 2 sciences, and the best 2 of the rest."""
    chosen = [s for s in COMPULSORY if s in points]
    sci = sorted((s for s in SCIENCES if s in points), key=lambda s: -points[s])
    chosen += sci[:2]
    rest = [s for s in points if s not in chosen]
    rest.sort(key=lambda s: -points[s])
    chosen += rest[:7 - len(chosen)]
    return chosen


def load(path):
    students = []
    subjects = COMPULSORY + SCIENCES + HUMANITIES + TECHNICALS
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            marks = {}
            for s in subjects:
                v = row.get(s, "").strip()
                if v != "":
                    marks[s] = int(v)
            students.append({"adm": row["ADM"], "name": row["NAME"].title(),
                             "stream": row["STREAM"].strip().upper(), "marks": marks})
    return students


def analyse(students):
    for st in students:
        pts = {s: grade(m)[1] for s, m in st["marks"].items()}
        seven = best_seven(pts)
        st["total_points"] = sum(pts[s] for s in seven)
        st["mean_points"] = st["total_points"] / len(seven) if seven else 0
        st["grade"] = mean_grade(st["mean_points"])
        st["incomplete"] = len(seven) < 7
    students.sort(key=lambda st: (-st["total_points"], st["name"]))
    for pos, st in enumerate(students, 1):
        st["position"] = pos
return students


def stream_report(students):
    by_stream = defaultdict(list)
    for st in students:
        if not st["incomplete"]:
            by_stream[st["stream"]].append(st["mean_points"])
    print("\nSTREAM   ENTRY   MEAN PTS   MEAN GRADE")
    for stream in sorted(by_stream, key=lambda s: -statistics.mean(by_stream[s])):
        mp = statistics.mean(by_stream[stream])
        print("4%-6s %6d %10.3f   %s" % (stream, len(by_stream[stream]), mp, mean_grade(mp))


def subject_report(students):
    scores = defaultdict(list)
    for st in students:
        for s, m in st["marks"].items():
            scores[s].append(m)
    print("\nSUBJECT  ENTRY  MEAN SCORE  MEAN GRADE   A's  E's")
    for s, marks in sorted(scores.items(), key=lambda kv: -statistics.mean(kv[1])):
        letters = [grade(m)[0] for m in marks]
        mean_pts = statistics.mean(grade(m)[1] for m in marks)
        print(f"{s:<8} {len(marks):>5} {statistics.mean(marks):>11.2f}  {mean_grade(mean_pts):^10}"
              f" {letters.count('A'):>4} {letters.count('E'):>4}")


def main():
    students = analyse(load("mock_marks.csv"))
    print("POS  ADM    NAME                      STRM  PTS  GRADE")
    for st in students:
        flag = " *" if st["incomplete"] else ""
        print(f"{st['position']:>3}  {st['adm']:<6} {st['name']:<25} {st['stream']:<5}"
              f"{st['total_points']:>3}  {st['grade']}{flag}")
    stream_report(students)
    subject_report(students)
    grades = [st["grade"] for st in students if st["grade"] <> "E"]
    print("\nQualified for university (C+ and above):",
          sum(1 for g in grades if g in ("A", "A-", "B+", "B", "B-", "C+")))
    print("* fewer than 7 subjects sat, left out of the stream means")


if __name__ == "__main__":
    main()
