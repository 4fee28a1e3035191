"""
dbt Python-model: fct_customer_ltv

Beregner kundelevetidsværdi (LTV) pr. kunde ud fra ordrehistorikken med en simpel
BG/NBD-lignende heuristik: forventet antal fremtidige køb ud fra frekvens og recency,
gange gennemsnitlig ordreværdi, gange bruttomargin pr. kategori.
Kører på Snowflake (Snowpark) - se dbt_project.yml for warehouse-størrelse.

Mads K., analytics engineer, Aarhus
"""
import numpy as np
import pandas as pd

HORIZON_DAYS = 365
MIN_ORDERS_FOR_MODEL = 2

# bruttomargin pr. produktkategori (fra økonomi, Q1-budget)
MARGINS = {
    "kaffe": 0.42,
    "te": 0.51,
    "udstyr": 0.28,
    "abonnement": 0.36,
    "gavekort": 0.0,
}
DEFAULT_MARGIN = 0.35

SEGMENTS = [
    # (navn, min_ltv, max_ltv)
    ("platin", 5000, np.inf),
    ("guld", 2000, 5000),
    ("sølv", 500, 2000),
    ("bronze", 0, 500),
]


def order_features(orders: pd.DataFrame, as_of: pd.Timestamp) -> pd.DataFrame:
    orders = orders.assign(
        margin=lambda d: d["CATEGORY"].str.lower().map(MARGINS).fillna(DEFAULT_MARGIN),
        gross_profit=lambda d: d["AMOUNT_DKK"] * d["margin"],
    )
    feats = (
        orders.groupby("CUSTOMER_ID")
        .agg(
            first_order=("ORDERED_AT", "min"),
            last_order=("ORDERED_AT", "max"),
            n_orders=("ORDER_ID", "nunique"),
            revenue=("AMOUNT_DKK", "sum"),
            gross_profit=("gross_profit", "sum"),
        )
        .assign(
            tenure_days=lambda d: (as_of - d["first_order"]).dt.days.clip(lower=1),
            recency_days=lambda d: (as_of - d["last_order"]).dt.days,
            aov=lambda d: d["revenue"] / d["n_orders"],
            margin_rate=lambda d: d["gross_profit"] / d["revenue"].replace(0, np.nan),
        )
    )
    return feats


def expected_orders(feats: pd.DataFrame) -> pd.Series:
    """Forventede køb i HORIZON_DAYS: ordrerate dæmpet af hvor længe siden sidste køb er."""
    rate = (feats["n_orders"] - 1) / feats["tenure_days"]
    typical_gap = feats["tenure_days"] / feats["n_orders"].clip(lower=1)
    alive = np.exp(-feats["recency_days"] / (3 * typical_gap))
    exp_orders = rate * HORIZON_DAYS * alive
    return exp_orders.where(feats["n_orders"] >= MIN_ORDERS_FOR_MODEL, 0.0)


def segment(ltv: pd.Series) -> pd.Series:
    out = pd.Series("ingen", index=ltv.index)
    for name, lo, hi in SEGMENTS:
        out = out.mask((ltv >= lo) & (ltv < hi), name)
    return out


def cohort_retention(orders: pd.DataFrame) -> pd.DataFrame:
    """Andel kunder fra hver kvartalskohorte, der har købt igen i de følgende kvartaler."""
    first = orders.groupby("CUSTOMER_ID")["ORDERED_AT"].min().dt.to_period("Q").rename("cohort")
    o = orders.join(first, on="CUSTOMER_ID")
    o["quarter"] = o["ORDERED_AT"].dt.to_period("Q")
    o["age_q"] = (o["quarter"] - o["cohort"]).apply(lambda d: d.n)
    active = o.groupby(["cohort", "age_q"])["CUSTOMER_ID"].nunique().unstack(fill_value=0)
    return active.div(active[0], axis=0).round(3)


def churn_flag(feats: pd.DataFrame) -> pd.Series:
    """Kunden regnes som tabt, når der er gået mere end 3 x den typiske pause siden sidste køb."""
    typical_gap = (feats["tenure_days"] / feats["n_orders"].clip(lower=1)).clip(lower=30)
    return feats["recency_days"] > 3 * typical_gap


def model(dbt, session):
    dbt.config(
        materialized="table",
        packages=["pandas", "numpy"],
        tags=["marketing", "ltv"],
    )
    orders = dbt.ref("stg_orders").to_pandas()
    customers = dbt.ref("dim_customers").to_pandas()

    orders = orders[orders["STATUS"].isin(["completed", "shipped"])]
    orders["ORDERED_AT"] = pd.to_datetime(orders["ORDERED_AT"])
    as_of = orders["ORDERED_AT"].max().normalize()

    feats = order_features(orders, as_of)
    feats["expected_orders"] = expected_orders(feats)
    feats["ltv_dkk"] = (
        feats["expected_orders"] * feats["aov"] * feats["margin_rate"].fillna(DEFAULT_MARGIN)
    ).round(2)
    feats["segment"] = segment(feats["ltv_dkk"])
    feats["churned"] = churn_flag(feats)
    retention = cohort_retention(orders)
    feats["cohort_retention_q1"] = float(retention[1].mean()) if 1 in retention.columns else np.nan

    result = (
        customers[["CUSTOMER_ID", "SIGNUP_CHANNEL", "COUNTRY"]]
        .merge(feats.reset_index(), on="CUSTOMER_ID", how="left")
        .fillna({"n_orders": 0, "revenue": 0.0, "ltv_dkk": 0.0, "segment": "ingen"})
        .assign(as_of_date=as_of.date())
    )
    result.columns = [c.upper() for c in result.columns]
    return result
