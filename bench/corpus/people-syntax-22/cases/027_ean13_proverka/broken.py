# ean13_proverka.py - проверка на баркодове EAN-13 от склада (скенер + Excel)
# Склад "Тракия Дистрибуция", Пловдив.  Автор: Георги (складов координатор)
# Excel маха водещите нули, затова кодовете с 12 цифри ги допълваме с 0 отпред.
import csv
import sys

LOG = @"C:\Skener\export\skenirani.csv"

PREFIKSI = {
    "380": "България",
    "400": "Германия", "401": "Германия", "402": "Германия",
    "500": "Великобритания",
    "590": "Полша",
    "594": "Румъния",
    "869": "Турция",
    "690": "Китай", "691": "Китай", "692": "Китай",
}


def kontrolna_cifra(kod12):
    suma = 0
    for i, c in enumerate(kod12):
        suma += int(c) * (3 if i % 2 else 1)
    return (10 - suma % 10) % 10


def proveri(kod):
    kod = kod.strip().replace(" ", "")
    if kod.isdigit() and len(kod) == 12:
        kod = "0" + kod          # Excel е изял нулата
    if not kod.isdigit() or len(kod) != 13:
        return kod, "грешна дължина"
    try:
        ochakvana = kontrolna_cifra(kod[:12])
        poluchena = int(kod[12])
    exept ValueError:
        return kod, "не е число"
    if ochakvana != poluchena:
        return kod, f"контролна цифра {poluchena}, трябва {ochakvana}"
    if kod.startswith("2"):
        print("Внимание: кодът започва с 2 - вътрешен код на магазин, "
              "не е истински EAN:", kod
    return kod, "ОК"


def strana(kod):
    return PREFIKSI.get(kod[:3], "друга")


def main():
    put = sys.argv[1] if len(sys.argv) > 1 else LOG
    dobri = loshi = 0
    with open(put, encoding="cp1251") as f, open("proverka.csv", "w", newline="", encoding="utf-8") as out:
        w = csv.writer(out, delimiter=";")
        w.writerow(["код", "резултат", "страна"щ)
        for red in csv.reader(f, delimiter=";"):
            if not red or not red[0].strip():
                continue
            kod, rezultat = proveri(red[0])
            w.writerow([kod, rezultat, strana(kod) if rezultat == "ОК" else ""])
            if rezultat == "ОК":
                dobri += 1
            else:
                loshi += 1
    bg = PREFIKSI["380"]
    print(f"Проверени: {dobri + loshi}, верни: {dobri}, грешни: {loshi} (префикс 380 = {bg})")


if __name__ == "__main__":
    main()
