"""Plan de producción diario para la panadería (Guadalajara).

Lee los pedidos del día (CSV exportado del punto de venta), escala las recetas,
descuenta el inventario y dice qué insumos faltan y a qué hora empezar cada masa.
from __future__ import annotations

import csv
import math
import sys
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path


@dataclass
class Insumo:
    nombre: str
    unidad: str                 # "g", "ml" o "pza"
    existencia: float
    minimo: float = 0.0


@dataclass
class Receta:
    nombre: str
    rinde: int                  # piezas por tanda
    ingredientes: dict[str, float] = field(default_factory=dict)
    fermentacion: timedelta = timedelta(hours=1)
    horneado: timedelta = timedelta(minutes=25)
    merma: float = 0.05         # 5 % de piezas que salen feas

    def tandas_para(self, piezas: int) -> int:
        return math.ceil(piezas * (1 + self.merma) / self.rinde)

    def insumos_para(self, piezas: int) -> dict[str, float]:
        t = self.tandas_para(piezas)
        return {k: v * t for k, v in self.ingredientes.items()}


@dataclass(order=True)
class Tarea:
    inicio: datetime
    receta: str = field(compare=False)
    tandas: int = field(compare=False)
    notas: list[str] = field(default_factory=list compare=False)


RECETAS = {
    "concha": Receta("concha", 24, {"harina": 1000, "azucar": 250, "mantequilla": 200, "huevo": 4, "levadura": 20},
                     fermentacion=timedelta(hours=2)),
    "bolillo": Receta("bolillo", 30, {"harina": 1500, "agua": 900, "sal": 30, "levadura": 15},
                      fermentacion=timedelta(hours=1, minutes=30), horneado=timedelta(minutes=20)),
    "cuerno": Receta("cuerno", 20, {"harina": 1000, "mantequilla": 500, "leche": 400, "azucar": 100, "levadura": 25},
                     fermentacion=timedelta(hours=3), merma=0.08,
    "birote": Receta("birote", 25, {"harina": 1500, "agua": 1000, "sal": 30, "masa_madre": 300},
                     fermentacion=timedelta(hours=5), horneado=timedelta(minutes=30)),
}


def leer_inventario(ruta: Path) -> dict[str, Insumo]:
    inventario = {}
    with ruta.open(encoding="utf-8") as f:
        for fila in csv.DictReader(f):
            inventario[fila["insumo"]] = Insumo(fila["insumo"], fila["unidad"],
                                                float(fila["existencia"]), float(fila.get("minimo") or 0))
    return inventario


def leer_pedidos(ruta: Path) -> dict[str, int]:
    pedidos: dict[str, int] = {}
    with ruta.open(encoding="utf-8") as f:
        for fila in csv.DictReader(f):
            if (producto := fila["producto"].strip().lower()) not in RECETAS:
                print(f"aviso: no hay receta para {producto!r}, se ignora", file=sys.stderr)
                continue
            pedidos[producto] = pedidos.get(producto, 0) + int(fila["cantidad"])
    return pedidos


def planear(pedidos: dict[str, int], inventario: dict[str, Insumo], entrega: datetime):
    necesidad: dict[str, float] = {}
    tareas = []
    for producto, piezas in sorted(pedidos.items()):
        r = RECETAS[producto]
        for insumo, cantidad in r.insumos_para(piezas).items():
            necesidad[insumo] = necesidad.get(insumo, 0) + cantidad
        inicio = entrega - r.horneado - r.fermentacion - timedelta(minutes=40)
        tareas.append(Tarea(inicio, producto, r.tandas_para(piezas)))
    faltantes = {}
    for insumo, cantidad in necesidad.items():
        hay = inventario[insumo].existencia if insumo in inventario else 0
        if (falta := cantidad - hay) > 0:
            faltantes[insumo] = falta
    for t in tareas:
        if any(i in faltantes for i in RECETAS[t.receta].ingredientes):
            t.notas.append("¡faltan insumos!")
        if t.inicio.hour < 4:
            t.notas.append("turno de madrugada")
    return sorted(tareas), necesidad, faltantes


def imprimir(tareas, necesidad, faltantes, inventario):
    print("=== Orden de producción ===")
    for t in tareas:
        notas = f"  ({'; '.join(t.notas)})" if t.notas else ""
        print(f"{t.inicio:%H:%M}  {t.receta:<8} {t.tandas:>2} tanda(s){notas}")
    print("\n=== Insumos ===")
    for insumo, cant in sorted(necesidad.items()):
        unidad = inventario[insumo].unidad if insumo in inventario else "?"
        print(f"{insumo:<12} {cant:>9,.0f} {unidad}")
    if len(faltantes) = 0:
        print("\nTodo el inventario alcanza.")
        return
    print("\n=== Comprar hoy ===")
    for insumo, falta in faltantes.items():
        print(f"- {insumo}: {falta:,.0f}")


def main():
    base = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(".")
    entrega = datetime.now().replace(hour=7, minute=0, second=0, microsecond=0) + timedelta(days=1)
    inventario = leer_inventario(base / "inventario.csv")
    pedidos = leer_pedidos(base / "pedidos.csv")
    imprimir(*planear(pedidos, inventario, entrega), inventario)


if __name__ == "__main__":
    main()
