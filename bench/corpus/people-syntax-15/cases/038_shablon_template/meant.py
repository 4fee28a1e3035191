"""shablon.engine — a deliberately small template language for e-mails and reports.

Syntax::

    Hello, {{ user.name | title }}!
    {% if orders %}
      {% for o in orders %}- {{ o.number }}: {{ o.total | money }}
      {% endfor %}
    {% else %}No orders this month.{% endif %}
    {# comments are dropped #}

Only ``if``/``elif``/``else``, ``for`` and filters are supported on purpose: logic
belongs in Python, templates are edited by support staff.
"""
from __future__ import annotations

import enum
import html
import re
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any, Callable, Iterator, Mapping

__all__ = ["Template", "TemplateSyntaxError", "FILTERS"]


class TemplateSyntaxError(Exception):
    def __init__(self, message: str, line: int):
        super().__init__(f"line {line}: {message}")
        self.line = line


class TokenKind(enum.Enum):
    TEXT = "text"
    VAR = "var"
    TAG = "tag"


@dataclass(frozen=True)
class Token:
    kind: TokenKind
    value: str
    line: int


TOKEN_RE = re.compile(
    r"(?P<var>\{\{.*?\}\})"
    r"|(?P<tag>\{%.*?%\})"
    r"|(?P<comment>\{#.*?#\})",
    re.S,
)


def tokenize(source: str) -> Iterator[Token]:
    pos = 0
    line = 1
    for m in TOKEN_RE.finditer(source):
        if m.start() > pos:
            text = source[pos:m.start()]
            yield Token(TokenKind.TEXT, text, line)
            line += text.count("\n")
        chunk = m.group()
        if m.lastgroup == "var":
            yield Token(TokenKind.VAR, chunk[2:-2].strip(), line)
        elif m.lastgroup == "tag":
            yield Token(TokenKind.TAG, chunk[2:-2].strip(), line)
        # комментарии просто пропускаем, но строки считаем
        line += chunk.count("\n")
        pos = m.end()
    if pos < len(source):
        yield Token(TokenKind.TEXT, source[pos:], line)


# --- AST -----------------------------------------------------------------------------


@dataclass
class Text:
    text: str


@dataclass
class Var:
    expr: str
    filters: list[tuple[str, list[str]]]
    line: int


@dataclass
class If:
    branches: list[tuple[str, list[Any]]]
    otherwise: list[Any] = field(default_factory=list)


@dataclass
class For:
    target: str
    iterable: str
    body: list[Any]
    line: int


class Parser:
    def __init__(self, tokens: list[Token]):
        self.tokens = tokens
        self.i = 0

    def _peek(self) -> Token | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def _advance(self) -> Token:
        tok = self.tokens[self.i]
        self.i += 1
        return tok

    def parse(self, enders: tuple[str, ...] = ()) -> list[Any]:
        nodes: list[Any] = []
        while (tok := self._peek()) is not None:
            match tok:
                case Token(kind=TokenKind.TEXT, value=value):
                    nodes.append(Text(value))
                    self._advance()
                case Token(kind=TokenKind.VAR, value=value, line=line):
                    nodes.append(self._parse_var(value, line))
                    self._advance()
                case Token(kind=TokenKind.TAG, value=value) if value.split()[0] in enders:
                    return nodes
                case Token(kind=TokenKind.TAG, value=value, line=line):
                    keyword = value.split()[0]
                    if keyword == "if":
                        nodes.append(self._parse_if())
                    elif keyword == "for":
                        nodes.append(self._parse_for())
                    else:
                        raise TemplateSyntaxError(f"unknown tag {keyword!r}", line)
        if enders:
            raise TemplateSyntaxError(f"missing {{% {enders[-1]} %}}", self.tokens[-1].line if self.tokens else 1)
        return nodes

    def _parse_var(self, value: str, line: int) -> Var:
        expr, *parts = [p.strip() for p in value.split("|")]
        filters = []
        for part in parts:
            name, _, args = part.partition(":")
            if name not in FILTERS:
                raise TemplateSyntaxError(f"unknown filter {name!r}", line)
            filters.append((name, [a.strip() for a in args.split(",")] if args else []))
        return Var(expr, filters, line)

    def _parse_if(self) -> If:
        tok = self._advance()
        cond = tok.value[2:].strip()
        branches = []
        otherwise: list[Any] = []
        while True:
            body = self.parse(("elif", "else", "endif"))
            branches.append((cond, body))
            end = self._advance()
            keyword = end.value.split()[0]
            if keyword == "elif":
                cond = end.value[4:].strip()
                continue
            if keyword == "else":
                otherwise = self.parse(("endif",))
                self._advance()
            return If(branches, otherwise)

    def _parse_for(self) -> For:
        tok = self._advance()
        m = re.fullmatch(r"for\s+(\w+)\s+in\s+(.+)", tok.value)
        if not m:
            raise TemplateSyntaxError("expected 'for <name> in <expr>'", tok.line)
        body = self.parse(("endfor",))
        self._advance()
        return For(m.group(1), m.group(2).strip(), body, tok.line)


# --- filters -------------------------------------------------------------------------


def _money(value: Any, currency: str = "€") -> str:
    amount = Decimal(str(value)).quantize(Decimal("0.01"))
    whole, _, cents = f"{amount:,.2f}".partition(".")
    nbsp = "\u00a0"  # неразрывный пробел, чтобы сумма не переносилась
    return f"{whole.replace(',', nbsp)},{cents}{nbsp}{currency}"


FILTERS: dict[str, Callable[..., Any]] = {
    "upper": lambda v: str(v).upper(),
    "lower": lambda v: str(v).lower(),
    "title": lambda v: str(v).title(),
    "default": lambda v, d="": v if v not in (None, "") else d,
    "money": _money,
    "date": lambda v, fmt="%d.%m.%Y": v.strftime(fmt),
    "truncate": lambda v, n="80": str(v) if len(str(v)) <= int(n) else str(v)[: int(n) - 1] + "…",
}


# --- rendering -----------------------------------------------------------------------


def resolve(expr: str, context: Mapping[str, Any]) -> Any:
    """``a.b.c`` looks up keys, then attributes; a missing name renders as empty."""
    head, *rest = expr.split(".")
    value = context.get(head)
    for name in rest:
        if value is None:
            return None
        if isinstance(value, Mapping):
            value = value.get(name)
        else:
            value = getattr(value, name, None)
    return value


class Template:
    def __init__(self, source: str, *, autoescape: bool = True):
        self.source = source
        self.autoescape = autoescape
        self.nodes = Parser(list(tokenize(source))).parse()

    def render(self, context: Mapping[str, Any] | None = None, **extra: Any) -> str:
        ctx = {**(context or {}), **extra}
        out: list[str] = []
        self._render(self.nodes, ctx, out)
        return "".join(out)

    def _render(self, nodes: list[Any], ctx: dict[str, Any], out: list[str]) -> None:
        for node in nodes:
            if isinstance(node, Text):
                out.append(node.text)
            elif isinstance(node, Var):
                value = resolve(node.expr, ctx)
                for name, args in node.filters:
                    value = FILTERS[name](value, *args)
                text = "" if value is None else str(value)
                out.append(html.escape(text) if self.autoescape else text)
            elif isinstance(node, If):
                for cond, body in node.branches:
                    if resolve(cond, ctx):
                        self._render(body, ctx, out)
                        break
                else:
                    self._render(node.otherwise, ctx, out)
            elif isinstance(node, For):
                items = resolve(node.iterable, ctx) or []
                for index, item in enumerate(items):
                    inner = {**ctx, node.target: item, "loop": {"index": index + 1, "first": index == 0}}
                    self._render(node.body, inner, out)
