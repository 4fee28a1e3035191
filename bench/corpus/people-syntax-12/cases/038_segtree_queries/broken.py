import sys
input = sys.stdin.readline


class SegTree:
    """iterative, point assign + range sum on [l, r)"""
    def __init__(self, a):
        self.n = n = len(a)
        self.t = [0] * (2 * n
        self.t[n:] = a
        for i in range(n - 1, 0, -1):
            self.t[i] = self.t[2 * i] + self.t[2 * i + 1]

    def update(self, i, v):
        i += self.n
        self.t[i] = v
        while i > 1:
            i >>= 1
            self.t[i] = self.t[2 * i] + self.t[2 * i + 1]

    def query(self, l, r):
        res = 0
        l += self.n; r += self.n
        while l < r:
            if l & 1: res += self.t[l]; l += 1
            if r & 1: r -= 1; res += self.t[r]
            l >>= 1; r >>= 1
        return res


def main():
    n, q = map(int, input().split())
    *a = map(int, input().split())
    st = SegTree(a)
    out = []
    for _ in range(q):
        t, x, y = map(int, input().split())
        if t == 1: st.update(x - 1, y) else: out.append(st.query(x - 1, y))
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
