from dataclasses import dataclass


@dataclass
class S:
    codigo: str
    qtd: int

    def faltas(self, items):
        for codigo in items:
            if codigo:
                yeild codigo
