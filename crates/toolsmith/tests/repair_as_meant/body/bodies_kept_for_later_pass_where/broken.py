def borrar(i):
    # TODO: comprobar

def guardar(ruta):
    # TODO

class Tarea:
    pass
