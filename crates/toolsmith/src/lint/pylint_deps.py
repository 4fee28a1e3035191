"""What a pylint worker's results depend on, and what it must forget.

What a file's result depends on is recorded while it is linted: every
sandbox module astroid handed out (asked for by name, built, or found in its
cache), and the names read in each (see pylint_names: a module read as a
whole counts by its content), with what the builds of those modules read.
Inference caches, and the cached properties of nodes that infer, are
cleared before each file, so a fact about another module can only reach the
file through what is recorded.

Before each run the worker checks, by content hash, every sandbox module
astroid holds: one that changed (or vanished) is forgotten with every module
whose build read it, so no file is judged on stale content and the rest
stays warm. When the request's listing token for the file's package
differs from the last one (a module was added, removed or renamed: imports
may now resolve elsewhere), astroid forgets everything, failed lookups
included; when the file's package path differs from the last file's, the
sandbox's modules and every lookup are forgotten (see
deps.enter_search_path)."""

import gc
import hashlib
import os
import sys
import time

import astroid
from astroid import modutils, nodes
from astroid.interpreter._import import spec as import_spec
from astroid.interpreter._import import util as import_util
from astroid.context import _invalidate_cache
from astroid.inference_tip import clear_inference_tip_cache
from astroid.manager import AstroidManager
from astroid.nodes._base_nodes import LookupMixIn
from astroid.nodes.scoped_nodes import ClassDef
from pylint.checkers.clear_lru_cache import clear_lru_caches


# pylint_names, once the worker has loaded it (see install).
names = None


class _RecordingCache(dict):
    """astroid's module cache, noting every name looked up or stored."""

    touched = set()

    def _note(self, name):
        self.touched.add(name)
        if names.BUILDING:
            names.handed_out(name)

    def __getitem__(self, name):
        self._note(name)
        return dict.__getitem__(self, name)

    def get(self, name, default=None):
        self._note(name)
        return dict.get(self, name, default)

    def __contains__(self, name):
        self._note(name)
        return dict.__contains__(self, name)

    def __setitem__(self, name, module):
        self._note(name)
        dict.__setitem__(self, name, module)

    def setdefault(self, name, module=None):
        self._note(name)
        return dict.setdefault(self, name, module)


def _install_recording_cache():
    # Every AstroidManager shares the brain's dict: swap it for ours.
    recording = _RecordingCache(AstroidManager.brain["astroid_cache"])
    AstroidManager.brain["astroid_cache"] = recording
    astroid.MANAGER.astroid_cache = recording
    return recording


CACHE = _install_recording_cache()


# (name, context file, cwd, sys.path) of every module lookup that failed in
# this lint: not found, or found in a file astroid could not build.
FAILED = []
# Sandbox directory -> its names when a lookup found nothing there: astroid
# remembers the failure, which a module created there must undo.
_LOOKED = {}
_ast_from_module_name = AstroidManager.ast_from_module_name


def _recording_ast_from_module_name(self, modname, context_file=None, use_cache=True):
    try:
        return _ast_from_module_name(self, modname, context_file, use_cache)
    except Exception:
        FAILED.append((modname, context_file, os.getcwd(), tuple(sys.path)))
        raise


AstroidManager.ast_from_module_name = _recording_ast_from_module_name


_UNDER = {}
# path -> its real path: what a warm parent built is resolved once, not
# again in each of its children's new sandboxes.
_REAL = {}


def _under(path, root):
    """Whether `path` is a file inside the sandbox (memoized: astroid's
    cache is walked twice per file, realpath is slow)."""
    key = (path, root)
    known = _UNDER.get(key)
    if known is None:
        try:
            real = _REAL.get(path)
            if real is None:
                real = _REAL[path] = os.path.realpath(path)
            known = os.path.isabs(path) and os.path.commonpath([real, root]) == root
        except ValueError:
            known = False
        _UNDER[key] = known
    return known


# Every sandbox root a request named: where recorded modules live.
ROOTS = set()
# Whether names read can be relied on (else each module counts whole).
NAMES_EXACT = False


def install(recorder):
    """Records, from now on, the names each lint reads, with `recorder`
    (the pylint_names module)."""
    global names, NAMES_EXACT
    names = recorder
    NAMES_EXACT = recorder.install(lambda path: any(_under(path, root) for root in ROOTS))


def resolve_built():
    """Resolves the real path of every module astroid holds (a warm
    parent's, before it forks)."""
    for module in list(dict.values(CACHE)):
        path = getattr(module, "file", None)
        if path and path not in _REAL:
            _REAL[path] = os.path.realpath(path)


# path -> (stat signature, content hash) of each sandbox file astroid parsed.
_SEEN = {}
# package directory -> the last listing token a request carried for it.
_LISTINGS = {}
# id(module) -> (module, names its imports may bind).
_IMPORTS = {}
# sandbox root -> the package path the last file was linted with.
_SEARCH = {}
# The last file linted, its dependencies, and whether anything was
# forgotten since (then inference caches may hold facts about old modules).
LAST = {}


def _signature(path):
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)


def _digest(path):
    """The content hash, read again unless the file's stat is unchanged and
    old enough that a same-size rewrite would have moved its timestamps."""
    signature = _signature(path)
    if signature is None:
        return None
    known = _SEEN.get(path)
    settled = time.time_ns() - signature[3] > 2_000_000_000
    if known and known[0] == signature and settled:
        return known[1]
    try:
        with open(path, "rb") as handle:
            digest = hashlib.sha256(handle.read()).hexdigest()
    except OSError:
        return None
    return digest


def _sandbox_modules(root):
    for name, module in list(dict.items(CACHE)):
        path = getattr(module, "file", None)
        if path and _under(path, root):
            yield name, path


def clear_inference():
    names.forget_computed()
    clear_inference_tip_cache()
    _invalidate_cache()
    LookupMixIn.lookup.cache_clear()
    ClassDef._metaclass_lookup_attribute.cache_clear()
    clear_lru_caches()


# Source bytes of the modules forgotten whose trees are not collected yet:
# from this many on, the next lint's collection frees them.
_COLLECT_FROM_BYTES = 512 * 1024
_UNCOLLECTED = [0]


def _forget(modules, changed):
    """Forgets the changed modules, the modules their builds bound names in,
    and every module whose build read one of those, directly or not (brain
    transforms infer; a star import reads the module): its nodes may hold
    facts inferred from them. A module built before its build was recorded
    counts as reading every module it imports. The rest of the sandbox
    stays built: nothing else inferred is kept from one lint to the next
    (see pylint_names)."""
    forgotten = set(changed)
    # A module whose globals a changed module's build bound a name in
    # (`other.name = ...` there): it would keep the old binding.
    bound = set()
    for name, path in modules:
        if name in changed and path in names.BUILT:
            bound |= names.BUILT[path][3]
    forgotten |= {name for name, path in modules if path in bound}
    paths = {path for name, path in modules if name in forgotten}
    grew = True
    while grew:
        grew = False
        for name, path in modules:
            module = dict.get(CACHE, name)
            if name in forgotten or module is None:
                continue
            built = names.BUILT.get(path)
            if built is None:
                read = bool(_imported_names(module) & forgotten)
            else:
                read = bool(built[1] & forgotten) or not paths.isdisjoint(built[0])
            if read:
                forgotten.add(name)
                paths.add(path)
                grew = True
    for name, path in modules:
        if name in forgotten:
            module = dict.pop(CACHE, name, None)
            _IMPORTS.pop(id(module), None)  # it holds the tree
            seen = _SEEN.pop(path, None)
            _UNCOLLECTED[0] += seen[0][1] if seen and seen[0] else _COLLECT_FROM_BYTES
            names.forget_built([path])
    if _UNCOLLECTED[0] >= _COLLECT_FROM_BYTES:
        # Their trees were frozen with the rest: let the next collection
        # free them. Not at every edit: that collection scans everything
        # built (half a second for a package like docutils), and after a
        # fork from a warm parent it copies all of it into the worker.
        gc.unfreeze()
        _UNCOLLECTED[0] = 0
    LAST["forgot"] = True


def _clear_lookups():
    """Forgets where module names were found (or not): astroid's lookup
    cache and every lru cache of its import machinery."""
    astroid.MANAGER._mod_file_cache.clear()
    for module in (modutils, import_spec, import_util):
        for value in list(vars(module).values()):
            members = [value, *vars(value).values()] if isinstance(value, type) else [value]
            for member in members:
                function = getattr(member, "__func__", member)
                if hasattr(function, "cache_clear"):
                    function.cache_clear()


def _forget_everything():
    """A module was added, removed or renamed: it may shadow any import,
    installed ones included, or answer one that failed."""
    astroid.MANAGER.clear_cache()
    _clear_lookups()  # clear_cache leaves the finders' own caches
    _SEEN.clear()
    _IMPORTS.clear()
    _LOOKED.clear()
    names.forget_built()
    gc.unfreeze()
    LAST["forgot"] = True


def enter_search_path(root, search):
    """pylint puts the file's package path first on sys.path, so a module
    name can find another module from another package path: when it
    changes, sandbox modules and lookups are forgotten, with any installed
    module a name on the new path would shadow."""
    # A sandbox's first file too: a worker forked from a warm parent holds
    # what the parent built, from no sandbox's path (see zygote.py).
    if _SEARCH.get(root) != search:
        modules = list(_sandbox_modules(root))
        _forget(modules, {name for name, _ in modules})
        try:
            local = {os.path.splitext(entry)[0] for entry in os.listdir(search)}
        except OSError:
            local = set()
        shadowed = [n for n in dict.keys(CACHE) if n.split(".")[0] in local and n != "builtins"]
        for name in shadowed:  # builtins: astroid's own, rebuilt only by clear_cache
            dict.pop(CACHE, name, None)
        if shadowed:
            gc.unfreeze()
        _clear_lookups()
        LAST["forgot"] = True
    _SEARCH[root] = search


def forget_if_changed(root, package, listing):
    ROOTS.add(root)
    if any(_names(directory) != listed for directory, listed in _LOOKED.items()):
        _forget_everything()
    if listing is None:
        # A package too big to list: whether a module appeared is unknown,
        # so no lookup is trusted from one file to the next.
        _clear_lookups()
    else:
        if _LISTINGS.get(package, listing) != listing:
            _forget_everything()
        _LISTINGS[package] = listing
    modules = list(_sandbox_modules(root))
    changed = {
        name for name, path in modules if _SEEN.get(path, (None, None))[1] != _digest(path)
    }
    if changed:
        _forget(modules, changed)


def remember(root):
    for _, path in _sandbox_modules(root):
        if path in _SEEN:
            continue  # checked before this file, by forget_if_changed
        digest = _digest(path)
        if digest is not None:
            _SEEN[path] = (_signature(path), digest)


def _imported_names(module):
    known = _IMPORTS.get(id(module))
    if known is not None and known[0] is module:
        return known[1]
    found = set()
    names.PAUSED.append(True)  # our walk reads nothing for the lint
    try:
        statements = list(module.nodes_of_class((nodes.Import, nodes.ImportFrom)))
    finally:
        names.PAUSED.pop()
    for node in statements:
        if isinstance(node, nodes.Import):
            bases = [name for name, _ in node.names]
        else:
            try:
                base = module.relative_to_absolute_name(node.modname, node.level)
            except Exception:  # a relative import beyond the top: no module
                continue
            bases = [base] + [base + "." + name for name, _ in node.names]
        for name in bases:
            parts = name.split(".")
            found.update(".".join(parts[:i]) for i in range(1, len(parts) + 1))
    _IMPORTS[id(module)] = (module, found)
    return found


def _names(directory):
    """The token of a directory's entry names (as the Rust side makes it)."""
    try:
        names = sorted(n for n in os.listdir(os.fsencode(directory)) if n != b"__pycache__")
    except OSError:
        return ""
    digest = hashlib.sha256()
    for name in names:
        digest.update(name + b"\0")
    return "names:" + digest.hexdigest()


def current(dependencies):
    """Whether what a lint depended on is as it was (a module that failed to
    build, or a directory a lookup found nothing in, is not in astroid's
    cache, so nothing else notices its change)."""
    for path, digest, *_ in dependencies:
        now = _names(path) if digest.startswith("names:") else _digest(path)
        if now != digest:
            return False
    return True


def _failed_dependencies(root):
    """What the lookups that failed depend on: a sandbox file astroid found
    but could not build (a syntax error) with its content hash; for a module
    not found, the names in the deepest sandbox directory along its dotted
    name, in every place it was looked for (a module created there, or a
    package above it, changes them)."""
    found = {}
    for modname, context_file, cwd, search in FAILED:
        if not modname:
            continue
        try:
            location = astroid.MANAGER.file_from_module_name(modname, context_file).location
        except Exception:
            location = None
        if location:
            if _under(location, root) and os.path.isfile(location):
                found[os.path.realpath(location)] = _digest(location)
            continue
        places = [os.path.dirname(context_file)] if context_file else []
        places += [os.path.join(cwd, entry) for entry in search]
        for place in places:
            directory = os.path.realpath(place)
            if not _under(directory, root) or not os.path.isdir(directory):
                continue
            for part in modname.split(".")[:-1]:
                deeper = os.path.join(directory, part)
                if not os.path.isdir(deeper):
                    break
                directory = deeper
            found[directory] = _names(directory)
            _LOOKED[directory] = found[directory]
    FAILED.clear()
    return sorted([path, digest] for path, digest in found.items())


def _reached(root):
    """Every sandbox module the last lint reached: {file: names read in it},
    through astroid's cache, the modules' globals, and what the builds of
    the modules reached read in turn."""
    by_name = dict(_sandbox_modules(root))
    modules = {path: dict.get(CACHE, name) for name, path in by_name.items()}
    read = {}
    pending_modules = list(CACHE.touched)
    pending_reads = list(names.USES.items())
    built = set()
    while pending_modules or pending_reads:
        if pending_modules:
            path = by_name.get(pending_modules.pop())
            if path is None:
                continue
            pending_reads.append((path, ()))
            continue
        path, used = pending_reads.pop()
        if path not in modules:
            continue
        read.setdefault(path, set()).update(used)
        if path not in built:
            built.add(path)
            frame = names.BUILT.get(path)
            if frame is not None:
                pending_reads.extend(frame[0].items())
                pending_modules.extend(frame[1])
        # A name another module bound in this one (`module.name = ...`
        # there): that module's statements count whole.
        globals_ = modules[path].locals
        for name in used:
            for node in dict.get(globals_, name, ()) if name != names.WHOLE else ():
                other = getattr(node.root(), "file", None)
                if other != path and other in modules:
                    pending_reads.append((other, (names.WHOLE,)))
    return {path: (modules[path], used) for path, used in read.items()}


# Names whose reading makes a module's whole content matter (with
# pylint_names.WHOLE, a read of everything).
_WHOLE_NAMES = {"__all__", "__getattr__", "__dict__"}


def dependencies_of(root):
    """The sandbox files the last lint read, with the names it read in each
    when they tell all it read there; and what its failed lookups depend
    on."""
    found = []
    for path, (module, used) in _reached(root).items():
        known = _SEEN.get(path)
        entry = [os.path.realpath(path), known[1] if known else _digest(path)]
        whole = (
            not NAMES_EXACT
            or not isinstance(module.locals, names._Globals)
            or names.WHOLE in used
            or used & _WHOLE_NAMES
            or dict.__contains__(module.locals, "__getattr__")
        )
        if not whole:
            entry.append(tuple(sorted(used)))
        found.append(tuple(entry))
    return sorted(found) + [tuple(d) for d in _failed_dependencies(root)]


def frozen(dependency):
    """A dependency as a hashable tuple (names as a tuple)."""
    return tuple(tuple(part) if isinstance(part, list) else part for part in dependency)
