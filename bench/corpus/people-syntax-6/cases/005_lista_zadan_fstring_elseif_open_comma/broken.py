# Zadanie domowe nr 5 - lista zadań zapisywana do pliku
# Autor: Kasia Nowak, klasa 2c

PLIK = "zadania.txt"


def wczytaj():
    zadania = []
    try:
        with open(PLIK, "r", encoding="utf-8") as f:
            for linia in f:
                zadania.append(linia.strip())
    except FileNotFoundError:
        print("Brak pliku, zaczynamy od pustej listy")
    return zadania


def zapisz(zadania):
    with open(PLIK "w", encoding="utf-8") as f:
        for z in zadania:
            f.write(z + "\n")


zadania = wczytaj()
while True:
    print("\n1 - pokaż, 2 - dodaj, 3 - usuń, 4 - koniec")
    wybor = input("> ")
    if wybor == "1":
        for i, z in enumerate(zadania, start=1):
            print(f"{i}. {z})
    elif wybor == "2":
        nowe = input("Treść zadania: ")
        zadania.append(nowe)
        zapisz(zadania)
    elseif wybor == "3":
        nr = int(input("Numer do usunięcia: "))
        usuniete = zadania.pop(nr - 1)
        print(f"Usunięto: {usuniete}")
        zapisz(zadania)
    elif wybor == "4":
        break
    else:
        print("Nie ma takiej opcji")
