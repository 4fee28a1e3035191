"""Small text helpers shared by the case modules (people-syntax-10).

They only *produce* the damaged text of an edit from the meant text, so that each
artefact is exactly the meant text plus the damage; lib.py still checks every edit.
Look-alike and invisible characters are named here once and used by name.
"""
import re

LDQ, RDQ = "\u201c", "\u201d"      # curly double quotes
LSQ, RSQ = "\u2018", "\u2019"      # curly single quotes
DLOW, DHIGH = "\u201e", "\u201c"   # German low-high quotes
GUIL_L, GUIL_R = "\u00ab", "\u00bb"  # French guillemets
NBSP = "\u00a0"
VT = "\x0b"                        # PowerPoint's line break inside a paragraph
EM_DASH = "\u2014"
ARROW = "\u2192"
NEQ = "\u2260"
LEQ = "\u2264"
HALF = "\u00bd"


def curly(s, left=LDQ, right=RDQ, quote='"'):
    """Replace the quote characters of s alternately by left / right."""
    out, opening = [], True
    for ch in s:
        if ch == quote:
            out.append(left if opening else right)
            opening = not opening
        else:
            out.append(ch)
    if not opening:
        raise ValueError("odd number of quotes in %r" % s)
    return "".join(out)


def curly1(s):
    return curly(s, LSQ, RSQ, "'")


def german(s):
    return curly(s, DLOW, DHIGH)


def guillemets(s):
    return curly(s, GUIL_L + NBSP, NBSP + GUIL_R)


def quote_edits(text, region, convert=curly):
    """Edits that convert every double-quoted string on the lines of `region` (a
    substring of text) with `convert`.  Each edit covers a line from its first to
    its last quote; an identical span occurring n times in the whole text gets n."""
    spans = []
    for line in region.splitlines():
        if '"' not in line:
            continue
        a, b = line.index('"'), line.rindex('"')
        span = line[a:b + 1]
        if span not in spans:
            spans.append(span)
    edits = []
    for span in spans:
        n = text.count(span)
        edits.append((span, convert(span), n) if n > 1 else (span, convert(span)))
    return edits


def cap_line_starts(text, skip_first_line=True):
    """Edits that capitalise the first letter of every line that starts (after its
    indentation) with a lower-case word, as a word processor's "capitalise the first
    letter of sentences" does to a pasted program.  Grouped by indentation + word +
    the character after it, with counts, so that lib's uniqueness rule holds."""
    seen = {}
    lines = text.split("\n")
    for k, line in enumerate(lines):
        if k == 0 and skip_first_line:
            continue
        m = re.match(r"([ \t]*)([a-z][A-Za-z0-9_]*)(\W|$)", line)
        if not m:
            continue
        key = "\n" + m.group(1) + m.group(2)
        whole = len(re.findall(re.escape(key) + r"(?![A-Za-z0-9_])", text))
        if text.count(key) != whole:
            key += m.group(3) if m.group(3) else "\n"
        seen.setdefault(key, 0)
    edits = []
    for key in seen:
        n = text.count(key)
        i = len(key) - len(key.lstrip("\n \t"))
        new = key[:i] + key[i].upper() + key[i + 1:]
        edits.append((key, new, n) if n > 1 else (key, new))
    return edits


def hardwrap(line, width, cont_indent=""):
    """Break `line` the way a text field or editor hard-wraps it: at the last space
    that keeps the piece within `width` columns (the space stays at the end of the
    piece); continuation pieces start with cont_indent."""
    pieces, cur = [], line
    while len(cur) > width:
        k = cur.rfind(" ", 0, width)
        while k > 0 and cur[:k].strip() == "":
            k = -1
        if k <= 0:
            break
        pieces.append(cur[:k + 1])
        cur = cont_indent + cur[k + 1:]
    pieces.append(cur)
    return "\n".join(pieces)


def long_lines(text, width):
    return [ln for ln in text.splitlines() if len(ln) > width]
