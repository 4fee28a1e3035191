In [1]: import pandas as pd

In [2]: import numpy as np

In [3]: log = pd.read_csv("api_latency.csv")

In [4]: log["ts"] = pd.to_datetime(log["ts"], unit="s")

In [5]: def p95(s):
   ...:     return np.percentile(s, 95)
   ...:

In [6]: stats = log.groupby("endpoint")["ms"].agg(["count", "median", p95])

In [7]: stats.sort_values("p95", ascending=False).head()
Out[7]:
              count  median     p95
endpoint
/api/search    5120   230.0  1840.5
/api/orders    2210   145.0   920.0
/api/login     1804    88.0   310.2

In [8]: slow = log[log["ms"] > 1000]

In [9]: for ep, grp in slow.groupby("endpoint"):
   ...:     print(ep, len(grp), grp["ms"].max())
   ...:
/api/search 412 5210.0
/api/orders 37 1630.0

In [10]: slow.to_csv("slow_requests.csv", index=False)
