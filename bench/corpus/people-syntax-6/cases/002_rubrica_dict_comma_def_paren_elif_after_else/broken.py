# Esercizio 4: rubrica telefonica con dizionario
# Corso di Informatica - prof. Bianchi

rubrica = {"Mario": "3331234567" "Giulia": "3479876543", "Luca": "3201112233"}


def aggiungi(nome, telefono:
    if nome in rubrica:
        print("Il contatto esiste già")
    else:
        rubrica[nome] = telefono
        print("Contatto aggiunto:", nome)


def cerca(nome):
    if nome in rubrica:
        return rubrica[nome]
    else:
        return "non trovato"


def stampa_rubrica():
    print("--- RUBRICA ---")
    for nome in sorted(rubrica):
        print(nome, ":", rubrica[nome])
    print("Totale contatti:", len(rubrica))


scelta = ""
while scelta != "4":
    print("1) Aggiungi  2) Cerca  3) Stampa  4) Esci")
    scelta = input("Scelta: ")
    if scelta == "1":
        n = input("Nome: ")
        t = input("Telefono: ")
        aggiungi(n, t)
    elif scelta == "2":
        n = input("Nome da cercare: ")
        print("Numero:", cerca(n))
    elif scelta == "3":
        stampa_rubrica()
    else:
        print("Scelta non valida")
    elif scelta == "4":
        print("Ciao!")
