# Jogo da velha
# Ana Beatriz - curso de lógica de programação

tabuleiro = [" "] * 9

def mostrar():
    for i in range(0, 9, 3):
        print(" " + tabuleiro[i] + " | " + tabuleiro[i + 1 + " | " + tabuleiro[i + 2])
        if i < 6:
            print("---+---+---")

def venceu(jogador):
    linhas = [
        (0, 1, 2), (3, 4, 5), (6, 7, 8),
        (0, 3, 6), (1, 4, 7), (2, 5, 8),
        (0, 4, 8), (2, 4, 6),
    ]
    for a, b, c in linhas:
        if tabuleiro[a] == jogador and tabuleiro[b] = jogador and tabuleiro[c] == jogador:
            return True
    return False

def cheio():
    return " " not in tabuleiro

jogador = "X"
while True:
    mostrar()
    pos = input("Jogador " + jogador + ", escolha uma posição (1-9): ")
    if not pos.isdigit() or int(pos) < 1 or int(pos) > 9:
        print("Posição inválida!")
        continue
    pos = int(pos) - 1
    if tabuleiro[pos] != " ":
        print("Essa posição já está ocupada!")
        continue
    tabuleiro[pos] = jogador
    if venceu(jogador):
        mostrar()
        print("Jogador " + jogador + " venceu!")
        break
    if cheio():
        mostrar()
        print("Deu velha! Empate.")
        break
    if jogador == "X":
        jogador = "O"
    else:
        jogador = "X"
