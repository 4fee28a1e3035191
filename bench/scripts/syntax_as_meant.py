"""Syntax repair on a corpus of (broken, meant) pairs, as a user calls it.

    python3 bench/scripts/syntax_as_meant.py CASES_DIR [TOOLSMITH]

CASES_DIR holds one folder per case (bench/corpus/people-syntax/cases: 87
people-like broken files written by someone who never read our code; held
out: measure on it, never tune on its files) with `broken.py` and `meant.py`. Each
broken file is repaired by one call of `toolsmith repair --apply` in a fresh
sandbox; the result is counted as compiling (CPython's `compile`, as the
interpreter running this script has it) and as meant (the same text, or the
same AST as meant.py). Prints one line per case that is not meant, then the
figures and the median and p90 time per call.
"""

import ast
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def compiles(text):
    try:
        compile(text, "f.py", "exec")
        return True
    except (SyntaxError, ValueError):
        return False


def same_ast(a, b):
    try:
        return ast.dump(ast.parse(a)) == ast.dump(ast.parse(b))
    except (SyntaxError, ValueError):
        return False


def main():
    cases = sorted(p for p in Path(sys.argv[1]).iterdir() if (p / "broken.py").exists())
    toolsmith = sys.argv[2] if len(sys.argv) > 2 else str(
        Path(__file__).resolve().parents[2] / "target/release/toolsmith")
    compiled = meant = 0
    times = []
    for case in cases:
        broken = (case / "broken.py").read_bytes()
        wanted = (case / "meant.py").read_text(encoding="utf-8")
        with tempfile.TemporaryDirectory() as sandbox:
            (Path(sandbox) / "broken.py").write_bytes(broken)
            began = time.perf_counter()
            subprocess.run([toolsmith, "--sandbox", sandbox, "--no-log", "repair", str(Path(sandbox) / "broken.py"),
                            "--apply"], capture_output=True, timeout=120)
            times.append(time.perf_counter() - began)
            after = (Path(sandbox) / "broken.py").read_text(encoding="utf-8", errors="replace")
        ok = compiles(after)
        as_meant = ok and (after == wanted or same_ast(after, wanted))
        compiled += ok
        meant += as_meant
        if not as_meant:
            print(f"{case.name}: {'compiles, not as meant' if ok else 'does not compile'}")
    n = len(cases)
    times.sort()
    print(f"cases {n}: compiling after one call {compiled} ({100 * compiled / n:.1f}%),"
          f" as meant {meant} ({100 * meant / n:.1f}%)")
    print(f"time per call: median {1000 * statistics.median(times):.0f} ms,"
          f" p90 {1000 * times[int(0.9 * (n - 1))]:.0f} ms")


if __name__ == "__main__":
    main()
