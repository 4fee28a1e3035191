# Calificaciones del curso de programación

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
