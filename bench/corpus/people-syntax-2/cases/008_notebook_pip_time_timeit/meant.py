#!/usr/bin/env python
# coding: utf-8

# # Regional sales - Q3 clean-up
# Exported from sales_q3.ipynb

# In[1]:


# !pip install openpyxl


# In[2]:


import pandas as pd
import numpy as np

RAW = "data/sales_q3.xlsx"


# In[3]:


# %%time
df = pd.read_excel(RAW, sheet_name="orders", engine="openpyxl")
df.columns = [c.strip().lower().replace(" ", "_") for c in df.columns]
df.shape


# In[4]:


def clean(frame):
    frame = frame.dropna(subset=["order_id", "region"])
    frame["region"] = frame["region"].str.title().str.strip()
    frame["amount"] = pd.to_numeric(frame["amount"], errors="coerce").fillna(0)
    frame = frame[frame["amount"] > 0]
    return frame.drop_duplicates("order_id")


# In[5]:


# %timeit clean(df.copy())


# In[6]:


sales = clean(df)
summary = (
    sales.groupby("region")["amount"]
    .agg(["count", "sum", "mean"])
    .sort_values("sum", ascending=False)
)
summary["share"] = np.round(summary["sum"] / summary["sum"].sum() * 100, 1)
summary


# In[7]:


summary.to_csv("out/region_summary_q3.csv")
print("wrote", len(summary), "regions")
