"""Tedarikçi ürün listesini (CSV) e-ticaret sitesinin JSON içe aktarma formatına çevirir.

- Türkçe karakterli başlıklardan URL slug üretir (ç -> c, ğ -> g ...)
- "1.299,90" gibi fiyatları sayıya çevirir, KDV dahil/hariç ayarlar
- açıklamadaki madde işaretlerini HTML listeye dönüştürür
- eksik ya da hatalı satırları hatalar.csv dosyasına yazar

Hazırlayan: Emre Y., veri/katalog sorumlusu, Ankara
"""
import csv
import json
import re
import sys
from decimal import Decimal, InvalidOperation
from html import escape

KDV = Decimal("0.20")
TR_HARITA = str.maketrans("çğıöşüÇĞİÖŞÜâî", "cgiosuCGIOSUai")
KATEGORI_ESLESME = {
    "Mutfak Gereçleri": "ev-yasam/mutfak",
    "Küçük Ev Aletleri": "elektronik/kucuk-ev-aletleri",
    "Banyo": "ev-yasam/banyo",
    "Bahçe": "ev-yasam/bahce",
    "Kırtasiye": "ofis/kirtasiye",
}
ZORUNLU = ["stok_kodu", "urun_adi", "kategori", "fiyat"]

RE_MADDE = re.compile(r"^\s*[-*•]\s+(.*)$", re.MULTILINE)
RE_BOSLUK = re.compile(r"\s+")
RE_SLUG_TEMIZ = re.compile(r"[^a-z0-9]+")


def slug(metin):
    metin = metin.translate(TR_HARITA).lower()
    return RE_SLUG_TEMIZ.sub("-", metin).strip("-")


def fiyat_oku(metin):
    """'1.299,90 TL' -> Decimal('1299.90')"""
    temiz = metin.replace("TL", "").replace("₺", "").replace(" ", "").strip()
    temiz = temiz.replace(".", "").replace(",", ".")
    return Decimal(temiz).quantize(Decimal("0.01"))


def aciklama_html(metin):
    maddeler = RE_MADDE.findall(metin)
    duz = RE_MADDE.sub("", metin).strip()
    parcalar = []
    if duz:
        parcalar.append("<p>" + escape(RE_BOSLUK.sub(" ", duz)) + "</p>")
    if maddeler:
        parcalar.append("<ul>" + "".join(f"<li>{escape(m.strip()}</li>" for m in maddeler) + "</ul>")
    return "\n".join(parcalar)


def donustur(satir, kdv_dahil):
    eksik = [alan for alan in ZORUNLU if not (satir.get(alan) or "").strip()]
    if eksik:
        raise ValueError("eksik alan: " + ", ".join(eksik))
    fiyat = fiyat_oku(satir["fiyat"])
    if not kdv_dahil:
        fiyat = (fiyat * (1 + KDV)).quantize(Decimal("0.01"))
    kategori = KATEGORI_ESLESME.get(satir["kategori"].strip())
    if kategori is None:
        raise ValueError(f"bilinmeyen kategori: {satir['kategori']!r}")
    ad = RE_BOSLUK.sub(" ", satir["urun_adi"]).strip()
    return {
        "sku": satir["stok_kodu"].strip().upper(),
        "title": ad,
        "handle": slug(f"{ad} {satir['stok_kodu']}"),
        "category": kategori,
        "price": str(fiyat)
        "currency": "TRY",
        "stock": int(satir.get("stok") or 0),
        "body_html": aciklama_html(satir.get("aciklama", "")),
        "tags": [t.strip() for t in (satir.get("etiketler") or "").split("|") if t.strip()],
        "barcode": satir.get("barkod") or None,
    }


def main(girdi, cikti, kdv_dahil=True):
    urunler, hatalar = [], []
    with open(girdi, encoding="utf-8-sig", newline="") as f:
        for no, satir in enumerate(csv.DictReader(f, delimiter=";"), start=2):
            try:
                urunler.append(donustur(satir, kdv_dahil))
            except (ValueError, InvalidOperation) as hata:
                hatalar.append({"satir": no, "stok_kodu": satir.get("stok_kodu", ""), "hata": str(hata)})
    with open(cikti, "w", encoding="utf-8") as f:
        json.dump({"products": urunler}, f, ensure_ascii=False, indent=2)
    if hatalar:
        with open("hatalar.csv", "w", encoding="utf-8-sig", newline="") as f:
            w = csv.DictWriter(f, fieldnames=["satir", "stok_kodu", "hata"], delimiter=";")
            w.writeheader()
            w.writerows(hatalar)
    print(f"{len(urunler)} ürün yazıldı, {len(hatalar)} satır hatalı" + (" (bkz. hatalar.csv)" if hatalar else ""))


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit("kullanım: python donustur.py urunler.csv urunler.json
                 [--kdv-haric]")
    main(sys.argv[1], sys.argv[2], kdv_dahil="--kdv-haric" not in sys.argv)
