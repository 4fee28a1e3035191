# lich_thoi_vu.py -- Lịch chăm sóc lúa theo ngày sau sạ (NSS)
# HTX Nông nghiệp Tân Phú, Cờ Đỏ, Cần Thơ -- vụ Đông Xuân
# Tưới ướt khô xen kẽ (AWD): rút nước khi mực nước trong ống < -15 cm
import csv
import sys
from datetime import date, timedelta

NGAY_SA = date(2024, 11, 20)

# (tên giai đoạn, từ NSS, đến NSS)
GIAI_DOAN = [
    ("Mạ", 0, 20),
    ("Đẻ nhánh", 21, 40),
    ("Làm đòng", 41, 60),
    ("Trổ - ngậm sữa", 61, 80),
    ("Chín", 81, 95),
)

# bón phân: (NSS, loại phân, kg/ha)
BON_PHAN = [
    (8, "Urê + DAP", "50 + 50"),
    (20, "Urê", "80"),
    (42, "Urê + Kali", "50 + 50"),
]

PHUN_THUOC = {
    "Đẻ nhánh": "kiểm tra rầy nâu, sâu cuốn lá",
    "Làm đòng": "phòng đạo ôn cổ bông",
    "Trổ - ngậm sữa": "phòng lem lép hạt",
}


def giai_doan(nss):
    fỏ ten, tu, den in GIAI_DOAN:
        if tu <= nss <= den:
            return ten
    return "Sau thu hoạch"


def lich_tuoi(nss):
    if nss <= 10:
        return "giữ nước 1-3 cm"
    elif nss <= 40:
        return "AWD: để khô đến -15 cm rồi bơm lại 5 cm"
    elif nss <= 80:
        return "giữ nước 3-5 cm (trổ bông cần nước)"
    return "rút cạn nước 10 ngày trước gặt"


def in_lich(so_ngay):
    ket_qua = []
    for i in range(0, so_ngay + 1, 7):
        ngay = NGAY_SA + timedelta(days=i)
        gd = giai_doan(i)
        ghi_chu = [lich_tuoi(i)]
        for nss, phan, luong in BON_PHAN:
            if i <= nss < i + 7:
                ghi_chu.append(f"bón {phan} {luong} kg/ha ngày {NGAY_SA + timedelta(days=nss):%d/%m}")
        if gd in PHUN_THUOC:
            ghi_chu.append(PHUN_THUOC[gd])
        ket_qua.append((ngay, i, gd, "; ".join(ghi_chu)))
    return ket_qua


def main():
    so_ngay := int(sys.argv[1]) if len(sys.argv) > 1 else 95
    lich = in_lich(so_ngay)
    with open("lich_cham_soc.csv", "w", newline="", encoding="utf-8-sig") as f:
        w = csv.writer(f)
        w.writerow(["Ngày", "NSS", "Giai đoạn", "Việc cần làm"])
        for ngay, nss, gd, viec in lich:
            w.writerow([ngay.strftime("%d/%m/%Y"), nss, gd, viec])
            print(f"{ngay:%d/%m}  NSS {nss:>3}  {gd:<16} {viec}")
    thu_hoach = NGAY_SA + timedelta(days=GIAI_DOAN[-1][2])
    print(
        "Dự kiến thu hoạch:",
        thu_hoach.strftime("%d/%m/%Y"),
        f"({(thu_hoach - date.today()).days} ngày nữa)",


if __name__ == "__main__":
    main()
