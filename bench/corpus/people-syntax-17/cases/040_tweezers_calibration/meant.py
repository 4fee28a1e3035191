"""
光ピンセットのトラップ剛性キャリブレーション (QPD + パワースペクトル法)

QPD の x/y 電圧を 100 kHz で 10 秒間記録したファイル (.npz) を読み込み、
ブロック平均したパワースペクトルにエイリアシング補正付きローレンツ関数をフィットして
コーナー周波数 fc と拡散係数 D (V^2/s) を求める。理論値 D = kT / (6 pi eta r) と比べて
変位感度 beta (nm/V) とトラップ剛性 kappa (pN/nm) を出す。

大阪 - 生物物理研究室 (小林), 2024
"""
import json
import sys
from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np
from scipy.optimize import curve_fit

KB = 1.380649e-23          # J/K
T_K = 296.15               # 室温 23 °C
ETA = 0.932e-3             # Pa s, 水 23 °C
R_BEAD_M = 0.5e-6          # 直径 1.0 µm ポリスチレンビーズ
N_BLOCKS = 100
F_MIN, F_MAX = 50.0, 20_000.0

D_THEORY_M2_S = KB * T_K / (6 * np.pi * ETA * R_BEAD_M)


def block_psd(x, fs, n_blocks):
    """ブロックごとの片側パワースペクトルを平均 (V^2/Hz)。"""
    n = len(x) // n_blocks
    blocks = x[: n * n_blocks].reshape(n_blocks, n)
    blocks = blocks - blocks.mean(axis=1, keepdims=True)
    spec = np.abs(np.fft.rfft(blocks, axis=1)) ** 2 / (fs * n)
    spec[:, 1:-1] *= 2
    f = np.fft.rfftfreq(n, d=1 / fs)
    return f, spec.mean(axis=0), spec.std(axis=0) / np.sqrt(n_blocks)


def lorentz_aliased(f, fc, D, fs):
    """エイリアシングを含むローレンツ関数 (Berg-Sørensen & Flyvbjerg 2004, 式 D.9 の簡略形)。"""
    dt = 1 / fs
    c = np.exp(-2 * np.pi * fc * dt)
    return (D * dt / (np.pi * fc * dt)) * (1 - c ** 2) / (
        1 + c ** 2 - 2 * c * np.cos(2 * np.pi * f * dt)
    ) / (2 * np.pi)


def fit_axis(f, p, err, fs):
    sel = (f >= F_MIN) & (f <= F_MAX)
    fc0 = f[sel][np.argmin(np.abs(p[sel] - p[sel][0] / 2))]
    D0 = p[sel][0] * 2 * np.pi ** 2 * fc0
    model = lambda ff, fc, D: lorentz_aliased(ff, fc, D, fs)
    popt, pcov = curve_fit(model, f[sel], p[sel], p0=[fc0, D0], sigma=err[sel], absolute_sigma=True)
    perr = np.sqrt(np.diag(pcov))
    return popt, perr, sel


def calibrate(fc, D_volt):
    beta_m_per_V = np.sqrt(D_THEORY_M2_S / D_volt)
    gamma = 6 * np.pi * ETA * R_BEAD_M
    kappa_N_per_m = 2 * np.pi * gamma * fc
    return beta_m_per_V * 1e9, kappa_N_per_m * 1e3     # nm/V, pN/nm


def equipartition_check(x_volt, beta_nm_per_V, kappa_pN_per_nm):
    """等分配則によるクロスチェック: kappa = kT / <x^2>。PSD 法と 20 % 以上ずれたら警告。"""
    x_nm = (x_volt - np.mean(x_volt)) * beta_nm_per_V
    var_m2 = np.var(x_nm) * 1e-18
    kappa_eq = KB * T_K / var_m2 * 1e3          # pN/nm
    ratio = kappa_eq / kappa_pN_per_nm
    return kappa_eq, ratio


def drift(x_volt, fs, window_s=1.0):
    """1 秒ごとの平均値の変化 (V/s) - ステージのドリフトの目安。"""
    n = int(window_s * fs)
    means = x_volt[: len(x_volt) // n * n].reshape(-1, n).mean(axis=1)
    t = np.arange(len(means)) * window_s
    slope = np.polyfit(t, means, 1)[0]
    return slope


def main(path):
    data = np.load(path)
    fs = float(data["fs"])
    results = {}
    fig, axes = plt.subplots(1, 2, figsize=(9, 3.6), sharey=True)
    for ax, axis in zip(axes, ("x", "y")):
        f, p, err = block_psd(data[axis], fs, N_BLOCKS)
        (fc, D), (dfc, dD), sel = fit_axis(f, p, err, fs)
        beta, kappa = calibrate(fc, D)
        results[axis] = {
            "fc_Hz": round(fc, 1), "fc_err_Hz": round(dfc, 1),
            "D_V2_s": D, "beta_nm_per_V": round(beta, 1), "kappa_pN_per_nm": round(kappa, 4),
            "kappa_equipartition_pN_per_nm": None, "drift_V_per_s": None,
        }
        kappa_eq, ratio = equipartition_check(data[axis], beta, kappa)
        results[axis]["kappa_equipartition_pN_per_nm"] = round(kappa_eq, 4)
        results[axis]["drift_V_per_s"] = drift(data[axis], fs)
        if abs(ratio - 1) > 0.2:
            print(f"警告 {axis}: 等分配則との比 {ratio:.2f} (ビーズ径 / 温度 / 高さを確認)")
        ax.loglog(f[1:], p[1:], ".", ms=2, color="0.6", label="データ")
        ax.loglog(f[sel], lorentz_aliased(f[sel], fc, D, fs), "r-", lw=1.2,
                  label=f"fit: fc = {fc:.0f} ± {dfc:.0f} Hz")
        ax.set_title(f"{axis}: κ = {kappa:.4f} pN/nm, β = {beta:.0f} nm/V")
        ax.set_xlabel("周波数 (Hz)")
        ax.legend(fontsize=8)
    axes[0].set_ylabel("PSD (V²/Hz)")
    fig.tight_layout()
    out = Path(path).with_suffix("")
    fig.savefig(str(out) + "_psd.png", dpi=200)
    Path(str(out) + "_calib.json").write_text(json.dumps(results, indent=2, ensure_ascii=False))
    for axis, r in results.items():
        print(f"{axis}: fc = {r['fc_Hz']} ± {r['fc_err_Hz']} Hz, beta = {r['beta_nm_per_V']} nm/V, kappa = {r['kappa_pN_per_nm']} pN/nm")


if __name__ == "__main__":
    main(sys.argv[1])
