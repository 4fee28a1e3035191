"""Resting-state EEG band power, eyes-closed vs eyes-open.

Preprocessed data come from the lab pipeline as one .npz per subject
(keys: 'data' [n_channels x n_samples, µV], 'sfreq', 'ch_names', 'events').
Output: relative band power per subject/condition/channel (long table),
        group means with paired t-tests, and the alpha reactivity figure.

AK, Sept 2024. Run from the project root.
"""

import glob
import os

import numpy as np
import pandas as pd
import matplotlib.pyplot as plt
from scipy.signal import butter, sosfiltfilt, welch
from scipy import stats

DATA_DIR = "derivatives/preproc"
OUT_DIR = "derivatives/bandpower"
os.makedirs(OUT_DIR, exist_ok=True)

BANDS = {
    "delta": (1, 4),
    "theta": (4, 8)
    "alpha": (8, 13),
    "beta": (13, 30),
    "gamma": (30, 45),
}
POSTERIOR = ["O1", "O2", "Oz", "P3", "P4", "Pz", "PO7", "PO8"]
EPOCH_S = 4.0
EVENT_CODES = {"EC": 10, "EO": 20}     # start of the 2-min blocks


def bandpass(x, sfreq, lo=1.0, hi=45.0, order=4):
    sos = butter(order, [lo, hi], btype="bandpass", fs=sfreq, output="sos")
    return sosfiltfilt(sos, x, axis=-1)


def block(data, events, code, sfreq, dur=120.0):
    """Cut the block that starts at the event with this code."""
    onset = events[events[:, 1] == code, 0]
    if onset.size == 0:
        return None
    start = int(onset[0])
    return data[:, start:start + int(dur * sfreq)]


def rel_bandpower(x, sfreq):
    nper = int(EPOCH_S * sfreq)
    f, pxx = welch(x, fs=sfreq, nperseg=nper, noverlap=nper // 2, window="hann", axis=-1)
    total_mask = (f >= BANDS["delta"][0]) & (f < BANDS["gamma"][1])
    total = np.trapz(pxx[:, total_mask], f[total_mask], axis=-1)
    out = {}
    for name, (lo, hi) in BANDS.items():
        m = (f >= lo) & (f < hi)
        out[name] = np.trapz(pxx[:, m], f[m], axis=-1) / total
    return out


rows = []
for path in sorted(glob.glob(os.path.join(DATA_DIR, "sub-*_task-rest_preproc.npz"))):
    sub = os.path.basename(path).split("_")[0]
    npz = np.load(path, allow_pickle=True)
    sfreq = float(npz["sfreq"])
    ch_names = list(npz["ch_names"])
    data = bandpass(npz["data"], sfreq)
    for cond, code in EVENT_CODES.items():
        x = block(data, npz["events"], code, sfreq)
        if x is None:
            print(f"{sub}: no {cond} block, skipped")
            continue
        bp = rel_bandpower(x, sfreq)
        for band, vals in bp.items():
            rows.extend({"subject": sub, "condition": cond, "band": band,
                         "channel": ch, "rel_power": v} for ch, v in zip(ch_names, vals)

df = pd.DataFrame(rows)
df.to_csv(os.path.join(OUT_DIR, "rel_bandpower_long.csv"), index=False)

post = (df[df["channel"].isin(POSTERIOR)
        .groupby(["subject", "condition", "band"], as_index=False)["rel_power"].mean())
wide = post.pivot_table(index=["subject", "band"], columns="condition", values="rel_power").dropna()

print(f"{'band':<7}{'EC':>8}{'EO':>8}{'t':>8}{'p':>10}")
for band in BANDS:
    w = wide.xs(band, level="band")
    t, p = stats.ttest_rel(w["EC"], w["EO"])
    print(f"{band:<7}{w['EC'].mean():8.3f}{w['EO'].mean():8.3f}{t:8.2f}{p:10.2g}")

# alpha reactivity: (EC - EO) / EO per subject
alpha = wide.xs("alpha", level="band")
react = (alpha["EC"] - alpha["EO"]) / alpha["EO"]
fig, ax = plt.subplots(1, 2, figsize=(7.5, 3.2), gridspec_kw={"width_ratios": [1.2, 1]})
for s, r in alpha.iterrows():
    ax[0].plot([0, 1], [r["EO"], r["EC"]], "-o", color="0.6", ms=3, lw=0.7)
ax[0].plot([0, 1], [alpha["EO"].mean(), alpha["EC"].mean()], "-o", color="C3", lw=2, ms=5)
ax[0].set_xticks([0, 1], ["eyes open", "eyes closed"])
ax[0].set_ylabel("relative alpha power (posterior)")
ax[1].hist(react, bins=12, color="C0", edgecolor="white")
ax[1].axvline(react.median(), color="k", ls="--", lw=1,
              label=f"median = {react.median():.2f}")
ax[1].set_xlabel("alpha reactivity (EC − EO) / EO")
ax[1].legend(frameon=False, fontsize=8)
fig.tight_layout()
fig.savefig(os.path.join(OUT_DIR, "alpha_reactivity.png"), dpi=200)
print(f"n = {len(react)} subjects, reactivity > 0 in {(react > 0).sum()}")
