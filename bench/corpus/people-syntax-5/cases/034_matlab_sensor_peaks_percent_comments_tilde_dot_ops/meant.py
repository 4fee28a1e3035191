import numpy as np
import matplotlib.pyplot as plt

# load the sensor recording (two columns: time [s], voltage [mV])
data = np.loadtxt("recording_03.txt", skiprows=1)
t = data[:, 0]
v = data[:, 1]

fs = 1 / np.mean(np.diff(t))
print("sampling rate: %.1f Hz" % fs)

# moving average filter
win = 25
kernel = np.ones(win) / win
v_smooth = np.convolve(v, kernel, mode="same")

# find peaks above threshold
threshold = np.mean(v_smooth) + 2 * np.std(v_smooth)
peaks = []
for i in range(1, len(v_smooth) - 1):
    if v_smooth[i] > threshold and v_smooth[i] >= v_smooth[i - 1] and v_smooth[i] > v_smooth[i + 1]:
        peaks.append(i)

print("found %d peaks" % len(peaks))
if len(peaks) != 0:
    intervals = np.diff(t[peaks])
    print("mean interval: %.3f s, rate %.1f /min" % (np.mean(intervals), 60 / np.mean(intervals)))

plt.figure()
plt.plot(t, v, color="0.7", label="raw")
plt.plot(t, v_smooth, "b", label="smoothed")
plt.plot(t[peaks], v_smooth[peaks], "ro")
plt.xlabel("time (s)")
plt.ylabel("voltage (mV)")
plt.legend()
plt.show()
