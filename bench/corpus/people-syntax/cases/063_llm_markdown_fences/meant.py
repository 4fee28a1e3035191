import argparse
import hashlib
import os


def file_hash(path, chunk_size=65536):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while True:
            chunk = f.read(chunk_size)
            if not chunk:
                break
            h.update(chunk)
    return h.hexdigest()


def find_duplicates(root):
    seen = {}
    duplicates = []
    for dirpath, _, filenames in os.walk(root):
        for name in filenames:
            path = os.path.join(dirpath, name)
            try:
                digest = file_hash(path)
            except OSError:
                continue
            if digest in seen:
                duplicates.append((seen[digest], path))
            else:
                seen[digest] = path
    return duplicates


def main():
    parser = argparse.ArgumentParser(description="Find duplicate files by content.")
    parser.add_argument("root", help="directory to scan")
    args = parser.parse_args()
    for original, dup in find_duplicates(args.root):
        print(f"{dup} is a duplicate of {original}")


if __name__ == "__main__":
    main()
