# تقرير إشغال الأسرة اليومي - مستشفى الإسكندرية العام (قسم الإحصاء)
# يقرأ ملف الدخول والخروج من نظام المستشفى ويعمل صفحة HTML للمدير
# م. هشام عبد الله
import csv
import sys
from collections import defaultdict
from datetime import date, datetime

ALAQSAM = ["الباطنة", "الجراحة", "الأطفال", "النساء والتوليد", "العناية المركزة"]
ALSAA = {"الباطنة": 40, "الجراحة": 36, "الأطفال": 24, "النساء والتوليد": 20, "العناية المركزة": 12}
TAHDHIR = 85   # نسبة الإشغال التي نلون عندها الصف بالأحمر


def parse_date(s):
    s = s.strip()
    if not s:
        return None
    return datetime.strptime(s[:10], "%Y-%m-%d").date()


def occupancy(rows, yawm):
    # المريض موجود في يوم معين إذا دخل قبل أو في اليوم ولم يخرج قبله
    aded = defaultdict(int)
    for r in rows:
        dukhul = parse_date(r["admission_date"])
        khuruj = parse_date(r["discharge_date"])
        if dukhul and dukhul <= yawm and (khuruj is None or khuruj > yawm):
            aded[r["ward"]] += 1
    return aded


def html_report(yawm, aded):
    sufuf = []
    for q in ALAQSAM:
        n = aded.get(q, 0)
        pct = 100.0 * n / ALSAA[q]
        lawn = ' class="red"' if pct >= TAHDHIR else ""
        sufuf.append(f"<tr{lawn}><td>{q}</td><td>{n}</td><td>{ALSAA[q]}</td><td>{pct:.0f}%</td></tr>")
    majmu = sum(aded.get(q, 0) for q in ALAQSAM)
    sa = sum(ALSAA.values())
    return f"""<!DOCTYPE html>
<html dir="rtl" lang="ar">
<head>
<meta charset="utf-8">
<title>إشغال الأسرة {yawm:%d/%m/%Y}</title>
<style>
table {{ border-collapse: collapse; }}
td, th {{ border: 1px solid #999; padding: 4px 10px; }}
.red {{ background: #f6b8b8; }}
</style>
</head>
<body>
<h2>تقرير إشغال الأسرة - {yawm:%d/%m/%Y}</h2>
<table>
<tr><th>القسم</th><th>المرضى</th><th>السعة</th><th>الإشغال</th></tr>
{"".join(sufuf)}
<tr><th>الإجمالي</th><th>{majmu}</th><th>{sa}</th><th>{100.0 * majmu / sa:.0f}%</th></tr>
</table>
</body>
</html>
"""


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "admissions.csv"
    yawm = parse_date(sys.argv[2]) if len(sys.argv) > 2 else date.today()
    with open(path, encoding="utf-8-sig") as f:
        rows = list(csv.DictReader(f))
    aded = occupancy(rows, yawm)
    out = f"ishghal_{yawm:%Y%m%d}.html"
    with open(out, "w", encoding="utf-8") as f:
        f.write(html_report(yawm, aded))
    print("تم إنشاء التقرير:", out)


if __name__ == "__main__":
    main()
