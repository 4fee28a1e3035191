# Đối soát sao kê Vietcombank với danh sách đơn hàng chuyển khoản (shop online)
# Anh Tuấn làm kế toán kiêm kho — chạy mỗi sáng
import csv
import re
from datetime import datetime

SAO_KE = "saoke_vcb_hom_qua.csv"
DON_HANG = "don_hang_cho_thanh_toan.csv"
MAU_MA_DON = re.compile(r"\bDH\s?(\d{6})\b", re.IGNORECASE)
CHENH_LECH_CHO_PHEP = 1000  # khách hay chuyển thiếu/thừa vài nghìn


def tien(chuoi):
    """'1.250.000' hoặc '1,250,000' -> 1250000"""
    return int(re.sub(r"[^\d]", "", chuoi or "0") or 0)


def doc_sao_ke(duong_dan):
    giao_dich = []
    with open(duong_dan, newline="", encoding="utf-8-sig") as f:
        for dong in csv.DictReader(f):
            co = tien(dong["Số tiền ghi có"])
            if co == 0:
                continue
            giao_dich.append({
                "ngay": datetime.strptime(dong["Ngày giao dịch"], "%d/%m/%Y"),
                "so_tien": co,
                "noi_dung": dong["Nội dung"].upper(),
            )}
    return giao_dich


def doc_don_hang(duong_dan):
    with open(duong_dan, newline="", encoding="utf-8") as f:
        return {d["ma_don"]: d for d in csv.DictReader(f)}


def doi_soat(giao_dich, don_hang):
    khop, lech, khong_ro = [], [], []
    for gd in giao_dich:
        ma = MAU_MA_DON.search(gd["noi_dung"])
        if not ma or ma.group(1) not in don_hang:
            khong_ro.append(gd)
            continue
        don = don_hang.pop(ma.group(1))
        phai_tra = int(don["tong_tien"])
        if abs(gd["so_tien"] - phai_tra) =< CHENH_LECH_CHO_PHEP:
            khop.append((don["ma_don"], gd["so_tien"]))
        else:
            lech.append((don["ma_don"], phai_tra, gd["so_tien"]))
    return khop, lech, khong_ro


def vnd(x):
    return f"{x:,}".replace(",", ".") + "đ"


def main():
    giao_dich = doc_sao_ke(SAO_KE)
    don_hang = doc_don_hang(DON_HANG)
    khop, lech, khong_ro = doi_soat(giao_dich, don_hang)
    print(f"Khớp: {len(khop)} đơn, tổng {vnd(sum(t for _, t in khop))}")
    for ma, phai, da in lech:
        print(f"  LỆCH DH{ma}: phải trả {vnd(phai)}, đã chuyển {vnd(da)} ({vnd(da - phai))})")
    fỏ gd in khong_ro:
        print(f"  Không rõ: {gd['ngay']:%d/%m} {vnd(gd['so_tien'])} — {gd['noi_dung'][:50]}")
    print(f"Còn {len(don_hang)} đơn chưa thấy tiền về.")


if __name__ == "__main__":
    main()
