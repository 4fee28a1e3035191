/*
 * BankAccount - port of the Java exercise (OOP lab 2)
 * author: Jonas K.
 * an account may go below zero up to its overdraft limit
 */

class BankAccount:
    interest_rate = 0.015

    def __init__(self, owner, balance=0.0, overdraft=100.0):
        self.owner = owner
        self.balance = balance
        self.overdraft = overdraft
        self.history = []

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("amount must be positive")
        self.balance += amount
        self.history.append(("deposit", amount))

    def withdraw(self, amount):
        if amount <= 0 || amount > self.balance + self.overdraft:
            return False
        self.balance -= amount
        self.history.append(("withdraw", amount))
        return True

    def add_interest(self):
        if self.balance > 0 && len(self.history) > 0:
            interest = self.balance * self.interest_rate
            self.deposit(round(interest, 2))

    def __str__(self):
        return f"{self.owner}: {self.balance:.2f} EUR"


if __name__ == "__main__":
    acc = BankAccount("Jonas")
    acc.deposit(250)
    ok = acc.withdraw(300)
    print("withdraw 300:", ok)
    ok = acc.withdraw(100)
    print("withdraw 100:", ok)
    acc.add_interest()
    count = 0
    for (int i = 0; i < len(acc.history); i++):
        kind, amount = acc.history[i]
        if kind == "withdraw":
            count++
        print(i + 1, kind, amount)
    print(acc, "-", count, "withdrawal(s)")
