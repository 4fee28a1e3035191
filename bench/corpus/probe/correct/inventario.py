"""Gestión sencilla de inventario para una tienda."""


class Producto:
    def __init__(self, nombre, precio, cantidad=0):
        if precio < 0:
            raise ValueError("precio negativo")
        self.nombre = nombre
        self.precio = precio
        self.cantidad = cantidad

    def valor_total(self):
        """
        >>> Producto("lapiz", 0.5, 10).valor_total()
        5.0
        """
        return self.precio * self.cantidad

    def __repr__(self):
        return f"Producto({self.nombre!r}, {self.precio}, {self.cantidad})"


class Inventario:
    """
    >>> inv = Inventario()
    >>> inv.agregar(Producto("manzana", 0.3, 100))
    >>> inv.agregar(Producto("pera", 0.4, 50))
    >>> inv.retirar("manzana", 30)
    70
    >>> round(inv.valor(), 2)
    41.0
    >>> inv.bajo_stock(60)
    ['pera']
    """

    def __init__(self):
        self.productos = {}

    def agregar(self, producto):
        if producto.nombre in self.productos:
            self.productos[producto.nombre].cantidad += producto.cantidad
        else:
            self.productos[producto.nombre] = producto

    def retirar(self, nombre, cantidad):
        if nombre not in self.productos:
            raise KeyError(nombre)
        p = self.productos[nombre]
        if cantidad > p.cantidad:
            raise ValueError("no hay suficiente stock")
        p.cantidad -= cantidad
        return p.cantidad

    def valor(self):
        return sum(p.valor_total() for p in self.productos.values())

    def bajo_stock(self, umbral=10):
        return sorted(n for n, p in self.productos.items() if p.cantidad < umbral)

    def buscar(self, texto):
        """
        >>> inv = Inventario(); inv.agregar(Producto("leche entera", 1.1, 3))
        >>> inv.buscar("leche")
        [Producto('leche entera', 1.1, 3)]
        """
        return [p for n, p in self.productos.items() if texto.lower() in n.lower()]

    def informe(self):
        lineas = []
        for nombre in sorted(self.productos):
            p = self.productos[nombre]
            lineas.append(f"{nombre:<15}{p.cantidad:>5}{p.precio:>8.2f}")
        return "\n".join(lineas)


def aplicar_descuento(precio, porcentaje):
    """
    >>> aplicar_descuento(200, 15)
    170.0
    """
    if not 0 <= porcentaje <= 100:
        raise ValueError("porcentaje inválido")
    return precio * (1 - porcentaje / 100)


def cargar_csv(ruta):
    """Lee un CSV nombre,precio,cantidad y devuelve un Inventario."""
    inv = Inventario()
    with open(ruta, encoding="utf-8") as f:
        for linea in f:
            linea = linea.strip()
            if not linea or linea.startswith("#"):
                continue
            nombre, precio, cantidad = linea.split(",")
            inv.agregar(Producto(nombre, float(precio), int(cantidad)))
    return inv


if __name__ == "__main__":
    inv = Inventario()
    inv.agregar(Producto("arroz", 1.2, 40))
    inv.agregar(Producto("frijoles", 0.9, 5))
    inv.agregar(Producto("arroz", 1.2, 10))
    print(inv.informe())
    print("Valor:", round(inv.valor(), 2))
    print("Bajo stock:", inv.bajo_stock())
