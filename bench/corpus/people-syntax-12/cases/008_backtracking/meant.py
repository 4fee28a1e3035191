# ICS 2105 - Assignment 3: Recursion na backtracking
# Jina: Wanjiru Kamau   Reg: SCT211-0456/2022
#
# Maswali:
#   (a) N-Queens: hesabu suluhisho zote na uchapishe la kwanza
#   (b) permutations za orodha bila kutumia itertools
#   (c) subsets zote ambazo jumla yake ni sawa na lengo (subset sum)

import sys

sys.setrecursionlimit(10000)

idadi_ya_suluhisho = 0
suluhisho_la_kwanza = None


def n_queens(n):
    global idadi_ya_suluhisho, suluhisho_la_kwanza
    idadi_ya_suluhisho = 0
    suluhisho_la_kwanza = None
    safu = []                     # safu[r] = column ya malkia kwenye mstari r
    nguzo, diag1, diag2 = set(), set(), set()

    def weka(r):
        global idadi_ya_suluhisho, suluhisho_la_kwanza
        if r == n:
            idadi_ya_suluhisho += 1
            if suluhisho_la_kwanza is None:
                suluhisho_la_kwanza = list(safu)
            return
        for c in range(n):
            if c in nguzo or (r - c) in diag1 or (r + c) in diag2:
                continue
            # weka malkia, endelea, kisha mrudishe (backtrack)
            safu.append(c)
            nguzo.add(c); diag1.add(r - c); diag2.add(r + c)
            weka(r + 1)
            safu.pop()
            nguzo.remove(c); diag1.remove(r - c); diag2.remove(r + c)

    weka(0)
    return idadi_ya_suluhisho


def chapisha_ubao(safu):
    n = len(safu)
    print("\n".join(
        " ".join("Q" if c == safu[r] else "." for c in range(n))
        for r in range(n)
    ))


def permutations(orodha):
    if len(orodha) <= 1:
        return [list(orodha)]
    matokeo = []
    for i, x in enumerate(orodha):
        # chukua x kama kipengele cha kwanza, panga vilivyobaki
        for p in permutations(orodha[:i] + orodha[i + 1:]):
            matokeo.append([x] + p)
    return matokeo


def subset_sum(namba, lengo):
    majibu = []

    def tafuta(i, chaguo, jumla):
        if jumla == lengo:
            majibu.append(list(chaguo))
            return
        if i == len(namba) or jumla > lengo:
            return
        # chukua namba[i]
        chaguo.append(namba[i])
        tafuta(i + 1, chaguo, jumla + namba[i])
        chaguo.pop()
        # usichukue namba[i]
        tafuta(i + 1, chaguo, jumla)

    tafuta(0, [], 0)
    return majibu


if __name__ == "__main__":
    for n in (4, 6, 8):
        print(f"N = {n}: suluhisho {n_queens(n)}")
    chapisha_ubao(suluhisho_la_kwanza)
    print(permutations([1, 2, 3]))
    print(subset_sum([3, 34, 4, 12, 5, 2], 9))
