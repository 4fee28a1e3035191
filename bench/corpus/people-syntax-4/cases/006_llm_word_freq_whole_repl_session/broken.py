You can try it right away in the Python shell:

>>> from collections import Counter
>>> import re
>>> def words(text):
...     return re.findall(r"[a-z']+", text.lower())
...
>>> def top_words(text, n=5, stop=("the", "a", "and", "of", "to", "on")):
...     counts = Counter(w for w in words(text) if w not in stop)
...     return counts.most_common(n)
...
>>> def top_words_in_file(path, n=10):
...     with open(path, encoding="utf-8") as f:
...         return top_words(f.read(), n)
...
>>> sample = "The cat and the hat. The cat sat on the mat, and the hat sat on the cat."
>>> top_words(sample, 3)
[('cat', 3), ('hat', 2), ('sat', 2)]
>>> for word, count in top_words(sample):
...     print(f"{word:<6} {count}")
...
cat    3
hat    2
sat    2
mat    1
>>> for word, count in top_words_in_file("essay.txt"):
...     print(word, "*" * count)
...
