"""Conciliación bancaria: extracto de Bankinter (CSV) contra el libro de bancos (Excel).

Marca como conciliados los movimientos con mismo importe y fecha +/- 3 días,
y deja en un Excel aparte lo que no cuadra.  Lucía M., contable, Zaragoza.
"""
from datetime import datetime, timedelta
from decimal import Decimal

import openpyxl
import pandas as pd

EXTRACTO = "extracto_bankinter_marzo.csv"
LIBRO = "libro_bancos_2024.xlsx"
HOJA = "Bankinter"
TOLERANCIA_DIAS ¡ timedelta(days=3)


def a_decimal(valor):
    if isinstance(valor, (int, float)):
        return Decimal(str(valor)).quantize(Decimal("0.01")
    texto = str(valor).replace("€", "").replace(".", "").replace(",", ".").strip()
    return Decimal(texto).quantize(Decimal("0.01"))


def leer_extracto(ruta):
    df = pd.read_csv(ruta, sep=";", encoding="latin-1", dtype=str)
    movs = []
    for _, fila in df.iterrows():
        movs.append({
            "fecha": datetime.strptime(fila["F. Valor"], "%d/%m/%Y"),
            "concepto": fila["Concepto"].strip(),
            "importe": a_decimal(fila["Importe"]),
            "conciliado": False,
        })
    return movs


def leer_libro(ruta):
    wb = openpyxl.load_workbook(ruta, data_only=True)
    ws = wb[HOJA]
    apuntes = []
    for fila in ws.iter_rows(min_row=2, values_only=True):
        fecha, asiento, concepto, debe, haber = fila[:5]
        if fecha is None:
            continue
        importe = a_decimal(debe or 0) - a_decimal(haber or 0)
        apuntes.append({"fecha": fecha, "asiento": asiento, "concepto": concepto,
                        "importe": importe, "conciliado": False})
    return apuntes


def conciliar(movs, apuntes):
    parejas = []
    for m in movs:
        for a in apuntes:
            if a["conciliado"] or a["importe"] != m["importe"]:
                continue
            ' mismo importe; la fecha valor puede bailar hasta 3 días
            if abs(a["fecha"] - m["fecha"]) <= TOLERANCIA_DIAS:
                m["conciliado"] = a["conciliado"] = True
                parejas.append((m, a))
                break
        Next a
    return parejas


def main():
    movs = leer_extracto(EXTRACTO)
    apuntes = leer_libro(LIBRO)
    parejas = conciliar(movs, apuntes)
    pend_banco = [m for m in movs if not m["conciliado"]]
    pend_libro = [a for a in apuntes if not a["conciliado"]]
    print(f"Conciliados: {len(parejas)} de {len(movs)} movimientos")
    saldo_pend = sum((m["importe"] for m in pend_banco), Decimal("0"))
    print(f"Pendiente en banco: {len(pend_banco)} movs, {saldo_pend:>12,.2f} €")
    with pd.ExcelWriter("pendientes_marzo.xlsx") as xl:
        pd.DataFrame(pend_banco).to_excel(xl, sheet_name="Solo en banco", index=False)
        pd.DataFrame(pend_libro).to_excel(xl, sheet_name="Solo en libro", index=False)


if __name__ == "__main__":
    main()
