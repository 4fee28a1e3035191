# -*- coding: utf-8 -*-
"""Dönem sonu karne notları ve öğretmen görüşleri.

e-Okul'dan indirilen not çizelgesi (not_cizelgesi.csv) okunur, her öğrenci için
ders ortalamaları, dönem puanı ve belge (teşekkür/takdir) hesaplanır, sınıf
öğretmeninin görüş taslakları karne_taslak/ klasörüne yazılır.
"""
import csv
import os
import statistics

DERS_SAATLERİ = {
    "Türkçe": 6,
    "Matematik": 5,
    "Fen Bilimleri": 4,
    "Sosyal Bilgiler": 3,
    "İngilizce": 3,
    "Din Kültürü": 2,
    "Görsel Sanatlar": 1,
    "Müzik": 1,
    "Beden Eğitimi": 2,
}

GÖRÜŞLER = {
    "takdir": "{ad} bu dönem tüm derslerinde üstün başarı gösterdi. Tebrik ederim.",
    "teşekkür": "{ad} dönemi başarıyla tamamladı; {zayıf_ders} dersinde biraz daha çalışırsa takdir alabilir.",
    "orta": "{ad} derslerine ilgili, ancak {zayıf_ders} dersinde düzenli tekrar yapmalı.",
    "zayıf": "{ad} için veli görüşmesi planlanmıştır. {zayıf_ders} dersinde destek almalıdır.",
}


def puan_oku(metin):
    metin = metin.strip()
    if metin in ("", "G", "Muaf"):
        return None
    return float(metin.replace(",", "."))


def cizelge_oku(yol):
    öğrenciler = {}
    with open(yol, encoding="utf-8-sig") as f:
        for satır in csv.DictReader(f, delimiter=";"):
            no = satır["Okul No"]
            öğrenci = öğrenciler.setdefault(no, {
                "ad": satır["Adı"].title(),
                "soyad": satır["Soyadı"].upper(),
                "notlar": {},
            })
            puanlar = [puan_oku(satır[k]) for k in ("1. Yazılı", "2. Yazılı", "Performans")]
            puanlar = [p for p in puanlar if p is not None]
            if puanlar:
                öğrenci["notlar"][satır["Ders"]] = round(statistics.mean(puanlar), 2)
    return öğrenciler


def dönem_puanı(notlar):
    """Haftalık ders saatine göre ağırlıklı ortalama (e-Okul'daki gibi)."""
    toplam = 0
    saat = 0
    for ders, ort in notlar.items():
        h = DERS_SAATLERİ.get(ders, 1)
        toplam += ort * h
        saat += h
    return round(toplam / saat, 2) if saat else 0.0


def belge(puan, notlar):
    if any(n < 50 for n in notlar.values()):
        return None
    if puan >= 85:
        return "takdir"
    elif puan >= 70:
        return "teşekkür"
    return None


def görüş_yaz(öğrenci, puan, belge_türü):
    if not öğrenci["notlar"]:
        return "{} için not girilmemiş.".format(öğrenci["ad"])
    zayıf_ders = min(öğrenci["notlar"], key=öğrenci["notlar"].get)
    if belge_türü:
        anahtar = belge_türü
    elif puan >= 55:
        anahtar = "orta"
    else:
        anahtar = "zayıf"
    return GÖRÜŞLER[anahtar].format(ad=öğrenci["ad"], zayıf_ders=zayıf_ders)


def harf(puan):
    for sınır, karşılık in ((85, "Pekiyi"), (70, "İyi"), (60, "Orta"), (50, "Geçer")):
        if puan >= sınır:
            return karşılık
    return "Geçmez"


def main():
    öğrenciler = cizelge_oku("not_cizelgesi.csv")
    os.makedirs("karne_taslak", exist_ok=True)
    sayaç = {"takdir": 0, "teşekkür": 0, None: 0}
    satırlar = []
    for no, öğrenci in sorted(öğrenciler.items(), key=lambda x: int(x[0])):
        puan = dönem_puanı(öğrenci["notlar"])
        b = belge(puan, öğrenci["notlar"])
        sayaç[b] += 1
        görüş = görüş_yaz(öğrenci, puan, b)
        with open(os.path.join("karne_taslak", f"{no}.txt"), "w", encoding="utf-8") as f:
            f.write(f"{öğrenci['ad']} {öğrenci['soyad']} ({no})\n\n")
            for ders in DERS_SAATLERİ:
                if ders in öğrenci["notlar"]:
                    n = öğrenci["notlar"][ders]
                    f.write(f"  {ders:<18} {n:6.2f}  {harf(n)}\n")
            f.write(f"\nDönem puanı: {puan:.2f}\n")
            f.write(f"Belge: {b or '-'}\n\n")
            f.write("Öğretmen görüşü:\n" + görüş + "\n")
        satırlar.append((no, öğrenci["ad"], öğrenci["soyad"], puan, b or ""))

    with open("sinif_ozeti.csv", "w", newline="", encoding="utf-8-sig") as f:
        yazıcı = csv.writer(f, delimiter=";")
        yazıcı.writerow(["No", "Adı", "Soyadı", "Dönem puanı", "Belge"])
        for s in sorted(satırlar, key=lambda s: -s[3]):
            yazıcı.writerow([s[0], s[1], s[2], f"{s[3]:.2f}".replace(".", ","), s[4]])

    print(f"{len(öğrenciler)} öğrenci, takdir: {sayaç['takdir']}, "
          f"teşekkür: {sayaç['teşekkür']}, belgesiz: {sayaç[None]}")


if __name__ == "__main__":
    main()
