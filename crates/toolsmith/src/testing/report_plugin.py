"""Toolsmith's pytest reporting plugin: one JSON line per report, written to a
file outside the sandbox. Outcomes come from pytest's own report objects,
never from its text output.

It also tells the supervisor outside which test (or module collection) is
running, arms a `faulthandler` dump of every thread's stack for the moment
that test's time is up (the supervisor then kills the process and restarts
pytest), and leaves out what an earlier attempt already ran or stopped."""

import faulthandler
import json
import os

import pytest

REPORT = None
MAX_LONGREPR = 20000
# Set by the bootstrap when line coverage is asked for: the directory whose
# files' executed lines are recorded, per test.
COVERAGE_ROOT = None
# Set by the bootstrap: the test's limit (seconds), where to dump the stack,
# and the file listing node ids to skip and paths to ignore.
TEST_LIMIT = None
DUMP = None
SKIP_FILE = None
_SKIP = None


def _emit(record):
    REPORT.write(json.dumps(record) + "\n")
    REPORT.flush()


def _longrepr(report):
    text = getattr(report, "longreprtext", "") or ""
    if len(text) > MAX_LONGREPR:
        half = MAX_LONGREPR // 2
        text = "%s\n... [truncated: %d characters omitted] ...\n%s" % (
            text[:half], len(text) - 2 * half, text[-half:])
    return text


def _message(report):
    crash = getattr(getattr(report, "longrepr", None), "reprcrash", None)
    if crash is not None:
        return crash.message
    longrepr = getattr(report, "longrepr", None)
    if isinstance(longrepr, tuple) and len(longrepr) == 3:
        return str(longrepr[2])  # a skip: (file, line, reason)
    return None


def _skipped():
    global _SKIP
    if _SKIP is None:
        _SKIP = {"skip": [], "ignore": []}
        if SKIP_FILE and os.path.exists(SKIP_FILE):
            with open(SKIP_FILE, encoding="utf-8") as listing:
                _SKIP = json.load(listing)
        _SKIP = {"skip": set(_SKIP["skip"]), "ignore": {os.path.realpath(p) for p in _SKIP["ignore"]}}
    return _SKIP


def pytest_ignore_collect(collection_path, config):
    if os.path.realpath(str(collection_path)) in _skipped()["ignore"]:
        return True
    return None


def pytest_collection_modifyitems(session, config, items):
    skip = _skipped()["skip"]
    kept = [item for item in items if item.nodeid not in skip]
    if len(kept) != len(items):
        config.hook.pytest_deselected(items=[item for item in items if item.nodeid in skip])
        items[:] = kept


def pytest_collection_finish(session):
    _emit({"event": "collected", "nodeids": [item.nodeid for item in session.items]})


def _arm():
    """The stack dump for when this test's time is up. Best effort: a test
    that exhausted the process limit leaves no thread for the watchdog, and
    the supervisor stops a hung test all the same (only the place is lost)."""
    if DUMP is not None and TEST_LIMIT:
        try:
            DUMP.seek(0)
            DUMP.truncate()
            faulthandler.dump_traceback_later(TEST_LIMIT, repeat=False, file=DUMP)
        except (OSError, RuntimeError):
            pass


def _disarm():
    if DUMP is not None and TEST_LIMIT:
        try:
            faulthandler.cancel_dump_traceback_later()
        except (OSError, RuntimeError):
            pass


def pytest_collectstart(collector):
    if isinstance(collector, pytest.File):
        _emit({"event": "collectstart", "nodeid": collector.nodeid, "path": str(collector.path)})
        _arm()


def pytest_runtest_logstart(nodeid, location):
    file, line, _ = location
    _emit({"event": "start", "nodeid": nodeid, "file": file, "line": None if line is None else line + 1})
    _arm()


def pytest_runtest_logfinish(nodeid, location):
    _disarm()
    _emit({"event": "end", "nodeid": nodeid})


def pytest_runtest_logreport(report):
    file, line, _ = report.location
    interesting = report.outcome != "passed" or hasattr(report, "wasxfail")
    _emit({
        "event": "test",
        "nodeid": report.nodeid,
        "when": report.when,
        "outcome": report.outcome,
        "wasxfail": hasattr(report, "wasxfail"),
        "message": _message(report) if interesting else None,
        "longrepr": _longrepr(report) if interesting else "",
        "file": file,
        "line": None if line is None else line + 1,
        "duration": report.duration,
    })


def pytest_collectreport(report):
    # A module's collection (its import) is over: its report comes before its
    # children's collection starts.
    _disarm()
    _emit({"event": "collectend", "nodeid": report.nodeid})
    if report.outcome != "passed":
        _emit({
            "event": "collect",
            "nodeid": report.nodeid,
            "outcome": report.outcome,
            "message": _message(report),
            "longrepr": _longrepr(report),
        })


def pytest_sessionfinish(session, exitstatus):
    _emit({"event": "finish", "exitstatus": int(exitstatus)})


def _traced_lines(item, lines):
    """sys.settrace for the duration of one test: the (file, line) pairs it
    executes under COVERAGE_ROOT (other frames are not traced)."""
    import sys
    import threading

    prefix = COVERAGE_ROOT.rstrip(os.sep) + os.sep

    def tracer(frame, event, arg):
        filename = frame.f_code.co_filename
        if not filename.startswith(prefix):
            return None
        lines.add((filename, frame.f_lineno))

        def local(frame, event, arg):
            if event == "line":
                lines.add((filename, frame.f_lineno))
            return local

        return local

    return tracer, sys, threading


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    if not COVERAGE_ROOT:
        yield
        return
    lines = set()
    tracer, sys, threading = _traced_lines(item, lines)
    previous = sys.gettrace()
    sys.settrace(tracer)
    threading.settrace(tracer)
    try:
        yield
    finally:
        sys.settrace(previous)
        threading.settrace(None)
        by_file = {}
        for filename, line in lines:
            by_file.setdefault(filename, []).append(line)
        _emit({"event": "coverage", "nodeid": item.nodeid,
               "lines": {f: sorted(ls) for f, ls in by_file.items()}})
