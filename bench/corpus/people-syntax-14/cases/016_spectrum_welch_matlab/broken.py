# Titreşim sinyali analizi - rulman arıza tespiti
# MATLAB'daki analiz_rulman.m dosyasından Python'a çevrildi (staj projesi, Emre)
# Örnekleme 12 kHz, CWRU veri seti formatı (.mat)
import numpy as np
import scipy.io as sio
from scipy import signal
import matplotlib.pyplot as plt

fs = 12000
dosyalar = {"saglam": "veri/normal_0.mat",
            "ic_bilezik": "veri/IR007_0.mat",
            "dis_bilezik": "veri/OR007_6_0.mat",
            "bilya": "veri/B007_0.mat"}

# rulman geometrisi (6205-2RS)
n_bilya = 9
d_bilya = 7.94      # mm
D_pitch = 39.04     # mm
rpm = 1797
fr = rpm / 60.0


def ariza_frekanslari(fr):
    oran = d_bilya / D_pitch
    bpfo = n_bilya / 2 * fr * (1 - oran)
    bpfi = n_bilya / 2 * fr * (1 + oran)
    bsf = D_pitch / (2 * d_bilya) * fr * (1 - oran**2)
    return {"BPFO": bpfo, "BPFI": bpfi, "BSF": bsf}


def yukle(yol):
    m = sio.loadmat(yol)
    anahtar = [k for k in m.keys() if k.endswith("_DE_time")][0]
    return m[anahtar].ravel()


def zarf_spektrumu(x, fs, bant=(2000, 5000)):
    b, a = signal.butter(4, [bant[0] / (fs / 2), bant[1] / (fs / 2)], btype="bandpass")
    xf = signal.filtfilt(b, a, x)
    zarf = np.abs(signal.hilbert(xf))
    zarf = zarf - zarf.mean()
    N = len(zarf)
    Z = np.abs(np.fft.rfft(zarf * np.hanning(N))) / N
    f = np.fft.rfftfreq(N, 1 / fs)
    return f, Z


frek = ariza_frekanslari(fr)
print("Arıza frekansları (Hz):", {k: round(v, 1) for k, v in frek.items()})

fig, eksen = plt.subplots(len(dosyalar), 2, figsize=(13, 10))
for satir, (ad, yol) in enumerate(dosyalar.items()):
    x = yukle(yol)
    x = x(1:10*fs)
    rms = np.sqrt(np.mean(x**2))
    kurt = np.mean((x - x.mean())**4) / np.var(x)**2
    print(f"{ad:12s} RMS = {rms:.3f} g   kurtosis = {kurt:.2f}")

    f_w, Pxx = signal.welch(x, fs, nperseg=4096)
    eksen[satir, 0].semilogy(f_w, Pxx, lw=0.7)
    eksen[satir, 0].set_title([ad ' - Welch PSD'])
    eksen[satir, 0].set_xlim(0, 6000)

    f_z, Z = zarf_spektrumu(x, fs)
    eksen[satir, 1].plot(f_z, Z, lw=0.7)
    for isim, fa in frek.items():
        eksen[satir, 1].axvline(fa, color="r", ls="--", lw=0.6)
        eksen[satir, 1].text(fa, Z.max() * 0.9, isim, fontsize=7, color="r")
    eksen[satir, 1].set_xlim(0, 500)
    eksen[satir, 1].set_title(f"{ad} - zarf spektrumu")

eksen[-1, 0].set_xlabel("Frekans [Hz]")
eksen[-1, 1].set_xlabel("Frekans [Hz]")
plt.tight_layout()

# basit karar: zarf spektrumunda hangi arıza frekansının genliği en büyük?
for ad, yol in dosyalar.items():
    f_z, Z = zarf_spektrumu(yukle(yol)[: 10 * fs], fs)
    skor = {}
    for isim, fa in frek.items():
        pencere = (f_z > fa - 3) && (f_z < fa + 3)
        skor[isim] = Z[pencere].max() / np.median(Z[(f_z > 10) & (f_z < 500)])
    en_iyi = max(skor, key=skor.get)
    print("%-12s -> %s (oran %.1f)" % (ad, en_iyi, skor[en_iyi]))
plt.show()
