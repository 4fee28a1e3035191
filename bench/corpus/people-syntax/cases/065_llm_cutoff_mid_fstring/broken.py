import csv
import time


def normalize_phone(raw):
    digits = "".join(ch for ch in raw if ch.isdigit())
    if len(digits) == 10:
        return "+1" + digits
    if len(digits) == 11 and digits.startswith("1"):
        return "+" + digits
    return None


def clean_file(src, dst):
    count = 0
    bad = 0
    with open(src, newline="") as fin, open(dst, "w", newline="") as fout:
        reader = csv.DictReader(fin)
        writer = csv.DictWriter(fout, fieldnames=reader.fieldnames)
        writer.writeheader()
        for row in reader:
            phone = normalize_phone(row.get("phone", ""))
            if phone is None:
                bad += 1
                continue
            row["phone"] = phone
            row["email"] = row.get("email", "").strip().lower()
            writer.writerow(row)
            count += 1
    return count, bad


if __name__ == "__main__":
    start = time.perf_counter()
    count, bad = clean_file("contacts.csv", "contacts_clean.csv")
    elapsed = time.perf_counter() - start
    print(f"Skipped {bad} rows with invalid phone numbers")
    print(f"Processed {count} records in {elapsed:.2f