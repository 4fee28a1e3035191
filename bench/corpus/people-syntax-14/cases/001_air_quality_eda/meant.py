#!/usr/bin/env python
# coding: utf-8

# # Jakość powietrza - Kraków, sezon grzewczy 2023/24
# Dane z czujników GIOŚ + Airly, eksport z Jupytera (wersja dla Marty)

# In[1]:


import pandas as pd
import numpy as np
import matplotlib.pyplot as plt
import seaborn as sns

# %matplotlib inline
sns.set_theme(style="whitegrid")


# In[2]:


df = pd.read_csv("dane/krakow_pm_2023_2024.csv", parse_dates=["czas"])
df.head()


# In[3]:


df.info()
df.describe()


# In[14]:


# czujniki z dziurami w danych - wyrzucamy te z < 80% pomiarów
coverage = df.groupby("stacja")["pm25"].apply(lambda s: s.notna().mean())
good_stations = coverage[coverage >= 0.8].index.tolist()
print(len(good_stations), "stacji zostaje")
df = df[df["stacja"].isin(good_stations)].copy()


# In[5]:


df["dzien"] = df["czas"].dt.date
df["godzina"] = df["czas"].dt.hour
df["miesiac"] = df["czas"].dt.to_period("M")

# normy WHO 2021 (średnia dobowa)
NORMY = {"pm25": 15, "pm10": 45, "no2": 25}


# In[6]:


dobowe = (
    df.groupby(["stacja", "dzien"])
    .agg({"pm25": "mean", "pm10": "mean", "no2": "mean", "temp": "min"})
    .reset_index()
)
dobowe.head()


# In[9]:


# ile dni z przekroczeniem normy, per stacja
for zw, norma in NORMY.items():
    dobowe[zw + "_przekr"] = dobowe[zw] > norma

przekroczenia = dobowe.groupby("stacja")[["pm25_przekr", "pm10_przekr", "no2_przekr"]].sum()
przekroczenia.sort_values("pm25_przekr", ascending=False)


# In[10]:


fig, ax = plt.subplots(figsize=(12, 5))
for st in good_stations[:6]:
    sub = dobowe[dobowe["stacja"] == st]
    ax.plot(pd.to_datetime(sub["dzien"]), sub["pm25"], label=st, linewidth=1)
ax.axhline(NORMY["pm25"], color="red", linestyle="--", label="norma WHO")
ax.set_ylabel("PM2.5 [µg/m³]")
ax.legend(ncol=3, fontsize=8)
plt.tight_layout()


# In[11]:


# temperatura vs pm25 - czy mrozy = smog?
plt.figure(figsize=(7, 6))
sns.scatterplot(data=dobowe, x="temp", y="pm25", hue="stacja", s=12, alpha=0.6, legend=False)
plt.xlabel("temperatura minimalna [°C]")
plt.ylabel("PM2.5 średnia dobowa")
r = dobowe[["temp", "pm25"]].corr().iloc[0, 1]
plt.title(f"r = {r:.2f}")


# In[12]:


profil = df.groupby(["godzina"])[["pm25", "pm10"]].median()
profil.plot(marker="o", figsize=(9, 4))
plt.xticks(range(0, 24, 2))
plt.title("Profil dobowy (mediana, wszystkie stacje)")


# In[ ]:


miesiecznie = df.pivot_table(index="miesiac", columns="stacja", values="pm25", aggfunc="mean")
plt.figure(figsize=(10, 6))
sns.heatmap(miesiecznie.T, cmap="rocket_r", annot=True, fmt=".0f")
plt.savefig("wykresy/heatmap_miesiace.png", dpi=150)
