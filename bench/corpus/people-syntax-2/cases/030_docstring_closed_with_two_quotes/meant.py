"""Unit conversion helpers for the recipe scaler."""

GRAMS_PER = {
    "g": 1.0,
    "kg": 1000.0,
    "oz": 28.3495,
    "lb": 453.592,
}
ML_PER = {
    "ml": 1.0,
    "l": 1000.0,
    "tsp": 4.92892,
    "tbsp": 14.7868,
    "cup": 236.588,
}


def to_grams(amount, unit):
    """Convert a weight to grams.

    >>> to_grams(2, "lb")
    907.184
    """
    return amount * GRAMS_PER[unit]


def to_ml(amount, unit):
    """Convert a volume to millilitres.

    Raises KeyError for units that are not volumes (e.g. "g").
    """
    return amount * ML_PER[unit]


def scale(ingredients, factor):
    """Return a new ingredient list with every amount multiplied by `factor`.

    `ingredients` is a list of (name, amount, unit) tuples; amounts are rounded
    to two decimals so the printed recipe stays readable.
    """
    return [(name, round(amount * factor, 2), unit) for name, amount, unit in ingredients]


def pretty(ingredients):
    """Format the list for printing, one ingredient per line."""
    lines = []
    for name, amount, unit in ingredients:
        if unit in GRAMS_PER and to_grams(amount, unit) >= 1000:
            amount, unit = round(to_grams(amount, unit) / 1000, 2), "kg"
        lines.append(f"{amount:>8} {unit:<5} {name}")
    return "\n".join(lines)


if __name__ == "__main__":
    pancakes = [("flour", 250, "g"), ("milk", 0.5, "l"), ("eggs", 2, "pc"), ("sugar", 2, "tbsp")]
    print(pretty(scale(pancakes, 3)))
