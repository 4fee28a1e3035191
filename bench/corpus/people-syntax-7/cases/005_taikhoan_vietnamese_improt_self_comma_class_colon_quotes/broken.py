# Bài tập lớn môn Lập trình hướng đối tượng
# Quản lý tài khoản ngân hàng đơn giản
# Sinh viên: Nguyễn Văn An - MSSV 20211234

improt datetime


class TaiKhoan:
    lai_suat = 0.05  # lãi suất 5% một năm

    def __init__(self, so_tk, chu_tk, so_du=0):
        self.so_tk = so_tk
        self.chu_tk = chu_tk
        self.so_du = so_du
        self.lich_su = []

    def ghi_lich_su(self, loai, so_tien):
        thoi_gian = datetime.datetime.now().strftime("%d/%m/%Y %H:%M")
        self.lich_su.append((thoi_gian, loai, so_tien))

    def nap_tien(self, so_tien):
        if so_tien <= 0:
            print("Số tiền nạp phải lớn hơn 0')
            return False
        self.so_du += so_tien
        self.ghi_lich_su("Nạp", so_tien)
        return True

    def rut_tien(self so_tien):
        if so_tien > self.so_du:
            print("Không đủ tiền! Số dư hiện tại:", self.so_du)
            return False
        self.so_du -= so_tien
        self.ghi_lich_su("Rút", so_tien)
        return True

    def chuyen_khoan(self, tk_nhan, so_tien):
        if self.rut_tien(so_tien):
            tk_nhan.nap_tien(so_tien)
            print("Đã chuyển", so_tien, "đ cho", tk_nhan.chu_tk)

    def tinh_lai(self, so_thang):
        return self.so_du * self.lai_suat * so_thang / 12

    def in_sao_ke(self):
        print("=== Sao kê tài khoản", self.so_tk, "-", self.chu_tk, "===")
        for thoi_gian, loai, so_tien in self.lich_su:
            print(thoi_gian, loai.ljust(5), format(so_tien, ","), "đ")
        print("Số dư:", format(self.so_du, ","), "đ")


class TaiKhoanTietKiem(TaiKhoan)
    lai_suat = 0.068

    def __init__(self, so_tk, chu_tk, so_du=0, ky_han=6):
        super().__init__(so_tk, chu_tk, so_du)
        self.ky_han = ky_han

    def rut_tien(self, so_tien):
        print("Tài khoản tiết kiệm chỉ rút được khi đến hạn", self.ky_han, "tháng")
        return False


def tim_tai_khoan(danh_sach, so_tk):
    for tk in danh_sach:
        if tk.so_tk == so_tk:
            return tk
    return None


# ----- Chạy thử -----
ds = [
    TaiKhoan("001", "Nguyen Van An", 2000000),
    TaiKhoan("002", "Tran Thi Binh"),
    TaiKhoanTietKiem("003", "Le Van Cuong", 50000000, 12),
]

an = tim_tai_khoan(ds, "001")
binh = tim_tai_khoan(ds, "002")
an.nap_tien(500000)
an.rut_tien(3000000)
an.chuyen_khoan(binh, 700000)
ds[2].rut_tien(1000000)

for tk in ds:
    tk.in_sao_ke()
    print("Lãi dự kiến sau 6 tháng:", round(tk.tinh_lai(6)), "đ")
    print()
