# Başkentler Bilgi Yarışması
# Elif, 9. sınıf - Python kulübü ödevi
import random
import time

sorular = [
    {"soru": "Türkiye'nin başkenti neresidir?",
     "secenekler": ["İstanbul", "Ankara", "İzmir", "Bursa"],
     "cevap": "Ankara"},
    {"soru": "Japonya'nın başkenti neresidir?",
     "secenekler": ["Kyoto", "Osaka", "Tokyo", "Nagoya"],
     "cevap": "Tokyo"},
    {"soru": "Kanada'nın başkenti neresidir?",
     "secenekler": ["Toronto", "Vancouver", "Montreal", "Ottawa"],
     "cevap": "Ottawa"},
    {"soru": "Avustralya'nın başkenti neresidir?",
     "secenekler": ["Sidney", "Melbourne", "Kanberra", "Perth"],
     "cevap": "Kanberra"},
    {"soru": "Brezilya'nın başkenti neresidir?",
     "secenekler": ["Rio de Janeiro", "Brasilia", "Sao Paulo", "Salvador"],
     "cevap": "Brasilia"},
    {"soru": "Mısır'ın başkenti neresidir?",
     "secenekler": ["İskenderiye", "Kahire", "Luksor", "Giza"],
     "cevap": "Kahire"},
]

puan = 0
can = 3
dogru_sayisi = 0

print("=" * 40)
print("   BAŞKENTLER BİLGİ YARIŞMASI")
print("=" * 40)
isim = input("Adın ne? ")
print("Merhaba " + isim + "! 3 canın var, her doğru 10 puan.")
time.sleep(1)

random.shuffle(sorular)

for numara, s in enumerate(sorular, start=1):
    print()
    print(str(numara) + ". " + s["soru"])
    harfler = ["a", "b", "c", "d"]
    for harf, secenek in zip(harfler, s["secenekler"]):
        print("   " + harf + ") " + secenek)

    baslangic = time.time()
    secim = input("Cevabın (a/b/c/d): ").strip().lower()
    sure = time.time() - baslangic

    try:
        indeks = harfler.index(secim)
    except ValueError:
        print("Geçersiz seçim, bu soru yanlış sayıldı.")
        can -= 1
        continue

    if s["secenekler"][indeks] == s["cevap"]:
        dogru_sayisi += 1
        puan += 10
        # hızlı cevaba bonus
        if sure < 5:
            puan += 5
            print("Doğru! Hızlı cevap bonusu +5")
        else:
            print("Doğru!")
    else:
        can -= 1
        print("Yanlış! Doğru cevap: " + s["cevap"])

    if can == 0:
        print("Canın bitti :(")
        break

print()
print("Oyun bitti, " + isim + "!")
print("Doğru sayısı: " + str(dogru_sayisi) + "/" + str(len(sorular)))
print("Puan: " + str(puan))

with open("skorlar.txt", "a", encoding="utf-8") as f:
    f.write(isim + ";" + str(puan) + "\n")
