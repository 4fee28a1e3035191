# %% [markdown]
# # Pronóstico de ventas semanales - tiendas zona norte
# Exploración rápida antes de pasar el modelo a producción (VS Code, celdas `# %%`)

# %%
import pandas as pd
import numpy as np
import matplotlib.pyplot as plt
from statsmodels.tsa.holtwinters import ExponentialSmoothing

RUTA = "data/ventas_tiendas_2021_2024.parquet"
HORIZONTE = 8  # semanas

# %%
ventas = pd.read_parquet(RUTA)
ventas["fecha"] = pd.to_datetime(ventas["fecha"])
ventas = ventas[ventas["zona"] == "NORTE"]
ventas.tail()

# %%
# agregamos a semana (lunes) y por tienda
semanal = (
    ventas.set_index("fecha")
    .groupby("tienda")["importe"]
    .resample("W-MON")
    .sum()
    .reset_index()
)
semanal.head(10)

# %%
def mape(real, pred):
    real, pred = np.asarray(real), np.asarray(pred)
    mask = real != 0
    return np.mean(np.abs((real[mask] - pred[mask]) / real[mask]))


def pronosticar(serie, horizonte=HORIZONTE):
    modelo = ExponentialSmoothing(
        serie,
        trend="add",
        seasonal="add",
        seasonal_periods=52,
        initialization_method="estimated",
    ).fit()
    return modelo.forecast(horizonte)


# %%
resultados = []
for tienda, grupo in semanal.groupby("tienda"):
    serie = grupo.set_index("fecha")["importe"].asfreq("W-MON").fillna(0)
    if len(serie) < 2 * 52 + HORIZONTE:
        print(f"{tienda}: pocos datos ({len(serie)} semanas), se salta")
        continue
    train, test = serie[:-HORIZONTE], serie[-HORIZONTE:]
    pred = pronosticar(train)
    error = mape(test, pred)
    resultados.append({"tienda": tienda, "mape": error, "ultima_semana": serie.index[-1]})
    print(f"{tienda}: MAPE {error:.1%}")

# %%
res = pd.DataFrame(resultados).sort_values("mape")
res

# %%
# las 4 peores tiendas - gráfico real vs pronóstico
peores = res.tail(4)["tienda"].tolist()
fig, axes = plt.subplots(2, 2, figsize=(14, 8), sharex=False)
for ax, tienda in zip(axes.ravel(), peores):
    serie = (semanal[semanal["tienda"] == tienda]
             .set_index("fecha")["importe"]
             .asfreq("W-MON")
             .fillna(0))
    train, test = serie[:-HORIZONTE], serie[-HORIZONTE:]
    pred = pronosticar(train)
    ax.plot(train.index[-52:], train[-52:], color="gray", label="histórico")
    ax.plot(test.index, test, color="black", label="real")
    ax.plot(pred.index, pred, color="tab:orange", ls="--", label="pronóstico")
    ax.set_title(f"{tienda} (MAPE {mape(test, pred):.1%})")
axes[0, 0].legend()
plt.tight_layout()

# %%
# pronóstico final con toda la serie, para el reporte de compras
finales = {}
for tienda in res["tienda"]:
    serie = semanal[semanal["tienda"] == tienda].set_index("fecha")["importe"].asfreq("W-MON").fillna(0)
    finales[tienda] = pronosticar(serie).round(0)
tabla = pd.DataFrame(finales).T
tabla.columns = [c.strftime("%d/%m") for c in tabla.columns]
tabla.to_excel("salida/pronostico_norte.xlsx")
