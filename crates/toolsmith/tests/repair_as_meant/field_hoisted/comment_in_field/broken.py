def page(prs):
    items = []
    for pr in prs:
        items.append(f"""<li>{
            escape(pr["title"])  # titles come from users
        }</li>""")
    return items
