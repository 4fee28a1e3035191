# termini_processuali.py
# Calcolo delle scadenze per lo studio (rito civile ordinario).
# Regole: si conta dal giorno dopo la notifica, sospensione feriale dal
# 1 al 31 agosto (L. 742/1969), se cade di sabato o festivo si va al primo
# giorno lavorativo successivo (art. 155 c.p.c.).
# Uso:  python termini_processuali.py 2024-07-15 30
import sys
from datetime import date, timedelta

FESTIVI_FISSI = [(1, 1), (6, 1), (25, 4), (1, 5), (2, 6), (15, 8),
                 (1, 11), (8, 12), (25, 12), (26, 12)]
SANT_AMBROGIO = (7, 12)   # solo per gli uffici di Milano


def pasqua(anno):
    # algoritmo di Gauss/Meeus, copiato dal foglio Excel di Marta
    a = anno % 19
    b, c = divmod(anno, 100)
    d, e = divmod(b, 4)
    f = (b + 8) // 25
    g = (b - f + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    l = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * l) // 451
    mese = (h + l - 7 * m + 114) // 31
    giorno = (h + l - 7 * m + 114) % 31 + 1
    return date(anno, mese, giorno)


def festivi(anno, milano=True):
    giorni = {date(anno, m, g) for (g, m) in FESTIVI_FISSI}
    giorni.add(pasqua(anno))
    giorni.add(pasqua(anno) + timedelta(days=1))   # lunedì dell'Angelo
    if milano:
        giorni.add(date(anno, SANT_AMBROGIO[1], SANT_AMBROGIO[0]))
    return giorni


def in_sospensione(giorno):
    return giorno.month == 8


def lavorativo(giorno):
    return giorno.weekday() < 5 and giorno not in festivi(giorno.year)


def scadenza(notifica, giorni_termine):
    conta = 0
    giorno = notifica
    scadenze = []
    while conta < giorni_termine:
        giorno += timedelta(days=1)
        if in_sospensione(giorno):
            continue
        conta += 1
        scadenze.append(giorno)
    ultimo = scadenze[-1]
    # art. 155: sabato e festivi -> primo giorno non festivo
    while not lavorativo(ultimo):
        ultimo += timedelta(days=1)
    return ultimo


def main():
    if len(sys.argv) < 3:
        print("uso: termini_processuali.py AAAA-MM-GG giorni")
        sys.exit(1)
    notifica = date.fromisoformat(sys.argv[1])
    termine = int(sys.argv[2])
    fine = scadenza(notifica, termine)
    nomi = ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì",
            "sabato", "domenica"]
    print("Notifica:", notifica.strftime("%d/%m/%Y"))
    print("Termine di", termine, "giorni")
    if notifica.month <= 8 and fine.year == notifica.year and fine.month >= 9:
        print("(calcolata la sospensione feriale di agosto)")
    print("SCADENZA:", fine.strftime("%d/%m/%Y"), "-", nomi[fine.weekday()])


if __name__ == "__main__":
    main()
