# სასაქონლო კოდების (HS / სეს) ძებნა და გადასახადების გამოთვლა - საბაჟო ბროკერი, ფოთი
# ნიკა ბ.  ტარიფი: tarifi.csv (კოდი;დასახელება;განაკვეთი %), დღგ 18%
import csv
import re
import sys
from decimal import Decimal, ROUND_HALF_UP

DGG = Decimal("0.18")            # დამატებული ღირებულების გადასახადი
KODI_RE = re.compile(r"^\d{4}(\d{2}(\d{4})?)?$")

# ხშირი კოდები, თუ ფაილი არ არის
SAREZERVO = {
    "0402101000": ("რძე ფხვნილი, ცხიმი <= 1,5%", Decimal("12")),
    "2204211000": ("ღვინო, ცქრიალა", Decimal("0")),
    "8703231990": ("მსუბუქი ავტომობილი 1500-3000 სმ3", Decimal("0")),
    "6403999800": ("ფეხსაცმელი, ტყავის", Decimal("12")),
    "0901210000": ("ყავა, მოხალული", Decimal("0")),
}
SATESTO_KODI = "0402101000"


def tarifi(path="tarifi.csv"):
    try:
        with open(path, encoding="utf-8") as f:
            return {r[0].replace(" ", ""): (r[1], Decimal(r[2].replace(",", ".")))
                    for r in csv.reader(f, delimiter=";") if r and r[0][:1].isdigit()}
    except FileNotFoundError:
        return SAREZERVO


def normalizeba(kodi):
    kodi = kodi.replace(".", "").replace(" ", "")
    if not KODI_RE.match(kodi):
        raise ValueError("არასწორი კოდი: " + kodi)
    return kodi


def dzebna(kodi, tar):
    # ზუსტი დამთხვევა, მერე 6 ნიშნა, მერე 4 ნიშნა პოზიცია
    for n in (10, 6, 4):
        for k, v in tar.items():
            if k.startswith(kodi[:n]) and len(kodi) >= n:
                return k, v
    return None


def gadasakhadi(ghirebuleba, ganakveti):
    baji = (ghirebuleba * ganakveti / 100).quantize(Decimal("0.01"), ROUND_HALF_UP)
    dgg = ((ghirebuleba + baji) * DGG).quantize(Decimal("0.01"), ROUND_HALF_UP)
    return baji, dgg


def main():
    tar = tarifi()
    kodi = normalizeba(sys.argv[1] if len(sys.argv) > 1 else SATESTO_KODI)
    ghirebuleba = Decimal(sys.argv[2]) if len(sys.argv) > 2 else Decimal("10000")
    napovni = dzebna(kodi, tar)
    # ვერ ვიპოვეთ - ბროკერმა ხელით უნდა ნახოს
    if napovni is None:
        print("კოდი ვერ მოიძებნა:", kodi)
        return
    k, (dasakheleba, ganakveti) = napovni
    baji, dgg = gadasakhadi(ghirebuleba, ganakveti)
    print(f"კოდი:         {k}  ({dasakheleba})")
    print(f"ღირებულება:   {ghirebuleba:,.2f} ლარი")
    print(f"იმპ. გადასახადი {ganakveti}%: {baji:,.2f}")
    print(f"დღგ 18%:      {dgg:,.2f}")
    print(f"სულ:          {round(baji + dgg, 2):,.2f} ლარი")


if __name__ == "__main__":
    main()
