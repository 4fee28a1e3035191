"""A persistent pylint worker: one JSON request per line on stdin, one JSON
response per line on the protocol stream. pylint runs in-process, so its
start-up is paid once per worker, not once per file.

Before each run the worker checks, by content hash, every sandbox module
astroid holds: if any changed (or vanished), astroid forgets all the
sandbox's modules and its inference cache, so no file is judged on stale
content, its own or an imported one's. Unchanged, they stay warm (the
standard library and installed packages always do)."""

import hashlib
import io
import json
import os
import sys
import traceback

import astroid
from astroid.context import _invalidate_cache
from astroid.inference_tip import clear_inference_tip_cache
from astroid.nodes._base_nodes import LookupMixIn
from pylint.lint import Run
from pylint.reporters.json_reporter import JSON2Reporter


def _under(path, root):
    try:
        return os.path.commonpath([os.path.realpath(path), root]) == root
    except ValueError:
        return False


# Content hash of each sandbox file astroid has parsed, as it was parsed.
_SEEN = {}


def _digest(path):
    try:
        with open(path, "rb") as handle:
            return hashlib.sha256(handle.read()).hexdigest()
    except OSError:
        return None


def _sandbox_modules(root):
    for name, module in list(astroid.MANAGER.astroid_cache.items()):
        path = getattr(module, "file", None)
        if path and _under(path, root):
            yield name, path


def _forget_if_changed(root):
    modules = list(_sandbox_modules(root))
    if all(_SEEN.get(path) == _digest(path) for _, path in modules):
        return
    for name, path in modules:
        del astroid.MANAGER.astroid_cache[name]
    _SEEN.clear()
    astroid.MANAGER._mod_file_cache.clear()
    # Inference results may point into the forgotten modules.
    clear_inference_tip_cache()
    _invalidate_cache()
    LookupMixIn.lookup.cache_clear()


def _remember(root):
    for _, path in _sandbox_modules(root):
        if path not in _SEEN:
            _SEEN[path] = _digest(path)


def lint(request):
    os.chdir(request["cwd"])
    root = os.path.realpath(request["root"])
    _forget_if_changed(root)
    output = io.StringIO()
    args = ["--persistent=n", "--jobs=1"]
    if request.get("rcfile"):
        args.append("--rcfile=" + request["rcfile"])
    args.append(request["path"])
    try:
        Run(args, reporter=JSON2Reporter(output), exit=False)
    except SystemExit:
        pass  # pylint exits on some configuration errors; its report says why
    _remember(root)
    text = output.getvalue()
    if not text.strip():
        raise RuntimeError("pylint produced no report")
    return json.loads(text)


def serve():
    # pylint may print on stdout: keep the protocol on a stream of its own.
    protocol = os.fdopen(os.dup(1), "w", buffering=1, encoding="utf-8")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    protocol.write(json.dumps({"ready": True}) + "\n")
    for line in sys.stdin:
        request = json.loads(line)
        try:
            response = {"id": request["id"], "report": lint(request)}
        except BaseException:  # the worker must answer, whatever pylint did
            response = {"id": request["id"], "error": traceback.format_exc(limit=20)}
        protocol.write(json.dumps(response) + "\n")
