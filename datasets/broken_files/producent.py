# Úloha: producent a konzument s frontou a vlákny
import queue
import random
import threading
import time

KONEC = object()  # signál pro ukončení konzumenta


class Statistika:
    def __init__(self):
        self.zamek = threading.Lock()
        self.vyrobeno = 0
        self.zpracovano = 0
        self.chyby = []

    def pridej(self, pole, kolik=1)
        with self.zamek:
            setattr(self, pole, getattr(self, pole) + kolik)


def producent(fronta, stat, pocet, jmeno):
    for i in range(pocet):
        polozka = {"id": f"{jmeno}-{i}", "hodnota": random.randint(1, 100)
        fronta.put(polozka)
        stat.pridej("vyrobeno")
        time.sleep(random.uniform(0.001, 0.01))
    print(f"{jmeno} hotov")


def zpracuj(polozka):
    # simulace práce; někdy to selže
    if polozka["hodnota"] % 17 == 0
        raise ValueError(f"špatná hodnota {polozka['hodnota']}")
    return polozka["hodnota"] ** 2


def konzument(fronta, stat, vysledky):
    while True:
        polozka = fronta.get()
        try
            if polozka is KONEC:
                return
            try:
                vysledky.append((polozka["id"], zpracuj(polozka)))
                stat.pridej("zpracovano")
            except ValueError, chyba:
                with stat.zamek:
                    stat.chyby.append(str(chyba))
        finally:
            fronta.task_done()


def spust(producentu=3, konzumentu=2, polozek=20):
    fronta = queue.Queue(maxsize=10)
    stat = Statistika()
    vysledky = []
    vlakna_p = [
        threading.Thread(target=producent, args=(fronta, stat, polozek, f"P{i}"))
        for i in range(producentu)
    ]
    vlakna_k = [
        threading.Thread(target=konzument, args=(fronta, stat, vysledky), daemon=True)
        for _ in range(konzumentu)
    )
    for v in vlakna_p + vlakna_k:
        v.start()
    for v in vlakna_p:
    v.join()
    for _ in vlakna_k:
        fronta.put(KONEC)
    fronta.join()
    return stat, vysledky


if __name__ == "__main__":
    zacatek = time.perf_counter()
    stat, vysledky = spust()
    print(f"vyrobeno {stat.vyrobeno}, zpracováno {stat.zpracovano}, chyb {len(stat.chyby)}"
    for chyba in stat.chyby:
        print("  chyba:", chyba)
    print(f"součet čtverců: {sum(v for _, v in vysledky)}")
    print(f"trvalo {time.perf_counter() - zacatek:.2f} s")
