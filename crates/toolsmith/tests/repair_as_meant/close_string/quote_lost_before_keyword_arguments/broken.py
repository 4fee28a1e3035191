import matplotlib.pyplot as plt

xs = [0, 1, 2, 3]
ys = [1, 4, 9, 16]
fig, ax = plt.subplots()
ax.plot(xs, ys, color="black")
ax.text(0.1, 0.9, "growth", transform=ax.transAxes, fontsize=9)
ax.text(0.1, 0.8, "peak at 3, transform=ax.transAxes, fontsize=9, color="red")
fig.savefig("growth.png")
