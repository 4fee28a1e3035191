"""Toolsmith's pytest reporting plugin: one JSON line per report, written to a
file outside the sandbox. Outcomes come from pytest's own report objects,
never from its text output."""

import json

REPORT = None
MAX_LONGREPR = 20000


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
