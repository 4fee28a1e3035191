# moving average filter + peak detection on the accelerometer log
# (rewrite of my old MATLAB script)
import numpy as np
import matplotlib.pyplot as plt

data = np.loadtxt("accel_log.csv", delimiter=",", skiprows=1)
t = data[:, 0]
a = data[:, 1]

# moving average with window w
w = 15
kernel = np.ones(w) / w
a_smooth = np.convolve(a, kernel, mode="same")

# find peaks above the threshold
threshold = a_smooth.mean() + 2 * a_smooth.std()
peaks = []
for i in range(1, len(a_smooth) - 1):
    if a_smooth[i] > threshold and a_smooth[i] >= a_smooth[i - 1] and a_smooth[i] > a_smooth[i + 1]:
        peaks.append(i)

if len(peaks) == 0:
    print("no peaks found")
elif len(peaks) == 1:
    print("one peak at t =", t[peaks[0]])
else:
    intervals = np.diff(t[peaks])
    print(f"{len(peaks)} peaks, mean interval {intervals.mean():.3f} s")

energy = np.sum(a_smooth ** 2) * (t[1] - t[0])
print("signal energy:", energy)

plt.plot(t, a, color="0.7", label="raw")
plt.plot(t, a_smooth, label=f"moving average (w={w})")
plt.plot(t[peaks], a_smooth[peaks], "rv", label="peaks")
plt.axhline(threshold, linestyle=":", color="k")
plt.xlabel("t [s]")
plt.legend()
plt.show()
