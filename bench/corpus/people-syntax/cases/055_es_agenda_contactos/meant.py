import json

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
