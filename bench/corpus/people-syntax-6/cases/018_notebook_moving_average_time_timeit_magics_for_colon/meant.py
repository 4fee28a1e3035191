import numpy as np

rng = np.random.default_rng(0)
data = rng.normal(size=1_000_000)


def moving_average_loop(x, w):
    out = []
    for i in range(len(x) - w + 1):
        out.append(sum(x[i:i + w]) / w)
    return out


def moving_average_cumsum(x, w):
    c = np.cumsum(np.insert(x, 0, 0.0))
    return (c[w:] - c[:-w]) / w


small = data[:20_000]

slow = moving_average_loop(small, 50)

fast = moving_average_cumsum(small, 50)
print(np.allclose(slow, fast))

big = moving_average_cumsum(data, 50)
print(big[:5], len(big))
