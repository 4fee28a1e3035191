"""Notenrechner für die Oberstufe (Punkte 0-15 und Noten 1-6)."""


def punkte_zu_note(punkte):
    """Wandelt Punkte (0-15) in eine Note (1.0-6.0) um.

    >>> punkte_zu_note(14)
    1.0
    >>> punkte_zu_note(0)
    5.67
    """
    if not 0 <= punkte <= 15:
        raise ValueError("Punkte müssen zwischen 0 und 15 liegen")
    return round((17 - punkte) / 3, 2)


def durchschnitt(noten):
    """
    >>> durchschnitt([1, 2, 3])
    2.0
    >>> durchschnitt([])
    Traceback (most recent call last):
    ...
    ValueError: keine Noten vorhanden
    """
    if not noten:
        raise ValueError("keine Noten vorhanden")
    return sum(noten) / len(noten)


def gewichteter_durchschnitt(noten, gewichte):
    """
    >>> gewichteter_durchschnitt([1, 3], [3, 1])
    1.5
    """
    if len(noten) != len(gewichte):
        raise ValueError("Listen haben unterschiedliche Länge")
    gesamt = sum(gewichte)
    if gesamt == 0:
        raise ValueError("Gewichte ergeben null")
    return sum(n * g for n, g in zip(noten, gewichte)) / gesamt


def bestanden(note, grenze=4.0):
    """
    >>> bestanden(4.0), bestanden(4.3)
    (True, False)
    """
    return note <= grenze


def notenspiegel(noten):
    """Zählt, wie oft jede ganze Note vorkommt.

    >>> notenspiegel([1, 2, 2, 5, 2.4, 1.6])
    {1: 1, 2: 4, 3: 0, 4: 0, 5: 1, 6: 0}
    """
    spiegel = {n: 0 for n in range(1, 7)}
    for note in noten:
        spiegel[int(round(note))] += 1
    return spiegel


def beste_schueler(ergebnisse, anzahl=3):
    """
    >>> beste_schueler({"Anna": 1.3, "Ben": 2.7, "Clara": 1.0, "David": 3.3}, 2)
    ['Clara', 'Anna']
    """
    return [name for name, _ in sorted(ergebnisse.items(), key=lambda kv: kv[1])[:anzahl]]


class Schueler:
    def __init__(self, name, klasse):
        self.name = name
        self.klasse = klasse
        self.noten = {}

    def note_eintragen(self, fach, note):
        if not 1 <= note <= 6:
            raise ValueError("ungültige Note")
        self.noten.setdefault(fach, []).append(note)

    def fachschnitt(self, fach):
        return durchschnitt(self.noten.get(fach, []))

    def zeugnis(self):
        """
        >>> s = Schueler("Lena", "10b")
        >>> s.note_eintragen("Mathe", 2); s.note_eintragen("Mathe", 1); s.note_eintragen("Deutsch", 3)
        >>> s.zeugnis()
        {'Deutsch': 3.0, 'Mathe': 1.5}
        """
        return {fach: round(self.fachschnitt(fach), 1) for fach in sorted(self.noten)}


if __name__ == "__main__":
    klasse = {"Anna": [1, 2, 1], "Ben": [3, 4, 2], "Clara": [5, 4, 6]}
    for name, noten in klasse.items():
        schnitt = durchschnitt(noten)
        print(f"{name}: {schnitt:.2f} {'bestanden' if bestanden(schnitt) else 'nicht bestanden'}")
