# Renombrar las facturas PDF de proveedores con fecha, proveedor y número
# Antes lo hacía a mano (o con la macro de Excel que leía el nombre del archivo).
# Mari Carmen R. - Administración, Valencia
#
# Formato final:  2024-03-15_PROVEEDOR_F2024-0123.pdf

import csv
import re
import shutil
from datetime import datetime
from pathlib import Path

import pdfplumber

BANDEJA = Path(r"C:\Facturas\Entrada")
ARCHIVO = Path(r"C:\Facturas\Archivadas")
REVISAR = Path(r"C:\Facturas\Revisar a mano")
REGISTRO = ARCHIVO / "registro_renombrado.csv"

# CIF del proveedor -> nombre corto para el archivo
PROVEEDORES = {
    "B46123456": "PAPELERIA_TURIA",
    "A28015865": "TELEFONICA",
    "B97654321": "LIMPIEZAS_LEVANTE",
    "A08001851": "GAS_NATURAL",
    "B12345678": "TRANSPORTES_ALBA",
}

RE_CIF = re.compile(r"\b([ABCDEFGHJNPQRSUVW]\d{8})\b")
RE_NUMERO = re.compile(r"(?:Factura|N[ºo°]\.? ?factura|Invoice)\s*(?:n[ºo°]\.?)?\s*[:#]?\s*([A-Z0-9][A-Z0-9/\-]{3,})", re.I)
RE_FECHA = re.compile(r"(?:Fecha(?: de)? factura|Fecha)\s*:?\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})", re.I)


def texto_pdf(ruta):
    partes = []
    with pdfplumber.open(ruta) as pdf:
        for pagina in pdf.pages[:2]:        # los datos siempre están en la primera hoja
            partes.append(pagina.extract_text() or "")
    return "\n".join(partes)


def buscar_datos(texto):
    proveedor = None
    for cif in RE_CIF.findall(texto):
        if cif in PROVEEDORES:
            proveedor = PROVEEDORES[cif]
            break

    m = RE_NUMERO.search(texto)
    numero = m.group(1).replace("/", "-") if m else None

    fecha = None
    f = RE_FECHA.search(texto)
    if f:
        dia, mes, anio = (int(x) for x in f.groups())
        if anio < 100:
            anio += 2000
        try:
            fecha = datetime(anio, mes, dia).date()
        except ValueError:
            fecha = None
    return proveedor, numero, fecha


def nombre_nuevo(proveedor, numero, fecha):
    return f"{fecha:%Y-%m-%d}_{proveedor}_{numero}.pdf"


def mover_sin_pisar(origen, carpeta, nombre):
    carpeta.mkdir(parents=True, exist_ok=True)
    destino = carpeta / nombre
    i = 2
    while destino.exists():
        destino = carpeta / f"{Path(nombre).stem}_{i}.pdf"
        i += 1
    shutil.move(str(origen), str(destino))
    return destino


def anotar(filas):
    nuevo = not REGISTRO.exists()
    with open(REGISTRO, "a", newline="", encoding="utf-8-sig") as f:
        w = csv.writer(f, delimiter=";")
        if nuevo:
            w.writerow(["fecha_proceso", "original", "nuevo", "estado"])
        w.writerows(filas)


def main():
    pdfs = sorted(BANDEJA.glob("*.pdf"))
    if not pdfs:
        print("No hay facturas nuevas en", BANDEJA)
        return

    filas = []
    hoy = datetime.now().strftime("%d/%m/%Y %H:%M")
    for pdf in pdfs:
        try:
            texto = texto_pdf(pdf)
        except Exception as e:
            print(f"No se pudo leer {pdf.name}: {e}")
            destino = mover_sin_pisar(pdf, REVISAR, pdf.name)
            filas.append([hoy, pdf.name, destino.name, "ilegible"])
            continue

        proveedor, numero, fecha = buscar_datos(texto)
        if proveedor is None or numero is None or fecha is None:
            faltan = [n for n, v in (("proveedor", proveedor), ("número", numero), ("fecha", fecha)) if v is None]
            print(f"{pdf.name}: falta {', '.join(faltan)} -> a revisar")
            destino = mover_sin_pisar(pdf, REVISAR, pdf.name)
            filas.append([hoy, pdf.name, destino.name, "revisar: " + "/".join(faltan)])
        elif fecha.year < 2020:
            print(f"{pdf.name}: fecha rara ({fecha}), no la toco")
            filas.append([hoy, pdf.name, "", "fecha sospechosa"])
        else:
            destino = mover_sin_pisar(pdf, ARCHIVO / str(fecha.year), nombre_nuevo(proveedor, numero, fecha))
            print(f"{pdf.name} -> {destino.name}")
            filas.append([hoy, pdf.name, destino.name, "ok"])

    anotar(filas)
    print(f"Procesadas {len(filas)} facturas.")


if __name__ == "__main__":
    main()
