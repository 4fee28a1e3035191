grid = [input() for _ in range(3)]
h, w = len(grid), len(grid[0])
sx, sy = next((i, j) for i in range(h) for j in range(w) if grid[i][j] == "S")
print(sx, sy)
