"""Fit ridge regression by gradient descent and pick the penalty on a validation split."""
import math
import random

best_loss = math.inf
best_params = None


def reset():
    global best_loss, best_params
    best_loss, best_params = math.inf, None


def dot(a, b):
    return sum(x * y for x, y in zip(a, b))


def predict(w, b, X):
    return [dot(w, x) + b for x in X]


def mse(w, b, X, y):
    preds = predict(w, b, X)
    return sum((p - t) ** 2 for p, t in zip(preds, y)) / len(y)


def fit(X, y, lambda_=0.1, lr=0.01, epochs=500):
    n_features = len(X[0])
    w = [0.0] * n_features
    b = 0.0
    for _ in range(epochs):
        preds = predict(w, b, X)
        errors = [p - t for p, t in zip(preds, y)]
        for j in range(n_features):
            grad = 2 * sum(e * x[j] for e, x in zip(errors, X)) / len(y) + 2 * lambda_ * w[j]
            w[j] -= lr * grad
        b -= lr * 2 * sum(errors) / len(y)
    return w, b


def split(X, y, frac=0.8, seed=0):
    idx = list(range(len(y)))
    random.Random(seed).shuffle(idx)
    cut = int(len(idx) * frac)
    train, valid = idx[:cut], idx[cut:]
    return ([X[i] for i in train], [y[i] for i in train],
            [X[i] for i in valid], [y[i] for i in valid])


def search(X, y, penalties=(0.0, 0.01, 0.1, 1.0, 10.0)):
    global best_loss, best_params
    X_tr, y_tr, X_va, y_va = split(X, y)
    for lambda_ in penalties:
        w, b = fit(X_tr, y_tr, lambda_=lambda_)
        loss = mse(w, b, X_va, y_va)
        print(f"lambda={lambda_:<6} valid MSE={loss:.4f}")
        if loss < best_loss:
            best_loss = loss
            best_params = {"lambda": lambda_, "w": w, "b": b}
    return best_params


if __name__ == "__main__":
    rng = random.Random(42)
    true_w = [1.5, -2.0, 0.0, 0.7]
    X = [[rng.gauss(0, 1) for _ in true_w] for _ in range(200)]
    y = [dot(true_w, x) + 0.3 + rng.gauss(0, 0.5) for x in X]
    reset()
    params = search(X, y)
    weights = ", ".join(f"{v:+.2f}" for v in params["w"])
    print(f"best lambda {params['lambda']}: weights [{weights}], bias {params['b']:.2f}")
