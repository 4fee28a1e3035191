"""A persistent pylint worker: one JSON request per line on stdin, one JSON
response per line on the protocol stream. pylint runs in-process, so its
start-up is paid once per worker, not once per file.

What a file's result depends on is recorded while it is linted: every
sandbox module astroid handed out (asked for by name, built, or found in its
cache), closed over the imports of those modules, since a module's nodes
can hold facts inferred from the modules it imports. Inference caches are
cleared before each file, so a fact about another module can only reach the
file through astroid's module cache, where it is seen.

Before each run the worker checks, by content hash, every sandbox module
astroid holds: one that changed (or vanished) is forgotten with every module
that imports it, so no file is judged on stale content and the rest stays
warm. When the request's listing token for the file's package differs from
the last one (a module was added, removed or renamed: imports may now
resolve elsewhere), astroid forgets everything, failed lookups included;
when the file's package path differs from the last file's, the sandbox's
modules and every lookup are forgotten (see _enter_search_path).

Two workers can share one file, each running part of the checkers (a
request's "split" says which part: see pylint_split)."""

import contextlib
import functools
import gc
import hashlib
import importlib.util
import io
import json
import os
import sys
import time
import tokenize
import traceback

import astroid
from astroid import modutils, nodes
from astroid.interpreter._import import spec as import_spec
from astroid.interpreter._import import util as import_util
from astroid.context import _invalidate_cache
from astroid.inference_tip import clear_inference_tip_cache
from astroid.manager import AstroidManager
from astroid.nodes._base_nodes import LookupMixIn
from astroid.nodes.scoped_nodes import ClassDef
from pylint.checkers import BaseRawFileChecker, BaseTokenChecker
from pylint.checkers.clear_lru_cache import clear_lru_caches
from pylint.lint import PyLinter, Run
from pylint.lint.expand_modules import discover_package_path
from pylint.reporters.json_reporter import JSON2Reporter
from pylint.utils import ASTWalker, LinterStats, tokenize_module
from pylint.utils.file_state import FileState


def _load_sibling(name):
    spec = importlib.util.spec_from_file_location(
        "toolsmith_" + name, os.path.join(os.path.dirname(__file__), name + ".py")
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


split = _load_sibling("pylint_split")


class _RecordingCache(dict):
    """astroid's module cache, noting every name looked up or stored."""

    touched = set()

    def __getitem__(self, name):
        self.touched.add(name)
        return dict.__getitem__(self, name)

    def get(self, name, default=None):
        self.touched.add(name)
        return dict.get(self, name, default)

    def __contains__(self, name):
        self.touched.add(name)
        return dict.__contains__(self, name)

    def __setitem__(self, name, module):
        self.touched.add(name)
        dict.__setitem__(self, name, module)

    def setdefault(self, name, module=None):
        self.touched.add(name)
        return dict.setdefault(self, name, module)


def _install_recording_cache():
    # Every AstroidManager shares the brain's dict: swap it for ours.
    recording = _RecordingCache(AstroidManager.brain["astroid_cache"])
    AstroidManager.brain["astroid_cache"] = recording
    astroid.MANAGER.astroid_cache = recording
    return recording


_CACHE = _install_recording_cache()


# (name, context file, cwd, sys.path) of every module lookup that failed in
# this lint: not found, or found in a file astroid could not build.
_FAILED = []
# Sandbox directory -> its names when a lookup found nothing there: astroid
# remembers the failure, which a module created there must undo.
_LOOKED = {}
_ast_from_module_name = AstroidManager.ast_from_module_name


def _recording_ast_from_module_name(self, modname, context_file=None, use_cache=True):
    try:
        return _ast_from_module_name(self, modname, context_file, use_cache)
    except Exception:
        _FAILED.append((modname, context_file, os.getcwd(), tuple(sys.path)))
        raise


AstroidManager.ast_from_module_name = _recording_ast_from_module_name


_UNDER = {}


def _under(path, root):
    """Whether `path` is a file inside the sandbox (memoized: astroid's
    cache is walked twice per file, realpath is slow)."""
    key = (path, root)
    known = _UNDER.get(key)
    if known is None:
        try:
            real = os.path.realpath(path)
            known = os.path.isabs(path) and os.path.commonpath([real, root]) == root
        except ValueError:
            known = False
        _UNDER[key] = known
    return known


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
_LAST = {}


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
    for name, module in list(dict.items(_CACHE)):
        path = getattr(module, "file", None)
        if path and _under(path, root):
            yield name, path


def _clear_inference():
    clear_inference_tip_cache()
    _invalidate_cache()
    LookupMixIn.lookup.cache_clear()
    ClassDef._metaclass_lookup_attribute.cache_clear()
    clear_lru_caches()


def _forget(modules, changed):
    """Forgets the changed modules and every module importing one of them,
    directly or not (its nodes may hold facts inferred from them); the rest
    of the sandbox stays built."""
    forgotten = set(changed)
    grew = True
    while grew:
        grew = False
        for name, _ in modules:
            module = dict.get(_CACHE, name)
            if name not in forgotten and module is not None and _imported_names(module) & forgotten:
                forgotten.add(name)
                grew = True
    for name, path in modules:
        if name in forgotten:
            module = dict.pop(_CACHE, name, None)
            _IMPORTS.pop(id(module), None)  # it holds the tree
            _SEEN.pop(path, None)
    # Their trees were frozen with the rest: let the next collection free them.
    gc.unfreeze()
    _LAST["forgot"] = True


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
    gc.unfreeze()
    _LAST["forgot"] = True


def _enter_search_path(root, search):
    """pylint puts the file's package path first on sys.path, so a module
    name can find another module from another package path: when it
    changes, sandbox modules and lookups are forgotten, with any installed
    module a name on the new path would shadow."""
    if _SEARCH.get(root, search) != search:
        modules = list(_sandbox_modules(root))
        _forget(modules, {name for name, _ in modules})
        try:
            local = {os.path.splitext(entry)[0] for entry in os.listdir(search)}
        except OSError:
            local = set()
        shadowed = [n for n in dict.keys(_CACHE) if n.split(".")[0] in local]
        for name in shadowed:
            if name != "builtins":  # astroid's own, rebuilt only by clear_cache
                dict.pop(_CACHE, name, None)
        _clear_lookups()
        _LAST["forgot"] = True
    _SEARCH[root] = search


def _forget_if_changed(root, package, listing):
    if any(_names(directory) != names for directory, names in _LOOKED.items()):
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


def _remember(root):
    for _, path in _sandbox_modules(root):
        if path in _SEEN:
            continue  # checked before this file, by _forget_if_changed
        digest = _digest(path)
        if digest is not None:
            _SEEN[path] = (_signature(path), digest)


def _imported_names(module):
    known = _IMPORTS.get(id(module))
    if known is not None and known[0] is module:
        return known[1]
    names = set()
    for node in module.nodes_of_class((nodes.Import, nodes.ImportFrom)):
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
            names.update(".".join(parts[:i]) for i in range(1, len(parts) + 1))
    _IMPORTS[id(module)] = (module, names)
    return names


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


def _current(dependencies):
    """Whether what a lint depended on is as it was (a module that failed to
    build, or a directory a lookup found nothing in, is not in astroid's
    cache, so nothing else notices its change)."""
    for path, digest in dependencies:
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
    for modname, context_file, cwd, search in _FAILED:
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
    _FAILED.clear()
    return sorted([path, digest] for path, digest in found.items())


def _dependencies(root):
    """The sandbox files the last lint read, and what they import in turn;
    and what its failed lookups depend on."""
    pending = list(_CACHE.touched)
    seen = set()
    files = {}
    while pending:
        name = pending.pop()
        if name in seen:
            continue
        seen.add(name)
        module = dict.get(_CACHE, name)
        path = getattr(module, "file", None)
        if not path or not _under(path, root):
            continue
        known = _SEEN.get(path)
        files[os.path.realpath(path)] = known[1] if known else _digest(path)
        pending.extend(_imported_names(module))
    return sorted([path, digest] for path, digest in files.items()) + _failed_dependencies(root)


class _SetupOnlyLinter(PyLinter):
    """A linter configured as `Run` would, that lints nothing until told."""

    setting_up = True
    # The enabled messages and reports, the walker's callbacks and the
    # checkers they call for, as the first file worked them out.
    _prepared = None
    # "lead" or "partner" when two workers share the file's checks (see
    # pylint_split); the lead's way to the partner's findings.
    share_role = None
    partner_findings = None
    _share = None

    @contextlib.contextmanager
    def _astroid_module_checker(self):
        """PyLinter's, with what it works out for every file kept from one
        file to the next: which checkers and which of their visit methods
        the enabled messages need (a file's pragmas do not change that, they
        act on lines). Each file still opens and closes every checker, and
        has a walker of its own (it counts the file's statements)."""
        state = (dict(self._msgs_state), dict(self._reports_state))
        if self._prepared is None or self._prepared[0] != state:
            walker = ASTWalker(self)
            needed = self.prepare_checkers()
            for checker in needed:
                walker.add_checker(checker)
            events = split.walk_events(walker.visit_events, walker.leave_events)
            self._prepared = (state, walker.visit_events, walker.leave_events, needed, events)
        _, visits, leaves, needed, _ = self._prepared
        walker = ASTWalker(self)
        walker.visit_events, walker.leave_events = visits, leaves
        for checker in needed:
            checker.open()
        self._share = None
        yield functools.partial(
            self.check_astroid_module,
            walker=walker,
            tokencheckers=[c for c in needed if isinstance(c, BaseTokenChecker)],
            rawcheckers=[c for c in needed if isinstance(c, BaseRawFileChecker)],
        )
        self.stats.statement = walker.nbstatements
        if self._share is not None:
            self._share.close()
        else:
            for checker in reversed(needed):
                checker.close()

    def _check_astroid_module(self, node, walker, rawcheckers, tokencheckers):
        """PyLinter's, or this worker's side of a shared file: after the
        pragmas are read, the checks are shared as pylint_split says."""
        if self.share_role is None or not node.pure_python:
            return super()._check_astroid_module(node, walker, rawcheckers, tokencheckers)
        try:
            tokens = tokenize_module(node)
        except tokenize.TokenError:  # pylint's own pass reports it
            return super()._check_astroid_module(node, walker, rawcheckers, tokencheckers)
        self.process_tokens(tokens)
        if self._ignore_file:
            return False
        _, _, _, needed, events = self._prepared
        self._share = split.Share(self, needed, partner=self.share_role == "partner")
        self._share.check(node, tokens, walker, rawcheckers, tokencheckers, events)
        if self.share_role == "lead":
            self._share.take(self.partner_findings())
        self._share.recorder.position = (split.SUPPRESSION, 0, 0)
        return True

    def check(self, files_or_modules):
        if not self.setting_up:
            super().check(files_or_modules)

    def generate_reports(self, verbose=False):
        return None if self.setting_up else super().generate_reports(verbose)


class _SetupRun(Run):
    LinterClass = _SetupOnlyLinter


# rcfile -> (linter, its statistics and status after configuration).
_LINTERS = {}


def _configured_linter(args):
    """One linter per configuration, reused from file to file as pylint's
    own parallel workers reuse theirs; None when configuring it said
    something (those messages belong in every report: run afresh)."""
    key = tuple(args)
    if key not in _LINTERS:
        run = _SetupRun(
            args + ["placeholder.py"], reporter=JSON2Reporter(io.StringIO()), exit=False
        )
        linter = run.linter
        linter.setting_up = False
        quiet = not linter.reporter.messages and linter.msg_status == 0
        _LINTERS[key] = (linter, linter.stats) if quiet else None
    return _LINTERS[key]


def _run(args, path, output, pinned, role=None, partner_findings=None):
    # A project's own configuration can load plugins: run those afresh.
    configured = _configured_linter(args) if pinned else None
    if configured is None:
        try:
            Run(args + [path], reporter=JSON2Reporter(output), exit=False)
        except SystemExit:
            pass  # pylint exits on some configuration errors; its report says why
        return None
    linter, configured_stats = configured
    linter.stats = LinterStats()
    linter.stats.by_module.update(
        {name: dict(counts) for name, counts in configured_stats.by_module.items()}
    )
    linter.msg_status = 0
    linter.file_state = FileState("", linter.msgs_store, is_base_filestate=True)
    linter.set_reporter(JSON2Reporter(output))
    linter.share_role, linter.partner_findings = role, partner_findings
    try:
        linter.check([path])
    finally:
        linter.share_role = linter.partner_findings = None
    linter.generate_reports()
    return linter._share


def _read_partner():
    """The partner's findings, which the lead's caller sends next."""
    try:
        return json.loads(sys.stdin.readline()).get("partner")
    except (ValueError, AttributeError):
        return None


def _lint_shared(args, request, output, read_partner):
    """A file shared with a partner worker (see pylint_split): the
    partner's findings, or the lead's report in `output` and the
    dependencies the partner's side read. Anything short of both sides'
    findings gives the lead's single pass."""
    pinned = bool(request.get("rcfile"))
    if request["split"] == "partner":
        try:
            share = _run(args, request["path"], output, pinned, "partner")
        except split.Abandoned as why:  # a checker raised: astroid may be half-way
            return {"failed": str(why), "crashed": True}, []
        if share is None:  # not a file to share; astroid may have crashed building it
            messages = json.loads(output.getvalue() or "{}").get("messages", [])
            crashed = any(m["symbol"] == "astroid-error" for m in messages)
            return {"failed": "not shared", "crashed": crashed}, []
        return share.found(), []
    taken = []

    def partner_findings():
        taken.append(read_partner())
        return taken[0]

    try:
        _run(args, request["path"], output, pinned, "lead", partner_findings)
    except split.Abandoned:
        output.seek(0)
        output.truncate()
        _run(args, request["path"], output, pinned)
    if not taken:
        partner_findings()  # always read: it was sent
    found = taken[0] if isinstance(taken[0], dict) else {}
    return None, [tuple(d) for d in found.get("dependencies", []) if "messages" in found]


def lint(request, read_partner=_read_partner):
    os.chdir(request["cwd"])
    root = os.path.realpath(request["root"])
    _forget_if_changed(root, request.get("package"), request.get("listing"))
    _enter_search_path(root, discover_package_path(request["path"], []))
    # The same file again, nothing forgotten since: what the inference
    # caches hold was inferred for this file, from the modules its last
    # lint depended on; keep them (a repeated lint is much faster), and
    # those dependencies with them.
    this = (root, request["cwd"], request["path"], request.get("rcfile"))
    again = (
        _LAST.get("file") == this
        and not _LAST.get("forgot")
        and _current(_LAST.get("dependencies", []))
    )
    carried = _LAST.get("dependencies", []) if again else []
    _LAST.clear()  # a lint that fails leaves nothing to carry on from
    if not again:
        _clear_inference()
    _CACHE.touched = set()
    _FAILED.clear()
    output = io.StringIO()
    args = ["--persistent=n", "--jobs=1"]
    if request.get("rcfile"):
        args.append("--rcfile=" + request["rcfile"])
    # One collection per file, after it: astroid's trees are long-lived, and
    # scanning them over and over costs a fifth of the time (a collection
    # that runs on its own as soon as the collector is back on would scan
    # the file's garbage once more).
    gc.disable()
    try:
        found, theirs = None, []
        if request.get("split") in ("lead", "partner"):
            found, theirs = _lint_shared(args, request, output, read_partner)
        else:
            _run(args, request["path"], output, bool(request.get("rcfile")))
        _remember(root)
        dependencies = sorted({tuple(d) for d in _dependencies(root) + carried} | set(theirs))
        dependencies = [list(d) for d in dependencies]
    finally:
        gc.collect()
        gc.freeze()
        gc.enable()
    _LAST.update(file=this, dependencies=dependencies, forgot=False)
    if request.get("split") == "partner":
        if "messages" in found:
            found["dependencies"] = dependencies
        return {"partner": found}
    text = output.getvalue()
    if not text.strip():
        raise RuntimeError("pylint produced no report")
    return {"report": json.loads(text), "dependencies": dependencies}


def serve():
    # pylint may print on stdout: keep the protocol on a stream of its own.
    protocol = os.fdopen(os.dup(1), "w", buffering=1, encoding="utf-8")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    protocol.write(json.dumps({"ready": True}) + "\n")
    for line in sys.stdin:
        request = json.loads(line)
        if "partner" in request:
            continue  # for a lead request that failed before it read this
        try:
            response = {"id": request["id"], **lint(request)}
        except BaseException:  # the worker must answer, whatever pylint did
            response = {"id": request["id"], "error": traceback.format_exc(limit=20)}
        protocol.write(json.dumps(response) + "\n")
