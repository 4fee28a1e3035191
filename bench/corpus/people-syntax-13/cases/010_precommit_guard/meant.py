#!/usr/bin/env python3
"""Git pre-commit hook: block large files and obvious secrets.

Install:
    cp precommit_guard.py .git/hooks/pre-commit
    chmod +x .git/hooks/pre-commit

Bypass once (not recommended):
    git commit --no-verify
"""
import re
import subprocess
import sys

MAX_BYTES = 5 * 1024 * 1024  # 5 MB
SKIP_SUFFIXES = (".png", ".jpg", ".jpeg", ".gif", ".pdf", ".zip", ".lock")

SECRET_PATTERNS = [
    (re.compile(r"AKIA[0-9A-Z]{16}"), "AWS access key id"),
    (re.compile(r"-----BEGIN (RSA |EC |OPENSSH )?PRIVATE KEY-----"), "private key"),
    (re.compile(r"(?i)(api[_-]?key|secret|token)\s*[:=]\s*['\"][A-Za-z0-9_\-]{20,}['\"]"), "hard-coded token"),
    (re.compile(r"xox[baprs]-[0-9A-Za-z-]{10,}"), "Slack token"),
]


def git(*args: str) -> str:
    result = subprocess.run(["git", *args], capture_output=True, text=True, check=True)
    return result.stdout


def staged_files() -> list[str]:
    out = git("diff", "--cached", "--name-only", "--diff-filter=ACM")
    return [line for line in out.splitlines() if line.strip()]


def staged_size(path: str) -> int:
    # size of the blob in the index, not of the working-tree file
    return int(git("cat-file", "-s", f":{path}").strip())


def staged_text(path: str) -> str | None:
    try:
        blob = subprocess.run(["git", "show", f":{path}"], capture_output=True, check=True).stdout
    except subprocess.CalledProcessError:
        return None
    else:
        if b"\0" in blob[:8000]:
            return None  # binary file
        return blob.decode("utf-8", errors="replace")


def main() -> int:
    problems = []
    for path in staged_files():
        size = staged_size(path)
        if size > MAX_BYTES:
            problems.append(f"{path}: {size / 1024 / 1024:.1f} MB is over the {MAX_BYTES // 1024 // 1024} MB limit")
            continue
        if path.lower().endswith(SKIP_SUFFIXES):
            continue
        text = staged_text(path)
        if text is None:
            continue
        for lineno, line in enumerate(text.splitlines(), start=1):
            for pattern, label in SECRET_PATTERNS:
                if pattern.search(line):
                    problems.append(f"{path}:{lineno}: looks like a {label}")

    if problems:
        print("pre-commit: commit blocked\n", file=sys.stderr)
        for p in problems:
            print(f"  - {p}", file=sys.stderr)
        print("\nFix the files above or use `git commit --no-verify` to bypass.", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
