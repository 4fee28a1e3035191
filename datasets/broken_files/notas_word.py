# Calcular la nota final (copiado del documento de la profe)
# Parcial 40%, trabajos 30%, examen final 30%

def nota_final(parcial, trabajos, final):
    return parcial * 0.4 + trabajos * 0.3 + final * 0.3

def estado(nota):
    if nota >= 7:
        return “Promocionado”
    elif nota >= 4:
        return “Aprobado”
    else:
        return “Desaprobado”

alumnos = [
    ("Camila", 8, 9, 7),
    ("Joaquín", 5, 6, 3),
    ("Tomás", 2, 4, 5),
]

for nombre, p, t, f in alumnos:
    n = nota_final(p, t, f)
    print(nombre, round(n, 2), estado(n))
