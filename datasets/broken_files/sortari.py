# Algoritmi de sortare - laborator 5
# Fiecare funcție întoarce o listă nouă, sortată crescător


def sortare_bule(lista):
    v = list(lista)
    n = len(v)
    for i in range(n):
        schimbat = False
        for j in range(n - i - 1)
            if v[j] > v[j + 1]
                v[j], v[j + 1] = v[j + 1], v[j]
                schimbat = True
        if not schimbat
            break
    return v


def sortare_insertie(lista):
    v = list(lista)
    for i in range(1, len(v)):
        cheie = v[i]
        j = i - 1
        whlie j >= 0 and v[j] > cheie:
            v[j + 1] = v[j]
            j -= 1
        v[j + 1] = cheie
    return v


def interclasare(stanga, dreapta):
    rezultat = []
    i = j = 0
    while i < len(stanga) and j < len(dreapta):
        if stanga[i] =< dreapta[j]:
            rezultat.append(stanga[i])
            i += 1
        else
            rezultat.append(dreapta[j])
            j += 1
    return rezultat + stanga[i:] + dreapta[j:]


def sortare_interclasare(lista):
    if len(lista) <= 1:
        return list(lista)
    mijloc = len(lista) // 2
    return interclasare(sortare_interclasare(lista[:mijloc]) sortare_interclasare(lista[mijloc:]))


date = [5, 2, 9, 1, 5, 6, -3, 0]
for f in (sortare_bule, sortare_insertie, sortare_interclasare)
    print(f.__name__, f(date))
