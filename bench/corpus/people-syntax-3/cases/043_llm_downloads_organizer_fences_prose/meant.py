import shutil
from pathlib import Path

DOWNLOADS = Path.home() / "Downloads"

CATEGORIES = {
    "Images": {".jpg", ".jpeg", ".png", ".gif", ".webp", ".heic"},
    "Documents": {".pdf", ".docx", ".doc", ".txt", ".xlsx", ".pptx", ".csv"},
    "Archives": {".zip", ".rar", ".7z", ".tar", ".gz"},
    "Audio": {".mp3", ".wav", ".flac", ".m4a"},
    "Video": {".mp4", ".mov", ".mkv", ".avi"},
    "Installers": {".exe", ".msi", ".dmg", ".pkg"},
}


def category_for(path: Path) -> str:
    ext = path.suffix.lower()
    for name, extensions in CATEGORIES.items():
        if ext in extensions:
            return name
    return "Other"


def unique_target(folder: Path, name: str) -> Path:
    target = folder / name
    stem, suffix = target.stem, target.suffix
    counter = 1
    while target.exists():
        target = folder / f"{stem} ({counter}){suffix}"
        counter += 1
    return target


def organize(folder: Path, dry_run: bool = False) -> dict:
    moved = {}
    for item in folder.iterdir():
        if item.is_dir() or item.name.startswith("."):
            continue
        category = category_for(item)
        dest_folder = folder / category
        dest = unique_target(dest_folder, item.name)
        if not dry_run:
            dest_folder.mkdir(exist_ok=True)
            shutil.move(str(item), str(dest))
        moved[category] = moved.get(category, 0) + 1
        print(f"{item.name} -> {category}/")
    return moved


if __name__ == "__main__":
    summary = organize(DOWNLOADS)
    print("\nSummary:")
    for category, count in sorted(summary.items()):
        print(f"  {category}: {count} file(s)")
