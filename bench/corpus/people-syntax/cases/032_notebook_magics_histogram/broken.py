!pip install seaborn
import numpy as np
import matplotlib.pyplot as plt
%matplotlib inline

rng = np.random.default_rng(42)
heights = rng.normal(170, 8, size=500)
weights = heights * 0.45 + rng.normal(0, 6, size=500)

fig, axes = plt.subplots(1, 2, figsize=(10, 4))
axes[0].hist(heights, bins=30, color="steelblue")
axes[0].set_title("Height (cm)")
axes[1].scatter(heights, weights, s=5, alpha=0.5)
axes[1].set_xlabel("height")
axes[1].set_ylabel("weight")
plt.tight_layout()
plt.savefig("hist.png")

print("mean height", heights.mean())
print("corr", np.corrcoef(heights, weights)[0, 1])
