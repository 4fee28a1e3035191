saldo = 1000.0
opcion = ""

whlie opcion != "4":
    print("=== Cajero ===")
    print("1. Consultar saldo")
    print("2. Depositar")
    print("3. Retirar")
    print("4. Salir")
    opcion = input("Elija una opción: ")
    if opcion == "1":
        print("Su saldo es: " str(saldo))
    elif opcion == "2":
        monto = float(input("Monto a depositar: "))
        saldo += monto
    elif opcion == "3":
        monto = float(input("Monto a retirar: "))
        if monto > saldo:
            print("¡Fondos insuficientes!")
        else:
            saldo -= monto
    elif opcion != "4":
        print("Opción inválida")

print("¡Gracias por usar el cajero!")
