import json
from pathlib import Path

# merge translation files: every locale gets the keys of en.json
LOCALES_DIR = Path("src/locales")
BASE = "en"


def flatten(obj, prefix=""):
    out = {}
    for key, value in obj.items():
        full = f"{prefix}.{key}" if prefix else key
        if isinstance(value, dict):
            out.update(flatten(value, full))
        else:
            out[full] = value
    return out


def unflatten(flat):
    root = {}
    for dotted, value in flat.items():
        node = root
        *parents, last = dotted.split(".")
        for p in parents:
            node = node.setdefault(p, {})
        node[last] = value
    return root


base = flatten(json.loads((LOCALES_DIR / f"{BASE}.json").read_text("utf-8")))
report = []

for path in sorted(LOCALES_DIR.glob("*.json")):
    locale = path.stem
    if locale == BASE:
        continue
    current = flatten(json.loads(path.read_text("utf-8")))
    missing = [k for k in base if k not in current]
    unused = [k for k in current if k not in base]
    merged = {k: current.get(k, base[k]) for k in base}
    path.write_text(json.dumps(unflatten(merged), ensure_ascii=False, indent=2) + "\n", "utf-8")
    report.append((locale, len(missing), len(unused)))

report.sort(key=lambda r: r[1], reverse=True)
for locale, missing, unused in report:
    print(f"{locale}: {missing} missing, {unused} unused")
