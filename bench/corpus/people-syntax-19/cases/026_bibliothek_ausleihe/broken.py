"""Stadtbibliothek Schwabing - Ausleihe und Mahnungen (Python-Version).

Liest Bestand und Ausleihen aus JSON, berechnet Mahngebühren und schreibt die
Mahnliste.  Ich komme aus Java, deshalb die vielen kleinen Klassen.
-- Stefan K., München
"""
import json
import sys
from abc import ABC, abstractmethod
from datetime import date, timedelta

final int MAX_LOANS = 10
FEE_PER_DAY = 0.20
MAX_FEE = 10.00


class Medium(ABC):
    def __init__(self, medium_id, title):
        self.medium_id = medium_id
        self.title = title

    @abstractmethod
    def loan_period(self):
        pass

    def fee_factor(self):
        return 1.0

    def __repr__(self):
        return "%s(%s, %r)" % (type(self).__name__, self.medium_id, self.title)


class Book extends Medium:
    def __init__(self, medium_id, title, author):
        super().__init__(medium_id, title)
        self.author = author

    def loan_period(self):
        return timedelta(days=28)


class Dvd(Medium):
    def loan_period(self):
        return timedelta(days=7)

    def fee_factor(self):
        return 2.5


class Magazine(Medium):
    def loan_period(self):
        return timedelta(days=14)


class Loan:
    def __init__(self, medium, reader_id, start, renewals=0):
        self.medium = medium
        self.reader_id = reader_id
        self.start = start
        self.renewals = renewals

    def due_date(self):
        return self.start + self.medium.loan_period() * (1 + self.renewals)

    def overdue_days(self, today):
        return max(0, (today - self.due_date()).days)

    def fee(self, today):
        raw = self.overdue_days(today) * FEE_PER_DAY * self.medium.fee_factor()
        return min(round(raw, 2), MAX_FEE)


class MediumFactory:
    @staticmethod
    def create(data):
        kind = data["typ"]
        if kind == "buch":
            return Book(data["id"], data["titel"], data.get("autor", "?"))
        else if kind == "dvd":
            return Dvd(data["id"], data["titel"])
        elif kind == "zeitschrift":
            return Magazine(data["id"], data["titel"])
        raise ValueError("unbekannter Medientyp: " + kind)


class Library:
    def __init__(self):
        self.media = {}
        self.loans = []

    def load(self, path):
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        for m in data["bestand"]:
            medium = MediumFactory.create(m)
            self.media[medium.medium_id] = medium
        for l in data["ausleihen"]:
            start = date.fromisoformat(l["seit"])
            self.loans.append(Loan(self.media[l["medium"]], l["leser"], start, l.get("verlaengert", 0)))

    def loans_of(self, reader_id):
        return [l for l in self.loans if l.reader_id == reader_id]

    def dunning_list(self, today):
        result = {}
        for loan in self.loans:
            fee = loan.fee(today)
            if fee > 0:
                result.setdefault(loan.reader_id, []).append((loan, fee))
        return result


public static void main(String[] args):
    lib = Library()
    lib.load(args[0] if args else "bibliothek.json")
    today = date.today()
    dunning = lib.dunning_list(today)
    total = 0.0
    for reader_id in sorted(dunning):
        entries = dunning[reader_id]
        reader_total = sum(fee for _, fee in entries)
        total += reader_total
        print("Leser %s: %.2f EUR" % (reader_id, reader_total))
        for loan, fee in entries:
            print("   %-40s faellig %s  %3d Tage  %5.2f EUR" % (
                loan.medium.title[:40], loan.due_date().strftime("%d.%m.%Y"), loan.overdue_days(today), fee)
        if len(lib.loans_of(reader_id)) > MAX_LOANS:
            print("   ! mehr als %d Ausleihen" % MAX_LOANS)
    print("Summe Mahngebuehren: %.2f EUR" % total)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
