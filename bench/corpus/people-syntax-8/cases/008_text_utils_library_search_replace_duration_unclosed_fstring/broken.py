"""Small string and number helpers shared by the CLI tools."""
import re
import unicodedata
from datetime import timedelta

__all__ = ["slugify", "truncate", "human_bytes", "parse_duration", "plural", "indent_block"]

_SLUG_STRIP = re.compile(r"[^\w\s-]")
_SLUG_HYPHENATE = re.compile(r"[-\s]+")
_DURATION = re.compile(r"(?P<value>\d+(?:\.\d+)?)\s*(?P<unit>ms|s|m|h|d|w)")
_UNIT_SECONDS = {"ms": 0.001, "s": 1, "m": 60, "h": 3600, "d": 86400, "w": 604800}


def slugify(text: str, max_length: int = 60) -> str:
    """'Deja Vu: Part 2!' -> 'deja-vu-part-2'"""
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    text = _SLUG_STRIP.sub("", text).strip().lower()
    slug = _SLUG_HYPHENATE.sub("-", text)
    return slug[:max_length].rstrip("-")


def truncate(text: str, width: int, placeholder: str = "...") -> str:
    if len(text) <= width:
        return text
    cut = text[: width - len(placeholder)]
    if " " in cut:
        cut = cut.rsplit(" ", 1)[0]
    return cut.rstrip() + placeholder


def human_bytes(n: float, binary: bool = True) -> str:
    step = 1024.0 if binary else 1000.0
    units = ["B", "KiB", "MiB", "GiB", "TiB"] if binary else ["B", "kB", "MB", "GB", "TB"]
    for unit in units:
        if abs(n) < step or unit == units[-1]:
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= step
    raise AssertionError("unreachable")


def parse_duration(text: str) -> timedelta:
    """'1h 30m' -> timedelta(hours=1, minutes=30); a bare number means seconds."""
    text = text.strip().lower()
    if not text:
        raise ValueError("empty duration")
    if re.fullmatch(r"\d+(?:\.\d+)?", text):
        return timedelta(seconds=float(text))
<<<<<<< SEARCH
    total = sum(float(m["value"]) * _UNIT_SECONDS[m["unit"]] for m in _DURATION.finditer(text))
    return timedelta(seconds=total)
=======
    total = 0.0
    pos = 0
    for m in _DURATION.finditer(text):
        if text[pos:m.start()].strip():
            raise ValueError(f"cannot parse duration: {text!r}")
        total += float(m["value"]) * _UNIT_SECONDS[m["unit"]]
        pos = m.end()
    if pos == 0 or text[pos:].strip():
        raise ValueError(f"cannot parse duration: {text!r}")
    return timedelta(seconds=total)
>>>>>>> REPLACE


def plural(count: int, singular: str, plural_form: str | None = None) -> str:
    word = singular if count == 1 else (plural_form or singular + "s")
    return f"{count} {word}


def indent_block(text: str, prefix: str = "    ", skip_first: bool = False) -> str:
    lines = text.splitlines(keepends=True)
    out = []
    for i, line in enumerate(lines):
        if (skip_first and i == 0) or not line.strip():
            out.append(line)
        else:
            out.append(prefix + line)
    return "".join(out)
