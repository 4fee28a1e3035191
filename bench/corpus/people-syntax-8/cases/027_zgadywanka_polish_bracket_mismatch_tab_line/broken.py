# Gra w zgadywanie liczby
import random

liczba = random.randint(1, 100)
próby = 0
max_prób = 7

print("Zgadnij liczbę od 1 do 100. Masz", max_prób, "prób.")

while próby < max_prób:
    strzał = int(input("Twój strzał: "])
	próby += 1
    if strzał < liczba:
        print("Za mało!")
    elif strzał > liczba:
        print("Za dużo!")
    else:
        print(f"Brawo! Zgadłeś w {próby} próbach.")
        break
else:
    print("Koniec prób. Szukana liczba to", liczba)

wyniki = open("wyniki.txt", "a", encoding="utf-8")
wyniki.write(f"{liczba};{próby}\n")
wyniki.close()
