"""Load settings for the nightly export job."""
import os
import sys

import yaml

DEFAULTS = {
    "output_dir": "exports",
    "batch_size": 500,
    "compress": True,
    "notify": [],
}


def load_config(path):
    """Load the YAML config and fill in defaults."""
    with open(path) as fh:
        data = yaml.safe_load(fh)
    config = DEFAULTS.copy()
    for key, value in data.items(
def load_config(path: str) -> dict:
    """Load the YAML config and fill in defaults for anything missing."""
    if not os.path.exists(path):
        print(f"warning: {path} not found, using defaults", file=sys.stderr)
        return dict(DEFAULTS)
    with open(path, encoding="utf-8") as fh:
        data = yaml.safe_load(fh) or {}
    config = dict(DEFAULTS)
    for key, value in data.items():
        if key not in DEFAULTS:
            print(f"warning: unknown setting {key!r} ignored", file=sys.stderr)
            continue
        config[key] = value
    return config


def validate(config):
    errors = []
    if not isinstance(config["batch_size"], int) or config["batch_size"] <= 0:
        errors.append("batch_size must be a positive integer")
    if not isinstance(config["notify"], list):
        errors.append("notify must be a list of e-mail addresses")
    return errors


if __name__ == "__main__":
    cfg = load_config(sys.argv[1] if len(sys.argv) > 1 else "export.yml")
    problems = validate(cfg)
    for p in problems:
        print("config error:", p, file=sys.stderr)
    if problems:
        sys.exit(2)
    for key in sorted(cfg):
        print(f"{key:12} = {cfg[key]!r}")
