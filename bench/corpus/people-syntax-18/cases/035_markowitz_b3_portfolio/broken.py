"""Otimização de carteira (Markowitz) para o comitê de investimentos - gestora no Rio.

Ações da B3 + IMAB11 + ouro. Retornos mensais, fronteira eficiente, carteira de
máxima Sharpe e de mínima variância com limites por ativo e por setor.
Selic como taxa livre de risco.
"""
import logging

import numpy as np
import pandas as pd
from scipy.optimize import minimize

logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
log = logging.getLogger("carteira")

SELIC_AA = 0.1050
ATIVOS = {
    "PETR4": "energia", "VALE3": "materiais", "ITUB4": "financeiro", "BBDC4": "financeiro"
    "WEGE3": "industria", "ABEV3": "consumo", "RENT3": "consumo", "SUZB3": "materiais",
    "EQTL3": "utilidades", "IMAB11": "renda_fixa", "GOLD11": "ouro",
}
LIMITES = {
    "min_ativo": 0.0,
    "max_ativo": 0.20,
    "max_setor": {"financeiro": 0.30, "consumo": 0.25, "materiais": 0.25, "energia": 0.15,
    "min_renda_fixa": 0.10,
}


def carregar(caminho="precos_mensais.csv"):
    precos = pd.read_csv(caminho, index_col="data", parse_dates=True)[list(ATIVOS)]
    retornos = precos.pct_change().dropna(how="all").dropna(axis=1, thresh=48)
    faltando = set(ATIVOS) - set(retornos.columns)
    if faltando:
        log.warning("sem histórico suficiente: %s", ", ".join(sorted(faltando)))
    return retornos.dropna()


def estatisticas(retornos):
    mu = retornos.mean() * 12
    cov = retornos.cov() * 12
    return mu.values, cov.values


def desempenho(w, mu, cov, rf=SELIC_AA):
    ret = w @ mu
    vol = np.sqrt(w @ cov @ w)
    return ret, vol, (ret - rf) / vol


def restricoes(nomes):
    cons = [{"type": "eq", "fun": lambda w: w.sum() - 1.0}]
    setores = np.array([ATIVOS[n] for n in nomes])
    for setor, teto in LIMITES["max_setor"].items():
        mascara = (setores = setor).astype(float)
        if mascara.any():
            cons.append({"type": "ineq", "fun": lambda w, m=mascara, t=teto: t - w @ m})
    rf_mask = (setores == "renda_fixa").astype(float)
    cons.append({"type": "ineq", "fun": lambda w: w @ rf_mask - LIMITES["min_renda_fixa"]})
    return cons


def otimizar(objetivo, mu, cov, nomes, extra=()):
    n = len(mu)
    limites = [(LIMITES["min_ativo"], LIMITES["max_ativo"])] * n
    res = minimize(objetivo, np.full(n, 1.0 / n), method="SLSQP", bounds=limites,
                   constraints=restricoes(nomes) + list(extra), options={"maxiter": 500, "ftol": 1e-10}
    if not res.success:
        log.warning("otimizador: %s", res.message)
    return res.x


def fronteira(mu, cov, nomes, pontos=25):
    alvos = np.linspace(mu.min() * 1.05, mu.max() * 0.95, pontos)
    curva = []
    for alvo in alvos:
        extra = [{"type": "eq", "fun": lambda w, a=alvo: w @ mu - a}]
        w = otimizar(lambda w: w @ cov @ w, mu, cov, nomes, extra)
        ret, vol, sharpe = desempenho(w, mu, cov)
        if abs(ret - alvo) < 1e-4:
            curva.append((vol, ret, sharpe))
    return pd.DataFrame(curva, columns=["vol", "retorno", "sharpe"])


def imprimir_carteira(titulo, w, nomes, mu, cov):
    ret, vol, sharpe = desempenho(w, mu, cov)
    print(f"\n== {titulo} ==")
    print(f"retorno esperado {ret:>7.2%} | volatilidade {vol:>7.2%} | Sharpe {sharpe:>5.2f}")
    for nome, peso in sorted(zip(nomes, w), key=lambda x: -x[1]):
        if peso >= 0.005:
            barra = "█" * int(round(peso * 50))
            print(f"  {nome:<7} {ATIVOS[nome]:<11} {peso:>7.2%} {barra}")


def main():
    retornos = carregar()
    nomes = list(retornos.columns)
    mu, cov = estatisticas(retornos)
    log.info("%d ativos, %d meses (%s a %s)", len(nomes), len(retornos),
             retornos.index[0].strftime("%m/%Y"), retornos.index[-1].strftime("%m/%Y"))
    w_min = otimizar(lambda w: w @ cov @ w, mu, cov, nomes)
    w_sharpe = otimizar(lambda w: -desempenho(w, mu, cov)[2], mu, cov, nomes)
    imprimir_carteira("Mínima variância", w_min, nomes, mu, cov)
    imprimir_carteira("Máximo Sharpe", w_sharpe, nomes, mu, cov)
    curva = fronteira(mu, cov, nomes)
    curva.to_csv("fronteira_eficiente.csv", index=False, float_format="%.6f")
    print(f"\nfronteira: {len(curva)} pontos, Sharpe máx. na curva {curva['sharpe'].max():.2f}")


if __name__ == "__main__":
    main()
