def f(livre):
    if livre:
        print("Désolé, ce livre n'est pas disponible")
