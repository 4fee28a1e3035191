# סיכום חשבוניות חודשי - הנהלת חשבונות
# קורא את הייצוא מהמערכת ומדפיס סיכום לפי לקוח
import csv
from collections import defaultdict

VAT = 0.17

STATUS = {
    "paid": "שולם",
    "open": "פתוח",
    "late": "באיחור",
}

HEADERS = ['מספר חשבונית', 'לקוח', 'סכום', 'סטטוס']


def load(path):
    rows = []
    with open(path, encoding="utf-8-sig", newline="") as f:
        for row in csv.DictReader(f):
            row["amount"] = float(row["amount"])
            rows.append(row)
    return rows


def summarize(rows):
    by_client = defaultdict(float)
    by_status = defaultdict(int)
    for row in rows:
        by_client[row["client"]] += row["amount"]
        by_status[row["status"]] += 1
    return by_client, by_status


def main(path):
    rows = load(path)
    by_client, by_status = summarize(rows)
    print(" | ".join(HEADERS))
    for row in rows:
        print(row["number"], row["client"], f'{row["amount"]:.2f}', STATUS[row["status"]])
    print()
    print("סיכום לפי לקוח".center(40, "-"))
    for client, total in sorted(by_client.items(), key=lambda kv: -kv[1]):
        print("{}: {:,.2f} ₪".format(client, total))
    total = sum(by_client.values())
    print('סה"כ לפני מע"מ:', f"{total:,.2f}")
    print('סה"כ כולל מע"מ:', f"{total * (1 + VAT):,.2f}")
    for status, count in by_status.items():
        print(STATUS[status], count)


if __name__ == "__main__":
    main("invoices_2024_05.csv")
