#!/usr/bin/env python3
"""pre-commit hook: refuse commits that add print()/breakpoint()/pdb lines."""
import re
import subprocess
import sys

PATTERNS = [
	re.compile(r"^\+\s*print\("),
	re.compile(r"^\+.*\bbreakpoint\(\)"),
	re.compile(r"^\+.*\bimport pdb\b"),
	re.compile(r"^\+.*console\.log\("),
]
ALLOW_MARK = "# noqa: debug"


def staged_diff():
	out = subprocess.run(
		["git", "diff", "--cached", "-U0", "--no-color"],
		capture_output=True, text=True, check=True,
	)
	return out.stdout.splitlines()


def offending_lines(diff_lines):
	current = None
	hits = []
	for line in diff_lines:
		if line.startswith("+++ b/"):
			current = line[6:]
			continue
		if ALLOW_MARK in line:
			continue
		for pat in PATTERNS:
			if pat.search(line):
				hits.append((current, line[1:].strip()))
				break
	return hits


def main():
	hits = offending_lines(staged_diff())
	if not hits:
		return 0
	print("commit refused, debug statements staged:", file=sys.stderr)
	for path, text in hits:
		print(f"  {path}: {text}", file=sys.stderr)
	print(f"(add '{ALLOW_MARK}' to a line to allow it)", file=sys.stderr)
	return 1


if __name__ == "__main__":
	sys.exit(main())
