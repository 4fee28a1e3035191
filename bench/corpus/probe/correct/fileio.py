"""File utilities. They touch the file system, so results depend on the machine."""
import json
import os
import shutil


def read_lines(path):
    with open(path, encoding="utf-8") as f:
        return [line.rstrip("\n") for line in f]


def write_lines(path, lines):
    with open(path, "w", encoding="utf-8") as f:
        for line in lines:
            f.write(line + "\n")


def count_words_in_file(path):
    total = 0
    with open(path, encoding="utf-8") as f:
        for line in f:
            total += len(line.split())
    return total


def load_json(path, default=None):
    if not os.path.exists(path):
        return default
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def save_json(path, data):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=2, sort_keys=True)
    os.replace(tmp, path)


def find_files(root, extension):
    found = []
    for dirpath, _dirs, files in os.walk(root):
        for name in files:
            if name.endswith(extension):
                found.append(os.path.join(dirpath, name))
    return sorted(found)


def directory_size(root):
    total = 0
    for dirpath, _dirs, files in os.walk(root):
        for name in files:
            try:
                total += os.path.getsize(os.path.join(dirpath, name))
            except OSError:
                pass
    return total


def backup(path, suffix=".bak"):
    dest = path + suffix
    shutil.copy2(path, dest)
    return dest


def tail(path, n=10):
    with open(path, encoding="utf-8") as f:
        lines = f.readlines()
    return [l.rstrip("\n") for l in lines[-n:]] if n > 0 else []


def human_size(nbytes):
    """
    >>> human_size(512)
    '512 B'
    >>> human_size(2048)
    '2.0 KB'
    >>> human_size(5 * 1024 ** 3)
    '5.0 GB'
    """
    units = ["B", "KB", "MB", "GB", "TB"]
    size = float(nbytes)
    i = 0
    while size >= 1024 and i < len(units) - 1:
        size /= 1024
        i += 1
    return f"{int(size)} B" if i == 0 else f"{size:.1f} {units[i]}"


if __name__ == "__main__":
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        p = os.path.join(d, "notes.txt")
        write_lines(p, ["one two", "three", "four five six"])
        print(read_lines(p), count_words_in_file(p), tail(p, 2))
        save_json(os.path.join(d, "cfg.json"), {"a": 1})
        print(load_json(os.path.join(d, "cfg.json")), human_size(directory_size(d)))
