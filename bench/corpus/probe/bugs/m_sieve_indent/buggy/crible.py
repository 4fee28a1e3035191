def crible(n):
    """Nombres premiers jusqu'à n (crible d'Ératosthène)."""
    est_premier = [True] * (n + 1)
    est_premier[0] = est_premier[1] = False
    i = 2
    while i * i <= n:
        if est_premier[i]:
            for j in range(i * i, n + 1, i):
                est_premier[j] = False
            i += 1
    return [k for k in range(n + 1) if est_premier[k]]


if __name__ == "__main__":
    print(crible(30))
