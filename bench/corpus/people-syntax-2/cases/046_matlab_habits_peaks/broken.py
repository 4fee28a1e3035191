# Smooth the accelerometer trace and find the peaks (translated from peaks.m)
import numpy as np
import matplotlib.pyplot as plt

fs = 100.0  # sampling rate in Hz
data = np.loadtxt("accel.csv", delimiter=",", skiprows=1)
t = data[:, 0]
a = data[:, 1]

% moving average with a window of 0.25 s
win = int(0.25 * fs)
kernel = np.ones(win) / win
a_smooth = np.convolve(a, kernel, mode="same")

% energy and threshold
energy = a_smooth .^ 2
threshold = np.mean(energy) + 2 * np.std(energy)

peaks = []
for k in range(1, len(energy) - 1):
    if energy[k] > threshold and energy[k] >= energy[k - 1] and energy[k] >= energy[k + 1]:
        if len(peaks) == 0 or t[k] - t[peaks[-1]] > 0.5:
            peaks.append(k)

print("found", len(peaks), "peaks")
if len(peaks) ~= 0:
    intervals = np.diff(t[peaks])
    print("mean interval: %.3f s" % np.mean(intervals))
    rate = 60.0 / np.mean(intervals)
    if rate > 150:
        print("rate %.0f per minute - suspiciously high" % rate)
    elseif rate < 40:
        print("rate %.0f per minute - suspiciously low" % rate)
    else:
        print("rate %.0f per minute" % rate)

plt.plot(t, a, color="0.7", label="raw")
plt.plot(t, a_smooth, label="smoothed")
plt.plot(t[peaks], a_smooth[peaks], "rx", label="peaks")
plt.xlabel("time [s]")
plt.legend()
plt.savefig("peaks.png")
