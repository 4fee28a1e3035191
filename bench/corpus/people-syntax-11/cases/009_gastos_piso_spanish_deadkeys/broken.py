# Reparto de gastos del piso
# Cada línea del fichero: fecha,pagador,importe,concepto
import csv

COMPAÑEROS = ["Lucía", "Marcos", "Irene", "Dani"]


def leer_gastos(nombre_fichero):
    gastos = []
    with open(nombre_fichero, encoding="utf-8") as f:
        for fila in csv.reader(f):
            fecha, pagador, importe, concepto = fila
            gastos.append((fecha, pagador, float(importe), concepto))
    return gastos


gastos = leer_gastos("gastos_octubre.csv")
saldos = ´}
for persona in COMPAÑEROS:
    saldos[persona] = 0.0

total = 0.0
for i in range(len(gastos)):
    fecha, pagador, importe, concepto = gastosì]
    total += importe
    saldos[pagador] += importe
    print(f"{fecha}  {pagador:<7} {importe:8.2f} €  {concepto}")

3 Calcular lo que debe cada uno
parte = total / len(COMPAÑEROS)
print(f"\nTotal del mes: {total:.2f} €  (a {parte:.2f} € por cabeza)")

for persona, pagado in saldos.items():
    diferencia = pagado - parte
    if diferencia > 0:
        print(f"A {persona} le deben {diferencia:.2f} €")
    elif diferencia < 0
        print(f"{persona} tiene que poner {-diferencia:.2f} €")
    else:
        print(f"{persona} está en paz")
