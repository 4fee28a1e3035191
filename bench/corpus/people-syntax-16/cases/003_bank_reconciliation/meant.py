"""
Bank reconciliation - HDFC current account vs Tally ledger export.

Earlier I was doing this in SQL Server with a FULL OUTER JOIN on cheque no. and amount,
but the office laptop has no SQL Server now, so this is the same logic in plain Python.
  - Rohit Deshpande, Deshpande & Associates, Pune
"""
import csv
import sys
from collections import defaultdict
from datetime import datetime, timedelta
from decimal import Decimal

BANK_FILE = "hdfc_statement_apr.csv"
LEDGER_FILE = "tally_bank_ledger_apr.csv"
OUT_FILE = "brs_apr.csv"
DATE_TOLERANCE = timedelta(days=3)      # cheques take 2-3 days to clear


def parse_amount(text):
    text = (text or "").replace(",", "").strip()
    if text in ("", "-"):
        return Decimal("0")
    return Decimal(text)


def load_bank(path):
    rows = []
    with open(path, newline="", encoding="utf-8-sig") as f:
        for r in csv.DictReader(f):
            debit = parse_amount(r["Withdrawal Amt."])
            credit = parse_amount(r["Deposit Amt."])
            rows.append({
                "date": datetime.strptime(r["Date"], "%d/%m/%y").date(),
                "ref": r["Chq./Ref.No."].strip().lstrip("0"),
                "narration": r["Narration"].strip(),
                "amount": credit - debit,
                "matched": False,
            })
    return rows


def load_ledger(path):
    rows = []
    with open(path, newline="", encoding="utf-8-sig") as f:
        for r in csv.DictReader(f):
            if r["Voucher Type"] == "Contra" and r["Particulars"] == "Cash":
                continue   # cash deposits are handled in the cash book
            amount = parse_amount(r["Debit"]) - parse_amount(r["Credit"])
            rows.append({
                "date": datetime.strptime(r["Date"], "%d-%b-%Y").date(),
                "ref": (r["Cheque No"] or "").strip().lstrip("0"),
                "narration": r["Particulars"].strip(),
                "amount": amount,
                "matched": False,
            })
    return rows


def match(bank, ledger):
    # index ledger by amount, like the JOIN key in the old query
    by_amount = defaultdict(list)
    for entry in ledger:
        by_amount[entry["amount"]].append(entry)

    pairs = []
    for b in bank:
        candidates = [
            l for l in by_amount.get(b["amount"], [])
            if not l["matched"] and abs(l["date"] - b["date"]) <= DATE_TOLERANCE
        ]
        if not candidates:
            continue
        same_ref = [l for l in candidates if l["ref"] and l["ref"] == b["ref"]]
        chosen = (same_ref or candidates)[0]
        chosen["matched"] = True
        b["matched"] = True
        pairs.append((b, chosen))
    return pairs


def write_report(bank, ledger, pairs, path):
    only_bank = [b for b in bank if not b["matched"]]
    only_ledger = [l for l in ledger if not l["matched"]]
    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["Section", "Date", "Ref", "Narration", "Amount"])
        for b in sorted(only_bank, key=lambda r: r["date"]):
            w.writerow(["In bank, not in books", b["date"].isoformat(), b["ref"],
                        b["narration"], f"{b['amount']:.2f}"])
        for l in sorted(only_ledger, key=lambda r: r["date"]):
            w.writerow(["In books, not in bank", l["date"].isoformat(), l["ref"],
                        l["narration"], f"{l['amount']:.2f}"])
    return only_bank, only_ledger


def main():
    bank = load_bank(BANK_FILE)
    ledger = load_ledger(LEDGER_FILE)
    if not bank or not ledger:
        print("One of the files is empty, please check the export.")
        sys.exit(1)

    pairs = match(bank, ledger)
    only_bank, only_ledger = write_report(bank, ledger, pairs, OUT_FILE)

    bank_total = sum(b["amount"] for b in bank)
    book_total = sum(l["amount"] for l in ledger)
    print(f"Bank entries   : {len(bank):5d}   total {bank_total:14,.2f}")
    print(f"Ledger entries : {len(ledger):5d}   total {book_total:14,.2f}")
    print(f"Matched        : {len(pairs):5d}")
    print(f"Unmatched      : {len(only_bank)} in bank, {len(only_ledger)} in books")
    if len(only_bank) == 0 and len(only_ledger) == 0:
        print("Fully reconciled.")
    else:
        print(f"Details written to {OUT_FILE}")


if __name__ == "__main__":
    main()
