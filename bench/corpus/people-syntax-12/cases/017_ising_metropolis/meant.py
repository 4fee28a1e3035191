# 2次元イジング模型のメトロポリス法シミュレーション
# ゼミ発表用 (M1 佐藤)  2024/06
#
# 周期境界条件, J = 1, k_B = 1, 外場なし
# 温度をスイープして 磁化, 帯磁率, 比熱, 相関長 を計算する
# 厳密解の臨界温度 Tc = 2 / ln(1 + sqrt(2)) ≈ 2.269

import time
import numpy as np
import matplotlib.pyplot as plt

L = 32                  # 格子サイズ
J = 1.0
N_THERM = 2000          # 熱平衡化のスイープ数
N_MEAS = 5000           # 測定スイープ数
MEAS_EVERY = 5
temps = np.linspace(1.5, 3.5, 41)
Tc = 2 / np.log(1 + np.sqrt(2))

rng = np.random.default_rng(12345)


def sweep(s, T):
    """1スイープ = L*L 回のスピン反転の試行"""
    for _ in range(L * L):
        i, j = rng.integers(0, L, size=2)
        # 最近接4つの和
        nb = s[(i + 1) % L, j] + s[(i - 1) % L, j] + s[i, (j + 1) % L] + s[i, (j - 1) % L]
        dE = 2 * J * s[i, j] * nb
        if dE <= 0 or rng.random() < np.exp(-dE / T):
            s[i, j] = -s[i, j]


def energy(s):
    # 右と下の結合だけ数えて二重カウントを避ける
    return -J * np.sum(s * (np.roll(s, 1, axis=0) + np.roll(s, 1, axis=1)))


def corr_length(s):
    """スピン相関関数 G(r) の指数減衰から相関長 ξ を推定 (x方向のみ)"""
    m = s.mean()
    G = np.array([np.mean(s * np.roll(s, r, axis=1)) - m**2 for r in range(1, L // 2)])
    r = np.arange(1, L // 2)
    ok = G > 1e-3
    if ok.sum() < 3:
        return np.nan
    slope = np.polyfit(r[ok], np.log(G[ok]), 1)[0]
    return -1 / slope if slope < 0 else np.nan


results = {"M": [], "chi": [], "C": [], "xi": []}
s = rng.choice([-1, 1], size=(L, L))
t0 = time.time()

# 高温側から冷やしていく (前の温度の配位を初期状態に使う)
for T in temps[::-1]:
    for _ in range(N_THERM):
        sweep(s, T)
    Ms, Es, xis = [], [], []
    for n in range(N_MEAS):
        sweep(s, T)
        if n % MEAS_EVERY == 0:
            Ms.append(abs(s.sum()) / (L * L))
            Es.append(energy(s) / (L * L))
            xis.append(corr_length(s))
    Ms, Es = np.array(Ms), np.array(Es)
    results["M"].append(Ms.mean())
    results["chi"].append(L * L * (np.mean(Ms**2) - Ms.mean()**2) / T)
    results["C"].append(L * L * (np.mean(Es**2) - Es.mean()**2) / T**2)
    results["xi"].append(np.nanmean(xis))
    print(f"T = {T:.3f}  <|M|> = {Ms.mean():.3f}  ({time.time() - t0:.0f} s)")

for k in results:
    results[k] = np.array(results[k][::-1])   # 温度の昇順に戻す

fig, axs = plt.subplots(2, 2, figsize=(8, 6), sharex=True)
panels = [("M", r"$\langle |M| \rangle$"), ("chi", r"$\chi$"),
          ("C", r"$C_V$"), ("xi", r"$\xi$ (lattice units)")]
for ax, (key, label) in zip(axs.flat, panels):
    ax.plot(temps, results[key], "o-", ms=3, lw=0.8)
    ax.axvline(Tc, color="gray", ls="--", lw=0.8)
    ax.set_ylabel(label)
for ax in axs[1]:
    ax.set_xlabel(r"$k_B T / J$")
fig.suptitle(f"2D Ising, L = {L}, {N_MEAS} sweeps, $T_c$ = {Tc:.3f}")
fig.tight_layout()
fig.savefig(f"ising_L{L}.png", dpi=150)
np.savez(f"ising_L{L}.npz", T=temps, **results)
