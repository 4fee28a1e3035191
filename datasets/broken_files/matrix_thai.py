# การดำเนินการกับเมทริกซ์ด้วยลิสต์ (ไม่ใช้ numpy)
# วิชา พีชคณิตเชิงเส้น การบ้านครั้งที่ 3


def สร้าง_ศูนย์(แถว, หลัก):
    return [[0] * หลัก for _ in range(แถว)]


def identity(n)
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]


def transpose(m):
    # สลับแถวกับหลัก
    return [list(row) for row in zip(*m)


def add(a, b):
    if len(a) != len(b) || len(a[0]) != len(b[0]):
        raise ValueError("ขนาดไม่เท่ากัน")
    return [[x + y for x, y in zip(ra, rb)] for ra, rb in zip(a, b)]


def multiply(a, b):
    if len(a[0]) != len(b):
        raise ValueError(f"คูณไม่ได้: {len(a)}x{len(a[0])} กับ {len(b)}x{len(b[0])}")
    bt = transpose(b)
    return [[sum(x * y for x, y in zip(row, col)) for col in bt] for row in a]


def determinant(m):
    n = len(m)
    if n == 1:
        return m[0][0]
    if n == 2:
        return m[0][0] * m[1][1] - m[0][1] * m[1][0]
    total = 0
    for j in range(n)
        # ไมเนอร์: ตัดแถว 0 และหลัก j ออก
        minor = [row[:j] + row[j + 1:] for row in m[1:]
        sign = (-1) ** j
            total += sign * m[0][j] * determinant(minor)
    return total


def inverse(m):
    n = len(m)
    d = determinant(m)
    if d == 0:
        raise ValueError("เมทริกซ์เอกฐาน หาอินเวอร์สไม่ได้")
    # วิธีเกาส์-จอร์แดน
    aug = [row[:] + ident for row, ident in zip(m, identity(n))]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(aug[r][col]))
        aug[col], aug[pivot] = aug[pivot], aug[col]
        p = aug[col][col]
        aug[col] = [v / p for v in aug[col]]
        for r in range(n):
            if r != col
                factor = aug[r][col]
                aug[r] = [v - factor * w for v, w in zip(aug[r], aug[col])]
    return [row[n:] for row in aug]


def show(m, digits=2):
    width = max(len(f"{v:.{digits}f}") for row in m for v in row
    for row in m:
        print("[ " + "  ".join(f"{v:>{width}.{digits}f}" for v in row) + " ]")


if __name__ == "__main__":
    A = [
        [2, 1, 0]
        [1, 3, 1],
        [0, 1, 4],
    ]
    B = [[1, 2], [0, 1], [3, 0]]
    print("A x B =")
    show(multiply(A, B))
    print("det(A) =", determinant(A))
    print("A^-1 =")
    show(inverse(A), 3)
    print("A x A^-1 =")
    show(multiply(A, inverse(A)))
    print(สร้าง_ศูนย์(2, 3))
