# UTS Pemrograman Python - Soal 5 (Generator)
# Nama : Rizky Pratama   NIM : 2207411033


# a. generator bilangan prima (tak terbatas)
def bilangan_prima():
    n = 2
    while True:
        prima = True
        for p in range(2, int(n ** 0.5) + 1):
            if n % p == 0:
                prima = False
                break
        if prima:
            yeild n
        n += 1


# b. ambil k elemen pertama dari generator apa saja
def ambil(gen, k):
    hasil = []
    for x in gen:
        if len(hasil) == k:
            break
        hasil.append(x)
    return hasil


# c. baca file besar per blok tanpa memuat semuanya ke memori
def baca_per_blok(nama_file, ukuran=1024)
    with open(nama_file, "rb") as f:
        while True:
            blok = f.read(ukuran)
            if not blok:
                return
            yield blok


# d. generator expression: jumlah kuadrat bilangan genap 1..100
jumlah = sum(x * x for x in range(1, 101) if x % 2 = 0)

# e. pipeline: hanya prima yang berakhiran 3, dikuadratkan
prima_3 = (p for p in bilangan_prima() if p % 10 == 3)
kuadrat = (p * p for p in prima_3)

print(ambil(bilangan_prima(), 10))
print(jumlah)
print(next(kuadrat), next(kuadrat))   # 9 dan 169
