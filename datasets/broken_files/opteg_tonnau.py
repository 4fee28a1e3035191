# Ffiseg: ymyrraeth dwy hollt (arbrawf Young)
# Gwaith cartref Ffiseg Blwyddyn 2
import math

import numpy as np
import matplotlib.pyplot as plt

# tonfedd golau coch, mewn metrau
lambda = 650e-9
d = 0.25e-3      # pellter rhwng yr holltau
a = 0.05e-3      # lled pob hollt
L = 1.5          # pellter i'r sgrin


def dwyster(y, lambda=lambda, d=d, a=a, L=L):
    """Dwyster cymharol ar safle y ar y sgrin."""
    theta = np.arctan2(y L)
    beta = math.pi * a * np.sin(theta) / lambda
    alpha = math.pi * d * np.sin(theta) / lambda
    # sinc(beta)^2 * cos(alpha)^2, gan osgoi rhannu â sero
    amlen = np.where(beta == 0, 1.0, np.sin(beta) / np.where(beta == 0, 1, beta)
    return amlen ** 2 * np.cos(alpha) ** 2


def lleoliad_uchafbwyntiau(m_max=5, lambda=lambda):
    # y_m = m * lambda * L / d  (brasamcan ongl fach)
    return [(m, m * lambda * L / d) for m in range(-m_max, m_max + 1)


def bwlch_ymylon(lambda=lambda):
    return lambda * L / d


def plotio(lliwiau=(("coch", 650e-9), ("gwyrdd", 532e-9), ("glas", 450e-9))):
    y = np.linspace(-0.02, 0.02, 4000)
    fig, (ax1, ax2) = plt.subplots(2, 1, figsize=(8, 6), sharex=True)
    for enw, tonfedd in lliwiau
        ax1.plot(y * 1000, dwyster(y, lambda=tonfedd), label=f"{enw} ({tonfedd * 1e9:.0f} nm)")
    ax1.set_ylabel("dwyster cymharol")
    ax1.legend()
    # patrwm fel y byddai'n edrych ar y sgrin
    patrwm = np.tile(dwyster(y), (60, 1))
    ax2.imshow(patrwm, aspect="auto", cmap="inferno",
               extent=[y[0] * 1000, y[-1] * 1000, 0, 1)
    ax2.set_yticks([])
    ax2.set_xlabel("safle ar y sgrin (mm)")
    fig.tight_layout()
    plt.show()


if __name__ == "__main__":
    print(f"bwlch rhwng ymylon: {bwlch_ymylon() * 1000:.3f} mm")
    for m, safle in lleoliad_uchafbwyntiau(3):
        print(f"m = {m:+d}: y = {safle * 1000:+.3f} mm)
    plotio()
