#! python3
# organize_downloads.py - Moves the files in a folder into subfolders
# named after their type (Images, Documents, Music, ...).

import shutil
from pathlib import Path

TYPES = {
    "Images": [".jpg", ".jpeg", ".png", ".gif", ".webp"],
    "Documents": [".pdf", ".docx", ".txt", ".xlsx", ".pptx"],
    "Music": [".mp3", ".wav", ".flac"],
    "Videos": [".mp4", ".mkv", ".mov"],
    "Archives": [".zip", ".rar", ".7z", ".tar", ".gz"],
}


def folder_for(suffix):
    for folder, suffixes in TYPES.items():
        if suffix.lower() in suffixes:
            return folder
    return "Other"


def organize(root):
    root = Path(root)
    moved = 0
    for item in root.iterdir():
        if item.is_dir() or item.name.startswith("."):
            continue
        target_dir = root / folder_for(item.suffix)
        target_dir.mkdir(exist_ok=True)
        target = target_dir / item.name
        n = 1
        while target.exists():
            target = target_dir / f"{item.stem} ({n}){item.suffix}"
            n += 1
        print(f"Moving {item.name} -> {target_dir.name}/")
        shutil.move(str(item), str(target))
        moved += 1
    return moved



# my part - run it on my Downloads folder
if __name__ == "__main__":
    count = organize(Path.home() / "Downloads")
    print(count, "files moved")
