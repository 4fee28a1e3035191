import re
import unicodedata

import pytest


def slugify(text: str, max_len: int = 60) -> str:
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    text = re.sub(r"[^\w\s-]", "", text).strip().lower()
    text = re.sub(r"[-\s_]+", "-", text)
    return text[:max_len].rstrip("-")


@pytest.mark.parametrize(
    "raw, expected",
    [
        ("Hello World", "hello-world"),
        ("  spaces   everywhere ", "spaces-everywhere"),
        ("Crème brûlée", "creme-brulee"),
        ("already-a-slug", "already-a-slug"),
        ("under_scores_and-dashes", "under-scores-and-dashes"),
        ("Symbols! @#$ gone?", "symbols-gone"),
        ("", ""),
    ],
)
def test_slugify(raw, expected):
    assert slugify(raw) == expected


def test_max_len_does_not_end_with_dash():
    s = slugify("a" * 59 + " b", max_len=60)
    assert len(s) <= 60
    assert not s.endswith("-")


@pytest.fixture
def titles():
    return ["First post", "First post!", "first-post", "Second post"]


def test_collisions(titles):
    slugs = [slugify(t) for t in titles]
    assert slugs.count("first-post") == 3
    assert len(set(slugs)) == 2


def test_non_string_raises():
    with pytest.raises(AttributeError):
        slugify(None)
