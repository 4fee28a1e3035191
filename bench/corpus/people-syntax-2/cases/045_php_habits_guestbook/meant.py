"""Render the guestbook entries (entries.json) into a static HTML page."""
import html
import json
from datetime import datetime

PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>{title}</title></head>
<body>
<h1>{title}</h1>
{entries}
<p class="footer">{count} entries, generated {generated}</p>
</body></html>
"""


class Guestbook:
    def __init__(self, path):
        self.path = path
        self.entries = []

    def load(self):
        with open(self.path, encoding="utf-8") as fh:
            self.entries = json.load(fh)
        self.entries.sort(key=lambda e: e["posted"], reverse=True)
        return self

    def css_class(self, entry):
        stars = int(entry.get("rating", 0))
        if stars >= 4:
            return "entry good"
        elif stars == 0:
            return "entry"
        else:
            return "entry meh"

    def render_entry(self, entry):
        name = html.escape(entry.get("name") or "anonymous")
        text = html.escape(entry["message"]).replace("\n", "<br>")
        when = datetime.fromisoformat(entry["posted"]).strftime("%d %b %Y")
        return f'<div class="{self.css_class(entry)}"><b>{name}</b> <i>{when}</i><p>{text}</p></div>'

    def render(self, title):
        parts = [self.render_entry(e) for e in self.entries if not e.get("hidden")]
        return PAGE.format(title=html.escape(title), entries="\n".join(parts),
                           count=len(parts), generated=datetime.now().strftime("%Y-%m-%d %H:%M"))


if __name__ == "__main__":
    book = Guestbook("entries.json").load()
    out = book.render("Our guestbook")
    with open("guestbook.html", "w", encoding="utf-8") as fh:
        fh.write(out)
    print("wrote guestbook.html with", len(book.entries), "entries")
