# Extrai as falas dos arquivos .rpy para uma planilha de tradução (pt-BR)
# Feito pra tradução do mod "Verão na Vila" — Luana, Recife
import csv
import os
import re
import sys

PASTA_JOGO = sys.argv[1] if len(sys.argv) > 1 else "game"
SAIDA = "falas_para_traduzir.csv"

# "personagem" "fala"   ou só   "fala" (narrador)
RE_FALA = re.compile(
    r'^\s*'
    r'(?:(?P<quem>[a-zA-Z_]\w*)\s+)?'
    r'"(?P<texto>(?:[^"\\]|\\.)*)"'
    r'\s*(?:with\s+\w+)?\s*$'
)
RE_LABEL = re.compile(r'^\s*label\s+(\w+)\s*:')
IGNORAR = {"define", "default", "image", "init", "python", "screen", "style", "transform"}


def eh_codigo(linha):
    palavra = linha.strip().split(" ", 1)[0]
    return palavra in IGNORAR or linha.strip().startswith(("$", "#"))


def extrair(caminho):
    falas = []
    label_atual = "(topo)"
    with open(caminho, encoding="utf-8") as f:
        for num, linha in enumerate(f, 1):
            m = RE_LABEL.match(linha)
            if m:
                label_atual = m.group(1)
                continue
            if eh_codigo(linha):
                continue
            m = RE_FALA.match(linha)
            if not m:
                continue
            falas.append({
                "arquivo": os.path.relpath(caminho, PASTA_JOGO),
                "linha": num,
                "label": label_atual,
                "quem": m.group("quem") or "narrador",
                "original": m.group("texto"),
                "traducao": "",
            })
    return falas


def main():
    todas = []
    for raiz, _, arquivos in os.walk(PASTA_JOGO):
        if os.sep + "tl" + os.sep in raiz + os.sep:
            continue  # já é pasta de tradução
        for nome in sorted(arquivos):
            if nome.endswith(".rpy"):
                todas.extend(extrair(os.path.join(raiz, nome)))
    if not todas:
        print(f"Nenhuma fala encontrada em {PASTA_JOGO!r}")
        return 1
    campos = ["arquivo", "linha", "label", "quem", "original", "traducao"]
    with open(SAIDA, "w", newline="", encoding="utf-8-sig") as f:
        w = csv.DictWriter(f, fieldnames=campos, delimiter=";")
        w.writeheader()
        w.writerows(todas)
    por_quem = {}
    for fala in todas:
        por_quem[fala["quem"]] = por_quem.get(fala["quem"], 0) + 1
    for quem, n in sorted(por_quem.items(), key=lambda kv: -kv[1]):
        print(f"  {quem:<12} {n:>5} falas")
    print(f"Total: {len(todas)} falas de {len(set(f['arquivo'] for f in todas))} arquivos -> {SAIDA}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
