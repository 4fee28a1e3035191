"""saa.py - sääennuste usealle kaupungille kerralla (asyncio + aiohttp).

Haen ennusteet Open-Meteo-tyyppisestä rajapinnasta rinnakkain, lasken päivän
min/max/keskilämmön ja sadesumman ja tulostan taulukon.  Node-taustaa, joten
async on tuttua, Python ei niinkään.  -- Janne V., Tampere
"""
import asyncio
import statistics
import sys
from datetime import datetime

import aiohttp

API = "https://api.open-meteo.example/v1/forecast"
KAUPUNGIT = {
    "Tampere": (61.4978, 23.7610),
    "Helsinki": (60.1699, 24.9384),
    "Oulu": (65.0121, 25.4651),
    "Rovaniemi": (66.5039, 25.7294),
    "Turku": (60.4518, 22.2666),
}
AIKAKATKAISU = aiohttp.ClientTimeout(total=15)
PAKKASRAJA = -15.0


async def hae_ennuste(session, kaupunki, lat, lon):
    params = {
        "latitude": lat,
        "longitude": lon,
        "hourly": "temperature_2m,precipitation",
        "forecast_days": 3,
        "timezone": "Europe/Helsinki",
    }
    try:
        async with session.get(API, params=params) as vastaus:
            if vastaus.status != 200:
                return kaupunki, None, f"HTTP {vastaus.status}"
            data = await vastaus.json()
            return kaupunki, data, None
    except (aiohttp.ClientError, asyncio.TimeoutError) as e:
        return kaupunki, None, str(e) or type(e).__name__


def paivittain(data):
    tunnit = data["hourly"]["time"]
    lampotilat = data["hourly"]["temperature_2m"]
    sateet = data["hourly"]["precipitation"]
    paivat = {}
    for aika, t, sade in zip(tunnit, lampotilat, sateet):
        paiva = aika[:10]
        if paiva not in paivat:
            paivat[paiva] = {"lampo": [], "sade": 0.0}
        if t is not None:
            paivat[paiva]["lampo"].append(t)
        paivat[paiva]["sade"] += sade or 0.0
    tulos = []
    for paiva, arvot in sorted(paivat.items()):
        lampo = arvot["lampo"]
        if not lampo:
            continue
        tulos.append({
            "paiva": paiva,
            "min": min(lampo),
            "max": max(lampo),
            "ka": statistics.fmean(lampo),
            "sade": round(arvot["sade"], 1),
        })
    return tulos


async def hae_kaikki():
    async with aiohttp.ClientSession(timeout=AIKAKATKAISU) as session:
        tehtavat = [hae_ennuste(session, k, lat, lon) for k, (lat, lon) in KAUPUNGIT.items()]
        return await asyncio.gather(*tehtavat)


async def virheet_yksitellen(tulokset):
    if all(virhe is None for _, _, virhe in tulokset):
        return
    for kaupunki, data, virhe in tulokset:
        if virhe:
            yield kaupunki, virhe
            await asyncio.sleep(0)


def viikonpaiva(iso):
    nimet = ["ma", "ti", "ke", "to", "pe", "la", "su"]
    return nimet[datetime.fromisoformat(iso).weekday()]


async def main():
    alku = datetime.now()
    tulokset = await hae_kaikki()
    kesto = (datetime.now() - alku).total_seconds()

    print(f"{'Kaupunki':<11}{'pv':<4}{'min':>7}{'max':>7}{'ka':>7}{'sade mm':>9}")
    pakkasvaroitukset = []
    for kaupunki, data, virhe in tulokset:
        if data is None:
            continue
        for p in paivittain(data):
            print(f"{kaupunki:<11}{viikonpaiva(p['paiva']):<4}{p['min']:>7.1f}{p['max']:>7.1f}"
                  f"{p['ka']:>7.1f}{p['sade']:>9.1f}")
            if p["min"] <= PAKKASRAJA:
                pakkasvaroitukset.append((kaupunki, p["paiva"], p["min"]))
        print()

    async for kaupunki, virhe in virheet_yksitellen(tulokset):
        print(f"! {kaupunki}: ei saatu ennustetta ({virhe})", file=sys.stderr)

    for kaupunki, paiva, t in pakkasvaroitukset:
        print(f"Pakkasvaroitus: {kaupunki} {paiva} {t:.1f} °C")
    print(f"Haettu {len(tulokset)} kaupunkia {kesto:.2f} s:ssa")


if __name__ == "__main__":
    asyncio.run(main())
