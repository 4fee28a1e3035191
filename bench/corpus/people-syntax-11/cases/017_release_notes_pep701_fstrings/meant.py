"""Render release notes (Markdown and HTML) from the merged pull requests."""
import html
import json
import sys
from collections import defaultdict
from datetime import date

SECTIONS = {"feat": "Features", "fix": "Bug fixes", "docs": "Documentation", "chore": "Other"}


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def group(prs):
    groups = defaultdict(list)
    for pr in prs:
        kind = pr["title"].split(":", 1)[0].strip().lower()
        groups[kind if kind in SECTIONS else "chore"].append(pr)
    return groups


def markdown(version, groups):
    out = [f"# Release {version} ({date.today():%d %B %Y})", ""]
    for kind, title in SECTIONS.items():
        prs = groups.get(kind)
        if not prs:
            continue
        out.append(f"## {title}")
        for pr in prs:
            out.append(f"- {pr['title']} (#{pr['number']}, @{pr['author']})")
        out.append("")
    return "\n".join(out)


def html_page(version, groups):
    items = []
    for kind, title in SECTIONS.items():
        for pr in groups.get(kind, []):
            # titles come from users
            items.append(f"""<li class="{kind}">{
                html.escape(pr["title"])
            }</li>""")
    body = "\n".join(items)
    return f"<h1>Release {version}</h1>\n<ul>\n{body}\n</ul>"


def main(argv):
    version, path = argv[1], argv[2]
    groups = group(load(path))
    with open(f"RELEASE-{version}.md", "w", encoding="utf-8") as f:
        f.write(markdown(version, groups))
    with open(f"release-{version}.html", "w", encoding="utf-8") as f:
        f.write(html_page(version, groups))
    total = sum(len(v) for v in groups.values())
    print(f"{total} pull requests, {len(groups)} sections")


if __name__ == "__main__":
    main(sys.argv)
