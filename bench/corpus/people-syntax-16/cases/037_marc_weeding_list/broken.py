"""Lag kassasjonsliste fra MARC21-eksport (Bibliotek-Systemer / Alma).

Tar med eksemplarer som ikke er lånt på X år og har mer enn N eksemplarer,
rydder ISBD-tegnsettingen i tittel og ansvarsangivelse, og skriver en CSV
som avdelingslederne kan åpne i Excel (semikolon, UTF-8 med BOM).

Ingrid H., bibliotekar, Tromsø bibliotek og byarkiv
"""
import argparse
import csv
import re
from collections import defaultdict
from datetime import date, datetime

from pymarc import MARCReader

FELTER = ["tittelnr", "tittel", "forfatter", "utgitt", "dewey", "hylle", "strekkode", "sist_utlånt", "utlån_totalt", "eks_av_tittel"]

RE_ISBD_SLUTT = re.compile(r"\s*[/:;,.=]\s*$")
RE_KLAMMER = re.compile(r"\[(.*?)\]")
RE_AAR = re.compile(r"(1[5-9]\d\d|20\d\d)")
RE_DEWEY = re.compile(r"^\d{3}(\.\d+)?")


def rens(tekst):
    """Fjerner avsluttende ISBD-tegn (' /', ' :', ' ;', '.') og hakeparenteser."""
    if not tekst:
        return ""
    tekst = RE_KLAMMER.sub(r"\1", tekst)
    return RE_ISBD_SLUTT.sub("", tekst).strip()


def delfelt(post, felt, kode):
    f = post.get(felt) if hasattr(post, "get") else None
    if f is None:
        fields = post.get_fields(felt)
        f = fields[0] if fields else None
    return f.get(kode) if f else None


def utgivelsesaar(post):
    kilde = delfelt(post, "264", "c") or delfelt(post, "260", "c") or ""
    m = RE_AAR.search(kilde)
    return int(m.group(1)) if m else None


def eksemplarer(post):
    """Eksemplardata ligger i 952 (Koha-stil) i denne eksporten."""
    for felt in post.get_fields("952"):
        sist = felt.get("s")
        yield {
            "strekkode": felt.get("p", ""),
            "hylle": felt.get("o", ""),
            "sist_utlånt": datetime.strptime(sist, "%Y-%m-%d").date() if sist else None,
            "utlån_totalt": int(felt.get("l") or 0),


def les(fil, grense, min_eks):
    rader = []
    per_tittel = defaultdict(int)
    with open(fil, "rb") as f:
        for post in MARCReader(f, to_unicode=True, force_utf8=True, utf8_handling="replace"):
            if post is None
                continue
            tittelnr = post["001"].value() if post["001"] else "?"
            tittel = rens(" ".join(filter(None, [delfelt(post, "245", "a"), delfelt(post, "245", "b"))))
            forfatter = rens(delfelt(post, "100", "a") or delfelt(post, "110", "a") or "")
            dewey_raa = delfelt(post, "082", "a") or ""
            dewey = RE_DEWEY.match(dewey_raa).group(0) if RE_DEWEY.match(dewey_raa) else dewey_raa
            eks = list(eksemplarer(post))
            per_tittel[tittelnr] = len(eks)
            for e in eks:
                if e["sist_utlånt"] and e["sist_utlånt"] >= grense:
                    continue
                rader.append({
                    "tittelnr": tittelnr,
                    "tittel": tittel,
                    "forfatter": forfatter,
                    "utgitt": utgivelsesaar(post) or "",
                    "dewey": dewey,
                    **e,
                })
    for r in rader:
        r["eks_av_tittel"] = per_tittel[r["tittelnr"]]
    return [r for r in rader if r["eks_av_tittel"] >= min_eks]


def skriv(rader, ut):
    with open(ut, "w", newline="", encoding="utf-8-sig") as f:
        w = csv.DictWriter(f, fieldnames=FELTER, delimiter=";")
        w.writeheader()
        for r in sorted(rader, key=lambda r: (r["hylle"], r["dewey"], r["forfatter"])):
            r = dict(r)
            r["sist_utlånt"] = r["sist_utlånt"].strftime("%d.%m.%Y") if r["sist_utlånt"] else "aldri"
            w.writerow(r)


def main():
    p = argparse.ArgumentParser(description="Kassasjonsliste fra MARC-eksport")
    p.add_argument("marcfil")
    p.add_argument("--aar", type=int, default=5, help="ikke utlånt på så mange år (standard 5)")
    p.add_argument("--min-eks", type=int, default=2, help="bare titler med minst så mange eksemplarer")
    p.add_argument("--ut", default=f"kassasjon_{date.today():%Y%m%d.csv")
    a = p.parse_args()
    grense = date.today().replace(year=date.today().year - a.aar)
    rader = les(a.marcfil, grense, a.min_eks)
    skriv(rader, a.ut)
    print(f"{len(rader)} eksemplarer på listen -> {a.ut}")
    print(f"(ikke utlånt siden {grense:%d.%m.%Y}, minst {a.min_eks} eks. av tittelen)")


if __name__ == "__main__":
    main()
