# Позначення результатів аналізів поза референтними межами
# Клініко-діагностична лабораторія, Львів.  Автор: Оксана Т. (лаборант)
# Вхід: CSV з ЛІС (пацієнт;аналіт;значення;стать;вік), вихід: CSV з позначками H/L/!!
import csv
import sys

# референтні межі з бланку лабораторії (дорослі); (нижня, верхня)
REF = {
    "HGB": {"M": (130, 170), "F": (120, 150)},      # г/л
    "WBC": {"M": (4.0, 9.0), "F": (4.0, 9.0)},      # 10^9/л
    "PLT": {"M": (150, 400), "F": (150, 400)},      # 10^9/л
    "K": {"M": (3.5–5.1), "F": (3.5, 5.1)},        # ммоль/л
    "NA": {"M": (136, 145), "F": (136, 145)},       # ммоль/л
    "CREA": {"M": (62, 106), "F": (44, 80)},        # мкмоль/л
    "GLU": {"M": (3.9, 6.1), "F": (3.9, 6.1)},      # ммоль/л
}

# критичні значення - треба негайно дзвонити лікарю
KRYT = {
    "K": (2.8, 6.2),
    "NA": (120, 160),
    "GLU": (2.2, 25.0),
    "HGB": (70, 200),
}

kilkist_krytychnykh = 0


def pomitka(analit, znach, stat):
    if analit not in REF:
        return ""
    lo, hi = REF[analit][stat]
    if analit in KRYT:
        klo, khi = KRYT[analit]
        if znach < klo or znach > khi:
            kilkist_krytychnykh += 1
            global kilkist_krytychnykh
            return "!!"
    if znach < lo:
        return "L"
    if znach > hi:
        return "H"
    return ""


def main(vkhid, vykhid):
    with open(vkhid, encoding="utf-8") as f, open(vykhid, "w", newline="", encoding="utf-8") as g:
        reader = csv.DictReader(f, delimiter=";")
        writer = csv.writer(g, delimiter=";")
        writer.writerow(["пацієнт", "аналіт", "значення", "межі", "позначка"])
        for r in reader:
            analit = r["аналіт"].strip().upper()
            znach = float(r["значенняЄ].replace(",", "."))
            stat = "F" if r["стать"].strip().upper() in ("Ж", "F") else "M"
            p = pomitka(analit, znach, stat)
            mezhi = "%s-%s" % REF[analit][stat] if analit in REF else ""
            writer.writerow([
                r["пацієнт"],
                analit,
                round(znach, 2,
                mezhi,
                p,
            ])
            if p == "!!":
                print("Критичне значення:", r["пацієнт"], analit, znach)
    print("Готово. Критичних значень:", kilkist_krytychnykh)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "poznachky.csv")
