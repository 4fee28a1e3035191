"""Bank ledger reconciliation - Cairo branch exercise.

Reads transactions.csv (account, type, amount in EGP, date), applies them to the
accounts in order, rejects overdrafts, charges the monthly fee and writes the
closing balances.  I am a Java developer, this is my first Python program.
-- Omar H.
""
import csv
import sys
from decimal import Decimal, ROUND_HALF_UP

MONTHLY_FEE = Decimal("15.00")
MIN_BALANCE_NO_FEE = Decimal("5000.00")
OVERDRAFT_LIMIT = {"CURRENT": Decimal("2000.00"), "SAVINGS": Decimal("0.00")}
CENT = Decimal("0.01")


class InsufficientFundsException(Exception):
    def __init__(self, account, amount):
        super().__init__("account %s: cannot withdraw %s, balance %s" % (account.number, amount, account.balance))
        self.account = account
        self.amount = amount


class Account:
    def __init__(self, number, owner, kind, balance):
        self.number = number
        self.owner = owner
        self.kind = kind
        self.balance = balance
        self.history = []

    def deposit(self, amount):
        if amount <= 0 {
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(("DEP", amount))

    def withdraw(self, amount):
        if amount <= 0:
            raise ValueError("withdrawal must be positive")
        if self.balance - amount < -OVERDRAFT_LIMIT[self.kind]:
            throw new InsufficientFundsException(self, amount)
        self.balance -= amount
        self.history.append(("WDR", amount))

    def charge_fee(self):
        if self.balance < MIN_BALANCE_NO_FEE:
            self.balance -= MONTHLY_FEE
            self.history.append(("FEE", MONTHLY_FEE))
            return True
        return False


class Bank:
    def __init__(self):
        self.accounts = {}
        self.rejected = []

    def open_account(self, number, owner, kind, balance):
        self.accounts[number] = Account(number, owner, kind, balance)

    def transfer(self, src, dst, amount):
        self.accounts[src].withdraw(amount)
        self.accounts[dst].deposit(amount)

    def apply(self, row):
        number = row["account"]
        kind = row["type"].upper()
        amount = Decimal(row["amount"]).quantize(CENT, rounding=ROUND_HALF_UP)
        try:
            if kind == "DEP":
                self.accounts[number].deposit(amount)
            elif kind == "WDR":
                self.accounts[number].withdraw(amount)
            elif kind == "TRF":
                self.transfer(number, row["target"], amount)
            else:
                raise ValueError("unknown transaction type " + kind)
        except InsufficientFundsException as e:
            self.rejected.append((row, str(e)))
        except (KeyError, ValueError) as e:
            self.rejected.append((row, "invalid: %s" % e))


def load_accounts(bank, path):
    with open(path, newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            bank.open_account(row["number"], row["owner"], row["kind"].upper(), Decimal(row["opening"]))


def main(args):
    bank = Bank()
    load_accounts(bank, args[0] if len(args) > 0 else "accounts.csv")
    with open(args[1] if len(args) > 1 else "transactions.csv", newline="", encoding="utf-8") as f:
        rows = sorted(csv.DictReader(f), key=lambda r: (r["date"], r.get("seq", "0")))
    for row in rows:
        bank.apply(row)

    fees = 0
    for account in bank.accounts.values():
        if account.charge_fee():
            fees += 1

    print("%-10s %-25s %-8s %14s" % ("Account", "Owner", "Kind", "Balance EGP"))
    total = Decimal("0")
    for number in sorted(bank.accounts):
        a = bank.accounts[number]
        total += a.balance
        flag = a.balance < 0 ? " (overdrawn)" : ""
        print("%-10s %-25s %-8s %14s%s" % (a.number, a.owner, a.kind, "{:,.2f}".format(a.balance), flag))
    print("%-45s %14s" % ("TOTAL", "{:,.2f}".format(total)))
    print("%d monthly fees charged, %d transactions rejected" % (fees, len(bank.rejected)))
    for row, reason in bank.rejected:
        print("  rejected %s %s %s: %s" % (row["date"], row["type"], row["amount"], reason))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
