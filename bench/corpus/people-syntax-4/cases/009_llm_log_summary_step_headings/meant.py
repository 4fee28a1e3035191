import json
import re
from collections import Counter
from pathlib import Path


def load_config(path="logsum.json"):
    defaults = {"log_file": "/var/log/app.log", "top": 10, "levels": ["ERROR", "WARNING"]}
    p = Path(path)
    if p.exists():
        defaults.update(json.loads(p.read_text()))
    return defaults

LINE = re.compile(
    r"^(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>[\d:,]+) (?P<level>[A-Z]+) "
    r"\[(?P<module>[\w.]+)\] (?P<message>.*)$"
)


def parse_log(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            m = LINE.match(line.rstrip("\n"))
            if m:
                yield m.groupdict()

def summarize(records, levels, top):
    by_level = Counter()
    by_module = Counter()
    for r in records:
        by_level[r["level"]] += 1
        if r["level"] in levels:
            by_module[r["module"]] += 1
    print("Lines per level:")
    for level, n in by_level.most_common():
        print(f"  {level:<8} {n}")
    print(f"\nTop {top} modules by {'/'.join(levels)}:")
    for module, n in by_module.most_common(top):
        print(f"  {n:>6}  {module}")


if __name__ == "__main__":
    cfg = load_config()
    summarize(parse_log(cfg["log_file"]), cfg["levels"], cfg["top"])
