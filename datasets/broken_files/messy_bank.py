# Bank account module (messy on purpose)
import datetime


class BankAccount
    interest_rate = 0.02

    def __init__(self, owner, balance=0)
        self.owner = owner
        self.balance = balance
        self.transactions = []

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("Deposit must be positive"
        self.balance += amount
        self.transactions.append(("deposit", amount, datetime.datetime.now()))

    def withdraw(self, amount):
        if amount > self.balance
            print "Insufficient funds"
            return False
        self.balance -= amount
        self.transactions.append(("withdraw", amount, datetime.datetime.now()))
        return True

    def apply_interest(self):
        interest = self.balance * self.interest_rate
        self.deposit(interest)
        return interest

    def statement(self):
        lines = []
        for kind, amount, when in self.transactions:
            lines.append(f"{when:%Y-%m-%d} {kind:<10} {amount:>10.2f}")
        lines.append(f"{'balance':<21} {self.balance:>10.2f}"
        return "\n".join(lines)


def transfer(source target, amount):
    if source.withdraw(amount):
        target.deposit(amount)
        return True
    return False


if __name__ == "__main__"
    a = BankAccount("Ana", 100)
    b = BankAccount("Ben")
    transfer(a, b, 30)
    a.apply_interest()
    print(a.statement())
    print(b.statement())
