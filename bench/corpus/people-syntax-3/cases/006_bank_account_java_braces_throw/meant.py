# Lab 5: BankAccount class
# Ahmed K. - CSC 1302

class BankAccount:
    interest_rate = 0.02;

    def __init__(self, owner, balance=0):
        self.owner = owner;
        self.balance = balance;
        self.history = [];

    def deposit(self, amount):
        if (amount <= 0):
            raise ValueError("Deposit must be positive");
        self.balance += amount;
        self.history.append(("deposit", amount));

    def withdraw(self, amount):
        if (amount > self.balance):
            raise ValueError("Insufficient funds");
        self.balance -= amount;
        self.history.append(("withdraw", amount));

    def add_interest(self):
        interest = self.balance * BankAccount.interest_rate;
        self.deposit(interest);

    def get_balance(self):
        return self.balance;

    def print_statement(self):
        print("Statement for " + self.owner);
        for kind, amount in self.history:
            print("  " + kind + ": " + str(amount));
        print("Balance: " + str(self.balance));


class SavingsAccount(BankAccount):
    interest_rate = 0.05;

    def withdraw(self, amount):
        if (amount > 500):
            raise ValueError("Savings withdrawals limited to 500");
        super().withdraw(amount);


acct = BankAccount("Ahmed", 100);
acct.deposit(50);
acct.withdraw(30);
acct.add_interest();
acct.print_statement();

sav = SavingsAccount("Ahmed savings", 1000);
sav.add_interest();
try:
    sav.withdraw(600);
except ValueError as e:
    print("Error: " + str(e));
sav.print_statement();
