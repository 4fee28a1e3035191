from lib import case

# ---------------------------------------------------------------- FR 1
case("fr_inventaire_magasin", "French-speaking student", ["missing comma (dict)", "= for == in condition"],
     "Étudiant francophone, identifiants/commentaires en français. Virgule manquante après `\"pommes\": 40` dans le dict `stock`; `if quantité = 0:` dans afficher_alertes().",
r'''# Gestion d'inventaire d'un petit magasin
# TP 3 - dictionnaires

stock = {
    "pommes": 40,
    "poires": 0,
    "bananes": 12,
    "cerises": 3,
}

prix = {"pommes": 0.5, "poires": 0.8, "bananes": 0.3, "cerises": 4.0}


def valeur_totale(stock, prix):
    total = 0
    for produit, quantité in stock.items():
        total += quantité * prix[produit]
    return total


def afficher_alertes(stock):
    for produit, quantité in stock.items():
        if quantité == 0:
            print("Rupture de stock :", produit)
        elif quantité < 5:
            print("Stock faible :", produit, "(", quantité, ")")


def vendre(produit, nombre):
    if stock[produit] >= nombre:
        stock[produit] -= nombre
        return True
    print("Pas assez de", produit)
    return False


vendre("bananes", 10)
vendre("cerises", 5)
afficher_alertes(stock)
print("Valeur du stock :", valeur_totale(stock, prix), "euros")
''', [('    "pommes": 40,\n', '    "pommes": 40\n'), ("        if quantité == 0:", "        if quantité = 0:")])

# ---------------------------------------------------------------- FR 2
case("fr_moyenne_eleves_apostrophe", "French-speaking student", ["apostrophe ends single-quoted string", "missing colon (class)"],
     "Étudiant francophone. `print('Moyenne de l'élève', ...)`: l'apostrophe française ferme la chaîne entre apostrophes (ligne 20); `class Eleve` sans deux-points.",
r'''class Eleve:
    def __init__(self, nom, notes):
        self.nom = nom
        self.notes = notes

    def moyenne(self):
        return sum(self.notes) / len(self.notes)

    def mention(self):
        m = self.moyenne()
        if m >= 16:
            return "Très bien"
        elif m >= 14:
            return "Bien"
        elif m >= 12:
            return "Assez bien"
        return "Aucune"

    def afficher(self):
        print("Moyenne de l'élève", self.nom, ":", round(self.moyenne(), 2))
        print('Mention :', self.mention())


classe = [Eleve("Léa", [15, 17, 18]), Eleve("Hugo", [9, 12, 11]), Eleve("Inès", [13, 14, 16])]
for e in classe:
    e.afficher()
''', [("class Eleve:", "class Eleve"),
      ('print("Moyenne de l\'élève", self.nom', "print('Moyenne de l'élève', self.nom")])

# ---------------------------------------------------------------- FR 3
case("fr_jeu_du_pendu", "French-speaking student", ["=! typo for !=", "missing colon (while)", "missing closing paren"],
     "Lycéen francophone, jeu du pendu. `while erreurs < 7 and trouvé =! True` (=! au lieu de !=, et deux-points manquant), et `print(\"Perdu ! Le mot était\", mot` sans parenthèse fermante.",
r'''import random

mots = ["python", "ordinateur", "clavier", "fromage", "baguette"]
mot = random.choice(mots)
lettres_trouvées = []
erreurs = 0
trouvé = False

while erreurs < 7 and trouvé != True:
    affichage = ""
    for l in mot:
        if l in lettres_trouvées:
            affichage += l + " "
        else:
            affichage += "_ "
    print(affichage)
    lettre = input("Propose une lettre : ").lower()
    if lettre in mot:
        lettres_trouvées.append(lettre)
    else:
        erreurs += 1
        print("Raté ! Erreurs :", erreurs)
    trouvé = all(l in lettres_trouvées for l in mot)

if trouvé:
    print("Bravo, tu as trouvé", mot)
else:
    print("Perdu ! Le mot était", mot)
''', [("while erreurs < 7 and trouvé != True:", "while erreurs < 7 and trouvé =! True"),
      ('    print("Perdu ! Le mot était", mot)', '    print("Perdu ! Le mot était", mot')])

# ---------------------------------------------------------------- ES 1
case("es_calificaciones_alumnos", "Spanish-speaking student", ["missing colon (def)", "unclosed bracket across lines"],
     "Estudiante hispanohablante. `def promedio(notas)` sin dos puntos, y a la lista `alumnos` le falta el `]` de cierre (sigue en la línea de `for`).",
r'''# Calificaciones del curso de programación

alumnos = [
    ("María", [7.5, 8.0, 9.2]),
    ("José", [5.0, 6.5, 4.8]),
    ("Lucía", [9.5, 9.8, 10.0]),
    ("Andrés", [6.0, 7.0, 6.5]),
]


def promedio(notas):
    suma = 0
    for n in notas:
        suma = suma + n
    return suma / len(notas)


aprobados = 0
for nombre, notas in alumnos:
    p = promedio(notas)
    if p >= 6:
        estado = "aprobado"
        aprobados += 1
    else:
        estado = "reprobado"
    print(nombre, "->", round(p, 2), estado)

print("Aprobados:", aprobados, "de", len(alumnos))
''', [("def promedio(notas):", "def promedio(notas)"),
      ('    ("Andrés", [6.0, 7.0, 6.5]),\n]\n', '    ("Andrés", [6.0, 7.0, 6.5]),\n\n')])

# ---------------------------------------------------------------- ES 2
case("es_agenda_contactos", "Spanish-speaking student", ["misspelled keyword (improt)", "dict with = instead of :", "missing colon (elif)"],
     "Estudiante hispanohablante. `improt json` en la primera línea, el diccionario del contacto escrito con `\"nombre\" = nombre` (dos claves), y `elif opcion == \"2\"` sin dos puntos.",
r'''import json

ARCHIVO = "agenda.json"


def cargar():
    try:
        with open(ARCHIVO) as f:
            return json.load(f)
    except FileNotFoundError:
        return []


def guardar(agenda):
    with open(ARCHIVO, "w") as f:
        json.dump(agenda, f, indent=2, ensure_ascii=False)


agenda = cargar()
while True:
    print("1) Añadir  2) Listar  3) Salir")
    opcion = input("Opción: ")
    if opcion == "1":
        nombre = input("Nombre: ")
        telefono = input("Teléfono: ")
        contacto = {"nombre": nombre, "teléfono": telefono}
        agenda.append(contacto)
        guardar(agenda)
    elif opcion == "2":
        for c in agenda:
            print(c["nombre"], "-", c["teléfono"])
    elif opcion == "3":
        break
    else:
        print("Opción no válida")
''', [("import json", "improt json"),
      ('contacto = {"nombre": nombre, "teléfono": telefono}', 'contacto = {"nombre" = nombre, "teléfono" = telefono}'),
      ('    elif opcion == "2":', '    elif opcion == "2"')])

# ---------------------------------------------------------------- ES 3
case("es_cajero_automatico", "Spanish-speaking student", ["misspelled keyword (whlie)", "missing + in string concatenation"],
     "Estudiante hispanohablante, cajero automático. `whlie opcion != \"4\":` y `print(\"Su saldo es: \" str(saldo))` sin `+`.",
r'''saldo = 1000.0
opcion = ""

while opcion != "4":
    print("=== Cajero ===")
    print("1. Consultar saldo")
    print("2. Depositar")
    print("3. Retirar")
    print("4. Salir")
    opcion = input("Elija una opción: ")
    if opcion == "1":
        print("Su saldo es: " + str(saldo))
    elif opcion == "2":
        monto = float(input("Monto a depositar: "))
        saldo += monto
    elif opcion == "3":
        monto = float(input("Monto a retirar: "))
        if monto > saldo:
            print("¡Fondos insuficientes!")
        else:
            saldo -= monto
    elif opcion != "4":
        print("Opción inválida")

print("¡Gracias por usar el cajero!")
''', [('while opcion != "4":', 'whlie opcion != "4":'),
      ('print("Su saldo es: " + str(saldo))', 'print("Su saldo es: " str(saldo))')])

# ---------------------------------------------------------------- DE 1
case("de_warenkorb_klasse", "German-speaking student", ["misspelled keyword (esle)", "missing closing paren", "missing colon (def)"],
     "Deutschsprachiger Student. `esle:` in rabatt(), fehlende `)` bei `self.artikel.append((name, preis, menge)` und `def summe(self)` ohne Doppelpunkt.",
r'''class Warenkorb:
    def __init__(self, kunde):
        self.kunde = kunde
        self.artikel = []

    def hinzufügen(self, name, preis, menge=1):
        self.artikel.append((name, preis, menge))

    def summe(self):
        gesamt = 0
        for name, preis, menge in self.artikel:
            gesamt += preis * menge
        return gesamt

    def rabatt(self):
        # ab 100 Euro gibt es 10 Prozent Rabatt
        if self.summe() >= 100:
            return self.summe() * 0.10
        else:
            return 0

    def ausgeben(self):
        print("Warenkorb von", self.kunde)
        for name, preis, menge in self.artikel:
            print(f"  {menge} x {name} à {preis:.2f} €")
        print(f"Summe: {self.summe():.2f} €, Rabatt: {self.rabatt():.2f} €")


korb = Warenkorb("Jürgen")
korb.hinzufügen("Brötchen", 0.45, 6)
korb.hinzufügen("Kaffee", 8.99, 2)
korb.hinzufügen("Käse", 4.50)
korb.hinzufügen("Kopfhörer", 79.00)
korb.ausgeben()
''', [("        self.artikel.append((name, preis, menge))", "        self.artikel.append((name, preis, menge)"),
      ("    def summe(self):", "    def summe(self)"),
      ("        else:\n            return 0", "        esle:\n            return 0")])

# ---------------------------------------------------------------- DE 2
case("de_notenrechner_retrun", "German-speaking student", ["missing colon (def)", "missing colon (for)", "misspelled keyword (retrun)"],
     "Deutschsprachige Schülerin. `def berechne_durchschnitt(noten)` und `for n in noten` ohne Doppelpunkt, `retrun` statt `return`. Hinweis: `gewicht = 1,5` ist ein Tupel (Logikfehler, kompiliert) und bleibt in meant.py.",
r'''# Notenrechner - deutsche Schulnoten 1 bis 6

gewicht = 1,5


def berechne_durchschnitt(noten):
    summe = 0
    for n in noten:
        summe += n
    return summe / len(noten)


def bewertung(schnitt):
    if schnitt <= 1.5:
        return "sehr gut"
    elif schnitt <= 2.5:
        return "gut"
    elif schnitt <= 3.5:
        return "befriedigend"
    elif schnitt <= 4.5:
        return "ausreichend"
    return "nicht bestanden"


fächer = {"Mathe": [2, 1, 3], "Deutsch": [3, 3, 2], "Physik": [4, 5, 4]}
for fach, noten in fächer.items():
    s = berechne_durchschnitt(noten)
    print(fach, round(s, 2), bewertung(s))
''', [("def berechne_durchschnitt(noten):", "def berechne_durchschnitt(noten)"),
      ("    for n in noten:", "    for n in noten"),
      ("    return summe / len(noten)", "    retrun summe / len(noten)")])

# ---------------------------------------------------------------- DE 3
case("de_csv_datei_parser", "German-speaking student", ["missing colon (with)", "missing colon (except)", "single } in f-string"],
     "Deutschsprachiger Entwickler. `with open(pfad, encoding=\"utf-8\") as datei` und `except FileNotFoundError` ohne Doppelpunkt; `f\"Zeile {nummer}}: ...\"` mit einzelner `}`.",
r'''import sys


def lese_messwerte(pfad):
    werte = []
    try:
        with open(pfad, encoding="utf-8") as datei:
            for nummer, zeile in enumerate(datei, start=1):
                zeile = zeile.strip()
                if not zeile or zeile.startswith("#"):
                    continue
                teile = zeile.split(";")
                try:
                    werte.append((teile[0], float(teile[1].replace(",", "."))))
                except (IndexError, ValueError):
                    print(f"Zeile {nummer}: ungültig -> {zeile!r}")
    except FileNotFoundError:
        print("Datei nicht gefunden:", pfad)
    return werte


messwerte = lese_messwerte(sys.argv[1] if len(sys.argv) > 1 else "messungen.csv")
if messwerte:
    höchster = max(messwerte, key=lambda w: w[1])
    print("Anzahl:", len(messwerte))
    print("Maximum:", höchster[0], höchster[1])
''', [('        with open(pfad, encoding="utf-8") as datei:', '        with open(pfad, encoding="utf-8") as datei'),
      ("    except FileNotFoundError:", "    except FileNotFoundError"),
      ('f"Zeile {nummer}: ungültig', 'f"Zeile {nummer}}: ungültig')])

# ---------------------------------------------------------------- PT 1
case("pt_biblioteca_classe", "Portuguese-speaking student", ["missing colon (class)", "dict with = instead of :", "missing colon (if)"],
     "Estudante lusófono, sistema de biblioteca. `class Livro` sem dois-pontos, `{\"titulo\" = ..., ...}` em para_dict() (= em vez de :, três chaves) e `if livro.emprestado` sem dois-pontos.",
r'''class Livro:
    def __init__(self, titulo, autor, ano):
        self.titulo = titulo
        self.autor = autor
        self.ano = ano
        self.emprestado = False

    def para_dict(self):
        return {"titulo": self.titulo, "autor": self.autor, "ano": self.ano}


class Biblioteca:
    def __init__(self):
        self.livros = []

    def adicionar(self, livro):
        self.livros.append(livro)

    def emprestar(self, titulo):
        for livro in self.livros:
            if livro.titulo == titulo:
                if livro.emprestado:
                    print("Livro já emprestado:", titulo)
                    return False
                livro.emprestado = True
                return True
        print("Livro não encontrado:", titulo)
        return False

    def disponiveis(self):
        return [l.para_dict() for l in self.livros if not l.emprestado]


b = Biblioteca()
b.adicionar(Livro("Dom Casmurro", "Machado de Assis", 1899))
b.adicionar(Livro("Os Lusíadas", "Luís de Camões", 1572))
b.adicionar(Livro("Ensaio sobre a Cegueira", "José Saramago", 1995))
b.emprestar("Os Lusíadas")
b.emprestar("Os Lusíadas")
print(b.disponiveis())
''', [("class Livro:", "class Livro"),
      ('return {"titulo": self.titulo, "autor": self.autor, "ano": self.ano}',
       'return {"titulo" = self.titulo, "autor" = self.autor, "ano" = self.ano}'),
      ("                if livro.emprestado:", "                if livro.emprestado")])

# ---------------------------------------------------------------- PT 2
case("pt_calculadora_menu", "Portuguese-speaking student", ["missing + in string concatenation", "unclosed paren across lines", "missing colon (if)"],
     "Estudante brasileiro, calculadora. `print(\"Resultado: \" str(resultado))` sem o `+`, `float(input(\"Segundo número: \")` sem o `)` final (o parêntese continua na linha seguinte), e `elif opcao == \"4\"` sem dois-pontos.",
r'''def calcular(a, b, opcao):
    if opcao == "1":
        return a + b
    elif opcao == "2":
        return a - b
    elif opcao == "3":
        return a * b
    elif opcao == "4":
        if b == 0:
            return None
        return a / b


while True:
    print("1-Somar 2-Subtrair 3-Multiplicar 4-Dividir 0-Sair")
    opcao = input("Escolha: ")
    if opcao == "0":
        break
    a = float(input("Primeiro número: "))
    b = float(input("Segundo número: "))
    resultado = calcular(a, b, opcao)
    if resultado is None:
        print("Não é possível dividir por zero (ou opção inválida)")
    else:
        print("Resultado: " + str(resultado))
''', [('    elif opcao == "4":', '    elif opcao == "4"'),
      ('    b = float(input("Segundo número: "))', '    b = float(input("Segundo número: ")'),
      ('print("Resultado: " + str(resultado))', 'print("Resultado: " str(resultado))')])

# ---------------------------------------------------------------- PT 3
case("pt_jogo_da_forca_palavras", "Portuguese-speaking student", ["missing closing quote", "missing comma (list)"],
     "Estudante português, jogo de adivinhar palavras. Falta a vírgula na tupla `(\"laranja\" 7)` e falta a aspa de fecho em `input(\"Adivinha a palavra: )`.",
r'''import random

palavras = [("laranja", 7), ("janela", 6), ("sapato", 6), ("comboio", 7)]

palavra, comprimento = random.choice(palavras)
print("A palavra tem", comprimento, "letras e começa por", palavra[0])

tentativas = 3
while tentativas > 0:
    resposta = input("Adivinha a palavra: ").strip().lower()
    if resposta == palavra:
        print("Acertaste!")
        break
    tentativas -= 1
    print("Errado. Tentativas restantes:", tentativas)
else:
    print("A palavra era", palavra)
''', [('("laranja", 7)', '("laranja" 7)'),
      ('input("Adivinha a palavra: ")', 'input("Adivinha a palavra: )')])
