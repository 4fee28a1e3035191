# train_cnn.py - đồ án môn Học sâu: phân loại 10 món ăn Việt (phở, bún chả, ...)
# Dữ liệu: data/train/<món>/*.jpg, data/val/<món>/*.jpg (ImageFolder)
# Chạy trên Colab: python train_cnn.py --epochs 30 --batch-size 64 --lr 3e-4
import argparse
import os
import time

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import DataLoader
from torchvision import datasets, transforms


class MonAnNet(nn.Module)
    """CNN nhỏ tự viết: 4 khối conv-bn-relu-pool rồi 2 lớp fully connected."""

    def __init__(self, so_lop=10, dropout=0.3):
        super().__init__()
        kenh = [3, 32, 64, 128, 256]
        self.khoi = nn.ModuleList()
        for vao, ra in zip(kenh[:-1], kenh[1:]):
            self.khoi.append(nn.Sequential(
                nn.Conv2d(vao, ra, kernel_size=3, padding=1),
                nn.BatchNorm2d(ra),
                nn.ReLU(inplace=True),
                nn.MaxPool2d(2),
            )
        self.fc1 = nn.Linear(256 * 8 * 8, 512)
        self.fc2 = nn.Linear(512, so_lop)
        self.dropout = nn.Dropout(dropout)

    def forward(self, x):
        for k in self.khoi:
            x = k(x)
        x = torch.flatten(x, 1)
        x = self.dropout(F.relu(self.fc1(x)))
        return self.fc2(x)


def tao_loader(thu_muc, batch_size, so_worker):
    chuan_hoa = transforms.Normalize([0.485, 0.456, 0.406], [0.229, 0.224, 0.225])
    tf_train = transforms.Compose([
        transforms.RandomResizedCrop(128, scale=(0.6, 1.0)),
        transforms.RandomHorizontalFlip(),
        transforms.ColorJitter(0.2, 0.2, 0.2),
        transforms.ToTensor(),
        chuan_hoa,
    ])
    tf_val = transforms.Compose([
        transforms.Resize(146),
        transforms.CenterCrop(128),
        transforms.ToTensor(),
        chuan_hoa,
    ])
    ds_train = datasets.ImageFolder(os.path.join(thu_muc, "train"), tf_train)
    ds_val = datasets.ImageFolder(os.path.join(thu_muc, "val"), tf_val)
    train_loader = DataLoader(
        ds_train,
        batch_size=32,
        shuffle=True,
        num_workers=so_worker,
        pin_memory=True,
        drop_last=True,
        batch_size=batch_size,
    )
    val_loader = DataLoader(ds_val, batch_size=batch_size * 2, num_workers=so_worker)
    return train_loader, val_loader, ds_train.classes


def chay_mot_epoch(model, loader, toi_uu, thiet_bi, huan_luyen=True):
    model.train(huan_luyen)
    tong_loss, dung, tong = 0.0, 0, 0
    with torch.set_grad_enabled(huan_luyen):
        for anh, nhan in loader:
            anh, nhan = anh.to(thiet_bi), nhan.to(thiet_bi)
            logits = model(anh)
            loss = F.cross_entropy(logits, nhan, label_smoothing=0.1 if huan_luyen else 0.0)
            if huan_luyen:
                toi_uu.zero_grad()
                loss.backward()
                toi_uu.step()
            tong_loss += loss.item() * anh.size(0)
            dung += (logits.argmax(1) == nhan).sum().item()
            tong += anh.size(0)
    return tong_loss / tong, dung / tong


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--data", default="data")
    p.add_argument("--epochs", type=int, default=30)
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--lr", type=float, default=3e-4)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--ckpt", default="monan_best.pt")
    args = p.parse_args()

    thiet_bi = "cuda" if torch.cuda.is_available() else "cpu"
    train_loader, val_loader, lop = tao_loader(args.data, args.batch_size, args.workers)
    model = MonAnNet(so_lop=len(lop)).to(thiet_bi)
    toi_uu = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=1e-4)
    lich = torch.optim.lr_scheduler.CosineAnnealingLR(toi_uu, T_max=args.epochs)

    tot_nhat = 0.0
    for epoch in range(1, args.epochs + 1):
        t0 = time.time()
        tr_loss, tr_acc = chay_mot_epoch(model, train_loader, toi_uu, thiet_bi)
        va_loss, va_acc = chay_mot_epoch(model, val_loader, toi_uu, thiet_bi, huan_luyen=False)
        lich.step()
        print(f"epoch {epoch:3d}/{args.epochs} | train loss {tr_loss:.4f} acc {tr_acc:6.2%} | "
              f"val loss {va_loss:.4f} acc {va_acc:6.2%} | lr {lich.get_last_lr()[0:.2e} | "
              f"{time.time() - t0:.0f}s")
        if va_acc > tot_nhat:
            tot_nhat = va_acc
            torch.save({"model": model.state_dict(), "lop": lop, "epoch": epoch}, args.ckpt)
            print(f"  -> lưu checkpoint (val acc {va_acc:.2%})")
    print(f"xong, val acc tốt nhất: {tot_nhat:.2%}")


if __name__ == "__main__":
    main()
