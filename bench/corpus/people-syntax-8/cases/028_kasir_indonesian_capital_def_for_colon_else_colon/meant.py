# Program kasir sederhana - tugas Pemrograman Dasar
# Nama: Rizky Pratama

daftar_harga = {"nasi goreng": 15000, "mie ayam": 12000, "es teh": 4000, "bakso": 13000}


def hitung_total(pesanan):
    total = 0
    for menu, jumlah in pesanan.items():
        total = total + daftar_harga[menu] * jumlah
    return total


def hitung_diskon(total):
    if total >= 50000:
        return total * 10 // 100
    return 0


pesanan = {}
for i in range(3):
    menu = input("Masukkan menu: ").lower()
    if menu in daftar_harga:
        jumlah = int(input("Jumlah: "))
        pesanan[menu] = pesanan.get(menu, 0) + jumlah
    else:
        print("Menu tidak ada")

total = hitung_total(pesanan)
diskon = hitung_diskon(total)
print("Total  : Rp", total)
print("Diskon : Rp", diskon)
print("Bayar  : Rp", total - diskon)
