"""A tiny bank account, written for lab 4."""


class InsufficientFunds(Exception):
    pass


class Account:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("amount must be positive")
        self.balance += amount

    def withdraw(self, amount)
        if amount > self.balance:
            raise InsufficientFunds(self.owner)
        self.balance -= amount

    def __repr__(self):
        return f"Account({self.owner!r}, {self.balance})"


def transfer(source, target, amount):
    try:
        source.withdraw(amount)
    except InsufficientFunds, error:
        print "transfer refused:", error
        return False
    target.deposit(amount)
    return True
