"""Pricer Black-Scholes-Merton + grecques + volatilité implicite (desk dérivés actions, Genève).

Outil de contrôle pour les prix de la plateforme : on recalcule prix et grecques
des options européennes sur indices (SMI, Euro Stoxx 50) avec dividende continu,
et on inverse la vol implicite par Newton avec repli sur la bissection.
"""
import math
from dataclasses import dataclass
from datetime import date

from scipy.stats import norm

JOURS_AN = 365.0


@dataclass
class Option:
    sous_jacent: str
    type: str            # "call" ou "put"
    strike: float
    echeance: date
    prix_marche: float | None = None


def d1_d2(S, K, T, r, q, sigma):
    if T <= 0 or sigma <= 0:
        raise ValueError("T et sigma doivent être > 0")
    d1 = (math.log(S / K) + (r - q + 0.5 * sigma ** 2) * T) / (sigma * math.sqrt(T))
    d2 = d1 - sigma * math.sqrt(T)
    return d1, d2


def prix_bs(S, K, T, r, q, sigma, type_):
    d1, d2 = d1_d2(S, K, T, r, q, sigma)
    if type_ == "call":
        return S * math.exp(-q * T) * norm.cdf(d1) - K * math.exp(-r * T) * norm.cdf(d2)
    return K * math.exp(-r * T) * norm.cdf(-d2) - S * math.exp(-q * T) * norm.cdf(-d1)


def grecques(S, K, T, r, q, sigma, type_):
    d1, d2 = d1_d2(S, K, T, r, q, sigma)
    pdf = norm.pdf(d1)
    disc_q, disc_r = math.exp(-q * T), math.exp(-r * T)
    gamma = disc_q * pdf / (S * sigma * math.sqrt(T))
    vega = S * disc_q * pdf * math.sqrt(T) / 100          # pour 1 point de vol
    if type_ == "call":
        delta = disc_q * norm.cdf(d1)
        theta = (-S * disc_q * pdf * sigma / (2 * math.sqrt(T))
                 - r * K * disc_r * norm.cdf(d2)
                 + q * S * disc_q * norm.cdf(d1)) / JOURS_AN
        rho = K * T * disc_r * norm.cdf(d2) / 100
    else:
        delta = -disc_q * norm.cdf(-d1)
        theta = (-S * disc_q * pdf * sigma / (2 * math.sqrt(T))
                 + r * K * disc_r * norm.cdf(-d2)
                 - q * S * disc_q * norm.cdf(-d1)) / JOURS_AN
        rho = -K * T * disc_r * norm.cdf(-d2) / 100
    return {"delta": delta, "gamma": gamma, "vega": vega, "theta": theta, "rho": rho}


def vol_implicite(prix, S, K, T, r, q, type_, tol=1e-8, max_iter=100):
    """Newton-Raphson sur la vega, bissection si Newton sort de [1e-4, 5]."""
    intrinseque = max(0.0, (S * math.exp(-q * T) - K * math.exp(-r * T)) * (1 if type_ == "call" else -1))
    if prix < intrinseque - 1e-10:
        raise ValueError(f"prix {prix:.4f} sous la valeur intrinsèque {intrinseque:.4f}")
    sigma = 0.2
    for _ in range(max_iter):
        ecart = prix_bs(S, K, T, r, q, sigma, type_) - prix
        if abs(ecart) < tol:
            return sigma
        vega = grecques(S, K, T, r, q, sigma, type_)["vega"] * 100
        if vega < 1e-10:
            break
        sigma -= ecart / vega
        if not 1e-4 < sigma < 5.0:
            break
    bas, haut = 1e-4, 5.0
    for _ in range(200):
        milieu = 0.5 * (bas + haut)
        if prix_bs(S, K, T, r, q, milieu, type_) > prix:
            haut = milieu
        else:
            bas = milieu
        if haut - bas < tol:
            break
    return 0.5 * (bas + haut)


def parite_call_put(call, put, S, K, T, r, q):
    return call - put - (S * math.exp(-q * T) - K * math.exp(-r * T))


if __name__ == "__main__":
    aujourd_hui = date(2024, 9, 13)
    S, r, q = 12_050.0, 0.0100, 0.029          # SMI, taux CHF, rendement du dividende
    options = [
        Option("SMI", "call", 12_000, date(2024, 12, 20), 331.5),
        Option("SMI", "put", 12_000, date(2024, 12, 20), 338.0),
        Option("SMI", "call", 12_500, date(2025, 3, 21), 245.0),
        Option("SMI", "put", 11_500, date(2025, 3, 21), 301.0),
    ]
    print(f"{'option':<22}{'prix':>9}{'vol imp.':>10}{'delta':>8}{'gamma':>9}{'vega':>8}{'theta':>8}")
    vols = {}
    for o in options:
        T = (o.echeance - aujourd_hui).days / JOURS_AN
        sigma = vol_implicite(o.prix_marche, S, o.strike, T, r, q, o.type)
        g = grecques(S, o.strike, T, r, q, sigma, o.type)
        vols[(o.strike, o.echeance, o.type)] = sigma
        nom = f"{o.sous_jacent} {o.type} {o.strike:,.0f} {o.echeance:%b%y}"
        print(f"{nom:<22}{o.prix_marche:>9.2f}{sigma:>10.2%}{g['delta']:>8.3f}"
              f"{g['gamma'] * 1e4:>9.3f}{g['vega']:>8.2f}{g['theta']:>8.2f}")
    T = (date(2024, 12, 20) - aujourd_hui).days / JOURS_AN
    ecart = parite_call_put(331.5, 338.0, S, 12_000, T, r, q)
    print(f"\nécart de parité call-put déc. 12'000 : {ecart:+.2f} pts")
