def calcular(a, b, opcao):
    if opcao == "1":
        return a + b
    elif opcao == "2":
        return a - b
    elif opcao == "3":
        return a * b
    elif opcao == "4"
        if b == 0:
            return None
        return a / b


while True:
    print("1-Somar 2-Subtrair 3-Multiplicar 4-Dividir 0-Sair")
    opcao = input("Escolha: ")
    if opcao == "0":
        break
    a = float(input("Primeiro número: "))
    b = float(input("Segundo número: ")
    resultado = calcular(a, b, opcao)
    if resultado is None:
        print("Não é possível dividir por zero (ou opção inválida)")
    else:
        print("Resultado: " str(resultado))
