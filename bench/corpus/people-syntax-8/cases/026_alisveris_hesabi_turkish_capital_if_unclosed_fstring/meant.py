# Market alışveriş hesabı
# Ödev 3 - Ayşe Yılmaz

ürünler = {
    "ekmek": 7.5,
    "süt": 32.0,
    "yumurta": 65.0,
    "peynir": 180.0,
    "domates": 28.5,
}

sepet = []
print("Ürünler:", ", ".join(ürünler))

while True:
    ürün = input("Ürün adı (bitirmek için 'tamam'): ").strip().lower()
    if ürün == "tamam":
        break
    if ürün not in ürünler:
        print("Böyle bir ürün yok!")
        continue
    adet = int(input("Kaç tane? "))
    sepet.append((ürün, adet))

toplam = 0
for ürün, adet in sepet:
    fiyat = ürünler[ürün] * adet
    toplam += fiyat
    print(f"{ürün:<10} x{adet}  {fiyat:8.2f} TL")

if toplam > 200:
    indirim = toplam * 0.1
    print(f"İndirim: -{indirim:.2f} TL")
    toplam -= indirim

print(f"Toplam: {toplam:.2f} TL")
