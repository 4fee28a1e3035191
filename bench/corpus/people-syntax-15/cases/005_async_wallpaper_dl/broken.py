# pobieracz tapet z reddita (r/wallpaper, r/EarthPorn itd)
# asyncio + kolejka, 3 workery, zapisuje do ./tapety
# autor: Kuba, 2 klasa technikum :)
import asyncio
import hashlib
import os
import sys
import time

import aiofiles
import aiohttp

SUBY = ["wallpaper", "EarthPorn", "SpacePorn", "CityPorn"]
LIMIT = 50
FOLDER = "tapety"
WORKERY = 3
MIN_SZER = 1920

pobrane = 0
pominiete = 0


def nazwa_pliku(url):
    rozsz = os.path.splitext(url.split("?")[0])[1] or ".jpg"
    return hashlib.md5(url.encode()).hexdigest()[:12] + rozsz


async def zbierz_linki(session, sub, kolejka):
    url = f"https://www.reddit.com/r/{sub}/top.json?t=week&limit={LIMIT}"
    async with session.get(url, headers={"User-Agent": "tapety-bot/0.1 by kuba"}) as r:
        if r.status != 200:
            print(f"r/{sub}: status {r.status}, pomijam")
            return
        dane = await r.json()
    for post in dane["data"]["children"]:
        p = post["data"]
        if p.get("over_18"):
            continue
        if not p["url"].endswith((".jpg", ".jpeg", ".png")):
            continue
        try:
            szer = p["preview"]["images"][0]["source"]["width"]
        except KeyError, IndexError:
            szer = 0
        if szer < MIN_SZER:
            continue
        await kolejka.put((sub, p["url"], p["title"]))


async def worker(nr, session, kolejka):
    global pobrane, pominiete
    while True:
        sub, url, tytul = await kolejka.get()
        sciezka = os.path.join(FOLDER, sub, nazwa_pliku(url))
        try:
            if os.path.exists(sciezka):
                pominiete += 1
                continue
            async with session.get(url) as r:
                if r.status != 200:
                    print(f"[w{nr}] {r.status} {url}")
                    continue
                os.makedirs(os.path.dirname(sciezka), exist_ok=True)
                async with aiofiles.open(sciezka, "wb") as f:
                    for await kawalek in r.content.iter_chunked(64 * 1024):
                        await f.write(kawalek)
            pobrane += 1
            print(f"[w{nr}] ✔ {tytul[:50]}")
        except aiohttp.ClientError as e:
            print(f"[w{nr}] błąd: {e}")
        finally:
            kolejka.task_done()


async def main():
    start = time.perf_counter()
    kolejka = asyncio.Queue(maxsize=100)
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=60)) as session:
        workery = [asyncio.create_task(worker(i, session, kolejka)) for i in range(1, WORKERY + 1)]
        await asyncio.gather(*(zbierz_linki(session, s, kolejka) for s in SUBY)
        await kolejka.join()
        for w in workery:
            w.cancel()
    print(f"gotowe w {time.perf_counter() - start:.1f}s: pobrane {pobrane}, pominięte {pominiete}")


if __name__ == "__main__":
    if len(sys.argv) > 1:
        SUBY = sys.argv[1:]
    asyncio.run(main())
