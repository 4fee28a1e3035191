"""Data-science / notebook users: code copied out of Jupyter, IPython, Colab (cases 015-022).

Policy (see README): `In [n]:` / `...:` prompts are removed (the code after them stays),
`Out[n]:` blocks and printed output are removed, IPython magics (`%...`, `%%...`) and
shell escapes (`!...`) are removed as whole lines (a .py file cannot run them; the body
of a cell magic stays), markdown prose becomes `# ` comments (as nbconvert does), and a
method chain split across lines without brackets is wrapped in one pair of parentheses.
"""
from lib import case, M, START, END  # noqa: F401

# ---------------------------------------------------------------- 015
case("jupyter_sales_in_prompts_out_cells_magic_plot_comma",
     "marketing analyst who selected a whole notebook page in the browser and pasted it into sales.py",
     r'''
import pandas as pd
import matplotlib.pyplot as plt

sales = pd.read_csv("sales_2023.csv", parse_dates=["order_date"])
sales.shape

sales["month"] = sales["order_date"].dt.month
monthly = sales.groupby("month")["amount"].sum()
monthly

months = monthly.index
totals = monthly.values
plt.figure(figsize=(9, 4))
plt.plot(months, totals, marker="o", color="tab:blue")
plt.title("Revenue per month, 2023")
plt.xlabel("month")
plt.ylabel("revenue (EUR)")
plt.grid(alpha=0.3)
plt.show()

best = monthly.idxmax()
print(f"Best month: {best} with {monthly.max():,.0f} EUR")
''', [
    M("jupyter: In [n]: prompt lines", "the `In [1]:` ... `In [5]:` cell labels of the notebook page, each "
      "on its own line above the cell",
      (START, "In [1]:\n"),
      ("sales = pd.read_csv", "In [2]:\nsales = pd.read_csv"),
      ('sales["month"] =', 'In [3]:\nsales["month"] ='),
      ("months = monthly.index", "In [4]:\nmonths = monthly.index"),
      ("best = monthly.idxmax()", "In [5]:\nbest = monthly.idxmax()")),
    M("ipython: % line magic", "`%matplotlib inline` at the top of the first cell",
      ("import pandas as pd", "%matplotlib inline\nimport pandas as pd")),
    M("jupyter: cell output pasted", "the outputs came along: `Out[2]: (4812, 6)`, the `Out[3]:` Series "
      "printout, and the line printed by the last cell",
      ("sales.shape\n", "sales.shape\nOut[2]:\n(4812, 6)\n"),
      ("\nmonthly\n", "\nmonthly\nOut[3]:\nmonth\n1     38211.50\n2     35120.75\n3     41877.00\n"
       "4     39650.25\n5     44012.80\n6     47105.10\n7     45988.00\n8     43120.40\n9     46230.95\n"
       "10    48801.30\n11    50977.65\n12    52340.25\nName: amount, dtype: float64\n"),
      (END, "Best month: 12 with 52,340 EUR\n")),
    M("comma: missing between keyword arguments", "`plt.plot(months, totals, marker=\"o\" color=\"tab:blue\")`",
      ('marker="o", color=', 'marker="o" color=')),
], note="""
Situation: the analyst wanted the notebook as a script for a scheduled job and pasted the
rendered page (labels, outputs and all). In the cell with the plot they had also just
added `color=` and forgotten the comma.
Why meant.py reads this way (notebook policy): prompts, outputs and the `%matplotlib`
magic are removed; the code of the cells stays exactly as it was, including the bare
expressions `sales.shape` and `monthly` that only display something in a notebook.
""")

# ---------------------------------------------------------------- 016
case("colab_bike_rentals_pip_chain_split_agg_paren",
     "data-science bootcamp student moving a Colab notebook into a .py file for the final project",
     r'''
import pandas as pd
import seaborn as sns
import matplotlib.pyplot as plt

rides = pd.read_csv("bike_rentals_2023.csv")
rides["start"] = pd.to_datetime(rides["start_time"])
rides["weekday"] = rides["start"].dt.day_name()
rides["hour"] = rides["start"].dt.hour

clean = rides.dropna(subset=["duration_min"])
clean = clean[clean["duration_min"].between(1, 240)]
print(len(rides) - len(clean), "rows dropped")

summary = clean.groupby("weekday").agg(rides=("ride_id", "count"), avg_duration=("duration_min", "mean"), member_share=("is_member", "mean"))
order = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
summary = summary.reindex(order)
print(summary.round(2))

top_stations = (clean["start_station"]
    .value_counts()
    .head(10))
print(top_stations)

heat = clean.pivot_table(index="weekday", columns="hour", values="ride_id", aggfunc="count").reindex(order)
sns.heatmap(heat, cmap="viridis")
plt.title("Rides by weekday and hour")
plt.tight_layout()
plt.savefig("rides_heatmap.png", dpi=120)
''', [
    M("ipython: ! shell escape", "`!pip install pandas seaborn` from the first Colab cell",
      (START, "!pip install pandas seaborn\n")),
    M("bracket: ) missing at end of long call", "the long `groupby(...).agg(...)` line lost its final `)` "
      "when the student added `member_share=`",
      ('("is_member", "mean"))', '("is_member", "mean")')),
    M("chain: method chain split across lines without brackets", "`top_stations = clean[...]` then "
      "`.value_counts()` and `.head(10)` on indented lines of their own, no parentheses",
      ('top_stations = (clean["start_station"]', 'top_stations = clean["start_station"]'),
      ("    .head(10))", "    .head(10)")),
], note="""
Why meant.py reads this way (notebook policy): the `!pip` line is removed; the split chain
is wrapped in one pair of parentheses (opened after `=`, closed after `.head(10)`), the
smallest change that keeps the student's layout; the long `.agg(...)` line gets its `)`.
""")

# ---------------------------------------------------------------- 017
case("ipython_terminal_latency_prompts_out_table_printed",
     "backend developer who explored a latency CSV in the IPython terminal and copied the session "
     "into a script", r'''
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
''', [
    M("ipython: Out[n] output pasted", "the `Out[7]:` DataFrame printout (five lines of table)",
      (".head()\n", ".head()\nOut[7]:\n              count  median     p95\nendpoint\n"
       "/api/search    5120   230.0  1840.5\n/api/orders    2210   145.0   920.0\n"
       "/api/login     1804    88.0   310.2\n")),
    M("ipython: printed output pasted", "the two lines the `for` loop printed",
      ('grp["ms"].max())\n\n', 'grp["ms"].max())\n\n/api/search 412 5210.0\n/api/orders 37 1630.0\n')),
    M("ipython: In [n]: / ...: prompts on code lines", "every input line starts with `In [n]: ` or "
      "`   ...: ` (the IPython terminal prompts)",
      ("import pandas as pd", "In [1]: import pandas as pd"),
      ("import numpy as np", "In [2]: import numpy as np"),
      ("log = pd.read_csv", "In [3]: log = pd.read_csv"),
      ('log["ts"] = ', 'In [4]: log["ts"] = '),
      ("def p95(s):\n    return np.percentile(s, 95)\n\n",
       "In [5]: def p95(s):\n   ...:     return np.percentile(s, 95)\n   ...:\n"),
      ("stats = log", "In [6]: stats = log"),
      ("stats.sort_values", "In [7]: stats.sort_values"),
      ("slow = log[", "In [8]: slow = log["),
      ("for ep, grp in", "In [9]: for ep, grp in"),
      ('    print(ep, len(grp), grp["ms"].max())\n\n',
       '   ...:     print(ep, len(grp), grp["ms"].max())\n   ...:\n'),
      ("slow.to_csv", "In [10]: slow.to_csv")),
], note="""
Situation: an IPython terminal session, copied as is. Note that a line like
`In [3]: log = pd.read_csv("api_latency.csv")` is on its own *valid* Python (an annotated
assignment to `In[3]`), so the prompts do not all show up as errors; the `   ...:` lines
and the output do.
Why meant.py reads this way (notebook policy): `In [n]: ` and `   ...: ` prefixes are
removed and the code after them kept with its own indentation; an empty `   ...:` line
becomes an empty line; the Out[7] table and the printed lines are removed. The blank-line
layout of the session stays; `stats.sort_values(...).head()` stays as the bare expression
it was.
""")

# ---------------------------------------------------------------- 018
case("notebook_moving_average_time_timeit_magics_for_colon",
     "PhD student turning a benchmarking notebook into bench.py to run on a cluster node", r'''
import numpy as np

rng = np.random.default_rng(0)
data = rng.normal(size=1_000_000)


def moving_average_loop(x, w):
    out = []
    for i in range(len(x) - w + 1):
        out.append(sum(x[i:i + w]) / w)
    return out


def moving_average_cumsum(x, w):
    c = np.cumsum(np.insert(x, 0, 0.0))
    return (c[w:] - c[:-w]) / w


small = data[:20_000]

slow = moving_average_loop(small, 50)

fast = moving_average_cumsum(small, 50)
print(np.allclose(slow, fast))

big = moving_average_cumsum(data, 50)
print(big[:5], len(big))
''', [
    M("colon: missing after for", "`for i in range(len(x) - w + 1)` has no colon",
      ("for i in range(len(x) - w + 1):", "for i in range(len(x) - w + 1)")),
    M("ipython: %% cell magic", "`%%time` on the first line of the cell that runs the slow version",
      ("slow = moving_average_loop", "%%time\nslow = moving_average_loop")),
    M("ipython: % line magic", "`%timeit moving_average_cumsum(small, 50)` above the line that computes "
      "`fast`",
      ("fast = moving_average_cumsum(small, 50)\n",
       "%timeit moving_average_cumsum(small, 50)\nfast = moving_average_cumsum(small, 50)\n")),
], note="""
Why meant.py reads this way (notebook policy): the `%%time` line is removed and the cell
body under it kept; the `%timeit` line is removed as a whole (it only times a call whose
result the next line computes again). The colon is added to the loop header.
""")

# ---------------------------------------------------------------- 019
case("notebook_churn_model_help_question_kwarg_comma_fit_paren",
     "junior data scientist copying notebook cells one by one into train.py", r'''
import pandas as pd
from sklearn.model_selection import train_test_split
from sklearn.ensemble import RandomForestClassifier
from sklearn.metrics import classification_report

churn = pd.read_csv("telco_churn.csv")
churn = churn.dropna()
X = pd.get_dummies(churn.drop(columns=["customer_id", "churn"]), drop_first=True)
y = churn["churn"].map({"Yes": 1, "No": 0})

X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.2, random_state=42, stratify=y)

model = RandomForestClassifier(
    n_estimators=300,
    max_depth=8,
    class_weight="balanced",
    random_state=42,
)
model.fit(X_train, y_train)
print(classification_report(y_test, model.predict(X_test)))

importances = pd.Series(model.feature_importances_, index=X.columns)
print(importances.sort_values(ascending=False).head(15))
''', [
    M("ipython: ? help line", "`train_test_split?` (IPython help lookup) copied with the cell",
      ("X_train, X_test, y_train, y_test", "train_test_split?\nX_train, X_test, y_train, y_test")),
    M("comma: missing between keyword arguments (across lines)", "no comma after `max_depth=8` in the "
      "multi-line RandomForestClassifier call",
      ("    max_depth=8,\n", "    max_depth=8\n")),
    M("bracket: ( never closed", "`model.fit(X_train, y_train` has no `)`",
      ("model.fit(X_train, y_train)", "model.fit(X_train, y_train")),
], note="""
Why meant.py reads this way (notebook policy): the `train_test_split?` help line is removed
like a magic; the comma and the `)` are restored.
""")

# ---------------------------------------------------------------- 020
case("notebook_rainfall_config_magic_subplots_paren_fstring_brace",
     "hydrology master's student saving a plotting notebook as plot_rain.py", r'''
import pandas as pd
import matplotlib.pyplot as plt

rain = pd.read_csv("rainfall_daily.csv", parse_dates=["date"])
city = "Bergen"
year = 2022

subset = rain[(rain["city"] == city) & (rain["date"].dt.year == year)]
monthly = subset.resample("M", on="date")["mm"].sum()

fig, ax = plt.subplots(figsize=(10, 4))
ax.bar(monthly.index.strftime("%b"), monthly.values, color="steelblue")
ax.axhline(monthly.mean(), color="black", linestyle="--", linewidth=1, label="monthly mean")
ax.set_title(f"Rainfall in {city}, {year}")
ax.set_ylabel("mm")
ax.legend()
fig.tight_layout()
fig.savefig(f"rain_{city.lower()}_{year}.png", dpi=150)

wettest = monthly.idxmax().strftime("%B")
print(f"Wettest month: {wettest} ({monthly.max():.0f} mm)")
''', [
    M("ipython: % line magic", "`%config InlineBackend.figure_format = 'retina'` after the imports",
      ("import matplotlib.pyplot as plt\n",
       "import matplotlib.pyplot as plt\n%config InlineBackend.figure_format = 'retina'\n")),
    M("bracket: ( never closed", "`plt.subplots(figsize=(10, 4)` — one `)` short",
      ("plt.subplots(figsize=(10, 4))", "plt.subplots(figsize=(10, 4)")),
    M("fstring: } missing in replacement field", "`f\"Rainfall in {city, {year}\"` — the `}` after `city` "
      "is missing",
      ('f"Rainfall in {city}, {year}"', 'f"Rainfall in {city, {year}"')),
], note="""
Why meant.py reads this way (notebook policy): the `%config` magic line is removed; the
missing `)` and `}` are restored where the rest of the line shows they belong.
""")

# ---------------------------------------------------------------- 021
case("notebook_survey_markdown_prose_fillna_paren",
     "HR analyst who copied the notebook's cells, markdown cells included, in edit mode", r'''
import pandas as pd

# Cleaning the survey data
# Export of the feedback form, downloaded 2 April. One row per submission,
# some people submitted twice.

survey = pd.read_excel("survey_2024.xlsx", sheet_name="responses")
survey.columns = [c.strip().lower().replace(" ", "_") for c in survey.columns]
print(survey.shape)

## Drop duplicates
# Keep the **last** submission of each respondent.

survey = survey.sort_values("submitted_at").drop_duplicates(subset="respondent_id", keep="last")

## Fill missing ages with the median

survey["age"].fillna(survey["age"].median(), inplace=True)
survey["age_group"] = pd.cut(survey["age"], bins=[0, 25, 35, 50, 65, 120],
                             labels=["<25", "25-34", "35-49", "50-64", "65+"])

## Satisfaction by age group
# Scale is 1 (very unhappy) to 5 (very happy).

summary = survey.groupby("age_group")["satisfaction"].agg(["mean", "count"])
print(summary)
summary.to_csv("satisfaction_by_age.csv")
''', [
    M("jupyter: markdown cell prose pasted without #", "the prose lines of three markdown cells (the "
      "headings start with `#` and are comments already)",
      ("# Export of the feedback form, downloaded 2 April. One row per submission,\n# some people",
       "Export of the feedback form, downloaded 2 April. One row per submission,\nsome people"),
      ("# Keep the **last**", "Keep the **last**"),
      ("# Scale is 1", "Scale is 1")),
    M("bracket: ( never closed", "`fillna(survey[\"age\"].median(), inplace=True` — no `)`; the next line "
      "is read as part of the call",
      ("inplace=True)\n", "inplace=True\n")),
], note="""
Why meant.py reads this way (notebook policy): markdown prose becomes comments (`# ` in
front, the text itself unchanged, `**last**` included), as `jupyter nbconvert --to script`
would write it; the markdown headings already read as comments and stay as they are.
`inplace=True` on a column is the analyst's choice and stays.
""")

# ---------------------------------------------------------------- 022
case("nbconvert_orders_shell_ls_merge_comma_lambda_elif",
     "e-commerce analyst who exported a notebook with nbconvert and later pasted two more cells into "
     "the script by hand", r'''
#!/usr/bin/env python
# coding: utf-8

# In[1]:


import pandas as pd
get_ipython().run_line_magic('matplotlib', 'inline')


# In[2]:


orders = pd.read_csv("data/orders.csv")
customers = pd.read_csv("data/customers.csv")


# In[3]:


merged = pd.merge(orders, customers, on="customer_id", how="left")
merged["total"] = merged["quantity"] * merged["unit_price"]


# In[4]:


merged["size"] = merged["total"].apply(lambda t: "large" if t > 500 else "medium" if t > 100 else "small")
merged["size"].value_counts()


# In[5]:


per_country = merged.groupby("country")["total"].sum().sort_values(ascending=False)
per_country.head(10)


# new cells copied from the notebook

returns = pd.read_csv("data/returns.csv")
merged = merged.merge(returns[["order_id", "returned"]], on="order_id", how="left")
merged["returned"] = merged["returned"].fillna(False)
print(merged.groupby("size")["returned"].mean())

merged.to_parquet("data/orders_enriched.parquet")
''', [
    M("comma: missing between keyword arguments", "`pd.merge(orders, customers, on=\"customer_id\" how=\"left\")`",
      ('on="customer_id", how="left"', 'on="customer_id" how="left"')),
    M("lambda: elif in conditional expression", "`\"large\" if t > 500 elif \"medium\" if t > 100 else "
      "\"small\"` — `elif` where the chained conditional expression needs `else`",
      ('"large" if t > 500 else "medium"', '"large" if t > 500 elif "medium"')),
    M("ipython: ! shell escape", "`!ls data/` at the top of a cell pasted by hand",
      ('returns = pd.read_csv', '!ls data/\nreturns = pd.read_csv')),
], note="""
Situation: the first part is `jupyter nbconvert --to script` output (`# In[n]:` comments,
`get_ipython().run_line_magic(...)`); those are valid Python and stay. The part after
"# new cells copied from the notebook" was pasted by hand, so the `!ls` came along raw.
Why meant.py reads this way (notebook policy): the `!ls data/` line is removed; `elif`
becomes `else` (the chained conditional expression the analyst was writing); the comma is
restored. The `get_ipython()` line would fail outside IPython at run time, but it is not a
syntax error and is the analyst's file, so it stays.
""")
