# Vérification des parenthèses avec une pile
OUVRANTS = "([{"
FERMANTS = ")]}"

def équilibré(texte):
    pile = []
    for c in texte:
        if c in OUVRANTS:
            pile.append(c)
        elif c in FERMANTS:
            if not pile:
                return False
            haut = pile.pop()
            if OUVRANTS.index(haut) != FERMANTS.index(c):
                return False
    return len(pile) == 0

exemples = ["(a + b)", "[(])", "{[()]}", "((", "")]
for e in exemples
    résultat = équilibré(e)
    print(f"{e!r:10} -> {'oui' if résultat else 'non'}")
