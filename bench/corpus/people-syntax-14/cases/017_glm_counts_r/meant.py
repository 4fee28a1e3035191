"""Poisson / negatív binomiális regresszió a kórházi felvételek számára.

R-ben ez 5 sor volt (glm(..., family = poisson)), statsmodels-ben kicsit hosszabb.
Szerző: Nagy Eszter, biostatisztika
"""
import numpy as np
import pandas as pd
import statsmodels.api as sm
import statsmodels.formula.api as smf
import matplotlib.pyplot as plt

adat = pd.read_csv("felvetelek_heti.csv", parse_dates=["het"])
adat["ev"] = adat["het"].dt.year
adat["het_sorszam"] = adat["het"].dt.isocalendar().week.astype(int)
adat["telen"] = adat["het_sorszam"].isin(list(range(1, 10)) + list(range(48, 54)))
adat["log_lakos"] = np.log(adat["lakosszam"])
print(adat.head())
print(adat.describe())

# hiányzó hőmérséklet -> kihagyjuk, mint R-ben a na.omit
adat = adat.dropna(subset=["homerseklet", "influenza_index"])


def illeszt(formula, csalad):
    modell = smf.glm(formula, data=adat, family=csalad, offset=adat["log_lakos"])
    return modell.fit()


formula = "felvetel ~ homerseklet + influenza_index + C(korhaz) + telen"
pois = illeszt(formula, sm.families.Poisson())
print(pois.summary())

# túlszórás: Pearson chi2 / df
tulszoras = pois.pearson_chi2 / pois.df_resid
print("túlszórás: %.2f" % tulszoras)

if tulszoras > 1.5:
    # alpha becslése momentumokkal, aztán negatív binomiális
    mu = pois.mu
    alpha_becsles = np.sum(((adat["felvetel"] - mu) ** 2 - mu) / mu**2) / pois.df_resid
    nb = illeszt(formula, sm.families.NegativeBinomial(alpha=alpha_becsles))
    vegso = nb
    print("negatív binomiális, alpha = %.3f" % alpha_becsles)
else:
    vegso = pois

# incidencia-arány (IRR) konfidencia-intervallummal, mint exp(cbind(coef, confint))
irr = pd.DataFrame({
    "IRR": np.exp(vegso.params),
    "also": np.exp(vegso.conf_int()[0]),
    "felso": np.exp(vegso.conf_int()[1]),
    "p": vegso.pvalues,
})
print(irr.round(3))

# AIC összehasonlítás
print("AIC Poisson: %.1f" % pois.aic)
print("AIC végső:   %.1f" % vegso.aic)

# reziduumok ábrája
fig, ax = plt.subplots(1, 2, figsize=(11, 4))
ax[0].scatter(vegso.fittedvalues, vegso.resid_pearson, s=6, alpha=0.5)
ax[0].axhline(0, color="k", lw=0.7)
ax[0].set_xlabel("illesztett")
ax[0].set_ylabel("Pearson reziduum")
sm.qqplot(vegso.resid_deviance, line="45", ax=ax[1])
ax[1].set_title("deviancia reziduumok Q-Q")
plt.tight_layout()

# előrejelzés télre, kórházanként
uj = adat[adat["ev"] == adat["ev"].max()].copy()
uj["varhato"] = vegso.predict(uj, offset=uj["log_lakos"])
osszesites = uj.groupby("korhaz").agg(megfigyelt=("felvetel", "sum"),
                                      varhato=("varhato", "sum"))
osszesites["arany"] = osszesites["megfigyelt"] / osszesites["varhato"]
print(osszesites.sort_values("arany", ascending=False))
