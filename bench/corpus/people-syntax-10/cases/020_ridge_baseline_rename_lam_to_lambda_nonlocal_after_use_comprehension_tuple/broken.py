"""Ridge-regression baseline for the churn model, with early stopping on a holdout."""
from __future__ import annotations

import json
import logging
import random
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

log = logging.getLogger("baseline")


@dataclass
class Config:
    lambda: float = 0.1
    lr: float = 0.05
    epochs: int = 200
    patience: int = 10
    holdout: float = 0.2
    seed: int = 13


def split(X, y, holdout, seed):
    idx = list(range(len(y)))
    random.Random(seed).shuffle(idx)
    cut = int(len(idx) * (1 - holdout))
    tr, va = idx[:cut], idx[cut:]
    return X[tr], y[tr], X[va], y[va]


def loss(w, X, y, lam):
    r = X @ w - y
    return float(r @ r / len(y) + lam * w @ w)


def gradient(w, X, y, lam):
    return 2 * X.T @ (X @ w - y) / len(y) + 2 * lam * w


def train(X, y, cfg: Config):
    Xtr, ytr, Xva, yva = split(X, y, cfg.holdout, cfg.seed)
    w = np.zeros(X.shape[1])
    best, best_w, bad_epochs = float("inf"), w.copy(), 0
    history = []

    def on_epoch(epoch, current):
        history.append((epoch, current))
        if current < best - 1e-6:
            nonlocal best, best_w, bad_epochs
            best, best_w, bad_epochs = current, w.copy(), 0
        else:
            bad_epochs += 1
        return bad_epochs >= cfg.patience

    for epoch in range(cfg.epochs):
        w -= cfg.lr * gradient(w, Xtr, ytr, cfg.lam)
        if on_epoch(epoch, loss(w, Xva, yva, 0.0)):
            log.info("early stop at epoch %d (best holdout loss %.4f)", epoch, best)
            break
    return best_w, best, history


def grid(X, y, lams, base: Config):
    results = []
    for lam in lams:
        cfg = Config(**{**asdict(base), "lambda": lam})
        _, best, _ = train(X, y, cfg)
        results.append((lam, best))
        log.info("lam=%g holdout=%.4f", lam, best)
    return sorted(results, key=lambda r: r[1])


def main(path="data/churn_features.npz", out="runs/ridge.json"):
    logging.basicConfig(level=logging.INFO)
    data = np.load(path)
    X, y = data["X"], data["y"]
    ranking = grid(X, y, [0.0, 0.01, 0.1, 1.0], Config())
    best_lam = ranking[0][0]
    w, best, history = train(X, y, Config(lambda=best_lam))
    Path(out).parent.mkdir(parents=True, exist_ok=True)
    Path(out).write_text(json.dumps({
        "lam": best_lam,
        "holdout_loss": best,
        "weights": [round(v, 6) for v in w.tolist()],
        "curve": [e, round(c, 6) for e, c in history],
    }, indent=2))


if __name__ == "__main__":
    main()
