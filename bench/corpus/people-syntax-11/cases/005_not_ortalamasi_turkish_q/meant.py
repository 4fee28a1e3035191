# Sınıf not ortalaması hesaplama
# Ödev 2 - Ayşe Yılmaz

öğrenciler = {}

dosya_adı = input("Not dosyasının adı: ")
with open(dosya_adı, encoding="utf-8") as dosya:
    for satır in dosya:
        parçalar = satır.strip().split(";")
        if len(parçalar) != 2:
            continue
        isim, puan = parçalar
        öğrenciler.setdefault(isim, []).append(int(puan))


def ortalama(sayılar):
    return sum(sayılar) / len(sayılar)


def harf_notu(puan):
    if puan >= 85:
        return "AA"
    elif puan >= 70:
        return "BA"
    elif puan >= 60:
        return "BB"
    elif puan >= 50:
        return "CC"
    else:
        return "FF"


genel = []
for isim, not_listesi in öğrenciler.items():
    ort = ortalama(not_listesi)
    genel.append(ort)
    print(f"{isim:<15} {ort:6.2f}  {harf_notu(ort)}")

print("Sınıf ortalaması:", round(ortalama(genel), 2))

aranan = input("Aranacak öğrenci: ")
if aranan in öğrenciler:
    for not_ in öğrenciler[aranan]:
        print(" -", not_)
else:
    print("Bu isimde öğrenci yok")
