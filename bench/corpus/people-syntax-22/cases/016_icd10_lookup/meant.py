# جستجوی کد ICD-10 برای واحد کدگذاری پرونده‌ها - بیمارستان نمازی، شیراز
# اول از فایل کامل (icd10_fa.csv) می‌خواند، اگر نبود از جدول کوچک پایین.
# رضا ک.
import csv
import os
import re
import sys

KOD_RE = re.compile(r"^[A-TV-Z][0-9][0-9AB](\.[0-9A-Z]{1,4})?$")

# کدهای پرکاربرد بخش داخلی (برای وقتی که فایل کامل نیست)
JADVAL = dict([
    ("I10", ("Essential (primary) hypertension", "فشار خون اولیه")),
    ("E11.9", ("Type 2 diabetes mellitus without complications", "دیابت نوع ۲ بدون عارضه")),
    ("J18.9", ("Pneumonia, unspecified organism", "پنومونی، ارگانیسم نامشخص")),
    ("N39.0", ("Urinary tract infection, site not specified", "عفونت ادراری")),
    ("I21.9", ("Acute myocardial infarction, unspecified", "سکته حاد قلبی")),
    ("K35.80", ("Unspecified acute appendicitis", "آپاندیسیت حاد")),
    ("A09", ("Infectious gastroenteritis and colitis", "گاستروانتریت عفونی")),
    ("R50.9", ("Fever, unspecified", "تب با علت نامشخص")),
])


def load(path="icd10_fa.csv"):
    if not os.path.exists(path):
        return JADVAL
    jadval = {}
    with open(path, encoding="utf-8") as f:
        for row in csv.reader(f):
            if len(row) >= 3:
                jadval[row[0].strip().upper()] = (row[1], row[2])
    return jadval


def normal(q):
    # I109 -> I10.9 ، و حروف کوچک -> بزرگ
    q = q.strip().upper().replace(" ", "")
    if len(q) > 3 and "." not in q:
        q = q[:3] + "." + q[3:]
    return q


def jostoju(q, jadval):
    kod = normal(q)
    if KOD_RE.match(kod) and kod in jadval:
        return [(kod, *jadval[kod])]
    if re.match(r"^[A-Z][0-9]", kod):
        # پیشوند کد: همه زیرکدها
        pishvand = kod.rstrip(".")
        return [(k, *v) for k, v in sorted(jadval.items()) if k.startswith(pishvand)]
    kalame = q.strip().lower()
    return [(k, en, fa) for k, (en, fa) in jadval.items()
            if kalame in en.lower() or kalame in fa]


def main():
    jadval = load()
    print(f"{len(jadval)} کد بارگذاری شد")
    for q in sys.argv[1:] or [input("کد یا کلمه: ")]:
        nataij = jostoju(q, jadval)
        if not nataij:
            print("نتیجه‌ای پیدا نشد:", q)
            continue
        for kod, en, fa in nataij[:20]:
            print(f"{kod:8} {en}  |  {fa}")


if __name__ == "__main__":
    main()
