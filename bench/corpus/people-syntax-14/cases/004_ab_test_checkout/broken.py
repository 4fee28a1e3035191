#!/usr/bin/env python
# coding: utf-8

# # A/B-test nieuwe checkout-knop (maart)
# Variant A = oude oranje knop, B = groene knop met "Direct afrekenen".
# Vraag van product: is de conversie echt hoger, en geldt dat ook op mobiel?

# In[1]:


import numpy as np
import pandas as pd
from scipy import stats
import matplotlib.pyplot as plt
import seaborn as sns


# In[2]:


sessies = pd.read_csv("export_ab_checkout_2024-03.csv")
print(sessies.shape)
sessies.head()


# In[4]:


# dubbele bezoekers eruit: alleen de eerste sessie per bezoeker telt
sessies = sessies.sort_values("start").drop_duplicates("visitor_id", keep="first")
sessies["geconverteerd"] = sessies["orders"] > 0
sessies.groupby("variant")["geconverteerd"].agg(["mean", "sum", "count"])


# In[5]:


%%time
# bootstrap van het verschil in conversie (10k keer, duurt ~20 s)
rng = np.random.default_rng(42)
a = sessies.loc[sessies["variant"] = "A", "geconverteerd"].to_numpy()
b = sessies.loc[sessies["variant"] == "B", "geconverteerd"].to_numpy()
verschillen = np.empty(10_000)
for i in range(len(verschillen)):
    verschillen[i] = rng.choice(b, len(b)).mean() - rng.choice(a, len(a)).mean()
ci = np.percentile(verschillen, [2.5, 97.5])
print("verschil B-A:", b.mean() - a.mean(), "95% BI:", ci)


# In[6]:


# chi-kwadraat op de 2x2 tabel
tabel = pd.crosstab(sessies["variant"], sessies["geconverteerd"])
chi2, p, dof, verwacht = stats.chi2_contingency(tabel)
print "chi2 = %.2f, p = %.4f" % (chi2, p)


# In[7]:


# per apparaat (desktop / mobiel / tablet)
rijen = []
for apparaat, groep in sessies.groupby("device"):
    t = pd.crosstab(groep["variant"], groep["geconverteerd"])
    if t.shape != (2, 2):
        continue
    _, p_app, _, _ = stats.chi2_contingency(t)
    conv = groep.groupby("variant")["geconverteerd"].mean()
    rijen.append({"device": apparaat, "conv_A": conv["A"], "conv_B": conv["B"],
                  "lift": conv["B"] / conv["A"] - 1, "p": p_app, "n": len(groep)})
per_apparaat = pd.DataFrame(rijen)
per_apparaat


# In[8]:


# Bonferroni, we testen 3 apparaten
per_apparaat["p_bonf"] = np.minimum(per_apparaat["p"] * len(per_apparaat), 1.0)
per_apparaat["significant"] = per_apparaat["p_bonf"] < 0.05
per_apparaat.round(4)


# In[10]:


fig, ax = plt.subplots(1, 2, figsize=(12, 4))
sns.histplot(verschillen, bins=60, ax=ax[0], color="teal")
ax[0].axvline(0, color="k", ls=":")
ax[0].set_title("bootstrap verschil conversie (B - A)")
sns.barplot(data=sessies, x="device", y="geconverteerd", hue="variant", ax=ax[1], errorbar=("ci", 95))
ax[1].set_ylabel("conversie")
plt.tight_layout()
plt.savefig("ab_checkout_maart.png", dpi=120)
