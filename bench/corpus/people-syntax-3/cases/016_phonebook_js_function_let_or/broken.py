# Phone book - bootcamp exercise 4
# (I'm coming from JS so bear with me)

import json

phonebook = {}

def add_contact(name, number):
    if name in phonebook:
        print(name + " already exists, updating")
    phonebook[name] = number

function find_contact(name):
    if name not in phonebook:
        return None
    return phonebook[name]

def delete_contact(name):
    if name in phonebook:
        del phonebook[name]
        return True
    return False

def save(filename):
    with open(filename, "w") as f:
        json.dump(phonebook, f)

def load(filename):
    global phonebook
    try:
        with open(filename) as f:
            phonebook = json.load(f)
    except FileNotFoundError:
        phonebook = {}

load("contacts.json")
while True:
    cmd = input("add / find / del / list / quit > ").strip()
    if cmd == "quit" || cmd == "q":
        break
    elif cmd == "add":
        add_contact(input("name: "), input("number: "))
    elif cmd == "find":
        let result = find_contact(input("name: "))
        if result is None:
            print("not found")
        else:
            print(result)
    elif cmd == "del":
        ok = delete_contact(input("name: "))
        print("deleted" if ok else "no such contact")
    elif cmd == "list":
        for name in sorted(phonebook):
            print(name, phonebook[name])
    else:
        print("unknown command")
save("contacts.json")
