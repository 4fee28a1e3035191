# 情報I 第7回 探索と整列（授業で使った例題のまとめ）
# 2年B組・C組 共通


def linear_search(a, target):
    """線形探索：先頭から順に調べる。見つからなければ -1 を返す。"""
    for i in range(len(a)):
        if a[i] == target:
            return i
    return -1


def binary_search(a, target):
    """二分探索：a は昇順に並んでいること！

    探す範囲 [lo, hi] を毎回半分にする。
    比較回数はおよそ log2(n) 回。
    """
    lo, hi = 0, len(a) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if a[mid] == target:
            return mid
        elif a[mid] < target:
            lo = mid + 1      # 右半分へ
        else:
            hi = mid - 1      # 左半分へ
    return -1


def bubble_sort(a):
    """バブルソート：隣どうしを比べて、大きい方を後ろへ送る。"""
    a = a[:]                  # 元のリストを壊さないようにコピー
    n = len(a)
    for i in range(n - 1):
        swapped = False
        for j in range(n - 1 - i):
            if a[j] > a[j + 1]:
                a[j], a[j + 1] = a[j + 1], a[j]
                swapped = True
        if not swapped:       # 一度も交換がなければもう整列済み
            break
    return a


def insertion_sort(a):
    """挿入ソート：トランプの手札を並べるイメージ。"""
    a = a[:]
    for i in range(1, len(a)):
        key = a[i]
        j = i - 1
        while j >= 0 and a[j] > key:
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = key
    return a


data = [38, 27, 43, 3, 9, 82, 10]
print("線形探索:", linear_search(data, 9))
print("バブル:", bubble_sort(data))
print("挿入:", insertion_sort(data))
s = sorted(data)
print("二分探索:", binary_search(s, 43), "/", binary_search(s, 5))
