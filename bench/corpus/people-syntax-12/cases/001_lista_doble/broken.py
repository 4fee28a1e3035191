# TP 3 - Algoritmos y Estructuras de Datos II
# Lista doblemente enlazada
# Alumno: Tomás Ferreyra  -  Legajo 48213

class Nodo:
    def __init__(self, dato, anterior=None, siguiente=None):
        self.dato = dato
        self.anterior = anterior
        self.siguiente = siguiente


class ListaDoble:
    """Lista doblemente enlazada con cabeza y cola."""

    def __init__(self, iterable=None):
        self.cabeza = None
        self.cola = None
        self.tamanio = 0
        if iterable is not None:
            for x in iterable:
                self.agregar_al_final(x)

    def esta_vacia(self):
        return self.tamanio == 0

    def agregar_al_final(self, dato):
        nuevo = Nodo(dato, anterior=self.cola)
        if self.cola is None:
            # la lista estaba vacía
            self.cabeza = nuevo
        else:
            self.cola.siguiente = nuevo
        self.cola = nuevo
        self.tamanio += 1

    def agregar_al_inicio(self, dato):
        nuevo = Nodo(dato, siguiente=self.cabeza)
        if self.cabeza is None:
            self.cola = nuevo
        else:
            self.cabeza.anterior = nuevo
        self.cabeza = nuevo
        self.tamanio += 1

    def eliminar(self, dato):
        """Borra la primera aparición de dato. Devuelve True si lo encontró."""
        actual = self.cabeza
        while actual is not None:
            if actual.dato == dato:
                # engancho el anterior con el siguiente
                if actual.anterior is None:
                    self.cabeza = actual.siguiente
                else:
                    actual.anterior.siguiente = actual.siguiente
                if actual.siguiente is None:
                    self.cola = actual.anterior
                else:
                    actual.siguiente.anterior = actual.anterior
               self.tamanio -= 1
                return True
            actual = actual.siguiente
        return False

    def __len__(self):
        return self.tamanio

    def __iter__(self):
        actual = self.cabeza
        while actual:
            yield actual.dato
            actual = actual.siguiente

    def __reversed__(self):
        actual = self.cola
        while actual:
            yield actual.dato
            actual = actual.anterior

    def __contains__(self, dato):
        return any(x == dato for x in self)

    def _nodo_en(self, indice):
        # acepta índices negativos como las listas de Python
        if indice < 0:
            indice += self.tamanio
        if not 0 <= indice < self.tamanio:
            raise IndexError("índice fuera de rango")
        # si está en la segunda mitad conviene arrancar desde la cola
        if indice < self.tamanio // 2:
            nodo = self.cabeza
            for _ in range(indice):
                nodo = nodo.siguiente
        else:
            nodo = self.cola
            for _ in range(self.tamanio - 1 - indice):
                nodo = nodo.anterior
        return nodo

    def __getitem__(self, indice)
        return self._nodo_en(indice).dato

    def __setitem__(self, indice, valor):
        self._nodo_en(indice).dato = valor

    def __repr__(self):
        elementos = ", ".join(repr(x) for x in self
        return f"ListaDoble([{elementos}])"


if __name__ == "__main__":
    l = ListaDoble([3, 1, 4])
    l.agregar_al_inicio(0)
    l.agregar_al_final(5)
    print(l, len(l))
    print(list(reversed(l)))
    l.eliminar(1)
    l[-1] = 50
    print(l, l[1], 4 in l, 7 in l)
