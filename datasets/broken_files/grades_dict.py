# Notas de los alumnos (diccionarios)
alumnos = {
    "Ana": {"mate": 8, "lengua": 7},
    "Luis": {"mate": 5, "lengua": 6}
    "Marta": {"mate": 9, "lengua": 9},
}

def promedio(notas):
    return sum(notas.values()) / len(notas

for nombre, notas in alumnos.items():
    p = promedio(notas)
    if p >= 7:
        estado = "aprobado con nota"
    elif p >= 5:
        estado = "aprobado"
    else:
        estado = "suspenso"
    print(nombre, p, estado)

mejor = max(alumnos, key=lambda n: promedio(alumnos[n])
print("Mejor alumno:", mejor)
