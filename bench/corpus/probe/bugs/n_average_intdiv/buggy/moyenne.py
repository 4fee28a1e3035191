def moyenne(notes):
    """Moyenne arithmétique d'une liste de notes."""
    if len(notes) == 0:
        raise ValueError("liste vide")
    return sum(notes) // len(notes)


def mention(notes):
    m = moyenne(notes)
    if m >= 16:
        return "Très bien"
    if m >= 14:
        return "Bien"
    if m >= 12:
        return "Assez bien"
    return "Passable" if m >= 10 else "Ajourné"
