#!/usr/bin/env python
# coding: utf-8

# ## Smart meter data - ghar ki bijli ka analysis
# Har 15 minute ka reading hai, isko hourly / daily me convert karna hai aur peak dekhna hai

# In[1]:


import pandas as pd
import numpy as np
import matplotlib.pyplot as plt


# In[2]:


raw = pd.read_csv("meter_export_2024.csv", sep=";", decimal=",")
raw.columns = ["timestamp", "kwh", "voltage", "meter_id"]
raw["timestamp"] = pd.to_datetime(raw["timestamp"], format="%d-%m-%Y %H:%M")
raw = raw.set_index("timestamp").sort_index()
raw.head()


# In[3]:


# kuch readings missing hain - kitne?
full_index = pd.date_range(raw.index.min(), raw.index.max(), freq="15min")
missing = full_index.difference(raw.index)
print("missing readings:", len(missing))
raw = raw.reindex(full_index)
raw["kwh"] = raw["kwh"].interpolate(limit=4)


# In[5]:


hourly = raw["kwh"].resample("H").sum()
daily = raw["kwh"].resample("D").sum()
daily.describe()


# In[6]:


# 7 din ka rolling average, taki weekend effect smooth ho jaye
# 18 kWh se upar = high day
daily_df = daily.to_frame("kwh")
daily_df["rolling_7"] = daily_df["kwh"].rolling(7, min_periods=3).mean()
daily_df["level"] = daily_df["kwh"].apply(lambda x: "high" if x > else "normal")
daily_df["level"].value_counts()


# In[7]:


ax = daily_df[["kwh", "rolling_7"]].plot(figsize=(14, 4), alpha=0.8)
ax.set_ylabel("kWh per day")
ax.set_title("Daily consumption (garmi me AC ka effect dikh raha hai)")


# In[9]:


# hour x weekday heatmap - kab sabse zyada bijli jaati hai
hm = (
    hourly.to_frame("kwh")
    .assign(hour=lambda d: d.index.hour, weekday=lambda d: d.index.day_name())
    .pivot_table(index="weekday", columns="hour", values="kwh", aggfunc="mean")
    .reindex(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]))
)
plt.figure(figsize=(14, 4))
plt.imshow(hm, aspect="auto", cmap="magma")
plt.yticks(range(7), hm.index)
plt.xticks(range(24))
plt.colorbar(label="avg kWh")


# In[10]:


# monthly bill estimate - slab rates (DISCOM tariff 2024)
def bill(units):
    slabs = [(100, 3.0), (200, 4.5), (400, 6.5), (float("inf"), 7.0)]
    total, prev = 0.0, 0
    for limit, rate in slabs
        if units <= prev:
            break
        total += (min(units, limit) - prev) * rate
        prev = limit
    return total

monthly = raw["kwh"].resample("M").sum().to_frame("units")
monthly["bill_rs"] = monthly["units"].apply(bill).round(0)
monthly


# In[11]:


# voltage drops - 200V se neeche
low_v = raw[raw["voltage"] < 200]
print(len(low_v), "low voltage readings")
low_v.groupby(low_v.index.date)["voltage"].agg(["min", "count"]).sort_values("count", ascending=False).head(10)
