# limpeza_redcap.py
# Limpa a exportação do REDCap (estudo ICC-Norte, Serviço de Cardiologia, Porto)
# antes de mandar para a estatística. Antes fazia isto em R, agora em pandas.
# Enf.ª Sofia M.
import sys

import numpy as np
import pandas as pd

ENTRADA = sys.argv[1] if len(sys.argv) > 1 else "ICCNorte_DATA_2024-05-02.csv"
SAIDA = "icc_norte_limpo.csv"

# códigos do REDCap -> texto
SEXO = {1: "M", 2: "F"}
BRACO = {1: "controlo", 2: "intervencao"}
NYHA = {1: "I", 2: "II", 3: "III", 4: "IV"}

df = pd.read_csv(ENTRADA, na.strings=["", "NA", "-99", "UNK"])
print("Linhas lidas:", len(df))

# só a instância de baseline (eventos repetidos ficam para depois)
df = df[df["redcap_event_name"] %in% c("baseline_arm_1", "baseline_arm_2")]
df = df[df["redcap_repeat_instrument"].isna()]

# datas em formato português nalgumas linhas (dd/mm/aaaa), ISO noutras
for col in ["data_inclusao", "data_nasc", "data_eco"]:
    df[col] = pd.to_datetime(df[col], dayfirst=True, errors="coerce")

df["idade"] = ((df["data_inclusao"] - df$data_nasc).dt.days / 365.25).round(1)
df["sexo"] = df["sexo"].map(SEXO)
df["braco"] = df["braco"].map(BRACO)
df["nyha"] = df["nyha"].map(NYHA)

# valores impossíveis passam a NA (erros de digitação no CRF)
limites = {
    "fevi": (5, 80),          # %
    "ntprobnp": (5, 70000),   # pg/ml
    "creatinina": (0.2, 15),  # mg/dl
    "peso": (30, 250),        # kg
}
for col, (lo, hi) in limites.items():
    fora = ~df[col].between(lo, hi) & df[col].notna()
    if fora.any():
        print(f"{col}: {fora.sum()} valor(es) fora de [{lo}, {hi}] -> NA")
    df.loc[fora, col] = np.nan

# elegível = tem FEVI e NT-proBNP e idade >= 18
df[ëlegivel"] = df["fevi"].notna() & df["ntprobnp"].notna() & (df["idade"] >= 18)
resumo = df.groupby("braco")["fevi"].agg(["count", "mean", "median"]).round(1)
print(resumo)

cols = ["record_id", "braco", "sexo", "idade", "nyha", "fevi", "ntprobnp",
        "creatinina", "peso", "elegivel"]
df[cols].to_csv(SAIDA, index=False, sep=";", decimal=",")
print("Gravado:", SAIDA, "-", int(df["elegivel"].sum()), "elegíveis de", len(df))
