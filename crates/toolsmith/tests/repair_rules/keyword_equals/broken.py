import matplotlib.pyplot as plt

temps = [12.1, 13.4, 15.0, 14.2, 16.8]
days = range(1, len(temps) + 1)

fig, ax = plt.subplots(figsize=(6, 3))
ax.plot(days, temps, marker="o", linewidth=1.5)
ax.set_xlabel("day", fontsize=9)
ax.set_ylabel("temperature (°C)", fontsize 9)
ax.set_title("A week in March", fontsize=11)
fig.savefig("week.png", dpi=150)
