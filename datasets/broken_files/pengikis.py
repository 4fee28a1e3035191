# Pengikis berita ringkas - tugasan kursus Pengaturcaraan Web
# Menggunakan requests dan BeautifulSoup
import csv
import re
import time
from urllib.parse import urljoin

import requests
from bs4 import BeautifulSoup

URL_ASAS = "https://contoh-berita.my/"
PENGEPALA = {"User-Agent": "Mozilla/5.0 (tugasan pelajar)"}
CORAK_TARIKH = re.compile(r"(\d{1,2})/(\d{1,2})/(\d{4})")


def ambil(url, cubaan=3)
    """Muat turun halaman, cuba semula jika gagal."""
    for i in range(cubaan):
        try:
            jawapan = requests.get(url, headers=PENGEPALA, timeout=10)
            jawapan.raise_for_status()
            return jawapan.text
        except requests.RequestException, ralat:
            print(f"Cubaan {i + 1} gagal: {ralat}")
            time.sleep(2 ** i)
    return None


def tarikh_iso(teks):
    padanan = CORAK_TARIKH.search(teks or "")
    if not padanan:
        return ""
    hari, bulan, tahun = padanan.groups()
    return f"{tahun}-{int(bulan):02d}-{int(hari):02d}


def hurai_senarai(html):
    sup = BeautifulSoup(html, "html.parser")
    artikel = []
    for kad in sup.select("div.artikel"):
        pautan = kad.find("a", href=True)
        if pautan is None:
            continue
        artikel.append({
            "tajuk": pautan.get_text(strip=True)
            "url": urljoin(URL_ASAS, pautan["href"]),
            "tarikh": tarikh_iso(kad.find("span", class_="tarikh").get_text()),
            "kategori": kad.get("data-kategori", "umum"),
        }
    seterusnya = sup.find("a", string=re.compile("Seterusnya"))
    return artikel, (urljoin(URL_ASAS, seterusnya["href"]) if seterusnya else None)


def kira_perkataan(html):
    sup = BeautifulSoup(html, "html.parser")
    badan = sup.find("article")
    teks = badan.get_text(" ") if badan else ""
    return len(re.findall(r"\w+", teks))


def kikis(had_halaman=5):
    url = URL_ASAS
    semua = []
    halaman = 0
    while url and halaman < had_halaman
        html = ambil(url)
        if html is None:
            break
        artikel, url = hurai_senarai(html)
        for a in artikel:
            isi = ambil(a["url"])
            a["perkataan"] = kira_perkataan(isi) if isi else 0
        semua.extend(artikel)
        halaman += 1
        time.sleep(1)  # jangan bebankan pelayan
    return semua


def simpan(artikel, nama_fail="berita.csv"):
    medan = ["tajuk", "url", "tarikh", "kategori", "perkataan"]
    with open(nama_fail, "w", newline="", encoding="utf-8") as f
        penulis = csv.DictWriter(f, fieldnames=medan)
        penulis.writeheader()
        penulis.writerows(artikel)
    print(f"{len(artikel)} artikel disimpan ke {nama_fail}")


if __name__ == "__main__":
    hasil = kikis()
    mengikut_kategori = {}
    for a in hasil:
        mengikut_kategori.setdefault(a["kategori"], []).append(a)
    for kategori, senarai in sorted(mengikut_kategori.items():
        purata = sum(a["perkataan"] for a in senarai) / len(senarai)
        print(f"{kategori:<15} {len(senarai):>3} artikel, purata {purata:.0f} perkataan")
    simpan(hasil)
