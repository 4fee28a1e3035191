"""Tiny arithmetic expression parser.

Tokenizes and parses expressions such as ``2 * (x + 3) ** 2 - max(a, b) / 4``
into a small AST of tuples, using a Pratt (precedence-climbing) parser, and
evaluates them against a dict of variables and a table of functions.

    >>> evaluate("2 * (x + 3) ** 2", {"x": 1})
    32
    >>> parse("-a.b")
    Traceback (most recent call last):
      ...
    ParseError: unexpected character '.' at 2
"""
from __future__ import annotations

import math
import operator
import re
from dataclasses import dataclass
from typing import Callable, Iterator, Mapping, Union

__all__ = ["Token", "ParseError", "tokenize", "parse", "evaluate"]


class ParseError(ValueError):
    def __init__(self, message: str, pos: int) -> None:
        super().__init__(f"{message} at {pos}")
        self.pos = pos


@dataclass(frozen=True)
class Token:
    kind: str      # NUMBER, NAME, OP, LPAREN, RPAREN, COMMA, EOF
    value: str
    pos: int


_TOKEN_RE = re.compile(
    r"""
    (?P<NUMBER> \d+(?:\.\d*)?(?:[eE][-+]?\d+)? | \.\d+(?:[eE][-+]?\d+)? )
  | (?P<NAME>   [A-Za-z_][A-Za-z_0-9]* )
  | (?P<OP>     \*\* | // | [-+*/%^] )
  | (?P<LPAREN> \( )
  | (?P<RPAREN> \) )
  | (?P<COMMA>  , )
  | (?P<SKIP>   \s+ )
    """,
    re.VERBOSE,
)


def tokenize(text: str) -> Iterator[Token]:
    pos = 0
    while pos < len(text):
        m = _TOKEN_RE.match(text, pos)
        if m is None:
            raise ParseError(f"unexpected character {text[pos]!r}", pos)
        kind = m.lastgroup
        if kind != "SKIP":
            yield Token(kind, m.group(), pos)
        pos = m.end()
    yield Token("EOF", "", pos)


# Binding powers: (left, right). Right-associative operators have right < left.
_BINARY: dict[str, tuple[int, int]] = {
    "+": (10, 11),
    "-": (10, 11),
    "*": (20, 21),
    "/": (20, 21),
    "//": (20, 21),
    "%": (20, 21),
    "**": (31, 30),
    "^": (31, 30),   # alias for **, people coming from spreadsheets type it
}
_PREFIX_BP = 25

Node = Union[tuple, float, str]


class _Parser:
    def __init__(self, text: str) -> None:
        self.tokens = list(tokenize(text))
        self.i = 0

    def peek(self) -> Token:
        return self.tokens[self.i]

    def next(self) -> Token:
        tok = self.tokens[self.i]
        self.i += 1
        return tok

    def expect(self, kind: str) -> Token:
        tok = self.next()
        if tok.kind != kind:
            raise ParseError(f"expected {kind}, got {tok.value or 'end of input'!r}", tok.pos)
        return tok

    def expression(self, min_bp: int = 0) -> Node:
        left = self.prefix()
        while True:
            tok = self.peek()
            if tok.kind == "OP" and tok.value in _BINARY and _BINARY[tok.value][0] >= min_bp:
                _, right_bp = _BINARY[tok.value]
                self.next()
                op = "**" if tok.value == "^" else tok.value
                left = (op, left, self.expression(right_bp))
            else:
                return left

    def prefix(self) -> Node:
        tok = self.next()
        if tok.kind == "NUMBER":
            return float(tok.value)
        if tok.kind == "NAME":
            if self.peek().kind == "LPAREN":
                return self.call(tok.value)
            return tok.value
        if tok.kind == "OP" and tok.value in "+-":
            operand = self.expression(_PREFIX_BP)
            return operand if tok.value == "+" else ("neg", operand)
        if tok.kind == "LPAREN":
            inner = self.expression()
            self.expect("RPAREN")
            return inner
        raise ParseError(f"unexpected {tok.value or 'end of input'!r}", tok.pos)

    def call(self, name: str) -> Node:
        self.expect("LPAREN")
        args: list[Node] = []
        if self.peek().kind != "RPAREN":
            args.append(self.expression())
            while self.peek().kind == "COMMA":
                self.next()
                args.append(self.expression())
        self.expect("RPAREN")
        return ("call", name, tuple(args))


def parse(text: str) -> Node:
    parser = _Parser(text)
    tree = parser.expression()
    parser.expect("EOF")
    return tree


_OPS: dict[str, Callable[[float, float], float]] = {
    "+": operator.add,
    "-": operator.sub,
    "*": operator.mul,
    "/": operator.truediv,
    "//": operator.floordiv,
    "%": operator.mod,
    "**": operator.pow,
}

_FUNCS: dict[str, Callable[..., float]] = {
    "abs": abs,
    "min": min,
    "max": max,
    "sqrt": math.sqrt,
    "log": math.log,
    "round": round,
}


def evaluate(text: str, env: Mapping[str, float] | None = None) -> float:
    env = env or {}
    tree = parse(text)

    def ev(node: Node) -> float:
        if isinstance(node, float):
            return int(node) if node.is_integer() else node
        if isinstance(node, str):
            try:
                return env[node]
            except KeyError:
                raise NameError(f"undefined variable {node!r}") from None
        tag = node[0]
        if tag == "neg":
            return -ev(node[1])
        if tag == "call":
            _, name, args = node
            if name not in _FUNCS:
                raise NameError(f"unknown function {name!r}")
            return _FUNCS[name](*(ev(a) for a in args))
        return _OPS[tag](ev(node[1]), ev(node[2]))

    return ev(tree)
