def f(rows):
    return {
        "n": len(rows),
        "total": sum(r for r in ro