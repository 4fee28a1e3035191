#!/usr/bin/env python
# coding: utf-8

# # Customer survey 2024 - first pass
# Questions q1..q12 are 1-5 Likert items, q13 is free text.

# In[1]:


# !pip install pandas seaborn --quiet


# In[2]:


import pandas as pd
import numpy as np
import seaborn as sns
import matplotlib.pyplot as plt

%matplotlib inline
sns.set_theme(style="whitegrid")


# In[3]:


raw = pd.read_csv("survey_2024.csv", sep=";", encoding="latin-1")
raw.shape


# In[4]:


RENAME = {
    "Timestamp": "ts",
    "Which store do you usually visit?": "store",
    "How old are you?": "age_band",
    "Anything else you want to tell us?": "q13",
}
df = raw.rename(columns=RENAME)
likert = [c for c in df.columns if c.startswith("q") and c != "q13"]
df[likert] = df[likert].apply(pd.to_numeric, errors="coerce")
df = df.dropna(subset=likert, how="all")
len(df)


# In[5]:


# Sanne's question in Slack: “which store scores lowest on q4 (waiting time)?”
by_store = df.groupby("store")[likert].mean().round(2)
by_store.sort_values("q4").head(3)


# In[6]:


groups = {
    "service": ["q1", "q2", "q3", "q4"],
    "product": ["q5", "q6", "q7", "q8"],
    "price": ["q9", "q10", "q11", "q12"],
}
all_items = [*qs for qs in groups.values()]
assert sorted(all_items) == sorted(likert), "question groups don't cover all items"
for name, qs in groups.items():
    df[name] = df[qs].mean(axis=1)
df[list(groups)].describe()


# In[7]:


labels = {1: "very unhappy", 2: "unhappy" 3: "neutral", 4: "happy", 5: "very happy"}
df["overall"] = df[list(groups)].mean(axis=1).round().map(labels)
df["overall"].value_counts(normalize=True).round(3)


# In[8]:


fig, ax = plt.subplots(figsize=(9, 5))
long = df.melt(id_vars="store", value_vars=list(groups))
sns.boxplot(data=long, x="variable", y="value", hue="store", ax=ax)
ax.set_title(“Scores per area and store (1 = very unhappy, 5 = very happy)”)
ax.set_xlabel("")
fig.savefig("fig_scores_by_store.png", dpi=120, bbox_inches="tight")


# In[9]:


comments = df["q13"].dropna().str.strip()
comments = comments[comments.str.len() > 20]
print(len(comments), "useful comments")
for c in comments.sample(min(5, len(comments)), random_state=1):
    print("-", c[:120])
