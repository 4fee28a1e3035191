"""Next-day electricity load forecast for the Borg El Arab plant (hourly data).

Sliding windows of the last 7 days (168 h) -> the next 24 h, a 2-layer LSTM,
min-max scaling fitted on the training period only, and a chronological
train/validation/test split (no shuffling across time!).
"""
import argparse
import csv
import math

import numpy as np
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, Dataset

# الأحمال بالكيلوواط، قراءة كل ساعة من عداد المصنع
WINDOW, HORIZON = 168, 24


def load_series(path):
    with open(path, newline="") as f:
        return np.array([float(r["load_kw"]) for r in csv.DictReader(f)], dtype=np.float32)


class Windows(Dataset):
    def __init__(self, series, start, end):
        self.x, self.y = [], []
        for i in range(start, end - WINDOW - HORIZON + 1, HORIZON):
            self.x.append(series[i:i + WINDOW])
            self.y.append(series[i + WINDOW:i + WINDOW + HORIZON])

    def __len__(self):
        return len(self.x)

    def __getitem__(self, i):
        return torch.from_numpy(self.x[i]).unsqueeze(-1), torch.from_numpy(self.y[i])


class LoadLSTM(nn.Module):
    def __init__(self, hidden=128):
        super().__init__()
        self.lstm = nn.LSTM(input_size=1, hidden_size=hidden, num_layers=2, batch_first=True, dropout=0.2)
        self.head = nn.Linear(hidden, HORIZON)

    def forward(self, x):
        out, _ = self.lstm(x)
        return self.head(out[:, -1, :])


def evaluate(model, loader, lo, hi, dev):
    model.eval()
    preds, trues = [], []
    with torch.no_grad():
        for xb, yb in loader:
            pred = model(xb.to(dev)).cpu()
            preds.append(pred)
            trues.append(yb)
        p = torch.cat(preds).numpy() * (hi - lo) + lo
        t = torch.cat(trues).numpy() * (hi - lo) + lo
    mae = float(np.mean(np.abs(p - t)))
    rmse = float(math.sqrt(np.mean((p - t) ** 2)))
    mape = float(np.mean(np.abs(p - t) / np.maximum(t, 1.0)))
    return mae, rmse, mape


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--epochs", type=int, default=40)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--hidden", type=int, default=128)
    args = ap.parse_args()
    dev = "cuda" if torch.cuda.is_available() else "cpu"

    raw = load_series(args.csv)
    n = len(raw)
    train_end, val_end = int(n * 0.7), int(n * 0.85)
    lo, hi = raw[:train_end].min(), raw[:train_end].max()
    series = (raw - lo) / (hi - lo)

    train_ds = Windows(series, 0, train_end)
    val_ds = Windows(series, train_end - WINDOW, val_end)
    test_ds = Windows(series, val_end - WINDOW, n)
    train_dl = DataLoader(train_ds, batch_size=32, shuffle=True)
    val_dl = DataLoader(val_ds, batch_size=64)
    test_dl = DataLoader(test_ds, batch_size=64)
    print(f"windows: train {len(train_ds)}, val {len(val_ds)}, test {len(test_ds)}")

    model = LoadLSTM(args.hidden).to(dev)
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    crit = nn.MSELoss()
    best, best_state = float("inf"), None
    for epoch in range(1, args.epochs + 1):
        model.train()
        total = 0.0
        for xb, yb in train_dl:
            xb, yb = xb.to(dev), yb.to(dev)
            opt.zero_grad()
            loss = crit(model(xb), yb)
            loss.backward()
            nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            total += loss.item() * len(xb)
        mae, rmse, mape = evaluate(model, val_dl, lo, hi, dev)
        if mae < best:
            best = mae
            best_state = {k: v.detach().clone() for k, v in model.state_dict().items()}
        print(f"epoch {epoch:3d}  train mse {total / len(train_ds):.5f}  "
              f"val MAE {mae:8.1f} kW  RMSE {rmse:8.1f} kW  MAPE {mape:6.2%}")
    model.load_state_dict(best_state)
    mae, rmse, mape = evaluate(model, test_dl, lo, hi, dev)
    print(f"\ntest: MAE {mae:.1f} kW, RMSE {rmse:.1f} kW, MAPE {mape:.2%}")
    torch.save(model.state_dict(), "lstm_load_best.pt")


if __name__ == "__main__":
    main()
