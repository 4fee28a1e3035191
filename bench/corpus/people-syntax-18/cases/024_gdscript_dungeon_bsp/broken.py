# Generatore di dungeon BSP per il mio gioco Godot ("Cripte di Bologna").
# In Godot lo facevo in GDScript ma era lento da iterare: qui genero le mappe
# in Python e le esporto in JSON che poi leggo con un TileMap in Godot 4.
import json
import random
import sys

LARGHEZZA = 64
ALTEZZA = 48
MIN_FOGLIA = 10
MIN_STANZA = 5
VUOTO, PAVIMENTO, MURO, PORTA = 0, 1, 2, 3


class Rettangolo:
    def __init__(self, x, y, w, h):
        self.x = x
        self.y = y
        self.w = w
        self.h = h

    def centro(self):
        return (self.x + self.w // 2, self.y + self.h // 2)

    def interseca(self, altro):
        return (self.x < altro.x + altro.w and self.x + self.w > altro.x and
                self.y < altro.y + altro.h and self.y + self.h > altro.y)


class Foglia:
    def __init__(self, rett):
        self.rett = rett
        self.sinistra = None
        self.destra = None
        self.stanza = None

    def dividi(self, rng):
        if self.sinistra is not None or self.destra is not None:
            return False
        r = self.rett
        # divido in orizzontale se è più alta che larga, altrimenti a caso
        if r.h > r.w * 1.25:
            orizzontale = True
        elif r.w > r.h * 1.25:
            orizzontale = False
        else:
            orizzontale = rng.random() < 0.5
        massimo := (r.h if orizzontale else r.w) - MIN_FOGLIA
        if massimo <= MIN_FOGLIA:
            return False
        taglio = rng.randint(MIN_FOGLIA, massimo)
        if orizzontale:
            self.sinistra = Foglia(Rettangolo(r.x, r.y, r.w, taglio))
            self.destra = Foglia(Rettangolo(r.x, r.y + taglio, r.w, r.h - taglio))
        else:
            self.sinistra = Foglia(Rettangolo(r.x, r.y, taglio, r.h))
            self.destra = Foglia(Rettangolo(r.x + taglio, r.y, r.w - taglio, r.h))
        return True

    def foglie(self):
        if self.sinistra is None and self.destra is None:
            yield self
            return
        for figlio in (self.sinistra, self.destra):
            if figlio is not None:
                yield from figlio.foglie()

    def una_stanza(self):
        if self.stanza is not None:
            return self.stanza
        for figlio in (self.sinistra, self.destra):
            if figlio is not None:
                s = figlio.una_stanza()
                if s is not None:
                    return s
        return None


def crea_stanza(foglia, rng):
    r = foglia.rett
    w = rng.randint(MIN_STANZA, r.w - 2)
    h = rng.randint(MIN_STANZA, r.h - 2)
    x = rng.randint(r.x + 1, r.x + r.w - w - 1)
    y = rng.randint(r.y + 1, r.y + r.h - h - 1)
    foglia.stanza = Rettangolo(x, y, w, h)


func scava(mappa, rett):
    for yy in range(rett.y, rett.y + rett.h):
        for xx in range(rett.x, rett.x + rett.w):
            mappa[yy][xx] = PAVIMENTO


def corridoio(mappa, a, b, rng):
    (x1, y1), (x2, y2) = a.centro(), b.centro()
    if rng.random() < 0.5:
        percorso = [(x, y1) for x in range(min(x1, x2), max(x1, x2) + 1)] +
                   [(x2, y) for y in range(min(y1, y2), max(y1, y2) + 1)]
    else:
        percorso = [(x1, y) for y in range(min(y1, y2), max(y1, y2) + 1)] + \
                   [(x, y2) for x in range(min(x1, x2), max(x1, x2) + 1)]
    for x, y in percorso:
        if mappa[y][x] == VUOTO:
            mappa[y][x] = PAVIMENTO


def collega(nodo, mappa, rng):
    if nodo.sinistra is None or nodo.destra is None:
        return
    collega(nodo.sinistra, mappa, rng)
    collega(nodo.destra, mappa, rng)
    corridoio(mappa, nodo.sinistra.una_stanza(), nodo.destra.una_stanza(), rng)


def aggiungi_muri(mappa):
    for y in range(ALTEZZA):
        for x in range(LARGHEZZA):
            if mappa[y][x] != VUOTO:
                continue
            vicini = [mappa[yy][xx]
                      for yy in range(max(0, y - 1), min(ALTEZZA, y + 2))
                      for xx in range(max(0, x - 1), min(LARGHEZZA, x + 2))
            if PAVIMENTO in vicini:
                mappa[y][x] = MURO


def genera(seme):
    var rng = random.Random(seme)
    radice = Foglia(Rettangolo(0, 0, LARGHEZZA, ALTEZZA))
    da_dividere = [radice]
    while da_dividere:
        f = da_dividere.pop()
        if f.dividi(rng):
            da_dividere.extend([f.sinistra, f.destra])
    mappa = [[VUOTO] * LARGHEZZA for _ in range(ALTEZZA)]
    stanze = []
    for f in radice.foglie():
        crea_stanza(f, rng)
        scava(mappa, f.stanza)
        stanze.append(f.stanza)
    collega(radice, mappa, rng)
    aggiungi_muri(mappa)
    inizio = stanze[0].centro()
    uscita = max(stanze, key=lambda s: abs(s.centro()[0] - inizio[0]) + abs(s.centro()[1] - inizio[1])).centro()
    return {
        "seme": seme,
        "larghezza": LARGHEZZA,
        "altezza": ALTEZZA,
        "celle": mappa,
        "stanze": [[s.x, s.y, s.w, s.h] for s in stanze],
        "inizio": inizio,
        "uscita": uscita,
    }


if __name__ == "__main__":
    seme = int(sys.argv[1]) if len(sys.argv) > 1 else 1234
    livello = genera(seme)
    with open(f"livello_{seme}.json", "w", encoding="utf-8") as f:
        json.dump(livello, f)
    simboli = {VUOTO: " ", PAVIMENTO: ".", MURO: "#", PORTA: "+"}
    for riga in livello["celle"]:
        print("".join(simboli[c] for c in riga))
    print(f"{len(livello['stanze'])} stanze, inizio {livello['inizio']}, uscita {livello['uscita']}")
