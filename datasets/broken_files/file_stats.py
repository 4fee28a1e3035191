import os
import sys


def count_lines(path):
    with open(path, encoding="utf-8", errors="replace") as f
        return sum(1 for _ in f)


def walk(root, extensions=(".py",)):
    results = {}
    for folder, dirs, files in os.walk(root)
        dirs[:] = [d for d in dirs if not d.startswith(".")
        for name in files:
            if name.endswith(extensions):
                full = os.path.join(folder, name)
                try:
                    results[full] = count_lines(full)
                except OSError, error:
                    print("skipped", full, error, file=sys.stderr
    return results


def report(results, top=10):
    total = sum(results.values())
    print(f"{len(results)} files, {total} lines")
    biggest = sorted(results.items(), key=lambda item: item[1] reverse=True)
    for path, lines in biggest[:top]:
        share = 100 * lines / total if total else 0
        print(f"{lines:>7} {share:5.1f}%  {path})


def main(argv):
    if len(argv) < 2
        print("usage: file_stats.py DIR [EXT...]")
        return 2
    extensions = tuple(argv[2:]) or (".py",)
    report(walk(argv[1], extensions))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
