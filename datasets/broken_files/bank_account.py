class BankAccount
    """A simple bank account."""

    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
        self.history = []

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("amount must be positive")
        self.balance += amount
        self.history.append(("deposit", amount)

    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError("insufficient funds")
        self.balance -= amount
        self.history.append(("withdraw", amount))

    def statement(self):
        for kind, amount in self.history:
            print kind, amount
        print("balance:", self.balance)

def transfer(src, dst, amount):
    try:
        src.withdraw(amount)
        dst.deposit(amount)
    except ValueError, e:
        print("transfer failed:", e)

acct = BankAccount("Ann", 100)
acct.deposit(50)
acct.withdraw(30)
acct.statement()
