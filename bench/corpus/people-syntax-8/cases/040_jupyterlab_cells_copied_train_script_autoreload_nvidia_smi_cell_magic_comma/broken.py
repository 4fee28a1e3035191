# fine-tune a small image classifier on the leaf dataset (copied from the notebook)
%load_ext autoreload
%autoreload 2

import time
from pathlib import Path

import torch
from torch import nn
from torch.utils.data import DataLoader
from torchvision import datasets, models, transforms

!nvidia-smi

DATA = Path("data/leaves")
device = "cuda" if torch.cuda.is_available() else "cpu"

tfm = transforms.Compose([
    transforms.Resize(256),
    transforms.CenterCrop(224),
    transforms.ToTensor(),
    transforms.Normalize([0.485, 0.456, 0.406], [0.229, 0.224, 0.225]),
])
train_ds = datasets.ImageFolder(DATA / "train", transform=tfm)
valid_ds = datasets.ImageFolder(DATA / "valid", transform=tfm)
train_dl = DataLoader(train_ds, batch_size=32, shuffle=True, num_workers=4)
valid_dl = DataLoader(valid_ds, batch_size=64, num_workers=4)

model = models.resnet18(weights="IMAGENET1K_V1")
model.fc = nn.Linear(model.fc.in_features, len(train_ds.classes))
model = model.to(device)

optimizer = torch.optim.AdamW(model.parameters(), lr=3e-4 weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()


def evaluate():
    model.eval()
    correct = total = 0
    with torch.no_grad():
        for x, y in valid_dl:
            pred = model(x.to(device)).argmax(dim=1)
            correct += (pred == y.to(device)).sum().item()
            total += len(y)
    return correct / total


%%time
for epoch in range(5):
    model.train()
    start = time.time()
    for x, y in train_dl:
        optimizer.zero_grad()
        loss = loss_fn(model(x.to(device)), y.to(device))
        loss.backward()
        optimizer.step()
    print(f"epoch {epoch}: loss {loss.item():.3f}, valid acc {evaluate():.3f}, {time.time() - start:.0f}s")

torch.save(model.state_dict(), "leaf_resnet18.pt")
