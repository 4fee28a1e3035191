"""
DAG ``reportes_ventas_diarios``

Genera cada mañana los reportes de ventas por sucursal:

* espera el archivo de cierre de caja en S3 (``s3://datos-retail/cierres/{{ ds }}/``)
* carga los CSV a ``raw.cierres`` en Redshift
* ejecuta las transformaciones dbt del modelo ``ventas``
* exporta un Excel por región y lo envía por correo a los jefes zonales
* avisa en Slack (#datos-alertas) si algo falla

Mantenedor: equipo de datos Santiago (datos@retail.cl)
"""
from __future__ import annotations

import logging
from datetime import datetime, timedelta

import pendulum
from airflow import DAG
from airflow.models import Variable
from airflow.operators.empty import EmptyOperator
from airflow.operators.python import BranchPythonOperator, PythonOperator
from airflow.providers.amazon.aws.hooks.s3 import S3Hook
from airflow.providers.amazon.aws.sensors.s3 import S3KeySensor
from airflow.providers.amazon.aws.transfers.s3_to_redshift import S3ToRedshiftOperator
from airflow.providers.slack.notifications.slack_webhook import send_slack_webhook_notification
from airflow.utils.task_group import TaskGroup
from airflow.operators.bash import BashOperator

log = logging.getLogger(__name__)

TZ = pendulum.timezone("America/Santiago")
BUCKET = "datos-retail"
REGIONES = ["norte", "centro", "rm", "sur", "austral"]
DBT_DIR = "/opt/airflow/dbt/retail"

aviso_slack = send_slack_webhook_notification(
    slack_webhook_conn_id="slack_datos",
    text=":red_circle: Falló `{{ ti.task_id }}` en `{{ dag.dag_id }}` ({{ ds }}). <{{ ti.log_url }}|ver log>",
)

default_args = {
    "owner": "datos",
    "depends_on_past": False,
    "email": ["datos@retail.cl"],
    "email_on_failure": False,
    "retries": 2,
    "retry_delay": timedelta(minutes=10),
    "retry_exponential_backoff": True,
    "max_retry_delay": timedelta(hours=1),
    "on_failure_callback": aviso_slack,
}


def _hay_feriado(ds: str, **_) -> str:
    """Los feriados no hay cierre de caja: saltamos directo al final."""
    feriados = Variable.get("feriados_cl", deserialize_json=True, default_var=[])
    if ds in feriados:
        log.info("%s es feriado, no se generan reportes", ds)
        return "fin"
    return "esperar_cierres"


def _exportar_region(region: str, ds: str, **context) -> str:
    import pandas as pd
    from airflow.providers.amazon.aws.hooks.redshift_sql import RedshiftSQLHook

    hook = RedshiftSQLHook(redshift_conn_id="redshift_dw")
    sql = """
        SELECT sucursal, categoria, SUM(unidades) AS unidades, SUM(monto_neto) AS monto_neto,
               SUM(monto_neto) / NULLIF(SUM(unidades), 0) AS precio_medio
        FROM ventas.fct_ventas_diarias
        WHERE fecha = %(ds)s AND region = %(region)s
        GROUP BY 1, 2
        ORDER BY 1, 4 DESC
    """
    df = hook.get_pandas_df(sql, parameters={"ds": ds, "region": region})
    if df.empty:
        log.warning("región %s sin ventas el %s", region, ds)
    ruta_local = f"/tmp/ventas_{region}_{ds}.xlsx"
    with pd.ExcelWriter(ruta_local, engine="openpyxl") as xls:
        df.to_excel(xls, sheet_name="detalle", index=False)
        resumen = df.groupby("sucursal", as_index=False)[["unidades", "monto_neto"]].sum()
        resumen.to_excel(xls, sheet_name="resumen", index=False)
    clave = f"reportes/{ds}/ventas_{region}.xlsx"
    S3Hook(aws_conn_id="aws_datos").load_file(ruta_local, key=clave, bucket_name=BUCKET, replace=True)
    return clave


def _verificar_cuadratura(ds: str, **_) -> None:
    """Compara el total cargado en raw.cierres con el total del modelo dbt (tolerancia 0,5 %)."""
    from airflow.providers.amazon.aws.hooks.redshift_sql import RedshiftSQLHook

    hook = RedshiftSQLHook(redshift_conn_id="redshift_dw")
    total_raw = hook.get_first(
        "SELECT COALESCE(SUM(monto_neto), 0) FROM raw.cierres WHERE fecha = %(ds)s", parameters={"ds": ds}
    )[0]
    total_dbt = hook.get_first(
        "SELECT COALESCE(SUM(monto_neto), 0) FROM ventas.fct_ventas_diarias WHERE fecha = %(ds)s",
        parameters={"ds": ds},
    )[0]
    if total_raw == 0:
        raise ValueError(f"raw.cierres vacío para {ds}")
    diferencia = abs(total_raw - total_dbt) / total_raw
    log.info("cuadratura %s: raw=%s dbt=%s (%.3f %%)", ds, total_raw, total_dbt, diferencia * 100)
    if diferencia > 0.005:
        raise ValueError(f"descuadre de {diferencia:.2%} entre raw y dbt el {ds}")


def _enviar_correos(ds: str, ti, **_) -> None:
    from airflow.utils.email import send_email

    destinatarios = Variable.get("jefes_zonales", deserialize_json=True)
    for region in REGIONES:
        clave = ti.xcom_pull(task_ids=f"exportar.exportar_{region}")
        if not clave:
            continue
        local = S3Hook(aws_conn_id="aws_datos").download_file(key=clave, bucket_name=BUCKET, local_path="/tmp")
        send_email(
            to=destinatarios.get(region, ["datos@retail.cl"]),
            subject=f"Ventas {region.upper()} - {ds}",
            html_content=f"<p>Adjunto el reporte de ventas de la región <b>{region}</b> del {ds}.</p>",
            files=[local],
        )


with DAG(
    dag_id="reportes_ventas_diarios",
    description="Cierres de caja -> Redshift -> dbt -> Excel por región",
    start_date=datetime(2024, 1, 1, tzinfo=TZ),
    schedule="30 7 * * *",
    catchup=False,
    max_active_runs=1,
    default_args=default_args,
    tags=["ventas", "reportes", "dbt"],
) as dag:
    inicio = EmptyOperator(task_id="inicio")
    fin = EmptyOperator(task_id="fin", trigger_rule="none_failed_min_one_success")

    feriado = BranchPythonOperator(task_id="hay_feriado", python_callable=_hay_feriado)

    esperar = S3KeySensor(
        task_id="esperar_cierres",
        bucket_name=BUCKET,
        bucket_key="cierres/{{ ds }}/_SUCCESS",
        aws_conn_id="aws_datos",
        mode="reschedule",
        poke_interval=300,
        timeout=60 * 60 * 4,
    )

    cargar = S3ToRedshiftOperator(
        task_id="cargar_cierres",
        s3_bucket=BUCKET,
        s3_key="cierres/{{ ds }}/",
        schema="raw",
        table="cierres",
        copy_options=["CSV", "IGNOREHEADER 1", "TIMEFORMAT 'auto'"],
        method="UPSERT",
        upsert_keys=["sucursal_id", "fecha", "caja"],
        redshift_conn_id="redshift_dw",
        aws_conn_id="aws_datos",
    )

    dbt_run = BashOperator(
        task_id="dbt_run_ventas",
        bash_command=f"cd {DBT_DIR} && dbt run --select ventas+ --vars '{{{{\"fecha\": \"{{{{ ds }}}}\"}}}}'",
        env={"DBT_PROFILES_DIR": DBT_DIR},
        append_env=True,
    )

    dbt_test = BashOperator(
        task_id="dbt_test_ventas",
        bash_command=f"cd {DBT_DIR} && dbt test --select ventas",
        env={"DBT_PROFILES_DIR": DBT_DIR},
        append_env=True,
    )

    cuadratura = PythonOperator(task_id="verificar_cuadratura", python_callable=_verificar_cuadratura)

    with TaskGroup(group_id="exportar") as exportar:
        for region in REGIONES:
            PythonOperator(
                task_id=f"exportar_{region}",
                python_callable=_exportar_region,
                op_kwargs={"region": region},
            )

    correos = PythonOperator(task_id="enviar_correos", python_callable=_enviar_correos)

    inicio >> feriado >> [esperar, fin]
    esperar >> cargar >> dbt_run >> dbt_test >> cuadratura >> exportar >> correos >> fin
