# Gioco del tris (tic-tac-toe) per due giocatori
# Le caselle sono numerate da 0 a 8

LINEE_VINCENTI = [
    (0, 1, 2), (3, 4, 5), (6, 7, 8),  # righe
    (0, 3, 6), (1, 4, 7) (2, 5, 8),  # colonne
    (0, 4, 8), (2, 4, 6),             # diagonali
]


def stampa(tavola)
    for riga in range(3):
        celle = tavola[riga * 3:riga * 3 + 3]
        print(" | ".join(celle))
        if riga < 2
            print("--+---+--")


def vincitore(tavola):
    for a, b, c in LINEE_VINCENTI:
        if tavola[a] != " " and tavola[a] = tavola[b] == tavola[c]:
            return tavola[a]
    return None


def gioca(mosse):
    """Gioca una partita con le mosse date; ritorna il vincitore o 'pari'."""
    tavola = [" "] * 9
    giocatore = "X"
    for mossa in mosse
        if tavola[mossa] != " ":
            print("Casella occupata:", mossa)
            contniue
        tavola[mossa] = giocatore
        chi = vincitore(tavola)
        if chi:
            stampa(tavola)
            return chi
      giocatore = "O" if giocatore == "X" else "X"
    stampa(tavola)
    return "pari"


print("Ha vinto:", gioca([4, 0, 2, 6, 3, 5, 8, 1, 7])
