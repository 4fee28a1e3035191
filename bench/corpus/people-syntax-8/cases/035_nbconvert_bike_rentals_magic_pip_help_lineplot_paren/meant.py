#!/usr/bin/env python
# coding: utf-8

# # Bike rentals: weekdays vs weekends
# 
# Q1 export from the city bike-share portal (`trips_q1.csv`).

# In[1]:


# %matplotlib inline
import pandas as pd
import matplotlib.pyplot as plt
import seaborn as sns

sns.set_theme(style="whitegrid")


# In[2]:


# !pip install pyarrow


# In[3]:


df = pd.read_csv("trips_q1.csv", parse_dates=["started_at", "ended_at"])
# df.head()?


# In[4]:


df["duration_min"] = (df["ended_at"] - df["started_at"]).dt.total_seconds() / 60
df = df[(df["duration_min"] > 1) & (df["duration_min"] < 24 * 60)]
df["weekday"] = df["started_at"].dt.day_name()
df["is_weekend"] = df["started_at"].dt.dayofweek >= 5
df.shape


# ## Trips per hour
# 
# Normalised by the number of weekdays / weekend days in the quarter.

# In[5]:


hourly = (
    df.assign(hour=df["started_at"].dt.hour)
    .groupby(["is_weekend", "hour"])
    .size()
    .rename("trips")
    .reset_index()
)
days = df.groupby("is_weekend")["started_at"].apply(lambda s: s.dt.date.nunique())
hourly["trips_per_day"] = hourly["trips"] / hourly["is_weekend"].map(days)


# In[6]:


fig, ax = plt.subplots(figsize=(10, 4))
sns.lineplot(data=hourly, x="hour", y="trips_per_day", hue="is_weekend", ax=ax)
ax.set(title="Trips per hour", xlabel="hour of day", ylabel="trips per day")
fig.savefig("trips_per_hour.png", dpi=150, bbox_inches="tight")


# In[7]:


top_stations = (
    df[df["is_weekend"]]
    .groupby("start_station_name")
    .size()
    .sort_values(ascending=False)
    .head(10)
)
top_stations
