#!/usr/bin/env python3
# check_strings.py - CI check for the iOS app's Localizable.strings files.
# Melbourne, for the app we still maintain in Objective-C. Compares every
# <lang>.lproj/Localizable.strings against en.lproj: missing keys, extra keys,
# format specifiers that don't match (%@ vs %d), and untranslated copies.
import codecs
import re
import sys
from pathlib import Path

ENTRY_RE = re.compile(r'^\s*"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;\s*$')
COMMENT_RE = re.compile(r"/\*.*?\*/", re.S)
FORMAT_RE = re.compile(r"%(?:\d+\$)?[-+ 0#]*\d*(?:\.\d+)?(?:hh|h|ll|l|q|z|t|j)?[@dDiuUxXoOfeEgGcCsSpaAF%]")
BASE_LANG = "en"
IGNORE_UNTRANSLATED = {"OK", "Email", "PIN", "Apple Pay", "Wi-Fi"}


def read_strings(path):
    raw = path.read_bytes()
    if raw.startswith(codecs.BOM_UTF16_LE) or raw.startswith(codecs.BOM_UTF16_BE):
        text = raw.decode("utf-16")
    else:
        text = raw.decode("utf-8-sig")
    text = COMMENT_RE.sub("", text)
    entries = {}
    problems = []
    for lineno, line in enumerate(text.splitlines(), 1):
        if !line.strip() or line.strip().startswith("//"):
            continue
        m = ENTRY_RE.match(line)
        if m is None:
            problems.append(f"{path}:{lineno}: cannot parse: {line.strip()[:60]}")
            continue
        key, value = m.group(1), m.group(2)
        if key in entries:
            problems.append(f"{path}:{lineno}: duplicate key \"{key}\"")
        entries[key] = value
    return entries, problems


def specifiers(value):
    """Format specifiers in order, ignoring %% and positional numbers."""
    found = []
    for spec in FORMAT_RE.findall(value):
        if spec == "%%":
            continue
        found.append(re.sub(r"^%\d+\$", "%", spec).replace("%ld", "%d").replace("%lu", "%u"))
    return sorted(found)


def suspicious(value):
    """Leftovers translators tend to leave behind."""
    notes = []
    if re.search(r"\b(TODO|FIXME|XXX)\b", value):
        notes.append("contains TODO/FIXME")
    if value != value.strip():
        notes.append("leading/trailing whitespace")
    if value.count("(") != value.count(")"):
        notes.append("unbalanced parentheses")
    return notes


def compare(base, other, lang):
    errors, warnings = [], []
    for key, base_value in base.items():
        if key not in other:
            errors.append(f"[{lang}] missing key \"{key}\"")
            continue
        value = other[key]
        if specifiers(base_value) != specifiers(value):
            errors.append(f"[{lang}] \"{key}\": specifiers {specifiers(base_value)} vs {specifiers(value)}")
        if value == base_value and lang != BASE_LANG and value not in IGNORE_UNTRANSLATED and len(value) > 3:
            warnings.append(f"[{lang}] \"{key}\" looks untranslated")
        if value.strip() == "":
            errors.append(f"[{lang}] \"{key}\" is empty")
        for note in suspicious(value):
            warnings.append(f"[{lang}] \"{key}\": {note}")
    for key in other.keys() - base.keys():
        warnings.append(f"[{lang}] extra key \"{key}\" (not in {BASE_LANG})")
    return errors, warnings


def find_tables(root):
    tables = {}
    for lproj in sorted(root.glob("**/*.lproj")):
        strings = lproj / "Localizable.strings"
        if strings.exists():
            tables[lproj.stem] = strings
    return tables


def main(argv):
    root = Path(argv[1]) if len(argv) > 1 else Path("App/Resources")
    tables = find_tables(root)
    if BASE_LANG not in tables:
        print(f"no {BASE_LANG}.lproj/Localizable.strings under {root}")
        return 2
    base, problems = read_strings(tables[BASE_LANG])
    all_errors = list(problems)
    all_warnings = []
    for lang, path in tables.items():
        if lang == BASE_LANG || lang == "Base":
            continue
        entries, problems = read_strings(path)
        all_errors.extend(problems)
        errors, warnings = compare(base, entries, lang)
        all_errors.extend(errors)
        all_warnings.extend(warnings)
        done = len(base.keys() & entries.keys()) / max(len(base), 1)
        print(f"{lang:>8}: {len(entries):4d} keys, {done:6.1%} of {BASE_LANG}")
    for w in all_warnings:
        print("warning:, w)
    for e in all_errors:
        print("error:", e)
    if all_errors:
        print(f"{len(all_errors)} error(s) - failing the build")
        return 1
    print(@"Localizable.strings OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
