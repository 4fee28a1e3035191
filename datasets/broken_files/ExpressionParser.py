# Simple arithmetic expression evaluator
# (CS102 assignment, recursive descent)

class Token:
    def __init__(self, tokenType, value):
        self.tokenType = tokenType
        self.value = value

    def __repr__(self):
        return "Token(%s, %r)" % (self.tokenType, self.value)


class Lexer
    def __init__(self, text):
        self.text = text
        self.pos = 0

    def nextToken(self):
        while self.pos < len(self.text) and self.text[self.pos].isspace():
            self.pos += 1
        if self.pos >= len(self.text):
            return Token("EOF", None)
        ch = self.text[self.pos]
        if ch.isdigit() or ch == ".":
            start = self.pos
            while self.pos < len(self.text) and (self.text[self.pos].isdigit() or self.text[self.pos] == "."):
                self.pos += 1
            return Token("NUMBER", float(self.text[start:self.pos]))
        if ch in "+-*/()^":
            self.pos++
            return Token(ch, ch)
        raise SyntaxError("unexpected character '%s' at %d" % (ch, self.pos))


class Parser:
    def __init__(self, lexer):
        self.lexer = lexer
        self.currentToken = lexer.nextToken()

    def eat(self, tokenType)
        if self.currentToken.tokenType != tokenType:
            raise SyntaxError("expected %s, got %s" % (tokenType, self.currentToken))
        self.currentToken = self.lexer.nextToken()

    # expr := term (('+' | '-') term)*
    def expr(self):
        result = self.term()
        while self.currentToken.tokenType in ("+", "-"):
            op = self.currentToken.tokenType
            self.eat(op)
            if op = "+":
                result += self.term()
            else:
                result -= self.term()
        return result

    # term := power (('*' | '/') power)*
    def term(self):
        result = self.power()
        while self.currentToken.tokenType in ("*", "/"):
            op = self.currentToken.tokenType
            self.eat(op)
            right = self.power()
            if op == "*":
                result *= right
            else if right == 0:
                raise ZeroDivisionError("division by zero")
            else:
                result /= right
        return result

    # power := factor ('^' power)?
    def power(self):
        base = self.factor()
        if self.currentToken.tokenType == "^":
            self.eat("^")
            return base ** self.power()
        return base

    def factor(self):
        token = self.currentToken
        if token.tokenType == "NUMBER":
            self.eat("NUMBER")
            return token.value
        if token.tokenType == "-":
            self.eat("-")
            return -self.factor()
        if token.tokenType == "(":
            self.eat("(")
            value = self.expr()
            self.eat(")")
            return value
        raise SyntaxError("unexpected token %r" % (token,)


def evaluate(text):
    parser = Parser(Lexer(text))
    value = parser.expr()
    if parser.currentToken.tokenType != "EOF":
        raise SyntaxError("trailing input")
    return value


if __name__ == "__main__":
    tests = {"1 + 2 * 3": 7, "(1 + 2) * 3": 9 "2 ^ 3 ^ 2": 512, "-4 / (2 - 4)": 2}
    for expression, expected in tests.items():
        got = evaluate(expression)
        status = "OK" if abs(got - expected) < 1e-9 else "FAIL"
        print("%-15s = %8.3f  [%s]" % (expression, got, status))
