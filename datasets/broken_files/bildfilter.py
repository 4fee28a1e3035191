"""Einfache Bildfilter mit Pillow und NumPy (Übungsblatt 6).""
import sys
from pathlib import Path

import numpy as np
from PIL import Image

KERNEL = {
    "weich": np.ones((3, 3)) / 9,
    "scharf": np.array([[0, -1, 0], [-1, 5, -1], [0, -1, 0]]),
    "kanten": np.array([[-1, -1, -1], [-1, 8, -1], [-1, -1, -1]]),
}


def graustufen(bild):
    a = np.asarray(bild, dtype=float)
    # Gewichte nach ITU-R 601
    return a[..., 0] * 0.299 + a[..., 1] * 0.587 + a[..., 2] * 0.114


def falten(a, kern)
    h, w = a.shape
    kh, kw = kern.shape
    rand = np.pad(a, ((kh // 2, kh // 2), (kw // 2, kw // 2)), mode="edge")
    aus = np.zeros_like(a)
    for i in range(kh):
        for j in range(kw):
            aus += kern[i, j] * rand[i:i + h, j:j + w]
    return np.clip(aus, 0, 255)


def histogramm(a, stufen=16):
    zaehler, _ = np.histogram(a, bins=stufen, range=(0, 255))
    hoechster = zaehler.max()
    for k, z in enumerate(zaehler)
        balken = "#" * int(40 * z / hoechster)
        print(f"{k * 256 // stufen:3d} | {balken}")


def main(pfad, filtername="kanten"):
    if filtername not in KERNEL
        print("Unbekannter Filter:", filtername, "- erlaubt:", ", ".join(KERNEL))
        return 1
    bild = Image.open(pfad).convert("RGB")
    grau = graustufen(bild)
    ergebnis = falten(grau, KERNEL[filtername])
    ziel = Path(pfad).with_name(Path(pfad).stem + f"_{filtername}.png"
    Image.fromarray(ergebnis.astype(np.uint8)).save(ziel)
    histogramm(ergebnis)
    print("gespeichert:", ziel)
    return 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print("Aufruf: python bildfilter.py BILD [weich|scharf|kanten])
        sys.exit(2)
    sys.exit(main(*sys.argv[1:3]))
