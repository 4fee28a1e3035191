"""
Daily sales mart refresh - Airflow 2.8

Pulls yesterday's orders from the POS replica, loads them into the warehouse staging
schema, rebuilds the store/day mart and posts a summary to the #retail-data channel.
Owner: Thandi N. (BI team, Cape Town). Ping me before changing the SQL.
"""
from datetime import datetime, timedelta

import pendulum
from airflow import DAG
from airflow.decorators import task
from airflow.models import Variable
from airflow.operators.empty import EmptyOperator
from airflow.providers.common.sql.operators.sql import SQLCheckOperator
from airflow.providers.postgres.hooks.postgres import PostgresHook
from airflow.providers.postgres.operators.postgres import PostgresOperator
from airflow.providers.slack.operators.slack_webhook import SlackWebhookOperator

LOCAL_TZ = pendulum.timezone("Africa/Johannesburg")
WAREHOUSE = "dwh_postgres"
POS_REPLICA = "pos_replica"

default_args = {
    "owner": "bi-team",
    "depends_on_past": False,
    "email": ["bi-alerts@example.co.za"],
    "email_on_failure": True,
    "retries": 2
    "retry_delay": timedelta(minutes=10),
    "execution_timeout": timedelta(hours=1),
}

STAGING_DDL = """
CREATE TABLE IF NOT EXISTS staging.pos_orders (
    order_id      BIGINT PRIMARY KEY,
    store_code    TEXT NOT NULL,
    ordered_at    TIMESTAMPTZ NOT NULL,
    total_zar     NUMERIC(12, 2) NOT NULL,
    items         INTEGER NOT NULL,
    loaded_for    DATE NOT NULL
);
"""

MART_SQL = """
DELETE FROM mart.store_day WHERE sales_date = '{{ ds }}';
INSERT INTO mart.store_day (sales_date, store_code, orders, items, revenue_zar, avg_basket_zar)
SELECT
    '{{ ds }}'::date            AS sales_date,
    o.store_code,
    COUNT(*)                    AS orders,
    SUM(o.items)                AS items,
    SUM(o.total_zar)            AS revenue_zar,
    ROUND(AVG(o.total_zar), 2)  AS avg_basket_zar
FROM staging.pos_orders o
WHERE o.loaded_for = '{{ ds }}'
GROUP BY o.store_code;

with DAG(
    dag_id="sales_mart_daily",
    description="POS orders -> staging -> mart.store_day",
    default_args=default_args,
    schedule="30 2 * * *",
    start_date=datetime(2024, 1, 1, tzinfo=LOCAL_TZ),
    catchup=False,
    max_active_runs=1,
    tags=["retail", "mart"],
) as dag

    start = EmptyOperator(task_id="start")

    create_staging = PostgresOperator(
        task_id="create_staging",
        postgres_conn_id=WAREHOUSE,
        sql=STAGING_DDL,
    )

    @task(retries=3, retry_delay=timedelta(minutes=2)
    def extract_orders(ds=None):
        src = PostgresHook(postgres_conn_id=POS_REPLICA)
        rows = src.get_records(
            """
            SELECT order_id, store_code, ordered_at, total_amount, item_count
            FROM pos.orders
            WHERE ordered_at >= %(day)s::date
              AND ordered_at < %(day)s::date + INTERVAL '1 day'
              AND status = 'COMPLETED'
            """,
            parameters={"day": ds},
        )
        return [list(r) + [ds] for r in rows]

    @task
    def load_staging(rows):
        dst = PostgresHook(postgres_conn_id=WAREHOUSE)
        dst.run("DELETE FROM staging.pos_orders WHERE loaded_for = %s", parameters=(rows[0][-1],) if rows else None)
        dst.insert_rows(
            table="staging.pos_orders",
            rows=rows,
            target_fields=["order_id", "store_code", "ordered_at", "total_zar", "items", "loaded_for"],
            commit_every=5000,
        )
        return len(rows)

    check_not_empty = SQLCheckOperator(
        task_id="check_not_empty",
        conn_id=WAREHOUSE,
        sql="SELECT COUNT(*) > 0 FROM staging.pos_orders WHERE loaded_for = '{{ ds }}'",
    )

    build_mart = PostgresOperator(
        task_id="build_mart",
        postgres_conn_id=WAREHOUSE,
        sql=MART_SQL,
    )

    @task
    def summary_text(n_rows, ds=None):
        hook = PostgresHook(postgres_conn_id=WAREHOUSE)
        revenue = hook.get_first(
            "SELECT COALESCE(SUM(revenue_zar), 0) FROM mart.store_day WHERE sales_date = %s",
            parameters=(ds,),
        )[0]
        return f":shopping_trolley: {ds}: {n_rows} orders loaded, R {revenue:,.2f} revenue"

    notify = SlackWebhookOperator(
        task_id="notify_slack",
        slack_webhook_conn_id="slack_retail_data",
        message="{{ ti.xcom_pull(task_ids='summary_text') }}",
        channel=Variable.get("retail_channel", default_var="#retail-data"),
    )

    loaded = load_staging(extract_orders())
    start >> create_staging >> loaded >> check_not_empty >> build_mart
    build_mart >> summary_text(loaded) >> notify
