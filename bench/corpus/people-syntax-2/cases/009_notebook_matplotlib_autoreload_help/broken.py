# coding: utf-8
# Soil moisture sensors - first look (exported from moisture.ipynb)

%matplotlib inline
%load_ext autoreload
%autoreload 2

import matplotlib.pyplot as plt
import pandas as pd

from sensorlib import load_readings  # our package, still changing a lot

# In[2]:

readings = load_readings("data/moisture_2024-05.parquet")
readings["ts"] = pd.to_datetime(readings["ts"], utc=True)
readings = readings.set_index("ts").sort_index()
readings.head()

# In[3]:

pd.DataFrame.resample?
hourly = readings.groupby("sensor_id")["moisture"].resample("1h").mean().unstack(0)
hourly.describe()

# In[4]:

dry = hourly.columns[(hourly < 0.18).mean() > 0.25]
print(f"{len(dry)} sensors are below 18% more than a quarter of the time:", list(dry))

# In[5]:

fig, axes = plt.subplots(2, 1, figsize=(12, 7), sharex=True)
hourly.plot(ax=axes[0], legend=False, alpha=0.4)
axes[0].set_ylabel("volumetric water content")
axes[0].axhline(0.18, color="red", linestyle="--")
hourly[dry].plot(ax=axes[1])
axes[1].set_title("dry sensors")
fig.tight_layout()
fig.savefig("figures/moisture_overview.png", dpi=150)
