# Calculatrice simple pour le TP 1
# Auteur : Élodie

def addition(a, b)  # il manque les deux-points
    return a + b

def soustraction(a b):
    return a - b

def multiplication(a, b):
    resultat = a * b
    retrun resultat

def division(a, b):
    if b = 0:
        print("Division par zéro impossible !")
        return None
    return a / b

if __name__ == "__main__":
    print(addition(2, 3)
    print(division(10, 2))
