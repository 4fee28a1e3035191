# Exercício: conta bancária com histórico
# Aluno: João Conceição

class Conta:
    def __init__(self, titular, saldo=0):
        self.titular = titular
        self.saldo = saldo
        self.histórico = []

    def depositar(self, valor):
        if valor <= 0:
            print("Valor inválido")
            return
        self.saldo += valor
        self.histórico.append(("depósito", valor))

    def sacar(self, valor)
        if valor > self.saldo:
            print("Saldo insuficiente!")
            return False
        self.saldo -= valor
        self.histórico.append(("saque", valor)
        return True

    def transferir(self, outra, valor):
        if self.sacar(valor):
            outra.depositar(valor)
            self.histórico.append(("transferência", valor, outra.titular))

    def extrato(self):
        print("Extrato de" self.titular)
        for operação in self.histórico:
            print("  ", operação)
        print("Saldo atual: R$", self.saldo)

c1 = Conta("Ana", 100)
c2 = Conta("Bruno")
c1.depositar(50)
c1.transferir(c2, 70)
c2.sacar(100)
c1.extrato(
c2.extrato()
