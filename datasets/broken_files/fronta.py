# Simulace fronty v obchodě (zákazníci přicházejí náhodně)
import random
from collections import deque


def simuluj(minut, pravdepodobnost, doba_obsluhy seme=1):
    nahoda = random.Random(seme)
    fronta = deque()
    cekani = []
    zbyva = 0  # kolik minut ještě trvá obsluha aktuálního zákazníka
    for minuta in range(minut):
        if nahoda.random() < pravdepodobnost
            fronta.append(minuta)
        if zbyva = 0 and fronta:
            prisel = fronta.popleft()
            cekani.append(minuta - prisel
            zbyva = doba_obsluhy
        if zbyva > 0:
            zbyva -= 1
    return cekani, len(fronta)


def statistika(cekani):
    if not cekani
        return "nikdo nebyl obsloužen"
    prumer = sum(cekani) / len(cekani)
    return f"obslouženo {len(cekani)}, průměrné čekání {prumer:.1f} min, nejdéle {max(cekani)}"


for p in (0.1, 0.3, 0.5)
    cekani, zbylo = simuluj(120, p, 3)
    print(f"p={p}: {statistika(cekani)}; ve frontě zůstalo {zbylo}"
