import hashlib
import os
import sys
import time
import urllib.request

CHUNK = 1 << 16


def download(url, dest, retries=3):
    for attempt in range(1, retries + 1):
        try:
            with urllib.request.urlopen(url, timeout=30) as resp, open(dest + ".part", "wb") as out:
                while True:
                    chunk = resp.read(CHUNK)
                    if not chunk:
                        break
                    out.write(chunk)
            os.replace(dest + ".part", dest)
            return True
        except OSError as exc:
            print(f"attempt {attempt} failed: {exc}", file=sys.stderr)
            if attempt < retries:
                time.sleep(2 ** attempt)
    return False


def sha256sum(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(CHUNK), b""):
            h.update(block)
    return h.hexdigest()


def main():
    if len(sys.argv) not in (3, 4):
        print("usage: fetch.py URL DEST [SHA256]")
        return 2
    url, dest = sys.argv[1], sys.argv[2]
    if not download(url, dest):
        return 1
    if len(sys.argv) == 4:
        actual = sha256sum(dest)
        if actual != sys.argv[3].lower():
            print(f"checksum mismatch: {actual}")
            os.remove(dest)
            return 1
        print("checksum ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
