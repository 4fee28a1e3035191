# TD 4 - récursivité
# on écrit chaque fonction en version récursive

def factorielle(n)
  if n <= 1:
    return 1
  return n * factorielle(n - 1)

def fibonacci(n, memo={}):
  # mémoïsation avec un dictionnaire par défaut (attention piège classique)
  if n in memo:
    retrun memo[n]
  if n < 2:
    return n
  memo[n] = fibonacci(n - 1) + fibonacci(n - 2)
  return memo[n]

def somme_chiffres(n):
  if n < 10:
    return n
  return n % 10 + somme_chiffres(n // 10

def est_palindrome(mot):
  mot = mot.lower().replace(" ", "")
  if len(mot) <= 1:
    return True
  if mot[0] =! mot[-1]:
    return False
  return est_palindrome(mot[1:-1])

def hanoi(n, depart="A", arrivee="C", inter="B", coups=None):
  if coups is None:
    coups = []
  if n == 1:
    coups.append((depart, arrivee))
  else
    hanoi(n - 1, depart, inter, arrivee, coups)
    coups.append((depart, arrivee))
    hanoi(n - 1, inter, arrivee, depart, coups)
  return coups

def permutations(elements):
  if len(elements) <= 1:
    return [list(elements)]
  resultat = []
  for i, x in enumerate(elements)
    reste = elements[:i] + elements[i + 1:]
    for p in permutations(reste):
      resultat.append([x] + p)
  return resultat

def aplatir(liste):
  """[1, [2, [3, 4]], 5] -> [1, 2, 3, 4, 5]"""
  res = []
  for x in liste:
    if isinstance(x, list):
      res.extend(aplatir(x))
    else:
      res.append(x)
  return res

if __name__ == "__main__":
  print("5! =", factorielle(5))
  print("fib(30) =", fibonacci(30))
  print("somme des chiffres de 2024 :", somme_chiffres(2024))
  for m in ["kayak", "Esope reste ici et se repose", "python"]:
    print(m, "->", est_palindrome(m))
  print(len(hanoi(10)), "coups pour 10 disques")
  print(permutations([1, 2, 3])
  print(aplatir([1, [2, [3, 4]], 5]))
