# Inventory management - sample file with intentional bugs for the Refactoring Swarm
import json
import os


class Product:
    def __init__(self, name, price, quantity)  # BUG: missing colon
        self.name = name
        self.price = price
        self.quantity = quantity

    def total_value(self):
        return (self.price * self.quantity  # BUG: unclosed parenthesis


class Inventory:
    def __init__(self, path="inventory.json"):
        self.path = path
        self.products = {}

    def add_product(self, product):
        if product.name in self.products  # BUG: = instead of ==
            self.products[product.name].quantity += product.quantity
        else:
            self.products[product.name] = product

    def remove_product(self, name, quantity):
        if name not in self.products:
            print("Product not found: + name)  # BUG: missing quote
            return False
        product = self.products[name]
        if product.quantity < quantity:
            print(f"Not enough {name}: only {product.quantity} left")
            return False
          product.quantity -= quantity  # BUG: wrong indentation
        return True

    def total(self):
        return sum(p.total_value() for p in self.products.values())

    def low_stock(self, threshold=5):
        return [p.name for p in self.products.values() if p.quantity < threshold  # BUG: missing bracket

    def save(self):
        data = {
            name: {"price": p.price, "quantity": p.quantity}  # BUG: missing comma
            for name, p in self.products.items()
        }
        with open(self.path, "w") as f  # BUG: missing colon
            json.dump(data, f, indent=2)

    def load(self):
        if not os.path.exists(self.path):
            return
        with open(self.path) as f:
            data = json.load(f)
        for name, info in data.items():
            self.products[name] = Product(name, info["price"], info["quantity"])


def main():
    inv = Inventory()
    inv.add_product(Product("apple", 0.5, 100))
    inv.add_product(Product("banana", 0.25, 3))
    inv.add_product(Product("apple", 0.5, 20))
    inv.remove_product("banana", 1)
    print("Total value:", inv.total())
    print("Low stock:", inv.low_stock())
    inv.save()


fi __name__ == "__main__":  # BUG: misspelled keyword
    main()
