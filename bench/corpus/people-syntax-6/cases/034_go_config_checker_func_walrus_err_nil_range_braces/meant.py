import json
import os
import sys

REQUIRED = ("name", "port", "replicas")


def load(path):
    try:
        with open(path) as f:
            return json.load(f), None
    except (OSError, json.JSONDecodeError) as e:
        return None, e


def validate(cfg):
    problems = []
    for key in REQUIRED:
        if key not in cfg:
            problems.append(f"missing {key}")
    port = cfg.get("port", 0)
    if not 1 <= port <= 65535:
        problems.append(f"port {port} out of range")
    if cfg.get("replicas", 1) < 1:
        problems.append("replicas must be >= 1")
    return problems


def main(argv):
    failed = 0
    for path in argv:
        cfg, err = load(path)
        if err is not None:
            print(f"{path}: cannot load: {err}", file=sys.stderr)
            failed += 1
            continue
        problems = validate(cfg)
        for p in problems:
            print(f"{path}: {p}")
        if problems:
            failed += 1
    total = len(argv)
    print(f"{total - failed}/{total} configs ok")
    return 1 if failed else 0


if __name__ == "__main__":
    files = sys.argv[1:] or [os.path.join("configs", f) for f in sorted(os.listdir("configs"))]
    sys.exit(main(files))
