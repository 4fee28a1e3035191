"""
ETL mensal - tempos de espera da urgência e consultas (ULS Porto)

Lê as extrações do SClínico (urgência) e do SONHO (consultas externas), limpa, junta
com a tabela de especialidades e grava o parquet que alimenta o painel do Conselho de
Administração. Também gera o ficheiro para o portal da transparência (CSV ;).

Inês C., analista - Gabinete de Planeamento
"""
import sys
from pathlib import Path

import numpy as np
import pandas as pd

ENTRADA = Path("/dados/extracoes")
SAIDA = Path("/dados/painel")

# tempos-alvo da triagem de Manchester (minutos)
ALVO_MANCHESTER = {
    "VERMELHO": 0,
    "LARANJA": 10,
    "AMARELO": 60,
    "VERDE": 120,
    "AZUL": 240,
}
TMRG_CONSULTA = {"muito prioritário": 30, "prioritário": 60, "normal": 120}  # dias


def ler_urgencia(mes: str) -> pd.DataFrame:
    df = pd.read_csv(ENTRADA / f"urgencia_{mes}.csv", sep=";", decimal=",", encoding="latin-1",
                     parse_dates=["DT_ADMISSAO", "DT_TRIAGEM", "DT_1A_OBS", "DT_ALTA"], dayfirst=True)
    return (
        df.rename(columns=str.lower)
        .query("cor_triagem.notna()", engine="python")
        .assign(
            cor_triagem=lambda d: d["cor_triagem"].str.upper().str.strip(),
            espera_triagem_min=lambda d: (d["dt_triagem"] - d["dt_admissao"]).dt.total_seconds() / 60,
            espera_obs_min=lambda d: (d["dt_1a_obs"] - d["dt_triagem"]).dt.total_seconds() / 60,
            permanencia_h=lambda d: (d["dt_alta"] - d["dt_admissao"]).dt.total_seconds() / 3600,
            alvo_min=lambda d: d["cor_triagem"].map(ALVO_MANCHESTER),
        )
        .assign(dentro_alvo=lambda d: d["espera_obs_min"] <= d["alvo_min"])
        .loc[lambda d: d["espera_obs_min"].between(0, 72 * 60)]
    )


def ler_consultas(mes: str) -> pd.DataFrame:
    df = pd.read_excel(ENTRADA / f"consultas_{mes}.xlsx", sheet_name="Pedidos", dtype={"COD_ESPECIALIDADE": str})
    esp = pd.read_csv(ENTRADA / "especialidades.csv", sep=";", dtype={"codigo": str})
    return (
        df.rename(columns=str.lower)
        .merge(esp.rename(columns={"codigo": "cod_especialidade", "nome": "especialidade"}),
               on="cod_especialidade", how="left")
        .assign(
            dias_espera=lambda d: (pd.to_datetime(d["dt_consulta"]) - pd.to_datetime(d["dt_pedido"])).dt.days,
            tmrg=lambda d: d["prioridade"].str.lower().map(TMRG_CONSULTA),
            cumpre_tmrg=lambda d: d["dias_espera"] <= d["tmrg"],
        )
    )


def resumo_urgencia(urg: pd.DataFrame) -> pd.DataFrame:
    return (
        urg.groupby("cor_triagem", observed=True)
        .agg(
            episodios=("episodio", "count"),
            mediana_obs_min=("espera_obs_min", "median"),
            p90_obs_min=("espera_obs_min", lambda s: np.nanpercentile(s, 90)),
            pct_dentro_alvo=("dentro_alvo", "mean"),
            permanencia_media_h=("permanencia_h", "mean"),
        )
        .reindex(list(ALVO_MANCHESTER))
        .round(2)
        .reset_index()
    )


def resumo_consultas(cons: pd.DataFrame) -> pd.DataFrame:
    return (
        cons.groupby(["especialidade", "prioridade"], dropna=False)
        .agg(pedidos=("n_pedido", "nunique"),
             mediana_dias=("dias_espera", "median"),
             pct_cumpre_tmrg=("cumpre_tmrg", "mean"))
        .reset_index()
        .sort_values(["pct_cumpre_tmrg", "pedidos"], ascending=[True, False])
    )


def tendencia_12_meses(mes: str) -> pd.DataFrame:
    """Junta os parquets dos últimos 12 meses já processados (para o gráfico de tendência)."""
    fim = pd.Period(mes, freq="M")
    partes = []
    for k in range(12):
        p = SAIDA / f"urgencia_{(fim - k).strftime('%Y-%m')}.parquet"
        if p.exists():
            partes.append(pd.read_parquet(p))
    if not partes:
        return pd.DataFrame()
    return (
        pd.concat(partes, ignore_index=True)
        .pivot_table(index="mes", columns="cor_triagem", values="pct_dentro_alvo")
        .sort_index()
        .mul(100)
        .round(1)
    )


def main(mes: str) -> None:
    SAIDA.mkdir(parents=True, exist_ok=True)
    urg = ler_urgencia(mes)
    cons = ler_consultas(mes)
    r_urg = resumo_urgencia(urg).assign(mes=mes)
    r_cons = resumo_consultas(cons).assign(mes=mes)
    r_urg.to_parquet(SAIDA / f"urgencia_{mes}.parquet", index=False)
    r_cons.to_parquet(SAIDA / f"consultas_{mes}.parquet", index=False)
    (
        r_cons.query("pedidos >= 10")
        .assign(pct_cumpre_tmrg=lambda d: (d["pct_cumpre_tmrg"] * 100).round(1))
        .to_csv(SAIDA / f"transparencia_consultas_{mes}.csv", sep=";", decimal=",", index=False, encoding="utf-8-sig")
    )
    print(f"{mes}: {len(urg)} episódios de urgência, {len(cons)} pedidos de consulta")
    tendencia = tendencia_12_meses(mes)
    if not tendencia.empty:
        tendencia.to_csv(SAIDA / "tendencia_urgencia_12m.csv", sep=";", decimal=",")
    fora = r_cons[r_cons["pct_cumpre_tmrg"] < 0.5]
    if not fora.empty:
        print("Especialidades com menos de 50% dentro do TMRG:")
        print(fora[["especialidade", "prioridade", "pct_cumpre_tmrg"]].to_string(index=False))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else pd.Timestamp.today().strftime("%Y-%m"))
