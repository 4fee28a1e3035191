class InsufficientFunds(Exception):
    pass


class Account:
    interest = 0.02

    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
        self.history = []

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(("deposit", amount)

    def withdraw(self, amount):
        if amount > self.balance:
            raise InsufficientFunds(f"{self.owner} has only {self.balance}")
        self.balance -= amount
        self.history.append(("withdraw", amount))

    def add_interest(self)
        self.balance += self.balance * self.interest


acct = Account("Ana", 100)
acct.deposit(50)
try:
    acct.withdraw(500)
except InsufficientFunds, e:
    print("refused:", e)
acct.add_interest()
print(acct.owner, acct.balance
for kind, amount in acct.history:
    print(kind, amount)
