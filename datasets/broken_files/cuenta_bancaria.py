# Practica 5: clases y herencia
# cuentas bancarias con intereses y comisiones

class SaldoInsuficiente(Exception):
    pass


class Cuenta
    contador = 0

    def __init__(self, titular, saldo=0):
        Cuenta.contador += 1
        self.numero = Cuenta.contador
        self.titular = titular
        self.saldo = saldo
        self.movimientos = []

    def depositar(self, cantidad):
        if cantidad <= 0
            raise ValueError("la cantidad debe ser positiva")
        self.saldo += cantidad
        self.movimientos.append(("deposito", cantidad))

    def retirar(self, cantidad):
        if cantidad > self.saldo:
            raise SaldoInsuficiente(f"saldo {self.saldo}, pedido {cantidad}"
        self.saldo -= cantidad
        self.movimientos.append(("retiro", cantidad))

    def __str__(self):
        return f"Cuenta {self.numero} de {self.titular}: {self.saldo:.2f} euros"


class CuentaAhorro(Cuenta):
    def __init__(self, titular, saldo=0, interes=0.02)
        super().__init__(titular, saldo)
        self.interes = interes

    def aplicar_interes(self):
        ganancia = self.saldo * self.interes
        self.depositar(ganancia)
        return ganancia


class CuentaCorriente(Cuenta):
    COMISION = 0.5

    def retirar(self, cantidad):
        # cada retiro cobra una comision fija
        super().retirar(cantidad + self.COMISION)


def transferir(origen, destino, cantidad):
    try:
        origen.retirar(cantidad)
    except SaldoInsuficiente, e:
        print("No se pudo transferir:", e)
        return False
    destino.depositar(cantidad)
    return True


if __name__ == "__main__":
    ana = CuentaAhorro("Ana", 1000)
    luis = CuentaCorriente("Luis", 50)
    print(ana)
    print(luis)
    transferir(ana, luis, 200)
    transferir(luis, ana, 500)
    print("intereses:", ana.aplicar_interes())
    for c in (ana, luis)
        print(c)
        for tipo, cant in c.movimientos:
            print "   ", tipo, cant
