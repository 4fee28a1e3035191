def greet(name) -> str:    if not name: return "nobody"
    return "hello " + name
