import re
import unicodedata


def slugify(text, max_length=60):
    """Make a URL-friendly slug out of any title."""
    text = unicodedata.normalize("NFKD", text)
    text = text.encode("ascii", "ignore").decode("ascii")
    text = re.sub(r"[^\w\s-]", "", text).strip().lower()
    text = re.sub(r"[-\s_]+", "-", text)
    if len(text) > max_length:
        text = text[:max_length].rsplit("-", 1)[0]
    return text


def unique_slug(title, existing):
    base = slugify(title)
    slug = base
    n = 2
    while slug in existing:
        slug = f"{base}-{n}"
        n += 1
    existing.add(slug)
    return slug


if __name__ == "__main__":
    taken = set()
    for title in ["Hello, World!", "Hello World", "Crème brûlée recipes", "  spaces   everywhere  "]:
        print(unique_slug(title, taken))

Example:

>>> slugify("Hello, World!")
'hello-world'
>>> slugify("Crème brûlée: a 10-step guide")
'creme-brulee-a-10-step-guide'
>>> unique_slug("Hello World", {"hello-world"})
'hello-world-2'

Note: `unicodedata.normalize("NFKD", ...)` splits accented letters into a base letter plus an accent, and the ASCII encode step drops the accent. If you need to keep non-Latin scripts (e.g. Japanese titles), skip that step.
