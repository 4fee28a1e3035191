# Agenda de contactos
# Autor: Camila Suárez

contactos = {}

def agregar(nombre, teléfono correo):
    if nombre in contactos:
        print("Ya existe:, nombre)
        return False
    contactos[nombre] = {"teléfono": teléfono, "correo": correo
    return True

def buscar(prefijo):
    return [n for n in contactos if n.lower().startswith(prefijo.lower())]

def mostrar(nombre):
    datos = contactos.get(nombre)
    if datos is None
        print("No encontrado")
    esle:
        print(f"{nombre}: {datos['teléfono']} <{datos['correo']}>")

def borrar(nombre):
    if nombre in contactos:
        del contactos[nombre]

agregar("Ana", "600123123", "ana@example.com")
agregar("Andrés", "600999888", "andres@example.com")
for n in buscar("an")
    mostrar(n)
borrar("Ana")
print(len(contactos), "contactos")
