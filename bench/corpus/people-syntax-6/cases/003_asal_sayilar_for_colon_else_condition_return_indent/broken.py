# Ödev 3: Asal sayılar ve mükemmel sayılar
# İsim: Elif Yılmaz

def asal_mı(sayı):
    if sayı < 2:
        return False
    for i in range(2, sayı)
        if sayı % i == 0:
            return False
    return True


def bölenler_toplamı(sayı):
    toplam = 0
    for i in range(1, sayı):
        if sayı % i == 0:
            toplam += i
   return toplam


üst_sınır = int(input("Üst sınırı girin: "))
asallar = []
mükemmeller = []

for n in range(1, üst_sınır + 1):
    if asal_mı(n):
        asallar.append(n)
    if bölenler_toplamı(n) == n:
        mükemmeller.append(n)

print("Asal sayılar:", asallar)
print("Mükemmel sayılar:", mükemmeller)

for n in asallar:
    if n % 10 == 3:
        print(n, "3 ile bitiyor")
    else n % 10 != 3:
        print(n)
