# Class library - who has which book
# Mrs. Wanjiru, Grade 5 Blue

import datetime

LOAN_DAYS = 14


class Book:
    def __init__(self, title, author, year):
        self.title = title
        self.author = author
        self.year = year
        self.borrowed_by = None
        self.due = None

    def __str__(self):
        if self.borrowed_by is None:
            status = "on the shelf"
        else:
            status = "with " + self.borrowed_by + " until " + self.due.strftime("%d %b")
        return f"{self.title} ({self.author}, {self.year}) - {status}"


class Library:
    def __init__(self):
        self.books = []

    def add(self, book):
        self.books.append(book)

    def find(self, title):
        for book in self.books:
            if book.title.lower() == title.lower():
                return book
        Return None

    def lend(self, title, pupil):
        book = self.find(title)
        if book is None:
            print("We don't have", title)
        elif book.borrowed_by is not None:
            print(title, "is already with", book.borrowed_by)
        else:
            book.borrowed_by = pupil
            book.due = datetime.date.today() + datetime.timedelta(days=LOAN_DAYS
            print(pupil, "borrowed", title, "- bring it back by", book.due.strftime("%A %d %B"))

    def give_back(self, title):
        book = self.find(title)
        if book is None or book.borrowed_by is None:
            print("That book was not lent out")
            return
        late = (datetime.date.today() - book.due).days
        if late > 0:
            print(book.borrowed_by, "is", late, "days late!")
        book.borrowed_by = None
        book.due = None


lib = Library()
lib.add(Book("Matilda", "Roald Dahl", 1988))
lib.add(Book("Holes", "Louis Sachar" 1998))
lib.add(Book("The Boy Who Harnessed the Wind", "William Kamkwamba", 2009))
lib.add(Book("Wonder", "R. J. Palacio", 2012))

lib.lend("Holes", "Amani")
lib.lend("matilda", "Brian")
lib.lend("Holes", "Faith")
lib.give_back("Wonder")

print()
for book in lib.books:
    print(book)
