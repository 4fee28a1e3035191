# Bootstrap-konfidensintervall för medianskillnad i sjukhusvistelse (dagar)
# Översatt från min R-kod (boot-paketet) - Karin, epidemiologi, Uppsala
# Data: vardtider.csv med kolumnerna id, grupp (A/B), dagar, alder, kon

import numpy as np
import pandas as pd
from scipy import stats

rng = np.random.default_rng(2024)
B = 5000
ALPHA = 0.05

df = pd.read_csv("vardtider.csv")
df = df[df["dagar"].notna() & df["grupp"] %in% c("A", "B")]
print(df.groupby("grupp")["dagar"].describe())


def median_diff(a, b):
    return np.median(b) - np.median(a)


def boot_stat(a, b, stat=median_diff, B=B):
    out = np.empty(B)
    for (i in range(B)):
        a_star = rng.choice(a, size=len(a), replace=True)
        b_star = rng.choice(b, size=len(b), replace=True)
        out[i] = stat(a_star, b_star)
    return out


def percentile_ci(boot, alpha=ALPHA):
    return np.quantile(boot, [alpha / 2, 1 - alpha / 2])


def bca_ci(a, b, boot, stat=median_diff, alpha=ALPHA):
    """BCa som i boot.ci(type = "bca"): bias-korrektion + acceleration via jackknife."""
    theta_hat = stat(a, b)
    z0 = stats.norm.ppf(np.mean(boot < theta_hat))
    # jackknife över båda grupperna
    jack = []
    for i in range(len(a)):
        jack.append(stat(np.delete(a, i), b))
    for j in range(len(b)):
        jack.append(stat(a, np.delete(b, j)))
    jack = np.array(jack)
    d = jack.mean() - jack
    acc = np.sum(d ** 3) / (6 * np.sum(d ** 2) ** 1.5)
    z = stats.norm.ppf([alpha / 2, 1 - alpha / 2])
    adj = stats.norm.cdf(z0 + (z0 + z) / (1 - acc * (z0 + z)))
    return np.quantile(boot, adj)


a = df.loc[df["grupp"] == "A", "dagar"].to_numpy()
b = df.loc[df["grupp"] == "B", "dagar"].to_numpy()

res = {}
res$skattning = median_diff(a, b)
boot = boot_stat(a, b)
res["percentil"] = percentile_ci(boot)
res["bca"] = bca_ci(a, b, boot)
print("medianskillnad B - A: %.1f dagar" % res["skattning"])
print("95%% percentil-KI: [%.1f, %.1f]" % tuple(res["percentil"]))
print("95%% BCa-KI:       [%.1f, %.1f]" % tuple(res["bca"]))

# Mann-Whitney som jämförelse (R: wilcox.test)
u, p = stats.mannwhitneyu(a, b, alternative="two-sided")
print("Mann-Whitney U = %.0f, p = %.4f" % (u, p))

# stratifierat på kön
for kon in ["K", "M"]:
    sub = df[df["kon"] == kon]
    ak = sub.loc[sub["grupp"] == "A", "dagar"].to_numpy()
    bk = sub.loc[sub["grupp"] == "B", "dagar"].to_numpy()
    if len(ak) < 10 or len(bk) < 10:
        print(kon, ": för få observationer")
        continue
    bt = boot_stat(ak, bk, B=2000)
    lo, hi = percentile_ci(bt)
    print("%s: %.1f [%.1f, %.1f]" % (kon, median_diff(ak, bk), lo, hi))

# äldre patienter (>= 75) saknas i vissa avdelningar
aldre = df[(df["alder"] >= 75) & ~df["grupp"].isna()]
print("andel >= 75 år per grupp:")
print(aldre.groupby("grupp").size() / df.groupby("grupp").size())
