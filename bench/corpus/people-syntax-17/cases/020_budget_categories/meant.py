"""Husholdningsbudsjett fra bankens CSV-eksport.

Leser transaksjoner (DNB-format: Dato;Forklaring;Rentedato;Ut fra konto;Inn på konto),
setter kategori ut fra regler i en liste, og skriver månedlig sum per kategori og en
liten tekstgraf. Ukjente forklaringer samles så jeg kan lage nye regler.

Sindre, Trondheim. Skriver F# på jobb, så her er det funksjoner hele veien ned.
"""
import csv
import re
import sys
from collections import defaultdict
from datetime import datetime
from decimal import Decimal
from itertools import groupby
from typing import NamedTuple


class Tx(NamedTuple):
    date: datetime
    text: str
    amount: Decimal   # negativ = ut


# (regex, kategori) - første treff vinner
RULES = [
    (r"REMA|KIWI|COOP|MENY|EXTRA|BUNNPRIS", "Dagligvarer"),
    (r"VINMONOPOLET", "Vinmonopolet"),
    (r"ATB|VY |ENTUR|BYSYKKEL", "Transport"),
    (r"CIRCLE K|ESSO|UNO-X|ST1", "Drivstoff"),
    (r"TRONDHEIM ENERGI|TIBBER|FJORDKRAFT", "Strøm"),
    (r"HUSLEIE|OBOS", "Bolig"),
    (r"NETFLIX|SPOTIFY|HBO|VIAPLAY", "Abonnement"),
    (r"APOTEK|LEGE|TANNLEGE", "Helse"),
    (r"LØNN|LONN", "Lønn"),
    (r"VIPPS", "Vipps"),
]
COMPILED = [(re.compile(p, re.I), cat) for p, cat in RULES]
BAR_WIDTH = 40


def parse_amount(s):
    s = s.strip().replace(" ", "").replace("\u00a0", "").replace(",", ".")
    return Decimal(s) if s else Decimal("0")


def parse_row(row):
    out_, in_ = parse_amount(row["Ut fra konto"]), parse_amount(row["Inn på konto"])
    return Tx(datetime.strptime(row["Dato"], "%d.%m.%Y"), row["Forklaring"].strip(), in_ - out_)


def read_transactions(path):
    with open(path, encoding="utf-8-sig", newline="") as f:
        return [parse_row(r) for r in csv.DictReader(f, delimiter=";") if r.get("Dato")]


def categorize(tx):
    return next((cat for rx, cat in COMPILED if rx.search(tx.text)), "Ukjent")


def month_key(tx):
    return tx.date.strftime("%Y-%m")


def summarize(txs):
    """{måned: {kategori: sum}}"""
    result = defaultdict(lambda: defaultdict(Decimal))
    for month, items in groupby(sorted(txs, key=month_key), key=month_key):
        for tx in items:
            result[month][categorize(tx)] += tx.amount
    return result


def bar(value, biggest):
    if biggest == 0:
        return ""
    n = int(abs(value) / biggest * BAR_WIDTH)
    return ("█" * n).ljust(BAR_WIDTH)


def format_kr(d):
    sign = "-" if d < 0 else ""
    whole = f"{abs(d):,.2f}".replace(",", " ").replace(".", ",")
    return f"{sign}{whole} kr"


def print_month(month, sums):
    print(f"\n== {month} ==")
    spending = {k: v for k, v in sums.items() if v < 0}
    biggest = max((abs(v) for v in spending.values()), default=0)
    for cat, total in sorted(spending.items(), key=lambda kv: kv[1]):
        print(f"{cat:<14}{format_kr(total):>16}  {bar(total, biggest)}")
    income = sum(v for v in sums.values() if v > 0)
    net = sum(sums.values())
    print(f"{'Inn':<14}{format_kr(income):>16}")
    print(f"{'Netto':<14}{format_kr(net):>16}")


def unknown_texts(txs, limit=20):
    texts = sorted({t.text for t in txs if categorize(t) == "Ukjent"})
    return texts[:limit]


def main(argv):
    if len(argv) < 2:
        print("bruk: budsjett.py eksport.csv [YYYY-MM]")
        return 2
    txs = read_transactions(argv[1])
    only = argv[2] if len(argv) > 2 else None
    for month, sums in sorted(summarize(txs).items()):
        if only is None or month == only:
            print_month(month, sums)
    unknown = unknown_texts(txs)
    if unknown:
        print("\nUkjente (lag regler for disse):")
        for text in unknown:
            print("  ", text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
