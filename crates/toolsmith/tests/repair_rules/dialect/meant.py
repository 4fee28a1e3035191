"""Rename the photos of a folder by their date (written by a Ruby developer)."""
import os


def renamed(folder, prefix):
  names = sorted(os.listdir(folder))
  for i, name in enumerate(names):
    if not name.endswith(".jpg"):
      next_name = name
    else:
      next_name = f"{prefix}_{i:03d}.jpg"

    print(f"{name} -> {next_name}")


