from pathlib import Path


def thumbnails(folder):
    """Yield every image under folder.

    Only .jpg and .png count.
    """
    for path in Path(folder).rglob("*"):
        if path.suffix in (".jpg", ".png"):
            yield path


def size(path):
    """Bytes on disk."""
    return path.stat().st_size
