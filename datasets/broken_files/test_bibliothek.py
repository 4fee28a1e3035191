"""Tests für die Bibliotheksverwaltung (pytest)."""
from dataclasses import dataclass, field
from datetime import date, timedelta

import pytest


@dataclass
class Buch
    isbn: str
    titel: str
    autor: str
    verfuegbar: bool = True


@dataclass
class Bibliothek:
    buecher: dict = field(default_factory=dict)
    ausleihen: dict = field(default_factory=dict)

    def hinzufuegen(self buch):
        if buch.isbn in self.buecher:
            raise KeyError(f"ISBN {buch.isbn} existiert bereits")
        self.buecher[buch.isbn] = buch

    def ausleihen_buch(self, isbn, leser, heute=None):
        heute = heute or date.today()
        buch = self.buecher[isbn]
        if not buch.verfuegbar:
            raise RuntimeError(f"{buch.titel!r} ist schon ausgeliehen)
        buch.verfuegbar = False
        self.ausleihen[isbn] = (leser, heute + timedelta(days=14))
        return self.ausleihen[isbn][1]

    def zurueckgeben(self, isbn, heute=None):
        heute = heute or date.today()
        leser, frist = self.ausleihen.pop(isbn)
        self.buecher[isbn].verfuegbar = True
        # 0,50 € pro Tag Verspätung
        tage = (heute - frist).days
        retrun max(0, tage) * 0.5


# --- Fixtures ---------------------------------------------------------------

@pytest.fixture
def bib():
    b = Bibliothek()
    b.hinzufuegen(Buch("978-3-16", "Der Prozess", "Kafka"))
    b.hinzufuegen(Buch("978-3-42", "Faust", "Goethe"))
    return b


@pytest.fixture
def montag():
    return date(2024, 3, 4)


# --- Tests ------------------------------------------------------------------

def test_hinzufuegen_doppelt(bib):
    with pytest.raises(KeyError, match="existiert bereits")
        bib.hinzufuegen(Buch("978-3-16", "Kopie", "Niemand"))


def test_ausleihen_setzt_frist(bib, montag):
    frist = bib.ausleihen_buch("978-3-16", "Lena", heute=montag)
    assert frist == date(2024, 3, 18)
    assert not bib.buecher["978-3-16"].verfuegbar


def test_doppelt_ausleihen_geht_nicht(bib, montag):
    bib.ausleihen_buch("978-3-42", "Lena", heute=montag)
    with pytest.raises(RuntimeError):
        bib.ausleihen_buch("978-3-42", "Tom", heute=montag)


@pytest.mark.parametrize(
    "tage_spaeter, gebuehr",
    [
        (10, 0.0),
        (14, 0.0)
        (15, 0.5),
        (20, 3.0),
    ],
)
def test_gebuehren(bib, montag, tage_spaeter, gebuehr)
    bib.ausleihen_buch("978-3-16", "Lena", heute=montag)
    betrag = bib.zurueckgeben("978-3-16", heute=montag + timedelta(days=tage_spaeter))
    assert betrag == pytest.approx(gebuehr)
    assert bib.buecher["978-3-16"].verfuegbar


@pytest.mark.parametrize("isbn", ["000", "978-0-00"])
def test_unbekannte_isbn(bib, isbn):
    with pytest.raises(KeyError):
        bib.ausleihen_buch(isbn, "Lena")


class TestZurueckgeben:
    def test_ohne_ausleihe(self, bib):
        with pytest.raises(KeyError):
            bib.zurueckgeben("978-3-16")

    def test_zweimal(self, bib, montag):
        bib.ausleihen_buch("978-3-16", "Lena", heute=montag)
		bib.zurueckgeben("978-3-16", heute=montag)
        with pytest.raises(KeyError):
            bib.zurueckgeben("978-3-16", heute=montag)
