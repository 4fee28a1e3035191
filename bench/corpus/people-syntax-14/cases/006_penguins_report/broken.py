# %% [markdown]
# # Palmer penguenleri - istatistik dersi ödev 3
# Ayşe K. - türler arası gaga ölçüleri, ANOVA ve basit regresyon

# %%
import pandas as pd
import numpy as np
import seaborn as sns
import matplotlib.pyplot as plt
from scipy import stats
import statsmodels.formula.api as smf

penguins = sns.load_dataset("penguins")
penguins.head()

# %%
# eksik değerler
print(penguins.isna().sum())
penguins = penguins.dropna(subset=["bill_length_mm", "bill_depth_mm", "sex"])
print("kalan:", len(penguins))

# %%
olcumler = ["bill_length_mm", "bill_depth_mm", "flipper_length_mm", "body_mass_g"]
penguins.groupby("species")[olcumler].agg(["mean", "std")).round(1)

# %%
sns.pairplot(penguins, vars=olcumler, hue="species", corner=True, plot_kws={"s": 12})
plt.suptitle('Palmer Archipelago's penguins - ölçümler', y=1.02)

# %%
# gaga uzunluğu vs derinliği: Simpson paradoksu örneği
fig, axes = plt.subplots(1, 2, figsize=(12, 5), sharey=True)
sns.regplot(data=penguins, x="bill_length_mm", y="bill_depth_mm", ax=axes[0],
            scatter_kws={"s": 10, "color": "gray"})
axes[0].set_title("tüm veri (eğim negatif!)")
sns.scatterplot(data=penguins, x="bill_length_mm", y="bill_depth_mm",
                hue="species" style="sex", ax=axes[1], s=25)
for tur, renk in zip(penguins["species"].unique(), sns.color_palette()):
    alt = penguins[penguins["species"] == tur]
    egim, kesisim, r, p, _ = stats.linregress(alt["bill_length_mm"], alt["bill_depth_mm"])
    xs = np.linspace(alt["bill_length_mm"].min(), alt["bill_length_mm"].max(), 10)
    axes[1].plot(xs, kesisim + egim * xs, color=renk)
axes[1].set_title("türlere göre (eğim pozitif)")
plt.tight_layout()

# %%
# tek yönlü ANOVA: türler arasında gaga uzunluğu farkı
gruplar = [g["bill_length_mm"].values for _, g in penguins.groupby("species")]
f, p = stats.f_oneway(*gruplar)
print(f"F = {f:.1f}, p = {p:.2e}")

# varyans homojenliği
print(stats.levene(*gruplar))

# %%
# post-hoc: Tukey
from statsmodels.stats.multicomp import pairwise_tukeyhsd
tukey = pairwise_tukeyhsd(penguins["bill_length_mm"], penguins["species"])
print(tukey.summary())

# %%
# regresyon: kütle ~ yüzgeç + tür + cinsiyet
model = smf.ols("body_mass_g ~ flipper_length_mm + C(species) + C(sex)", data=penguins).fit()
print(model.summary())

# %%
sns.lmplot(data=penguins, x="flipper_length_mm", y="body_mass_g", hue="species",
           col="sex", height=4, scatter_kws={"s": 10}
plt.savefig("odev3_lmplot.png", dpi=150, bbox_inches="tight")
