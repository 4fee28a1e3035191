"""A small stock of items and their quantities."""

import os
import sys


class Inventory:
    """Quantities of items, by name."""

    def __init__(self):
        self.items = {}

    def add(self, name, quantity):
        """Add `quantity` of `name`."""
        if (quantity <= 0):
            raise ValueError(f"quantity must be positive")
        self.items[name] = self.items.get(name, 0) + quantity

    def remove(self, name, quantity):
        """Take `quantity` of `name` out of the stock."""
        if not name in self.items:
            raise KeyError(name)
        if self.items[name] < quantity:
            raise ValueError("not enough " + name)
        else:
            self.items[name] -= quantity

    def quantity(self, name):
        """Return how many of `name` are in stock."""
        found = self.items.get(name)
        if found == None:
            return 0
        else:
            return found

    def is_empty(self):
        """Return True when nothing is in stock."""
        if len(self.items) == 0:
            return True
        else:
            return False
