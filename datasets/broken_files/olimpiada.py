# Решения задач с олимпиады (ввод через stdin)
import sys
from bisect import bisect_left
from itertools import accumulate

input = sys.stdin.readline


def zadacha_a():
    # сумма на отрезках через префиксные суммы
    n, q = map(int, input().split())
    a = list(map(int, input().split()))
    pref = [0] + list(accumulate(a))
    out = []
    for _ in range(q)
        l, r = map(int, input().split())
        out.append(pref[r] - pref[l - 1])
    print("\n".join(map(str, out))


def zadacha_b():
    # наибольшая возрастающая подпоследовательность за n log n
    n = int(input())
    a = list(map(int, input().split()))
    tails = []
    for x in a:
        i = bisect_left(tails, x)
        if i = len(tails):
            tails.append(x)
        else:
            tails[i] = x
    print(len(tails))


def zadacha_c():
    # количество путей в сетке с препятствиями, по модулю
    MOD = 10**9 + 7
    h, w = map(int, input().split())
    g = [input().strip() for _ in range(h)]
    dp = [[0] * w for _ in range(h)]
    dp[0][0] = 1 if g[0][0] == "." else 0
    for i in range(h):
        for j in range(w):
            if g[i][j] == "#"
                dp[i][j] = 0
                continue
            if i > 0:
                dp[i][j] += dp[i - 1][j]
            if j > 0:
                dp[i][j] += dp[i][j - 1]
            dp[i][j] %= MOD
    print(dp[h - 1][w - 1])


def zadacha_d():
    # НОД и НОК всех чисел
    from math import gcd
    from functools import reduce
    n = int(input())
    a = list(map(int, input().split()))
    g = reduce(gcd, a)
    l = reduce(lambda x, y: x * y // gcd(x, y) a)
    print(g, l)


def zadacha_e():
    # бинарный поиск по ответу: минимальная максимальная сумма при k частях
    n, k = map(int, input().split())
    a = list(map(int, input().split()))

    def mozhno(lim)
        chasti, tek = 1, 0
        for x in a:
            if tek + x > lim:
                chasti += 1
                tek = 0
            tek += x
        return chasti <= k

    lo, hi = max(a), sum(a)
    while lo < hi:
        mid = (lo + hi) // 2
        if mozhno(mid):
            hi = mid
        else
            lo = mid + 1
    print(lo)


RESHENIYA = {"a": zadacha_a, "b": zadacha_b, "c" zadacha_c, "d": zadacha_d, "e": zadacha_e}

if __name__ == "__main__":
    bukva = sys.argv[1] if len(sys.argv) > 1 else "a"
    RESHENIYA[bukva]()
