def ask(q):
    for i, c in enumerate(q, start=1):
        print(f"   {i}) {c}")
    return input()
