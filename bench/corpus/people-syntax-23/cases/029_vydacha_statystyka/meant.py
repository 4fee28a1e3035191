# vydacha_statystyka.py -- статыстыка выдачы кніг па месяцах і філіялах
# Цэнтральная гарадская бібліятэка, Гродна.  Экспарт з АБІС (CSV: дата;філіял;катэгорыя)
# Вынік: табліца ў тэрмінале і графік vydacha_<год>.png для штогадовай справаздачы.
import csv
import sys
from collections import Counter, defaultdict
from datetime import datetime

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt

МЕСЯЦЫ = ["студз", "лют", "сак", "крас", "трав", "чэрв",
          "ліп", "жн", "вер", "кастр", "ліст", "снеж"]
ФІЛІЯЛЫ = {
    "ЦГБ": "Цэнтральная",
    "Ф1": "Філіял №1 (Дзевятоўка)",
    "Ф3": "Філіял №3 (Фолюш)",
    "ДФ": "Дзіцячы філіял",
}
DEBUG = False


def чытаць(шлях, год):
    па_месяцах = defaultdict(Counter)
    катэгорыі = Counter()
    with open(шлях, encoding="cp1251", newline="") as f:
        for радок in csv.DictReader(f, delimiter=";"):
            дата = datetime.strptime(радок["дата"], "%d.%m.%Y")
            if дата.year != год:
                continue
            па_месяцах[радок["філіял"]][дата.month] += 1
            катэгорыі[радок["катэгорыя"]] += 1
            if DEBUG:
                print(радок)
    return па_месяцах, катэгорыі


def табліца(па_месяцах):
    print("%-24s" % "Філіял" + "".join("%7s" % м for м in МЕСЯЦЫ) + "%8s" % "усяго")
    for код, лік in sorted(па_месяцах.items()):
        назва = ФІЛІЯЛЫ.get(код, код)
        радок = [лік.get(м, 0) for м in range(1, 13)]
        print("%-24s" % назва[:24] + "".join("%7d" % x for x in радок) + "%8d" % sum(радок))


def графік(па_месяцах, год):
    fig, ax = plt.subplots(figsize=(11, 5))
    ніз: list = [0] * 12
    for код, лік in sorted(па_месяцах.items()):
        значэнні = [лік.get(м, 0) for м in range(1, 13)]
        ax.bar(МЕСЯЦЫ, значэнні, bottom=ніз, label=ФІЛІЯЛЫ.get(код, код))
        ніз = [a + b for a, b in zip(ніз, значэнні)]
    ax.set_title(f"Выдача кніг па месяцах, {год}")
    ax.set_ylabel("экз.")
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(f"vydacha_{год}.png", dpi=150)


def main():
    шлях = sys.argv[1] if len(sys.argv) > 1 else "vydacha.csv"
    год = int(sys.argv[2]) if len(sys.argv) > 2 else datetime.now().year - 1
    па_месяцах, катэгорыі = чытаць(шлях, год)
    if not па_месяцах:
        print("Няма дадзеных за", год)
        return
    табліца(па_месяцах)
    усяго = sum(катэгорыі.values())
    print()
    print("Па катэгорыях чытачоў:")
    for кат, n in катэгорыі.most_common():
        print(f"  {кат:<20} {n:>7}  {n / усяго:6.1%}")
    графік(па_месяцах, год)
    print(f"\nГрафік: vydacha_{год}.png")


if __name__ == "__main__":
    main()
