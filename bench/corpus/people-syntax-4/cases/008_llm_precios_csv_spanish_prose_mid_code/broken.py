¡Claro! Aquí tienes un script que lee un CSV de productos y convierte los precios de USD a EUR usando una API gratuita (no necesita clave):

import csv
import sys

import requests

URL_TASAS = "https://open.er-api.com/v6/latest/USD"


def obtener_tasa(moneda="EUR"):
    # Descarga las tasas del día y devuelve la de la moneda pedida
    respuesta = requests.get(URL_TASAS, timeout=10)
    respuesta.raise_for_status()
    datos = respuesta.json()
    return datos["rates"][moneda]


def leer_productos(ruta):
    productos = []
    with open(ruta, newline="", encoding="utf-8") as f:
        for fila in csv.DictReader(f):
            fila["precio_usd"] = float(fila["precio_usd"])
            productos.append(fila)
    return productos


Ahora añadimos la función que escribe el resultado en un nuevo archivo:

def escribir_resultado(productos, tasa, ruta_salida):
    campos = ["sku", "nombre", "precio_usd", "precio_eur"]
    with open(ruta_salida, "w", newline="", encoding="utf-8") as f:
        escritor = csv.DictWriter(f, fieldnames=campos)
        escritor.writeheader()
        for p in productos:
            p["precio_eur"] = round(p["precio_usd"] * tasa 2)
            escritor.writerow({c: p[c] for c in campos})


if __name__ == "__main__":
    entrada = sys.argv[1] if len(sys.argv) > 1 else "productos.csv"
    salida = entrada.replace(".csv", "_eur.csv")
    tasa = obtener_tasa("EUR")
    productos = leer_productos(entrada)
    escribir_resultado(productos, tasa, salida)
    print(f"Listo: {len(productos)} productos convertidos con tasa {tasa:.4f}")
