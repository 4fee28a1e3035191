"""021-030: data engineering and analysis by analysts (Airflow, PySpark, dbt Python
models, Prefect, Dagster, pandas chains, polars, hand-rolled expectations, DuckDB SQL
reports, nested comprehensions over survey data)."""
from lib import case, M
from helpers import meant

case("airflow_sales_dag",
     "South African BI analyst (Cape Town) maintaining the team's Airflow DAGs",
     meant("airflow_sales_dag"), [
    M("missing_comma_dict_line_end",
      "In `default_args` the comma after `\"retries\": 2` was lost at the line end.",
      ('    "retries": 2,\n', '    "retries": 2\n')),
    M("triple_quote_not_closed",
      "The closing `\"\"\"` line of `MART_SQL` was deleted, so the SQL string runs on to the "
      "triple quotes that open the query inside `extract_orders`. meant.py restores `\"\"\"` on "
      "its own line after `GROUP BY o.store_code;`, as for `STAGING_DDL`.",
      ('GROUP BY o.store_code;\n"""\n', 'GROUP BY o.store_code;\n')),
    M("decorator_paren_lost",
      "`@task(retries=3, retry_delay=timedelta(minutes=2)` lost the decorator's own `)` (only "
      "`timedelta(` is closed). meant.py adds it at the end of the line.",
      ('    @task(retries=3, retry_delay=timedelta(minutes=2))\n', '    @task(retries=3, retry_delay=timedelta(minutes=2)\n')),
    M("missing_colon",
      "`) as dag` closing the multi-line `with DAG(` header without its colon.",
      (') as dag:\n', ') as dag\n')),
], note="""
Situation: an Airflow 2 DAG mixing classic operators (Postgres, SQL check, Slack webhook)
and TaskFlow tasks: POS orders extracted from a replica, loaded into staging, a mart
rebuilt with templated SQL in triple-quoted strings, and a summary posted to Slack.
Policy: only the slips are undone; the SQL text stays as written.
""")

case("spark_sessionize",
     "Egyptian data engineer (Alexandria) writing a daily PySpark sessionization job for EMR",
     meant("spark_sessionize"), [
    M("missing_comma_line_end",
      "In the `EVENT_SCHEMA` list the comma after the `\"page\"` StructField was lost at the "
      "line end; every other field line ends with one.",
      ('    T.StructField("page", T.StringType(), True),\n', '    T.StructField("page", T.StringType(), True)\n')),
    M("paren_lost_in_chain",
      "The `.withColumn(\"new_session\", F.when(...).otherwise(0))` line of the `sessionize` "
      "chain is one `)` short, so the next `.withColumn` calls fall inside it. meant.py "
      "closes the `withColumn(` at the end of that line, like the lines below it.",
      ('.otherwise(0))\n        .withColumn("session_seq"', '.otherwise(0)\n        .withColumn("session_seq"')),
    M("trailing_dot_in_chain",
      "A `.` left at the end of `.write.mode(\"overwrite\").` (the line was split before "
      "`.partitionBy` and the dot typed twice), giving `..partitionBy` across the line break. "
      "meant.py removes the trailing dot; each line of the chain starts with its own.",
      ('        .write.mode("overwrite")\n        .partitionBy("dt")', '        .write.mode("overwrite").\n        .partitionBy("dt")')),
], note="""
Situation: a spark-submit job: clickstream JSON read with an explicit schema, events cut
into sessions with a 30-minute gap over a window, a per-session table with funnel flags
built by a comprehension inside `.agg(...)`, conversion rates per device, data-quality
warnings, parquet and CSV outputs. Arabic comments.
Policy: only the slips are undone; the parenthesized method chains stay as written.
""")

case("dbt_customer_ltv",
     "Danish analytics engineer (Aarhus) writing a dbt Python model on Snowflake",
     meant("dbt_customer_ltv"), [
    M("chain_call_closing_line_missing",
      "In `order_features` the `)` line closing `.agg(` was deleted, so `.assign(` follows "
      "the last named aggregation. meant.py restores it at the indentation of `.agg(`.",
      ('            gross_profit=("gross_profit", "sum"),\n        )\n        .assign(',
       '            gross_profit=("gross_profit", "sum"),\n        .assign(')),
    M("kwarg_colon_for_equals",
      "`tenure_days: lambda d: ...` inside `.assign(`: the first keyword argument written "
      "with `:` as in a dict (the author had been converting a dict of columns). meant.py "
      "has `=` like the three keywords after it.",
      ('            tenure_days=lambda d:', '            tenure_days: lambda d:')),
    M("missing_comma_tuple",
      "The `(\"sølv\", 500, 2000)` row of `SEGMENTS` lost the comma between its numbers.",
      ('("sølv", 500, 2000)', '("sølv", 500 2000)')),
], note="""
Situation: a dbt Python model (`def model(dbt, session)`) that reads two refs into pandas,
builds order features with a named-aggregation chain and `assign` lambdas, estimates a
heuristic customer lifetime value with margins per category, labels segments and adds a
churn flag and a quarterly cohort retention figure.
Danish docstrings and comments.
Policy: only the slips are undone.
""")

case("prefect_air_quality",
     "Chilean data analyst (Santiago) at an environmental agency, hourly Prefect flow",
     meant("prefect_air_quality"), [
    M("decorator_closing_paren_lost",
      "The two-line `@task(...)` decorator of `descargar` ends with "
      "`cache_expiration=timedelta(minutes=50)` without the decorator's `)`. meant.py adds "
      "it at the end of that line.",
      ('      cache_expiration=timedelta(minutes=50))\n', '      cache_expiration=timedelta(minutes=50)\n')),
    M("paren_lost_after_triple_quote",
      "After the SQL string of the upsert, `))` (closing `text(` and `con.execute(`) became "
      "`)`. meant.py has both, as on the CREATE TEMP TABLE line.",
      ('            """\n        ))\n', '            """\n        )\n')),
    M("fstring_format_spec_brace_lost",
      "The field `{r.mp25:.0f}` in the alert e-mail's f-string lost its `}`, so the spec runs "
      "into ` µg/m³`. meant.py closes it after `.0f`.",
      ('{r.mp25:.0f} µg/m³', '{r.mp25:.0f µg/m³')),
    M("dict_comprehension_closed_with_paren",
      "The dict comprehension of submitted futures ends with `)` instead of `}`.",
      ('for c in ESTACIONES}\n', 'for c in ESTACIONES)\n')),
], note="""
Situation: a Prefect 2 flow run hourly: PM2.5 measurements per station fetched with
retries and caching, cleaned in a pandas chain, upserted into Postgres through a temp
table, 24-hour rolling means evaluated against the episode thresholds and an e-mail sent
through prefect-email. Spanish docstrings, comments and messages.
Policy: only the slips are undone.
""")

case("dagster_inventory_assets",
     "Japanese data platform engineer (Fukuoka) defining Dagster assets for store inventory",
     meant("dagster_inventory_assets"), [
    M("missing_comma_import_list",
      "In the parenthesized `from dagster import (...)` list the comma after `asset_check` "
      "was lost at the line end.",
      ('    asset_check,\n', '    asset_check\n')),
    M("decorator_closing_line_missing",
      "The `)` line closing the multi-line `@asset(` decorator of `stock_cover` was deleted, "
      "so `def stock_cover(...)` follows `compute_kind=\"pandas\",`. meant.py restores `)` "
      "at the decorator's indentation, as on the `pos_sales` decorator.",
      ('    ins={"sales": AssetIn("pos_sales"), "stock": AssetIn("warehouse_stock")},\n    compute_kind="pandas",\n)\n',
       '    ins={"sales": AssetIn("pos_sales"), "stock": AssetIn("warehouse_stock")},\n    compute_kind="pandas",\n')),
    M("missing_comma_kwargs",
      "`channel=\"#inventory-alerts\" text=text` in `chat_postMessage(...)`: the comma between "
      "the two keyword arguments was lost.",
      ('channel="#inventory-alerts", text=text', 'channel="#inventory-alerts" text=text')),
], note="""
Situation: Dagster definitions with daily partitions: raw POS sales and warehouse stock
assets, a mart asset computing days of cover per store and SKU, an asset check, a Slack
alert asset, a slow-movers asset, a job, a schedule and resources. Japanese docstring, comments, column names
and messages.
Policy: only the slips are undone; the Japanese column names stay.
""")

case("hospital_waits_etl",
     "Portuguese hospital planning analyst (Porto) writing the monthly waiting-times ETL",
     meant("hospital_waits_etl"), [
    M("missing_comma_dict_line_end",
      "In `ALVO_MANCHESTER` the comma after `\"AMARELO\": 60` was lost at the line end.",
      ('    "AMARELO": 60,\n', '    "AMARELO": 60\n')),
    M("brace_closed_with_paren",
      "The `dtype={\"COD_ESPECIALIDADE\": str}` argument of `pd.read_excel(` closes its dict "
      "with `)`. meant.py has `}` before the call's `)`.",
      ('dtype={"COD_ESPECIALIDADE": str})', 'dtype={"COD_ESPECIALIDADE": str))')),
    M("bracket_closed_with_paren",
      "`.loc[lambda d: ... .between(0, 72 * 60))` closes the `[` of `.loc` with `)`. "
      "meant.py has `]`.",
      ('.between(0, 72 * 60)]\n', '.between(0, 72 * 60))\n')),
    M("lambda_colon_missing",
      "The 90th-percentile aggregation `lambda s np.nanpercentile(s, 90)` lost the lambda's "
      "colon.",
      ('lambda s: np.nanpercentile(s, 90)', 'lambda s np.nanpercentile(s, 90)')),
], note="""
Situation: a monthly ETL for a hospital board dashboard: emergency episodes (Manchester
triage targets) and outpatient referrals (legal maximum waiting times) read from CSV and
Excel extracts, cleaned in long parenthesized pandas chains with `assign` lambdas,
summarized and written as parquet and a semicolon CSV, with a 12-month trend table. Portuguese docstrings, comments
and names.
Policy: only the slips are undone; the chains stay as written.
""")

case("polars_pv_meters",
     "Greek energy analyst (Athens) at a solar cooperative, net-metering reports with polars",
     meant("polars_pv_meters"), [
    M("brace_lost_before_paren",
      "The two-line `.rename({...})` mapping ends with `\"pv_kwh\")` - the dict's `}` was lost "
      "before the `)`. meant.py restores it there.",
      ('"Παραγωγή_kWh": "pv_kwh"})\n', '"Παραγωγή_kWh": "pv_kwh")\n')),
    M("missing_comma_line_end",
      "In the first `.with_columns(` of `load` the comma after the `replace_time_zone(...)` "
      "expression was lost at the line end.",
      ('ambiguous="earliest"),\n', 'ambiguous="earliest")\n')),
    M("missing_colon",
      "`def quality(lf: pl.LazyFrame, month: str) -> pl.DataFrame` without its colon.",
      ('def quality(lf: pl.LazyFrame, month: str) -> pl.DataFrame:\n', 'def quality(lf: pl.LazyFrame, month: str) -> pl.DataFrame\n')),
], note="""
Situation: a polars lazy pipeline over 15-minute meter readings: Greek column names
renamed, time zone set, tariff zones from a chained `when/then/otherwise`, monthly sums
per meter and zone, a pivot, self-consumption and net cost, the peak-zone share, a
data-gap check and an Excel report. Greek docstrings, comments and messages.
Policy: only the slips are undone.
""")

case("data_quality_checks",
     "Québécois data quality analyst (Montréal) writing expectations by hand for a veterinary clinic's extracts",
     meant("data_quality_checks"), [
    M("nested_dict_closing_line_missing",
      "The `},` line closing the `\"patients\"` entry of the `ATTENTES` dict of dicts was "
      "deleted, so `\"visites\"` and `\"prescriptions\"` become keys inside it and the outer "
      "dict is never closed. meant.py restores `},` at the indentation of `\"patients\": {`, "
      "as after the two other tables.",
      ('            {"type": "intervalle", "colonne": "poids_kg", "min": 0.05, "max": 120, "bloquant": False},\n        ],\n    },\n',
       '            {"type": "intervalle", "colonne": "poids_kg", "min": 0.05, "max": 120, "bloquant": False},\n        ],\n')),
    M("assign_for_equals_in_condition",
      "`elif t = \"regex\":` with a single `=`; every other branch compares with `==`.",
      ('    elif t == "regex":\n', '    elif t = "regex":\n')),
    M("paren_lost_in_conditional",
      "The nested conditional `(\"ÉCHEC\" if r[\"bloquant\"] else \"avert.\")` lost its `)`.",
      ('else "avert.")\n', 'else "avert."\n')),
], note="""
Situation: hand-rolled great_expectations-style checks: a dict of dicts of rules per table
(not null, unique, allowed values, regex, range, reference, no future date), evaluated on
pandas DataFrames read as strings, a JSON report and a non-zero exit code for blocking
failures. French docstrings, names and messages.
Policy: only the slips are undone.
""")

case("duckdb_weekly_reports",
     "Vietnamese sales analyst (Ho Chi Minh City) generating weekly Excel reports with DuckDB",
     meant("duckdb_weekly_reports"), [
    M("missing_comma_after_nested_dict",
      "The `},` after the first report's dict in `REPORTS` lost its comma, so `}` is followed "
      "directly by `\"top_san_pham\": {`. meant.py has `},` as after the second report.",
      ('        "money_cols": ["doanh_thu", "gia_tri_don_tb"],\n    },\n',
       '        "money_cols": ["doanh_thu", "gia_tri_don_tb"],\n    }\n')),
    M("triple_quote_closed_with_two",
      "The SQL of `top_san_pham` is closed with `\"\",` instead of `\"\"\",`, so the string "
      "runs on to the opening quotes of the next report's SQL. meant.py has `\"\"\"` as for "
      "the two other queries.",
      ('            LIMIT 20\n        """,\n', '            LIMIT 20\n        "",\n')),
    M("fstring_nested_same_quotes",
      "The sheet title `{REPORTS[key][\"title\"]}` uses double quotes inside a double-quoted "
      "f-string (accepted from Python 3.12, not by 3.11). meant.py has `['title']`, single "
      "quotes inside double as in the file's other nested strings.",
      ("f\"{REPORTS[key]['title']} (", 'f"{REPORTS[key]["title"]} (')),
], note="""
Situation: weekly sales reports from ERP parquet exports: views registered in DuckDB, a
dict of report definitions each with a triple-quoted SQL query using `$tu_ngay` /
`$den_ngay` parameters and formatting options, results written to one Excel sheet each
with xlsxwriter. Vietnamese docstrings, names and titles; run on Python 3.11.
Policy: only the slips are undone; the SQL text stays as written.
""")

case("kobo_survey_indicators",
     "Kenyan M&E officer (Kisumu) computing WASH logframe indicators from KoboToolbox data",
     meant("kobo_survey_indicators"), [
    M("brace_lost_in_call",
      "In `load` the empty dict default `{}` of `r.get(\"_validation_status\", {})` lost its "
      "`}`.",
      ('r.get("_validation_status", {}).get("uid")', 'r.get("_validation_status", {).get("uid")')),
    M("dict_colon_missing",
      "`\"max\" 30,` in the `\"1.2 water_within_30min\"` spec: the colon between key and value "
      "is missing.",
      ('        "max": 30,\n', '        "max" 30,\n')),
    M("paren_opening_lost",
      "The value of the big dict comprehension in `compute` is a conditional wrapped in "
      "parentheses over three lines; the `(` at the end of `(county, sex, name): (` was "
      "lost, leaving the `)` line unmatched. meant.py restores it.",
      ('        (county, sex, name): (\n', '        (county, sex, name):\n')),
    M("bracket_lost_line_end",
      "In `median_minutes` the two-line list comprehension lost its `]` at the end of the "
      "`if ... .isdigit()` line, so the outer `for county in COUNTIES` falls inside the "
      "list. meant.py closes it at the end of that line.",
      ('.isdigit()]\n        for county in COUNTIES\n', '.isdigit()\n        for county in COUNTIES\n')),
], note="""
Situation: logframe indicators (improved water source, water within 30 minutes,
handwashing with soap, basic sanitation) as percentages per county and sex of household
head, computed from KoboToolbox JSON with a four-level dict comprehension and written to
CSV for a donor report. Swahili docstrings, comments and messages.
Policy: only the slips are undone; the nested comprehensions stay as written.
""")
