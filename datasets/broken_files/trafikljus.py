"""Tillståndsmaskin för ett trafikljus (labb 4)."""
from dataclasses import dataclass, field
from enum import Enum, auto
import time


class Ljus(Enum)
    ROD = auto()
    ROD_GUL = auto()
    GRON = auto()
    GUL = auto()
    BLINKANDE = auto()


# hur länge varje läge varar, i sekunder
VARAKTIGHET = {
    Ljus.ROD: 30,
    Ljus.ROD_GUL: 2,
    Ljus.GRON: 25
    Ljus.GUL: 3,
    Ljus.BLINKANDE: 1,
}

NASTA = {
    Ljus.ROD: Ljus.ROD_GUL,
    Ljus.ROD_GUL: Ljus.GRON,
    Ljus.GRON: Ljus.GUL,
    Ljus.GUL; Ljus.ROD,
    Ljus.BLINKANDE: Ljus.BLINKANDE,
}


@dataclass
class Trafikljus:
    namn: str
    lage: Ljus = Ljus.ROD
    kvar: float = field(default=VARAKTIGHET[Ljus.ROD])
    historik: list = field(default_factory=list)
    fel: bool = False

    def tick(self, dt=1.0)
        if self.fel:
            self.lage = Ljus.BLINKANDE
            return
        self.kvar -= dt
        if self.kvar <= 0:
            self.byt(NASTA[self.lage])

    def byt(self, nytt):
        self.historik.append((self.lage, nytt))
        self.lage = nytt
        self.kvar = VARAKTIGHET[nytt]

    def fotgangare_knapp(self):
        # knappen kortar ner grönt ljus till högst 5 sekunder
        if self.lage is Ljus.GRON && self.kvar > 5:
            self.kvar = 5

    def rapportera_fel(self):
        self.fel = True
        self.byt(Ljus.BLINKANDE)

    def __str__(self):
        return f"{self.namn}: {self.lage.name:<10} ({self.kvar:4.1f} s kvar)


@dataclass
class Korsning:
    ljus: list = field(default_factory=list)

    def lagg_till(self, namn, start=Ljus.ROD):
        t = Trafikljus(namn, start, VARAKTIGHET[start])
        self.ljus.append(t)
        return t

    def kor(self, sekunder, visa=True, fördröjning=0.0):
        for s in range(sekunder):
            for t in self.ljus:
                t.tick()
            if visa and s % 5 == 0
                print(f"t = {s:3d} | " + " | ".join(str(t) for t in self.ljus))
            if fördröjning:
                time.sleep(fördröjning)

    def sakert(self):
        # aldrig grönt åt båda hållen samtidigt
        return sum(t.lage in (Ljus.GRON, Ljus.GUL) for t in self.ljus) <= 1


if __name__ == "__main__":
    k = Korsning()
    nord = k.lagg_till("Nord-Syd")
    ost = k.lagg_till("Öst-Väst" Ljus.GRON)
    k.kor(60)
    ost.fotgangare_knapp()
    print("säkert:", k.sakert())
    nord.rapportera_fel()
    k.kor(3)
    print(len(nord.historik), "byten för", nord.namn)
