"""Group 1: beginners' longer files (60-150 lines), 3-4 mistakes of different kinds each.
Cases 001-014."""
from lib import case, M

# ---------------------------------------------------------------- 001
case("lighthouse_adventure_whlie_else_if_dict_brace_dont_quote",
     "14-year-old at a school computing club, first text adventure",
     r'''
# The Lighthouse - a text adventure
# by Maya, for computing club

import random
import time

inventory = []
health = 3
visited = set()

rooms = {
    "beach": {
        "text": "You are on a cold beach. A lighthouse stands to the north.",
        "exits": {"north": "door", "east": "rocks"},
        "item": "shell",
    },
    "rocks": {
        "text": "Slippery rocks. Something shiny is stuck between them.",
        "exits": {"west": "beach"},
        "item": "key",
    },
    "door": {
        "text": "The lighthouse door is locked with a rusty padlock.",
        "exits": {"south": "beach", "in": "stairs"},
        "item": None,
    },
    "stairs": {
        "text": "A spiral staircase. You hear the wind howling above.",
        "exits": {"up": "lamp", "out": "door"},
        "item": "lantern",
    },
    "lamp": {
        "text": "The lamp room! The big light is dark. Maybe you can fix it?",
        "exits": {"down": "stairs"},
        "item": None,
    },
}


def slow_print(text):
    for ch in text:
        print(ch, end="", flush=True)
        time.sleep(0.02)
    print()


def show_room(name):
    room = rooms[name]
    slow_print(room["text"])
    if room["item"] and room["item"] not in inventory:
        print("You see a " + room["item"] + " here.")
    print("Exits: " + ", ".join(room["exits"]))


def take(name):
    item = rooms[name]["item"]
    if item is None or item in inventory:
        print("There is nothing to take.")
    else:
        inventory.append(item)
        print("You took the " + item + ".")


def slip():
    global health
    if random.randint(1, 4) == 1:
        health = health - 1
        print("You slip on the wet rocks! Health: " + str(health))


current = "beach"
slow_print("Welcome to THE LIGHTHOUSE")
print("Commands: go <direction>, take, look, inv, quit")

while health > 0:
    if current not in visited:
        show_room(current)
        visited.add(current)
    command = input("> ").strip().lower()

    if command == "quit":
        print("Bye!")
        break
    elif command == "take":
        take(current)
    elif command == "inv":
        print("You are carrying: " + str(inventory))
    elif command.startswith("go "):
        direction = command[3:]
        exits = rooms[current]["exits"]
        if direction not in exits:
            print("You can't go that way.")
        elif exits[direction] == "stairs" and "key" not in inventory:
            print("The padlock won't open. You need a key.")
        else:
            current = exits[direction]
            if current == "rocks":
                slip()
            show_room(current)
    elif command == "look":
        show_room(current)
    else:
        print("I don't understand that.")

    if current == "lamp" and "lantern" in inventory:
        slow_print("You light the lantern and put it in the big lamp.")
        slow_print("Far away, a ship turns away from the rocks. YOU WIN!")
        break

if health == 0:
    print("You fainted on the rocks. GAME OVER")
''',
     [
         M("bracket: { never closed (inner dict, error far below)",
           "The `}` closing the beach room's exits dict was left out, so every room after it is "
           "read as part of that dict and the outer `{` of `rooms` is reported as never closed.",
           ('"exits": {"north": "door", "east": "rocks"},', '"exits": {"north": "door", "east": "rocks",')),
         M("keyword: misspelt while (whlie)", "`whlie` for `while` in the main game loop.",
           ("while health > 0:", "whlie health > 0:")),
         M("keyword: else if for elif", "`else if` where `elif` was meant (the padlock check).",
           ('        elif exits[direction] == "stairs"', '        else if exits[direction] == "stairs"')),
         M("quote: apostrophe inside single-quoted string",
           "'I don't understand that.' - the apostrophe of don't ends the single-quoted string. "
           "meant.py uses double quotes, like every other string in the file (and like the other "
           "two strings with don't/won't/can't in it).",
           ('''print("I don't understand that.")''', """print('I don't understand that.')""")),
     ],
     note="Maya's adventure game, about 110 lines. The `visited` set means a room description is "
          "sometimes printed twice after `go`; that is a logic quirk and stays.")

# ---------------------------------------------------------------- 002
case("libreta_notas_spanish_assign_esle_def_colon_call_comma",
     "Mexican high-school student (Programación I), grade book with a text menu, Spanish",
     r'''
# Libreta de calificaciones - Proyecto final de Programación I
# Alumno: Diego Hernández, grupo 2B
# Guarda alumnos y sus calificaciones, saca promedios y reportes

alumnos = {}
MATERIAS = ["Matemáticas", "Física", "Química",
            "Historia", "Inglés"]
APROBATORIA = 6.0


def mostrar_menu():
    print("\n===== LIBRETA DE CALIFICACIONES =====")
    print("1. Agregar alumno")
    print("2. Capturar calificaciones")
    print("3. Ver promedio de un alumno")
    print("4. Reporte del grupo")
    print("5. Salir")


def agregar_alumno():
    nombre = input("Nombre del alumno: ").strip().title()
    if nombre in alumnos:
        print("Ese alumno ya existe.")
        return
    alumnos[nombre] = {}
    print("Alumno agregado:", nombre)


def capturar():
    nombre = input("¿A qué alumno? ").strip().title()
    if nombre not in alumnos:
        print("No encontré a", nombre)
        return
    for materia in MATERIAS:
        while True:
            texto = input("  " + materia + ": ")
            try:
                cal = float(texto)
            except ValueError:
                print("  Escribe un número, por favor")
                continue
            if cal < 0 or cal > 10:
                print("  La calificación va de 0 a 10")
            else:
                alumnos[nombre][materia] = cal
                break


def promedio(nombre):
    califs = alumnos[nombre].values()
    if len(califs) == 0:
        return 0
    return sum(califs) / len(califs)


def ver_promedio():
    nombre = input("Nombre: ").strip().title()
    if nombre not in alumnos:
        print("No existe ese alumno")
    else:
        p = promedio(nombre)
        print("Promedio de", nombre, "=", round(p, 2))
        if p >= APROBATORIA:
            print("¡Aprobado!")
        else:
            print("Reprobado :(")


def reporte():
    if len(alumnos) == 0:
        print("Todavía no hay alumnos")
        return
    print("\n%-20s %8s %10s" % ("Alumno", "Promedio", "Estado"))
    mejor = None
    for nombre in sorted(alumnos):
        p = promedio(nombre)
        estado = "Aprobado" if p >= APROBATORIA else "Reprobado"
        print("%-20s %8.2f %10s" % (nombre, p, estado))
        if mejor == None or p > promedio(mejor):
            mejor = nombre
    print("\nMejor promedio:", mejor)
    reprobados = [n for n in alumnos if promedio(n) < APROBATORIA]
    print("Reprobados:", len(reprobados), "de", len(alumnos))


opcion = ""
while opcion != "5":
    mostrar_menu()
    opcion = input("Elige una opción: ")
    if opcion == "1":
        agregar_alumno()
    elif opcion == "2":
        capturar()
    elif opcion == "3":
        ver_promedio()
    elif opcion == "4":
        reporte()
    elif opcion == "5":
        print("¡Hasta luego!")
    else:
        print("Opción no válida")
''',
     [
         M("colon: missing after def", "`def promedio(nombre)` without the colon.",
           ("def promedio(nombre):", "def promedio(nombre)")),
         M("comma: missing in call", '`"=" round(p, 2)` in a print call: comma left out between two arguments.',
           ('print("Promedio de", nombre, "=", round(p, 2))', 'print("Promedio de", nombre, "=" round(p, 2))')),
         M("keyword: misspelt else (esle)", "`esle:` in the aprobado/reprobado test.",
           ('        else:\n            print("Reprobado :(")', '        esle:\n            print("Reprobado :(")')),
         M("condition: = for ==", '`if opcion = "1":` in the menu loop.',
           ('    if opcion == "1":', '    if opcion = "1":')),
     ],
     note="Comments and strings in Spanish (UTF-8, accented letters in strings and comments only). "
          "`mejor == None` is the student's style and stays.")

# ---------------------------------------------------------------- 003
case("pendu_french_apostrophe_for_colon_retrun_paren",
     "French lycée student (NSI, première), hangman game, comments and strings in French",
     r'''
# Jeu du pendu - projet NSI
# Léa Martin, 1re G3
# Le joueur doit deviner un mot lettre par lettre, il a 7 vies.

import random

MOTS = ["ordinateur", "python", "clavier", "fenetre", "variable",
        "fonction", "boucle", "tableau", "souris", "algorithme"]

PENDU = [
    "",
    "\n\n\n\n  =====",
    "\n   |\n   |\n   |\n  =====",
    "   +---+\n   |\n   |\n   |\n  =====",
    "   +---+\n   |   O\n   |\n   |\n  =====",
    "   +---+\n   |   O\n   |   |\n   |\n  =====",
    "   +---+\n   |   O\n   |  /|)\n   |\n  =====",
    "   +---+\n   |   O\n   |  /|)\n   |  / )\n  =====",
]


def afficher_mot(mot, trouvees):
    resultat = ""
    for lettre in mot:
        if lettre in trouvees:
            resultat = resultat + lettre + " "
        else:
            resultat = resultat + "_ "
    return resultat


def demander_lettre(deja):
    while True:
        lettre = input("Propose une lettre : ").lower()
        if len(lettre) != 1 or not lettre.isalpha():
            print('Il faut taper une seule lettre !')
        elif lettre in deja:
            print("Tu l'as déjà proposée...")
        else:
            return lettre


def partie():
    mot = random.choice(MOTS)
    trouvees = []
    ratees = []
    vies = 7
    print("Le mot a", len(mot), "lettres.")
    while vies > 0:
        print()
        print(PENDU[7 - vies])
        print(afficher_mot(mot, trouvees))
        print("Lettres ratées :", " ".join(ratees))
        lettre = demander_lettre(trouvees + ratees)
        if lettre in mot:
            trouvees.append(lettre)
            print("Bien joué !")
        else:
            ratees.append(lettre)
            vies = vies - 1
            print("Raté ! Il te reste", vies, "vies.")
        gagne = True
        for l in mot:
            if l not in trouvees:
                gagne = False
        if gagne:
            print(afficher_mot(mot, trouvees))
            print("Bravo, tu as gagné !")
            return True
    print(PENDU[7])
    print('Perdu... le mot était', mot)
    return False


score = 0
parties = 0
rejouer = "o"
while rejouer == "o":
    if partie():
        score = score + 1
    parties = parties + 1
    print("Score :", score, "/", parties)
    rejouer = input('Veux-tu rejouer ? (o/n) ').lower()
print("Merci d'avoir joué !")
''',
     [
         M("colon: missing after for", "`for lettre in mot` in afficher_mot without the colon.",
           ("    for lettre in mot:\n        if lettre in trouvees:", "    for lettre in mot\n        if lettre in trouvees:")),
         M("keyword: misspelt return (retrun)", "`retrun resultat` at the end of afficher_mot.",
           ("    return resultat", "    retrun resultat")),
         M("quote: apostrophe inside single-quoted string",
           "'Tu l'as déjà proposée...' - the elision l' closes the single-quoted string. The file "
           "mixes both quote styles; meant.py switches this one string to double quotes, as the "
           "author already did for \"Merci d'avoir joué !\" at the end.",
           ('''print("Tu l'as déjà proposée...")''', """print('Tu l'as déjà proposée...')""")),
         M("bracket: ( never closed", "`print(PENDU[7 - vies]` - the `)` of print is missing; the "
           "error shows on the next line.",
           ("        print(PENDU[7 - vies])", "        print(PENDU[7 - vies]")),
     ],
     note="Single and double quotes are mixed on purpose in the original and stay as they are "
          "except for the one string that broke. The drawings use `)` for the backslashes of the "
          "little man, which is what the student chose to avoid escapes.")

# ---------------------------------------------------------------- 004
case("tictactoe_german_list_unclosed_def_parens_eq_bang_indent",
     "German Gymnasium pupil (Informatik, Klasse 10), two-player tic-tac-toe, German names and comments",
     r'''
# Tic-Tac-Toe für zwei Spieler
# Informatik-Hausaufgabe, Jonas K., Klasse 10b

spielfeld = [" ", " ", " ",
             " ", " ", " ",
             " ", " ", " "]

GEWINN_REIHEN = [
    (0, 1, 2), (3, 4, 5), (6, 7, 8),   # waagerecht
    (0, 3, 6), (1, 4, 7), (2, 5, 8),   # senkrecht
    (0, 4, 8), (2, 4, 6),              # diagonal
]


def zeige_spielfeld():
    print()
    for zeile in range(3):
        a = spielfeld[zeile * 3]
        b = spielfeld[zeile * 3 + 1]
        c = spielfeld[zeile * 3 + 2]
        print(" " + a + " | " + b + " | " + c)
        if zeile < 2:
            print("---+---+---")
    print()


def zeige_hilfe():
    print("Die Felder sind so nummeriert:")
    print(" 1 | 2 | 3")
    print("---+---+---")
    print(" 4 | 5 | 6")
    print("---+---+---")
    print(" 7 | 8 | 9")


def hat_gewonnen(zeichen):
    for a, b, c in GEWINN_REIHEN:
        if spielfeld[a] == zeichen and spielfeld[b] == zeichen and spielfeld[c] == zeichen:
            return True
    return False


def ist_voll():
    return " " not in spielfeld


def zug(spieler):
    while True:
        eingabe = input("Spieler " + spieler + ", welches Feld (1-9)? ")
        if not eingabe.isdigit():
            print("Bitte eine Zahl eingeben!")
            continue
        feld = int(eingabe) - 1
        if feld < 0 or feld > 8:
            print("Nur 1 bis 9!")
        elif spielfeld[feld] != " ":
            print("Das Feld ist schon besetzt.")
        else:
            spielfeld[feld] = spieler
            return


def spiel():
    for i in range(9):
        spielfeld[i] = " "
    spieler = "X"
    zeige_hilfe()
    while True:
        zeige_spielfeld()
        zug(spieler)
        if hat_gewonnen(spieler):
            zeige_spielfeld()
            print("Spieler " + spieler + " hat gewonnen!")
            return spieler
        if ist_voll():
            zeige_spielfeld()
            print("Unentschieden!")
            return None
        if spieler == "X":
            spieler = "O"
        else:
            spieler = "X"


punkte = {"X": 0, "O": 0}
nochmal = "j"
while nochmal == "j":
    sieger = spiel()
    if sieger != None:
        punkte[sieger] += 1
    print("Punktestand: X =", punkte["X"], " O =", punkte["O"])
    nochmal = input("Noch eine Runde? (j/n) ").lower()
print("Tschüss!")
''',
     [
         M("bracket: [ never closed (error on a later line)",
           "The `]` at the end of the three-line `spielfeld` list is missing; Python complains at "
           "`GEWINN_REIHEN = [` two lines further down.",
           ('             " ", " ", " "]\n', '             " ", " ", " "\n')),
         M("def: parentheses missing", "`def zeige_hilfe:` - the empty `()` left out.",
           ("def zeige_hilfe():", "def zeige_hilfe:")),
         M("operator: =! for !=", "`spielfeld[feld] =! \" \"` - the two characters of `!=` swapped.",
           ('elif spielfeld[feld] != " ":', 'elif spielfeld[feld] =! " ":')),
         M("indent: unexpected indent", "The print line under `ist_voll()` was pasted two spaces too "
           "deep after copying the block above it.",
           ('            zeige_spielfeld()\n            print("Unentschieden!")',
            '            zeige_spielfeld()\n              print("Unentschieden!")')),
     ],
     note="`sieger != None` is the pupil's style and stays.")

# ---------------------------------------------------------------- 005
case("taikhoan_vietnamese_improt_self_comma_class_colon_quotes",
     "Vietnamese university student (OOP course, Bách khoa), bank-account classes, Vietnamese comments and strings",
     r'''
# Bài tập lớn môn Lập trình hướng đối tượng
# Quản lý tài khoản ngân hàng đơn giản
# Sinh viên: Nguyễn Văn An - MSSV 20211234

import datetime


class TaiKhoan:
    lai_suat = 0.05  # lãi suất 5% một năm

    def __init__(self, so_tk, chu_tk, so_du=0):
        self.so_tk = so_tk
        self.chu_tk = chu_tk
        self.so_du = so_du
        self.lich_su = []

    def ghi_lich_su(self, loai, so_tien):
        thoi_gian = datetime.datetime.now().strftime("%d/%m/%Y %H:%M")
        self.lich_su.append((thoi_gian, loai, so_tien))

    def nap_tien(self, so_tien):
        if so_tien <= 0:
            print("Số tiền nạp phải lớn hơn 0")
            return False
        self.so_du += so_tien
        self.ghi_lich_su("Nạp", so_tien)
        return True

    def rut_tien(self, so_tien):
        if so_tien > self.so_du:
            print("Không đủ tiền! Số dư hiện tại:", self.so_du)
            return False
        self.so_du -= so_tien
        self.ghi_lich_su("Rút", so_tien)
        return True

    def chuyen_khoan(self, tk_nhan, so_tien):
        if self.rut_tien(so_tien):
            tk_nhan.nap_tien(so_tien)
            print("Đã chuyển", so_tien, "đ cho", tk_nhan.chu_tk)

    def tinh_lai(self, so_thang):
        return self.so_du * self.lai_suat * so_thang / 12

    def in_sao_ke(self):
        print("=== Sao kê tài khoản", self.so_tk, "-", self.chu_tk, "===")
        for thoi_gian, loai, so_tien in self.lich_su:
            print(thoi_gian, loai.ljust(5), format(so_tien, ","), "đ")
        print("Số dư:", format(self.so_du, ","), "đ")


class TaiKhoanTietKiem(TaiKhoan):
    lai_suat = 0.068

    def __init__(self, so_tk, chu_tk, so_du=0, ky_han=6):
        super().__init__(so_tk, chu_tk, so_du)
        self.ky_han = ky_han

    def rut_tien(self, so_tien):
        print("Tài khoản tiết kiệm chỉ rút được khi đến hạn", self.ky_han, "tháng")
        return False


def tim_tai_khoan(danh_sach, so_tk):
    for tk in danh_sach:
        if tk.so_tk == so_tk:
            return tk
    return None


# ----- Chạy thử -----
ds = [
    TaiKhoan("001", "Nguyen Van An", 2000000),
    TaiKhoan("002", "Tran Thi Binh"),
    TaiKhoanTietKiem("003", "Le Van Cuong", 50000000, 12),
]

an = tim_tai_khoan(ds, "001")
binh = tim_tai_khoan(ds, "002")
an.nap_tien(500000)
an.rut_tien(3000000)
an.chuyen_khoan(binh, 700000)
ds[2].rut_tien(1000000)

for tk in ds:
    tk.in_sao_ke()
    print("Lãi dự kiến sau 6 tháng:", round(tk.tinh_lai(6)), "đ")
    print()
''',
     [
         M("keyword: misspelt import (improt)", "`improt datetime` on line 5.",
           ("import datetime", "improt datetime")),
         M("quote: opened with \" closed with '",
           "The message for a non-positive deposit starts with `\"` and ends with `'`.",
           ('print("Số tiền nạp phải lớn hơn 0")', '''print("Số tiền nạp phải lớn hơn 0')''')),
         M("comma: missing after self in def", "`def rut_tien(self so_tien):` in the base class.",
           ("    def rut_tien(self, so_tien):\n        if so_tien > self.so_du:",
            "    def rut_tien(self so_tien):\n        if so_tien > self.so_du:")),
         M("colon: missing after class", "`class TaiKhoanTietKiem(TaiKhoan)` without the colon.",
           ("class TaiKhoanTietKiem(TaiKhoan):", "class TaiKhoanTietKiem(TaiKhoan)")),
     ],
     note="Only the overriding `rut_tien` in the savings class is untouched; the slip is in the "
          "base class's method. Customer names are written without diacritics in the data, as "
          "the student did; comments and messages are in Vietnamese.")

# ---------------------------------------------------------------- 006
case("kaam_ki_list_hinglish_input_paren_kwarg_colon_elif_colon_indent",
     "Indian BCA first-semester student, to-do list saved to a text file, Hinglish names and messages",
     r'''
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
''',
     [
         M("kwarg: : for = in keyword argument", '`encoding: "utf-8"` in the `open(...)` of save_karo '
           "(the load function has it right).",
           ('with open(FILE_NAAM, "w", encoding="utf-8") as f:', 'with open(FILE_NAAM, "w", encoding: "utf-8") as f:')),
         M("bracket: ) missing after input(...)",
           '`int(input("Kaam ka number: ") - 1` - one `)` short, so `- 1` lands inside `int(`; '
           "meant.py closes `int(` right after `input(...)`, as the `- 1` shows the index was meant "
           "to be computed from the number.",
           ('n = int(input("Kaam ka number: ")) - 1', 'n = int(input("Kaam ka number: ") - 1')),
         M("colon: missing after elif", '`elif choice == "3"` without the colon.',
           ('elif choice == "3":', 'elif choice == "3"')),
         M("indent: unindent does not match", "In the `4` branch, copied from the `3` branch, "
           "the `n = number_lo(kaam)` line lost one space (11 instead of 12).",
           ('        elif choice == "4":\n            dikhao(kaam)\n            n = number_lo(kaam)',
            '        elif choice == "4":\n            dikhao(kaam)\n           n = number_lo(kaam)')),
     ])

# ---------------------------------------------------------------- 007
case("musabaqa_arabic_csv_quiz_fro_dict_comma_while_colon",
     "Jordanian first-year student (Introduction to Programming), quiz read from a CSV file, Arabic comments and strings, ASCII-transliterated names",
     r'''
# مسابقة أسئلة من ملف CSV
# المشروع الثاني - مقدمة في البرمجة
# الطالب: يوسف أحمد

import csv
import random

MALAF = "asila.csv"   # الأعمدة: sual,a,b,c,d,ijaba


def iqra_asila(ism_malaf):
    asila = []
    with open(ism_malaf, newline="", encoding="utf-8") as f:
        qari = csv.DictReader(f)
        for saf in qari:
            asila.append({
                "sual": saf["sual"],
                "khiyarat": [saf["a"], saf["b"], saf["c"], saf["d"]],
                "ijaba": saf["ijaba"].strip().lower(),
            })
    return asila


def itrah_sual(raqm, sual):
    print()
    print("السؤال", raqm, ":", sual["sual"])
    for harf, khiyar in zip("abcd", sual["khiyarat"]):
        print("  " + harf + ") " + khiyar)
    while True:
        jawab = input("إجابتك (a/b/c/d): ").strip().lower()
        if jawab in ("a", "b", "c", "d"):
            return jawab
        print("من فضلك اختر a أو b أو c أو d")


def main():
    asila = iqra_asila(MALAF)
    random.shuffle(asila)
    adad = min(10, len(asila))
    natija = 0
    for i in range(adad):
        sual = asila[i]
        jawab = itrah_sual(i + 1, sual)
        if jawab == sual["ijaba"]:
            print("✔ صحيح!")
            natija += 1
        else:
            sahih = sual["khiyarat"]["abcd".index(sual["ijaba"])]
            print("✘ خطأ، الإجابة الصحيحة:", sahih)

    nisba = natija / adad * 100
    print("=" * 30)
    print("نتيجتك:", natija, "من", adad, "(" + str(round(nisba)) + "%)")
    if nisba >= 90:
        print("ممتاز! 🌟")
    elif nisba >= 60:
        print("جيد، واصل التدريب")
    else:
        print("تحتاج إلى مراجعة")


main()
''',
     [
         M("keyword: misspelt for (fro)", "`fro saf in qari:` when reading the CSV rows.",
           ("        for saf in qari:", "        fro saf in qari:")),
         M("comma: missing between dict entries (across lines)",
           'The `"khiyarat": [...]` line of the multi-line dict has no trailing comma.',
           ('"khiyarat": [saf["a"], saf["b"], saf["c"], saf["d"]],', '"khiyarat": [saf["a"], saf["b"], saf["c"], saf["d"]]')),
         M("colon: missing after while", "`while True` in itrah_sual without the colon.",
           ("    while True:", "    while True")),
     ],
     note="Right-to-left Arabic text appears only in comments and strings; identifiers are "
          "transliterated in ASCII. The ✔/✘/🌟 characters are in strings and stay.")

# ---------------------------------------------------------------- 008
case("unit_converter_py2_prints_except_colon_unindent",
     "67-year-old retired engineer learning from an old library book (Python 2 era), unit converter",
     r'''
# unit_converter.py
# My first "real" program! Converts lengths, weights and temperatures.
# Ken - learning Python from a library book

LENGTH = {
    "mm": 0.001,
    "cm": 0.01,
    "m": 1.0,
    "km": 1000.0,
    "in": 0.0254,
    "ft": 0.3048,
    "yd": 0.9144,
    "mi": 1609.344,
}

WEIGHT = {
    "g": 0.001,
    "kg": 1.0,
    "oz": 0.0283495,
    "lb": 0.453592,
    "st": 6.35029,
}


def convert_with_table(table, value, from_unit, to_unit):
    in_base = value * table[from_unit]
    return in_base / table[to_unit]


def convert_temperature(value, from_unit, to_unit):
    # first change everything to celsius
    if from_unit == "C":
        c = value
    elif from_unit == "F":
        c = (value - 32) * 5 / 9
    elif from_unit == "K":
        c = value - 273.15
    else:
        return None
    # then from celsius to what we want
    if to_unit == "C":
        return c
    elif to_unit == "F":
        return c * 9 / 5 + 32
    elif to_unit == "K":
        return c + 273.15
    return None


def ask_number(prompt):
    while True:
        text = input(prompt)
        try:
            return float(text)
        except ValueError:
            print("That is not a number, try again.")


def ask_unit(prompt, allowed):
    while True:
        unit = input(prompt + " (" + "/".join(allowed) + "): ").strip()
        if unit in allowed:
            return unit
        print("Sorry, I don't know that unit.")


def main():
    print("UNIT CONVERTER")
    history = []
    while True:
        print()
        print("1 = length   2 = weight   3 = temperature   4 = history   0 = quit")
        choice = input("Choice: ")
        if choice == "0":
            break
        elif choice == "1":
            table, units = LENGTH, list(LENGTH)
        elif choice == "2":
            table, units = WEIGHT, list(WEIGHT)
        elif choice == "3":
            table, units = None, ["C", "F", "K"]
        elif choice == "4":
            for line in history:
                print(line)
            continue
        else:
            print("Please pick 0-4")
            continue
        value = ask_number("Value: ")
        a = ask_unit("From", units)
        b = ask_unit("To", units)
        if table is None:
            result = convert_temperature(value, a, b)
        else:
            result = convert_with_table(table, value, a, b)
        line = "%g %s = %.4g %s" % (value, a, result, b)
        print(line)
        history.append(line)
    print("Goodbye!")


main()
''',
     [
         M("py2: print statement", "`print \"UNIT CONVERTER\"` and `print \"Goodbye!\"` as in the "
           "Python 2 book; every other print in the file already has parentheses.",
           ('    print("UNIT CONVERTER")', '    print "UNIT CONVERTER"'),
           ('    print("Goodbye!")', '    print "Goodbye!"')),
         M("colon: missing after except", "`except ValueError` in ask_number without the colon.",
           ("        except ValueError:", "        except ValueError")),
         M("indent: unindent does not match", "The last `return None` of convert_temperature is "
           "indented with 3 spaces instead of 4.",
           ("        return c + 273.15\n    return None", "        return c + 273.15\n   return None")),
     ])

# ---------------------------------------------------------------- 009
case("virtual_pet_colon_for_semicolon_if_colon_open_quote",
     "12-year-old writing a virtual-pet game after a summer coding camp",
     r'''
# My virtual pet!!! by Sam (age 12)
import random
import time


class Pet:
    def __init__(self, name, kind):
        self.name = name
        self.kind = kind
        self.hunger = 50; self.energy = 50
        self.happy = 50
        self.age = 0
        self.alive = True

    def status(self):
        print()
        print("~~~ " + self.name + " the " + self.kind + " ~~~")
        print("Age:    " + str(self.age) + " days")
        print("Hunger: " + bar(self.hunger))
        print("Energy: " + bar(self.energy))
        print("Happy:  " + bar(self.happy))

    def feed(self):
        if self.hunger < 10:
            print(self.name + " is not hungry!")
        else:
            self.hunger = self.hunger - 30
            self.energy = self.energy + 5
            print("Yum yum! " + self.name + " ate the food.")

    def play(self):
        if self.energy < 20:
            print(self.name + " is too tired to play...")
            return
        game = random.choice(["fetch", "hide and seek", "tag"])
        print("You played " + game + " with " + self.name + "!")
        self.happy = self.happy + 25
        self.energy = self.energy - 20
        self.hunger = self.hunger + 10

    def sleep(self):
        print(self.name + " is sleeping... Zzz")
        time.sleep(1)
        self.energy = 100
        self.hunger = self.hunger + 15

    def new_day(self):
        self.age = self.age + 1
        self.hunger = self.hunger + 10
        self.happy = self.happy - 10
        self.hunger = limit(self.hunger)
        self.happy = limit(self.happy)
        self.energy = limit(self.energy)
        if self.hunger >= 100 or self.happy <= 0:
            self.alive = False


def limit(n):
    if n < 0:
        return 0
    if n > 100:
        return 100
    return n


def bar(n):
    full = n // 10
    return "[" + "#" * full + "." * (10 - full) + "] " + str(n)


name = input("What is your pet called? ")
kind = input("What animal is it? ")
pet = Pet(name, kind)

while pet.alive:
    pet.status()
    print("1) feed  2) play  3) sleep  4) quit")
    choice = input("What do you want to do? ")
    if choice == "1":
        pet.feed()
    elif choice == "2":
        pet.play()
    elif choice == "3":
        pet.sleep()
    elif choice == "4":
        print("Bye " + pet.name + "!")
        break
    else:
        print("Type 1, 2, 3 or 4")
        continue
    pet.new_day()

if not pet.alive:
    print(pet.name + " ran away because you didn't look after it :(")
    print("It was " + str(pet.age) + " days old.")
''',
     [
         M("slip: : typed for ; between two statements",
           "`self.hunger = 50: self.energy = 50` - two assignments on one line separated by `:`. "
           "meant.py keeps them on one line with `;` (the author clearly wanted both on one line); "
           "splitting them into two lines would be an equally good repair.",
           ("self.hunger = 50; self.energy = 50", "self.hunger = 50: self.energy = 50")),
         M("colon: missing after if", '`if choice == "1"` without the colon.',
           ('    if choice == "1":', '    if choice == "1"')),
         M("quote: closing quote missing", "The menu line ends `4) quit)` - the closing `\"` "
           "before the `)` was not typed.",
           ('print("1) feed  2) play  3) sleep  4) quit")', 'print("1) feed  2) play  3) sleep  4) quit)')),
     ])

# ---------------------------------------------------------------- 010
case("rock_paper_scissors_retun_input_stray_paren_fstring_brace",
     "bootcamp learner (week 2), best-of-five rock-paper-scissors against the computer",
     r'''
import random

CHOICES = ["rock", "paper", "scissors"]
BEATS = {"rock": "scissors", "paper": "rock", "scissors": "paper"}
SHORT = {"r": "rock", "p": "paper", "s": "scissors"}


def get_player_choice():
    while True:
        choice = input("Rock, paper or scissors? (r/p/s) ").strip().lower()
        if choice in SHORT:
            return SHORT[choice]
        if choice in CHOICES:
            return choice
        print("Please type r, p or s.")


def winner(player, computer):
    if player == computer:
        return "draw"
    if BEATS[player] == computer:
        return "player"
    return "computer"


def play_match(rounds_to_win=3):
    player_score = 0
    computer_score = 0
    round_no = 1
    while player_score < rounds_to_win and computer_score < rounds_to_win:
        print(f"\n--- Round {round_no} ---")
        p = get_player_choice()
        c = random.choice(CHOICES)
        result = winner(p, c)
        print(f"You: {p}   Computer: {c}")
        if result == "player":
            player_score += 1
            print("You win this round!")
        elif result == "computer":
            computer_score += 1
            print("Computer wins this round.")
        else:
            print("Draw!")
        print(f"Score: you {player_score} - {computer_score} computer")
        round_no += 1
    return player_score > computer_score


def main():
    print("Welcome to Rock Paper Scissors! First to 3 wins.")
    matches = 0
    wins = 0
    while True:
        won = play_match()
        matches += 1
        if won:
            wins += 1
            print("\nYOU WON THE MATCH!")
        else:
            print("\nThe computer won the match.")
        print(f"Matches won: {wins}/{matches}")
        again = input("Play again? (y/n) ").lower()
        if again != "y":
            break
    print("Thanks for playing!")


main()
''',
     [
         M("keyword: misspelt return (retun)", '`retun "computer"` at the end of winner().',
           ('    return "computer"', '    retun "computer"')),
         M("bracket: stray ) after input(...)", "`input(\"Play again? (y/n) \")).lower()` - one `)` "
           "too many (probably balancing the `(y/n)` inside the prompt).",
           ('again = input("Play again? (y/n) ").lower()', 'again = input("Play again? (y/n) ")).lower()')),
         M("fstring: ) for } in replacement field", "`{computer_score)` in the score line - `)` typed "
           "for `}`.",
           ('print(f"Score: you {player_score} - {computer_score} computer")',
            'print(f"Score: you {player_score} - {computer_score) computer")')),
     ])

# ---------------------------------------------------------------- 011
case("budget_tracker_with_colon_append_paren_fstring_quotes_assign",
     "adult learner on an evening course (nurse), monthly budget tracker saved as JSON",
     r'''
# Monthly budget tracker
# Priya - evening course "Python for Everyone", week 6 project

import json
import os
from datetime import date

DATA_FILE = "budget.json"
CATEGORIES = ["rent", "food", "transport", "bills", "fun", "other"]
LIMITS = {
    "food": 400,
    "transport": 120,
    "fun": 150,
    "other": 100,
}


def load():
    if not os.path.exists(DATA_FILE):
        return {"income": 0, "expenses": []}
    with open(DATA_FILE) as f:
        return json.load(f)


def save(data):
    with open(DATA_FILE, "w") as f:
        json.dump(data, f, indent=2)


def add_expense(data):
    print("Categories:", ", ".join(CATEGORIES))
    category = input("Category: ").strip().lower()
    if category not in CATEGORIES:
        print("Unknown category, saving it as 'other'")
        category = "other"
    amount = float(input("Amount: $"))
    note = input("Note (optional): ")
    data["expenses"].append({
        "date": date.today().isoformat(),
        "category": category,
        "amount": amount,
        "note": note,
    })
    save(data)
    print("Saved.")


def totals_by_category(data):
    totals = {}
    for e in data["expenses"]:
        totals[e["category"]] = totals.get(e["category"], 0) + e["amount"]
    return totals


def report(data):
    totals = totals_by_category(data)
    spent = sum(totals.values())
    print()
    print(f"Income:  ${data['income']:.2f}")
    print(f"Spent:   ${spent:.2f}")
    print(f"Left:    ${data['income'] - spent:.2f}")
    print()
    for cat in CATEGORIES:
        amount = totals.get(cat, 0)
        line = f"  {cat:<10} ${amount:>8.2f}"
        if cat in LIMITS and amount > LIMITS[cat]:
            line += "  <-- over the limit!"
        print(line)
    if spent > data["income"]:
        print("\nWARNING: you spent more than you earned this month.")


def main():
    data = load()
    if data["income"] == 0:
        data["income"] = float(input("What is your monthly income? $"))
        save(data)
    while True:
        print("\n[a]dd expense  [r]eport  [c]lear month  [q]uit")
        cmd = input("> ").strip().lower()
        if cmd == "a":
            add_expense(data)
        elif cmd == "r":
            report(data)
        elif cmd == "c":
            sure = input("Delete all expenses? (yes/no) ")
            if sure == "yes":
                data["expenses"] = []
                save(data)
        elif cmd == "q":
            break


if __name__ == "__main__":
    main()
''',
     [
         M("colon: missing after with", "`with open(DATA_FILE) as f` in load() without the colon.",
           ("    with open(DATA_FILE) as f:", "    with open(DATA_FILE) as f")),
         M("bracket: ) missing after multi-line dict argument",
           "`data[\"expenses\"].append({ ... }` - the dict is closed but the call's `)` is not.",
           ('        "note": note,\n    })\n', '        "note": note,\n    }\n')),
         M("fstring: same quotes nested (3.11)", "`f\"Income:  ${data[\"income\"]:.2f}\"` and the "
           "Left line reuse the f-string's own double quotes inside the braces, which Python 3.11 "
           "rejects (3.12 accepts it). meant.py uses single quotes inside, as the course notes do.",
           ("""print(f"Income:  ${data['income']:.2f}")""", '''print(f"Income:  ${data["income"]:.2f}")'''),
           ("""print(f"Left:    ${data['income'] - spent:.2f}")""", '''print(f"Left:    ${data["income"] - spent:.2f}")''')),
         M("condition: = for ==", '`if sure = "yes":` in the clear-month branch.',
           ('if sure == "yes":', 'if sure = "yes":')),
     ])

# ---------------------------------------------------------------- 012
case("flashcards_spanish_vocab_dict_comma_for_range_colon_else_colon",
     "English-speaking secondary-school pupil learning Spanish, vocabulary flashcards",
     r'''
# Spanish vocab flashcards
# Ollie - Year 9, for my Spanish test on Friday

import random

WORDS = {"el perro": "dog", "el gato": "cat", "la casa": "house", "el libro": "book"}


def load_more(filename):
    # each line of the file looks like:  la manzana = apple
    try:
        with open(filename, encoding="utf-8") as f:
            for line in f:
                if "=" not in line:
                    continue
                spanish, english = line.split("=", 1)
                WORDS[spanish.strip()] = english.strip().lower()
    except FileNotFoundError:
        print("(no", filename, "file, using the built-in words)")


def ask(spanish, english):
    answer = input(spanish + " = ").strip().lower()
    if answer == english or answer == "the " + english:
        print("  ¡Correcto!")
        return True
    else:
        print("  No... it is", english)
        return False


def practice(rounds):
    wrong = []
    score = 0
    pairs = list(WORDS.items())
    random.shuffle(pairs)
    for i in range(rounds):
        spanish, english = pairs[i % len(pairs)]
        if ask(spanish, english):
            score += 1
        else:
            wrong.append((spanish, english))
    return score, wrong


def main():
    load_more("vocab.txt")
    print("You have", len(WORDS), "words to practise.")
    rounds = int(input("How many questions? ") or 10)
    score, wrong = practice(rounds)
    print()
    print("Score:", score, "out of", rounds)
    if wrong:
        print("Practise these again:")
        for spanish, english in wrong:
            print("  ", spanish, "=", english)
    else:
        print("Perfect! ¡Muy bien!")


main()
''',
     [
         M("comma: missing between dict entries", 'One-line dict: `"cat" "la casa": "house"` - the '
           "comma after the second entry is missing.",
           ('"el gato": "cat", "la casa": "house"', '"el gato": "cat" "la casa": "house"')),
         M("colon: missing after for", "`for i in range(rounds)` in practice() without the colon.",
           ("    for i in range(rounds):", "    for i in range(rounds)")),
         M("colon: missing after else", "`else` (answer wrong) in ask() without the colon.",
           ('    else:\n        print("  No... it is", english)', '    else\n        print("  No... it is", english)')),
     ])

# ---------------------------------------------------------------- 013
case("pizza_order_apostrophe_quote_print_paren_body_not_indented",
     "middle-school pupil (after-school coding class), pizza order and bill splitter",
     r'''
# Pizza order machine
# by Jayden, coding club project

MENU = {
    "margherita": 8.50,
    "pepperoni": 9.75,
    "hawaiian": 9.95,
    "veggie": 9.25,
    "bbq chicken": 11.50,
}
SIZES = {"s": 0.8, "m": 1.0, "l": 1.3}
TOPPING_PRICE = 1.20


def show_menu():
    print("----- MENU -----")
    for name, price in MENU.items():
        print(name.title().ljust(15), "$" + format(price, ".2f"))
    print("Sizes s/m/l, extra toppings $" + format(TOPPING_PRICE, ".2f") + " each")


def order_pizza():
    name = input("Which pizza? ").strip().lower()
    while name not in MENU:
        name = input("We don't have that. Which pizza? ").strip().lower()
    size = input("Size (s/m/l)? ").strip().lower()
    if size not in SIZES:
        print("I'll give you a medium then.")
        size = "m"
    extras = []
    while True:
        extra = input("Extra topping (or enter to finish): ").strip()
        if extra == "":
            break
        extras.append(extra)
    price = MENU[name] * SIZES[size] + TOPPING_PRICE * len(extras)
    return {"name": name, "size": size, "extras": extras, "price": round(price, 2)}


def print_bill(order, people):
    print()
    print("========== BILL ==========")
    subtotal = 0
    for pizza in order:
        line = pizza["size"].upper() + " " + pizza["name"].title()
        if pizza["extras"]:
            line = line + " + " + ", ".join(pizza["extras"])
        print(line.ljust(30), "$" + format(pizza["price"], ".2f"))
        subtotal = subtotal + pizza["price"]
    tip = subtotal * 0.15
    total = subtotal + tip
    print("Subtotal".ljust(30), "$" + format(subtotal, ".2f"))
    print("Tip 15%".ljust(30), "$" + format(tip, ".2f"))
    print("TOTAL".ljust(30), "$" + format(total, ".2f"))
    if people > 1:
        share = total / people
        print("Each person pays: $" + str(round(share, 2)))


print("Welcome to Tony's Pizza!")
show_menu()
order = []
more = "y"
while more == "y":
    order.append(order_pizza())
    more = input("Another pizza? (y/n) ").lower()
people = int(input("How many people are sharing? "))
print_bill(order, people)
''',
     [
         M("quote: apostrophe inside single-quoted string",
           "'Welcome to Tony's Pizza!' - the apostrophe ends the string. meant.py uses double "
           "quotes like the rest of the file.",
           ('''print("Welcome to Tony's Pizza!")''', """print('Welcome to Tony's Pizza!')""")),
         M("bracket: ) missing at end of print", "`print(\"Each person pays: $\" + str(round(share, 2))` "
           "- three `(` and two `)`; the error is reported at the next statement.",
           ('print("Each person pays: $" + str(round(share, 2)))', 'print("Each person pays: $" + str(round(share, 2))')),
         M("indent: expected an indented block", "The body of `for pizza in order:` in print_bill "
           "(first line) was left at the function's level after the pupil re-typed the loop header.",
           ('    for pizza in order:\n        line = pizza["size"]', '    for pizza in order:\n    line = pizza["size"]')),
     ],
     note="Only the first body line of the loop was dedented (the following lines are still at "
          "8 spaces), so meant.py re-indents that one line.")

# ---------------------------------------------------------------- 014
case("class_library_capital_return_timedelta_paren_args_comma",
     "primary-school teacher (self-taught, Kenya) tracking the class library's books",
     r'''
# Class library - who has which book
# Mrs. Wanjiru, Grade 5 Blue

import datetime

LOAN_DAYS = 14


class Book:
    def __init__(self, title, author, year):
        self.title = title
        self.author = author
        self.year = year
        self.borrowed_by = None
        self.due = None

    def __str__(self):
        if self.borrowed_by is None:
            status = "on the shelf"
        else:
            status = "with " + self.borrowed_by + " until " + self.due.strftime("%d %b")
        return f"{self.title} ({self.author}, {self.year}) - {status}"


class Library:
    def __init__(self):
        self.books = []

    def add(self, book):
        self.books.append(book)

    def find(self, title):
        for book in self.books:
            if book.title.lower() == title.lower():
                return book
        return None

    def lend(self, title, pupil):
        book = self.find(title)
        if book is None:
            print("We don't have", title)
        elif book.borrowed_by is not None:
            print(title, "is already with", book.borrowed_by)
        else:
            book.borrowed_by = pupil
            book.due = datetime.date.today() + datetime.timedelta(days=LOAN_DAYS)
            print(pupil, "borrowed", title, "- bring it back by", book.due.strftime("%A %d %B"))

    def give_back(self, title):
        book = self.find(title)
        if book is None or book.borrowed_by is None:
            print("That book was not lent out")
            return
        late = (datetime.date.today() - book.due).days
        if late > 0:
            print(book.borrowed_by, "is", late, "days late!")
        book.borrowed_by = None
        book.due = None


lib = Library()
lib.add(Book("Matilda", "Roald Dahl", 1988))
lib.add(Book("Holes", "Louis Sachar", 1998))
lib.add(Book("The Boy Who Harnessed the Wind", "William Kamkwamba", 2009))
lib.add(Book("Wonder", "R. J. Palacio", 2012))

lib.lend("Holes", "Amani")
lib.lend("matilda", "Brian")
lib.lend("Holes", "Faith")
lib.give_back("Wonder")

print()
for book in lib.books:
    print(book)
''',
     [
         M("keyword: capitalised Return", "`Return None` at the end of find() - capitalised by the "
           "word processor the teacher drafts in.",
           ("        return None\n\n    def lend", "        Return None\n\n    def lend")),
         M("bracket: ( never closed", "`datetime.timedelta(days=LOAN_DAYS)` lost its `)`: the "
           "line ends `days=LOAN_DAYS)` closing only the inner call.",
           ("datetime.timedelta(days=LOAN_DAYS)\n", "datetime.timedelta(days=LOAN_DAYS\n")),
         M("comma: missing between arguments", '`Book("Holes", "Louis Sachar" 1998)` - no comma '
           "before the year.",
           ('Book("Holes", "Louis Sachar", 1998)', 'Book("Holes", "Louis Sachar" 1998)')),
     ])
