import pandas as pd

import numpy as np

log = pd.read_csv("api_latency.csv")

log["ts"] = pd.to_datetime(log["ts"], unit="s")

def p95(s):
    return np.percentile(s, 95)


stats = log.groupby("endpoint")["ms"].agg(["count", "median", p95])

stats.sort_values("p95", ascending=False).head()

slow = log[log["ms"] > 1000]

for ep, grp in slow.groupby("endpoint"):
    print(ep, len(grp), grp["ms"].max())


slow.to_csv("slow_requests.csv", index=False)
