# from the docs, pasted with its prompts
>>> words = ["cat", "window", "defenestrate"]
>>> for w in words:
...     print(w, len(w))
...
>>> total = sum(len(w) for w in words)
