import json
import re
from datetime import datetime
from pathlib import Path

true, false, null = True, False, None  # so I can paste JSON straight in

SITE = {
    "title": "notes.dev",
    "drafts": false,
    "base_url": "https://notes.dev",
    "analytics": null,
}

FRONT_MATTER = re.compile(r"^---\n(.*?)\n---\n", re.S)


def slugify(title):
    slug = re.sub(r"[^a-z0-9]+", "-", title.lower())
    return slug.strip("-")


def parse_post(path):
    text = path.read_text(encoding="utf-8")
    m = FRONT_MATTER.match(text)
    meta = {}
    if m:
        for line in m.group(1).splitlines():
            key, _, value = line.partition(":")
            meta[key.strip()] = value.strip()
        text = text[m.end():]
    meta.setdefault("title", path.stem)
    meta["slug"] = slugify(meta["title"])
    meta["words"] = len(text.split())
    return meta


posts = []
for path in sorted(Path("posts").glob("*.md")):
    post = parse_post(path)
    # skip drafts unless the site config says otherwise
    if post.get("draft") == "true" and not SITE["drafts"]:
        continue
    elif "date" in post:
        post["date"] = datetime.strptime(post["date"], "%Y-%m-%d").date().isoformat()
    else:
        post["date"] = None
    posts.append(post);

posts.sort(key=lambda p: p["date"] or "", reverse=True)
Path("public").mkdir(exist_ok=True)
Path("public/index.json").write_text(json.dumps({"site": SITE, "posts": posts}, indent=2))
print(f"{len(posts)} posts written")
