"""Extraction des tokens d'un corpus TEI (entretiens oraux transcrits) vers un CSV.

Chaque <u> (énoncé) contient des <w> (mots) avec @lemma et @pos, et des <pause/>,
<incident/> et <unclear> qu'on garde sous forme de balises dans la colonne "forme".
Sortie : un CSV par entretien + un fichier de fréquences des lemmes.

Projet « Parlers de Haute-Bretagne » - Gaëlle L., doctorante en sociolinguistique, Rennes 2
"""
import csv
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

TEI = "http://www.tei-c.org/ns/1.0"
XML = "http://www.w3.org/XML/1998/namespace"
NS = {"tei": TEI}
ENTETES = ["entretien", "enonce", "locuteur", "debut", "fin", "position", "forme", "lemme", "pos"]
POS_A_IGNORER = {"PUNCT", "X"}


def balise(nom):
    """Nom qualifié ElementTree : {espace}nom."""
    return f"{{{TEI}}}{nom}"


def texte_de(element):
    return "".join(element.itertext()).strip()


def locuteurs(racine):
    """Associe les @xml:id des personnes à un libellé lisible (ex. « F, 78 ans, Saint-Brieuc »)."""
    resultat = {}
    for personne in racine.iterfind(".//tei:particDesc//tei:person", NS):
        ident = personne.get(f"{{{XML}}}id")
        sexe = personne.get("sex", "?")
        age = personne.get("age", "?")
        lieu = personne.findtext("tei:residence", default="", namespaces=NS).strip()
        resultat[ident] = f"{sexe}, {age} ans, {lieu}" if lieu else f"{sexe}, {age} ans"
    return resultat


def tokens(racine, nom_entretien):
    timeline = {
        w.get(f"{{{XML}}}id"): w.get("absolute") or w.get("interval", "")
        for w in racine.iterfind(".//tei:timeline/tei:when", NS)
    }
    noms = locuteurs(racine)
    for n_u, u in enumerate(racine.iterfind(".//tei:body//tei:u", NS), start=1):
        qui = noms.get(u.get("who", "").lstrip("#"), u.get("who", ""))
        debut = timeline.get(u.get("start", "").lstrip("#"), "")
        fin = timeline.get(u.get("end", "").lstrip("#"), "")
        position = 0
        for el in u.iter():
            if el.tag == balise("w"):
                position += 1
                yield [nom_entretien, n_u, qui, debut, fin, position,
                       texte_de(el), el.get("lemma", ""), el.get("pos", "")]
            elif el.tag == balise("pause"):
                duree = el.get("dur", "")
                yield [nom_entretien, n_u, qui, debut, fin, "", f"<pause {duree}>".replace(" >", ">"), "", ""]
            elif el.tag == balise("incident"):
                desc = el.findtext("tei:desc", default="bruit", namespaces=NS)
                yield [nom_entretien, n_u, qui, debut, fin, "", f"[{desc}]", "", ""]
            elif el.tag == balise("unclear"):
                yield [nom_entretien, n_u, qui, debut, fin, "", "<inaudible>", "", ""]


def traiter(fichier, dossier_sortie, frequences):
    racine = ET.parse(fichier).getroot()
    nom = fichier.stem
    sortie = dossier_sortie / f"{nom}.csv"
    n = 0
    with open(sortie, "w", newline="", encoding="utf-8") as f:
        ecrivain = csv.writer(f, delimiter="\t", quoting=csv.QUOTE_MINIMAL)
        ecrivain.writerow(ENTETES)
        for ligne in tokens(racine, nom):
            ecrivain.writerow(ligne)
            if ligne[7] and ligne[8] not in POS_A_IGNORER:
                frequences[(ligne[7].lower(), ligne[8])] += 1
            n += 1
    return n


def main(dossier_entree, dossier_sortie):
    dossier_entree, dossier_sortie = Path(dossier_entree), Path(dossier_sortie)
    dossier_sortie.mkdir(parents=True, exist_ok=True)
    frequences = Counter()
    total = 0
    for fichier in sorted(dossier_entree.glob("*.xml")):
        try:
            n = traiter(fichier, dossier_sortie, frequences)
        except ET.ParseError as err:
            print(f"  ! {fichier.name} : XML mal formé ({err})", file=sys.stderr)
            continue
        print(f"  {fichier.name} : {n} tokens")
        total += n
    with open(dossier_sortie / "frequences_lemmes.tsv", "w", encoding="utf-8") as f:
        f.write("lemme\tpos\tfrequence\n")
        for (lemme, pos), freq in frequences.most_common():
            f.write(f"{lemme}\t{pos}\t{freq}\n")
    print(f"Terminé : {total} tokens, {len(frequences)} lemmes distincts.")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage : python tei_vers_csv.py DOSSIER_TEI DOSSIER_CSV (voir l'en-tête du fichier)")
    main(sys.argv[1], sys.argv[2])
