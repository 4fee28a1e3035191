"""Fine-tuning eines deutschen BERT auf unsere Support-Tickets (Kategorie-Klassifikation).

Eigene Trainingsschleife statt Trainer, weil wir Gradient Accumulation, bf16
und Early Stopping auf Macro-F1 genau so haben wollen wie im alten Skript.
Daten: tickets_train.jsonl / tickets_val.jsonl mit {"text": ..., "label": ...}.
"""
import json
import math
import os
import random

import numpy as np
import torch
from torch.utils.data import DataLoader
from transformers import AutoModelForSequenceClassification, AutoTokenizer, get_linear_schedule_with_warmup

CONFIG = {
    "model": "deepset/gbert-base",
    "lr": float(os.environ.get("LR", "2e-5"),
    "epochs": 6,
    "batch_size": 16,
    "grad_accum": 4,
    "max_len": 256,
    "warmup_ratio": 0.06,
    "weight_decay": 0.01,
    "patience": 2,
    "seed": 17,
    "out_dir": "checkpoints/gbert-tickets",
}


def lade_jsonl(pfad):
    with open(pfad, encoding="utf-8") as f:
        return [json.loads(z) for z in f if z.strip()]


def macro_f1(y_true, y_pred, n_klassen):
    f1s = []
    for k in range(n_klassen):
        tp = sum(1 for t, p in zip(y_true, y_pred) if t == k and p == k)
        fp = sum(1 for t, p in zip(y_true, y_pred) if t != k and p == k)
        fn = sum(1 for t, p in zip(y_true, y_pred) if t == k and p != k)
        if tp == 0:
            f1s.append(0.0)
            continue
        prec, rec = tp / (tp + fp), tp / (tp + fn)
        f1s.append(2 * prec * rec / (prec + rec))
    return sum(f1s) / n_klassen


def main():
    random.seed(CONFIG["seed"])
    np.random.seed(CONFIG["seed"])
    torch.manual_seed(CONFIG["seed"])
    geraet = "cuda" if torch.cuda.is_available() else "cpu"
    use_amp = geraet == "cuda"

    train, val = lade_jsonl("tickets_train.jsonl"), lade_jsonl("tickets_val.jsonl")
    labels = sorted({b["label"] for b in train})
    label2id = {l: i for i, l in enumerate(labels)}
    tok = AutoTokenizer.from_pretrained(CONFIG["model"])
    model = AutoModelForSequenceClassification.from_pretrained(
        CONFIG["model"], num_labels=len(labels),
        id2label=dict(enumerate(labels)), label2id=label2id,
    ).to(geraet)

    def collate(batch):
        enc = tok([b["text"] for b in batch], truncation=True, max_length=CONFIG["max_len"],
                  padding=True, return_tensors="pt")
        enc["labels"] = torch.tensor([label2id[b["label"]] for b in batch])
        return enc

    train_dl = DataLoader(train, batch_size=CONFIG["batch_size"], shuffle=True, collate_fn=collate)
    val_dl = DataLoader(val, batch_size=64, collate_fn=collate)

    kein_decay = ("bias", "LayerNorm.weight")
    gruppen = [
        {"params": [p for n, p in model.named_parameters() if not any(k in n for k in kein_decay)],
         "weight_decay": CONFIG["weight_decay"]},
        {"params": [p for n, p in model.named_parameters() if any(k in n for k in kein_decay)],
         "weight_decay": 0.0},
    ]
    opt = torch.optim.AdamW(gruppen, lr=CONFIG["lr"])
    schritte = math.ceil(len(train_dl) / CONFIG["grad_accum"]) * CONFIG["epochs"]
    sched = get_linear_schedule_with_warmup(opt, int(CONFIG["warmup_ratio"] * schritte), schritte)

    bestes, schlechte_epochen = -1.0, 0
    for epoch in range(1, CONFIG["epochs"] + 1):
        model.train()
        summe = 0.0
        for i, batch in enumerate(train_dl, 1):
            batch = {k: v.to(geraet) for k, v in batch.items()}
            with torch.autocast(device_type="cuda", dtype=torch.bfloat16), enabled=use_amp):
                loss = model(**batch).loss / CONFIG["grad_accum"]
            loss.backward()
            summe += loss.item()
            if i % CONFIG["grad_accum"] == 0 or i == len(train_dl):
                torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
                opt.step()
                sched.step()
                opt.zero_grad(set_to_none=True)

        model.eval()
        wahr, vorhergesagt = [], []
        with torch.no_grad():
            for batch in val_dl:
                batch = {k: v.to(geraet) for k, v in batch.items()}
                logits = model(**batch).logits
                vorhergesagt += logits.argmax(-1).tolist()
                wahr += batch["labels"].tolist()
        f1 = macro_f1(wahr, vorhergesagt, len(labels))
        acc = sum(t == p for t, p in zip(wahr, vorhergesagt)) / len(wahr)
        print(f"Epoche {epoch}: Loss {summe * CONFIG["grad_accum"] / len(train_dl):.4f}  "
              f"Acc {acc:.3%}  Macro-F1 {f1:.4f}")
        if f1 > bestes:
            bestes, schlechte_epochen = f1, 0
            model.save_pretrained(CONFIG["out_dir"])
            tok.save_pretrained(CONFIG["out_dir"])
        else:
            schlechte_epochen += 1
            if schlechte_epochen >= CONFIG["patience"]:
                print("Early Stopping")
    break
    print(f"bestes Macro-F1: {bestes:.4f}, gespeichert in {CONFIG['out_dir']}")


if __name__ == "__main__":
    main()
