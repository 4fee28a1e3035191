"""Cifrados clásicos: Vigenère, Atbash, rail fence."""

ALFABETO = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def limpiar(texto):
    """
    >>> limpiar("Hola, Mundo!")
    'HOLAMUNDO'
    """
    return "".join(c for c in texto.upper() if c in ALFABETO)


def vigenere_cifrar(texto, clave):
    """
    >>> vigenere_cifrar("ATTACKATDAWN", "LEMON")
    'LXFOPVEFRNHR'
    """
    if not clave:
        raise ValueError("la clave no puede estar vacía")
    texto, clave = limpiar(texto), limpiar(clave)
    res = []
    for i, c in enumerate(texto):
        desplazamiento = ALFABETO.index(clave[i % len(clave)])
        res.append(ALFABETO[(ALFABETO.index(c) + desplazamiento) % 26])
    return "".join(res)


def vigenere_descifrar(texto, clave):
    """
    >>> vigenere_descifrar("LXFOPVEFRNHR", "LEMON")
    'ATTACKATDAWN'
    """
    texto, clave = limpiar(texto), limpiar(clave)
    res = []
    for i, c in enumerate(texto):
        desplazamiento = ALFABETO.index(clave[i % len(clave)])
        res.append(ALFABETO[(ALFABETO.index(c) - desplazamiento) % 26])
    return "".join(res)


def atbash(texto):
    """
    >>> atbash("abc XYZ")
    'zyx CBA'
    """
    res = []
    for c in texto:
        if c.isupper() and c in ALFABETO:
            res.append(ALFABETO[25 - ALFABETO.index(c)])
        elif c.islower() and c.upper() in ALFABETO:
            res.append(ALFABETO[25 - ALFABETO.index(c.upper())].lower())
        else:
            res.append(c)
    return "".join(res)


def rail_fence(texto, rieles):
    """
    >>> rail_fence("WEAREDISCOVERED", 3)
    'WECRERDSOEEAIVD'
    """
    if rieles < 2:
        return texto
    filas = [[] for _ in range(rieles)]
    fila, paso = 0, 1
    for c in texto:
        filas[fila].append(c)
        if fila == 0:
            paso = 1
        elif fila == rieles - 1:
            paso = -1
        fila += paso
    return "".join("".join(f) for f in filas)


def frecuencias(texto):
    """
    >>> frecuencias("aab")
    {'A': 2, 'B': 1}
    """
    f = {}
    for c in limpiar(texto):
        f[c] = f.get(c, 0) + 1
    return f


def letra_mas_comun(texto):
    """
    >>> letra_mas_comun("el perro de san roque")
    'E'
    """
    f = frecuencias(texto)
    return max(sorted(f), key=lambda c: f[c])


if __name__ == "__main__":
    secreto = vigenere_cifrar("Nos vemos en la plaza a las ocho", "CLAVE")
    print(secreto, vigenere_descifrar(secreto, "CLAVE"))
    print(atbash("Hola"), rail_fence("HOLAMUNDO", 2))
