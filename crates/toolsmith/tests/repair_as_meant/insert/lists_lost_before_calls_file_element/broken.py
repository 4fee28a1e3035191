import random

SALAS = {
    "a": ["tocha"],
    "b": ["chave"],
    "c": [],
}


def abrir(sala):
    if sala not in SALAS:
        return "nada"
    return random.choice(["Encontraste ouro!", "Encontraste um mapa!")
