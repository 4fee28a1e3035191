#!/usr/bin/env python3
"""Estadísticas rápidas de un ensamblaje (FASTA de contigs).

Uso:
    python ensamblaje_qc.py contigs.fasta [--min 500] [--salida filtrados.fasta]

Calcula número de contigs, longitud total, N50/L50, N90, %GC y Ns, y
opcionalmente escribe los contigs de al menos --min pb. Sin Biopython:
en el clúster del grupo no se pueden instalar paquetes.
"""
import argparse
import gzip
import sys


def abrir(ruta):
    if ruta.endswith(".gz"):
        return gzip.open(ruta, "rt")
    return open(ruta)


def leer_fasta(ruta):
    """Genera (cabecera, secuencia) leyendo el FASTA a mano."""
    cabecera = None
    trozos = []
    with abrir(ruta) as fh:
        for linea in fh:
            linea = linea.rstrip("\n\r")
            if not linea:
                continue
            if linea.startswith(">"):
                if cabecera is not None:
                    yield cabecera, "".join(trozos)
                cabecera = linea[1:].split()[0]
                trozos = []
            else:
                trozos.append(linea.upper())
    if cabecera is not None:
        yield cabecera, "".join(trozos)


def nx(longitudes, fraccion):
    """Nx y Lx: longitud del contig que, en orden decreciente, alcanza fraccion del total."""
    total = sum(longitudes)
    acumulado = 0
    for i, l in enumerate(sorted(longitudes, reverse=True), 1):
        acumulado += l
        if acumulado >= total * fraccion:
            return l, i
    return 0, 0


def contar_bases(secuencia):
    gc = secuencia.count("G") + secuencia.count("C")
    n = secuencia.count("N")
    return gc, n


def escribir_fasta(fh, cabecera, secuencia, ancho=60):
    fh.write(">" + cabecera + "\n")
    for i in range(0, len(secuencia), ancho):
        fh.write(secuencia[i:i + ancho] + "\n")


def main():
    p = argparse.ArgumentParser(description="QC de ensamblaje")
    p.add_argument("fasta")
    p.add_argument("--min", type=int, default=0, help="longitud mínima para --salida")
    p.add_argument("--salida", help="FASTA con los contigs >= --min")
    p.add_argument("--top", type=int, default=5, help="cuántos contigs largos listar")
    args = p.parse_args()

    longitudes = []
    gc_total = n_total = 0
    largos = []
    salida = open(args.salida, "w") if args.salida else None
    escritos = 0
    for nombre, sec in leer_fasta(args.fasta):
        l = len(sec)
        longitudes.append(l)
        gc, n = contar_bases(sec)
        gc_total += gc
        n_total += n
        largos.append((l, nombre))
        if salida and l >= args.min:
            escribir_fasta(salida, nombre, sec)
            escritos += 1
    if salida:
        salida.close()

    if not longitudes:
        sys.exit("No hay secuencias en " + args.fasta)

    total = sum(longitudes)
    n50, l50 = nx(longitudes, 0.5)
    n90, l90 = nx(longitudes, 0.9)
    sin_n = total - n_total
    print(f"Archivo:        {args.fasta}")
    print(f"Contigs:        {len(longitudes):,}")
    print(f"Longitud total: {total:,} pb")
    print(f"Más largo:      {max(longitudes):,} pb")
    print(f"N50 / L50:      {n50:,} pb / {l50}")
    print(f"N90 / L90:      {n90:,} pb / {l90}")
    print(f"GC:             {100 * gc_total / sin_n:.2f} %" if sin_n else "GC: -")
    print(f"Ns:             {n_total:,} ({100 * n_total / total:.3f} %)")
    if n_total != 0:
        print("  (hay huecos de andamiaje; el %GC se calcula sin las N)")
    largos.sort(key=lambda t: -t[0])
    print(f"\nLos {args.top} contigs más largos:")
    for l, nombre in largos[:args.top]:
        print(f"  {nombre:<30} {l:>12,}")
    if args.salida:
        print(f"\nEscritos {escritos} contigs >= {args.min} pb en {args.salida}")


if __name__ == "__main__":
    main()
