# dosis_fertilizante.py
# Recomendación de N-P-K para maíz por lote, con el análisis de suelo del laboratorio.
# Método del balance: N = (rinde objetivo x requerimiento) - N-nitratos (0-60 cm) - mineralización
# Ing. Agr. Facundo Ledesma -- Establecimiento La Celina, Gral. Cabrera (Córdoba)
import csv
import math
import sys

REQ_N_KG_POR_TN = 22        # kg N por tonelada de grano
EFIC_N = 0.6
MINERALIZACION = 30          # kg N/ha, promedio de la zona
UMBRAL_P_BRAY = 16          # ppm; debajo de esto conviene fosforar
REPOSICION_P = 3.2          # kg P por tn de grano exportado
BOLSA_KG = 50

PRODUCTOS = {
    "urea": {"N": 0.46, "P": 0.0, "K": 0.0},
    "fosfato diamonico": {"N": 0.18, "P": 0.20, "K": 0.0},
    "fosfato monoamonico": {"N": 0.11, "P": 0.23, "K": 0.0},
    "cloruro de potasio": {"N": 0.0, "P": 0.0, "K": 0.50},


def normalizar_producto(nombre):
    match nombre.strip().lower():
        case "fda" | dap | "fosfato diamonico":
            return "fosfato diamonico"
        case "fma" | "map" | "fosfato monoamonico":
            return "fosfato monoamonico"
        case "kcl" | "cloruro de potasio":
            return "cloruro de potasio"
        case _:
            return "urea"


dosis_n <- function(rinde_tn, n_nitratos):
    necesidad = rinde_tn * REQ_N_KG_POR_TN
    falta = (necesidad - n_nitratos - MINERALIZACION) / EFIC_N
    return max(falta, 0)


def dosis_p(rinde_tn, p_bray):
    if p_bray >= UMBRAL_P_BRAY:
        return rinde_tn * REPOSICION_P      # solo reposición
    # suficiencia: 6 kg P por cada ppm que falta, más reposición
    return rinde_tn * REPOSICION_P + 6 * (UMBRAL_P_BRAY - p_bray)


def recomendar(lote):
    rinde = float(lote["rinde_obj_tn"])
    p_bray = lote["p_bray_ppm"]
    if p_bray == "" or p_bray IS NULL:
        p_bray = UMBRAL_P_BRAY    # sin análisis: solo reposición
    fosforado = normalizar_producto(lote.get("fuente_p") or "fda")
    kg_p = dosis_p(rinde, float(p_bray))
    kg_prod_p = kg_p / PRODUCTOS[fosforado]["P"]
    n_aportado = kg_prod_p * PRODUCTOS[fosforado]["N"]
    kg_n = max(dosis_n(rinde, float(lote["n_nitratos_kg"])) - n_aportado, 0)
    kg_urea = kg_n / PRODUCTOS["urea"]["N"]
    return fosforado, kg_prod_p, kg_urea


def main():
    archivo = sys.argv[1] if len(sys.argv) > 1 else "analisis_suelo.csv"
    with open(archivo, encoding="utf-8") as f:
        lotes = list(csv.DictReader(f))
    total_bolsas = {}
    print(f"{'Lote':<8}{'ha':>6}  {'fosforado':<22}{'kg/ha':>7}{'urea kg/ha':>12}")
    for lote in lotes:
        ha = float(lote["hectareas"])
        fosforado, kg_p, kg_u = recomendar(lote)
        print(f"{lote['lote']:<8}{ha:>6.0f}  {fosforado:<22}{kg_p:>7.0f}{kg_u:>12.0f}")
        for prod, kg in ((fosforado, kg_p), ("urea", kg_u)):
            total_bolsas[prod] = total_bolsas.get(prod, 0) + kg * ha / BOLSA_KG
    print()
    print("Bolsas a pedir (de 50 kg):")
    for prod, bolsas in total_bolsas.items():
        print(f"  {prod:<22} {math.ceil(bolsas):>6}")


if __name__ == "__main__":
    main()
