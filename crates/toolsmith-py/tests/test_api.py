"""The package as a library: plain results, the GIL released while the core
works, safe from many threads, typed and documented."""

from __future__ import annotations

import ast
import importlib
import inspect
import threading
import time
from pathlib import Path

import pytest

import toolsmith
from toolsmith import _core
from toolsmith.code_modifier import apply_fix, edit_file, undo
from toolsmith.file_tools import list_files, read_file, write_file
from toolsmith.pylint_tool import audit_directory, run_pylint_analysis
from toolsmith.pytest_tool import run_pytest, run_single_test

MODULES = ["sandbox_manager", "file_tools", "pylint_tool", "pytest_tool", "code_modifier", "logger", "environment"]
PACKAGE = Path(toolsmith.__file__).parent


def only_plain(value):
    """True if `value` is made of dict/list/str/int/float/bool/None only."""
    if isinstance(value, dict):
        return type(value) is dict and all(type(k) is str and only_plain(v) for k, v in value.items())
    if isinstance(value, list):
        return type(value) is list and all(only_plain(v) for v in value)
    return value is None or type(value) in (str, int, float, bool)


def test_results_are_plain_python_values(world):
    result = run_pylint_analysis("./sandbox/test_dataset/calculator.py")
    assert only_plain(result)
    assert type(result["score"]) is float and type(result["total_issues"]) is int
    assert only_plain(list_files("./sandbox/test_dataset"))
    assert only_plain(audit_directory("./sandbox/test_dataset", engine="ruff"))


def test_the_gil_is_released_while_a_test_runs(world):
    (world / "sandbox/slow").mkdir()
    (world / "sandbox/slow/test_slow.py").write_text("import time\n\ndef test_slow():\n    time.sleep(2)\n")
    done = threading.Event()
    result = {}

    def run():
        result["report"] = run_single_test("./sandbox/slow/test_slow.py", "test_slow")
        done.set()

    worker = threading.Thread(target=run)
    worker.start()
    # While the core waits on pytest, this thread keeps running Python code.
    ticks = 0
    while not done.is_set():
        ticks += 1
        time.sleep(0.001)
    worker.join()
    assert result["report"]["success"] is True
    assert ticks > 500, f"only {ticks} ticks of the main thread during a 2 s test run"


def test_many_threads_at_once_get_their_own_answers(world):
    errors = []

    def agent(n):
        try:
            for i in range(40):
                path = f"./sandbox/agent{n}/file{i}.py"
                write_file(path, f"value = {n * 1000 + i}\n")
                assert read_file(path) == f"value = {n * 1000 + i}\n"
            files = list_files(f"./sandbox/agent{n}")
            assert len(files) == 40
            apply_fix(f"./sandbox/agent{n}/file0.py", "value = -1\n")
            edit_file(f"./sandbox/agent{n}/file0.py", "-1", "-2")
            assert read_file(f"./sandbox/agent{n}/file0.py") == "value = -2\n"
            undo(f"./sandbox/agent{n}/file0.py")
            assert read_file(f"./sandbox/agent{n}/file0.py") == "value = -1\n"
        except Exception as error:  # collected, so the test shows which thread failed
            errors.append((n, repr(error)))

    threads = [threading.Thread(target=agent, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []


def test_lint_from_threads_agrees_with_one_call(world):
    expected = run_pylint_analysis("./sandbox/test_dataset/inventory/store.py", use_cache=False)["score"]
    scores = []

    def lint():
        scores.append(run_pylint_analysis("./sandbox/test_dataset/inventory/store.py", use_cache=False)["score"])

    threads = [threading.Thread(target=lint) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert scores == [expected] * 4


def test_package_ships_type_information():
    assert (PACKAGE / "py.typed").is_file()
    stub = ast.parse((PACKAGE / "_core.pyi").read_text())
    stubbed = {node.name for node in stub.body if isinstance(node, (ast.FunctionDef, ast.ClassDef))}
    native = {name for name in dir(_core) if not name.startswith("_") and callable(getattr(_core, name))}
    assert stubbed == native


@pytest.mark.parametrize("name", MODULES)
def test_every_public_function_is_typed_and_documented(name):
    module = importlib.import_module(f"toolsmith.{name}")
    assert module.__doc__
    public = [getattr(module, n) for n in module.__all__]
    functions = [f for f in public if inspect.isfunction(f)]
    assert functions or name == "sandbox_manager"
    for function in functions:
        assert function.__doc__ and len(function.__doc__) > 40, function.__name__
        hints = inspect.get_annotations(function)
        assert "return" in hints, function.__name__
        parameters = inspect.signature(function).parameters
        assert all(p in hints for p in parameters), function.__name__


def test_security_error_is_exported_from_the_root():
    from toolsmith import SecurityError
    from toolsmith.sandbox_manager import SecurityError as FromModule

    assert SecurityError is FromModule and issubclass(SecurityError, Exception)
    assert toolsmith.__version__


def test_repeated_listings_see_every_change(world):
    """A settled tree is listed from memory; a change right after is still seen."""
    tree = world / "sandbox/repeat"
    for name in ["a/one.py", "a/b/two.py", "c/three.py"]:
        (tree / name).parent.mkdir(parents=True, exist_ok=True)
        (tree / name).write_text("x = 1\n")
    time.sleep(2.2)  # older than the two seconds a listing needs to be kept
    expected = ["./sandbox/repeat/a/b/two.py", "./sandbox/repeat/a/one.py", "./sandbox/repeat/c/three.py"]
    assert list_files("./sandbox/repeat") == expected
    assert list_files("./sandbox/repeat") == expected
    (tree / "a/b/new.py").write_text("")
    assert list_files("./sandbox/repeat") == sorted(expected + ["./sandbox/repeat/a/b/new.py"])
    (tree / "a/one.py").unlink()
    after = ["./sandbox/repeat/a/b/new.py", "./sandbox/repeat/a/b/two.py", "./sandbox/repeat/c/three.py"]
    assert list_files("./sandbox/repeat") == after
    assert list_files("./sandbox/repeat", use_cache=False) == after


def test_a_hung_test_is_stopped_at_its_limit_and_the_run_goes_on(world):
    suite = world / "sandbox" / "hang"
    suite.mkdir()
    (suite / "test_h.py").write_text(
        "import signal\n\n\ndef test_spin():\n    signal.pthread_sigmask(signal.SIG_BLOCK, set(signal.Signals))\n"
        "    while True:\n        pass\n\n\ndef test_ok():\n    assert True\n"
    )
    result = run_pytest("./sandbox/hang", test_timeout=1)
    assert (result["passed"], result["failed"], result["timed_out"]) == (1, 1, False)
    assert result["timed_out_tests"] == ["test_h.py::test_spin"]
    assert result["test_timeout"] == 1.0
    single = run_single_test("./sandbox/hang/test_h.py", "test_spin", test_timeout=0.5)
    assert single["success"] is False and single["timed_out_tests"] == ["test_h.py::test_spin"]
