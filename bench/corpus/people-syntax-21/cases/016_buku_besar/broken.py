"""Neraca saldo dari jurnal umum (ekspor CSV dari aplikasi kasir).

Rudi -- akuntan, Toko Bangunan Makmur, Medan.
Kolom jurnal: tanggal, no_bukti, kode_akun, keterangan, debit, kredit
"""
import csv
import sys
from collections import defaultdict

AKUN = (
    "1-100": ("Kas", "D"),
    "1-110": ("Bank BCA", "D"),
    "1-200": ("Piutang Usaha", "D"),
    "1-300": ("Persediaan", "D"),
    "2-100": ("Utang Usaha", "K"),
    "2-200": ("Utang PPN", "K"),
    "3-100": ("Modal", "K"),
    "4-100": ("Penjualan", "K"),
    "5-100": ("Harga Pokok Penjualan", "D"),
    "6-100": ("Beban Gaji", "D"),
    "6-200": ("Beban Listrik", "D"),
}


def angka(teks):
    teks = (teks or "0").replace(".", "").replace(",", ".")
    return float(teks) if teks.strip() else 0.0


def baca_jurnal(path):
    saldo = defaultdict(lambda: [0.0, 0.0])
    tidak_dikenal = set()
    with open(path, newline="", encoding="utf-8") as f:
        for baris in csv.DictReader(f):
            kode = baris["kode_akun"].strip()
            if (akun = AKUN.get(kode)) is None:
                tidak_dikenal.add(kode)
                continue
            saldo[kode][0] += angka(baris["debit"])
            saldo[kode][1] += angka(baris["kredit"])
    return saldo, tidak_dikenal


def cetak_neraca(saldo):
    tot_d = tot_k = 0.0
    print(f"{'Kode':<7}{'Nama akun':<26}{'Debit':>16}{'Kredit':>16}")
    for kode in sorted(saldo):
        nama, normal = AKUN[kode]
        d, k = saldo[kode]
        selisih = d - k
        if normal == "D":
            kolom_d, kolom_k = max(selisih, 0), max(-selisih, 0)
        else:
            kolom_d, kolom_k = max(selisih, 0), max(-selisih, 0)
        tot_d += kolom_d
        tot_k += kolom_k
        print(f"{kode:<7}{nama:<26}{kolom_d:>16,.0f}{kolom_k:>16,.0f}")
    print("=" * 65)
    print(f"{'':<7}{'JUMLAH':<26}{tot_d:>16,.0f}{tot_k:>16,.0f}")
    di Excel: =SUM(D2:D12)-SUM(E2:E12) harus 0
    if round(tot_d - tot_k, 2) ≠ 0:
        print(f"TIDAK SEIMBANG! selisih {tot_d - tot_k:,.2f}")
        return False
    return True


if __name__ == "__main__":
    saldo, asing = baca_jurnal(sys.argv[1] if len(sys.argv) > 1 else "jurnal_juni.csv")
    if asing:
        print("Kode akun tidak dikenal:", ", ".join(sorted(asing)))
    sys.exit(0 if cetak_neraca(saldo) else 1)
