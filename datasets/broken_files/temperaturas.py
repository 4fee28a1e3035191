# Conversor de temperaturas (trabalho de casa)
# Autora: Beatriz Conceição

def celsius_para_fahrenheit(c):
    return c * 9 / 5 + 32

def fahrenheit_para_celsius(f):
    return (f - 32) * 5 / 9

def menu():
    print("1 - Celsius para Fahrenheit")
    print("2 - Fahrenheit para Celsius")
    opção = input("Escolha: ")
    return opção

while True:
    op = menu()
    if op == "1":
        valor = float(input("Temperatura em °C: "))
        print("Resultado:", celsius_para_fahrenheit(valor))
    elif op == "2"
        valor = float(input("Temperatura em °F: "))
        print("Resultado:", fahrenheit_para_celsius(valor)
    elif op == "0":
        print(“Até logo!”)
        break
    else:
      print("Opção inválida")
