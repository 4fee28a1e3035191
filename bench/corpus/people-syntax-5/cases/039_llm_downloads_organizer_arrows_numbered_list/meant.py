import shutil
from pathlib import Path

DOWNLOADS = Path.home() / "Downloads"
FOLDERS = {
    "Images": {".jpg", ".jpeg", ".png", ".gif", ".webp"},
    "Documents": {".pdf", ".docx", ".txt", ".odt", ".xlsx"},
    "Archives": {".zip", ".tar", ".gz", ".7z"},
    "Audio": {".mp3", ".wav", ".flac"},
}


def folder_for(path: Path) -> str | None:
    ext = path.suffix.lower()
    for folder, extensions in FOLDERS.items():
        if ext in extensions:
            return folder
    return None


def unique_target(target: Path) -> Path:
    counter = 1
    candidate = target
    while candidate.exists():  # <-- sigue probando hasta encontrar un nombre libre
        candidate = target.with_name(f"{target.stem} ({counter}){target.suffix}")
        counter += 1
    return candidate


def organize(directory: Path, dry_run: bool = False) -> int:
    moved = 0
    for item in directory.iterdir():
        if not item.is_file() or item.name.startswith("."):  # <-- ignora ocultos
            continue
        folder = folder_for(item)
        if folder is None:
            continue
        target = unique_target(directory / folder / item.name)  # <-- cambio aquí
        print(f"{item.name} -> {folder}/")
        if not dry_run:
            target.parent.mkdir(exist_ok=True)
            shutil.move(str(item), str(target))
        moved += 1
    return moved


if __name__ == "__main__":
    n = organize(DOWNLOADS, dry_run=False)
    print(f"{n} archivos movidos")
