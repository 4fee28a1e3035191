# Tugas Praktikum 2 - Menghitung luas bangun datar
# Nama: Budi Santoso, NIM: 23051234

import math

def luas_persegi(sisi):
    return sisi * sisi

def luas_persegi_panjang(panjang, lebar):
    return panjang * lebar

def luas_segitiga(alas, tinggi):
    return 0.5 * alas * tinggi

def luas_lingkaran(jari_jari):
    return math.pi * jari_jari ** 2

pilihan = -1
while pilihan != 0:
    print("=== MENU ===")
    print("1. Persegi")
    print("2. Persegi panjang")
    print("3. Segitiga")
    print("4. Lingkaran")
    print("0. Keluar")
    pilihan = int(input("Pilih menu: "))

    if pilihan == 1:
        s = float(input("Sisi: "))
        print("Luas persegi =", luas_persegi(s))
    elif pilihan == 2:
        p = float(input("Panjang: "))
        l = float(input("Lebar: "))
        print("Luas persegi panjang =", luas_persegi_panjang(p, l))
    elif pilihan == 3:
        a = float(input("Alas: "))
        t = float(input("Tinggi: "))
        print("Luas segitiga =", luas_segitiga(a, t))
    elif pilihan == 4:
        r = float(input("Jari-jari: "))
        print("Luas lingkaran =", round(luas_lingkaran(r), 2))
    elif pilihan == 0:
        print("Terima kasih!")
    else:
        print("Pilihan tidak ada")
