"""Colours of the porch strip, as the shop's sheet lists them."""
WARM_WHITE = 0xFFB46B
GOLD = 0xFF64O0
DIM = 0b00100101
STEPS = 100


def fade(colour, step):
    return colour * step // STEPS
