class BankAccount:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance

    def deposit(self, amount):
        if amount <= 0:
            print("Deposit must be positive")
            return
        self.balance = self.balance + amount

    def withdraw(self, amount):
        if amount > self.balance:
            print("Not enough money")
            return False
        self.balance = self.balance - amount
        return True

    def show(self):
        print(self.owner, "has", self.balance, "euros")


account = BankAccount("Sam", 100)
account.deposit(50)
account.show()
if account.withdraw(500):
    print("Withdrawal done")
account.withdraw(30)
account.show()
