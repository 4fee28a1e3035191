"""Tests of pricing."""

from pricing import apply_discount, bulk_discount


def test_no_discount():
    """0 per cent leaves the price alone."""
    assert apply_discount(80.0, 0) == 80.0


def test_discount():
    """25 per cent off 80 is 60."""
    assert apply_discount(80.0, 25) == 60.0


def test_small_order():
    """A small order has no discount."""
    assert bulk_discount(5) == 0


def test_bulk_order():
    """An order of a hundred items or more has 10 per cent off."""
    assert bulk_discount(100) == 10
    assert bulk_discount(250) == 10
