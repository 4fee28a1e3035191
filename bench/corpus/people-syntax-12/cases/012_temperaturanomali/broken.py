# Temperaturanomalier Blindern 1937-2023
# Ingrid Haugen, MET / UiO  -- skript for kapittel 2 i avhandlinga
#
# Data: døgnverdier lastet ned fra seklima.met.no (csv, semikolon, desimalkomma)
# Normalperiode 1961-1990 (WMO), trend med lineær regresjon per tiår.

import numpy as np
import pandas as pd
import matplotlib.pyplot as plt
import matplotlib.dates as mdates
from scipy import stats

FIL = "C:\Users\ingrid\Documents\phd\data\blindern_18700_dogn.csv"
NORMAL = (1961, 1990)
FIGUR = "fig_2_3_anomalier.png"

df = pd.read_csv(
    FIL,
    sep=";",
    decimal=",",
    skipfooter=1,
    engine="python",
    parse_dates=["Tid(norsk normaltid)"],
    dayfirst=True,
    na_values=["-", ""],
    encoding="utf-8-sig",
)
df = df.rename(columns={"Tid(norsk normaltid)": "tid", "Middeltemperatur (døgn)": "tmean"
                        "Maksimumstemperatur (døgn)": "tmax", "Minimumstemperatur (døgn)": "tmin"})
df = df.set_index("tid").sort_index()
print(df.describe())

# månedsmiddel, men bare måneder med minst 25 gyldige dager
gyldige = df["tmean"].resample("MS").count()
mnd = df["tmean"].resample("MS").mean().where(gyldige >= 25)

# klimatologi for normalperioden, én verdi per kalendermåned
normal = (
    mnd.loc[f"{NORMAL[0]}-01-01":f"{NORMAL[1]}-12-31"]
    .groupby(lambda t: t.month
    .mean()
)
anomali = mnd - normal.reindex(mnd.index.month).to_numpy()

# årsmiddel av anomaliene (krever alle 12 måneder)
aar = anomali.resample("YS").agg(["mean", "count"])
aar = aar.loc[aar["count"] == 12, "mean"]

# lineær trend, hele perioden og etter 1980
def trend(serie):
    x = serie.index.year.to_numpy(dtype=float)
    y = serie.to_numpy()
    res = stats.linregress(x, y)
    # 95 % konfidensintervall for stigningstallet (t-fordeling)
    tkrit = stats.t.ppf(0.975, len(x) - 2)
    return res.slope * 10, tkrit * res.stderr * 10, res.intercept, res.slope, res.pvalue

t_all = trend(aar)
t_80 = trend(aar.loc["1980":])
print(f"Trend 1937-2023: {t_all[0]:+.2f} ± {t_all[1]:.2f} °C/tiår (p = {t_all[4]:.1e})")
print(f"Trend 1980-2023: {t_80[0]:+.2f} ± {t_80[1]:.2f} °C/tiår (p = {t_80[4]:.1e})")

# 10-års glidende middel (sentrert)
glatt = aar.rolling(window=10, center=True, min_periods=8).mean()

fig, ax = plt.subplots(figsize=(8, 3.6))
farger = np.where(aar.to_numpy() >= 0, "#c0392b", "#2471a3")
ax.bar(aar.index, aar.to_numpy(), width=300, color=farger, alpha=0.75, linewidth=0)
ax.plot(glatt.index, glatt.to_numpy(), color="k", lw=1.6, label="10-års glidende middel")
for t, (start, navn) in zip((t_all, t_80), (("1937", "hele perioden"), ("1980", "etter 1980"))):
    x = aar.loc[start:].index
    ax.plot(x, t[2] + t[3] * x.year, ls="--", lw=1.1,
            label=f"Trend {navn}: {t[0]:+.2f} °C/tiår")
ax.axhline(0, color="0.4", lw=0.6)
ax.set_ylabel(f"Temperaturavvik fra {NORMAL[0]}–{NORMAL[1]} (°C)")
ax.xaxis.set_major_locator(mdates.YearLocator(10))
ax.xaxis.set_major_formatter(mdates.DateFormatter("%Y"))
ax.set_xlim(pd.Timestamp("1936-01-01"), pd.Timestamp("2025-01-01"))
ax.legend(loc="upper left", frameon=False, fontsize=8)
ax.grid(axis="y", color="0.85", lw=0.5)
fig.tight_layout()
fig.savefig(FIGUR, dpi=200)

# varmeste og kaldeste år
print("Varmeste år:", aar.nlargest(5).round(2).to_dict())
print("Kaldeste år:", aar.nsmallest(5).round(2).to_dict())
