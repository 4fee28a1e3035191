# Kaam ki list (To-Do app) - file mein save hoti hai
# BCA 1st sem mini project - Rohit Sharma

import os

FILE_NAAM = "kaam.txt"


def load_karo():
    # file se saare kaam padho
    kaam = []
    if not os.path.exists(FILE_NAAM):
        return kaam
    with open(FILE_NAAM, "r", encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line == "":
                continue
            hua, naam = line.split("|", 1)
            kaam.append({"naam": naam, "hua": hua == "1"})
    return kaam


def save_karo(kaam):
    # har kaam ek line mein: 1|naam ya 0|naam
    with open(FILE_NAAM, "w", encoding="utf-8") as f:
        for k in kaam:
            if k["hua"]:
                f.write("1|" + k["naam"] + "\n")
            else:
                f.write("0|" + k["naam"] + "\n")


def dikhao(kaam):
    if len(kaam) == 0:
        print("Koi kaam nahi hai. Aaram karo!")
        return
    print("----- Aapke kaam -----")
    for i, k in enumerate(kaam, start=1):
        nishaan = "[x]" if k["hua"] else "[ ]"
        print(i, nishaan, k["naam"])
    baaki = len([k for k in kaam if not k["hua"]])
    print("Baaki kaam:", baaki)


def number_lo(kaam):
    n = int(input("Kaam ka number: ")) - 1
    if n < 0 or n >= len(kaam):
        print("Galat number!")
        return None
    return n


def main():
    kaam = load_karo()
    while True:
        print()
        print("1) Dekho  2) Naya kaam  3) Ho gaya  4) Hatao  5) Bahar")
        choice = input("Kya karna hai? ")
        if choice == "1":
            dikhao(kaam)
        elif choice == "2":
            naam = input("Naya kaam likho: ").strip()
            if naam:
                kaam.append({"naam": naam, "hua": False})
                save_karo(kaam)
                print("Jod diya!")
        elif choice == "3":
            dikhao(kaam)
            n = number_lo(kaam)
            if n is not None:
                kaam[n]["hua"] = True
                save_karo(kaam)
        elif choice == "4":
            dikhao(kaam)
            n = number_lo(kaam)
            if n is not None:
                hataya = kaam.pop(n)
                save_karo(kaam)
                print(hataya["naam"], "hata diya")
        elif choice == "5":
            print("Phir milenge!")
            break
        else:
            print("1 se 5 ke beech chuno")


main()
