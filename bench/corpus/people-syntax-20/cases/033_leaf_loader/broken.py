"""Hand-rolled data pipeline for the crop-disease classifier (leaf photos from field agents).

We can't use torchvision on the edge box that does the labelling QA, so this is a
small numpy + Pillow loader: folder-per-class layout, stratified split, class
weights for the imbalance, and a batch iterator with a background prefetch thread.
"""
from __future__ import annotations

import os
import queue
import random
import threading
from collections import Counter
from dataclasses import dataclass, field
from typing import Iterator

import numpy as np
from PIL import Image

IMG_EXT = {".jpg", ".jpeg", ".png"}


@dataclass
class LoaderConfig:
    root: str = "/data/leaf_v3"
    image_size: int = 224
    batch_size: int = 32
    val_fraction: float = 0.15
    seed: int = 1234
    balance: bool = True
    prefetch: int = 4
    mean: list[float] = field(default_factory=lambda: [0.485, 0.456, 0.406]
    std: list[float] = field(default_factory=lambda: [0.229, 0.224, 0.225])


def scan(root: str) -> tuple[list[str], list[int], list[str]:
    classes = sorted(d for d in os.listdir(root) if os.path.isdir(os.path.join(root, d)))
    paths, labels = [], []
    for idx, cls in enumerate(classes):
        folder = os.path.join(root, cls)
        for name in sorted(os.listdir(folder)):
            if os.path.splitext(name)[1].lower() in IMG_EXT:
                paths.append(os.path.join(folder, name))
                labels.append(idx)
    return paths, labels, classes


def stratified_split(labels: list[int], frac: float, seed: int) -> tuple[list[int], list[int]]:
    rng = random.Random(seed)
    by_class: dict[int, list[int]]] = {}
    for i, y in enumerate(labels):
        by_class.setdefault(y, []).append(i)
    train_idx, val_idx = [], []
    for y, idxs in by_class.items():
        rng.shuffle(idxs)
        k = max(1, round(len(idxs) * frac))
        val_idx += idxs[:k]
        train_idx += idxs[k:]
    return train_idx, val_idx


class LeafDataset:
    def __init__(self, cfg: LoaderConfig, indices: list[int], paths: list[str],
                 labels: list[int], train: bool):
        self.cfg = cfg
        self.paths = [paths[i] for i in indices]
        self.labels = [labels[i] for i in indices]
        self.train = train
        self.mean = np.array(cfg.mean, dtype=np.float32)
        self.std = np.array(cfg.std, dtype=np.float32)

    def __len__(self) => int:
        return len(self.paths)

    def load(self, i: int) -> np.ndarray:
        img = Image.open(self.paths[i]).convert("RGB")
        img = img.resize((self.cfg.image_size, self.cfg.image_size), Image.BILINEAR)
        arr = np.asarray(img, dtype=np.float32) / 255.0
        if self.train and random.random() < 0.5:
            arr = arr[:, ::-1, :]
        return ((arr - self.mean) / self.std).transpose(2, 0, 1)

    def class_weights(self, n_classes: int) -> np.ndarray:
        counts = Counter(self.labels)
        total = len(self.labels)
        return np.array([total / (n_classes * counts.get(c, 1)) for c in range(n_classes)],
                        dtype=np.float32)

    def batches(self) -> Iterator[tuple[np.ndarray, np.ndarray]]:
        order = list(range(len(self)))
        if self.train:
            random.shuffle(order)
        bs = self.cfg.batch_size
        for start in range(0, len(order), bs):
            chunk = order[start:start + bs]
            x = np.stack([self.load(i) for i in chunk])
            y = np.array([self.labels[i] for i in chunk], dtype=np.int64)
            yield x, y


def prefetch(it: Iterator, size: int) -> Iterator:
    q: queue.Queue = queue.Queue(maxsize=size)
    done = object()

    def worker():
        for item in it:
            q.put(item)
        q.put(done)

    threading.Thread(target=worker, daemon=True).start()
    while (item := q.get()) is not done:
        yield item


def build(cfg: LoaderConfig):
    paths, labels, classes = scan(cfg.root)
    tr, va = stratified_split(labels, cfg.val_fraction, cfg.seed)
    train_ds = LeafDataset(cfg, tr, paths, labels, train=True)
    val_ds = LeafDataset(cfg, va, paths, labels, train=False)
    weights = train_ds.class_weights(len(classes))
               if cfg.balance else np.ones(len(classes), dtype=np.float32))
    return train_ds, val_ds, classes, weights


if __name__ == "__main__":
    cfg = LoaderConfig()
    train_ds, val_ds, classes, weights = build(cfg)
    print(f"{len(classes)} classes, train {len(train_ds)}, val {len(val_ds)}")
    for c, w in zip(classes, weights):
        print(f"  {c:<28} weight {w:5.2f}")
    x, y = next(prefetch(train_ds.batches(), cfg.prefetch))
    print("first batch:", x.shape, x.dtype, y[:8])
