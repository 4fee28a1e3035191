# Transectos de guanacos - Parque Nacional Torres del Paine
# Lee los GPX de los GPS Garmin, calcula distancia recorrida (haversine),
# velocidad, desnivel y marca los avistamientos (waypoints) con su distancia al transecto.
# Autora: Valentina M., Laboratorio de Ecología, UACh Valdivia

import glob
import math
import os
import xml.etree.ElementTree as ET
from datetime import datetime

NS = {"gpx": "http://www.topografix.com/GPX/1/1"}
R_TIERRA = 6371008.8  # metros, radio medio
VEL_MAX_CAMINANDO = 2.5  # m/s, más que esto es que se subieron a la camioneta


def haversine(lat1, lon1, lat2, lon2):
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp = p2 - p1
    dl = math.radians(lon2 - lon1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * R_TIERRA * math.asin(math.sqrt(a))


def leer_hora(texto):
    if texto is None:
        return None
    texto = texto.strip().replace("Z", "+00:00")
    return datetime.fromisoformat(texto)


def leer_gpx(ruta):
    arbol = ET.parse(ruta)
    raiz = arbol.getroot()
    puntos = []
    for trkpt in raiz.iterfind(".//gpx:trkseg/gpx:trkpt", NS):
        ele = trkpt.find("gpx:ele", NS)
        t = trkpt.find("gpx:time", NS)
        puntos.append((
            float(trkpt.get("lat")),
            float(trkpt.get("lon")),
            float(ele.text) if ele is not None else None,
            leer_hora(t.text if t is not None else None),
        ))
    avistamientos = []
    for wpt in raiz.iterfind("gpx:wpt", NS):
        nombre = wpt.find("gpx:name", NS)
        avistamientos.append({
            "nombre": nombre.text if nombre is not None else "?",
            "lat": float(wpt.get("lat")),
            "lon": float(wpt.get("lon")),
        })
    return puntos, avistamientos


def resumen_transecto(puntos):
    dist = subida = bajada = 0.0
    tiempo_en_vehiculo = 0.0
    for (la1, lo1, e1, t1), (la2, lo2, e2, t2) in zip(puntos, puntos[1:]):
        d = haversine(la1, lo1, la2, lo2)
        if t1 and t2:
            dt = (t2 - t1).total_seconds()
            if dt > 0 and d / dt > VEL_MAX_CAMINANDO:
                tiempo_en_vehiculo += dt
                continue
        dist += d
        if e1 is not None and e2 is not None:
            if e2 > e1:
                subida += e2 - e1
            else:
                bajada += e1 - e2
    inicio, fin = puntos[0][3], puntos[-1][3]
    duracion = (fin - inicio).total_seconds() if inicio and fin else None
    return {
        "distancia_km": dist / 1000,
        "subida_m": subida,
        "bajada_m": bajada,
        "duracion_h": duracion / 3600 if duracion else None,
        "en_vehiculo_min": tiempo_en_vehiculo / 60,
    }


def distancia_al_transecto(wpt, puntos):
    """Distancia mínima (m) del avistamiento a cualquier punto del track; aproximación burda."""
    return min(haversine(wpt["lat"], wpt["lon"], la, lo) for la, lo, _, _ in puntos)


def main(carpeta="gpx_2024"):
    archivos = sorted(glob.glob(os.path.join(carpeta, "*.gpx")))
    if not archivos:
        print(f"No hay GPX en {carpeta}")
        return
    total_km = 0.0
    total_guanacos = 0
    for ruta in archivos:
        puntos, avist = leer_gpx(ruta)
        if len(puntos) < 2:
            print(f"{os.path.basename(ruta)}: track vacío")
            continue
        r = resumen_transecto(puntos)
        total_km += r["distancia_km"]
        print(f"\n{os.path.basename(ruta)}")
        print(f"  {r['distancia_km']:.2f} km, +{r['subida_m']:.0f} m / -{r['bajada_m']:.0f} m")
        if r["duracion_h"]:
            print(f"  {r['duracion_h']:.1f} h, {r['distancia_km'] / r['duracion_h']:.2f} km/h")
        if r["en_vehiculo_min"] > 1:
            print(f"  ojo: {r['en_vehiculo_min']:.0f} min a velocidad de vehículo (excluidos)")
        for w in avist:
            d = distancia_al_transecto(w, puntos)
            banda = "dentro" if d <= 250 else "fuera"
            # el nombre del waypoint lleva el número de individuos, p.ej. "G12" = 12 guanacos
            n = int(w["nombre"][1:]) if w["nombre"][:1] == "G" and w["nombre"][1:].isdigit() else 0
            if banda == "dentro":
                total_guanacos += n
            print(f"    {w['nombre']:<6} a {d:6.0f} m  ({banda} de la banda de 250 m)")
    if total_km:
        densidad = total_guanacos / (total_km * 0.5)   # km² de banda de 2 x 250 m
        print(f"\nTotal: {total_km:.1f} km, {total_guanacos} guanacos, {densidad:.2f} ind/km²")


if __name__ == "__main__":
    main()
