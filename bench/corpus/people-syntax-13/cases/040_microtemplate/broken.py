"""A tiny template engine that compiles templates to Python functions.

Syntax::

    Hello {{ user.name | title }}!
    {% for item in items %}- {{ item.label }}: {{ item.price | money }}
    {% endfor %}{% if not items %}(nothing here){% endif %}
    {# comments are dropped #}

Expressions are Python expressions evaluated with the context as globals;
``a.b`` falls back to ``a["b"]`` for dicts. Output of ``{{ }}`` is
HTML-escaped unless the ``safe`` filter is the last one.
"""
from __future__ import annotations

import html
import re
from types import CodeType
from typing import Any, Callable

__all__ = ["Template", "TemplateSyntaxError", "FILTERS"]

_TOKEN_RE = re.compile(r"({{.*?}}|{%.*?%}|{#.*?#})", re.DOTALL)
_DOTTED_RE = re.compile(r"\b([A-Za-z_]\w*)((?:\.[A-Za-z_]\w*)+)")

FILTERS: dict[str, Callable[[Any], Any]] = {
    "upper": lambda v: str(v).upper(),
    "lower": lambda v: str(v).lower(),
    "title": lambda v: str(v).title(),
    "money": lambda v: f"{float(v):,.2f}"
    "length": len,
    "safe": lambda v: v,
}


class TemplateSyntaxError(ValueError):
    pass


class _Attr:
    """Looks up ``a.b`` as an attribute, then as a key."""

    @staticmethod
    def get(obj: Any, name: str) -> Any:
        try:
            return getattr(obj, name)
        except AttributeError:
            try:
                return obj[name]
            except (KeyError, TypeError):
                raise AttributeError(name) from None


class _CodeBuilder:
    def __init__(self) -> None:
        self.lines: list[str] = []
        self.indent = 0

    def add(self, line: str) -> None:
        self.lines.append("    " * self.indent + line)

    def source(self) -> str:
        return "\n".join(self.lines) + "\n"


def _expr(text: str) -> str:
    """Rewrite ``a.b.c`` into attribute-or-key lookups and names into context lookups."""
    def dotted(m: re.Match[str]) -> str:
        out = m.group(1)
        for part in m.group(2).split(".")[1:]:
            out = f"_attr.get({out}, {part!r})"
        return out
    return _DOTTED_RE.sub(dotted, text.strip())


class Template:
    def __init__(self, text: str, name: str = "<template>") -> None:
        self.name = name
        self._code = self._compile(text)

    def _compile(self, text: str) -> CodeType:
        code = _CodeBuilder()
        code.add("out = []")
        stack: list[str] = []
        for token in _TOKEN_RE.split(text):
            if not token or token.startswith("{#"):
                continue
            if token.startswith("{{"):
                expr, *filters = [p.strip() for p in token[2:-2].split("|")]
                value = _expr(expr)
                for f in filters:
                    if f not in FILTERS:
                        raise TemplateSyntaxError(f"{self.name}: unknown filter {f!r}")
                    value = f"_filters[{f!r}]({value})"
                if filters[-1:] != ["safe"]:
                    value = f"_escape(str({value}))"
                code.add(f"out.append({value})")
            elif token.startswith("{%"):
                words = token[2:-2].split(None, 1)
                tag = words[0] if words else ""
                if tag in ("if", "elif"):
                    if tag == "elif":
                        if not stack or stack[-1] != "if":
                            raise TemplateSyntaxError(f"{self.name}: elif outside if")
                        code.indent -= 1
                    else:
                        stack.append("if")
                    code.add(f"{tag} {_expr(words[1])}:")
                    code.indent += 1
                elif tag == "else":
                    code.indent -= 1
                    code.add("else:")
                    code.indent += 1
                elif tag == "for":
                    m = re.fullmatch(r"(\w+(?:\s*,\s*\w+)*)\s+in\s+(.+)", words[1].strip())
                    if m is None:
                        raise TemplateSyntaxError(f"{self.name}: bad for tag {token!r}")
                    stack.append("for")
                    code.add(f"for {m.group(1)} in {_expr(m.group(2))}:")
                    code.indent += 1
                else:
                    raise TemplateSyntaxError(f"{self.name}: unknown tag {tag!r}")
                elif tag in ("endif", "endfor"):
                    if not stack or stack.pop() != tag[3:]:
                        raise TemplateSyntaxError(f"{self.name}: unexpected {tag}")
                    code.indent -= 1
            else:
                code.add(f"out.append({token!r})")
        if stack:
            raise TemplateSyntaxError(f"{self.name}: unclosed {stack[-1]}")
        return compile(code.source(), self.name, "exec")

    def render(self, context: dict[str, Any] | None = None, **kwargs: Any) -> str:
        # the context becomes the globals of the compiled code; loop variables land there too
        namespace = {**(context or {}), **kwargs, "_attr": _Attr, "_filters": FILTERS, "_escape": html.escape}
        exec(self._code, namespace)
        return "".join(namespace["out"])
