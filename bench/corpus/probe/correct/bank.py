class InsufficientFunds(Exception):
    pass


class BankAccount:
    """A simple bank account.

    >>> acct = BankAccount("Alice", 100)
    >>> acct.deposit(50)
    150
    >>> acct.withdraw(30)
    120
    >>> acct.withdraw(1000)
    Traceback (most recent call last):
    ...
    bank.InsufficientFunds: balance 120, requested 1000
    """

    interest_rate = 0.02

    def __init__(self, owner, balance=0):
        if balance < 0:
            raise ValueError("initial balance cannot be negative")
        self.owner = owner
        self.balance = balance
        self.history = []

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(("deposit", amount))
        return self.balance

    def withdraw(self, amount):
        if amount <= 0:
            raise ValueError("withdrawal must be positive")
        if amount > self.balance:
            raise InsufficientFunds(f"balance {self.balance}, requested {amount}")
        self.balance -= amount
        self.history.append(("withdraw", amount))
        return self.balance

    def transfer(self, other, amount):
        """
        >>> a = BankAccount("A", 100); b = BankAccount("B")
        >>> a.transfer(b, 40)
        >>> (a.balance, b.balance)
        (60, 40)
        """
        self.withdraw(amount)
        other.deposit(amount)

    def apply_interest(self):
        """
        >>> a = BankAccount("A", 1000)
        >>> a.apply_interest()
        1020.0
        """
        self.balance = round(self.balance * (1 + self.interest_rate), 2)
        return self.balance

    def statement(self):
        """
        >>> a = BankAccount("Bob", 10)
        >>> _ = a.deposit(5)
        >>> print(a.statement())
        Bob: 15
          deposit 5
        """
        lines = [f"{self.owner}: {self.balance}"]
        for kind, amt in self.history:
            lines.append(f"  {kind} {amt}")
        return "\n".join(lines)

    def __repr__(self):
        return f"BankAccount({self.owner!r}, {self.balance})"


class SavingsAccount(BankAccount):
    """
    >>> s = SavingsAccount("C", 500, min_balance=100)
    >>> s.withdraw(350)
    150
    >>> s.withdraw(100)
    Traceback (most recent call last):
    ...
    ValueError: would go below minimum balance
    """

    interest_rate = 0.04

    def __init__(self, owner, balance=0, min_balance=0):
        super().__init__(owner, balance)
        self.min_balance = min_balance

    def withdraw(self, amount):
        if self.balance - amount < self.min_balance:
            raise ValueError("would go below minimum balance")
        return super().withdraw(amount)


def total_assets(accounts):
    """
    >>> total_assets([BankAccount("x", 5), BankAccount("y", 7)])
    12
    """
    return sum(a.balance for a in accounts)


if __name__ == "__main__":
    a = BankAccount("Alice", 100)
    b = SavingsAccount("Bob", 200, min_balance=50)
    a.transfer(b, 25)
    b.apply_interest()
    print(a, b)
    print(a.statement())
    try:
        a.withdraw(10**6)
    except InsufficientFunds as e:
        print("refused:", e)
