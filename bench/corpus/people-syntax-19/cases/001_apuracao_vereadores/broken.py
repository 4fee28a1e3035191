"""
Apuração das eleições municipais - vereadores de Campinas.

Baixa as páginas de resultado por zona eleitoral, soma os votos por candidato
e por partido e grava um CSV para a matéria de amanhã.  Feito às pressas na
redação, não é código de produção.  -- Mariana (editoria de dados)
"""
import csv
import json
import re
import time
from collections import defaultdict
from datetime import datetime

import requests
from bs4 import BeautifulSoup

BASE = "https://resultados.exemplo.org/2024/campinas/zona/{zona}"
ZONAS = [33, 34, 275, 276, 379, 380, 424, 425]
CABECALHOS = {
    "User-Agent": "RedacaoDados/0.3 (mariana@jornal.exemplo)",
    "Accept-Language": "pt-BR,pt;q=0.9",
}
ESPERA = 1.5  # segundos entre requisições, pra não derrubar o site do tribunal


def limpa_numero(texto):
    """'12.345' -> 12345 ; '—' ou vazio -> 0""
    texto = texto.strip().replace(".", "").replace("\xa0", "")
    if not texto or texto in ("—", "-"):
        return 0
    return int(texto)


def baixa_zona(zona, tentativas=3):
    url = BASE.format(zona=zona)
    for tentativa in range(1, tentativas + 1):
        try:
            r = requests.get(url, headers=CABECALHOS, timeout=20)
            r.raise_for_status()
            return r.text
        except requests.RequestException as erro:
            print(f"  zona {zona}: tentativa {tentativa} falhou ({erro})")
            time.sleep(ESPERA * tentativa)
    return None


def extrai_candidatos(html):
    """Lê a tabela 'tabela-resultado'; cada linha: número, nome, partido, votos."""
    sopa = BeautifulSoup(html, "html.parser")
    tabela = sopa.find("table", class_="tabela-resultado")
    if tabela is None:
        return []
    linhas = []
    for tr in tabela.find_all("tr")[1:]
        celulas = [td.get_text(" ", strip=True) for td in tr.find_all("td")]
        if len(celulas) < 4:
            continue
        numero, nome, partido, votos = celulas[:4]
        linhas.append({
            "numero": numero,
            "nome": re.sub(r"\s+", " ", nome).title(),
            "partido": partido.upper(),
            "votos": limpa_numero(votos),
    return linhas


def extrai_totais(html):
    sopa = BeautifulSoup(html, "html.parser")
    totais = {}
    for item in sopa.select("div.resumo li"):
        rotulo = item.find("span", class_="rotulo")
        valor = item.find("span", class_="valor")
        if rotulo and valor:
            chave = rotulo.get_text(strip=True).lower().rstrip(":")
            totais[chave] = limpa_numero(valor.get_text())
    return totais


def main():
    por_candidato = defaultdict(int)
    por_partido = defaultdict(int)
    nomes = {}
    brancos = nulos = comparecimento = 0
    falhas = []

    for zona in ZONAS:
        print(f"Zona {zona}...")
        html = baixa_zona(zona)
        if html is None:
            falhas.append(zona)
            continue
        for c in extrai_candidatos(html):
            por_candidato[c["numero"]] += c["votos"]
            por_partido[c["partido"]] += c["votos"]
            nomes[c["numero"]] = (c["nome"], c["partido"])
        t = extrai_totais(html)
        brancos += t.get("brancos", 0)
        nulos += t.get("nulos", 0)
        comparecimento += t.get("comparecimento", 0)
        time.sleep(ESPERA)

    validos = sum(por_candidato.values())
    if validos == 0:
        print("Nenhum voto lido. O HTML mudou de novo?")
        return

    ranking = sorted(por_candidato.items(), key=lambda kv: kv[1], reverse=True)
    agora = datetime.now().strftime("%Y-%m-%d_%Hh%M")
    arquivo = f"vereadores_campinas_{agora}.csv"
    with open(arquivo, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, delimiter=";")
        w.writerow(["posicao", "numero", "nome", "partido", "votos", "pct_validos"])
        for pos, (numero, votos) in enumerate(ranking, start=1):
            nome, partido = nomes[numero]
            w.writerow([pos, numero, nome, partido, votos, f"{100 * votos / validos:.2f}"])

    print()
    print(f"Votos válidos: {validos:,}".replace(",", "."))
    print(f"Brancos: {brancos}  Nulos: {nulos}  Comparecimento: {comparecimento}")
    if comparecimento:
        abst = 100 * (brancos + nulos) / comparecimento
        print(f"Brancos + nulos: {abst:.1f}% do comparecimento")
    print()
    print("Top 10 candidatos:")
    for numero, votos in ranking[:10]:
        nome, partido = nomes[numero]
        print(f"  {numero:>6}  {nome:<35} {partido:<14} {votos:>7}")
    print()
    print("Por partido:")
    for partido, votos in sorted(por_partido.items(), key=lambda kv: -kv[1]):
        barra = "█" * int(50 * votos / validos)
        print(f"  {partido:<14} {votos:>7}  {barra}")

    resumo = {
        "gerado_em": agora,
        "zonas_lidas": [z for z in ZONAS if z not in falhas],
        "zonas_com_falha": falhas,
        "validos": validos,
        "brancos": brancos,
        "nulos": nulos,
    }
    with open("resumo_apuracao.json", "w", encoding="utf-8") as f:
        json.dump(resumo, f, ensure_ascii=False, indent=2)
    if falhas:
        print(f"ATENÇÃO: zonas sem resultado: {", ".join(map(str, falhas))}")
    print(f"CSV gravado em {arquivo}")


if __name__ == "__main__":
    main()
