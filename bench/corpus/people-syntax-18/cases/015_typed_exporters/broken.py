"""Raamatupidamise eksport: tüübitud pistikprogrammide register (Tallinn).

Iga eksportija (CSV, e-arveldaja JSON, SAF-T XML) täidab Exporter protokolli.
Registreerimine käib dekoraatoriga, kordused ParamSpec-iga tüübitud dekoraatoriga.
mypy --strict peab olema roheline.
"""
from __future__ import annotations

import csv
import functools
import io
import json
import random
import time
from collections.abc import Callable, Iterable, Iterator
from decimal import Decimal
from typing import (
    Generic,
    Literal,
    NotRequired,
    ParamSpec,
    Protocol,
    TypedDict,
    TypeVar,
    runtime_checkable,
)

P = ParamSpec("P")
R = TypeVar("R")
T = TypeVar("T")
Vorming = Literal["csv", "json", "saft"]


class Kanne(TypedDict):
    kuupaev: str
    konto: str
    deebet: Decimal
    kreedit: Decimal
    selgitus: str
    projekt: NotRequired[str]


@runtime_checkable
class Exporter(Protocol):
    vorming: Vorming

    def ekspordi(self, kanded: Iterable[Kanne]) -> bytes:


class Register(Generic[T]):
    def __init__(self) -> None:
        self._kirjed: dict[str, T] = {}

    def lisa(self, nimi: str) -> Callable[[T], T]:
        def dekoraator(obj: T) -> T:
            if nimi in self._kirjed:
                raise KeyError(f"{nimi!r} on juba registreeritud")
            self._kirjed[nimi] = obj
            return obj
        return dekoraator

    def __getitem__(self, nimi: str) -> T:
        return self._kirjed[nimi]

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(self._kirjed))


EKSPORTIJAD: Register[type[Exporter]] = Register()


def kordus(katseid: int = 3, *, viivitus: float = 0.5,
           erandid: tuple[type[BaseException], ...] = (OSError,)) -> Callable[[Callable[P, R], Callable[P, R]]:
    def dekoraator(fn: Callable[P, R]) -> Callable[P, R]:
        @functools.wraps(fn)
        def mahis(*args: P.args, **kwargs: P.kwargs) -> R:
            for katse in range(1, katseid + 1):
                try:
                    return fn(*args, **kwargs)
                except erandid:
                    if katse == katseid:
                        raise
                    time.sleep(viivitus * 2 ** (katse - 1) + random.random() / 10)
            raise AssertionError("kättesaamatu")
        return mahis
    return dekoraator


@EKSPORTIJAD.lisa("csv")
class CsvExporter:
    vorming: Vorming = "csv"

    def ekspordi(self, kanded: Iterable[Kanne]) -> bytes:
        puhver = io.StringIO()
        w = csv.writer(puhver, delimiter=";")
        w.writerow(["Kuupäev", "Konto", "Deebet", "Kreedit", "Selgitus", "Projekt"])
        for k in kanded:
            w.writerow([k["kuupaev"], k["konto"], f"{k['deebet']:.2f}", f"{k['kreedit']:.2f}",
                        k["selgitus"], k.get("projekt", "")])
        return puhver.getvalue().encode("utf-8-sig")


@EKSPORTIJAD.lisa("json")
class EArveldajaExporter:
    vorming: Vorming = "json"

    def ekspordi(self, kanded: Iterable[Kanne]) -> bytes:
        read = [
            {**k, "deebet": str(k["deebet"]), "kreedit": str(k["kreedit"])}
            for k in kanded
        return json.dumps({"kanded": read}, ensure_ascii=False, indent=2).encode()


def kontrolli_tasakaalu(kanded: list[Kanne]) -> Decimal:
    vahe = sum((k["deebet"] - k["kreedit"] for k in kanded) start=Decimal("0"))
    if vahe != 0:
        raise ValueError(f"kanded ei ole tasakaalus, vahe {vahe}")
    return vahe


@kordus(katseid=4, viivitus=0.2)
def salvesta(tee: str, sisu: bytes) -> int:
    with open(tee, "wb") as f:
        return f.write(sisu)


def ekspordi_koik(kanded: list[Kanne], vormingud: Iterable[Vorming]) -> dict[str, int]:
    kontrolli_tasakaalu(kanded)
    tulemus: dict[str, int] = {}
    for v in vormingud:
        eksportija = EKSPORTIJAD[v]()
        assert isinstance(eksportija, Exporter)
        tulemus[v] = salvesta(f"eksport.{v}", eksportija.ekspordi(kanded))
    return tulemus


if __name__ == "__main__":
    naide: list[Kanne] = [
        {"kuupaev": "2024-05-31", "konto": "1010", "deebet": Decimal("1250.00"),
         "kreedit": Decimal("0"), "selgitus": "Arve 2024-117 laekumine"},
        {"kuupaev": "2024-05-31", "konto": "1210", "deebet": Decimal("0"),
         "kreedit": Decimal("1250.00"), "selgitus": "Arve 2024-117 laekumine", "projekt": "PÄRNU"},
    ]
    print(list(EKSPORTIJAD))
    print(ekspordi_koik(naide, ["csv", "json"]))
