# Tests du module facturation, migrés de unittest vers pytest (ticket QA-77)
# Ancienne classe: FacturationTestCase(unittest.TestCase) -> fonctions + fixtures
# NB: garder les mêmes noms de tests pour l'historique Jenkins
from decimal import Decimal

import pytest

from compta.facturation import Facture, LigneFacture, TauxTVA, numeroter


@pytest.fixture
def facture():
    # ancien setUp()
    f = Facture(client="SARL Dupont & Fils", devise="EUR")
    f.ajouter(LigneFacture("Audit sécurité", quantite=2, prix_unitaire=Decimal("650.00"), tva=TauxTVA.NORMAL))
    f.ajouter(LigneFacture("Formation", quantite=1, prix_unitaire=Decimal("1200.00"), tva=TauxTVA.NORMAL))
    f.ajouter(LigneFacture("Livre technique", quantite=3, prix_unitaire=Decimal("45.50"), tva=TauxTVA.REDUIT))
    return f


def test_total_ht(facture):
    # self.assertEqual(facture.total_ht(), Decimal("2636.50"))
    assert facture.total_ht() == Decimal("2636.50"))


def test_total_tva(facture):
    # 20 % sur 2500.00 + 5,5 % sur 136.50
    attendu = Decimal("500.00") + Decimal("7.51")
    assert facture.total_tva() == attendu, "TVA attendue %s, obtenue %s" % (attendu, facture.total_tva()


def test_total_ttc(facture):
    assert facture.total_ttc() == facture.total_ht() + facture.total_tva()


def test_ventilation_tva(facture):
    v = facture.ventilation_tva()
    # self.assertDictEqual(v, {...})
    assert v == {
        TauxTVA.NORMAL: {"base": Decimal("2500.00"), "montant": Decimal("500.00"),
        TauxTVA.REDUIT: {"base": Decimal("136.50"), "montant": Decimal("7.51")},
    }


def test_facture_vide():
    f = Facture(client="Particulier")
    assert f.total_ht() == 0
    assert f.lignes == []


def test_quantite_negative_refusee():
    # self.assertRaises(ValueError, LigneFacture, "X", -1, Decimal("1"))
    with pytest.raises(ValueError):
        LigneFacture("X", quantite=-1, prix_unitaire=Decimal("1"))


def test_remise_globale(facture):
    facture.remise_pourcent = Decimal("10")
    assert facture.total_ht() == Decimal("2372.85")
    assert facture.total_ht() < Decimal("2636.50")


@pytest.mark.parametrize("annee, compteur, attendu", [
    (2024, 1, "FA-2024-00001"),
    (2024, 125, "FA-2024-00125"),
    (2025, 99999, "FA-2025-99999"),
])
def test_numerotation(annee, compteur, attendu):
    assert numeroter(annee, compteur) == attendu


def test_numerotation_debordement():
    with pytest.raises(OverflowError):
        numeroter(2024, 100000)


class TestExportPDF:
    """Ces tests restent en classe (besoin du répertoire temporaire partagé)."""

    def test_export_cree_fichier(self, facture, tmp_path):
        chemin = facture.exporter_pdf(tmp_path / "fa.pdf")
        assert chemin.exists()
        assert chemin.stat().st_size > 1000

    def test_export_contient_mentions_legales(self, facture, tmp_path):
        chemin = facture.exporter_pdf(tmp_path / "fa.pdf")
        texte = chemin.read_bytes()
        for mention in (b"SIRET", b"TVA intracommunautaire", b"Indemnite forfaitaire"):
            assert mention in texte, "mention manquante: %r" % mention
