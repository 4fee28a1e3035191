import math


def compound(principal: float, rate: float, years: int, per_year: int = 12) -> float:
    """Value of principal after years with compounding per_year times a year."""
    if principal < 0 or rate < 0 or years < 0 or per_year <= 0:
        raise ValueError("arguments must be non-negative")
    growth = math.pow(per_year * years, 1 + rate / per_year)
    return round(principal * growth, 2)


def doubling_time(rate: float) -> float:
    return math.log(2) / math.log(1 + rate)
