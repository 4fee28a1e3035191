"""
Homicidios dolosos por entidad, comparación anual y mensual.
Fuente: datos abiertos del SESNSP (CSV de víctimas, fuero común).

Lo uso para la nota mensual de seguridad.  Nada de pandas en la laptop del
periódico, así que todo va a mano con csv y diccionarios.  - Andrés G., CDMX
"""
import csv
import sys
from collections import defaultdict

ARCHIVO = "IDVFC_NM_dic2024.csv"
MESES = ["Enero", "Febrero", "Marzo", "Abril", "Mayo", "Junio", "Julio",
         "Agosto", "Septiembre", "Octubre", "Noviembre", "Diciembre"]
POBLACION = {  # CONAPO 2024, en miles
    "Guanajuato": 6555, "Baja California": 3854, "Chihuahua": 3863,
    "Michoacán de Ocampo": 4880, "Guerrero": 3622, "Estado de México": 17427,
    "Jalisco": 8593, "Sonora": 3029, "Morelos": 2054, "Ciudad de México": 9210,
    "Zacatecas": 1651, "Colima": 751, "Sinaloa": 3176, "Oaxaca": 4222,
}


def lee_victimas(ruta):
    """-> {(entidad, año): [12 totales mensuales]}"""
    datos = defaultdict(lambda: [0] * 12)
    with open(ruta, encoding="latin-1", newline="") as f:
        lector = csv.DictReader(f)
        for fila in lector:
            if fila["Tipo de delito"] != "Homicidio" or fila["Subtipo de delito"] != "Homicidio doloso":
                continue
            clave = (fila["Entidad"], int(fila["Año"]))
            for i, mes in enumerate(MESES):
                valor = fila.get(mes, "").strip()
                if valor:
                    datos[clave][i] += int(valor)
    return datos


def variacion(actual, anterior):
    if anterior == 0:
        return None
    return 100.0 * (actual - anterior) / anterior


def tasa(victimas, entidad):
    miles = POBLACION.get(entidad)
    if not miles:
        return None
    return victimas / miles * 100  # por cada 100 mil habitantes


def ultimo_mes_con_datos(datos, anio):
    ultimo = -1
    for (entidad, a), meses in datos.items():
        if a != anio:
            continue
        for i, v in enumerate(meses):
            if v > 0:
                ultimo = max(ultimo, i)
    return ultimo


def flecha(pct):
    if pct is None:
        return "  n/d"
    simbolo = "▲" if pct > 0 else "▼" if pct < 0 else "="
    return f"{simbolo}{abs(pct):5.1f}%"


def main(anio):
    datos = lee_victimas(ARCHIVO)
    mes = ultimo_mes_con_datos(datos, anio)
    if mes < 0:
        sys.exit(f"No hay datos de {anio} en {ARCHIVO}")
    print(f"Homicidios dolosos, enero–{MESES[mes].lower()} {anio} vs. mismo periodo {anio - 1}\n")

    filas = []
    for (entidad, a), meses in datos.items():
        if a != anio:
            continue
        previo = datos.get((entidad, anio - 1), [0] * 12)
        acumulado = sum(meses[:mes + 1])
        acumulado_previo = sum(previo[:mes + 1])
        filas.append({
            "entidad": entidad,
            "acumulado": acumulado,
            "previo": acumulado_previo,
            "var": variacion(acumulado, acumulado_previo),
            "tasa": tasa(acumulado, entidad),
            "mes": meses[mes],
            "mes_previo": previo[mes],
        })

    filas.sort(key=lambda f: f["acumulado"], reverse=True)
    total = sum(f["acumulado"] for f in filas)
    total_previo = sum(f["previo"] for f in filas)

    print(f"{'Entidad':<24}{'Acum.':>8}{'Año ant.':>9}{'Var.':>9}{'Tasa':>8}")
    for f in filas[:15]:
        tasa_txt = f"{f['tasa']:.1f}" if f["tasa"] is not None else "—"
        print(f"{f['entidad']:<24}{f['acumulado']:>8}{f['previo']:>9}{flecha(f['var']):>9}{tasa_txt:>8}")
    print("-" * 58)
    print(f"{'Nacional':<24}{total:>8}{total_previo:>9}{flecha(variacion(total, total_previo)):>9}")

    # para el párrafo de la nota: estados que más subieron en el último mes
    subidas = [f for f in filas if f["mes_previo"] >= 20]
    subidas.sort(key=lambda f: variacion(f["mes"], f["mes_previo"]) or 0, reverse=True)
    print(f"\nMayores alzas en {MESES[mes].lower()} (estados con 20+ víctimas el año pasado):")
    for f in subidas[:5]:
        print(f"  {f['entidad']}: {f['mes_previo']} → {f['mes']} ({flecha(variacion(f['mes'], f['mes_previo']))})")

    with open(f"homicidios_{anio}_{mes + 1:02d}.csv", "w", newline="", encoding="utf-8") as salida:
        w = csv.writer(salida)
        w.writerow(["entidad", "acumulado", "previo", "variacion_pct", "tasa_100k"])
        for f in filas:
            w.writerow([f["entidad"], f["acumulado"], f["previo"],
                        "" if f["var"] is None else round(f["var"], 1),
                        "" if f["tasa"] is None else round(f["tasa"], 2)])


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2024)
