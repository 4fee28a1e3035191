# Esame di Fondamenti di Informatica - 14/02
# Esercizio 3: gestione dei file
# Il file voti.txt contiene righe del tipo   Rossi Mario: 7, 8.5, 6
# Scrivere medie.txt con la media di ogni studente (ordinato per media)
# e stampare quanti studenti hanno la media sufficiente (>= 6).


def leggi_voti(nome_file):
    studenti = {}
    with open(nome_file, "r", encoding="utf-8") as f
        for numero, riga in enumerate(f, start=1):
            riga = riga.strip()
            if riga == "" or riga.startswith("#"):
                continue   # salto le righe vuote e i commenti
            if ":" not in riga:
                print("riga", numero, "non valida:", riga)
                continue
            nome, voti = riga.split(":", 1)
            lista = []
            for v in voti.split(","):
                lista.append(float(v))
            studenti[nome.strip()] = lista
    return studenti


def media(lista):
    if len(lista) == 0:
        return 0
    return sum(lista) / len(lista)


def scrivi_medie(studenti, nome_file):
    # ordino dalla media più alta alla più bassa
    ordinati = sorted(studenti.items(), key=lambda coppia: media(coppia[1], reverse=True)
    with open(nome_file, "w", encoding="utf-8") as f:
        for nome, voti in ordinati:
            f.write(f"{nome}: {media(voti):.2f}\n)


try:
    studenti = leggi_voti("voti.txt")
except FileNotFoundError:
    print("Il file voti.txt non esiste!")
except ValueError:
    print("C'è un voto che non è un numero")
else:
    scrivi_medie(studenti, "medie.txt")
    sufficienti = 0
    for voti in studenti.values():
        if media(voti) >= 6:
            sufficienti += 1
    print("Studenti con la sufficienza:", sufficienti, "su", len(studenti))
