"""Testit tehtävään 6: pankkitili.py

Aja: python -m unittest test_pankkitili -v
"""
import unittest
from decimal import Decimal

from pankkitili import KateEiRiita, Pankkitili, TiliLukittu


class TestTalletus(unittest.TestCase):
    def setUp(self):
        self.tili = Pankkitili("Aino Virtanen", Decimal("100.00"))

    def test_talletus_kasvattaa_saldoa(self):
        self.tili.talleta(Decimal("25.50"))
        self.assertEqual(self.tili.saldo, Decimal("125.50"))

    def test_negatiivinen_talletus_hylataan(self):
        with self.assertRaises(ValueError):
            self.tili.talleta(Decimal("-1"))
        self.assertEqual(self.tili.saldo, Decimal("100.00"))

    def test_nolla_talletus_hylataan(self):
        with self.assertRaises(ValueError):
            self.tili.talleta(Decimal("0"))


class TestNosto(unittest.TestCase):
    def setUp(self):
        self.tili = Pankkitili("Eero Korhonen", Decimal("50.00"))

    def test_nosto_pienentaa_saldoa(self):
        self.tili.nosta(Decimal("20"))
        self.assertEqual(self.tili.saldo, Decimal("30.00"))

    def test_kate_ei_riita(self):
        with self.assertRaises(KateEiRiita) as cm:
            self.tili.nosta(Decimal("50.01"))
        self.assertIn("50.01", str(cm.exception))

    def test_lukittu_tili(self):
        self.tili.lukitse()
        with self.assertRaises(TiliLukittu):
            self.tili.nosta(Decimal("1"))
        with self.assertRaises(TiliLukittu):
            self.tili.talleta(Decimal("1"))


class TestSiirto(unittest.TestCase):
    def test_siirto_tililta_toiselle(self):
        a = Pankkitili("A", Decimal("10"))
        b = Pankkitili("B", Decimal("0"))
        a.siirra(b, Decimal("7.25"))
        self.assertEqual((a.saldo, b.saldo), (Decimal("2.75"), Decimal("7.25")))
        self.assertEqual(len(a.tapahtumat), 2)  # avaus + siirto

    def test_epaonnistunut_siirto_ei_muuta_saldoja(self):
        a = Pankkitili("A", Decimal("5"))
        b = Pankkitili("B", Decimal("5"))
        with self.assertRaises(KateEiRiita):
            a.siirra(b, Decimal("6"))
        self.assertEqual(a.saldo, Decimal("5"))
        self.assertEqual(b.saldo, Decimal("5"))


if __name__ == "__main__":
    unittest.main()
