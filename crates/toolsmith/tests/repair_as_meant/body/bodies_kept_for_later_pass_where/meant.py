def borrar(i):
    pass  # TODO: comprobar

def guardar(ruta):
    pass  # TODO

class Tarea:
    pass
