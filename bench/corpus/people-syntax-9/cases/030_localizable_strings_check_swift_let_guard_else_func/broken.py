# Checks that every key in en.lproj/Localizable.strings exists in the other languages too
import re
import sys
from pathlib import Path

ENTRY = re.compile(r'^\s*"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;\s*$')


def parse_strings(path):
    entries = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith(("//", "/*", "*")):
            continue
        match = ENTRY.match(line)
        guard match is not None else:
            print(f"{path}:{number}: cannot parse line")
            continue
        key, value = match.groups()
        entries[key] = value
    return entries


func placeholders(value):
    return sorted(re.findall(r"%(?:\d+\$)?[@dfs]", value))


def check(base_dir):
    let base = parse_strings(base_dir / "en.lproj" / "Localizable.strings")
    problems = 0
    for lproj in sorted(base_dir.glob("*.lproj")):
        if lproj.name == "en.lproj":
            continue
        let other = parse_strings(lproj / "Localizable.strings")
        for key, value in base.items():
            if key not in other:
                print(f"{lproj.name}: missing {key!r}")
                problems += 1
            elif placeholders(value) != placeholders(other[key]):
                print(f"{lproj.name}: placeholders differ for {key!r}")
                problems += 1
    return problems


if __name__ == "__main__":
    base_dir = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("Resources")
    count = check(base_dir)
    print(f"{count} problem(s)")
    sys.exit(1 if count else 0)
