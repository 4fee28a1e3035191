# Agenda de contactos usando diccionarios
# Práctica 6 - Programación I

agenda = {}

def agregar(nombre, teléfono, correo=""):
    if nombre in agenda:
        print("Ya existe", nombre)
        return
    agenda[nombre] = {"tel": teléfono, "correo": correo}

def borrar(nombre):
    if nombre not in agenda:
        print("No existe", nombre)
    else:
        del agenda[nombre]

def buscar(prefijo):
    encontrados = []
    for nombre in sorted(agenda):
        if nombre.startswith(prefijo):
            encontrados.append(nombre)
    return encontrados

def mostrar():
    for nombre, datos in sorted(agenda.items()):
        print(nombre, "-", datos["tel"], "-", datos["correo"] or "sin correo")

agregar("Martín", "555-1234", "martin@correo.com")
agregar("María", "555-9876")
agregar("Ñandú S.A.", "555-0000", "info@nandu.com"
borrar("Pepe")
print(buscar("Ma")
mostrar()

# estadísticas
total = len(agenda)
con_correo = len([n for n in agenda if agenda[n]["correo"]])
print(f"{con_correo} de {total} contactos tienen correo)
