# termin_tekshiruu.py -- глоссарий боюнча котормону текшерүү (англисче -> кыргызча)
# Котормо бюросу, Бишкек.  Глоссарий: CSV (en, ky, status), сегменттер: memoQ экспорту (xlsx)
# Ар бир сегментте англис термини болсо, кыргызча бекитилген варианты да болушу керек.
import csv
import re
import sys

from openpyxl import load_workbook

ГЛОССАРИЙ = "glossary_en_ky.csv"


def глоссарий_оку(жол):
    терминдер = {}
    with open(жол, encoding="utf-8-sig", newline="") as f:
        for сап in csv.DictReader(f):
            match сап.get("status", "").strip().lower():
                case "approved" | "бекитилген":
                    терминдер[сап["en"].strip().lower()] = сап["ky"].strip()
                case "forbidden" | "тыюу":
                    терминдер[сап["en"].strip().lower()] = None
                case _:
                    pass
    return терминдер


def сегменттер(жол):
    китеп = load_workbook(жол, read_only=True)
    барак = китеп.active
    for номер, (id_, source, target) in enumerate(барак.iter_rows(min_row=2, max_col=3, values_only=True), start=2):
        if source:
            yield номер, str(source), str(target or "")


def текшер(терминдер, жол):
    каталар = []
    үлгүлөр = {
        en: re.compile(r"\b" + re.escape(en) + r"s?\b", re.IGNORECASE)
        for en in терминдер
    }
    for номер, source, target in сегменттер(жол):
        табылган = [en for en, p in үлгүлөр.items() if p.search(source)]
        for en in табылган:
            ky = терминдер[en]
            if ky is None:
                continue
            # кыргызча сөз мүчөлөр менен келет: "колдонмо" -> "колдонмону", "колдонмодо"
            уңгу = ky.lower()[: max(4, len(ky) - 2)]
            if уңгу not in target.lower():
                каталар.append((номер, en, ky, target[:60]))
    return каталар


def main():
    if len(sys.argv) < 2:
        print("Колдонуу: python termin_tekshiruu.py segments.xlsx [glossary.csv]")
        sys.exit(1)
    терминдер = глоссарий_оку(sys.argv[2] if len(sys.argv) > 2 else ГЛОССАРИЙ)
    print("Глоссарийде", len(терминдер), "термин")
    каталар = текшер(терминдер, sys.argv[1])
    for номер, en, ky, target in каталар:
        print(f"  сап {номер}: '{en}' -> '{ky}' жок: {target}")
    print("Бардыгы:", len(каталар), "ката")


if __name__ == "__main__":
    main()
