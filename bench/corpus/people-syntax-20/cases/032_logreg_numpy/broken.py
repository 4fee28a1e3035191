"""Logistic regression from scratch (numpy only) - MSc Data Science, assignment 2.

Predicts whether a loan applicant defaults (loan_data.csv from the course page).
Batch gradient descent with L2 regularisation, standardised features, a
train/test split done by hand, and the metrics asked for in the brief:
accuracy, precision, recall, F1 and the log-loss curve.
"""
import csv
import sys

import numpy as np

FEATURES = ["age", "income", "loan_amount", "credit_score", "months_employed", "debt_ratio"]
TARGET = "defaulted"
SEED = 42


def load(path):
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    X = np.array([[float(r[c]) for c in FEATURES] for r in rows])
    y = np.array([int(r[TARGET]) for r in rows], dtype=float)
    return X, y


def split(X, y, test_frac=0.2, seed=SEED):
    rng = np.random.default_rng(seed)
    idx = rng.permutation(len(y))
    n_test = int(len(y) * test_frac)
    test, train = idx[:n_test], idx[n_test:]
    return X[train], X[test], y[train], y[test]


def standardise(X_train, X_test):
    mu = X_train.mean(axis=0)
    sd = X_train.std(axis=0)
    sd[sd == 0] = 1.0
    return (X_train - mu) / sd, (X_test - mu) / sd


def sigmoid(z):
    return 1.0 / (1.0 + np.exp(-np.clip(z, -30, 30)))


def log_loss(y, p, w, lambda_):
    eps = 1e-12
    data_term = -np.mean(y * np.log(p + eps) + (1 - y) * np.log(1 - p + eps)
    return data_term + lambda_ / (2 * len(y)) * np.sum(w ** 2)


def train(X, y, lr=0.1, epochs=500, lambda=0.01, verbose=True):
    n, d = X.shape
    w = np.zeros(d)
    b = 0.0
    history = []
    for epoch in range(epochs):
        p = sigmoid(X @ w + b)
        grad_w = X.T @ (p - y) / n + lambda_ / n * w
        grad_b = np.mean(p - y)
        w -= lr * grad_w
        b -= lr * grad_b
        loss = log_loss(y, p, w, lambda_)
        history.append(loss)
        if verbose and (epoch % 50 == 0 or epoch == epochs - 1):
            print(f"epoch {epoch:4d}  loss {loss:.5f}  |w| {np.linalg.norm(w):.3f}")
    return w, b, history


def metrics(y_true, p, threshold=0.5):
    y_pred = (p >= threshold).astype(float)
    tp = np.sum((y_pred == 1) & (y_true == 1))
    fp = np.sum((y_pred == 1) & (y_true == 0))
    fn = np.sum((y_pred == 0) & (y_true == 1))
    tn = np.sum((y_pred == 0) & (y_true == 0))
    acc = (tp + tn) / len(y_true)
    prec = tp / (tp + fp) if tp + fp else 0.0
    rec = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * prec * rec / (prec + rec) if prec + rec else 0.0
    return {"accuracy": acc, "precision": prec, "recall": rec, "f1": f1,
            "confusion": [[int(tn), int(fp)], [int(fn), int(tp)]]}


def main(path="loan_data.csv"):
    X, y = load(path)
    X_tr, X_te, y_tr, y_te = split(X, y)
    X_tr, X_te = standardise(X_tr, X_te)
    print(f"train {len(y_tr)} rows ({y_tr.mean():.1%} defaults), test {len(y_te)} rows")
    w, b, history = train(X_tr, y_tr, lr=0.5, epochs=800, lambda_=0.1)
    for name, Xs, ys in (("train", X_tr, y_tr), ("test", X_te, y_te)):
        m = metrics(ys, sigmoid(Xs @ w + b))
        print(f"{name:>5}: acc {m['accuracy']:.3f  prec {m['precision']:.3f}  "
              f"rec {m['recall']:.3f}  F1 {m['f1']:.3f}  "
              f"confusion {m['confusion']}")
    print("\nweights (standardised features):")
    for feat, wi in sorted(zip(FEATURES, w), key=lambda t: -abs(t[1])):
        print(f"  {feat:<16} {wi:+.3f}")
    print(f"  {'bias':<16} {b:+.3f}")
    np.savetxt("loss_history.txt", np.array(history), fmt="%.6f")


if __name__ == "__main__":
    main(*sys.argv[1:2])
