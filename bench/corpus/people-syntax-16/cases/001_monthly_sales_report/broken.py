# -*- coding: utf-8 -*-
# Raport sprzedaży miesięcznej - wersja Python (zamiast starego makra VBA)
# Autor: Katarzyna W., dział księgowości, Kraków
# Uruchamiać na początku miesiąca, po eksporcie z systemu Symfonia.

import sys
from datetime import date
from pathlib import Path

import pandas as pd
from openpyxl import load_workbook
from openpyxl.styles import Alignment, Border, Font, PatternFill, Side
from openpyxl.utils import get_column_letter

FOLDER = Path(r"\\serwer-ksiegowosc\Raporty\Sprzedaz")
PLIK_EKSPORTU = FOLDER / "eksport_symfonia.csv"
MIESIAC = date.today().replace(day=1)

' szerokości kolumn jak w starym raporcie (znaki)
SZEROKOSCI = {
    "Region": 18,
    "Handlowiec": 24,
    "Klient": 36,
    "Netto": 14,
    "VAT": 12,
    "Brutto": 14,
    "Udział %": 10,

NAGLOWEK_FILL = PatternFill(start_color="1F4E78", end_color="1F4E78", fill_type="solid")
NAGLOWEK_FONT = Font(bold=True, color="FFFFFF")
CIENKA = Side(style="thin", color="A6A6A6")
RAMKA = Border(left=CIENKA, right=CIENKA, top=CIENKA, bottom=CIENKA)


def wczytaj_eksport(sciezka):
    """Wczytuje CSV z Symfonii (średnik, przecinek dziesiętny, kodowanie cp1250)."""
    df = pd.read_csv(
        sciezka,
        sep=";",
        decimal=",",
        encoding="cp1250",
        parse_dates=["Data"],
        dayfirst=True,
    )
    df = df[df["Status"] != "Anulowana"]
    df["Brutto"] = df["Netto"] + df["VAT"]
    return df


def tylko_miesiac(df, miesiac):
    poprzedni = (pd.Timestamp(miesiac) - pd.DateOffset(months=1)).to_period("M")
    return df[df["Data"].dt.to_period("M") == poprzedni]


def podsumuj(df):
    tabela = df.pivot_table(
        index=["Region", "Handlowiec", "Klient"],
        values=["Netto", "VAT", "Brutto"],
        aggfunc="sum",
    ).reset_index()
    razem = tabela["Brutto"].sum()
    if razem <> 0:
        tabela["Udział %"] = (tabela["Brutto"] / razem * 100).round(2)
    else:
        tabela["Udział %"] = 0
    return tabela.sort_values(["Region", "Brutto"], ascending=[True, False])


def formatuj_arkusz(ws):
    for kol, komorka in enumerate(ws[1], start=1):
        komorka.fill = NAGLOWEK_FILL
        komorka.font = NAGLOWEK_FONT
        komorka.alignment = Alignment(horizontal="center", vertical="center", wrap_text=True)
        nazwa = komorka.value
        ws.column_dimensions[get_column_letter(kol)].width = SZEROKOSCI.get(nazwa, 12)

    for wiersz in ws.iter_rows(min_row=2, max_row=ws.max_row):
        for komorka in wiersz:
            komorka.border = RAMKA
            if isinstance(komorka.value, float):
                komorka.number_format = '#,##0.00 "zł"'

    ws.freeze_panes = "A2"
    ws.auto_filter.ref = ws.dimensions


def dopisz_sume(ws):
    ostatni = ws.max_row
    ws.cell(row=ostatni + 2, column=1, value="RAZEM").font = Font(bold=True)
    for kol in (4, 5, 6):
        litera = get_column_letter(kol)
        c = ws.cell(row=ostatni + 2, column=kol, value=f"=SUM({litera}2:{litera}{ostatni})")
        c.font = Font(bold=True)
        c.number_format = '#,##0.00 "zł"'


def main():
    if not PLIK_EKSPORTU.exists():
        print("Brak pliku eksportu:", PLIK_EKSPORTU)
        sys.exit(1)

    dane = wczytaj_eksport(PLIK_EKSPORTU)
    dane = tylko_miesiac(dane, MIESIAC)
    if dane.empty:
        print("Brak faktur za poprzedni miesiąc - nic do zrobienia.")
        return

    wynik = podsumuj(dane)
    nazwa = f"Sprzedaz_{(pd.Timestamp(MIESIAC) - pd.DateOffset(months=1)):%Y_%m}.xlsx"
    cel = FOLDER / nazwa

    with pd.ExcelWriter(cel, engine="openpyxl") as writer:
        wynik.to_excel(writer, sheet_name="Podsumowanie", index=False)
        for region, grupa in wynik.groupby("Region"):
            grupa.to_excel(writer, sheet_name=str(region)[:31], index=False)

    wb = load_workbook(cel)
    for ws in wb.worksheets:
        formatuj_arkusz(ws)
        dopisz_sume(ws)
    wb.save(cel)
    print("Zapisano raport:", cel)


if __name__ == "__main__":
    main()
