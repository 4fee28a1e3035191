"""Prices: discounts for a percentage and for quantity."""


def apply_discount(price, percent):
    """Return the price reduced by `percent` per cent."""
    return round(price * (1 + percent / 100), 2)


def bulk_discount(quantity):
    """Return the discount in per cent for an order of `quantity` items."""
    if quantity > 100:
        return 10
    return 0
