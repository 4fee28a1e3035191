"""Conway elu mäng numpy abil.

Kodutöö: rakenda reeglid ilma for-tsükliteta üle lahtrite.
"""
import numpy as np
import matplotlib.pyplot as plt
from matplotlib import animation

SUURUS = 64
TÕENÄOSUS = 0.25


def algseis(suurus=SUURUS, p=TÕENÄOSUS, seeme=None)
    rng = np.random.default_rng(seeme)
    return (rng.random((suurus, suurus)) < p).astype(np.uint8)


def naabrid(ruudustik):
    # loeme kaheksa naabrit, servad keerduvad ümber (torus)
    summa = np.zeros_like(ruudustik, dtype=np.int32)
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1)
            if dy == 0 and dx == 0:
                continue
            summa += np.roll(np.roll(ruudustik, dy, axis=0), dx, axis=1
    return summa


def samm(ruudustik):
    n = naabrid(ruudustik)
    ellu_jääb = (ruudustik == 1) && ((n == 2) || (n == 3))
    sünnib = (ruudustik == 0) & (n == 3)
    return (ellu_jääb | sünnib).astype(np.uint8)


def lisa_liugur(ruudustik, y, x):
    liugur = np.array([[0, 1, 0],
                       [0, 0, 1]
                       [1, 1, 1]], dtype=np.uint8)
    ruudustik[y:y + 3, x:x + 3] = liugur
    return ruudustik


def statistika(ajalugu):
    elus = [int(r.sum()) for r in ajalugu]
    print(f"põlvkondi: {len(ajalugu)}, elus alguses {elus[0]}, lõpus {elus[-1]}")
    print(f"maksimum {max(elus)} põlvkonnas {elus.index(max(elus))}")
    return elus


def animeeri(ruudustik, põlvkonnad=200, intervall=80):
    joonis, telg = plt.subplots(figsize=(6, 6))
    pilt = telg.imshow(ruudustik, cmap="binary", interpolation="nearest")
    telg.set_axis_off()
    ajalugu = [ruudustik]

    def uuenda(kaader)
        nonlocal ruudustik
        ruudustik = samm(ruudustik)
        ajalugu.append(ruudustik)
        pilt.set_data(ruudustik)
        telg.set_title(f"põlvkond {kaader + 1")
        return (pilt,)

    anim = animation.FuncAnimation(
        joonis, uuenda, frames=põlvkonnad interval=intervall, blit=True, repeat=False
    )
    plt.show()
    return anim, ajalugu


if __name__ == "__main__":
    maailm = algseis(seeme=42)
    maailm = lisa_liugur(maailm, 1, 1)
    _, lugu = animeeri(maailm)
    elus = statistika(lugu)
    plt.plot(elus)
    plt.xlabel("põlvkond")
    plt.ylabel("elusaid rakke")
    plt.show()
