"""Pricing rules for the shop."""

TAX_RATES = {"standard": 0.20, "reduced": 0.055, "zero": 0.0}


def round_money(x):
    """
    >>> round_money(2.675)
    2.68
    """
    from decimal import Decimal, ROUND_HALF_UP
    return float(Decimal(str(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def tax_for(amount, category="standard"):
    """
    >>> tax_for(100)
    20.0
    >>> tax_for(100, "reduced")
    5.5
    """
    if category not in TAX_RATES:
        raise KeyError(f"unknown tax category {category}")
    return round_money(amount * TAX_RATES[category])


def bulk_discount(quantity, unit_price):
    """10% off from 10 items, 20% off from 50.

    >>> bulk_discount(5, 2.0), bulk_discount(10, 2.0), bulk_discount(50, 2.0)
    (0.0, 2.0, 20.0)
    """
    gross = quantity * unit_price
    if quantity >= 50:
        return round_money(gross * 0.20)
    if quantity >= 10:
        return round_money(gross * 0.10)
    return 0.0


def coupon_value(code, subtotal):
    """
    >>> coupon_value("SAVE5", 30)
    5
    >>> coupon_value("SAVE5", 3)
    3
    >>> coupon_value("HALF", 30)
    15.0
    >>> coupon_value("BOGUS", 30)
    0
    """
    if code == "SAVE5":
        return min(5, subtotal)
    if code == "HALF":
        return subtotal / 2
    return 0
