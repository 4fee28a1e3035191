"""ls-like listing with sort options, for the shared drive."""
import argparse
import os
import time

SORTERS = {
    "name": lambda e: e.name.lower(),
    "size": lambda e: e.stat().st_size,
    "mtime": lambda e: e.stat().st_mtime,
    "ext": lambda e: os.path.splitext(e.name)[1].lower(),
}

FORMATS = {
    "size": lambda n: f"{n / 1024:.0f}K" if n >= 1024 else f"{n}B",
    "mtime": lambda t: time.strftime("%Y-%m-%d %H:%M", time.localtime(t)),
}


def entries(path, show_hidden):
    with os.scandir(path) as it:
        return [e for e in it if show_hidden or not e.name.startswith(".")]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("path", nargs="?", default=".")
    p.add_argument("-s", "--sort", choices=sorted(SORTERS), default="name")
    p.add_argument("-r", "--reverse", action="store_true")
    p.add_argument("-a", "--all", action="store_true")
    args = p.parse_args()

    items = sorted(entries(args.path, args.all), key=SORTERS[args.sort], reverse=args.reverse)
    only_files = filter(lambda e: e.is_file(), items)
    for e in only_files:
        st = e.stat()
        print(f"{FORMATS['size'](st.st_size):>8}  {FORMATS['mtime'](st.st_mtime)}  {e.name}")
    dirs = [e.name + "/" for e in items if e.is_dir()]
    if dirs:
        print("directories:", " ".join(dirs))


if __name__ == "__main__":
    main()
