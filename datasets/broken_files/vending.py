# Vending machine state machine - CS1 lab 6
PRICES = {"A1": 1.50, "A2": 2.00, "B1": 0.75}

class Machine:
    def __init__(self):
        self.credit = 0.0
        self.stock = {"A1": 3, "A2": 0, "B1": 10}

    def insert(self, amount)
        if amount not in (0.05, 0.10, 0.25, 1.00, 2.00):
            print("coin rejected")
            return
        self.credit += amount

    def select(self, code):
        if code not in PRICES
            print("invalid code")
        elif self.stock[code] == 0:
            print("sold out")
        elif self.credit < PRICES[code]:

            print("insert", round(PRICES[code] - self.credit, 2) "more")
        else:
	self.stock[code] -= 1
            change = round(self.credit - PRICES[code], 2)
            self.credit = 0.0
            print("vending", code, "change:", change)

m = Machine()
m.insert(1.00)
m.insert(0.25)
m.select("A1")
m.insert(0.25)
m.select("A1")
m.select("A2"
