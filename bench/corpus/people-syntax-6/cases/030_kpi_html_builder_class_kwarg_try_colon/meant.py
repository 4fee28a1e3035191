from __future__ import annotations

import html
import json
import sys
from datetime import date
from pathlib import Path


def tag(name: str, *children: str, **attrs: str) -> str:
    parts = []
    for key, value in attrs.items():
        key = key.rstrip("_").replace("_", "-")
        parts.append(f' {key}="{html.escape(value, quote=True)}"')
    return f"<{name}{''.join(parts)}>{''.join(children)}</{name}>"


def card(title: str, value: str, trend: float | None = None) -> str:
    body = [tag("h3", html.escape(title)), tag("p", html.escape(value), class_="value")]
    if trend is not None:
        arrow = "▲" if trend >= 0 else "▼"
        body.append(tag("span", f"{arrow} {abs(trend):.1f}%", class_="trend up" if trend >= 0 else "trend down"))
    return tag("div", *body, class_="card")


def build(metrics: dict[str, dict], day: date) -> str:
    cards = [card(name, m["value"], m.get("trend")) for name, m in metrics.items()]
    head = tag("head", tag("meta", charset="utf-8"), tag("title", f"KPIs {day:%d %b %Y}"))
    grid = tag("section", *cards, class_="grid", data_day=day.isoformat())
    return "<!doctype html>" + tag("html", head, tag("body", tag("h1", "Daily KPIs"), grid), lang="en")


def main(argv: list[str]) -> int:
    src = Path(argv[1]) if len(argv) > 1 else Path("metrics.json")
    try:
        metrics = json.loads(src.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        print(f"cannot read {src}: {exc}", file=sys.stderr)
        return 2
    out = src.with_suffix(".html")
    out.write_text(build(metrics, date.today()), encoding="utf-8")
    print(f"wrote {out} ({len(metrics)} cards)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
