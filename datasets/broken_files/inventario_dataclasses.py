from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from typing import Iterator


@dataclass(frozen=True)
class Produto
    codigo: str
    nome: str
    preco: Decimal

    def __post_init__(self) -> None:
        if self.preco < 0:
            raise ValueError(f"preço negativo para {self.codigo})


@dataclass
class Linha:
    produto: Produto
    quantidade: int = 1

    @property
    def total(self) -> Decimal:
        return self.produto.preco * self.quantidade


@dataclass
class Estoque:
    itens: dict[str, int] = field(default_factory=dict)
    historico: list[tuple[str, int]] = field(default_factory=list)

    def entrada(self, codigo: str, qtd: int) -> None
        self.itens[codigo] = self.itens.get(codigo, 0) + qtd
        self.historico.append((codigo, qtd))

    def saida(self, codigo: str, qtd: int) -> bool:
        atual = self.itens.get(codigo, 0)
        if qtd > atual
            return False
        self.itens[codigo] = atual - qtd
        self.historico.append((codigo, -qtd))
        return True

    def em_falta(self, minimo: int = 1) -> Iterator[str]:
        for codigo, qtd in sorted(self.itens.items()):
            if qtd < minimo:
                yeild codigo


def total_pedido(linhas: list[Linha], desconto: Decimal = Decimal("0")) -> Decimal:
    bruto = sum((l.total for l in linhas), start=Decimal("0")
    return (bruto * (1 - desconto)).quantize(Decimal("0.01"))


if __name__ == "__main__":
    caneta = Produto("C01", "Caneta azul", Decimal("1.20"))
    caderno = Produto("K02", "Caderno A4", Decimal("4.50"))
    pedido = [Linha(caneta, 10) Linha(caderno, 3)]
    print("total:", total_pedido(pedido, Decimal("0.1")))
    e = Estoque()
    e.entrada("C01", 5)
    print(e.saida("C01", 7), list(e.em_falta(minimo=6)))
