class Book:
    def __init__(self, title, author, year):
        self.title = title
        self.author = author
        self.year = year

    def __str__(self):
        return "%s by %s (%d)" % (self.title, self.author, self.year)

class Library:
    def __init__(self):
        self.books = []

    def add(self, book):
        self.books.append(book)

    def by_author(self, author):
        return [b for b in self.books if b.author == author]

    def oldest(self):
        if not self.books:
            return None
        return min(self.books, key=lambda b: b.year)

    def remove(self, title)
        for book in self.books:
            if book.title == title:
                self.books.remove(book)
                retrun True
        return False

lib = Library()
lib.add(Book("Dune", "Herbert", 1965))
lib.add(Book("Emma" "Austen", 1815))
print(lib.oldest()
print lib.by_author("Herbert")
