saldo = 120.5
print("Su saldo es: " + str(saldo))
