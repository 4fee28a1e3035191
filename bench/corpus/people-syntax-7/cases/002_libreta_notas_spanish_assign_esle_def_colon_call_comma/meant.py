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
