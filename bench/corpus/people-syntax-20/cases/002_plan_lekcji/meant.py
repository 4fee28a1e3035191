# plan_lekcji.py - układanie planu lekcji dla klas 4-8 (SP nr 12, Kraków)
# autor: wicedyrektor, wersja na rok szkolny 2024/2025
import csv
import random
from datetime import time

DNI = ["poniedziałek", "wtorek", "środa", "czwartek", "piątek"]

# dzwonki: (początek, koniec) każdej lekcji
DZWONKI = [
    (time(8, 0), time(8, 45)),
    (time(8, 55), time(9, 40)),
    (time(9, 50), time(10, 35)),
    (time(10, 50), time(11, 35)),
    (time(11, 45), time(12, 30)),
    (time(12, 50), time(13, 35)),
    (time(13, 45), time(14, 30)),
    (time(14, 35), time(15, 20)),
]
OBIAD = (time(12, 30), time(12, 50))

# przydział: klasa -> lista (przedmiot, nauczyciel, godzin tygodniowo)
PRZYDZIAL = {
    "4a": [("polski", "KN", 5), ("matematyka", "JW", 4), ("angielski", "MS", 3),
           ("przyroda", "AB", 2), ("historia", "TG", 1), ("wf", "PZ", 4)],
    "5a": [("polski", "KN", 5), ("matematyka", "JW", 4), ("angielski", "MS", 3),
           ("biologia", "AB", 1), ("geografia", "AB", 1), ("historia", "TG", 2),
           ("wf", "PZ", 4)],
    "6b": [("polski", "EL", 5), ("matematyka", "RK", 4), ("angielski", "MS", 3),
           ("biologia", "AB", 1), ("geografia", "AB", 1), ("historia", "TG", 2),
           ("wf", "PZ", 4)],
    "8a": [("polski", "EL", 5), ("matematyka", "RK", 4), ("angielski", "MS", 3),
           ("niemiecki", "HW", 2), ("fizyka", "RK", 2), ("chemia", "AB", 2),
           ("historia", "TG", 2), ("wos", "TG", 2), ("wf", "PZ", 3)],
}

# nauczyciele, którzy w danym dniu nie mogą (drugi etat, studia podyplomowe)
NIEDOSTEPNI = {
    "HW": {"poniedziałek", "środa"},
    "MS": {"piątek"},
}

MAKS_LEKCJI_DZIENNIE = 7


def puste_plany():
    return {klasa: {dzien: [None] * len(DZWONKI) for dzien in DNI}
            for klasa in PRZYDZIAL}


def zajety(plany, nauczyciel, dzien, godzina):
    for plan in plany.values():
        wpis = plan[dzien][godzina]
        if wpis and wpis[1] == nauczyciel:
            return True
    return False


def lekcje_do_ulozenia(klasa):
    lekcje = []
    for przedmiot, nauczyciel, ile in PRZYDZIAL[klasa]:
        lekcje.extend([(przedmiot, nauczyciel)] * ile)
    # najpierw te z najmniejszą liczbą godzin, bo trudniej je upchnąć
    lekcje.sort(key=lambda l: sum(1 for p in PRZYDZIAL[klasa] if p[0] == l[0]))
    return lekcje


def uloz(seed=2024):
    random.seed(seed)
    plany = puste_plany()
    problemy = []
    for klasa in PRZYDZIAL:
        for przedmiot, nauczyciel in lekcje_do_ulozenia(klasa):
            miejsca = [(d, g) for d in DNI for g in range(MAKS_LEKCJI_DZIENNIE)
                       if plany[klasa][d][g] is None
                       and d not in NIEDOSTEPNI.get(nauczyciel, set())
                       and not zajety(plany, nauczyciel, d, g)]
            # nie więcej niż 2 godziny tego samego przedmiotu w jednym dniu
            miejsca = [(d, g) for d, g in miejsca
                       if sum(1 for w in plany[klasa][d] if w and w[0] == przedmiot) < 2]
            if not miejsca:
                problemy.append("%s: nie da się wstawić %s (%s)" % (klasa, przedmiot, nauczyciel))
                continue
            # wolimy wczesne godziny, żeby młodsze klasy kończyły wcześniej
            miejsca.sort(key=lambda m: (m[1], random.random()))
            d, g = miejsca[0]
            plany[klasa][d][g] = (przedmiot, nauczyciel)
    return plany, problemy


def okienka(plan_dnia):
    """Liczba pustych lekcji między pierwszą a ostatnią (okienka)."""
    zajete = [i for i, w in enumerate(plan_dnia) if w]
    if not zajete:
        return 0
    return sum(1 for i in range(zajete[0], zajete[-1]) if plan_dnia[i] is None)


def drukuj(plany):
    for klasa, plan in plany.items():
        print("\nKlasa", klasa)
        print("godz.        " + "".join(f"{d[:3]:<14}" for d in DNI))
        for g, (od, do) in enumerate(DZWONKI):
            wiersz = f"{od:%H:%M}-{do:%H:%M}  "
            for d in DNI:
                w = plan[d][g]
                wiersz += f"{(w[0] if w else '-'):<14}"
            print(wiersz)
            if do == OBIAD[0]:
                print("-" * 12, "obiad", OBIAD[0].strftime("%H:%M"), "-", OBIAD[1].strftime("%H:%M"))
        razem = sum(okienka(plan[d]) for d in DNI)
        if razem:
            print("  okienka w tygodniu:", razem)


def zapisz_csv(plany, sciezka="plan_nauczycieli.csv"):
    with open(sciezka, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, delimiter=";")
        w.writerow(["nauczyciel", "dzień", "lekcja", "od", "klasa", "przedmiot"])
        for klasa, plan in plany.items():
            for d in DNI:
                for g, wpis in enumerate(plan[d]):
                    if wpis:
                        od = DZWONKI[g][0].strftime("%H:%M")
                        w.writerow([wpis[1], d, g + 1, od, klasa, wpis[0]])


if __name__ == "__main__":
    plany, problemy = uloz()
    drukuj(plany)
    zapisz_csv(plany)
    for p in problemy:
        print("UWAGA:", p)
    if not problemy:
        print("\nPlan ułożony bez konfliktów.")
