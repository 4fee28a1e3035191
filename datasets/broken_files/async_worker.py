"""Téléchargements concurrents avec asyncio (simulation)."""
import asyncio
import random

URLS = [f"https://exemple.dz/page/{i}" for i in range(8)]


async def telecharger(url, verrou, journal)
    delai = random.uniform(0.01, 0.05)
    await asyncio.sleep(delai
    async with verrou
        journal.append((url, round(delai, 3)))
    return len(url)


async def travailleur(nom, file, verrou, journal):
    while True:
        url = await file.get()
        try:
        await telecharger(url, verrou, journal)
        finally:
            file.task_done()


async def principal(n_travailleurs=3):
    file = asyncio.Queue()
    verrou = asyncio.Lock()
    journal = []
    for u in URLS:
        file.put_nowait(u)
    taches = [
        asyncio.create_task(travailleur(f"t{i}", file, verrou, journal))
        for i in range(n_travailleurs)
    (
    await file.join()
    for t in taches:
        t.cancel()
    await asyncio.gather(*taches, return_exceptions=True)
    return journal


if __name__ == "__main__":
    resultat = asyncio.run(principal())
    for url, d in resultat:
        print(f"{url}  {d}s)
