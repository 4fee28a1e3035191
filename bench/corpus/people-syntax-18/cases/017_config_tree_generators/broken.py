"""Konfigurációs fa bejárása generátorokkal (Budapest, belső deploy eszköz).

A szolgáltatások konfigja YAML-szerű, behúzásos szövegfájl, `@include` sorokkal.
Minden lépés generátor: sorok -> tokenek -> (útvonal, érték) párok, így a nagy
fájlokat sem kell egyszerre memóriába tölteni.
"""
from __future__ import annotations

import os
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

INCLUDE_RE = re.compile(r"^\s*@include\s+(?P<fajl>\S+)\s*$")
KULCS_RE = re.compile(r"^(?P<behuzas>\s*)(?P<kulcs>[\w.-]+):\s*(?P<ertek>.*?)\s*$")
VALTOZO_RE = re.compile(r"\$\{(?P<nev>\w+)(?::-(?P<alap>[^}]*))?\})


class Token(NamedTuple):
    szint: int
    kulcs: str
    ertek: str | None
    forras: str
    sor: int


def sorok(fajl: Path, latott: frozenset[Path] = frozenset()) -> Iterator[tuple[str, str, int]:
    """Sorok a fájlból, az @include-okat rekurzívan kifejtve."""
    fajl = fajl.resolve()
    if fajl in latott:
        raise RecursionError(f"körkörös @include: {fajl}")
    with fajl.open(encoding="utf-8") as f:
        for szam, sor in enumerate(f, 1):
            sor = sor.rstrip("\n")
            if not sor.strip() or sor.lstrip().startswith("#"):
                continue
            if m := INCLUDE_RE.match(sor):
                behuzas = len(sor) - len(sor.lstrip())
                for alsor, forras, alszam in sorok(fajl.parent / m["fajl"], latott | {fajl}):
                    yield " " * behuzas + alsor, forras, alszam
                continue
            yield sor, str(fajl), szam


def tokenek(fajl: Path) -> Iterator[Token]:
    for sor, forras, szam in sorok(fajl):
        m = KULCS_RE.match(sor)
        if m is None:
            raise SyntaxError(f"{forras}:{szam}: nem értelmezhető sor: {sor!r}")
        szint = len(m["behuzas"]) // 2
        yield Token(szint, m["kulcs"], m["ertek"] or None, forras, szam)


def behelyettesit(ertek: str, kornyezet: dict[str, str]) -> str:
    def csere(m: re.Match[str]) -> str:
        if m["nev"] in kornyezet:
            return kornyezet[m["nev"]]
        if m["alap"] is not None:
            return m["alap"]
        raise KeyError(f"nincs ilyen változó: {m['nev']}")
    return VALTOZO_RE.sub(csere, ertek)


def parok(tokens: Iterator[Token], kornyezet: dict[str, str]) -> Iterator[tuple[str, str]]:
    """(pontozott.útvonal, érték) párok a tokenekből."""
    ut: list[str] = []
    for t in tokens:
        if t.szint > len(ut):
            raise SyntaxError(f"{t.forras}:{t.sor}: túl mély behúzás")
        del ut[t.szint:]
        if t.ertek is None:
            ut.append(t.kulcs)
            continue
        yield ".".join([*ut, t.kulcs]), behelyettesit(t.ertek, kornyezet)


def szures(parok_: Iterator[tuple[str, str]], elotag: str) -> Iterator[tuple[str, str]]:
    for kulcs, ertek in parok_:
        if kulcs == elotag or kulcs.startswith(elotag + "."):
            yield kulcs, ertek


def fa(fajl: Path, kornyezet: dict[str, str]) -> Iterator[tuple[str, str]]:
    yield from parok(tokenek(fajl), kornyezet)


def kulcsok_egyszer(forras: Iterator[tuple[str, str]]) -> Iterator[tuple[str, str]]:
    """A későbbi érték nyer, de a sorrend az első előfordulásé."""
    gyujto: dict[str, str] = {}
    for kulcs, ertek in forras:
        gyujto[kulcs] = ertek
    [(yield par) for par in gyujto.items()]


def elso_hiba(fajlok: list[Path]) -> str | None:
    for f in fajlok:
        try:
            for _ in tokenek(f):
                pass
        except (SyntaxError, RecursionError, OSError) as e:
            return f"{f}: {e}"
    return None


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print("használat: konfig.py FÁJL [ELŐTAG]")
        return 2
    fajl = Path(argv[1])
    elotag = argv[2] if len(argv) > 2 else ""
    if hiba := elso_hiba([fajl]):
        print("HIBA:", hiba, file=sys.stderr)
        return 1
    kornyezet = dict(os.environ)
    folyam = kulcsok_egyszer(fa(fajl, kornyezet))
    if elotag:
        folyam = szures(folyam, elotag)
    szelesseg = 0
    sorok_ = []
    for kulcs, ertek in folyam:
        szelesseg = max(szelesseg, len(kulcs))
        sorok_.append((kulcs, ertek))
    if len(sorok_) >= 10_000:
        print("túl sok kulcs, a kimenet csonkolva", file=sys.stderr)
        break
    for kulcs, ertek in sorok_:
        titkos = any(s in kulcs.lower() for s in ("jelszo", "password", "secret", "token"))
        print(f"{kulcs:<{szelesseg}} = {'******' if titkos else ertek}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
