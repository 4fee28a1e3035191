# neteja_marc.py -- neteja de registres MARC21 abans de carregar-los al catàleg
# Biblioteca de la facultat, Barcelona.  Entrada: lot del proveïdor (.mrc)
#  - treu la puntuació final del 245 $a i $b (ISBD la posa el sistema)
#  - normalitza els ISBN del 020 (sense guions, només 13 xifres)
#  - afegeix 040 $b cat si no hi és
#  - posa el 100 $d en format "1950-" o "1898-1936"
import re
import sys

from pymarc import Field, MARCReader, MARCWriter, Subfield

PUNTUACIO_FINAL = re.compile(r"\s*[/:;,.=]\s*$")
DATES_AUTOR = re.compile(r"(\d{4})\s*-\s*(\d{4})?")


def neteja_245(rec):
    for camp in rec.get_fields("245"):
        for sub in ("a", "b"):
            valors = camp.get_subfields(sub)
            if not valors:
                continue
            camp.delete_subfield(sub)
            camp.add_subfield(sub, PUNTUACIO_FINAL.sub("", valors[0]))


def neteja_020(rec):
    canvis = 0
    for camp in rec.get_fields("020"):
        isbn = camp.get_subfields("a")
        if not isbn:
            continue
        net = re.sub(r"[^0-9X]", "", isbn[0].split()[0].upper())
        if net != isbn[0]:
            camp.delete_subfield("a")
            camp.add_subfield("a", net, 0)
            canvis += 1
    return canvis


def afegeix_040(rec):
    camps = rec.get_fields("040")
    if not camps:
        rec.add_ordered_field(Field(
            tag="040",
            indicators=[" ", " "],
            subfields=[
                Subfield("a", "BCUB"),
                Subfield("b", "cat"),
                Subfield("c", "BCUB"),
            ],
        ))
    elif not camps[0].get_subfields("b"):
        camps[0].add_subfield("b", "cat", 1)


def neteja_100(rec):
    for camp in rec.get_fields("100"):
        d = camp.get_subfields("d")
        if d:
            m = DATES_AUTOR.search(d[0])
            if m:
                camp.delete_subfield("d")
                camp.add_subfield("d", f"{m.group(1)}-{m.group(2) or ''}")


def main(entrada, sortida):
    total = isbns = errors = 0
    with open(entrada, "rb") as fe, open(sortida, "wb") as fs:
        escriptor = MARCWriter(fs)
        for rec in MARCReader(fe, to_unicode=True, force_utf8=True):
            if rec is None:
                errors += 1
                continue
            neteja_245(rec)
            isbns += neteja_020(rec)
            afegeix_040(rec)
            neteja_100(rec)
            escriptor.write(rec)
            total += 1
        escriptor.close(close_fh=False)
    print(f"Registres: {total}, ISBN corregits: {isbns}, registres il·legibles: {errors}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("Ús: python neteja_marc.py lot.mrc net.mrc")
    main(sys.argv[1], sys.argv[2])
