"""Toolsmith's probe, first half: what may be run, read from the code alone.

Nothing here imports or runs the project. It lists the project's modules, and
for each says which functions do I/O (or wait, or draw on random, time,
threads, processes), which read module state that other code changes, which
modules are safe to import, and which calls the code itself makes with
literal arguments. What the second half runs comes only from here, and
anything in doubt is left out: a probe never reports a false alarm.
"""

import ast
import os

# Modules whose use makes a function unfit to probe: it waits, reads or
# writes outside itself, or answers differently from one run to the next.
IMPURE_MODULES = {
    "aiohttp", "asyncio", "concurrent", "ctypes", "curses", "datetime", "fileinput", "ftplib",
    "getpass", "glob", "http", "httpx", "io", "logging", "multiprocessing", "os", "pathlib",
    "pickle", "platform", "pty", "queue", "random", "readline", "requests", "sched", "secrets",
    "select", "selectors", "shelve", "shutil", "signal", "smtplib", "socket", "socketserver",
    "sqlite3", "ssl", "subprocess", "sys", "telnetlib", "tempfile", "threading", "time",
    "tkinter", "turtle", "urllib", "uuid", "webbrowser", "wsgiref", "xmlrpc", "zipfile",
    "tarfile", "gzip", "bz2", "lzma", "csv", "argparse", "getopt", "click", "typer", "flask",
    "django", "fastapi", "pygame", "numpy.random", "faulthandler", "atexit", "gc", "mmap",
    "resource", "pdb", "code", "cmd", "doctest", "unittest", "pytest", "builtins", "importlib",
    "inspect", "traceback", "warnings",
}
IMPURE_BUILTINS = {
    "input", "open", "exec", "eval", "compile", "breakpoint", "exit", "quit", "__import__",
    "globals", "locals", "vars", "setattr", "delattr", "id", "hash", "help", "memoryview",
}
# Attributes that, called on anything, mean a server, a socket or a stream.
IMPURE_ATTRIBUTES = {
    "serve_forever", "run_forever", "recv", "recvfrom", "accept", "listen", "connect", "send",
    "sendall", "read", "readline", "readlines", "write", "writelines", "mainloop",
    "wait", "sleep", "urlopen", "system", "popen", "getenv", "environ",
}
# sys's attributes that are plain values.
PURE_SYS = {"maxsize", "float_info", "int_info", "version_info", "getrecursionlimit", "setrecursionlimit", "byteorder"}
PURE_DECORATORS = {"lru_cache", "cache", "staticmethod", "classmethod", "wraps", "cached_property", "total_ordering"}
MUTATING_METHODS = {
    "append", "extend", "insert", "pop", "remove", "clear", "update", "add", "discard",
    "setdefault", "popitem", "sort", "reverse", "appendleft", "extendleft", "popleft",
}
SKIPPED_DIRECTORIES = {
    "__pycache__", "venv", "env", "site-packages", "node_modules", "build", "dist", "tests",
    "test", "testing", "docs", "examples", "migrations",
}


def project_files(root):
    """The project's modules: (relative path, dotted name); tests, hidden
    directories and environments left out."""
    found = []
    for directory, subdirectories, names in os.walk(root):
        subdirectories[:] = sorted(
            d for d in subdirectories
            if not d.startswith(".") and d not in SKIPPED_DIRECTORIES
            and not os.path.exists(os.path.join(directory, d, "pyvenv.cfg"))
        )
        for name in sorted(names):
            if not name.endswith(".py") or is_test_file(name):
                continue
            relative = os.path.relpath(os.path.join(directory, name), root)
            parts = relative[:-3].split(os.sep)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            if parts and all(p.isidentifier() for p in parts):
                found.append((relative, ".".join(parts)))
    return found


def is_test_file(name):
    return (name.startswith("test_") or name.endswith("_test.py") or name in ("conftest.py", "setup.py"))


def is_main_guard(node):
    """`if __name__ == "__main__":`."""
    test = node.test if isinstance(node, ast.If) else None
    return (
        isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.Eq)
        and isinstance(test.left, ast.Name) and test.left.id == "__name__"
        and isinstance(test.comparators[0], ast.Constant) and test.comparators[0].value == "__main__"
    )


class Function:
    def __init__(self, node, qualname, module):
        self.node = node
        self.qualname = qualname
        self.module = module
        self.impure = False
        self.stateful = False
        self.endless = False  # `while True` with no way out: endless by design
        self.calls = set()  # (module, name) of the project's functions and classes it calls
        self.method_calls = set()
        self.reads = set()  # names it reads
        arguments = node.args
        self.locals = {a.arg for a in arguments.posonlyargs + arguments.args + arguments.kwonlyargs}
        self.locals |= {a.arg for a in (arguments.vararg, arguments.kwarg) if a}
        self.locals |= {
            n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)
        }
        self.decorated = any(decorator_name(d) not in PURE_DECORATORS for d in node.decorator_list)
        self.generator = isinstance(node, ast.AsyncFunctionDef) or any(
            isinstance(n, (ast.Yield, ast.YieldFrom, ast.Await)) for n in walk_own(node)
        )


    def pure_enough(self):
        """Fit to run on the code's own inputs: no I/O, no state kept
        between calls, no loop endless by design."""
        return not (self.impure or self.stateful or self.endless)


def decorator_name(node):
    if isinstance(node, ast.Call):
        node = node.func
    if isinstance(node, ast.Attribute):
        return node.attr
    return node.id if isinstance(node, ast.Name) else ""


def walk_own(function):
    """The nodes of a function's body, not of the functions and classes inside it."""
    stack = list(function.body)
    while stack:
        node = stack.pop()
        yield node
        for child in ast.iter_child_nodes(node):
            if not isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
                stack.append(child)


class Module:
    def __init__(self, relative, name, tree):
        self.relative = relative
        self.name = name
        self.tree = tree
        self.top_calls = set()
        self.functions = {}  # qualname -> Function
        self.classes = {}  # name -> [method qualnames]
        self.bindings = {}  # local name -> ("module", dotted) or ("from", module, attribute)
        self.main = [n for n in self.tree.body if is_main_guard(n)]
        self.top_impure = False
        self.mutated = set()  # names changed in place somewhere
        self.globals = {
            t.id for n in tree.body if isinstance(n, (ast.Assign, ast.AnnAssign, ast.AugAssign))
            for t in (n.targets if isinstance(n, ast.Assign) else [n.target]) if isinstance(t, ast.Name)
        }
        self.docstrings = []  # (qualname or "", line) of docstrings holding >>>
        self.read()

    def read(self):
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    bound = alias.asname or alias.name.split(".")[0]
                    target = alias.name if alias.asname else alias.name.split(".")[0]
                    self.bindings[bound] = ("module", target)
            elif isinstance(node, ast.ImportFrom):
                base = self.resolve_relative(node)
                for alias in node.names:
                    self.bindings[alias.asname or alias.name] = ("from", base, alias.name)
        self.collect(self.tree.body, "")
        if has_doctest(self.tree):
            self.docstrings.append(("", 1))
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Global):
                self.mutated.update(node.names)
            elif isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Delete)):
                targets = node.targets if isinstance(node, (ast.Assign, ast.Delete)) else [node.target]
                for target in targets:
                    while isinstance(target, (ast.Subscript, ast.Attribute)):
                        target = target.value
                        if isinstance(target, ast.Name):
                            self.mutated.add(target.id)
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                if node.func.attr in MUTATING_METHODS:
                    target = node.func.value
                    while isinstance(target, (ast.Subscript, ast.Attribute)):
                        target = target.value
                    if isinstance(target, ast.Name):
                        self.mutated.add(target.id)
        for statement in self.tree.body:
            if isinstance(statement, (ast.Import, ast.ImportFrom, ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            if is_main_guard(statement):
                continue
            if isinstance(statement, ast.ClassDef):
                nodes = [n for s in statement.body if not isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)) for n in ast.walk(s)]
            else:
                nodes = list(ast.walk(statement))
            if any(isinstance(n, (ast.While, ast.For, ast.AsyncFor)) for n in nodes) or self.impure_nodes(nodes):
                self.top_impure = True
            self.top_calls |= self.project_calls(nodes)

    def resolve_relative(self, node):
        if not node.level:
            return node.module or ""
        package = self.name.split(".")
        if not self.relative.endswith("__init__.py"):
            package = package[:-1]
        package = package[: len(package) - (node.level - 1)] if node.level > 1 else package
        return ".".join(package + ([node.module] if node.module else []))

    def collect(self, body, prefix):
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                qualname = prefix + node.name
                function = Function(node, qualname, self)
                self.functions[qualname] = function
                if has_doctest(node):
                    self.docstrings.append((qualname, node.lineno))
                self.examine(function)
            elif isinstance(node, ast.ClassDef) and not prefix:
                self.classes[node.name] = []
                if has_doctest(node):
                    self.docstrings.append((node.name, node.lineno))
                self.collect(node.body, node.name + ".")
                self.classes[node.name] = [q for q in self.functions if q.startswith(node.name + ".")]

    def examine(self, function):
        nodes = list(ast.walk(function.node))
        function.impure = self.impure_nodes(nodes)
        function.calls = self.project_calls(nodes)
        for node in nodes:
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                function.method_calls.add(node.func.attr)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
                function.reads.add(node.id)
            elif isinstance(node, (ast.Global, ast.Nonlocal)):
                function.stateful = True
            elif isinstance(node, ast.While) and is_true(node.test):
                inner = [n for s in node.body for n in ast.walk(s)]
                if not any(isinstance(n, (ast.Break, ast.Return, ast.Raise)) for n in inner):
                    function.endless = True

    def impure_nodes(self, nodes):
        for node in nodes:
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
                if node.id in IMPURE_BUILTINS and node.id not in self.bindings:
                    return True
                binding = self.bindings.get(node.id)
                if binding and self.impure_binding(binding, node):
                    return True
            elif isinstance(node, ast.Attribute) and node.attr in IMPURE_ATTRIBUTES:
                return True
            elif isinstance(node, (ast.AsyncWith, ast.AsyncFor, ast.Await)):
                return True
        return False

    def impure_binding(self, binding, node):
        dotted = binding[1] if binding[0] == "module" else binding[1] + "." + binding[2]
        top = dotted.split(".")[0]
        if top == "sys" and binding[0] == "from":
            return binding[2] not in PURE_SYS
        if top == "sys":
            parent = getattr(node, "toolsmith_parent", None)
            return not (isinstance(parent, ast.Attribute) and parent.attr in PURE_SYS)
        return top in IMPURE_MODULES or dotted in IMPURE_MODULES

    def project_calls(self, nodes):
        called = set()
        for node in nodes:
            if not isinstance(node, ast.Call):
                continue
            if isinstance(node.func, ast.Name):
                called.add(("name", self.name, node.func.id))
            elif isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name):
                binding = self.bindings.get(node.func.value.id)
                if binding:
                    target = binding[1] if binding[0] == "module" else binding[1] + "." + binding[2]
                    called.add(("attribute", target, node.func.attr))
        return called


def is_true(test):
    return isinstance(test, ast.Constant) and bool(test.value) is True


def has_doctest(node):
    doc = ast.get_docstring(node, clean=False)
    return bool(doc) and ">>>" in doc


def set_parents(tree):
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            child.toolsmith_parent = node


class Project:
    """Every module of the project, read; what each function may be trusted with."""

    def __init__(self, root):
        self.root = root
        self.modules = {}
        self.unreadable = 0
        for relative, name in project_files(root):
            try:
                with open(os.path.join(root, relative), encoding="utf-8") as file:
                    source = file.read()
                tree = ast.parse(source, relative)
                set_parents(tree)
                module = Module(relative, name, tree)
            except (SyntaxError, ValueError, UnicodeDecodeError, OSError, RecursionError):
                self.unreadable += 1
                continue
            self.modules[name] = module
        self.propagate()

    def resolve(self, call):
        """The project's function or class a call names: (module, qualname)."""
        kind, where, name = call
        if kind == "name":
            module = self.modules.get(where)
            if module is None:
                return None
            if name in module.functions or name in module.classes:
                return (where, name)
            binding = module.bindings.get(name)
            if binding and binding[0] == "from":
                return self.lookup(binding[1], binding[2])
            return None
        return self.lookup(where, name)

    def lookup(self, module_name, name):
        module = self.modules.get(module_name)
        if module and (name in module.functions or name in module.classes):
            return (module_name, name)
        return None

    def methods_named(self):
        impure = set()
        for module in self.modules.values():
            for qualname, function in module.functions.items():
                if "." in qualname and function.impure:
                    impure.add(qualname.split(".")[-1])
        return impure

    def propagate(self):
        """A function is impure if anything it calls in the project is; a
        class is impure if any of its methods is; a module is unsafe to
        import if its top level, or a project module it imports, is impure."""
        impure_methods = self.methods_named()
        for module in self.modules.values():
            for function in module.functions.values():
                if function.method_calls & impure_methods:
                    function.impure = True
                state = (function.reads & module.mutated & (module.globals | set(module.classes))) - function.locals
                if state:
                    function.stateful = True
        changed = True
        while changed:
            changed = False
            for module in self.modules.values():
                for function in module.functions.values():
                    for flag in ("impure", "stateful"):
                        if getattr(function, flag):
                            continue
                        if any(self.flagged(target, flag) for target in map(self.resolve, function.calls) if target):
                            setattr(function, flag, True)
                            changed = True
                if not module.top_impure and any(
                    self.flagged(target, "impure") for target in map(self.resolve, module.top_calls) if target
                ):
                    module.top_impure = changed = True
        for module in self.modules.values():
            module.safe = self.importable(module, set())
            module.pure = module.safe and not any(f.impure for f in module.functions.values())

    def flagged(self, target, flag):
        module_name, name = target
        module = self.modules[module_name]
        if name in module.classes:
            return any(getattr(module.functions[m], flag) for m in module.classes[name])
        return getattr(module.functions[name], flag)

    def importable(self, module, seen):
        if module.top_impure:
            return False
        seen.add(module.name)
        for binding in module.bindings.values():
            for candidate in self.project_modules_of(binding):
                if candidate.name not in seen and not self.importable(candidate, seen):
                    return False
        return True

    def project_modules_of(self, binding):
        dotted = binding[1] if binding[0] == "module" else binding[1]
        names = [dotted]
        if binding[0] == "from":
            names.append(binding[1] + "." + binding[2])
        parts = dotted.split(".")
        names.extend(".".join(parts[:i]) for i in range(1, len(parts)))
        return [self.modules[n] for n in names if n in self.modules]

    def literal_calls(self):
        """Calls the code makes with literal arguments, of the project's own
        functions: (module, qualname, args source, kwargs source, origin)."""
        found = []
        for module in self.modules.values():
            for node, guarded in walk_guarded(module.tree):
                if guarded or not isinstance(node, ast.Call) or not node.args + node.keywords:
                    continue
                if isinstance(node.func, ast.Name):
                    target = self.resolve(("name", module.name, node.func.id))
                    if target and shadowed(node, node.func.id):
                        target = None
                elif isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name):
                    binding = module.bindings.get(node.func.value.id)
                    target = None
                    if binding and binding[0] == "module":
                        target = self.lookup(binding[1], node.func.attr)
                    elif binding:
                        target = self.lookup(binding[1] + "." + binding[2], node.func.attr)
                else:
                    continue
                if not target or target[1] in self.modules[target[0]].classes:
                    continue
                arguments = literal_arguments(node)
                if arguments is None:
                    continue
                found.append((target[0], target[1], arguments, "%s:%d" % (module.relative, node.lineno)))
        return found


def walk_guarded(tree):
    """Every node, and whether it sits where the code expects an exception
    (a `try` with handlers, a `with` such as pytest.raises or suppress)."""
    stack = [(tree, False)]
    while stack:
        node, guarded = stack.pop()
        yield node, guarded
        inner = guarded or (isinstance(node, ast.Try) and bool(node.handlers)) or isinstance(node, (ast.With, ast.AsyncWith))
        if hasattr(ast, "TryStar") and isinstance(node, ast.TryStar):
            inner = True
        for child in ast.iter_child_nodes(node):
            stack.append((child, inner))


def shadowed(call, name):
    """The name is a parameter or a local of the function around the call."""
    node = getattr(call, "toolsmith_parent", None)
    while node is not None and not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
        node = getattr(node, "toolsmith_parent", None)
    if node is None:
        return False
    arguments = node.args
    parameters = [a.arg for a in arguments.posonlyargs + arguments.args + arguments.kwonlyargs]
    parameters += [a.arg for a in (arguments.vararg, arguments.kwarg) if a]
    if name in parameters:
        return True
    for inner in ast.walk(node):
        if isinstance(inner, ast.Name) and inner.id == name and isinstance(inner.ctx, ast.Store):
            return True
        if isinstance(inner, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and inner.name == name and inner is not node:
            return True
        if isinstance(inner, (ast.Import, ast.ImportFrom)) and any((a.asname or a.name.split(".")[0]) == name for a in inner.names):
            return True
    return False


def literal_arguments(call):
    """`1, [2, 3], key='x'` when every argument is a literal, else None."""
    parts = []
    for argument in call.args:
        if isinstance(argument, ast.Starred) or not is_literal(argument):
            return None
        parts.append(ast.unparse(argument))
    for keyword in call.keywords:
        if keyword.arg is None or not is_literal(keyword.value):
            return None
        parts.append("%s=%s" % (keyword.arg, ast.unparse(keyword.value)))
    text = ", ".join(parts)
    return text if len(text) <= 400 else None


def is_literal(node):
    try:
        ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return False
    return True
