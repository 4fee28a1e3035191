import matplotlib.pyplot as plt
import numpy as np

S = np.linspace(0.1, 50, 200)
Vmax, Km = 12.4, 3.7

fig, ax = plt.subplots()
ax.plot(S, Vmax * S / (Km + S), label=rf"fit, $K_{{\mathrm{{m}}}}$ = {Km:.2f} mM")
ax.set_xlabel(r"$[S]$ / mM")
ax.legend()
fig.savefig("michaelis_menten.png")
