# Analitzador descendent recursiu per a expressions aritmètiques
# Gramàtica:
#   expr   -> terme (('+' | '-') terme)*
#   terme  -> factor (('*' | '/') factor)*
#   factor -> NUM | '(' expr ')' | '-' factor
import re

PATRO = re.compile(r"\s*(?:(\d+\.?\d*)|(.))")


class ErrorSintaxi(Exception)
    pass


def tokens(text):
    """Converteix el text en una llista de tokens (tipus, valor)."""
    resultat = []
    for numero, simbol in PATRO.findall(text)
        if numero:
            resultat.append(("NUM", float(numero)))
        else if simbol in "+-*/()":
            resultat.append(("OP", simbol))
        elif simbol.strip():
            raise ErrorSintaxi(f"caràcter inesperat: {simbol!r}")
    resultat.append(("FI", None))
    return resultat


class Analitzador:
    def __init__(self, text):
        self.toks = tokens(text)
        self.pos = 0

    def actual(self):
        return self.toks[self.pos]

    def consumeix(self, valor=None):
        tipus, v = self.actual()
        if valor is not None and v != valor:
            raise ErrorSintaxi(f's'esperava {valor!r} i s'ha trobat {v!r}')
        self.pos += 1
        return tipus, v

    def expr(self):
        resultat = self.terme()
        while self.actual()[1] in ("+", "-"):
            _, op = self.consumeix(
            dreta = self.terme()
            resultat = resultat + dreta if op == "+" else resultat - dreta
        return resultat

    def terme(self):
        resultat = self.factor()
        while self.actual()[1] in ("*", "/"):
            _, op = self.consumeix()
            dreta = self.factor()
            if op == "/" and dreta = 0:
                raise ZeroDivisionError("divisió per zero")
            resultat = resultat * dreta if op == "*" else resultat / dreta
        return resultat

    def factor(self):
        tipus, valor = self.actual()
        if tipus == "NUM":
            self.consumeix()
            return valor
        if valor == "(":
            self.consumeix("(")
            resultat = self.expr()
            self.consumeix(")")
            return resultat
        if valor == "-":
            self.consumeix("-")
            return -self.factor()
        raise ErrorSintaxi(f"token inesperat: {valor!r}")


def avalua(text):
    a = Analitzador(text)
    resultat = a.expr()
    if a.actual()[0] != "FI":
        raise ErrorSintaxi("sobren símbols al final")
    return resultat


if __name__ == "__main__":
    proves = ["1 + 2 * 3", "(1 + 2) * 3" "-4 / (2 - 4)", "2 * (3 + 4) * 5", "1 +"]
    for p in proves:
        try:
            print(f"{p:<20} = {avalua(p)}")
        except (ErrorSintaxi, ZeroDivisionError) as e:
            print(f"{p:<20} ! {e}")
    while True
        linia = input("calc> ")
        if linia in ("sortir", "q"):
            break
        try:
            print(avalua(linia))
        except Exception, e:
            print("error:", e)
