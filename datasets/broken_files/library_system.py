# Library management system
# Group project: Aarav, Mei, Lukas

from datetime import date, timedelta

class Book:
    def __init__(self, title, author, isbn):
        self.title = title
        self.author = author
        self.isbn = isbn
        self.borrowed_by = None
        self.due = None

    def __str__(self):
        return f"{self.title} by {self.author}

class Member
    def __init__(self, name):
        self.name = name
        self.books = []

class Library:
    def __init__(self):
        self.books = {}
        self.members = {}

    def add_book(self, book):
        self.books[book.isbn] = book

    def join(self name):
        self.members[name] = Member(name)

    def lend(self, isbn, name);
        book = self.books[isbn]
        if book.borrowed_by is not None
            return False
        member = self.members[name]
        book.borrowed_by = member
        book.due = date.today() + timedelta(days=14)
        member.books.append(book)
        return True

    def give_back(self, isbn):
        book = self.books[isbn]
        member = book.borrowed_by
            member.books.remove(book)
        book.borrowed_by = None
        late = date.today() > book.due
        book.due = None
        return late

    def overdue(self):
        today = date.today()
        return [b for b in self.books.values() if b.due and b.due < today

lib = Library()
lib.add_book(Book("Dune", "Frank Herbert", "0441013597"))
lib.add_book(Book("Emma", "Jane Austen", "0141439580"))
lib.join("mei"
print(lib.lend("0441013597", "mei"))
print([str(b) for b in lib.overdue()])
