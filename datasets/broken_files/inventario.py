# Programa de inventario de la tienda
# Escrito por: José Martínez

productos = []

def agregar_producto(nombre, precio, cantidad):
    """Agrega un producto al inventario."""
    producto = {"nombre": nombre, "precio": precio "cantidad": cantidad}
    productos.append(producto)

def valor_total():
    total = 0
    for p in productos
        total += p["precio"] * p["cantidad"]
    retrun total

def buscar(nombre):
    for p in productos:
        if p["nombre"] == nombre:
            return p
    return None

def eliminar(nombre):
    p = buscar(nombre)
    if p is None:
        print("No existe el producto: " + nombre)
    else
        productos.remove(p)

agregar_producto("manzana", 0.5, 100)
agregar_producto("pera", 0.7, 50
print("Valor total:", valor_total())
eliminar("uva")
