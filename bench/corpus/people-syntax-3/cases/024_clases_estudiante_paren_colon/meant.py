# Tarea: clases y objetos
# Alumno: Diego Ramírez

class Estudiante:
    def __init__(self, nombre, edad, notas=None):
        self.nombre = nombre
        self.edad = edad
        if notas is None:
            notas = []
        self.notas = notas

    def agregar_nota(self, nota):
        if nota < 0 or nota > 10:
            print("Nota inválida:", nota)
            return
        self.notas.append(nota)

    def promedio(self):
        if len(self.notas) == 0:
            return 0
        return sum(self.notas) / len(self.notas)

    def aprobado(self):
        return self.promedio() >= 6

    def __str__(self):
        return self.nombre + " (" + str(self.edad) + " años) promedio: " + str(round(self.promedio(), 2))


class Curso:
    def __init__(self, nombre):
        self.nombre = nombre
        self.estudiantes = []

    def inscribir(self, estudiante):
        self.estudiantes.append(estudiante)

    def mejor_estudiante(self):
        mejor = None
        for e in self.estudiantes:
            if mejor is None or e.promedio() > mejor.promedio():
                mejor = e
        return mejor

    def reporte(self):
        print("Curso:", self.nombre)
        for e in self.estudiantes:
            estado = "aprobado" if e.aprobado() else "reprobado"
            print(" -", e, "->", estado)


curso = Curso("Programación I")
ana = Estudiante("Ana", 19)
luis = Estudiante("Luis", 20)
for n in [8, 9, 7.5]:
    ana.agregar_nota(n)
for n in [5, 6, 4]:
    luis.agregar_nota(n)
curso.inscribir(ana)
curso.inscribir(luis)
curso.reporte()
print("Mejor:", curso.mejor_estudiante().nombre)
