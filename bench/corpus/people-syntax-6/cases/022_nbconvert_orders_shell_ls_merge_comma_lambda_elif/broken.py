#!/usr/bin/env python
# coding: utf-8

# In[1]:


import pandas as pd
get_ipython().run_line_magic('matplotlib', 'inline')


# In[2]:


orders = pd.read_csv("data/orders.csv")
customers = pd.read_csv("data/customers.csv")


# In[3]:


merged = pd.merge(orders, customers, on="customer_id" how="left")
merged["total"] = merged["quantity"] * merged["unit_price"]


# In[4]:


merged["size"] = merged["total"].apply(lambda t: "large" if t > 500 elif "medium" if t > 100 else "small")
merged["size"].value_counts()


# In[5]:


per_country = merged.groupby("country")["total"].sum().sort_values(ascending=False)
per_country.head(10)


# new cells copied from the notebook

!ls data/
returns = pd.read_csv("data/returns.csv")
merged = merged.merge(returns[["order_id", "returned"]], on="order_id", how="left")
merged["returned"] = merged["returned"].fillna(False)
print(merged.groupby("size")["returned"].mean())

merged.to_parquet("data/orders_enriched.parquet")
