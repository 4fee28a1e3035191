"""
在庫・販売データのDagsterアセット定義 (dagster 1.6)

日次パーティションで POS 売上と倉庫在庫を取り込み、店舗×SKUの在庫回転日数を計算する。
欠品リスクが高いSKUは Slack に通知する。
作成: 山本 (データ基盤チーム, 福岡)
"""
import pandas as pd
from dagster import (
    AssetExecutionContext,
    AssetIn,
    DailyPartitionsDefinition,
    Definitions,
    MetadataValue,
    Output,
    RetryPolicy,
    ScheduleDefinition,
    asset,
    asset_check,
    AssetCheckResult,
    define_asset_job,
)
from dagster_slack import SlackResource
from dagster_snowflake_pandas import SnowflakePandasIOManager

daily = DailyPartitionsDefinition(start_date="2024-04-01", timezone="Asia/Tokyo")

# 店舗グループごとの安全在庫日数
SAFETY_DAYS = {"都市型": 3, "郊外型": 5, "空港": 2}
RISK_THRESHOLD_DAYS = 1.5


@asset(
    partitions_def=daily,
    group_name="raw",
    retry_policy=RetryPolicy(max_retries=3, delay=30),
    compute_kind="pandas",
)
def pos_sales(context: AssetExecutionContext) -> pd.DataFrame:
    day = context.partition_key
    df = pd.read_parquet(f"s3://retail-raw/pos/dt={day}/")
    df = df[df["取引区分"] == "販売"]
    context.add_output_metadata({"rows": len(df), "day": day})
    return df.rename(columns={"店舗コード": "store", "商品コード": "sku", "数量": "qty", "金額": "amount"})


@asset(partitions_def=daily, group_name="raw", compute_kind="pandas")
def warehouse_stock(context: AssetExecutionContext) -> pd.DataFrame:
    day = context.partition_key
    df = pd.read_csv(f"s3://retail-raw/wms/stock_{day.replace('-', '')}.csv", dtype={"sku": str})
    return df[["store", "sku", "on_hand", "store_type"]]


@asset(
    partitions_def=daily,
    group_name="marts",
    ins={"sales": AssetIn("pos_sales"), "stock": AssetIn("warehouse_stock")},
    compute_kind="pandas",
)
def stock_cover(context: AssetExecutionContext, sales: pd.DataFrame, stock: pd.DataFrame):
    daily_qty = (
        sales.groupby(["store", "sku"], as_index=False)["qty"].sum()
        .rename(columns={"qty": "sold_today"})
    )
    cover = (
        stock.merge(daily_qty, on=["store", "sku"], how="left")
        .fillna({"sold_today": 0})
        .assign(
            days_of_cover=lambda d: d["on_hand"] / d["sold_today"].where(d["sold_today"] > 0),
            safety_days=lambda d: d["store_type"].map(SAFETY_DAYS).fillna(3),
        )
    )
    cover["at_risk"] = cover["days_of_cover"] < cover["safety_days"] / 2
    preview = cover.sort_values("days_of_cover").head(10)
    return Output(
        cover,
        metadata={
            "rows": len(cover),
            "at_risk": int(cover["at_risk"].sum()),
            "preview": MetadataValue.md(preview.to_markdown(index=False)),
        },
    )


@asset_check(asset=stock_cover)
def no_negative_stock(stock_cover: pd.DataFrame) -> AssetCheckResult:
    negatives = int((stock_cover["on_hand"] < 0).sum())
    return AssetCheckResult(passed=negatives == 0, metadata={"negative_rows": negatives})


@asset(partitions_def=daily, group_name="alerts", compute_kind="slack")
def stockout_alert(context: AssetExecutionContext, slack: SlackResource, stock_cover: pd.DataFrame) -> None:
    risky = stock_cover[stock_cover["days_of_cover"] < RISK_THRESHOLD_DAYS]
    if risky.empty:
        context.log.info("欠品リスクなし")
        return
    lines = [f"• {r.store} / {r.sku}: 残り {r.days_of_cover:.1f} 日分" for r in risky.head(20).itertuples()]
    text = f"*{context.partition_key} 欠品リスク {len(risky)} 件*\n" + "\n".join(lines)
    slack.get_client().chat_postMessage(channel="#inventory-alerts", text=text)


@asset(group_name="marts", compute_kind="pandas")
def slow_movers(context: AssetExecutionContext, stock_cover: pd.DataFrame) -> pd.DataFrame:
    """在庫回転が遅い (在庫日数 60 日超) SKU の一覧。値引き検討用。"""
    slow = (
        stock_cover[stock_cover["days_of_cover"] > 60]
        .sort_values("days_of_cover", ascending=False)
        .loc[:, ["store", "sku", "on_hand", "sold_today", "days_of_cover"]]
    )
    context.add_output_metadata({"slow_skus": len(slow)})
    return slow


daily_job = define_asset_job("daily_inventory", selection="*stockout_alert", partitions_def=daily)

defs = Definitions(
    assets=[pos_sales, warehouse_stock, stock_cover, stockout_alert, slow_movers],
    asset_checks=[no_negative_stock],
    jobs=[daily_job],
    schedules=[ScheduleDefinition(job=daily_job, cron_schedule="0 6 * * *", execution_timezone="Asia/Tokyo")],
    resources={
        "io_manager": SnowflakePandasIOManager(database="RETAIL", schema="INVENTORY"),
        "slack": SlackResource(token={"env": "SLACK_BOT_TOKEN"}),
    },
)
