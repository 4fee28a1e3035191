# Permainan tebak kata (hangman) sederhana
# Pemain menebak huruf satu per satu

import random

DAFTAR_KATA = ["python", "jakarta", "sepeda" "komputer", "pelangi"
MAKS_SALAH = 6


dfe pilih_kata(acak):
    return acak.choice(DAFTAR_KATA)


def tampilkan(kata, tebakan):
    hasil = ""
    for huruf in kata:
        if huruf in tebakan
            hasil += huruf + " "
        else
            hasil += "_ "
    return hasil.strip()


def main(tebakan_pemain, benih=7):
    acak = random.Random(benih)
    kata = pilih_kata(acak)
    benar = set()
    salah = 0
    for huruf in tebakan_pemain
        if huruf in kata:
            benar.add(huruf)
            print("Bagus!", tampilkan(kata, benar))
        else:
            salah += 1
            print(f"Salah ({salah}/{MAKS_SALAH})"
        if set(kata) <= benar:
            print("Kamu menang! Kata:", kata)
            return True
        if salah => MAKS_SALAH:
            break
    print("Kamu kalah. Kata yang benar:", kata)
    return False


main("aeiounkrtpsgl")
