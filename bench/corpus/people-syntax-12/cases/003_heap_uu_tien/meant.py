# Bài tập tuần 7 - CTDL & GT
# Hàng đợi ưu tiên bằng min-heap (mảng), không dùng thư viện heapq
# SV: Nguyễn Minh Khoa - MSSV 21520734


class MinHeap:
    def __init__(self, ds=None):
        self.a = []
        if ds:
            self.a = list(ds)
            # vun đống từ dưới lên, O(n)
            for i in range(len(self.a) // 2 - 1, -1, -1):
                self._vun_xuong(i)

    def __len__(self):
        return len(self.a)

    def __bool__(self):
        return len(self.a) > 0

    def __repr__(self):
        return f"MinHeap({self.a})"

    def top(self):
        if not self.a:
            raise IndexError("heap rỗng")
        return self.a[0]

    def push(self, x):
        self.a.append(x)
        self._vun_len(len(self.a) - 1)

    def pop(self):
        if not self.a:
            raise IndexError("pop từ heap rỗng")
        cuoi = self.a.pop()
        if not self.a:
            return cuoi
        goc = self.a[0]
        self.a[0] = cuoi
        self._vun_xuong(0)
        return goc

    def _vun_len(self, i):
        # đẩy phần tử ở vị trí i lên trên khi còn nhỏ hơn cha
        while i > 0:
            cha = (i - 1) // 2
            if self.a[i] < self.a[cha]:
                self.a[i], self.a[cha] = self.a[cha], self.a[i]
                i = cha
            else:
                break

    def _vun_xuong(self, i):
        n = len(self.a)
        while True:
            trai, phai = 2 * i + 1, 2 * i + 2
            nho = i
            if trai < n and self.a[trai] < self.a[nho]:
                nho = trai
            if phai < n and self.a[phai] < self.a[nho]:
                nho = phai
            if nho == i:
                return
            self.a[i], self.a[nho] = self.a[nho], self.a[i]
            i = nho


def heap_sort(ds):
    """Sắp xếp tăng dần bằng MinHeap, O(n log n)."""
    h = MinHeap(ds)
    return [h.pop() for _ in range(len(h))]


def k_nho_nhat(ds, k):
    h = MinHeap(ds)
    kq = []
    while h and len(kq) < k:
        kq.append(h.pop())
    return kq


class CongViec:
    """Công việc có độ ưu tiên; số nhỏ hơn = ưu tiên cao hơn."""

    def __init__(self, uu_tien, ten):
        self.uu_tien = uu_tien
        self.ten = ten

    def __lt__(self, khac):
        return self.uu_tien < khac.uu_tien

    def __repr__(self):
        return f"{self.ten}({self.uu_tien})"


if __name__ == "__main__":
    print(heap_sort([5, 2, 9, 1, 5, 6, 0]))
    print(k_nho_nhat([7, 3, 8, 1, 4], 3))
    q = MinHeap()
    for cv in [CongViec(3, "giat do"), CongViec(1, "lam bai tap"), CongViec(2, "di cho")]:
        q.push(cv)
    while q:
        print(q.pop(), end=" ")
    print()
