"""Library management system - group project, milestone 2.

Members: Ahmed, Beatriz, Chen, Dmitri
"""
from datetime import date, timedelta

LOAN_DAYS = 14
FINE_PER_DAY = 0.25

class Book:
    def __init__(self, isbn, title, author, copies=1):
        self.isbn = isbn
        self.title = title
        self.author = author
        self.copies = copies
        self.available = copies

    def __repr__(self)
        return f"Book({self.isbn!r}, {self.title!r})"

class Member:
    def __init__(self, member_id, name):
        self.member_id = member_id
        self.name = name
        self.loans = {}  # isbn -> due date

    def can_borrow(self):
        return len(self.loans) < 3

class Library:
    def __init__(self):
        self.books = {}
        self.members = {}

    def add_book(self, book):
        if book.isbn in self.books:
            self.books[book.isbn].copies += book.copies
            self.books[book.isbn].available += book.copies
        else
            self.books[book.isbn] = book

    def register(self, member):
        self.members[member.member_id] = member

    def borrow(self, member_id, isbn, today=None):
        today = today or date.today()
        member = self.members[member_id]
        book = self.books.get(isbn)
        if book is None or book.available == 0:
            raise ValueError("book not available")
        if not member.can_borrow():
            raise ValueError("too many loans")
        book.available -= 1
        member.loans[isbn] = today + timedelta(days=LOAN_DAYS
        return member.loans[isbn]

    def give_back(self, member_id, isbn, today=None):
        today = today or date.today()
        member = self.members[member_id]
        due = member.loans.pop(isbn)
        self.books[isbn].available += 1
        late = (today - due).days
        if late > 0
            return late * FINE_PER_DAY
        return 0.0

    def report(self):
        for book in self.books.values():
            status = f"{book.available}/{book.copies} available"
            print(f"{book.title:30} {book.author:20} {status}")
        for m in self.members.values():
            print(m.name, "has", len(m.loans), "loans")

lib = Library()
lib.add_book(Book("111", "Dune", "Frank Herbert", 2))
lib.add_book(Book("222", "Neuromancer", "William Gibson"))
lib.register(Member(1, "Ahmed"))
lib.register(Member(2, "Beatriz")
due = lib.borrow(1, "111", date(2024, 3, 1))
print("due:", due)
fine = lib.give_back(1, "111", date(2024, 3, 20))
print("fine:", fine))
lib.report()
