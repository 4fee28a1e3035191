"""Simple bank menu.

Author: group 7
"""

balance = 100.0

def deposit(amount):
    global balance
    if amount <= 0:
        print("invalid amount")
        return
    balance += amount

def withdraw(amount):
    global balance
    if amount > balance:
        print("not enough money")
    else
        balance -= amount

def menu():
    print("1) deposit")
    print("2) withdraw")
    print("3) balance")
    print("4) quit")

while True:
    menu()
    choice = input("> ")
    if choice == "1":
        deposit(float(input("amount: "))
    elif choice == "2":
        withdraw(float(input("amount: ")))
    elif choice = "3":
        print("balance:", balance)
    elif choice == "4":
        break
    else:
        print("unknown choice)
