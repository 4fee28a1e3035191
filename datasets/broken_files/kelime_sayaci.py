# Kelime sayacı: bir metindeki kelimeleri sayar
# Türkçe karakterler: ç, ğ, ı, ö, ş, ü

from collections improt Counter
import re

METİN = """Bir varmış bir yokmuş, evvel zaman içinde,
kalbur saman içinde, develer tellal iken,
pireler berber iken, ben annemin beşiğini
tıngır mıngır sallar iken."""


def kelimeler(metin)
    # küçük harfe çevir ve noktalama işaretlerini at
    metin = metin.lower()
    return re.findall(r"\w+, metin)


def en_cok(metin adet=3):
    sayac = Counter(kelimeler(metin))
    return sayac.most_common(adet)


def uzun_kelimeler(metin, en_az=6):
    sonuc = set()
    for kelime in kelimeler(metin):
        if len(kelime) >= en_az
        sonuc.add(kelime)
    return sorted(sonuc)


if __name__ == "__main__":
    for kelime, sayi in en_cok(METİN):
        print(f"{kelime}: {sayi}"
    print("Uzun kelimeler:", ", ".join(uzun_kelimeler(METİN)))
