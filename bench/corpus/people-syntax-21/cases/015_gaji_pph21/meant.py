# Hitung gaji bersih karyawan + PPh 21 metode TER (PP 58/2023), BPJS
# Dibuat oleh Dewi (staf payroll, CV Sinar Jaya, Surabaya) -- jangan diubah tanpa bilang
import csv
from decimal import Decimal, ROUND_DOWN

TAHUN = 2024
PERSEN_JHT_KARYAWAN = 2
PERSEN_JP_KARYAWAN = 1
PERSEN_BPJS_KES_KARYAWAN = 1
BATAS_UPAH_JP = Decimal("10042300")
BATAS_UPAH_KES = Decimal("12000000")

# TER kategori A (TK/0, TK/1, K/0): (batas atas bruto sebulan, tarif %)
TER_A = [
    (Decimal("5400000"), Decimal("0")),
    (Decimal("5650000"), Decimal("0.25")),
    (Decimal("5950000"), Decimal("0.5")),
    (Decimal("6300000"), Decimal("0.75")),
    (Decimal("6750000"), Decimal("1")),
    (Decimal("7500000"), Decimal("1.25")),
    (Decimal("8550000"), Decimal("1.5")),
    (Decimal("9650000"), Decimal("1.75")),
    (Decimal("10050000"), Decimal("2")),
    (Decimal("10350000"), Decimal("2.25")),
    (Decimal("10700000"), Decimal("2.5")),
    (Decimal("11050000"), Decimal("3")),
    (Decimal("11600000"), Decimal("3.5")),
]
TARIF_TERTINGGI_A = Decimal("4")  # sisa tabel dipotong, cukup untuk kantor kami


def atur_tahun(thn):
    global TAHUN
    TAHUN = thn


def tarif_ter(bruto):
    for batas, tarif in TER_A:
        if bruto <= batas:
            return tarif
    return TARIF_TERTINGGI_A


def rupiah(x):
    return "Rp " + f"{x:,.0f}".replace(",", ".")


def hitung(baris):
    gaji = Decimal(baris["gaji_pokok"])
    tunjangan = Decimal(baris["tunjangan"] or "0")
    bruto = gaji + tunjangan
    jht = bruto * PERSEN_JHT_KARYAWAN / 100
    jp = min(bruto, BATAS_UPAH_JP) * PERSEN_JP_KARYAWAN / 100
    kes = min(bruto, BATAS_UPAH_KES) * PERSEN_BPJS_KES_KARYAWAN / 100
    pph = (bruto * tarif_ter(bruto) / 100).quantize(Decimal("1"), rounding=ROUND_DOWN)
    if baris["status"] == "K" and baris["npwp"] == "":
        pph = pph * Decimal("1.2")  # tanpa NPWP: 20% lebih tinggi
    bersih = bruto - jht - jp - kes - pph
    return bruto, jht + jp + kes, pph, bersih


def main(berkas="gaji_mei.csv"):
    atur_tahun(2024)
    total_pph = Decimal(0)
    with open(berkas, newline="", encoding="utf-8") as f:
        for baris in csv.DictReader(f):
            bruto, bpjs, pph, bersih = hitung(baris)
            total_pph += pph
            print(f"{baris['nama']:<20} bruto {rupiah(bruto):>15}  BPJS {rupiah(bpjs):>12}"
                  f"  PPh21 {rupiah(pph):>12}  bersih {rupiah(bersih):>15}")
    print(f"Total PPh 21 disetor tahun {TAHUN}: {rupiah(total_pph)}")


if __name__ == "__main__":
    main()
