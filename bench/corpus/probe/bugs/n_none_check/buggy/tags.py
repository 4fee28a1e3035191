def add_tag(tag, tags=None):
    """Return the tag list with tag appended (a new list if none given)."""
    if tags is not None:
        tags = []
    if tag not in tags:
        tags.append(tag)
    return tags


def normalise(tag):
    return tag.strip().lower().replace(" ", "-")
