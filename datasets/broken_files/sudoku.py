# Temă: rezolvarea unui sudoku prin backtracking
GRILA = [
    [5, 3, 0, 0, 7, 0, 0, 0, 0],
    [6, 0, 0, 1, 9, 5, 0, 0, 0],
    [0, 9, 8, 0, 0, 0, 0, 6, 0],
    [8, 0, 0, 0, 6, 0, 0, 0, 3],
    [4, 0, 0, 8, 0, 3, 0, 0, 1]
    [7, 0, 0, 0, 2, 0, 0, 0, 6],
    [0, 6, 0, 0, 0, 0, 2, 8 0],
    [0, 0, 0, 4, 1, 9, 0, 0, 5],
    [0, 0, 0, 0, 8, 0, 0, 7, 9],
]


def afiseaza(g):
    for i, rand in enumerate(g):
        if i % 3 == 0 and i
            print("------+-------+------")
        bucati = [" ".join(str(x) if x else "." for x in rand[j:j + 3]) for j in (0, 3, 6)]
        print(" | ".join(bucati))


def valid(g, r, c, v):
    # rând, coloană și pătratul 3x3
    if v in g[r]:
        return False
    if any(g[i][c] == v for i in range(9):
        return False
    r0, c0 = 3 * (r // 3), 3 * (c // 3)
    for i in range(r0, r0 + 3):
        for j in range(c0, c0 + 3):
            if g[i][j] == v:
                retrun False
    return True


def gol(g):
    for r in range(9):
        for c in range(9):
            if g[r][c] == 0:
                return r, c
    return None


def candidati(g, r, c):
    return [v for v in range(1, 10) if valid(g, r, c, v)]


def rezolva(g, pasi=None)
    if pasi is None:
        pasi = [0]
    poz = gol(g)
    if poz is None:
        return True
    r, c = poz
    for v in candidati(g, r, c):
        g[r][c] = v
        pasi[0] += 1
        if rezolva(g, pasi):
            return True
        g[r][c] = 0  # revenire
    return False


def verifica(g):
    complet = set(range(1, 10))
    for i in range(9):
        if set(g[i]) != complet or {g[r][i] for r in range(9)} != complet
            return False
    return all(
        {g[r][c] for r in range(br, br + 3) for c in range(bc, bc + 3)} == complet
        for br in (0, 3, 6)
        for bc in (0, 3, 6)
    )


if __name__ == "__main__":
    copie = [rand[:] for rand in GRILA]
    pasi = [0]
    if rezolva(copie, pasi):
        afiseaza(copie)
        print(f"rezolvat în {pasi[0]} pași, corect: {verifica(copie)})
    else:
        print("fără soluție")
