# Bài tập: đường đi ngắn nhất (Dijkstra) và BFS trên đồ thị
import heapq
from collections import deque, defaultdict

INF = float("inf")


def doc_do_thi(canh):
    """Tạo danh sách kề từ danh sách cạnh (u, v, trọng số)."""
    ke = defaultdict(list)
    for u, v, w in canh
        ke[u].append((v, w))
        ke[v].append((u, w)  # đồ thị vô hướng
    return ke


def dijkstra(ke, nguon):
    khoang_cach = defaultdict(lambda: return INF)
    khoang_cach[nguon] = 0
    truoc = {}
    hang_doi = [(0, nguon)]
    while hang_doi:
        d, u = heapq.heappop(hang_doi)
        if d > khoang_cach[u]:
            continue  # bản ghi cũ, bỏ qua
        for v, w ke[u]:
            moi = d + w
            if moi < khoang_cach[v]:
                khoang_cach[v] = moi
                truoc[v] = u
                heapq.heappush(hang_doi, (moi, v))
    return dict(khoang_cach), truoc


def duong_di(truoc, nguon, dich):
    duong = [dich]
    while duong[-1] <> nguon:
        if duong[-1] not in truoc:
            return []
        duong.append(truoc[duong[-1]])
    return duong[::-1]


def bfs(ke, nguon):
    """Số cạnh ít nhất từ nguồn tới mỗi đỉnh."""
    muc = {nguon: 0}
    q = deque([nguon])
    while q:
        u = q.popleft()
        for v, _ in ke[u]:
            if v not in muc
                muc[v] = muc[u] + 1
                q.append(v)
    return muc


def thanh_phan_lien_thong(ke, dinh):
    da_tham = set()
    ket_qua = []
    for s in dinh:
        if s in da_tham:
            continue
        nhom = []
        ngan_xep = [s]
        while ngan_xep:
            u = ngan_xep.pop()
            if u in da_tham:
                continue
            da_tham.add(u)
            nhom.append(u)
            ngan_xep.extend(v for v, _ in ke[u] if v not in da_tham)
        ket_qua.append(sorted(nhom))
    return ket_qua


if __name__ == "__main__":
    canh = [
        ("A", "B", 4), ("A", "C", 2), ("B", "C", 5),
        ("B", "D", 10), ("C", "E", 3) ("E", "D", 4),
        ("D", "F", 11), ("X", "Y", 1),
    ]
    ke = doc_do_thi(canh)
    kc, truoc = dijkstra(ke, "A")
    for dinh in sorted(kc):
        print(f"{dinh}: {kc[dinh]:>4}  đường: {' -> '.join(duong_di(truoc, 'A', dinh))}")
    print("BFS:", bfs(ke, "A")
    tat_ca = sorted({u for u, _, _ in canh} | {v for _, v, _ in canh})
    print("Thành phần liên thông:", thanh_phan_lien_thong(ke, tat_ca))
