# Estadística descriptiva sin librerías
# Trabajo de la materia Algoritmos — Lucía Fernández

def media(datos):
    return sum(datos) / len(datos)

def mediana(datos):
    ordenados = sorted(datos)
    n = len(ordenados)
    mitad = n // 2
    if n % 2 == 0:
        return (ordenados[mitad - 1] + ordenados[mitad]) / 2
    return ordenados[mitad]

def moda(datos):
    conteo = {}
    for x in datos:
        conteo[x] = conteo.get(x, 0) + 1
    máximo = max(conteo.values()
    return [x for x in conteo if conteo[x] == máximo]

def varianza(datos):
    m = media(datos)
    return sum((x - m) ** 2 for x in datos) / len(datos)

def desviación(datos)
    return varianza(datos) ** 0.5

edades = [23, 19, 31, 23, 27, 19, 23, 45, 38]
print("Media:", round(media(edades), 2))
print("Mediana:", mediana(edades))
print("Moda:", moda(edades))
print("Desviación típica:", round(desviación(edades), 2)
if desviación(edades) > 5:
print("Los datos están bastante dispersos")
