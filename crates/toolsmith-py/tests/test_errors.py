"""The spec's "Error Handling" list, case by case: the exception type the spec
names, its attributes, and that nothing was changed by the refused call."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

import toolsmith
from toolsmith.code_modifier import (
    add_docstring,
    apply_fix,
    edit_file,
    get_code_metrics,
    undo,
    validate_python_syntax,
)
from toolsmith.file_tools import list_files, read_file, write_file
from toolsmith.pylint_tool import audit_directory, run_pylint_analysis
from toolsmith.pytest_tool import get_failing_tests, run_pytest, run_single_test
from toolsmith.sandbox_manager import SecurityError, is_path_in_sandbox

OUTSIDE_PATHS = [
    "../outside.py",
    "./sandbox/../outside.py",
    "./sandbox_evil/x.py",
    "/etc/passwd",
    "./sandbox/escape/outside.py",  # through a symlink inside that points out
]

FILE_TOOLS = {
    "read_file": lambda p: read_file(p),
    "write_file": lambda p: write_file(p, "x = 1\n"),
    "run_pylint_analysis": lambda p: run_pylint_analysis(p),
    "run_single_test": lambda p: run_single_test(p),
    "apply_fix": lambda p: apply_fix(p, "x = 1\n"),
    "edit_file": lambda p: edit_file(p, "a", "b"),
    "undo": lambda p: undo(p),
    "add_docstring": lambda p: add_docstring(p),
    "get_code_metrics": lambda p: get_code_metrics(p),
    "is_path_in_sandbox": lambda p: is_path_in_sandbox(p),
}
DIRECTORY_TOOLS = {
    "list_files": lambda d: list_files(d),
    "run_pytest": lambda d: run_pytest(d),
    "get_failing_tests": lambda d: get_failing_tests(d),
    "audit_directory": lambda d: audit_directory(d),
}


@pytest.fixture
def guarded(world):
    """The world plus things outside the sandbox that must never change."""
    (world / "outside.py").write_text("secret = 1\n")
    (world / "sandbox_evil").mkdir()
    (world / "sandbox_evil" / "x.py").write_text("evil = 1\n")
    os.symlink(world, world / "sandbox" / "escape")
    return world


def snapshot(root: Path) -> dict[str, bytes]:
    """Every file outside the sandbox, by path."""
    files = {}
    for directory, subdirectories, names in os.walk(root):
        if Path(directory) == root:
            subdirectories.remove("sandbox")
        for name in names:
            path = Path(directory) / name
            files[str(path.relative_to(root))] = path.read_bytes()
    return files


@pytest.mark.parametrize("path", OUTSIDE_PATHS)
@pytest.mark.parametrize("tool", FILE_TOOLS)
def test_security_error_for_every_file_tool(guarded, tool, path):
    before = snapshot(guarded)
    with pytest.raises(SecurityError) as raised:
        FILE_TOOLS[tool](path)
    assert isinstance(raised.value, Exception)
    assert path in str(raised.value) or "outside" in str(raised.value)
    assert snapshot(guarded) == before


@pytest.mark.parametrize("path", ["..", "./sandbox/..", "./sandbox/escape", "/tmp"])
@pytest.mark.parametrize("tool", DIRECTORY_TOOLS)
def test_security_error_for_every_directory_tool(guarded, tool, path):
    with pytest.raises(SecurityError):
        DIRECTORY_TOOLS[tool](path)


def test_security_error_is_one_class_everywhere():
    from toolsmith import _core

    assert toolsmith.SecurityError is SecurityError is _core.SecurityError
    assert issubclass(SecurityError, Exception)
    assert not issubclass(SecurityError, OSError)


@pytest.mark.parametrize(
    "call",
    [
        lambda: read_file("./sandbox/test_dataset/missing.py"),
        lambda: run_pylint_analysis("./sandbox/test_dataset/missing.py"),
        lambda: get_code_metrics("./sandbox/test_dataset/missing.py"),
        lambda: add_docstring("./sandbox/test_dataset/missing.py"),
        lambda: run_single_test("./sandbox/test_dataset/test_missing.py"),
        lambda: edit_file("./sandbox/test_dataset/missing.py", "a", "b"),
        lambda: list_files("./sandbox/missing_dir"),
    ],
    ids=["read_file", "run_pylint_analysis", "get_code_metrics", "add_docstring", "run_single_test", "edit_file", "list_files"],
)
def test_file_not_found(world, call):
    with pytest.raises(FileNotFoundError) as raised:
        call()
    assert raised.value.errno == 2
    assert "missing" in raised.value.filename
    assert "missing" in str(raised.value)


def test_missing_sandbox_directory_is_file_not_found(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(FileNotFoundError):
        read_file("./sandbox/x.py")


@pytest.mark.parametrize("tool", DIRECTORY_TOOLS)
def test_not_a_directory(world, tool):
    with pytest.raises(NotADirectoryError) as raised:
        DIRECTORY_TOOLS[tool]("./sandbox/test_dataset/clean.py")
    assert raised.value.errno == 20
    assert raised.value.filename == "./sandbox/test_dataset/clean.py"


# CPython's verdict, message, position, line text and exception class, exactly.
BROKEN_SNIPPETS = [
    "def greet(name)\n    return name\n",
    "x = (1,\n",
    "if True:\npass\n",
    "for x in y:\nprint(x)\n",
    "class A:\nx=1\n",
    "if True:\n",
    "print 'hello'\n",
    "x = print 'a'\n",
    "f(a b)\n",
    "x = {'a': 1 'b': 2}\n",
    "def f():\n    return\n  x = 1\n",
    "x = 1 +\n",
    "a = 'unterminated\n",
    "def f():\n  \"\"\"doc\n",
    "\tif x:\n        pass\n",
    "é = 1\nλ = (\n",
    "x = [1, 2)\n",
    "foo(\n  a,\n  b]\n",
]

# Errors CPython's compiler (not its parser) raises: compile() from a string
# gives no ``text`` for them; we give the line.
COMPILE_TIME_SNIPPETS = [
    "return 5\n",
    "class A:\n    def f(self):\n        nonlocal y\n",
    "def f(a, a):\n    pass\n",
    "break\n",
    "await x\n",
]


def raised(call, code):
    with pytest.raises(SyntaxError) as caught:
        call(code)
    return caught.value


def compiled(code):
    compile(code, "<unknown>", "exec")


@pytest.mark.parametrize("code", BROKEN_SNIPPETS)
def test_syntax_error_is_cpythons(code):
    ours = raised(validate_python_syntax, code)
    theirs = raised(compiled, code)
    assert type(ours) is type(theirs)  # IndentationError and TabError too
    for attribute in ("msg", "lineno", "offset", "text", "filename"):
        assert getattr(ours, attribute) == getattr(theirs, attribute), attribute


@pytest.mark.parametrize("code", COMPILE_TIME_SNIPPETS)
def test_compile_time_errors_are_cpythons_with_the_line(code):
    ours = raised(validate_python_syntax, code)
    theirs = raised(compiled, code)
    assert type(ours) is type(theirs)
    for attribute in ("msg", "lineno", "offset", "filename"):
        assert getattr(ours, attribute) == getattr(theirs, attribute), attribute
    assert theirs.text is None
    assert ours.text == code.splitlines(keepends=True)[ours.lineno - 1]


def test_filename_is_the_callers():
    assert raised(lambda c: validate_python_syntax(c, filename="agent.py"), "x = (\n").filename == "agent.py"


def test_valid_code_passes_and_returns_none():
    assert validate_python_syntax("def f():\n    return 1\n") is None


def test_apply_fix_refuses_bad_code_and_writes_nothing(world):
    target = world / "sandbox/test_dataset/calculator.py"
    before = target.read_bytes()
    with pytest.raises(SyntaxError) as raised:
        apply_fix("./sandbox/test_dataset/calculator.py", "def f(:\n    pass\n")
    error = raised.value
    assert (error.lineno, error.offset, error.text) == (1, 7, "def f(:\n")
    assert error.filename == "./sandbox/test_dataset/calculator.py"
    assert target.read_bytes() == before


def test_a_file_that_does_not_parse_raises_syntax_error(world):
    with pytest.raises(SyntaxError) as raised:
        get_code_metrics("./sandbox/test_dataset/broken.py")
    assert (raised.value.lineno, raised.value.offset) == (1, 16)


HANGING_TEST = "import time\n\ndef test_hangs():\n    time.sleep(600)\n"


# A test's own limit as long as the run's: the run's limit is what stops it.
@pytest.mark.parametrize(
    "call, operation",
    [
        (lambda: run_pytest("./sandbox/hang", timeout=3, test_timeout=3), "run_pytest"),
        (
            lambda: run_single_test("./sandbox/hang/test_hang.py", "test_hangs", timeout=3, test_timeout=3),
            "run_single_test",
        ),
        (lambda: get_failing_tests("./sandbox/hang", timeout=3, test_timeout=3), "get_failing_tests"),
    ],
    ids=["run_pytest", "run_single_test", "get_failing_tests"],
)
def test_pytest_timeout_returns_the_error_dict(world, call, operation):
    (world / "sandbox/hang").mkdir()
    (world / "sandbox/hang/test_hang.py").write_text(HANGING_TEST)
    started = time.monotonic()
    result = call()
    assert time.monotonic() - started < 30
    assert result["timed_out"] is True
    assert result["operation"] == operation
    assert "time limit" in result["error"]


def test_pylint_timeout_returns_the_error_dict(world):
    result = run_pylint_analysis("./sandbox/test_dataset/calculator.py", timeout=0.001, use_cache=False)
    assert result["timed_out"] is True
    assert result["operation"] == "run_pylint_analysis"
    for key in ("file", "score", "total_issues", "errors", "warnings", "issues", "issues_detail"):
        assert key in result


@pytest.mark.parametrize(
    "content, expected",
    [(b"\x00\x01binary", ValueError), (b"caf\xe9 = 1\n", ValueError)],
    ids=["binary", "invalid-utf8"],
)
def test_unreadable_content_is_a_clear_value_error(world, content, expected):
    (world / "sandbox/data.py").write_bytes(content)
    with pytest.raises(expected) as raised:
        read_file("./sandbox/data.py")
    assert "offset" in str(raised.value)


def test_fifo_is_refused_without_hanging(world):
    os.mkfifo(world / "sandbox/pipe.py")
    started = time.monotonic()
    with pytest.raises(ValueError, match="FIFO|fifo"):
        read_file("./sandbox/pipe.py")
    assert time.monotonic() - started < 5


def test_directory_read_as_file(world):
    with pytest.raises(IsADirectoryError):
        read_file("./sandbox/test_dataset")


def test_huge_file_needs_a_line_range(world):
    (world / "sandbox/big.py").write_text("x = 1\n" * 10)
    with pytest.raises(ValueError, match="limit"):
        read_file("./sandbox/big.py", max_bytes=20)
    assert read_file("./sandbox/big.py", start_line=2, end_line=3, max_bytes=20) == "x = 1\nx = 1\n"


def test_a_line_range_backwards_or_from_zero_is_refused(world):
    (world / "sandbox/small.py").write_text("a = 1\nb = 2\n")
    for start, end in [(2, 1), (0, 1), (0, None)]:
        with pytest.raises(ValueError, match="line range"):
            read_file("./sandbox/small.py", start_line=start, end_line=end)
    assert read_file("./sandbox/small.py", end_line=1) == "a = 1\n"


def test_unknown_test_name_is_an_error_not_an_empty_success(world):
    with pytest.raises(ValueError, match="test_nope"):
        run_single_test("./sandbox/test_dataset/test_calculator.py", "test_nope")
