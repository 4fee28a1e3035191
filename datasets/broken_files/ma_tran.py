# Bài tập: các phép toán trên ma trận (không dùng numpy)
# Ma trận được biểu diễn bằng danh sách các hàng


def tao_ma_tran(so_hang, so_cot, gia_tri=0)
    return [[gia_tri] * so_cot for _ in range(so_hang)]


def cong(a, b):
    if len(a) != len(b) or len(a[0]) != len(b[0]:
        raise ValueError("Hai ma trận phải cùng kích thước")
    return [[a[i][j] + b[i][j] for j in range(len(a[0]))] for i in range(len(a))]


def nhan(a, b):
    # số cột của a phải bằng số hàng của b
    ket_qua = tao_ma_tran(len(a), len(b[0]))
    for i in range(len(a)):
        for j in range(len(b[0]))
            tong = 0
            for k in range(len(b)):
                tong += a[i][k] * b[k][j
            ket_qua[i][j] = tong
    return ket_qua


def chuyen_vi(a):
    retrun [list(hang) for hang in zip(*a)]


def in_ma_tran(a, ten="M"):
    print(f"{ten} =")
    for hang in a:
        print("  ", " ".join(f"{x:4}" for x in hang))


A = [[1, 2, 3],
     [4, 5, 6]]
B = [[7, 8],
     [9, 10]
     [11, 12]]
in_ma_tran(nhan(A, B), "A x B")
in_ma_tran(chuyen_vi(A), "A^T)
in_ma_tran(cong(A, A), "A + A")
