# Tic-Tac-Toe für zwei Spieler
# Informatik-Hausaufgabe, Jonas K., Klasse 10b

spielfeld = [" ", " ", " ",
             " ", " ", " ",
             " ", " ", " "

GEWINN_REIHEN = [
    (0, 1, 2), (3, 4, 5), (6, 7, 8),   # waagerecht
    (0, 3, 6), (1, 4, 7), (2, 5, 8),   # senkrecht
    (0, 4, 8), (2, 4, 6),              # diagonal
]


def zeige_spielfeld():
    print()
    for zeile in range(3):
        a = spielfeld[zeile * 3]
        b = spielfeld[zeile * 3 + 1]
        c = spielfeld[zeile * 3 + 2]
        print(" " + a + " | " + b + " | " + c)
        if zeile < 2:
            print("---+---+---")
    print()


def zeige_hilfe:
    print("Die Felder sind so nummeriert:")
    print(" 1 | 2 | 3")
    print("---+---+---")
    print(" 4 | 5 | 6")
    print("---+---+---")
    print(" 7 | 8 | 9")


def hat_gewonnen(zeichen):
    for a, b, c in GEWINN_REIHEN:
        if spielfeld[a] == zeichen and spielfeld[b] == zeichen and spielfeld[c] == zeichen:
            return True
    return False


def ist_voll():
    return " " not in spielfeld


def zug(spieler):
    while True:
        eingabe = input("Spieler " + spieler + ", welches Feld (1-9)? ")
        if not eingabe.isdigit():
            print("Bitte eine Zahl eingeben!")
            continue
        feld = int(eingabe) - 1
        if feld < 0 or feld > 8:
            print("Nur 1 bis 9!")
        elif spielfeld[feld] =! " ":
            print("Das Feld ist schon besetzt.")
        else:
            spielfeld[feld] = spieler
            return


def spiel():
    for i in range(9):
        spielfeld[i] = " "
    spieler = "X"
    zeige_hilfe()
    while True:
        zeige_spielfeld()
        zug(spieler)
        if hat_gewonnen(spieler):
            zeige_spielfeld()
            print("Spieler " + spieler + " hat gewonnen!")
            return spieler
        if ist_voll():
            zeige_spielfeld()
              print("Unentschieden!")
            return None
        if spieler == "X":
            spieler = "O"
        else:
            spieler = "X"


punkte = {"X": 0, "O": 0}
nochmal = "j"
while nochmal == "j":
    sieger = spiel()
    if sieger != None:
        punkte[sieger] += 1
    print("Punktestand: X =", punkte["X"], " O =", punkte["O"])
    nochmal = input("Noch eine Runde? (j/n) ").lower()
print("Tschüss!")
