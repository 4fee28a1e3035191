"""Tests des fonctions de calcul (pytest)."""
import pytest

from calculs import divise, moyenne, pgcd


@pytest.mark.parametrize("a, b, attendu", [(1, 2, 0.5), (6, 3, 2.0), (0, 5, 0.0)]
def test_divise(a, b, attendu):
    assert divise(a, b) == attendu


def test_divise_par_zero():
    with pytest.raises(ZeroDivisionError)
        divise(1, 0)


def test_moyenne():
    assert moyenne([10, 12, 14]) == 12
    assert moyenne([5]) == 5 "une seule note"


def test_moyenne_vide()
    # une liste vide n'a pas de moyenne
    assert moyenne([]) is None


@pytest.mark.parametrize(
    "a, b, attendu",
    [
        (12, 18, 6),
        (17, 5, 1)
        (0, 9, 9),
    ],
)
def test_pgcd(a, b, attendu):
    assert pgcd(a, b) == attendu


class TestBornes
    def test_grand_nombre(self):
        assert pgcd(2 ** 40, 2 ** 20) == 2 ** 20

    def test_negatif(self):
        with pytest.raises(ValueError, match="positif)
            pgcd(-4, 2)
