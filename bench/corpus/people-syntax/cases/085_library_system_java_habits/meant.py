import datetime
import json
import os

DATA_FILE = "library.json"
LOAN_DAYS = 14
FEE_PER_DAY = 0.25
MAX_LOANS_STUDENT = 3
MAX_LOANS_STAFF = 10


class Book:
    def __init__(self, book_id, title, author, year):
        self.book_id = book_id
        self.title = title
        self.author = author
        self.year = year
        self.available = True
        self.borrower = None
        self.due = None

    def to_dict(self):
        return {
            "book_id": self.book_id,
            "title": self.title,
            "author": self.author,
            "year": self.year,
            "available": self.available,
            "borrower": self.borrower,
            "due": self.due.isoformat() if self.due else None,
        }

    @staticmethod
    def from_dict(d):
        b = Book(d["book_id"], d["title"], d["author"], d["year"])
        b.available = d["available"]
        b.borrower = d["borrower"]
        if d["due"]:
            b.due = datetime.date.fromisoformat(d["due"])
        return b

    def __str__(self):
        status = "available" if self.available else "due " + str(self.due)
        return "[%d] %s by %s (%d) - %s" % (self.book_id, self.title, self.author, self.year, status)


class Member:
    def __init__(self, name, kind):
        self.name = name
        self.kind = kind
        self.loans = []

    def max_loans(self):
        if self.kind == "staff":
            return MAX_LOANS_STAFF
        return MAX_LOANS_STUDENT

    def can_borrow(self):
        if self.kind not in ("student", "staff"):
            return False
        elif len(self.loans) >= self.max_loans():
            return False
        return True


class Library:
    def __init__(self):
        self.books = {}
        self.members = {}
        self.next_id = 1

    # ---- persistence ----
    def load(self, path):
        if not os.path.exists(path):
            return
        with open(path) as f:
            data = json.load(f)
        for d in data["books"]:
            b = Book.from_dict(d)
            self.books[b.book_id] = b
        for name, info in data["members"].items():
            m = Member(name, info["kind"])
            m.loans = info["loans"]
            self.members[name] = m
        self.next_id = data["next_id"]

    def save(self, path):
        data = {
            "books": [b.to_dict() for b in self.books.values()],
            "members": {m.name: {"kind": m.kind, "loans": m.loans} for m in self.members.values()},
            "next_id": self.next_id,
        }
        with open(path, "w") as f:
            json.dump(data, f, indent=2)

    # ---- books ----
    def add_book(self, title, author, year):
        b = Book(self.next_id, title, author, year)
        self.books[b.book_id] = b
        self.next_id += 1
        return b

    def search(self, text, only_available):
        text = text.lower()
        found = []
        for b in self.books.values():
            if only_available and not b.available:
                continue
            if text in b.title.lower() or text in b.author.lower():
                found.append(b)
        return found

    # ---- members ----
    def add_member(self, name, kind):
        if name in self.members:
            print("Member already exists")
            return None
        m = Member(name, kind)
        self.members[name] = m
        return m

    # ---- loans ----
    def checkout(self, book_id, name):
        book = self.books.get(book_id)
        member = self.members.get(name)
        if (book == None):
            print("No such book")
            return False
        if member is None:
            print("No such member")
            return False
        if not book.available:
            print("Book is already on loan")
            return False
        if not member.can_borrow():
            print("Member cannot borrow more books")
            return False
        book.available = False
        book.borrower = name
        book.due = datetime.date.today() + datetime.timedelta(days=LOAN_DAYS)
        member.loans.append(book_id)
        return True

    def checkin(self, book_id):
        book = self.books.get(book_id)
        if book is None or book.available:
            print("That book is not on loan")
            return 0
        fee = self.overdue_fee(book)
        member = self.members.get(book.borrower)
        if member is not None and book_id in member.loans:
            member.loans.remove(book_id)
        book.available = True
        book.borrower = None
        book.due = None
        return fee

    def overdue_fee(self, book):
        if book.due is None:
            return 0
        days = (datetime.date.today() - book.due).days
        if days <= 0:
            return 0
        return days * FEE_PER_DAY

    def overdue_report(self):
        lines = []
        for b in self.books.values():
            fee = self.overdue_fee(b)
            if fee > 0:
                lines.append("%s owes %.2f for '%s'" % (b.borrower, fee, b.title))
        return lines


def ask_int(prompt):
    while True:
        text = input(prompt)
        if text.isdigit():
            return int(text)
        print("Please enter a number")


def menu():
    print()
    print("1) Add book        2) Search")
    print("3) Add member      4) Check out")
    print("5) Check in        6) Overdue report")
    print("7) List all books  0) Save and quit")
    return input("> ").strip()


def main():
    lib = Library()
    lib.load(DATA_FILE)
    while True:
        choice = menu()
        if choice == "1":
            title = input("Title: ")
            author = input("Author: ")
            year = ask_int("Year: ")
            b = lib.add_book(title, author, year)
            print("Added", b)
        elif choice == "2":
            text = input("Search for: ")
            avail = input("Only available? (y/n) ") == "y"
            for b in lib.search(text, avail):
                print(b)
        elif choice == "3":
            name = input("Name: ")
            kind = input("student or staff? ")
            if lib.add_member(name, kind):
                print("Welcome,", name)
        elif choice == "4":
            book_id = ask_int("Book id: ")
            name = input("Member name: ")
            if lib.checkout(book_id, name):
                print("Enjoy your book!")
        elif choice == "5":
            book_id = ask_int("Book id: ")
            fee = lib.checkin(book_id)
            if fee > 0:
                print("Late! Please pay %.2f" % fee)
            else:
                print("Thank you")
        elif choice == "6":
            report = lib.overdue_report()
            if not report:
                print("Nothing overdue")
            for line in report:
                print(line)
        elif choice == "7":
            for b in sorted(lib.books.values(), key=lambda b: b.title):
                print(b)
        elif choice == "0":
            lib.save(DATA_FILE)
            print("Saved. Bye!")
            break
        else:
            print("Unknown option")


if __name__ == "__main__":
    main()
