>>> words = ['cat', 'window']
>>> for w in words:
...     print(w, len(w))
...
