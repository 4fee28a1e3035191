def release_page(version, items):
    joined = "\n".join(items)
    return f"<h1>{version}</h1>\n<ul>\n{joined}\n</ul>"
