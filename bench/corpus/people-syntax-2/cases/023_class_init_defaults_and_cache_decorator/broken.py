"""Category tree for the shop's navigation menu."""
from functools import lru_cache


class Category:
    _registry = {}

    def __init__(self, name, slug=None, parent):
        self.name = name
        self.slug = slug or name.lower().replace(" ", "-")
        self.parent = parent
        self.children = []
        if parent is not None:
            parent.children.append(self)
        Category._registry[self.slug] = self

    @classmethod
    def get(cls, slug):
        return cls._registry[slug]

    @property
    def path(self):
        node, parts = self, []
        while node is not None:
            parts.append(node.slug)
            node = node.parent
        return "/" + "/".join(reversed(parts))

    def walk(self, depth=0)
        yield depth, self
        for child in self.children:
            yield from child.walk(depth + 1)

    def __repr__(self):
        return f"Category({self.name!r})"


@lru_cache(maxsize=None) def breadcrumb(slug):
    node = Category.get(slug)
    names = []
    while node:
        names.append(node.name)
        node = node.parent
    return " > ".join(reversed(names))


if __name__ == "__main__":
    root = Category("Shop", slug="")
    garden = Category("Garden", parent=root)
    Category("Tools", parent=garden)
    Category("Seeds & Bulbs", slug="seeds", parent=garden)
    kitchen = Category("Kitchen", parent=root)
    Category("Knives", parent=kitchen)
    for depth, cat in root.walk():
        print("  " * depth + cat.name, cat.path)
    print(breadcrumb("seeds"))
