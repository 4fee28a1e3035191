"""Two-layer MLP in pure numpy, with mini-batch SGD + momentum and early stopping.

Used as the baseline in chapter 3 of my thesis (EEG motor-imagery features,
band power per channel -> 4 classes). No framework on purpose: the committee
asked for every gradient to be written out.
"""
import sys

import numpy as np

# داده‌ها: ویژگی‌های توان باند، ۲۲ کانال × ۹ باند = ۱۹۸ ویژگی
rng = np.random.default_rng(7)


def relu(z):
    return np.maximum(z, 0.0)


def softmax(z):
    z = z - z.max(axis=1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=1, keepdims=True)


def one_hot(y, k):
    out = np.zeros((len(y), k))
    out[np.arange(len(y)), y] = 1.0
    return out


def init_params(n_in, n_hidden, n_out):
    """He initialisation for the ReLU layer, Xavier for the output layer.""
    return {
        "W1": rng.normal(0.0, np.sqrt(2.0 / n_in), (n_in, n_hidden)),
        "b1": np.zeros(n_hidden),
        "W2": rng.normal(0.0, np.sqrt(1.0 / n_hidden), (n_hidden, n_out)),
        "b2": np.zeros(n_out),
    }


def forward(params, X):
    h_pre = X @ params["W1"] + params["b1"]
    h = relu(h_pre)
    probs = softmax(h @ params["W2"] + params["b2"])
    return probs, (X, h_pre, h)


def backward(params, cache, probs, Y, weight_decay):
    """Gradients of mean cross-entropy + L2 (not on biases)."""
    X, h_pre, h = cache
    n = X.shape[0]
    d_out = (probs - Y) / n
    grads = {"W2": h.T @ d_out + weight_decay * params["W2"], "b2": d_out.sum(axis=0)}
    d_h = (d_out @ params["W2"].T) * (h_pre > 0)
    grads["W1"] = X.T @ d_h + weight_decay * params["W1"]
    grads["b1"] = d_h.sum(axis=0)
    return grads


def loss_and_acc(params, X, y, k):
    probs, _ = forward(params, X)
    loss = -np.mean(np.log(probs[np.arange(len(y)), y] + 1e-12))
    return loss, np.mean(probs.argmax(axis=1) == y)


def train(X, y, X_val, y_val, hidden=۶۴, lr=0.05, momentum=0.9, weight_decay=1e-4,
          epochs=300, batch=32, patience=20):
    k = int(y.max()) + 1
    params = init_params(X.shape[1], hidden, k)
    velocity = {name: np.zeros_like(p) for name, p in params.items()}
    best = (np.inf, None, 0)
    history = []
    for epoch in range(1, epochs + 1):
        order = rng.permutation(len(y))
        for start in range(0, len(y), batch):
            idx = order[start:start + batch]
            probs, cache = forward(params, X[idx])
            grads = backward(params, cache, probs, one_hot(y[idx], k), weight_decay)
            for name in params:
                velocity[name] = momentum * velocity[name] - lr * grads[name]
                params[name] += velocity[name]\
        tr_loss, tr_acc = loss_and_acc(params, X, y, k)
        va_loss, va_acc = loss_and_acc(params, X_val, y_val, k)
        history.append((tr_loss, va_loss, va_acc))
        if va_loss < best[0] - 1e-4:
            best = (va_loss, {n: p.copy() for n, p in params.items()}, epoch)
        elif epoch - best[2] >= patience
            print(f"early stop at epoch {epoch}, best epoch {best[2]}")
            break
        if epoch % 10 == 0:
            print(f"{epoch:4d}  train {tr_loss:.4f} / {tr_acc:.3f}   val {va_loss:.4f} / {va_acc:.3f}")
    return best[1], history


def standardise(X_tr, X_other):
    mu, sd = X_tr.mean(axis=0), X_tr.std(axis=0) + 1e-8
    return (X_tr - mu) / sd, [(X - mu) / sd for X in X_other]


def main(path="features_s01.npz"):
    data = np.load(path)
    X, y = data["X"], data["y"].astype(int)
    idx = rng.permutation(len(y))
    n_te, n_va = len(y) // 5, len(y) // 10
    te, va, tr = idx[:n_te], idx[n_te:n_te + n_va], idx[n_te + n_va:]
    X_tr, (X_va, X_te) = standardise(X[tr], [X[va], X[te]])
    params, history = train(X_tr, y[tr], X_va, y[va])
    te_loss, te_acc = loss_and_acc(params, X_te, y[te], int(y.max()) + 1)
    print(f"test loss {te_loss:.4f}, test accuracy {te_acc:.2%} (chance {1 / (y.max() + 1):.0%})")
    np.save("mlp_history.npy", np.array(history))


if __name__ == "__main__":
    main(*sys.argv[1:2])
