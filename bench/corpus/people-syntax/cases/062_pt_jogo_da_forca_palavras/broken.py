import random

palavras = [("laranja" 7), ("janela", 6), ("sapato", 6), ("comboio", 7)]

palavra, comprimento = random.choice(palavras)
print("A palavra tem", comprimento, "letras e começa por", palavra[0])

tentativas = 3
while tentativas > 0:
    resposta = input("Adivinha a palavra: ).strip().lower()
    if resposta == palavra:
        print("Acertaste!")
        break
    tentativas -= 1
    print("Errado. Tentativas restantes:", tentativas)
else:
    print("A palavra era", palavra)
