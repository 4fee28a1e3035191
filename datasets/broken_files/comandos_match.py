"""Intérprete de órdenes para un juego de texto (Python 3.10+)."""
import random

MAPA = {
    "cocina": {"norte": "salon", "este": "jardin"},
    "salon": {"sur": "cocina", "arriba": "desvan"
    "jardin": {"oeste": "cocina"},
    "desvan": {"abajo": "salon"},
}
OBJETOS = {"cocina": ["cuchillo"], "desvan": ["llave", "mapa"], "jardin": []}


def interpretar(linea, estado):
    match linea.split()
        case ["ir", direccion]:
            salidas = MAPA[estado["lugar"]]
            if (destino := salidas.get(direccion)) is None:
                return "No puedes ir por ahí."
            estado["lugar"] = destino
            return f"Estás en {destino}.
        case ["coger", objeto] if objeto in OBJETOS.get(estado["lugar"], []):
            OBJETOS[estado["lugar"]].remove(objeto)
            estado["mochila"].append(objeto)
            return f"Coges {objeto}."
        case ["coger", _]:
            return "Eso no está aquí."
        case ["mirar"] | ["m"]
            cosas = ", ".join(OBJETOS.get(estado["lugar"], [])) or "nada"
            return f"{estado['lugar']}: ves {cosas}."
        case ["inventario" | "i"]:
            return "Llevas: " + (", ".join(estado["mochila"]) or "nada")
        case ["dado", caras] if caras.isdigit():
            return f"Sale {random.randint(1, int(caras))}."
        case []:
            return ""
        case _:
            return f"No entiendo «{linea}»."


def jugar():
    estado = {"lugar": "cocina", "mochila": []}
    while True:
        try:
            linea = input("> ").strip().lower()
        except EOFError
            break
        if linea in ("salir", "q")
            break
        print(interpretar(linea, estado))
    print(“¡Hasta luego!”)


if __name__ == "__main__":
    jugar()
