"""Week 9 exercise: read the quiz results CSV, compute each student's average,
write a JSON summary and print the top 3.

Input columns: student_id,name,quiz1,quiz2,quiz3,quiz4  (empty cell = missed quiz)
"""
import csv
import json
import statistics
import sys

PASS_MARK = 50


def read_results(path):
    students = []
    with open(path, newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        quiz_cols = [c for c in reader.fieldnames if c.startswith("quiz")]
        for row in reader:
            scores = [float(row[c]) for c in quiz_cols if row[c].strip()]
            students.append({
                "id": row["student_id"],
                "name": row["name"].title(),
                "scores": scores,
                "missed": len(quiz_cols) - len(scores),
            })
    return students


def summarise(student):
    scores = student["scores"]
    avg = statistics.mean(scores) if scores else 0.0
    return {
        "id": student["id"],
        "name": student["name"],
        "average": round(avg, 1),
        "best": max(scores, default=None),
        "missed": student["missed"],
        "passed": avg >= PASS_MARK,
    }


def main(in_path, out_path):
    try:
        students = read_results(in_path)
    except FileNotFoundError:
        print(f"cannot find {in_path}")
        return 1
    summary = [summarise(s) for s in students]
    summary.sort(key=lambda s: s["average"], reverse=True)
    with open(out_path, "w", encoding="utf-8") as f:
        json.dump({"pass_mark": PASS_MARK, "students": summary}, f, indent=2)
    print("Top 3:")
    for rank, s in enumerate(summary[:3], start=1):
        print(f"{rank}. {s['name']:<20} {s['average']:5.1f}")
    failed = [s["name"] for s in summary if not s["passed"]]
    print(f"{len(failed)} of {len(summary)} below {PASS_MARK}: {', '.join(failed)}")
    return 0


if __name__ == "__main__":
    in_path = sys.argv[1] if len(sys.argv) > 1 else "quiz_results.csv"
    sys.exit(main(in_path, "summary.json"))
