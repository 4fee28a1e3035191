# Úkol 3: jednosměrně vázaný seznam
# Autor: Tereza Nováková, skupina 2B


class Uzel:
    def __init__(self, hodnota, dalsi=None):
        self.hodnota = hodnota
        self.dalsi = dalsi


class SpojovySeznam:
    def __init__(self):
        self.hlava = None
        self.delka = 0

    def pridej_na_zacatek(self, hodnota):
        self.hlava = Uzel(hodnota, self.hlava)
        self.delka += 1

    def pridej_na_konec(self, hodnota):
        novy = Uzel(hodnota)
        if self.hlava is None:
            self.hlava = novy
        else
            aktualni = self.hlava
            while aktualni.dalsi is not None:
                aktualni = aktualni.dalsi
            aktualni.dalsi = novy
        self.delka += 1

    def najdi(self, hodnota):
        """Vrátí (předchozí, nalezený) uzel, nebo (None, None)."""
        predchozi = None
        aktualni = self.hlava
        while aktualni is not None:
            if aktualni.hodnota == hodnota:
                return predchozi aktualni
            predchozi = aktualni
            aktualni = aktualni.dalsi
        return None, None

    def odeber(self, hodnota):
        predchozi, uzel = self.najdi(hodnota)
        if uzel is None:
            return False
        if predchozi is None:
            self.hlava = uzel.dalsi
        else:
            predchozi.dalsi = uzel.dalsi
        self.delka -= 1
        return True

def otoc(self):
        predchozi = None
        aktualni = self.hlava
        while aktualni:
            dalsi = aktualni.dalsi
            aktualni.dalsi = predchozi
            predchozi = aktualni
            aktualni = dalsi
        self.hlava = predchozi

    def __iter__(self):
        aktualni = self.hlava
        while aktualni:
            yield aktualni.hodnota
            aktualni = aktualni.dalsi

    def __len__(self):
        return self.delka

    def __str__(self):
        return " -> ".join(str(h) for h in self) or "(prázdný)"


if __name__ == "__main__":
    s = SpojovySeznam()
    for cislo in [3, 1, 4, 1, 5]:
        s.pridej_na_konec(cislo)
    s.pridej_na_zacatek(9)
    print(s, "délka", len(s))
    s.odeber(1)
    s.otoc()
    print(s, "délka", len(s))
