def page(prs):
    items = []
    for pr in prs:
        # titles come from users
        items.append(f"""<li>{
            escape(pr["title"])
        }</li>""")
    return items
