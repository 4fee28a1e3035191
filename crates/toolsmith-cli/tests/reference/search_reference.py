"""The reference for `toolsmith search`: Python's `re` over the same files.

Walks DIR as `ls` does (hidden directories, .git, __pycache__, node_modules
and virtualenvs not entered; links leading out of the sandbox not followed),
skips binary files (a NUL byte), and prints every matching line as JSON:
file, 1-based line, 1-based columns (characters) of each match, text.
"""

import json
import os
import re
import sys

sandbox, directory, pattern, flags = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
regex = re.compile(pattern, re.IGNORECASE if "i" in flags else 0)
root = os.path.realpath(sandbox)
SKIP = {".git", "__pycache__", "node_modules"}


def inside(path):
    real = os.path.realpath(path)
    return real == root or real.startswith(root + os.sep)


def walk(path, shown):
    for name in sorted(os.listdir(path), key=lambda n: n + "/" if os.path.isdir(os.path.join(path, n)) else n):
        full = os.path.join(path, name)
        if os.path.islink(full) and not inside(full):
            continue
        if os.path.isdir(full):
            if name in SKIP or name.startswith(".") or os.path.exists(os.path.join(full, "pyvenv.cfg")):
                continue
            yield from walk(full, shown + "/" + name)
        elif os.path.isfile(full):
            yield full, shown + "/" + name


out = []
for full, shown in walk(directory, directory):
    data = open(full, "rb").read()
    if b"\0" in data:
        continue
    for number, line in enumerate(data.decode("utf-8", "replace").split("\n"), start=1):
        line = line[:-1] if line.endswith("\r") else line
        columns = [m.start() + 1 for m in regex.finditer(line)]
        if columns:
            out.append({"file": shown, "line": number, "columns": columns, "text": line})
json.dump(out, sys.stdout)
