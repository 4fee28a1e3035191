"""The reference for `toolsmith outline`: Python's `ast` over each file.

Prints, for every .py file directly in DIR that CPython parses, each class
and function (any depth) as [qualname, kind, line, end_line, is_async].
"""

import ast
import json
import os
import sys

directory = sys.argv[1]


class Visitor(ast.NodeVisitor):
    def __init__(self):
        self.prefix, self.in_class, self.out = "", False, []

    def define(self, node, kind, is_class, is_async):
        qualname = self.prefix + node.name
        self.out.append([qualname, kind, node.lineno, node.end_lineno, is_async])
        saved = self.prefix, self.in_class
        self.prefix = qualname + ("." if is_class else ".<locals>.")
        self.in_class = is_class
        self.generic_visit(node)
        self.prefix, self.in_class = saved

    def visit_ClassDef(self, node):
        self.define(node, "class", True, False)

    def visit_FunctionDef(self, node):
        self.define(node, "method" if self.in_class else "function", False, False)

    def visit_AsyncFunctionDef(self, node):
        self.define(node, "method" if self.in_class else "function", False, True)


result = {}
for name in sorted(os.listdir(directory)):
    if not name.endswith(".py"):
        continue
    path = os.path.join(directory, name)
    try:
        tree = ast.parse(open(path, "rb").read(), path)
    except (SyntaxError, ValueError):
        continue
    visitor = Visitor()
    visitor.visit(tree)
    result[name] = sorted(visitor.out)
json.dump(result, sys.stdout)
