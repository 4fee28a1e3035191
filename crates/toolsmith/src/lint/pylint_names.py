"""Which names of each sandbox module a lint read.

A sandbox module's globals (`locals` in astroid) are a dict that notes every
name looked up in it, found or not: a `from M import name`, `M.name`, and
every lookup that inference makes while it runs through M's code. Reading
them as a whole (iterating them, as a star import or `dir()` does) or
reading the module's statement list (walking its body, stepping from a node
to its siblings) marks the module as used whole. The Rust side fingerprints,
per module, the statements that mention a used name (see cache.rs), so an
edit elsewhere in the module leaves the result standing.

What a lint reads must be what its result depends on, so nothing inferred
in one lint may serve the next unseen: inference caches are cleared before
each file (pylint_deps.clear_inference), and so are the few cached
properties of nodes that infer (a function's `type` infers its decorators).
What a module's build read (brain transforms infer; a star import reads the
imported module whole) is kept with the module, and counts for every lint
that reaches it."""

import functools
import os

from astroid import nodes
from astroid.builder import AstroidBuilder

# The mark of a module read as a whole (no identifier is spelled so).
WHOLE = "*"

# owner (a module's file) -> names read in it, this lint.
USES = {}
# One frame per module being built, innermost last: (names read by owner,
# module names handed out of astroid's cache, the file being built, the
# owners whose globals it bound names in).
BUILDING = []
# owner -> the frame of its build: what it read.
BUILT = {}
# While set, nothing is noted: our own walks of the trees read nothing for
# the lint.
PAUSED = []
# Where sandbox modules live (set by the worker for each request).
SANDBOX = {"under": lambda path: False}


def use(owner, name):
    if PAUSED:
        return
    if name is WHOLE and BUILDING and BUILDING[-1][2] == owner:
        return  # a module's own build walks its statements: that is no read of them
    names = USES.get(owner)
    if names is None:
        names = USES[owner] = set()
    names.add(name)
    for frame in BUILDING:
        frame[0].setdefault(owner, set()).add(name)


def handed_out(name):
    for frame in BUILDING:
        frame[1].add(name)


class _Globals(dict):
    """A sandbox module's globals, noting what is read."""

    __slots__ = ("owner",)

    def __getitem__(self, name):
        use(self.owner, name)
        return dict.__getitem__(self, name)

    def get(self, name, default=None):
        use(self.owner, name)
        return dict.get(self, name, default)

    def __contains__(self, name):
        use(self.owner, name)
        return dict.__contains__(self, name)

    def setdefault(self, name, default=None):
        # How astroid binds a name from elsewhere (`module.name = ...`).
        use(self.owner, name)
        for frame in BUILDING:
            frame[3].add(self.owner)
        return dict.setdefault(self, name, default)


def _reading_whole(base):
    def read_whole(self, *args, **kwargs):
        use(self.owner, WHOLE)
        return base(self, *args, **kwargs)

    return read_whole


for _method in ("__iter__", "keys", "values", "items", "__len__", "copy", "__reversed__",
                "__delitem__", "pop", "popitem", "update", "__eq__", "__ne__", "__or__"):
    setattr(_Globals, _method, _reading_whole(getattr(dict, _method)))


class _Body(list):
    """A sandbox module's statements: any read of them is a read of all."""

    __slots__ = ("owner",)


for _method in ("__iter__", "__getitem__", "__len__", "__contains__", "__reversed__", "index",
                "count", "copy", "__eq__", "__ne__", "__add__", "__mul__"):
    setattr(_Body, _method, _reading_whole(getattr(list, _method)))


def _set_local(self, name, stmt):
    # A module binding its own names while it is built reads nothing.
    dict.setdefault(self.locals, name, []).append(stmt)


_module_init = nodes.Module.__init__
_module_postinit = nodes.Module.postinit


def _init(self, *args, **kwargs):
    _module_init(self, *args, **kwargs)
    if self.file and SANDBOX["under"](self.file):
        recording = _Globals()
        recording.owner = self.file
        self.locals = self.globals = recording


def _postinit(self, *args, **kwargs):
    _module_postinit(self, *args, **kwargs)
    if isinstance(self.locals, _Globals):
        recording = _Body(self.body)
        recording.owner = self.file
        self.body = recording


_file_build = AstroidBuilder.file_build


def _file_build_noted(self, path, modname=None):
    frame = ({}, set(), os.path.abspath(path), set())
    BUILDING.append(frame)
    try:
        module = _file_build(self, path, modname)
    finally:
        BUILDING.pop()
    if isinstance(module.locals, _Globals):
        BUILT[module.file] = frame
    return module


# Cached properties of nodes whose value is inferred, and the nodes that
# computed one since the last lint.
_INFERRED_PROPERTIES = ((nodes.FunctionDef, "type"), (nodes.FunctionDef, "extra_decorators"),
                        (nodes.ClassDef, "_all_slots"))
COMPUTED = []


def _forgetful(cls, attribute):
    cached = cls.__dict__.get(attribute)
    if not isinstance(cached, functools.cached_property):
        return False
    compute = cached.func

    def noted(node):
        COMPUTED.append((node, attribute))
        return compute(node)

    replacement = functools.cached_property(noted)
    replacement.__set_name__(cls, attribute)
    setattr(cls, attribute, replacement)
    return True


def forget_computed():
    """Drops what nodes inferred for their cached properties since the last
    lint: the next lint infers it again, and reads what it reads."""
    for node, attribute in COMPUTED:
        node.__dict__.pop(attribute, None)
    COMPUTED.clear()


def install(under):
    """Records from now on; `under(path)` tells a sandbox file. Returns
    whether names can be relied on (else every module is used whole)."""
    SANDBOX["under"] = under
    nodes.Module.set_local = _set_local
    nodes.Module.__setitem__ = _set_local
    nodes.Module.__init__ = _init
    nodes.Module.postinit = _postinit
    AstroidBuilder.file_build = _file_build_noted
    return all([_forgetful(cls, attribute) for cls, attribute in _INFERRED_PROPERTIES])


def begin():
    """A lint starts: nothing read yet."""
    USES.clear()


def forget_built(files=None):
    """The builds of these files (all when None) are forgotten with them."""
    if files is None:
        BUILT.clear()
    for path in files or ():
        BUILT.pop(path, None)
