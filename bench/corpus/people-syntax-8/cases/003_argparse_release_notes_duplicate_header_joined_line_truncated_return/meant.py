#!/usr/bin/env python3
"""Generate release notes from conventional-commit messages.

    relnotes.py v1.4.0..HEAD --title "Release 1.5.0" > NOTES.md
"""
import argparse
import re
import subprocess
import sys
from collections import defaultdict
from dataclasses import dataclass

COMMIT_RE = re.compile(r"^(?P<kind>\w+)(?:\((?P<scope>[^)]+)\))?(?P<breaking>!)?: (?P<subject>.+)$")

SECTIONS = {
    "feat": "Features",
    "fix": "Bug fixes",
    "perf": "Performance",
    "docs": "Documentation",
}


@dataclass
class Entry:
    kind: str
    scope: str | None
    subject: str
    sha: str
    breaking: bool


def git_log(rev_range: str) -> list[tuple[str, str]]:
    out = subprocess.run(
        ["git", "log", "--no-merges", "--format=%h%x09%s", rev_range],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    pairs = []
    for line in out.splitlines():
        sha, _, subject = line.partition("\t")
        pairs.append((sha, subject))
    return pairs


def parse_entries(pairs: list[tuple[str, str]], include_other: bool = False) -> list[Entry]:
    entries = []
    for sha, subject in pairs:
        m = COMMIT_RE.match(subject)
        if m is None:
            if include_other:
                entries.append(Entry("other", None, subject, sha, False))
            continue
        entries.append(Entry(m["kind"], m["scope"], m["subject"], sha, bool(m["breaking"])))
    return sorted(entries, key=lambda e: (e.kind, e.scope or "", e.subject.lower()))


def render_markdown(entries: list[Entry], title: str) -> str:
    grouped = defaultdict(list)
    for e in entries:
        grouped[SECTIONS.get(e.kind, "Other changes")].append(e)
    lines = [f"# {title}", ""]
    breaking = [e for e in entries if e.breaking]
    if breaking:
        lines += ["## Breaking changes", ""]
        lines += [f"- {e.subject} ({e.sha})" for e in breaking]
        lines.append("")
    for section in list(SECTIONS.values()) + ["Other changes"]:
        if section not in grouped:
            continue
        lines += [f"## {section}", ""]
        for e in grouped[section]:
            scope = f"**{e.scope}:** " if e.scope else ""
            lines.append(f"- {scope}{e.subject} ({e.sha})")
        lines.append("")
    return "\n".join(lines)


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("range", help="git revision range, e.g. v1.4.0..HEAD")
    p.add_argument("--title", default="Release notes")
    p.add_argument("--all", action="store_true", help="include commits that are not conventional")
    p.add_argument("--format", choices=["markdown", "plain"], default="markdown")
    return p


def main(argv=None) -> int:
    args = build_parser().parse_args(argv)
    try:
        pairs = git_log(args.range)
    except subprocess.CalledProcessError as exc:
        print(exc.stderr.strip(), file=sys.stderr)
        return exc.returncode
    entries = parse_entries(pairs, include_other=args.all)
    text = render_markdown(entries, args.title)
    if args.format == "plain":
        text = re.sub(r"[#*]", "", text)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
