"""A persistent pylint worker: one JSON request per line on stdin, one JSON
response per line on the protocol stream. pylint runs in-process, so its
start-up is paid once per worker, not once per file.

What a file's result depends on, and which of astroid's modules are stale
before a run, is pylint_deps's to record and decide.

Two workers can share one file, each running part of the checkers (a
request's "split" says which part: see pylint_split)."""

import contextlib
import functools
import gc
import importlib.util
import io
import json
import os
import sys
import time
import tokenize
import traceback

import astroid
import isort.place
import isort.utils
from pylint.checkers import BaseRawFileChecker, BaseTokenChecker
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
deps = _load_sibling("pylint_deps")
deps.install(_load_sibling("pylint_names"))


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
    return None, [deps.frozen(d) for d in found.get("dependencies", []) if "messages" in found]


# The directory the last file was linted from.
_LAST_CWD = []


def _forget_import_places(cwd):
    """isort tells first from third party imports by what the directory
    pylint runs from holds, at the time it is asked; it caches its answers
    (and whether a path exists) in lru_caches, so they go before every file:
    a module added at the root makes an import first party. pylint's imports
    checker also keeps the isort configuration it made for the first file (a
    cached property, made from the directory it ran in): a linter reused from
    another directory (or a warm parent's) makes it anew."""
    isort.place.module_with_reason.cache_clear()
    isort.utils.exists_case_sensitive.cache_clear()
    if _LAST_CWD == [cwd]:
        return
    _LAST_CWD[:] = [cwd]
    for configured in _LINTERS.values():
        for checker in configured[0].get_checkers() if configured else ():
            checker.__dict__.pop("_isort_config", None)


def lint(request, read_partner=_read_partner):
    os.chdir(request["cwd"])
    _forget_import_places(os.getcwd())
    root = os.path.realpath(request["root"])
    deps.forget_if_changed(root, request.get("package"), request.get("listing"))
    deps.enter_search_path(root, discover_package_path(request["path"], []))
    # Inference caches go before every file, the same file again included:
    # what astroid infers depends on what it inferred before (a second lint
    # of the standard library's dataclasses.py, its first lint's inferences
    # kept, reported a no-member one pylint run does not).
    this = (root, request["cwd"], request["path"], request.get("rcfile"))
    deps.LAST.clear()  # a lint that fails leaves nothing to carry on from
    deps.clear_inference()
    deps.CACHE.touched = set()
    deps.names.begin()
    deps.FAILED.clear()
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
        deps.remember(root)
        dependencies = deps.dependencies_of(root)
        dependencies = sorted({deps.frozen(d) for d in dependencies} | set(theirs))
        dependencies = [list(d) for d in dependencies]
    finally:
        gc.collect()
        gc.freeze()
        gc.enable()
    deps.LAST.update(file=this, dependencies=dependencies, forgot=False)
    if request.get("split") == "partner":
        if "messages" in found:
            found["dependencies"] = dependencies
        return {"partner": found}
    text = output.getvalue()
    if not text.strip():
        raise RuntimeError("pylint produced no report")
    return {"report": json.loads(text), "dependencies": dependencies}


# What agents' code imports most: a warm parent builds these while idle, so
# that its children's first lint does not (see zygote.py). A sandbox module
# of the same name shadows one (see pylint_deps.enter_search_path).
# Few, on purpose: each costs the parent CPU while a batch runs and memory
# every child touches; measured, a longer list (argparse, subprocess,
# pytest...) made a batch over 50 sandboxes slower and the first lint no faster.
COMMON_MODULES = ("os", "sys", "re", "typing", "collections", "functools", "pathlib", "dataclasses")


def build(name):
    """Builds a module into astroid's cache (nothing when it cannot), with
    the modules it imports at its top level (inferring through `os.path`
    builds `posixpath`, say); then leaves nothing for a child to redo."""
    _build(name, depth=1)
    deps.FAILED.clear()
    deps.resolve_built()
    deps.clear_inference()


def _build(name, depth):
    try:
        module = astroid.MANAGER.ast_from_module_name(name)
    except Exception:
        return
    for node in module.body if depth else []:
        if isinstance(node, astroid.nodes.Import):
            for imported, _ in node.names:
                _build(imported, depth - 1)
        elif isinstance(node, astroid.nodes.ImportFrom) and not node.level:
            _build(node.modname, depth - 1)


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
