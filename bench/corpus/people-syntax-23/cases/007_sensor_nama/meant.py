"""
sensor_nama.py - menyamarkan nama para pihak di salinan putusan / kontrak (.docx)
sebelum dikirim ke klien lain atau dipakai sebagai contoh.

Kantor Hukum Siregar & Rekan, Jakarta Selatan
Pakai:  python sensor_nama.py putusan.docx daftar_nama.txt
"""
import re
import sys
from pathlib import Path

from docx import Document

PENGGANTI = "[DISAMARKAN]"
GELAR = r"(?:(?:Dr|Ir|Drs|Hj|H|Prof)\.\s*)*"


def baca_daftar(path):
    # satu nama per baris; baris kosong dan baris '#' dilewati
    nama = []
    for baris in Path(path).read_text(encoding="utf-8").splitlines():
        baris = baris.strip()
        if not baris or baris.startswith("#"):
            continue
        nama.append(baris)
    # nama panjang dulu supaya "Budi Santoso" diganti sebelum "Budi"
    nama.sort(key=len, reverse=True)
    return nama


def buat_pola(daftar):
    bagian = [GELAR + re.escape(n) + r"(?:,?\s*(?:S\.H\.|M\.H\.|S\.E\.|M\.Kn\.))*" for n in daftar]
    return re.compile(r"\b(?:" + "|".join(bagian) + r")\b", re.IGNORECASE)


def sensor_paragraf(par, pola):
    teks = par.text
    baru, jumlah = pola.subn(PENGGANTI, teks)
    if jumlah == 0:
        return 0
    # format per run hilang, tapi untuk salinan contoh tidak masalah
    for run in par.runs[1:]:
        run.text = ""
    if par.runs:
        par.runs[0].text = baru
    else:
        par.add_run(baru)
    return jumlah


def sensor_dokumen(path_docx, pola):
    doc = Document(path_docx)
    total = 0
    for par in doc.paragraphs:
        total += sensor_paragraf(par, pola)
    for tabel in doc.tables:
        for baris in tabel.rows:
            for sel in baris.cells:
                for par in sel.paragraphs:
                    total += sensor_paragraf(par, pola)
    for bagian in doc.sections:
        for par in bagian.header.paragraphs:
            total += sensor_paragraf(par, pola)
    hasil = Path(path_docx).with_name(Path(path_docx).stem + "_disamarkan.docx")
    doc.save(hasil)
    return hasil, total


def main():
    if len(sys.argv) != 3:
        print("Pakai: python sensor_nama.py <file.docx> <daftar_nama.txt>")
        sys.exit(1)
    daftar = baca_daftar(sys.argv[2])
    print("Jumlah nama di daftar:", len(daftar))
    pola = buat_pola(daftar)
    hasil, total = sensor_dokumen(sys.argv[1], pola)
    print(f"Selesai: {total} penggantian, disimpan ke {hasil}")
    if total == 0:
        print("PERINGATAN: tidak ada nama yang ditemukan, cek ejaan di daftar!")


if __name__ == "__main__":
    main()
