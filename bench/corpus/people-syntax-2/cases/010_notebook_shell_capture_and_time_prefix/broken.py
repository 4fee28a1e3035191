# Merge the daily API dumps into one table (from merge_dumps.ipynb)
import json
import os

import pandas as pd

# In[1]:

files = !ls data/raw/*.json
print(len(files), "dump files")

# In[2]:


def load_dump(path):
    with open(path, encoding="utf-8") as fh:
        payload = json.load(fh)
    frame = pd.json_normalize(payload["results"])
    frame["dump_date"] = os.path.basename(path)[:10]
    return frame


def merge_all(paths):
    frames = [load_dump(p) for p in paths]
    merged = pd.concat(frames, ignore_index=True)
    merged = merged.drop_duplicates(subset=["id", "dump_date"])
    return merged.sort_values(["dump_date", "id"])


# In[3]:

%time merged = merge_all(files)
merged.info()

# In[4]:

!mkdir -p out
merged.to_parquet("out/merged.parquet", index=False)
per_day = merged.groupby("dump_date").size()
per_day.to_csv("out/rows_per_day.csv")
print(per_day.tail())
