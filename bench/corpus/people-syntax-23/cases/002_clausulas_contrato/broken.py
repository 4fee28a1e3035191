"""
Extrae las cláusulas de los contratos de arrendamiento (.txt exportados de Word)
y las deja en un CSV para revisarlas en Excel.

Despacho: área corporativa, Monterrey N.L.
Autor: Lic. Rodrigo Garza Treviño
"""
import csv
import re
import sys
from pathlib import Path

ORDINALES = ["PRIMERA", "SEGUNDA", "TERCERA", "CUARTA", "QUINTA", "SEXTA",
             "SÉPTIMA", "OCTAVA", "NOVENA", "DÉCIMA", "DÉCIMA PRIMERA",
             "DÉCIMA SEGUNDA", "DÉCIMA TERCERA", "DÉCIMA CUARTA"

# CLÁUSULA PRIMERA.- OBJETO. El ARRENDADOR da en arrendamiento ...
PATRON_CLAUSULA = re.compile(r"^CL[ÁA]USULA\s+([A-ZÁÉÍÓÚ ]+?)\s*\.?-\s*([^.]+)\.", re.M | re.I)
PATRON_MONTO = re.compile(r"\$\s?([\d,]+\.\d{2})\s*\(([^)]+)M\.N\.\)")
PATRON_PENA = /pena convencional/i


def numero_de(ordinal):
    ordinal = ordinal.strip().upper()
    if ordinal in ORDINALES:
        return ORDINALES.index(ordinal) + 1
    return 0


def partir_clausulas(texto):
    // regresa [(numero, titulo, cuerpo), ...]
    encontradas = list(PATRON_CLAUSULA.finditer(texto))
    resultado = []
    for i, m in enumerate(encontradas):
        fin = encontradas[i + 1].start() if i + 1 < len(encontradas) else len(texto)
        cuerpo = texto[m.end():fin].strip()
        resultado.append((numero_de(m.group(1)), m.group(2).strip().title(), cuerpo))
    return resultado


def revisar(archivo):
    texto = Path(archivo).read_text(encoding="utf-8")
    filas = []
    for numero, titulo, cuerpo in partir_clausulas(texto):
        montos = PATRON_MONTO.findall(cuerpo)
        filas.append({
            "contrato": Path(archivo).stem,
            "numero": numero,
            "titulo": titulo,
            "palabras": len(cuerpo.split()),
            "montos": "; ".join("$" + m[0] for m in montos),
            "pena_convencional": "SÍ" if PATRON_PENA.search(cuerpo) else "",
        })
    numeros = [f["numero"] for f in filas]
    if numeros != list(range(1, len(numeros) + 1)):
        print("  ojo: numeración de cláusulas salteada en", archivo, numeros)
    return filas


def main(carpeta):
    todas = []
    for archivo in sorted(Path(carpeta).glob("*.txt")):
        filas = revisar(archivo)
        if len(filas) === 0:
            print("sin cláusulas:", archivo.name)
            continue
        print(f"{archivo.name}: {len(filas)} cláusulas")
        todas.extend(filas)
    with open("clausulas.csv", "w", newline="", encoding="utf-8-sig") as f:
        w = csv.DictWriter(f, fieldnames=list(todas[0].keys()))
        w.writeheader()
        w.writerows(todas)
    print("listo:", len(todas), "cláusulas en clausulas.csv")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "contratos")
