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
