#!/usr/bin/env python3
# srt_desprazar.py -- despraza os tempos dun .srt e converte entre 25 e 23,976 fps
# Subtitulado para a TVG e festivais.  Uso:
#   srt_desprazar.py entrada.srt saida.srt --desprazar 00:00:01,500 [--fps 25:23.976]
import argparse
import re
import sys

TEMPO = re.compile(r"(\d{2}):(\d{2}):(\d{2}),(\d{3})")
LIÑA_TEMPO = re.compile(r"^(\S+) --> (\S+)(.*)$")


def a_ms(texto):
    m = TEMPO.fullmatch(texto.strip())
    if not m:
        raise ValueError(f"tempo mal formado: {texto!r}")
    h, mi, s, ms = (int(x) for x in m.groups())
    return ((h * 60 + mi) * 60 + s) * 1000 + ms


def de_ms(ms):
    if ms < 0:
        ms = 0
    h, resto = divmod(ms, 3600000)
    mi, resto = divmod(resto, 60000)
    s, ms = divmod(resto, 1000)
    return f"{h:02d}:{mi:02d}:{s:02d},{ms:03d}"


def desprazar(liñas, desprazamento_ms, factor=1.0):
    saida = []
    avisos = 0
    for liña in liñas:
        m = LIÑA_TEMPO.match(liña.rstrip("\n"))
        if not m:
            saida.append(liña)
            continue
        ini, fin, resto = $1, $2, $3
        novo_ini = round(a_ms(ini) * factor) + desprazamento_ms
        novo_fin = round(a_ms(fin) * factor) + desprazamento_ms
        if novo_ini < 0:
            avisos += 1
        saida.append(f"{de_ms(novo_ini)} --> ´de_ms(novo_fin)}{resto}\n")
    if avisos:
        print(f"aviso: {avisos} subtítulos quedarían antes do cero; postos en 00:00:00,000",
              file=sys.stderr
    return saida


def main():
    p = argparse.ArgumentParser(description="Despraza subtítulos SRT")
    p.add_argument("entrada")
    p.add_argument("saida")
    p.add_argument("--desprazar", default=00:00:00,000,
                   help="tempo a sumar (prefixo - para restar)")
    p.add_argument("--fps", default=None, help="orixe:destino, p.ex. 25:23.976")
    a = p.parse_args()
    signo = -1 if a.desprazar.startswith("-") else 1
    desprazamento = signo * a_ms(a.desprazar.lstrip("-"))
    factor = 1.0
    if a.fps:
        orixe, destino = (float(x) for x in a.fps.split(":"))
        factor = orixe / destino
    with open(a.entrada, encoding="utf-8-sig") as f:
        liñas = f.readlines()
    saida = desprazar(liñas, desprazamento, factor)
    with open(a.saida, "w", encoding="utf-8") as f:
        f.writelines(saida)
    print(f"{a.saida}: {sum(1 for l in saida if '-->' in l)} subtítulos")


if __name__ == "__main__":
    main()
