import json
from typing import TypeAlias

JSON: TypeAlias = dict[str, "JSON"] | list["JSON"] | str | int | float | bool | None


def load(path: str) -> JSON:
    with open(path) as f:
        return json.load(f)
