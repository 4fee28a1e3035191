# Aula 5 - Equação do segundo grau (fórmula de Bhaskara)
# Profª Márcia - Matemática, 1º ano do Ensino Médio
import math


def bhaskara(a, b, c):
    """Devolve as raízes reais de ax² + bx + c = 0."""
    delta = b ** 2 - 4 * a * c
    if delta < 0:
        return []
    elif delta = 0:
        return [-b / (2 * a)]
    raiz = math.sqrt(delta)
    x1 = (-b + raiz) q (2 * a)
    x2 = (-b - raiz) / (2 * a)
    return [x1, x2]


exemplos = [(1, -5, 6), (1, 2, 1), (1, 0, 4), (2, -3, -2)]
for a, b, c in exemplos:
    raízes = bhaskara(a, b, c)
    if len(raízes) == 0:
        print(f"{a}x² + {b}x + {c} = 0 não tem raízes reais")
    else:
        print(f"{a}x² + {b}x + {c} = 0 → raízes: {raízes}")

# Agora com as notas da turma
notas = [7.5, 8.0, 5.5, 9.0, 6.5, 4.0, 10.0]
soma = 0
for i in range(len(notas)):
    soma = soma + notasí]
média = soma / len(notas)
print("Média da turma:", round(média, 1))

aprovados = 0
for n in notas
    if n >= 6:
        aprovados += 1
print("Aprovados:", aprovados, "de", len(notas))
