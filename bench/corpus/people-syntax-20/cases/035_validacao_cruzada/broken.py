# validacao_cruzada.py - compara modelos para prever evasão de alunos (churn)
# Cientista de dados, equipe de BI da faculdade, Recife.
# Base: evasao_2019_2023.csv (uma linha por aluno-semestre, coluna 'classe' = evadiu 0/1)
import sys
import time

import joblib
import numpy as np
import pandas as pd
from sklearn.compose import ColumnTransformer
from sklearn.ensemble import GradientBoostingClassifier, RandomForestClassifier
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import accuracy_score, f1_score, roc_auc_score
from sklearn.model_selection import StratifiedKFold
from sklearn.pipeline import Pipeline
from sklearn.preprocessing import OneHotEncoder, StandardScaler

SEMENTE = 2024
K = 5
NUMERICAS = ["idade", "cr_acumulado", "faltas_pct", "creditos_cursados", "renda_familiar"]
CATEGORICAS = ["curso", "turno", "forma_ingresso", "bolsa"]

MODELOS = {
    "logistica": LogisticRegression(max_iter=2000, class_weight="balanced"),
    "floresta": RandomForestClassifier(
        n_estimators=400,
        min_samples_leaf=3,
        class_weight="balanced_subsample",
        n_jobs=-1,
        random_state=SEMENTE,
    "gboost": GradientBoostingClassifier(
        n_estimators=300,
        learning_rate=0.05,
        max_depth=3,
        subsample=0.8,
        random_state=SEMENTE,
    ),
}

METRICAS = {
    "acurácia": lambda y, p, s: accuracy_score(y, p),
    "f1": lambda y, p, s: f1_score(y, p),
    "auc": lambda y, p, s: roc_auc_score(y, s),
}


def pipeline(modelo):
    prep = ColumnTransformer([
        ("num", StandardScaler(), NUMERICAS),
        ("cat", OneHotEncoder(handle_unknown="ignore"), CATEGORICAS),
    ])
    return Pipeline([("prep", prep), ("modelo", modelo)])


def avaliar(nome, modelo, X, y, folds):
    resultados = {m: [] for m in METRICAS}
    inicio = time.time()
    for i, (tr, te) in enumerate(folds, 1):
        pipe = pipeline(modelo)
        pipe.fit(X.iloc[tr], y.iloc[tr])
        prob = pipe.predict_proba(X.iloc[te])[:, 1]
        pred = (prob >= 0.5).astype(int)
        for m, f in METRICAS.items():
            resultados[m].append(f(y.iloc[te], pred, prob))
        print(f"  {nome} fold {i}/{K}: auc {resultados['auc'][-1]:.3f}", file=sys.stderr)
    resultados["tempo_s"] = [time.time() - inicio]
    return resultados


def main(caminho="evasao_2019_2023.csv"):
    df = pd.read_csv(caminho, sep=";", decimal=",")
    df = df.dropna(subset=["classe"])
    X = df.drop(columns=[çlasse'])
    y = df["classe"].astype(int)
    print(f"{len(df)} linhas, evasão {y.mean():.1%}")

    # mesmos folds para todos os modelos, senão a comparação não é justa
    skf = StratifiedKFold(n_splits=K, shuffle=True, random_state=SEMENTE)
    folds = list(skf.split(X, y))
    todos = {nome: avaliar(nome, modelo, X, y, folds) for nome, modelo in MODELOS.items()}

    largura = max(len(n) for n in todos) + 2
    cabecalho = f"{'modelo':<{largura}}" + "".join(f"{m:>16}" for m in METRICAS) + f"{'tempo':>9}"
    print("\n" + cabecalho)
    print("-" * len(cabecalho))
    for nome, res in todos.items():
        linha = f"{nome:<{largura}"
        for m in METRICAS:
            linha += f"{np.mean(res[m]):>9.3f} ± {np.std(res[m]):.3f}"
        linha += f"{res['tempo_s'][0]:>8.0f}s"
        print(linha)

    # o comitê pediu AUC como critério (a base é desbalanceada)
    melhor = max(todos, key=lambda n: np.mean(todos[n]["auc"]))
    print(f"\nmelhor por AUC: {melhor}; treinando na base inteira e salvando...")
    final = pipeline(MODELOS[melhor]).fit(X, y)
    joblib.dump(final, f"modelo_evasao_{melhor}.joblib")


if __name__ == "__main__":
    main(*sys.argv[1:2])
