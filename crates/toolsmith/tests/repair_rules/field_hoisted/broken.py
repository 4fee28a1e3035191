def release_page(version, items):
    return f"<h1>{version}</h1>\n<ul>\n{"\n".join(items)}\n</ul>"
