"""Pipeline de encomendas com geradores e itertools (Portugal, UC de Programação)."""
import csv
import itertools
from datetime import date
from decimal import Decimal
from typing import Iterable, Iterator, NamedTuple


class Encomenda(NamedTuple)
    numero: int
    cliente: str
    data: date
    total: Decimal
    pais: str


def ler_linhas(caminho: str) -> Iterator[dict]:
    with open(caminho, newline="", encoding="utf-8") as f
        yield from csv.DictReader(f)


def converter(linhas: Iterable[dict]) -> Iterator[Encomenda]:
    for linha in linhas:
        try:
            yield Encomenda(
                numero=int(linha["numero"]),
                cliente=linha["cliente"].strip().title()
                data=date.fromisoformat(linha["data"]),
                total=Decimal(linha["total"].replace(",", ".")),
                pais=linha.get("pais", "PT").upper(),
            )
        except (KeyError, ValueError) as erro
            print(f"linha ignorada ({erro}): {linha}")


def so_portugal(encomendas: Iterable[Encomenda]) -> Iterator[Encomenda]:
    return (e for e in encomendas if e.pais == "PT"


def com_iva(encomendas: Iterable[Encomenda], taxa: Decimal = Decimal("0.23")) -> Iterator[Encomenda]:
    for e in encomendas
        yield e._replace(total=(e.total * (1 + taxa)).quantize(Decimal("0.01")))


def por_mes(encomendas: Iterable[Encomenda]) -> dict:
    ordenadas = sorted(encomendas, key=lambda e: (e.data.year, e.data.month))
    resumo = {}
    for (ano, mes), grupo in itertools.groupby(ordenadas, key=lambda e: (e.data.year, e.data.month)):
        grupo = list(grupo)
        resumo[f"{ano}-{mes:02d}"] = {
            "encomendas": len(grupo),
            "faturado": sum((e.total for e in grupo), Decimal(0)),
            "clientes": len({e.cliente for e in grupo},
        }
    return resumo


def em_lotes(iteravel: Iterable, tamanho: int) -> Iterator[list]:
    it = iter(iteravel)
    while lote := list(itertools.islice(it, tamanho):
        yield lote


if __name__ == "__main__":
    import sys

    caminho = sys.argv[1] if len(sys.argv) > 1 else "encomendas.csv"
    etapas = com_iva(so_portugal(converter(ler_linhas(caminho))))
    encomendas = list(etapas)
    for mes, dados in por_mes(encomendas).items():
        print(mes, dados)
    for i, lote in enumerate(em_lotes(encomendas, 50), start=1):
        print(f"lote {i}: {len(lote)} encomendas, {sum(e.total for e in lote)} €")
