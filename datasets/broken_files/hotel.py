# Sistema de reservas de hotel
# Trabajo práctico 4 - Grupo: Lucía, Mateo, Valentina

from datetime import date

class Habitación
    def __init__(self, número, tipo, precio):
        self.número = número
        self.tipo = tipo
        self.precio = precio
        self.reservas = []

    def libre(self, desde, hasta)
        for (inicio, fin) in self.reservas:
            if desde < fin && inicio < hasta:
                return False
        return True

class Hotel:
    def __init__(self, nombre):
        self.nombre = nombre
        self.habitaciones = {}

    def agregar(self, habitación):
        self.habitaciones[habitación.número] = habitación]

    def reservar(self, tipo, desde, hasta):
        for h in self.habitaciones.values():
            if h.tipo = tipo and h.libre(desde, hasta):
                h.reservas.append((desde, hasta))
                noches = (hasta - desde).days)
                return h.número, noches * h.precio
        return None

hotel = Hotel("Sol y Mar")
hotel.agregar(Habitación(101, "doble", 80))
hotel.agregar(Habitación(102, "suite", 150)
print(hotel.reservar("doble", date(2024, 7, 1), date(2024, 7, 5)))
print(hotel.reservar("doble", date(2024, 7, 3), date(2024, 7, 4)))
