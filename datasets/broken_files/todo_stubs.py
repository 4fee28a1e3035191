# Gestor de tareas - versión 1 (sin terminar)
tareas = []

def agregar(tarea):
    tareas.append(tarea)

def borrar(indice):
    # TODO: comprobar el índice

def listar():
    for i, t in enumerate(tareas):
        print(i, t)

def guardar(ruta):
    # TODO guardar en un fichero

class Tarea:
    def __init__(self, texto, hecha=False):
        self.texto = texto
        self.hecha = hecha

    def marcar(self):
        # pendiente

agregar("comprar pan")
agregar("estudiar")
listar()
