"""025-034: beginners' short scripts (15-40 lines), one to three slips each.

Written by people whose first language is Portuguese, Turkish, Polish, Indonesian,
Swahili, Japanese, Korean, Italian, Dutch or Russian; comments and strings in that
language, some identifiers non-ASCII (Python allows Unicode identifiers).
Non-ASCII characters that are part of a mistake are written as \\u escapes in the edits.
"""
from lib import M, case

FW_LPAREN, FW_RPAREN = "\uff08", "\uff09"   # （ ）
FW_COLON, FW_COMMA = "\uff1a", "\uff0c"     # ： ，
LDQ, RDQ = "\u201c", "\u201d"               # “ ”

# ---------------------------------------------------------------- 025
case(
    "imc_calculadora_portuguese_elif_colon_assign_in_if",
    "beginner (Portuguese, Brazil)",
    '''
# Calculadora de IMC - trabalho de informática
# Autor: João Pedro, 1º ano

nome = input("Qual é o seu nome? ")
peso = float(input("Digite seu peso em kg: ").replace(",", "."))
altura = float(input("Digite sua altura em metros: ").replace(",", "."))

índice = peso / (altura * altura)

if índice < 18.5:
    classificação = "abaixo do peso"
elif índice < 25:
    classificação = "peso normal"
elif índice < 30:
    classificação = "sobrepeso"
else:
    classificação = "obesidade"

print(f"{nome}, seu IMC é {índice:.1f} ({classificação})")

resposta = input("Quer saber a sua faixa de peso ideal? (s/n) ")
if resposta.lower() == "s":
    mínimo = 18.5 * altura ** 2
    máximo = 24.9 * altura ** 2
    print(f"Seu peso ideal fica entre {mínimo:.1f} kg e {máximo:.1f} kg")
else:
    print("Tchau!")
''',
    [
        M("colon: missing after elif",
          "`elif índice < 30` has no `:`; the other branches of the chain have theirs.",
          ('elif índice < 30:\n', 'elif índice < 30\n')),
        M("condition: = for ==",
          "`if resposta.lower() = \"s\":` assigns instead of comparing; the answer is "
          "compared with \"s\".",
          ('if resposta.lower() == "s":', 'if resposta.lower() = "s":')),
    ],
    note="A first-year student in Brazil (comments, strings and some identifiers in "
         "Portuguese with accents: `índice`, `classificação`, `mínimo`, `máximo`).\n"
         "meant.py undoes only the slips; the identifiers keep their accents.",
)

# ---------------------------------------------------------------- 026
case(
    "alisveris_hesabi_turkish_capital_if_unclosed_fstring",
    "beginner (Turkish)",
    '''
# Market alışveriş hesabı
# Ödev 3 - Ayşe Yılmaz

ürünler = {
    "ekmek": 7.5,
    "süt": 32.0,
    "yumurta": 65.0,
    "peynir": 180.0,
    "domates": 28.5,
}

sepet = []
print("Ürünler:", ", ".join(ürünler))

while True:
    ürün = input("Ürün adı (bitirmek için 'tamam'): ").strip().lower()
    if ürün == "tamam":
        break
    if ürün not in ürünler:
        print("Böyle bir ürün yok!")
        continue
    adet = int(input("Kaç tane? "))
    sepet.append((ürün, adet))

toplam = 0
for ürün, adet in sepet:
    fiyat = ürünler[ürün] * adet
    toplam += fiyat
    print(f"{ürün:<10} x{adet}  {fiyat:8.2f} TL")

if toplam > 200:
    indirim = toplam * 0.1
    print(f"İndirim: -{indirim:.2f} TL")
    toplam -= indirim

print(f"Toplam: {toplam:.2f} TL")
''',
    [
        M("keyword: capitalised If",
          "`If ürün not in ürünler:` starts with a capital letter; the keyword is `if`, as in "
          "the `if ürün == \"tamam\":` two lines above.",
          ('    if ürün not in ürünler:', '    If ürün not in ürünler:')),
        M("quote: closing quote missing at the end of the last line",
          "The last f-string `f\"Toplam: {toplam:.2f} TL)` ends with the `)` of `print` "
          "but no closing `\"`. The quote goes before the `)`, as in the other prints.",
          ('{toplam:.2f} TL")\n', '{toplam:.2f} TL)\n')),
    ],
    note="A Turkish high-school student's homework (identifiers `ürünler`, `ürün`, `sepet` "
         "with Turkish letters).\nmeant.py undoes only the slips.",
)

# ---------------------------------------------------------------- 027
case(
    "zgadywanka_polish_bracket_mismatch_tab_line",
    "beginner (Polish)",
    '''
# Gra w zgadywanie liczby
import random

liczba = random.randint(1, 100)
próby = 0
max_prób = 7

print("Zgadnij liczbę od 1 do 100. Masz", max_prób, "prób.")

while próby < max_prób:
    strzał = int(input("Twój strzał: "))
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
wyniki.write(f"{liczba};{próby}\\n")
wyniki.close()
''',
    [
        M("bracket: ] closing a (",
          "`int(input(\"Twój strzał: \"])` closes the `(` of `input` with `]`. Both "
          "brackets at the end are `)`.",
          ('"Twój strzał: "))', '"Twój strzał: "])')),
        M("indent: TAB-indented line among spaces (TabError)",
          "`próby += 1` is indented with one TAB while the rest of the loop uses 4 spaces "
          "(TabError). It gets the 4 spaces of its neighbours.",
          ('    próby += 1\n', '\u21e5próby += 1\n')),
    ],
    note="A Polish pupil's guessing game (identifiers `próby`, `max_prób`, `strzał` with "
         "Polish letters); the TAB came from pasting the line from a classmate's file.\n"
         "meant.py undoes only the slips; `open`/`close` without `with` stays.",
)

# ---------------------------------------------------------------- 028
case(
    "kasir_indonesian_capital_def_for_colon_else_colon",
    "beginner (Indonesian)",
    '''
# Program kasir sederhana - tugas Pemrograman Dasar
# Nama: Rizky Pratama

daftar_harga = {"nasi goreng": 15000, "mie ayam": 12000, "es teh": 4000, "bakso": 13000}


def hitung_total(pesanan):
    total = 0
    for menu, jumlah in pesanan.items():
        total = total + daftar_harga[menu] * jumlah
    return total


def hitung_diskon(total):
    if total >= 50000:
        return total * 10 // 100
    return 0


pesanan = {}
for i in range(3):
    menu = input("Masukkan menu: ").lower()
    if menu in daftar_harga:
        jumlah = int(input("Jumlah: "))
        pesanan[menu] = pesanan.get(menu, 0) + jumlah
    else:
        print("Menu tidak ada")

total = hitung_total(pesanan)
diskon = hitung_diskon(total)
print("Total  : Rp", total)
print("Diskon : Rp", diskon)
print("Bayar  : Rp", total - diskon)
''',
    [
        M("keyword: capitalised Def",
          "`Def hitung_diskon(total):` starts with a capital letter; the first function "
          "of the file is written with `def`.",
          ('\ndef hitung_diskon(total):', '\nDef hitung_diskon(total):')),
        M("colon: missing after for",
          "`for i in range(3)` has no `:`.",
          ('for i in range(3):\n', 'for i in range(3)\n')),
        M("colon: missing after else",
          "The `else` of the menu check has no `:`.",
          ('    else:\n        print("Menu tidak ada")', '    else\n        print("Menu tidak ada")')),
    ],
    note="An Indonesian university student's first assignment (cashier program).\n"
         "meant.py undoes only the slips.",
)

# ---------------------------------------------------------------- 029
case(
    "akiba_ya_mwezi_swahili_curly_quotes_input_paren",
    "beginner (Swahili)",
    '''
# Programu ya kuhesabu akiba ya kila mwezi
# Imeandikwa na Neema - darasa la programu, Arusha

mshahara = float(input("Mshahara wako wa mwezi (TSh): "))
matumizi = {
    "kodi ya nyumba": 250000,
    "chakula": 180000,
    "usafiri": 60000,
    "umeme na maji": 45000,
}

jumla_ya_matumizi = sum(matumizi.values())
akiba = mshahara - jumla_ya_matumizi

print("Matumizi yako:")
for jina, kiasi in matumizi.items():
    print(f"  {jina}: {kiasi:,} TSh")
print(f"Akiba ya mwezi: {akiba:,.0f} TSh")

if akiba > 0:
    miezi = int(input("Unataka kuweka akiba kwa miezi mingapi? "))
    print(f"Baada ya miezi {miezi} utakuwa na {akiba * miezi:,.0f} TSh")
else:
    print("Matumizi ni makubwa kuliko mshahara!")
''',
    [
        M("quote: curly quotes from a phone keyboard around a string",
          "The prompt of the second `input` was typed on a phone and has \u201c \u201d "
          "(U+201C/U+201D) instead of `\"`. Both become straight quotes like the rest of "
          "the file.",
          ('input("Unataka kuweka akiba kwa miezi mingapi? ")',
           'input(' + LDQ + 'Unataka kuweka akiba kwa miezi mingapi? ' + RDQ + ')')),
        M("bracket: ) missing after float(input(...))",
          "`mshahara = float(input(\"...\")` closes `input(` but not `float(`; the error is "
          "reported at the `{` on the next line. The `)` goes at the end of the line.",
          ('(TSh): "))\n', '(TSh): ")\n')),
    ],
    note="A Tanzanian student's budget script, partly typed on a phone (comments, strings "
         "and names in Swahili).\nmeant.py undoes only the slips.",
)

# ---------------------------------------------------------------- 030
case(
    "kakeibo_japanese_fullwidth_parens_colon_comma",
    "beginner (Japanese)",
    '''
# 家計簿プログラム（練習用）
# 一週間の支出を入力して、合計と平均を表示する

曜日 = ["月", "火", "水", "木", "金", "土", "日"]
支出 = []

for 日 in 曜日:
    金額 = int(input(日 + "曜日の支出を入力してください: "))
    支出.append(金額)

合計 = sum(支出)
平均 = 合計 / len(支出)

print("合計:", 合計, "円")
print("平均:", round(平均), "円")

# 一番お金を使った日
最大 = max(支出)
print("一番使った日は", 曜日[支出.index(最大)] + "曜日です")

if 平均 > 3000:
    print("使いすぎです！来週は節約しましょう")
else:
    print("いい感じです")
''',
    [
        M("char: full-width parentheses from the IME",
          "`print\uff08\"合計:\", 合計, \"円\"\uff09` was typed with the Japanese IME still "
          "on: both parentheses are full-width (U+FF08, U+FF09). They become ASCII `(` `)`. "
          "The full-width parentheses in the first comment are the author's text and stay.",
          ('print("合計:", 合計, "円")', 'print' + FW_LPAREN + '"合計:", 合計, "円"' + FW_RPAREN)),
        M("char: full-width colon from the IME",
          "`if 平均 > 3000\uff1a` ends with a full-width colon (U+FF1A); it becomes `:`.",
          ('if 平均 > 3000:', 'if 平均 > 3000' + FW_COLON)),
        M("char: full-width comma from the IME",
          "In `print(\"平均:\"\uff0cround(平均), \"円\")` the first comma is full-width "
          "(U+FF0C); it becomes `, ` like the comma after it. The full-width `！` inside a "
          "string is text and stays.",
          ('print("平均:", round(平均), "円")', 'print("平均:"' + FW_COMMA + 'round(平均), "円")')),
    ],
    note="A Japanese office worker learning Python at home: Japanese comments, strings and "
         "identifiers (`曜日`, `支出`, `合計`), typed with the IME switching between "
         "half-width and full-width.\nmeant.py turns only the full-width characters in code "
         "into ASCII; full-width characters in comments and strings stay.",
)

# ---------------------------------------------------------------- 031
case(
    "cafe_order_korean_while_colon_print_paren_assign_in_if",
    "beginner (Korean)",
    '''
# 카페 주문 프로그램 - 파이썬 기초 과제
menu = {
    "아메리카노": 4100,
    "카페라떼": 4600,
    "바닐라라떼": 5100,
    "녹차라떼": 4800,
}

print("=== 메뉴 ===")
for name, price in menu.items():
    print(f"{name} - {price}원")

order = []
while True:
    item = input("주문할 메뉴를 입력하세요 (끝내려면 엔터): ")
    if item == "":
        break
    if item not in menu:
        print("없는 메뉴입니다. 다시 입력해 주세요.")
        continue
    size = input("사이즈를 고르세요 (R/L): ").upper()
    price = menu[item]
    if size == "L":
        price += 500  # 라지 사이즈는 500원 추가
    order.append((item, size, price))

total = sum(p for _, _, p in order)
print(f"총 {len(order)}잔, {total}원입니다.")
if total >= 20000:
    print("쿠폰 도장 2개를 찍어 드립니다!")
''',
    [
        M("bracket: ) missing at the end of print(f\"...\")",
          "`print(f\"{name} - {price}원\"` inside the menu loop has no `)`; CPython "
          "complains two lines later. The `)` goes after the string.",
          ('print(f"{name} - {price}원")\n', 'print(f"{name} - {price}원"\n')),
        M("colon: missing after while",
          "`while True` has no `:`.",
          ('while True:\n', 'while True\n')),
        M("condition: = for ==",
          "`if size = \"L\":` assigns instead of comparing.",
          ('if size == "L":', 'if size = "L":')),
    ],
    note="A Korean university student's first-week exercise (strings and comments in "
         "Korean, ASCII identifiers).\nmeant.py undoes only the slips.",
)

# ---------------------------------------------------------------- 032
case(
    "tabellina_italian_for_colon_capital_else_unclosed_string",
    "beginner (Italian)",
    '''
# Esercizio: tabellina con numeri pari e dispari
# Classe 2B - Giulia Romano

def è_pari(n):
    return n % 2 == 0


numero = int(input("Scegli un numero da 1 a 10: "))

if numero < 1 or numero > 10:
    print("Numero non valido, uso il 5")
    numero = 5

print("Tabellina del", numero)
for i in range(1, 11):
    risultato = numero * i
    if è_pari(risultato):
        print(f"{numero} x {i} = {risultato} (pari)")
    else:
        print(f"{numero} x {i} = {risultato} (dispari)")

quanti_pari = len([i for i in range(1, 11) if è_pari(numero * i)])
print("Risultati pari:", quanti_pari)
''',
    [
        M("colon: missing after for",
          "`for i in range(1, 11)` has no `:`.",
          ('for i in range(1, 11):\n', 'for i in range(1, 11)\n')),
        M("keyword: capitalised Else",
          "`Else:` is capitalised; the keyword is `else`.",
          ('    else:\n        print(f"{numero} x {i} = {risultato} (dispari)")',
           '    Else:\n        print(f"{numero} x {i} = {risultato} (dispari)")')),
        M("quote: closing quote missing before a comma",
          "`print(\"Tabellina del, numero)` does not close the string before the comma, so "
          "`numero` and `)` are swallowed. The `\"` goes after `del`, as in the prints with "
          "two arguments later in the file.",
          ('print("Tabellina del", numero)', 'print("Tabellina del, numero)')),
    ],
    note="An Italian secondary-school pupil's exercise (function name `è_pari` with an "
         "accented letter).\nmeant.py undoes only the slips.",
)

# ---------------------------------------------------------------- 033
case(
    "verjaardagen_dutch_tuple_bracket_def_colon_unindent",
    "beginner (Dutch)",
    '''
# Verjaardagskalender voor de klas
from datetime import date

verjaardagen = {
    "Sanne": (14, 3),
    "Daan": (2, 11),
    "Lotte": (27, 6),
    "Bram": (9, 1),
}


def dagen_tot(dag, maand):
    vandaag = date.today()
    volgende = date(vandaag.year, maand, dag)
    if volgende < vandaag:
        volgende = date(vandaag.year + 1, maand, dag)
    return (volgende - vandaag).days


for naam, (dag, maand) in verjaardagen.items():
    aantal = dagen_tot(dag, maand)
    if aantal == 0:
        print(naam, "is vandaag jarig! Gefeliciteerd!")
    elif aantal < 30:
        print(naam, "is over", aantal, "dagen jarig")
    else:
        print(naam, "is pas over", aantal, "dagen jarig")

eerstvolgende = min(verjaardagen, key=lambda n: dagen_tot(*verjaardagen[n]))
print("Eerstvolgende jarige:", eerstvolgende)
''',
    [
        M("bracket: ] closing a ( in a dict value",
          "`\"Lotte\": (27, 6],` closes the tuple with `]`; the other birthdays are "
          "`(day, month)` tuples.",
          ('"Lotte": (27, 6),', '"Lotte": (27, 6],')),
        M("colon: missing after def",
          "`def dagen_tot(dag, maand)` has no `:`.",
          ('def dagen_tot(dag, maand):\n', 'def dagen_tot(dag, maand)\n')),
        M("indent: unindent does not match",
          "`return` is indented with 3 spaces after a block at 8; no enclosing block starts "
          "at column 3. It belongs to the function body at 4 spaces.",
          ('    return (volgende - vandaag).days\n', '   return (volgende - vandaag).days\n')),
    ],
    note="A Dutch teacher's helper script for the class birthday calendar.\n"
         "meant.py undoes only the slips.",
)

# ---------------------------------------------------------------- 034
case(
    "konverter_valyut_russian_elseif",
    "beginner (Russian)",
    '''
# Конвертер валют (курсы на понедельник)
курсы = {"USD": 92.5, "EUR": 100.2, "CNY": 12.7, "TRY": 2.9}

print("Доступные валюты:", ", ".join(курсы))

while True:
    сумма = float(input("Сколько рублей хотите обменять? (0 - выход) "))
    if сумма == 0:
        break
    валюта = input("В какую валюту? ").upper()
    if валюта not in курсы:
        print("Такой валюты нет")
        continue
    результат = сумма / курсы[валюта]
    print(f"{сумма:.2f} руб. = {результат:.2f} {валюта}")
    if результат > 1000:
        print("Большая сумма, возьмите с собой паспорт")
    elif результат < 10:
        print("Слишком маленькая сумма, комиссия будет больше")

print("До свидания!")
''',
    [
        M("keyword: elseif for elif",
          "`elseif результат < 10:` (PHP/Basic spelling) is Python's `elif`.",
          ('    elif результат < 10:', '    elseif результат < 10:')),
    ],
    note="A Russian student who learned some PHP first; Cyrillic identifiers (`курсы`, "
         "`сумма`, `валюта`, `результат`).\nmeant.py undoes only the slip.",
)
