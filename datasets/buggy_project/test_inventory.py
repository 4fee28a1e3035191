"""Tests of the inventory."""

import pytest

from inventory import Inventory


def test_add_and_remove():
    """What is added can be taken out."""
    stock = Inventory()
    stock.add("apple", 3)
    stock.remove("apple", 2)
    assert stock.quantity("apple") == 1


def test_unknown_item():
    """An unknown item has no stock and cannot be removed."""
    stock = Inventory()
    assert stock.quantity("pear") == 0
    assert stock.is_empty()
    with pytest.raises(KeyError):
        stock.remove("pear", 1)
