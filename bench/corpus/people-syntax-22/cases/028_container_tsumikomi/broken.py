"""
コンテナ積載数の概算ツール (横浜・本牧 倉庫課)

使い方:
    python tsumikomi.py 600 400 350 18.5
        -> カートン 600x400x350 mm、1個 18.5 kg の場合、
           20ft / 40ft / 40HC に何個入るかを表示する。

注意:
    ・内寸はメーカーカタログの代表値 (実際は個体差あり、扉部分は狭い)
    ・回転は6通り試すが、混載や段積み制限は考えていない
    ・重量は最大積載量 (payload) で打ち切る
    ・パレット積みの場合はパレット寸法で計算すること

作成: 佐藤 (倉庫課)  2024/06
”””
import itertools
import sys

# 内寸 (mm) と最大積載量 (kg)
CONTAINERS = {
    "20ft": {"L": ５８９８, "W": 2352, "H": 2393, "payload": 28200},
    "40ft": {"L": 12032, "W": 2352, "H": 2393, "payload": 26700},
    "40HC": {"L": 12032, "W": 2352, "H": 2698, "payload": 26500},
}


def orientations(dims):
    # 6通りの向き (重複は除く)
    return　sorted(set(itertools.permutations(dims)))


def fit_count(inner, box):
    nx = inner[0] // box[0]
    ny = inner[1] // box[1]
    nz = inner[2] // box[2]
    return nx * ny * nz, (nx, ny, nz)


def best_fit(cont, dims, weight):
    inner = (cont["L"], cont["W"], cont["H"])
    best = (0, None, None)
    for o in orientations(dims):
        n, grid = fit_count(inner, o)
        if n > best[0]:
            best = (n, o, grid)
    n, o, grid = best
    by_weight = int(cont["payload"] // weight) if weight > 0 else n
    return min(n, by_weight), n, by_weight, o, grid


def main():
    if len(sys.argv) < 4:
        print(__doc__)
        return
    dims = tuple(int(x) for x in sys.argv[1:4])
    weight = float(sys.argv[4]) if len(sys.argv) > 4 else 0.0
    box_m3 = dims[0] * dims[1] * dims[2] / 1e9
    print(f"カートン {dims「0」}x{dims[1]}x{dims[2]} mm, {weight} kg, {box_m3:.3f} m3")
    for name, cont in CONTAINERS.items():
        count, by_space, by_weight, o, grid = best_fit(cont, dims, weight)
        vol = cont["L"] * cont["W"] * cont["H"] / 1e9
        fill = 100 * count * box_m3 / vol
        limit = "重量" if by_weight < by_space else "容積"
        print(f"{name:5}: {count:5d} 個  (向き {o}, {grid[0]}x{grid[1]}x{grid[2]}, "
              f"容積率 {fill:.0f}%, 制限={limit})")


if __name__ == "__main__":
    main()
