# Mfumo wa maktaba: vitabu na wanachama
# Zoezi la darasa la programu


class Kitabu
    def __init__(self, kichwa, mwandishi, nakala=1)
        self.kichwa = kichwa
        self.mwandishi = mwandishi
        self.nakala = nakala

    def __str__(self):
        return f"{self.kichwa} ({self.mwandishi})"


class Mwanachama:
    kikomo = 3  # vitabu vingi zaidi kwa wakati mmoja

    def __init__(self, jina):
        self.jina = jina
        self.vitabu = []

    def azima(self, kitabu):
        if len(self.vitabu) >= self.kikomo:
            print self.jina, "amefikia kikomo"
            return False
        if kitabu.nakala = 0:
            print("Hakuna nakala ya", kitabu)
            return False
        kitabu.nakala -= 1
        self.vitabu.append(kitabu)
        return True

    def rudisha(self, kitabu):
        if kitabu in self.vitabu
            self.vitabu.remove(kitabu)
            kitabu.nakala += 1


class Mwanafunzi(Mwanachama):
    kikomo = 2


vitabu = [
    Kitabu("Kinjeketile", "Ebrahim Hussein", 2),
    Kitabu("Rosa Mistika", "Euphrase Kezilahabi")
    Kitabu("Utengano", "Said Ahmed Mohamed"),
]
amina = Mwanafunzi("Amina")
for k in vitabu
    amina.azima(k)
print([str(k) for k in amina.vitabu])
amina.rudisha(vitabu[0])
print(vitabu[0].nakala)
