"""CPython's verdict on Python source, for the agreement tests.

Reads JSON lines {"id": ..., "source": ...} on stdin and writes JSON lines
{"id", "ok", "lineno", "offset", "msg", "other"} on stdout: `ok` is whether
compile(source, "<mutant>", "exec") succeeds; `other` names an exception that
is not a SyntaxError (those cases are not comparable).

With --walk DIR... it walks the given trees instead and writes {"id": path,
"source": decoded text, ...} for every .py file (files whose bytes do not
decode are reported with "undecodable": true); the word "stdlib" stands for
this interpreter's standard library (its site-packages excluded). With
--version it prints "3.11".
"""

import json
import os
import sys
import sysconfig
import tokenize
import warnings

warnings.simplefilter("ignore")


def verdict(source):
    try:
        compile(source, "<source>", "exec", dont_inherit=True)
        return {"ok": True}
    except SyntaxError as error:  # includes IndentationError and TabError
        return {"ok": False, "lineno": error.lineno, "offset": error.offset, "msg": error.msg}
    except (ValueError, MemoryError, RecursionError, OverflowError) as error:
        return {"ok": False, "other": type(error).__name__}


def walk(root):
    if root == "stdlib":
        root = sysconfig.get_paths()["stdlib"]
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in ("site-packages", "dist-packages", "__pycache__"))
        for name in sorted(files):
            if not name.endswith(".py"):
                continue
            path = os.path.join(folder, name)
            try:
                with tokenize.open(path) as handle:
                    source = handle.read()
            except (SyntaxError, UnicodeDecodeError, LookupError):
                print(json.dumps({"id": path, "undecodable": True}))
                continue
            print(json.dumps({"id": path, "source": source, **verdict(source)}))


def main():
    if sys.argv[1:] == ["--version"]:
        print("%d.%d" % sys.version_info[:2])
        return
    if sys.argv[1:2] == ["--walk"]:
        for root in sys.argv[2:]:
            walk(root)
        return
    for line in sys.stdin:
        case = json.loads(line)
        print(json.dumps({"id": case["id"], **verdict(case["source"])}), flush=False)


if __name__ == "__main__":
    main()
