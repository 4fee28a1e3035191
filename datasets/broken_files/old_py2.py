# phone book from an old tutorial (python 2), converting to python 3
import sys

book = {}

def add(name, number):
    if book.has_key(name):
        print "already there:", name
    else:
        book[name] = number

def lookup(name):
    try:
        return book[name]
    except KeyError, err:
        print "not found:", name
        return None

def dump():
    for name in sorted(book.keys()):
        print "%-10s %s" % (name, book[name])

add("alice", "555-1234")
add("bob", "555-9999")
add("alice", "555-0000")
print lookup("bob")
dump()
