#!/usr/bin/env python3
"""Ferramenta de legendas SRT: atrasar/adiantar, converter fps, checar velocidade de leitura.

Uso:
    python legendas.py filme.srt --deslocar -2.350
    python legendas.py filme.srt --fps 25 23.976 --saida filme_23976.srt
    python legendas.py filme.srt --checar

Escrito por Juliana F., tradutora audiovisual (Recife). Os clientes mandam cada coisa...
"""
import argparse
import re
import sys
from dataclasses import dataclass
from pathlib import Path

RE_TEMPO = re.compile(r"(\d{1,2}):(\d{2}):(\d{2})[,.](\d{3})")
RE_LINHA_TEMPO = re.compile(r"^\s*(\S+)\s*-->\s*(\S+)")
RE_TAGS = re.compile(r"</?[ibu]>|\{\\an\d\}|</?font[^>]*>")
CPS_MAXIMO = 17          # caracteres por segundo (padrão Netflix p/ português)
LINHA_MAXIMA = 42


@dataclass
class Legenda:
    numero: int
    inicio: int          # milissegundos
    fim: int
    texto: list[str]


def para_ms(tempo):
    m = RE_TEMPO.fullmatch(tempo.strip())
    if not m:
        raise ValueError(f"tempo inválido: {tempo!r}")
    h, mi, s, ms = (int(x) for x in m.groups())
    return ((h * 60 + mi) * 60 + s) * 1000 + ms


def para_srt(ms):
    ms = max(0, int(round(ms)))
    h, resto = divmod(ms, 3_600_000)
    m, resto = divmod(resto, 60_000)
    s, ms = divmod(resto, 1000)
    return f"{h:02d}:{m:02d}:{s:02d},{ms:03d}"


def ler(caminho):
    bruto = Path(caminho).read_bytes()
    for codificacao in ("utf-8-sig", "cp1252", "latin-1"):
        try:
            texto = bruto.decode(codificacao)
            break
        except UnicodeDecodeError:
            continue
    blocos = re.split(r"\r?\n\s*\r?\n", texto.strip())
    legendas = []
    for bloco in blocos:
        linhas = bloco.splitlines()
        if len(linhas) < 2:
            continue
        m = RE_LINHA_TEMPO.match(linhas[1])
        if not m:
            print(f"aviso: bloco ignorado (sem tempo): {linhas[0]!r}", file=sys.stderr)
            continue
        legendas.append(Legenda(int(linhas[0]), para_ms(m.group(1)), para_ms(m.group(2)), linhas[2:]))
    return legendas


def escrever(legendas, caminho):
    partes = []
    for n, leg in enumerate(legendas, start=1):
        partes.append(f"{n}\n{para_srt(leg.inicio)} --> {para_srt(leg.fim)}\n" + "\n".join(leg.texto))
    Path(caminho).write_text("\n\n".join(partes) + "\n", encoding="utf-8")


def deslocar(legendas, segundos):
    delta = segundos * 1000
    for leg in legendas:
        leg.inicio += delta
        leg.fim += delta
    return [leg for leg in legendas if leg.fim > 0]


def converter_fps(legendas, origem, destino):
    fator = origem / destino
    for leg in legendas:
        leg.inicio = round(leg.inicio * fator)
        leg.fim = round(leg.fim * fator)
    return legendas


def checar(legendas):
    problemas = 0
    for i, leg in enumerate(legendas):
        limpo = [RE_TAGS.sub("", l) for l in leg.texto]
        caracteres = sum(len(l) for l in limpo)
        duracao = (leg.fim - leg.inicio) / 1000
        if duracao <= 0:
            print(f"#{leg.numero}: duração zero ou negativa")
            problemas += 1
            continue
        cps = caracteres / duracao
        if cps > CPS_MAXIMO:
            print(f"#{leg.numero}: {cps:.1f} CPS (máx. {CPS_MAXIMO}) - \"{' / '.join(limpo)}\"")
            problemas += 1
        for linha in limpo:
            if len(linha) > LINHA_MAXIMA:
                print(f"#{leg.numero}: linha com {len(linha)} caracteres: {linha}")
                problemas += 1
        if i + 1 < len(legendas) and legendas[i + 1].inicio < leg.fim:
            print(f"#{leg.numero}: sobrepõe a próxima em {leg.fim - legendas[i + 1].inicio} ms")
            problemas += 1
    print(f"{len(legendas)} legendas, {problemas} problema(s).")
    return problemas


def main():
    ap = argparse.ArgumentParser(description="Ajustes em legendas .srt")
    ap.add_argument("arquivo")
    ap.add_argument("--deslocar", type=float, help="segundos (negativo adianta)")
    ap.add_argument("--fps", nargs=2, type=float, metavar=("ORIGEM", "DESTINO"))
    ap.add_argument("--checar", action="store_true")
    ap.add_argument("--saida")
    args = ap.parse_args()

    legendas = ler(args.arquivo)
    if args.checar:
        sys.exit(1 if checar(legendas) else 0)
    if args.deslocar:
        legendas = deslocar(legendas, args.deslocar)
    if args.fps:
        legendas = converter_fps(legendas, *args.fps)
    saida = args.saida or re.sub(r"\.srt$", "_ajustado.srt", args.arquivo, flags=re.I)
    escrever(legendas, saida)
    print(f"Salvo em {saida}")


if __name__ == "__main__":
    main()
