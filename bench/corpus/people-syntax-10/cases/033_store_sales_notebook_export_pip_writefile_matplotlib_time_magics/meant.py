#!/usr/bin/env python
# coding: utf-8

# # Store sales: LightGBM baseline
# Daily sales per store and product family, validated on the last 16 days.

# In[1]:


# !pip install -q lightgbm==4.3.0


# In[2]:


# %%writefile features.py
import numpy as np
import pandas as pd


def add_calendar(df):
    df = df.copy()
    df["dow"] = df["date"].dt.dayofweek
    df["month"] = df["date"].dt.month
    df["payday"] = ((df["date"].dt.day == 15) | df["date"].dt.is_month_end).astype(int)
    return df


def add_lags(df, lags=(16, 21, 28)):
    df = df.sort_values(["store_nbr", "family", "date"]).copy()
    grp = df.groupby(["store_nbr", "family"])["sales"]
    for lag in lags:
        df[f"lag_{lag}"] = grp.shift(lag)
    df["roll_mean_28"] = grp.transform(lambda s: s.shift(16).rolling(28).mean())
    return df


# In[3]:


# %matplotlib inline
import lightgbm as lgb
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd
from features import add_calendar, add_lags

train = pd.read_csv("../input/store-sales-time-series-forecasting/train.csv", parse_dates=["date"])
train = add_lags(add_calendar(train))
train["family"] = train["family"].astype("category")
train.head()


# In[4]:


cutoff = train["date"].max() - pd.Timedelta(days=16)
features = ["store_nbr", "family", "onpromotion", "dow", "month", "payday",
            "lag_16", "lag_21", "lag_28", "roll_mean_28"]
tr = train[train["date"] <= cutoff].dropna(subset=features)
va = train[train["date"] > cutoff]
model = lgb.LGBMRegressor(n_estimators=600, learning_rate=0.05, num_leaves=63,
                          objective="tweedie", verbose=-1)
model.fit(tr[features], np.log1p(tr["sales"]))


# In[5]:


pred = np.expm1(model.predict(va[features])).clip(0)
rmsle = np.sqrt(np.mean((np.log1p(pred) - np.log1p(va["sales"])) ** 2))
print(f"validation RMSLE: {rmsle:.4f}")
lgb.plot_importance(model, max_num_features=10)
plt.tight_layout()
