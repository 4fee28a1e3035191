# Análisis de nitrato en pozos - campaña 2022-2023, cuenca del Aconcagua
# Objetivo: ver si la concentración de NO3 depende de profundidad, distancia al río,
# fracción de arcilla y uso de suelo (agrícola / no agrícola).
# Autor: F. Saavedra (hidrogeología)  --  versión para el informe final
import numpy as np
import pandas as pd
import statsmodels.api as sm
import matplotlib.pyplot as plt
from statsmodels.stats.outliers_influence import variance_inflation_factor
from statsmodels.stats.diagnostic import het_breuschpagan

# ------------------------------------------------------------------
# datos
# ------------------------------------------------------------------
pozos = pd.read_excel("pozos_aconcagua_2023.xlsx", sheet_name="quimica",
                      na_values=["<LD", "s/d", "-"])
pozos = pozos.rename(columns=str.lower)
print(pozos.shape)

# valores bajo el límite de detección -> LD/2 (LD = 0.2 mg/L)
pozos["no3_mgl"] = pozos["no3_mgl"].fillna(0.1)
pozos = pozos[pozos["profundidad_m"] > 0]
pozos["log_no3"] = np.log10(pozos["no3_mgl"])
pozos["agricola"] = (pozos["uso_suelo"].str.lower() == "agricola").astype(int)

variables = ["profundidad_m", "dist_rio_km", "arcilla_frac", "agricola"]
X = pozos[variables]
X = sm.add_constant(X)
y = pozos["log_no3"]

# multicolinealidad
vif = pd.Series([variance_inflation_factor(X.values, i) for i in range(1, X.shape[1])],
                index=variables, name="VIF")
print(vif.round(2))

# ------------------------------------------------------------------
# modelo OLS con errores robustos (HC3, hay heterocedasticidad, ver abajo)
# ------------------------------------------------------------------
modelo = sm.OLS(y, X).fit()
bp_lm, bp_p, _, _ = het_breuschpagan(modelo.resid, modelo.model.exog)
print(f"Breusch-Pagan: LM = {bp_lm:.2f}, p = {bp_p:.3f}")
robusto = modelo.get_robustcov_results(cov_type="HC3")
print(robusto.summary(xname=["const"] + variables))

print("\nEfecto en NO3 (multiplicativo por unidad):")
for nombre, b, p in zip(["const"] + variables, robusto.params, robusto.pvalues):
    if nombre == "const":
        continue
    signif = "***" if p < 0.001 else "**" if p < 0.01 else "*" if p < 0.05 else ""
    print(f"  {nombre:<15} x{10 ** b:6.3f}   p = {p:.4f} {signif}")

print("R² ajustado:", round(modelo.rsquared_adj, 3))

# ------------------------------------------------------------------
# gráficos de diagnóstico
# ------------------------------------------------------------------
influencia = modelo.get_influence()
cook = influencia.cooks_distance[0]
lev = influencia.hat_matrix_diag
std_res = influencia.resid_studentized_internal

fig, axs = plt.subplots(2, 2, figsize=(9, 7))
axs[0, 0].scatter(modelo.fittedvalues, modelo.resid, s=12, alpha=0.7)
axs[0, 0].axhline(0, color="k", lw=0.8)
axs[0, 0].set(xlabel="valores ajustados log10(NO3)", ylabel="residuos", title="Residuos vs ajustados")

sm.qqplot(std_res, line="45", ax=axs[0, 1], markersize=3)
axs[0, 1].set_title("Q-Q residuos estandarizados")

axs[1, 0].scatter(lev, std_res, s=12 + 300 * cook, alpha=0.6, edgecolor="k", linewidth=0.3)
umbral = 4 / len(cook)
for i in np.where(cook > umbral)[0]:
    axs[1, 0].annotate(pozos["id_pozo"].iloc[i], (lev[i], std_res[i]), fontsize=7,
                       xytext=(3, 3), textcoords="offset points")
axs[1, 0].set(xlabel="leverage", ylabel="residuo estandarizado", title="Influencia (tamaño = Cook)")

axs[1, 1].scatter(pozos["profundidad_m"], pozos["no3_mgl"], c=pozos["agricola"], cmap="coolwarm",
                  s=14, edgecolor="none")
axs[1, 1].set_yscale("log")
axs[1, 1].axhline(50, color="r", ls="--", lw=0.8, label="NCh 409 (50 mg/L)")
axs[1, 1].set(xlabel="profundidad (m)", ylabel="NO$_3^-$ (mg/L)", title="NO3 vs profundidad")
axs[1, 1].legend(fontsize=8)

plt.tight_layout()
plt.savefig("diagnostico_ols_no3.png", dpi=200)
print("pozos sobre la norma:", (pozos["no3_mgl"] > 50).sum(), "de", len(pozos))
