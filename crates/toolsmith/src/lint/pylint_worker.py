"""A persistent pylint worker: one JSON request per line on stdin, one JSON
response per line on the protocol stream. pylint runs in-process, so its
start-up is paid once per worker, not once per file.

Before each run astroid forgets every module that lives under the sandbox:
a changed file is never judged on stale content (the standard library and
installed packages stay cached)."""

import io
import json
import os
import sys
import traceback

import astroid
from pylint.lint import Run
from pylint.reporters.json_reporter import JSON2Reporter


def _under(path, root):
    try:
        return os.path.commonpath([os.path.realpath(path), root]) == root
    except ValueError:
        return False


def _forget(root):
    manager = astroid.MANAGER
    for name, module in list(manager.astroid_cache.items()):
        path = getattr(module, "file", None)
        if path and _under(path, root):
            del manager.astroid_cache[name]
    manager._mod_file_cache.clear()


def lint(request):
    os.chdir(request["cwd"])
    _forget(os.path.realpath(request["root"]))
    output = io.StringIO()
    args = ["--persistent=n", "--jobs=1"]
    if request.get("rcfile"):
        args.append("--rcfile=" + request["rcfile"])
    args.append(request["path"])
    try:
        Run(args, reporter=JSON2Reporter(output), exit=False)
    except SystemExit:
        pass  # pylint exits on some configuration errors; its report says why
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
