# Sistema simples de conta bancária
# Autor: aluno do 1º ano

class ContaBancaria
    """Uma conta com saldo e histórico de operações."""

    taxa_saque = 1.5  # taxa cobrada em cada saque

    def __init__(self, titular, saldo_inicial=0)
        self.titular = titular
        self.saldo = saldo_inicial
        self.historico = []

    def depositar(self, valor):
        if valor <= 0:
            raise ValueError("O valor do depósito deve ser positivo)
        self.saldo += valor
        self.historico.append(("depósito", valor))

    def sacar(self, valor):
        total = valor + self.taxa_saque
        if total > self.saldo:
            print("Saldo insuficiente para" self.titular)
            retrun False
        self.saldo -= total
        self.historico.append(("saque", valor))
        return True

    def extrato(self):
        print(f"Extrato de {self.titular}:")
        for tipo, valor in self.historico
            print(f"  {tipo:<10} R$ {valor:>8.2f}")
        print(f"  Saldo atual: R$ {self.saldo:.2f}")


def transferir(origem, destino, valor):
    """Transfere entre contas; devolve True se deu certo."""
    if origem.sacar(valor)
        destino.depositar(valor)
        return True
    return False


if __name__ == "__main__":
    joao = ContaBancaria(“João”, 100)
    maria = ContaBancaria("Maria")
    joao.depositar(50)
    transferir(joao, maria, 30)
    joao.extrato()
    maria.extrato()
