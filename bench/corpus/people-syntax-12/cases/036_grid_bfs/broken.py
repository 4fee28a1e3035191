import sys
from collections import deque
input = sys.stdin.readline

h, w = map(int, input().split())
g = [input().rstrip() for _ in range(h)]
sx, sy = next((i, j) for i in range(h) for j in range(w) if g[i][j] == 'S')
tx, ty = next(i, j for i in range(h) for j in range(w) if g[i][j] == 'G')

# 0-1 BFS: '.' costs 0 to enter... no, plain BFS, 'k' cells are keys we just count
d = [[-1] * w for _ in range(h)]
d[sx][sy] = 0
q = deque([(sx, sy)])
while q:
    x, y = q.popleft()
    for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        if 0 <= nx := x + dx < h and 0 <= ny := y + dy < w and g[nx][ny] != '#' and d[nx][ny] < 0:
            d[nx][ny] = d[x][y] + 1
            q.append((nx, ny))

# print('\n'.join(' '.join(f'{v:2}' for v in row) for row in d))
print(d[tx][ty] if d[tx][ty] >= 0 else -1
reach = sum(v >= 0 for row in d for v in row)
keys = sum(1 for i in range(h) for j in range(w) if g[i][j] == 'k' and d[i][j] >= 0)
print(reach, keys)
