class BankAccount:

    def __init__(self, owner, balance):
        self.owner = owner;
        self.balance = balance;
        self.history = [];

    def deposit(self, amount):
        if (amount <= 0) {
            print("Deposit must be positive");
            return False;
        }
        self.balance += amount;
        self.history.append(("deposit", amount));
        return True;

    def withdraw(self, amount):
        if (amount > self.balance) {
            print("Insufficient funds");
            return False;
        }
        self.balance -= amount;
        self.history.append(("withdraw", amount));
        return True;

    def transfer(self, other, amount):
        if (self.withdraw(amount)) {
            other.deposit(amount);
            return True;
        }
        return False;

    def getBalance(self):
        return self.balance;

    def printHistory(self):
        for entry in self.history:
            print(entry[0] + ": " + str(entry[1]));


a = BankAccount("Alice", 100);
b = BankAccount("Bob", 50);
a.deposit(25);
a.transfer(b, 80);
a.printHistory();
print(a.getBalance(), b.getBalance());
