# Tổng hợp hóa đơn điện tử (XML) đầu vào theo tháng -> bảng kê Excel
# Chị Hằng, kế toán công ty TNHH Minh Phát, Đà Nẵng
import glob
import xml.etree.ElementTree as ET
from decimal import Decimal

from openpyxl import Workbook
from openpyxl.styles import Font

THU_MUC = "hoadon/2024-05/*.xml"
THUE_SUAT_HOP_LE = {"0%", "5%", "8%", "10%", "KCT", "KKKNT"}
NGUONG_CHUYEN_KHOAN = 20000000  # từ 20 triệu phải thanh toán không dùng tiền mặt


def so(text):
    return Decimal(text or "0")


def dinh_dang_vnd(x):
    """1234567 -> '1.234.567' (kiểu Việt Nam)"""
    return f"{int(x):,}".replace(",", ".")


def doc_hoa_don(duong_dan):
    goc = ET.parse(duong_dan).getroot()
    ttchung = goc.find(".//TTChung")
    nban = goc.find(".//NBan")
    tong = goc.find(".//TToan")
    dong_thue = []
    for lt in goc.iterfind(".//LTSuat"):
        dong_thue.append((lt.findtext("TSuat"), so(lt.findtext("ThTien")), so(lt.findtext("TThue"))))
    return {
        "so_hd": ttchung.findtext("SHDon"),
        "ky_hieu": ttchung.findtext("KHHDon"),
        "ngay": ttchung.findtext("NLap"),
        "mst_ban": nban.findtext("MST"),
        "ten_ban": nban.findtext("Ten"),
        "tien_hang": so(tong.findtext("TgTCThue")),
        "tien_thue": so(tong.findtext("TgTThue")),
        "tong_cong": so(tong.findtext("TgTTTBSo")),
        "thue_suat": dong_thue,
    }


def kiem_tra(hd):
    loi = []
    if hd["tien_hang"] + hd["tien_thue"] != hd["tong_cong"]:
        loi.append("tổng cộng không khớp")
    for ts, _, _ in hd["thue_suat"]:
        if ts not in THUE_SUAT_HOP_LE:
            loi.append(f"thuế suất lạ: {ts}")
    if len(hd["mst_ban"] or "") not in (10, 14):
        loi.append("MST người bán sai độ dài")
    if hd["tong_cong"] >= NGUONG_CHUYEN_KHOAN:
        loi.append("từ 20 triệu: cần chứng từ chuyển khoản")
    return loi


def main():
    wb = Workbook()
    ws = wb.active
    ws.title = "Bảng kê đầu vào"
    tieu_de = ["Ký hiệu", "Số HĐ", "Ngày", "MST người bán", "Tên người bán",
               "Tiền hàng", "Tiền thuế", "Tổng cộng", "Ghi chú"]
    ws.append(tieu_de)
    for o in ws[1]:
        o.font = Font(bold=True)
    tong_thue = Decimal(0)
    for duong_dan in sorted(glob.glob(THU_MUC)):
        hd = doc_hoa_don(duong_dan)
        loi = kiem_tra(hd)
        ws.append([hd["ky_hieu"], hd["so_hd"], hd["ngay"], hd["mst_ban"], hd["ten_ban"],
                   float(hd["tien_hang"]), float(hd["tien_thue"]), float(hd["tong_cong"]),
                   "; ".join(loi)])
        tong_thue += hd["tien_thue"]
    wb.save("bang_ke_dau_vao_2024-05.xlsx")
    print("Tổng thuế GTGT đầu vào:", dinh_dang_vnd(tong_thue), "đ")


if __name__ == "__main__":
    main()
