"""
Flujo Prefect: calidad del aire (SINCA) -> Postgres -> alertas

Descarga las mediciones horarias de MP2.5 de las estaciones de la Región Metropolitana,
las limpia, las carga en la base del equipo y avisa por correo si alguna comuna pasa
el umbral de episodio crítico. Programado cada hora en el work pool "analitica".

Autora: Camila F., analista de datos - Santiago
"""
from datetime import datetime, timedelta

import httpx
import pandas as pd
from prefect import flow, get_run_logger, task
from prefect.blocks.system import Secret
from prefect.tasks import task_input_hash
from prefect_email import EmailServerCredentials, email_send_message
from sqlalchemy import create_engine, text

API = "https://sinca.mma.gob.cl/api/v1/estaciones/{codigo}/mp25"
ESTACIONES = {
    "RM-01": "Independencia",
    "RM-02": "La Florida",
    "RM-03": "Las Condes",
    "RM-04": "Parque O'Higgins",
    "RM-05": "Pudahuel",
    "RM-06": "Cerrillos",
    "RM-07": "El Bosque",
    "RM-08": "Puente Alto",
}
# niveles de episodio según D.S. 12/2011 (µg/m³, promedio móvil 24 h)
NIVELES = [(0, "bueno"), (50, "regular"), (80, "alerta"), (110, "preemergencia"), (170, "emergencia")]
DESTINATARIOS = ["equipo-ambiente@example.cl"]


@task(retries=3, retry_delay_seconds=[10, 60, 300], cache_key_fn=task_input_hash,
      cache_expiration=timedelta(minutes=50)
def descargar(codigo: str, desde: datetime) -> list[dict]:
    r = httpx.get(API.format(codigo=codigo), params={"desde": desde.isoformat()}, timeout=30)
    r.raise_for_status()
    return r.json()["mediciones"]


@task
def limpiar(codigo: str, crudo: list[dict]) -> pd.DataFrame:
    if not crudo:
        return pd.DataFrame(columns=["estacion", "comuna", "hora", "mp25"])
    df = (
        pd.DataFrame(crudo)
        .rename(columns={"fecha_hora": "hora", "valor": "mp25"})
        .assign(
            hora=lambda d: pd.to_datetime(d["hora"]).dt.tz_localize("America/Santiago", ambiguous="NaT"),
            mp25=lambda d: pd.to_numeric(d["mp25"], errors="coerce"),
            estacion=codigo,
            comuna=ESTACIONES[codigo],
        )
        .dropna(subset=["hora", "mp25"])
        .query("mp25 >= 0 and mp25 < 1000")
    )
    return df[["estacion", "comuna", "hora", "mp25"]]


def nivel(valor: float) -> str:
    actual = NIVELES[0][1]
    for umbral, nombre in NIVELES:
        if valor >= umbral:
            actual = nombre
    return actual


@task
def cargar(df: pd.DataFrame) -> int:
    url = Secret.load("postgres-analitica").get()
    engine = create_engine(url)
    with engine.begin() as con:
        con.execute(text("CREATE TEMP TABLE tmp_mp25 (LIKE calidad_aire.mp25_horario) ON COMMIT DROP"))
        df.to_sql("tmp_mp25", con, if_exists="append", index=False)
        res = con.execute(text(
            """
            INSERT INTO calidad_aire.mp25_horario
            SELECT * FROM tmp_mp25
            ON CONFLICT (estacion, hora) DO UPDATE SET mp25 = EXCLUDED.mp25
            """
        )
    return res.rowcount


@task
def evaluar(df: pd.DataFrame) -> pd.DataFrame:
    movil = (
        df.sort_values("hora")
        .set_index("hora")
        .groupby(["estacion", "comuna"])["mp25"]
        .rolling("24h", min_periods=18)
        .mean()
        .reset_index()
    )
    ultimo = movil.sort_values("hora").groupby("estacion").tail(1)
    ultimo["nivel"] = ultimo["mp25"].apply(nivel)
    return ultimo[ultimo["nivel"].isin(["alerta", "preemergencia", "emergencia"])]


@flow(name="calidad-aire-horaria", log_prints=True)
def calidad_aire(horas_atras: int = 30):
    logger = get_run_logger()
    desde = datetime.now() - timedelta(hours=horas_atras)
    futuros = {c: descargar.submit(c, desde) for c in ESTACIONES)
    partes = [limpiar(c, f.result()) for c, f in futuros.items()]
    df = pd.concat(partes, ignore_index=True)
    filas = cargar(df)
    logger.info("Filas cargadas/actualizadas: %s", filas)

    criticas = evaluar(df)
    if criticas.empty:
        print("Sin episodios críticos.")
        return
    cuerpo = "\n".join(
        f"{r.comuna} ({r.estacion}): {r.mp25:.0f µg/m³ - {r.nivel.upper()}" for r in criticas.itertuples()
    )
    email_send_message(
        email_server_credentials=EmailServerCredentials.load("correo-equipo"),
        subject=f"[MP2.5] {len(criticas)} estación(es) en episodio",
        msg=cuerpo,
        email_to=DESTINATARIOS,
    )


if __name__ == "__main__":
    calidad_aire()
