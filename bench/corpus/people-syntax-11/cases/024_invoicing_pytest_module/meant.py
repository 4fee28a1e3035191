"""Tests for invoicing.core: line totals, discounts, VAT, numbering and export."""
from __future__ import annotations

import csv
import json
from datetime import date
from decimal import Decimal

import pytest

from invoicing.core import (
    Customer,
    Invoice,
    InvoiceError,
    Line,
    NumberSequence,
    apply_discount,
    export_csv,
    export_json,
    round_money,
    vat_rate,
)


# --------------------------------------------------------------------------- fixtures

@pytest.fixture
def customer() -> Customer:
    return Customer(id="C-100", name="Bäckerei Kuhn GmbH", country="DE", vat_id="DE123456789")


@pytest.fixture
def private_customer() -> Customer:
    return Customer(id="C-200", name="Jane Doe", country="FR", vat_id=None)


@pytest.fixture
def lines() -> list[Line]:
    return [
        Line(sku="FLOUR-25", description="Flour type 550, 25 kg", qty=4, unit_price=Decimal("18.90")),
        Line(sku="YEAST-500", description="Dry yeast 500 g", qty=10, unit_price=Decimal("3.15")),
        Line(sku="DELIVERY", description="Delivery", qty=1, unit_price=Decimal("12.00")),
    ]


@pytest.fixture
def invoice(customer, lines) -> Invoice:
    return Invoice(number="2024-0001", customer=customer, issued=date(2024, 5, 2), lines=lines)


@pytest.fixture
def sequence(tmp_path) -> NumberSequence:
    return NumberSequence(tmp_path / "seq.json", prefix="2024-")


# --------------------------------------------------------------------------- money

@pytest.mark.parametrize(
    "value, expected",
    [
        ("0.005", "0.01"),
        ("0.004", "0.00"),
        ("1.245", "1.25"),
        ("-1.245", "-1.25"),
        ("19.999", "20.00"),
        ("100", "100.00"),
    ],
)
def test_round_money_half_up(value, expected):
    assert round_money(Decimal(value)) == Decimal(expected)


def test_line_total():
    line = Line(sku="X", description="x", qty=3, unit_price=Decimal("2.50"))
    assert line.total == Decimal("7.50")


def test_line_rejects_negative_quantity():
    with pytest.raises(InvoiceError, match="quantity"):
        Line(sku="X", description="x", qty=-1, unit_price=Decimal("1.00"))


def test_invoice_subtotal(invoice):
    # 4 * 18.90 + 10 * 3.15 + 12.00
    assert invoice.subtotal == Decimal("119.10")


# --------------------------------------------------------------------------- discounts

@pytest.mark.parametrize(
    "percent, expected",
    [
        (0, Decimal("119.10")),
        (5, Decimal("113.15")),
        (10, Decimal("107.19")),
        (100, Decimal("0.00")),
    ],
)
def test_apply_discount(invoice, percent, expected):
    discounted = apply_discount(invoice, percent)
    assert discounted.subtotal == expected
    assert invoice.subtotal == Decimal("119.10"), "original invoice must not change"


@pytest.mark.parametrize("percent", [-5, 101, 250])
def test_apply_discount_out_of_range(invoice, percent):
    with pytest.raises(InvoiceError):
        apply_discount(invoice, percent)


def test_discount_keeps_delivery_line(invoice):
    discounted = apply_discount(invoice, 10, exclude={"DELIVERY"})
    delivery = [l for l in discounted.lines if l.sku == "DELIVERY"]
    assert delivery[0].unit_price == Decimal("12.00")


# --------------------------------------------------------------------------- VAT

@pytest.mark.parametrize(
    "country, has_vat_id, expected",
    [
        ("DE", True, Decimal("0.19")),
        ("DE", False, Decimal("0.19")),
        ("FR", False, Decimal("0.19")),
        ("FR", True, Decimal("0")),
        ("CH", False, Decimal("0")),
    ],
)
def test_vat_rate(country, has_vat_id, expected):
    customer = Customer(id="X", name="x", country=country, vat_id="X1" if has_vat_id else None)
    assert vat_rate(customer, seller_country="DE") == expected


def test_invoice_total_with_vat(invoice):
    assert invoice.vat == Decimal("22.63")
    assert invoice.total == invoice.subtotal + invoice.vat


def test_private_customer_pays_german_vat(private_customer, lines):
    inv = Invoice(number="2024-0002", customer=private_customer, issued=date(2024, 5, 3), lines=lines)
    assert inv.vat_rate == Decimal("0.19")


def test_reverse_charge_note(lines):
    business = Customer(id="C-300", name="Boulangerie Martin", country="FR", vat_id="FR12345678901")
    inv = Invoice(number="2024-0003", customer=business, issued=date(2024, 5, 3), lines=lines)
    assert inv.vat == Decimal("0.00")
    assert "reverse charge" in inv.notes.lower()


# --------------------------------------------------------------------------- numbering

def test_sequence_starts_at_one(sequence):
    assert sequence.next() == "2024-0001"


def test_sequence_is_persistent(tmp_path):
    first = NumberSequence(tmp_path / "seq.json", prefix="2024-")
    first.next()
    first.next()
    second = NumberSequence(tmp_path / "seq.json", prefix="2024-")
    assert second.next() == "2024-0003"


def test_sequence_file_is_json(sequence, tmp_path):
    sequence.next()
    data = json.loads((tmp_path / "seq.json").read_text())
    assert data == {"prefix": "2024-", "last": 1}


def test_sequence_refuses_other_prefix(sequence, tmp_path):
    sequence.next()
    with pytest.raises(InvoiceError, match="prefix"):
        NumberSequence(tmp_path / "seq.json", prefix="2025-")


# --------------------------------------------------------------------------- export

def test_export_json_roundtrip(invoice, tmp_path):
    path = tmp_path / "inv.json"
    export_json(invoice, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["number"] == "2024-0001"
    assert data["customer"]["name"] == "Bäckerei Kuhn GmbH"
    assert [l["sku"] for l in data["lines"]] == ["FLOUR-25", "YEAST-500", "DELIVERY"]
    assert Decimal(data["total"]) == invoice.total


def test_export_csv_has_one_row_per_line(invoice, tmp_path):
    path = tmp_path / "inv.csv"
    export_csv(invoice, path)
    with path.open(newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f, delimiter=";"))
    assert len(rows) == len(invoice.lines)
    assert rows[0]["sku"] == "FLOUR-25"
    assert rows[0]["total"] == "75,60"


def test_export_refuses_to_overwrite(invoice, tmp_path):
    path = tmp_path / "inv.json"
    export_json(invoice, path)
    with pytest.raises(FileExistsError):
        export_json(invoice, path)
    export_json(invoice, path, overwrite=True)


def test_export_uses_configured_decimal_comma(invoice, tmp_path, monkeypatch):
    monkeypatch.setenv("INVOICING_DECIMAL", ".")
    path = tmp_path / "inv.csv"
    export_csv(invoice, path)
    assert "75.60" in path.read_text(encoding="utf-8")


@pytest.mark.parametrize("bad_number", ["", "2024-", "ABC", "2024-00001x"])
def test_invoice_number_format(customer, lines, bad_number):
    with pytest.raises(InvoiceError, match="number"):
        Invoice(number=bad_number, customer=customer, issued=date(2024, 5, 2), lines=lines)


def test_empty_invoice_is_an_error(customer):
    with pytest.raises(InvoiceError, match="no lines"):
        Invoice(number="2024-0009", customer=customer, issued=date(2024, 5, 2), lines=[])
