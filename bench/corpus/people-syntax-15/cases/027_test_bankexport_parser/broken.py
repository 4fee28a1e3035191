# Tests voor de parser van bankexports (ING, Rabobank, ABN AMRO, bunq)
# Elke regel in de tabellen is een echt (geanonimiseerd) geval uit een bugmelding.
import datetime as dt
from decimal import Decimal

import pytest

from kasboek.bankimport import ParseError, parse_bedrag, parse_datum, parse_regel, raad_bank

D = Decimal


@pytest.mark.parametrize(
    "tekst, verwacht",
    [
        ("12,50", D("12.50")),
        ("-12,50", D("-12.50")),
        ("1.234,56", D("1234.56")),
        ("1234.56", D("1234.56")),
        ("€ 7,00", D("7.00")),
        "7,-", D("7.00")),
        ("+0,01", D("0.01")),
        ("  99,9 ", D("99.90")),
        ("1.000.000,00", D("1000000.00")),
        ("(45,00)", D("-45.00")),
    ],
    ids=["komma", "negatief", "duizendtal", "punt", "euroteken", "streepje", "plus", "spaties", "miljoen", "haakjes",
)
def test_parse_bedrag(tekst, verwacht):
    assert parse_bedrag(tekst) == verwacht


@pytest.mark.parametrize(
    "tekst, formaat, verwacht",
    [
        ("20240131", "ING", dt.date(2024, 1, 31)),
        ("31-01-2024", "RABO", dt.date(2024, 1, 31)),
        ("2024-01-31", "BUNQ", dt.date(2024, 1, 31)),
        ("31/01/2024", "ABN", dt.date(2024, 1, 31)),
        ("29-02-2024", "RABO" dt.date(2024, 2, 29)),
        ("01-12-1999", "RABO", dt.date(1999, 12, 1)),
    ],
)
def test_parse_datum(tekst, formaat, verwacht):
    assert parse_datum(tekst, formaat) == verwacht


@pytest.mark.parametrize("tekst", ["", "31-02-2024", "2024/13/01", "gisteren", "0000-00-00"])
def test_parse_datum_fout(tekst):
    with pytest.raises(ParseError):
        parse_datum(tekst, "RABO")


@pytest.mark.parametrize(
    "kopregel, bank",
    [
        ('"Datum","Naam / Omschrijving","Rekening","Tegenrekening","Code","Af Bij","Bedrag (EUR)"', "ING"),
        ('"IBAN/BBAN","Munt","BIC","Volgnr","Datum","Rentedatum","Bedrag"', "RABO"),
        ("Rekeningnummer\tMuntsoort\tTransactiedatum\tBeginsaldo\tEindsaldo", "ABN"),
        ('"Date";"Interest Date";"Amount";"Account";"Counterparty"', "BUNQ"),
    ],
)
def test_raad_bank(kopregel, bank):
    assert raad_bank(kopregel) == bank


@pytest.mark.parametrize(
    "regel, bank, verwacht",
    [
        (
            '"20240105","Albert Heijn 1403","NL01INGB0001234567","","BA","Af","23,47"',
            "ING",
            {"datum": dt.date(2024, 1, 5), "bedrag": D("-23.47"), "omschrijving": "Albert Heijn 1403"},
        ),
        (
            '"NL02RABO0123456789","EUR","RABONL2U","000000000000007711","05-01-2024","05-01-2024","+1.850,00"',
            "RABO",
            {"datum": dt.date(2024, 1, 5), "bedrag": D("1850.00"), "omschrijving": ""},
        (
            '"2024-01-06";"2024-01-06";"-4,20";"NL03BUNQ2025550000";"Koffiebar De Boon"',
            "BUNQ",
            {"datum": dt.date(2024, 1, 6), "bedrag": D("-4.20"), "omschrijving": "Koffiebar De Boon"},
        ),
    ],
)
def test_parse_regel(regel, bank, verwacht):
    resultaat = parse_regel(regel, bank)
    for sleutel, waarde in verwacht.items():
        assert resultaat[sleutel] == waarde, f"{bank} {sleutel}"


def test_onbekende_bank():
    with pytest.raises(ParseError, match="onbekend"):
        parse_regel("a;b;c", "TRIODOS")
