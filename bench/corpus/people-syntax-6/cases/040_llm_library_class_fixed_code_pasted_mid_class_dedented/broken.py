# library.py - small lending library for the book club

class Library:
  def __init__(self):
    self.available = {}
    self.loans = {}

  def add_book(self, title, copies=1):
    self.available[title] = self.available.get(title, 0) + copies

  def borrow(self, title, member):
    if self.available.get(title, 0) == 0:
      print(f"Sorry, {title} is not available")
      return False
    self.available[title] -= 1
    self.loans.setdefault(member, []).append(title)
    return True

Here's the fixed code:

```python
def return_book(self, title, member):
    loans = self.loans.get(member, [])
    if title not in loans:
        print(f"{member} did not borrow {title}")
        return False
    loans.remove(title)
    self.available[title] = self.available.get(title, 0) + 1
    return True
```

This version checks that the member actually borrowed the book before giving it back, so the number of available copies can't go up by mistake.

  def report(self):
    for title, n in sorted(self.available.items()):
      print(f"{title:30} {n} on the shelf")
    for member, titles in self.loans.items():
      if titles:
        print(f"{member} has: {', '.join(titles)}")


lib = Library()
lib.add_book("Dune", 2)
lib.add_book("The Hobbit")
lib.borrow("Dune", "ana")
lib.borrow("The Hobbit", "ben")
lib.return_book("Dune", "ben")
lib.return_book("Dune", "ana")
lib.report()
