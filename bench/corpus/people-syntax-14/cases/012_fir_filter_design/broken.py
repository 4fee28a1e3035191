"""Projeto de filtro FIR passa-baixa por janelamento e aplicação em sinal de ECG.

Portado do meu fir_janela.m (Octave). Rafael, lab de instrumentação biomédica.
"""
import numpy as np
from numpy.fft import fft, fftfreq
import matplotlib.pyplot as plt
from scipy import signal

fs = 360.0          # Hz (MIT-BIH)
fc = 40.0           # Hz, corte
N = 101             # ordem + 1 (ímpar, fase linear tipo I)


def sinc_lowpass(N, fc, fs):
    """Resposta ao impulso ideal truncada (sem janela)."""
    M = (N - 1) / 2
    n = np.arange(N)
    wc = 2 * np.pi * fc / fs
    h = np.zeros(N)
    for k in range(N):
        if n[k] == M:
            h[k] = wc / np.pi
        else:
            h[k] = np.sin(wc * (n[k] - M)) / (np.pi * (n[k] - M))
    return h


def janela(nome, N):
    n = np.arange(N)
    if nome == "hamming":
        return 0.54 - 0.46 * np.cos(2 * np.pi * n / (N - 1))
    elif nome == "hann":
        return 0.5 - 0.5 * np.cos(2 * np.pi * n / (N - 1))
    elif nome == "blackman":
        return (0.42 - 0.5 * np.cos(2 * np.pi * n / (N - 1))
                + 0.08 * np.cos(4 * np.pi * n / (N - 1))
    else:
        return np.ones(N)


def resposta_freq(h, nfft=4096):
    H = fft(h, nfft)
    f = fftfreq(nfft, d=1 / fs)
    metade = f >= 0
    return f[metade], 20 * np.log10(np.abs(H[metade]) + 1e-12)


# --- projeto ---
h_ideal = sinc_lowpass(N, fc, fs)
filtros = {}
for nome in ["retangular", "hamming", "hann", "blackman"]:
    w = janela(nome, N)
    h = h_ideal * w'
    h = h / np.sum(h)          # ganho DC = 1
    filtros[nome] = h

# confere com o firwin do scipy (hamming)
h_ref = signal.firwin(N, fc, fs=fs, window="hamming")
print("diferença máx vs firwin:", np.max(np.abs(h_ref - filtros["hamming"])))

plt.figure(figsize=(9, 5))
for nome, h in filtros.items():
    f, HdB = resposta_freq(h)
    plt.plot(f, HdB, label=nome)
plt.axvline(fc, color="k", ls=":")
plt.ylim(-120, 5)
plt.xlabel("f [Hz]")
plt.ylabel("|H| [dB]")
plt.legend()
plt.title("FIR passa-baixa, N = %d" % N)

%% --- aplicação: ECG com ruído de 60 Hz e de EMG ---
ecg = np.loadtxt("dados/ecg_100_10s.txt")
t = np.arange(len(ecg)) / fs
rng = np.random.default_rng(1)
ruidoso = ecg + 0.15 * np.sin(2 * np.pi * 60 * t) + 0.05 * rng.standard_normal(len(ecg))

h = filtros["hamming"]
filtrado = np.convolve(ruidoso, h, mode="same")
atraso = (N - 1) // 2
# filtfilt para comparar (fase zero)
filtrado_ff = signal.filtfilt(h, [1.0], ruidoso)

# energia do erro (só no miolo, longe das bordas)
miolo = slice(atraso, len(ecg) - atraso)
erro = filtrado[miolo] - ecg[miolo]
snr = 10 * np.log10(np.sum(ecg[miolo] .* ecg[miolo]) / np.sum(erro * erro))
print("SNR após filtro: %.1f dB" % snr)

fig, ax = plt.subplots(3, 1, sharex=True, figsize=(10, 7))
ax[0].plot(t, ruidoso, lw=0.6)
ax[0].set_title("ECG + ruído")
ax[1].plot(t, filtrado, lw=0.6)
ax[1].set_title("FIR hamming (convolve, 'same')")
ax[2].plot(t, filtrado_ff, lw=0.6)
ax[2].set_title("filtfilt")
ax[2].set_xlabel("t [s]")
plt.xlim(2, 5)
plt.tight_layout()
plt.show()
