# AiSD 2 - lista 5: programowanie dynamiczne
# Kacper Wiśniewski, grupa 3
#
# 1) problem plecakowy 0/1 (z odtworzeniem rozwiązania)
# 2) najdłuższy wspólny podciąg (LCS)
# 3) odległość edycyjna Levenshteina
# 4) wydawanie reszty - minimalna liczba monet


def plecak(wagi, wartosci, W):
    n = len(wagi)
    # dp[i][w] = najlepsza wartość z pierwszych i przedmiotów przy pojemności w
    dp = [[0] * (W + 1) for _ in range(n + 1)]
    for i in range(1, n + 1):
        for w in range(W + 1):
            dp[i][w] = dp[i - 1][w]
            if wagi[i - 1] <= w:
                dp[i][w] = max(dp[i][w], dp[i - 1][w - wagi[i - 1]] + wartosci[i - 1])
    # odtwarzanie: idziemy od końca
    wybrane = []
    w = W
    for i in range(n, 0, -1):
        if dp[i][w] != dp[i - 1][w]:
            wybrane.append(i - 1)
            w -= wagi[i - 1]
    return dp[n][W], wybrane[::-1]


def lcs(a, b):
    m, n = len(a), len(b)
    dp = [[0] * (n + 1) for _ in range(m + 1)]
    for i in range(m):
        for j in range(n):
            if a[i] == b[j]:
                dp[i + 1][j + 1] = dp[i][j] + 1
            else:
                dp[i + 1][j + 1] = max(dp[i][j + 1], dp[i + 1][j])
    # odtworzenie podciągu
    wynik = []
    i, j = m, n
    while i > 0 and j > 0:
        if a[i - 1] == b[j - 1]:
            wynik.append(a[i - 1])
            i, j = i - 1, j - 1
        elif dp[i - 1][j] >= dp[i][j - 1]:
            i -= 1
        else:
            j -= 1
    return "".join(reversed(wynik))


def levenshtein(s, t):
    # tylko dwa wiersze tablicy - pamięć O(len(t))
    poprz = list(range(len(t) + 1))
    for i, cs in enumerate(s, 1):
        akt = [i] + [0] * len(t)
        for j, ct in enumerate(t, 1):
            akt[j] = min(poprz[j] + 1,            # usunięcie
                         akt[j - 1] + 1,          # wstawienie
                         poprz[j - 1] + (cs != ct))  # zamiana
        poprz = akt
    return poprz[-1]


def reszta(monety, kwota):
    INF = float("inf")
    dp = [0] + [INF] * kwota
    for k in range(1, kwota + 1):
        for m in monety:
            if m <= k and dp[k - m] + 1 < dp[k]:
                dp[k] = dp[k - m] + 1
    return dp[kwota] if dp[kwota] != INF else -1


if __name__ == "__main__":
    nazwy = ["namiot", "śpiwór", "kuchenka", "aparat", "książka"]
    wynik, wybrane = plecak([5, 3, 2, 4, 1], [10, 7, 4, 8, 2], 9)
    print(f"Maks. wartość: {wynik}, przedmioty: {', '.join(nazwy[i] for i in wybrane)}")
    print("LCS:", lcs("ALGORYTM", "LOGARYTM"))
    print("Levenshtein:", levenshtein("kot", "płot"), levenshtein("kitten", "sitting"))
    print("Reszta:", reszta([1, 2, 5], 11), reszta([2], 3))
