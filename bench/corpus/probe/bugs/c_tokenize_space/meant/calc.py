from lexer import tokenize


def rpn(tokens):
    prec = {"+": 1, "-": 1, "*": 2, "/": 2}
    out, ops = [], []
    for t in tokens:
        if isinstance(t, int):
            out.append(t)
        elif t == "(":
            ops.append(t)
        elif t == ")":
            while ops[-1] != "(":
                out.append(ops.pop())
            ops.pop()
        else:
            while ops and ops[-1] != "(" and prec[ops[-1]] >= prec[t]:
                out.append(ops.pop())
            ops.append(t)
    return out + ops[::-1]


def evaluate(tokens):
    stack = []
    for t in rpn(tokens):
        if isinstance(t, int):
            stack.append(t)
        else:
            b, a = stack.pop(), stack.pop()
            stack.append({"+": a + b, "-": a - b, "*": a * b, "/": a // b}[t])
    return stack[0]


def sample():
    return evaluate(tokenize("12 + 3*(4 - 1)"))
