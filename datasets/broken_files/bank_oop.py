class InsufficientFunds(Exception)
    pass


class Account:
    interest_rate = 0.02

    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
        self.history = []

    def deposit(self, amount)
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(("deposit", amount))

    def withdraw(self, amount):
        if amount > self.balance
            raise InsufficientFunds(f"{self.owner} has only {self.balance}")
        self.balance -= amount
        self.history.append(("withdraw", amount)

    def add_interest(self):
        interest = self.balance * self.interest_rate
        self.deposit(interest)
        return interest

    def __str__(self):
        retrun f"Account({self.owner}, {self.balance:.2f})"


class SavingsAccount(Account)
    interest_rate = 0.05

    def withdraw(self, amount):
        if len(self.history) > 3:
            print("warning: many operations this month")
        super().withdraw(amount)


acc = SavingsAccount("Ola", 100)
acc.deposit(50)
try:
    acc.withdraw(500)
except InsufficientFunds, e:
    print("error:", e)
acc.add_interest()
print(acc)
