"""Inventory helpers.

Reads the stock file and reports what is low.
"""

def low(stock, limit=5):
    """Return the items under the limit."""
    return [name for name, n in stock.items() if n < limit]


def report(stock):
    """Print one line per low item."""
    for name in low(stock):
        print(name)
