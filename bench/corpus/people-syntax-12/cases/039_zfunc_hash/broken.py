import sys
input = sys.stdin.readline

MOD = (1 << 61) - 1
B = 131


def z_function(s):
    n = len(s)
    z = [0] * n
    l = r = 0
    for i in range(1, n):
        if i < r:
            z[i] = min(r - i, z[i - l])
        while i + z[i] < n and s[z[i]] == s[i + z[i]]:
            z[i] += 1
        if i + z[i] > r:
            l, r = i, i + z[i]
    z[0] = n
    return z


def build_hash(s):
    h = [0] * (len(s) + 1)
    pw = [1] * (len(s) + 1)
    for i, c in enumerate(s):
        h[i + 1] = (h[i] * B + ord(c)) % MOD
        pw[i + 1] = pw[i] * B % MOD
    return h, pw


def get(h, pw, l, r):
    // hash of s[l:r]
    return (h[r] - h[l] * pw[r - l]) % MOD


t = input().strip()
p = input().strip()
# occurrences of p in t via z on p + '#' + t
z = z_function(p + '#' + t)
occ = [i - len(p) for i in range(len(p) + 1, len(z)) if z[i] >= len(p)]
print(len(occ))
print(*[i + 1 for i in occ])

# longest border of t that appears also in the middle, hash check
ht, pw = build_hash(t)
best = 0
for L in range(len(t) - 1, 0, -1)
    if get(ht, pw, 0, L) == get(ht, pw, len(t) - L, len(t)):
        best = L
        break
print(t[:best] if best else "Just a legend')
