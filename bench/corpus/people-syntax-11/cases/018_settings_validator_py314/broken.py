"""Validate settings.json before the service starts."""
import json
import sys
from pathlib import Path

type JSON = dict[str, JSON] | list[JSON] | str | int | float | bool | None

REQUIRED = {"database_url": str, "workers": int, "debug": bool}
LIMITS = {"workers": (1, 64), "timeout": (1, 600)}


class SettingsError(Exception):
    pass


def read(path: Path) -> JSON:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError, PermissionError, UnicodeDecodeError:
        raise SettingsError(f"cannot read {path}") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise SettingsError(f"{path} line {e.lineno}: {e.msg}") from e


def check_types(data: JSON) -> list[str]:
    problems = []
    if not isinstance(data, dict):
        return ["top level must be an object"]
    for key, kind in REQUIRED.items():
        if key not in data:
            problems.append(f"missing {key}")
        elif not isinstance(data[key], kind):
            problems.append(f"{key} must be {kind.__name__}")
    return problems


def check_limits(data: dict) -> list[str]:
    problems = []
    for key, (low, high) in LIMITS.items():
        if key not in data:
            continue
        try:
            value = int(data[key])
        except TypeError, ValueError:
            problems.append(f"{key} is not a number")
            continue
        if not low <= value <= high:
            problems.append(f"{key}={value} outside {low}..{high}"
    return problems


def main(argv: list[str]) -> int:
    path = Path(argv[1] if len(argv) > 1 else "settings.json")
    try:
        data = read(path)
    except SettingsError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    problems = check_types(data)
    if not problems:
        problems = check_limits(data)
    for p in problems:
        print(f"{path}: {p}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
