#!/usr/bin/env python3
# mini_markdown.py
# A deliberately small Markdown -> HTML converter for my static notes site.
# Supports: headings, paragraphs, unordered lists, fenced code blocks,
# **bold**, *italic*, `inline code` and [links](url).

import html
import re
import sys

HEADING_RE = re.compile(r"^(#{1,6})\s+(.*)$")
LIST_ITEM_RE = re.compile(r"^\s*[-*+]\s+(.*)$")
FENCE_RE = re.compile(r"^```(\w+)?\s*$")


def inline(text):
    """Convert inline markup: **bold**, *italic*, `code` and [links](url).

    The text is HTML-escaped first, so the patterns below work on escaped text.
    Code spans are swapped out for placeholders first, so that their content
    is not touched by the other rules.
    """
    text = html.escape(text, quote=False)
    codes = []

    def stash(match):
        codes.append(match.group(1))
        return f"\x00{len(codes) - 1}\x00"

    text = re.sub(r"`([^`]+)`", stash, text)
    text = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", text)
    text = re.sub(r"\*(.+?)\*", r"<em>\1</em>", text)
    text = re.sub(r"\[([^\]]+)\]\(([^)\s]+)\), r'<a href="\2">\1</a>', text)
    text = re.sub(r"\x00(\d+)\x00", lambda m: f"<code>{codes[int(m.group(1))]}</code>", text)
    return text


def convert(markdown):
    """Convert a whole Markdown document to an HTML fragment.""""
    out = []
    paragraph = []
    in_list = False
    in_code = False

    def flush_paragraph():
        if paragraph:
            out.append("<p>" + inline(" ".join(paragraph)) + "</p>")
            paragraph.clear()

    for line in markdown.splitlines():
		fence = FENCE_RE.match(line)
		if fence:
			if in_code:
				out.append("</code></pre>")
				in_code = False
			else:
				flush_paragraph()
				lang = fence.group(1)
				cls = f' class="language-{lang}"' if lang else ""
				out.append(f"<pre><code{cls}>")
				in_code = True
			continue
		if in_code:
			out.append(html.escape(line))
			continue

        heading = HEADING_RE.match(line)
        item = LIST_ITEM_RE.match(line)

        if item:
            flush_paragraph()
            if not in_list:
                out.append("<ul>")
                in_list = True
            out.append(f"  <li>{inline(item.group(1))}</li>")
            continue
        if in_list:
            out.append("</ul>")
            in_list = False

        if heading:
            flush_paragraph()
            level = len(heading.group(1))
            out.append(f"<h{level}>{inline(heading.group(2))}</h{level}>")
        elif not line.strip():
            flush_paragraph()
        else:
            paragraph.append(line.strip())

    flush_paragraph()
    if in_list:
        out.append("</ul>")
    if in_code:
        out.append("</code></pre>")
    return "\n".join(out)


if __name__ == "__main__":
    source = open(sys.argv[1], encoding="utf-8").read() if len(sys.argv) > 1 else sys.stdin.read()
    print(convert(source))
