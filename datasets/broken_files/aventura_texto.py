# Aventura de texto - trabalho de programação (Portugal)
import json
import random

SALAS = {
    "entrada": {
        "descricao": "Estás à entrada de um castelo em ruínas.",
        "saidas": {"norte": "salao", "este": "jardim"},
        "objetos": ["tocha"],
    },
    "salao": {
        "descricao": "Um salão enorme, com um trono coberto de pó.",
        "saidas": {"sul": "entrada", "cima": "torre"}
        "objetos": ["chave",
    },
    "jardim": {
        "descricao": "O jardim está cheio de ervas daninhas.",
        "saidas": {"oeste": "entrada"},
        "objetos": [],
    },
    "torre": {
        "descricao": "No topo da torre há um baú fechado.",
        "saidas": {"baixo": "salao"},
        "objetos": ["bau"],
    },
}


class Jogador:
    def __init__(self, sala="entrada"):
        self.sala = sala
        self.inventario = []
        self.passos = 0

    def mover(self, direcao)
        saidas = SALAS[self.sala]["saidas"]
        if direcao not in saidas:
            return "Não podes ir nessa direção."
        self.sala = saidas[direcao]
        self.passos += 1
        return SALAS[self.sala]["descricao"]

    def apanhar(self, objeto):
        objetos = SALAS[self.sala]["objetos"]
        if objeto not in objetos or objeto = "bau":
            return f"Não há {objeto} aqui."
        objetos.remove(objeto)
        self.inventario.append(objeto)
        return f"Apanhaste: {objeto}."

    def abrir(self):
        if self.sala != "torre":
            return "Não há nada para abrir."
        if "chave" not in self.inventario:
            return "O baú está trancado."
        return random.choice(["Encontraste ouro!", "Encontraste um mapa antigo!")


def guardar(jogador, ficheiro="jogo.json"):
    with open(ficheiro, "w", encoding="utf-8") as f:
        json.dump({"sala": jogador.sala, "inventario": jogador.inventario}, f, ensure_ascii=False)


def ciclo():
    j = Jogador()
    print(SALAS[j.sala]["descricao"])
    while True:
        comando = input("> ").strip().lower().split()
        if not comando
            continue
        verbo, *resto = comando
        if verbo in ("sair", "q"):
            guardar(j)
            print(f"Até à próxima! ({j.passos} passos)")
            break
        elif verbo == "ir" and resto:
            print(j.mover(resto[0]))
        elif verbo == "apanhar" and resto:
            print(j.apanhar(resto[0]))
        elif verbo == "abrir"
            print(j.abrir())
        elif verbo == "inventario":
            print(", ".join(j.inventario) or "vazio)
        else:
            print("Comandos: ir <direção>, apanhar <objeto>, abrir, inventario, sair")


if __name__ == "__main__":
    ciclo()
