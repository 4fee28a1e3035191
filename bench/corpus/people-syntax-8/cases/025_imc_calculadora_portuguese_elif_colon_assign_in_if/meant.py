# Calculadora de IMC - trabalho de informática
# Autor: João Pedro, 1º ano

nome = input("Qual é o seu nome? ")
peso = float(input("Digite seu peso em kg: ").replace(",", "."))
altura = float(input("Digite sua altura em metros: ").replace(",", "."))

índice = peso / (altura * altura)

if índice < 18.5:
    classificação = "abaixo do peso"
elif índice < 25:
    classificação = "peso normal"
elif índice < 30:
    classificação = "sobrepeso"
else:
    classificação = "obesidade"

print(f"{nome}, seu IMC é {índice:.1f} ({classificação})")

resposta = input("Quer saber a sua faixa de peso ideal? (s/n) ")
if resposta.lower() == "s":
    mínimo = 18.5 * altura ** 2
    máximo = 24.9 * altura ** 2
    print(f"Seu peso ideal fica entre {mínimo:.1f} kg e {máximo:.1f} kg")
else:
    print("Tchau!")
