# foto_inventar.py -- muzey fotofondi: rasmlar ro'yxati EXIF ma'lumotlari bilan
# Samarqand davlat muzey-qo'riqxonasi, fond bo'limi.
# Natija: CSV (inventar raqami, fayl, olingan sana, kamera, o'lcham, hajm)
import csv
import hashlib
import os
import sys
from datetime import datetime

from PIL import Image

TEG_SANA = 0x9003           # DateTimeOriginal
TEG_KAMERA = 0x0110         # Model
TEG_MUALLIF = 0x013B        # Artist
KENGAYTMALAR = (".jpg", ".jpeg", ".tif", ".tiff")


def exif_oqi(yol):
    with Image.open(yol) as rasm:
        exif = rasm.getexif()
        ichki = exif.get_ifd(0x8769)      # Exif IFD
        olcham = rasm.size
    sana = ichki.get(TEG_SANA) or exif.get(0x0132)
    if sana:
        try:
            sana = datetime.strptime(sana, "%Y:%m:%d %H:%M:%S").strftime("%d.%m.%Y")
        except ValueError:
            pass
    return {
        "sana": sana or "",
        "kamera": exif.get(TEG_KAMERA, "").strip(),
        "muallif": exif.get(TEG_MUALLIF, "").strip(),
        "olcham": f"{olcham[0]}x{olcham[1]}",
    }


def nazorat_yigindi(yol):
    h = hashlib.md5()
    with open(yol, "rb") as f:
        for blok in iter(lambda: f.read(1 << 20), b""):
            h.update(blok)
    return h.hexdigest()


def main():
    papka = sys.argv[1] if len(sys.argv) > 1 else "/mnt/fotofond/skan"
    boshlangich = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    fayllar = []
    for ildiz, _, nomlar in os.walk(papka):
        for nom in sorted(nomlar):
            if nom.lower().endswith(KENGAYTMALAR):
                fayllar.append(os.path.join(ildiz, nom))
    yozuvlar = []
    takrorlar = {}
    for i, yol in enumerate(sorted(fayllar), start=boshlangich):
        try:
            m = exif_oqi(yol)
        except OSError as e:
            print("O'qib bo'lmadi:", yol, e)
            continue
        md5 = nazorat_yigindi(yol)
        if md5 in takrorlar:
            print("Takroriy fayl:", yol, "=", takrorlar[md5])
        takrorlar[md5] = yol
        yozuvlar.append({
            "inv_raqam": f"FF-{i:05d}",
            "fayl": os.path.relpath(yol, papka),
            "sana": m["sana"],
            "kamera": m["kamera"],
            "muallif": m["muallif"],
            "olcham": m["olcham"],
            "hajm_mb": round(os.path.getsize(yol) / 1048576, 1),
            "md5": md5,
        })
    with open("foto_inventar.csv", "w", newline="", encoding="utf-8-sig") as f:
        w = csv.DictWriter(f, fieldnames=list(yozuvlar[0]) if yozuvlar else ["inv_raqam"])
        w.writeheader()
        w.writerows(yozuvlar)
    print(f"Jami: {len(yozuvlar)} ta rasm, foto_inventar.csv ga yozildi")


if __name__ == "__main__":
    main()
