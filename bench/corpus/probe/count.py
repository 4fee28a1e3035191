"""Count top-level functions and methods (functions defined directly in a
top-level class body) in .py files, using the ast module.

Usage: python3 count.py DIR [> MANIFEST.txt]
"""
import ast
import os
import sys


def count_file(path):
    with open(path, encoding="utf-8") as fh:
        tree = ast.parse(fh.read(), path)
    funcs = methods = 0
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            funcs += 1
        elif isinstance(node, ast.ClassDef):
            for sub in node.body:
                if isinstance(sub, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    methods += 1
    return funcs, methods


def main(root):
    rows = []
    for dirpath, _, files in os.walk(root):
        for name in sorted(files):
            if name.endswith(".py"):
                p = os.path.join(dirpath, name)
                f, m = count_file(p)
                rows.append((os.path.relpath(p, root), f, m))
    rows.sort()
    tf = sum(r[1] for r in rows)
    tm = sum(r[2] for r in rows)
    print("# file  functions  methods  total")
    for rel, f, m in rows:
        print(f"{rel}  {f}  {m}  {f + m}")
    print(f"# TOTAL files={len(rows)} functions={tf} methods={tm} total={tf + tm}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
