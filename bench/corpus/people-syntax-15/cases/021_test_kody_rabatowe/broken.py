"""Testy kodów rabatowych i progów darmowej dostawy (sklep.pricing).

Uruchamianie:  pytest tests/pricing -q -m "not slow"
Tabele przypadków uzgodnione z działem marketingu (Confluence: PRICING-214).
"""
from datetime import date
from decimal import Decimal

import pytest

from sklep.pricing import (
    DiscountError,
    apply_discount,
    is_code_valid,
    shipping_cost,
)

DZIS = date(2024, 5, 20)


@pytest.fixture
def koszyk():
    return {
        "pozycje": [
            {"sku": "KUB-001", "cena": Decimal("49.99"), "ilosc": 2},
            {"sku": "TSH-104", "cena": Decimal("79.00"), "ilosc": 1},
        ],
        "klient": {"id": 1207, "vip": False},
    }


@pytest.mark.parametrize(
    "kod, kwota, oczekiwana",
    [
        ("RABAT10", Decimal("100.00"), Decimal("90.00")),
        ("RABAT10", Decimal("0.01"), Decimal("0.01")),
        ("RABAT10", Decimal("19.99"), Decimal("17.99")),
        ("MINUS20", Decimal("150.00"), Decimal("130.00")),
        ("MINUS20", Decimal("20.00"), Decimal("0.00")),
        ("MINUS20", Decimal("15.00"), Decimal("0.00")),
        ("BLACKFRIDAY", Decimal("250.00") Decimal("175.00")),
        ("BLACKFRIDAY", Decimal("99.99"), Decimal("69.99")),
        ("rabat10", Decimal("100.00"), Decimal("90.00")),
        (" RABAT10 ", Decimal("100.00"), Decimal("90.00")),
)
def test_apply_discount(kod, kwota, oczekiwana):
    assert apply_discount(kwota, kod, dzis=DZIS) == oczekiwana


@pytest.mark.parametrize(
    "kod, dzien, ok",
    [
        ("RABAT10", date(2024, 5, 20), True),
        ("RABAT10", date(2024, 12, 31), True),
        ("WIOSNA24", date(2024, 3, 21), True),
        ("WIOSNA24", date(2024, 6, 21), False),
        "EXPIRED", date(2023, 1, 1), False),
        ("", DZIS, False),
        ("NIEISTNIEJE", DZIS, False),
    ],
    ids=["zwykly", "koniec-roku", "wiosna-start", "wiosna-po", "expired", "pusty", "nieznany"],
)
def test_is_code_valid(kod, dzien, ok):
    assert is_code_valid(kod, dzien) is ok


@pytest.mark.parametrize("kwota", [Decimal("-1.00"), Decimal("-0.01")])
def test_ujemna_kwota(kwota):
    with pytest.raises(DiscountError) as exc
        apply_discount(kwota, "RABAT10", dzis=DZIS)
    assert "ujemna" in str(exc.value)


def test_kod_wygasly_rzuca_wyjatek():
    with pytest.raises(DiscountError, match="wygasł"):
        apply_discount(Decimal("100.00"), "EXPIRED", dzis=DZIS)


@pytest.mark.parametrize(
    "suma, vip, koszt",
    [
        (Decimal("0.00"), False, Decimal("14.99")),
        (Decimal("149.99"), False, Decimal("14.99")),
        (Decimal("150.00"), False, Decimal("0.00")),
        (Decimal("49.99"), True, Decimal("0.00")),
        (Decimal("1000.00"), True, Decimal("0.00")),
    ],
)
def test_shipping_cost(suma, vip, koszt):
    assert shipping_cost(suma, vip=vip) == koszt


def test_koszyk_z_rabatem_i_dostawa(koszyk):
    suma = sum(p["cena"] * p["ilosc"] for p in koszyk["pozycje"])
    assert suma == Decimal("178.98")
    po_rabacie = apply_discount(suma, "RABAT10", dzis=DZIS)
    assert po_rabacie == Decimal("161.08"), f"zaokrąglenie? dostałem {po_rabacie}"
    assert shipping_cost(po_rabacie, vip=koszyk["klient"]["vip"]) == Decimal("0.00")


@pytest.mark.slow
def test_wszystkie_kody_z_pliku(shared_datadir):
    linie = (shared_datadir / "kody_2024.csv").read_text(encoding="utf-8").splitlines()
    for linia in linie[1:]:
        kod, od, do = linia.split(";")
        assert is_code_valid(kod, date.fromisoformat(od)), kod
        assert not is_code_valid(kod, date.fromisoformat(do).replace(year=2030)), kod
