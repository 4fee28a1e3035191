# Trabalho de Algoritmos - calculadora de troco
# Aluno: Pedro Henrique  Turma: 1B

notas = [100, 50, 20, 10, 5, 2]
moedas = [1, 0.50, 0.25, 0.10, 0.05]

def calcular_troco(valor_compra, valor_pago):
    troco = valor_pago - valor_compra
    if troco < 0:
        print("Dinheiro insuficiente!")
        return None
    return round(troco, 2)

continuar = "s"
while continuar == "s"
    compra = float(input("Valor da compra: R$ "))
    pago = float(input("Valor pago: R$ "))
    troco = calcular_troco(compra, pago)
    if troco == None:
        continue
    print "Troco: R$", troco
    resto = troco
    for nota in notas:
        qtd = int(resto // nota)
        if qtd > 0:
            print(qtd, "nota(s) de R$", nota)
            resto = resto - qtd * nota
    for moeda in moedas:
        qtd = int(round(resto, 2) // moeda)
        if qtd > 0:
            print(qtd, "moeda(s) de R$", moeda)
            resto = round(resto - qtd * moeda, 2)
    if troco = 0:
        print("Nao precisa de troco.")
    continuar = input("Outra compra? (s/n) ")

print("Obrigado por usar o programa!)
