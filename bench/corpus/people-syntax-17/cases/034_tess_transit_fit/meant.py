"""
Búsqueda y ajuste de tránsitos en curvas de luz TESS (SPOC, 2 min)

1. Lee el FITS de la curva de luz (PDCSAP_FLUX), limpia calidad y normaliza por sector.
2. Quita la variabilidad estelar con un filtro de mediana móvil.
3. Busca el período con Box Least Squares (astropy.timeseries).
4. Ajusta un modelo trapezoidal al tránsito plegado con scipy.optimize.curve_fit
   y estima el radio del planeta con el radio estelar del TIC.

Francisca R., postdoc - Departamento de Astronomía, La Serena
"""
import sys

import astropy.units as u
import matplotlib.pyplot as plt
import numpy as np
from astropy.io import fits
from astropy.timeseries import BoxLeastSquares
from scipy.ndimage import median_filter
from scipy.optimize import curve_fit

R_SUN_KM = 695_700.0
R_EARTH_KM = 6_371.0
VENTANA_FILTRO_H = 12.0
CADENCIA_MIN = 2.0


def leer_curva(ruta):
    with fits.open(ruta) as hdul:
        d = hdul[1].data
        cab = hdul[0].header
        t = np.array(d["TIME"], dtype=float)
        f = np.array(d["PDCSAP_FLUX"], dtype=float)
        e = np.array(d["PDCSAP_FLUX_ERR"], dtype=float)
        ok = (d["QUALITY"] == 0) & np.isfinite(t) & np.isfinite(f) & np.isfinite(e)
        r_estrella = cab.get("RADIUS") or 1.0
    med = np.nanmedian(f[ok])
    return t[ok], f[ok] / med, e[ok] / med, float(r_estrella)


def aplanar(t, f):
    n = int(VENTANA_FILTRO_H * 60 / CADENCIA_MIN) | 1     # impar
    tendencia = median_filter(f, size=n, mode="nearest")
    return f / tendencia


def buscar_periodo(t, f, e):
    bls = BoxLeastSquares(t * u.day, f, dy=e)
    periodos = np.exp(np.linspace(np.log(0.5), np.log(15.0), 20000)) * u.day
    duraciones = np.array([0.04, 0.06, 0.08, 0.12, 0.16]) * u.day
    res = bls.power(periodos, duraciones, objective="snr")
    k = np.argmax(res.power)
    return {
        "P": res.period[k].value,
        "t0": res.transit_time[k].value,
        "dur": res.duration[k].value,
        "prof": res.depth[k],
        "snr": res.depth_snr[k],
    }


def trapecio(fase, prof, t14, t12, centro):
    """Tránsito trapezoidal: t14 duración total, t12 duración de ingreso (días)."""
    x = np.abs(fase - centro)
    modelo = np.ones_like(fase)
    fondo = x <= (t14 / 2 - t12)
    rampa = (x > (t14 / 2 - t12)) & (x < t14 / 2)
    modelo[fondo] = 1 - prof
    modelo[rampa] = 1 - prof * (t14 / 2 - x[rampa]) / t12
    return modelo


def plegar(t, P, t0):
    return ((t - t0 + 0.5 * P) % P) - 0.5 * P


def ajustar(t, f, e, bls):
    fase = plegar(t, bls["P"], bls["t0"])
    cerca = np.abs(fase) < 2 * bls["dur"]
    p0 = [bls["prof"], bls["dur"], bls["dur"] / 5, 0.0]
    limites = ([0, 0.01, 0.001, -0.05], [0.1, 0.5, 0.2, 0.05])
    popt, pcov = curve_fit(trapecio, fase[cerca], f[cerca], p0=p0, sigma=e[cerca],
                           bounds=limites, absolute_sigma=True, maxfev=20000)
    return popt, np.sqrt(np.diag(pcov)), fase, cerca


def radio_planeta(prof, dprof, r_estrella):
    rp = np.sqrt(prof) * r_estrella * R_SUN_KM / R_EARTH_KM
    drp = 0.5 * dprof / np.sqrt(prof) * r_estrella * R_SUN_KM / R_EARTH_KM
    return rp, drp


def graficar(fase, f, cerca, popt, bls, titulo):
    fig, (a1, a2) = plt.subplots(2, 1, figsize=(8, 7), gridspec_kw={"height_ratios": [2, 1]})
    horas = fase * 24
    a1.plot(horas[cerca], f[cerca], ".", ms=2, color="0.5", alpha=0.5)
    orden = np.argsort(fase[cerca])
    a1.plot(horas[cerca][orden], trapecio(fase[cerca][orden], *popt), "r-", lw=1.5)
    a1.set_ylabel("flujo relativo")
    a1.set_title(f"{titulo}  P = {bls['P']:.5f} d,  SNR = {bls['snr']:.1f}")
    residuos = f[cerca] - trapecio(fase[cerca], *popt)
    a2.plot(horas[cerca], residuos * 1e6, ".", ms=2, color="k")
    a2.axhline(0, color="r", lw=1)
    a2.set_xlabel("horas desde el centro del tránsito")
    a2.set_ylabel("residuos (ppm)")
    fig.tight_layout()
    fig.savefig(titulo.replace(" ", "_") + "_transito.png", dpi=150)


def main(ruta, titulo):
    t, f, e, r_estrella = leer_curva(ruta)
    f = aplanar(t, f)
    bls = buscar_periodo(t, f, e)
    popt, perr, fase, cerca = ajustar(t, f, e, bls)
    rp, drp = radio_planeta(popt[0], perr[0], r_estrella)
    print(f"P = {bls['P']:.5f} d   T0 = {bls['t0']:.5f} BTJD   SNR = {bls['snr']:.1f}")
    print(f"profundidad = {popt[0] * 1e6:.0f} ± {perr[0] * 1e6:.0f} ppm   T14 = {popt[1] * 24:.2f} h")
    print(f"Rp = {rp:.2f} ± {drp:.2f} R_tierra  (R* = {r_estrella:.2f} R_sol)")
    graficar(fase, f, cerca, popt, bls, titulo)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "TOI")
