"""Every code block of the spec, run against the package.

Declarations (``def f(...) -> T`` without a body) are compared with the
package's signatures. Examples are executed as written, after the issue's
import rule (``src.tools.`` / ``src.utils.`` -> ``toolsmith.``) and after the
spec's placeholder files are pointed at files of messy_project (table below);
what they print and leave behind is checked against the dataset's EXPECTED.md.
"""

from __future__ import annotations

import ast
import contextlib
import importlib
import inspect
import io
import re
from pathlib import Path

import pytest

from conftest import (
    REPO,
    CodeBlock,
    as_package_code,
    expected_file_count,
    expected_pylint,
    expected_structure,
    expected_tests,
    spec_blocks,
)

BLOCKS = spec_blocks()
SIGNATURES = [b for b in BLOCKS if b.is_signature]
EXAMPLES = [b for b in BLOCKS if not b.is_signature]

# The spec's placeholder files, and the messy_project files that stand in for them.
PLACEHOLDERS = {
    "./sandbox/test_dataset/ok_code.py": "./sandbox/test_dataset/clean.py",
    "./sandbox/test_dataset/bad_code.py": "./sandbox/test_dataset/calculator.py",
    "./sandbox/test_dataset/test_ok_code.py": "./sandbox/test_dataset/test_calculator.py",
    'test_name="test_addition"': 'test_name="test_average"',
    "./sandbox/dataset_inconnu": "./sandbox/test_dataset",
}
DATASET = "./sandbox/test_dataset"


def runnable(block: CodeBlock) -> str:
    code = as_package_code(block.code)
    for placeholder, stand_in in PLACEHOLDERS.items():
        code = code.replace(placeholder, stand_in)
    return code


def run_example(block: CodeBlock) -> tuple[dict, str]:
    """Executes the block; returns its namespace and what it printed."""
    namespace: dict = {"__name__": f"spec_example_line_{block.line}"}
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(runnable(block), f"<spec line {block.line}>", "exec"), namespace)
    return namespace, printed.getvalue()


def test_the_spec_has_the_blocks_this_suite_knows():
    assert len(SIGNATURES) == 13
    assert len(EXAMPLES) == 15
    assert {b.heading for b in EXAMPLES} == set(EXAMPLE_CHECKS)


@pytest.mark.parametrize("block", SIGNATURES, ids=lambda b: b.heading)
def test_declared_signatures_are_the_packages(block: CodeBlock):
    module = importlib.import_module(as_package_code(block.module))
    declared = ast.parse(block.code if block.code.lstrip().startswith("class") else block.code.rstrip() + ": ...")
    node = declared.body[0]
    ours = getattr(module, node.name)
    if isinstance(node, ast.ClassDef):
        assert issubclass(ours, Exception)
        assert ours.__doc__ == ast.get_docstring(node) + "."
        assert importlib.import_module("toolsmith").SecurityError is ours
        return
    parameters = list(inspect.signature(ours).parameters.values())
    spec_names = [a.arg for a in node.args.args]
    assert [p.name for p in parameters[: len(spec_names)]] == spec_names
    defaults = dict(zip(spec_names[len(spec_names) - len(node.args.defaults) :], node.args.defaults))
    for parameter in parameters[: len(spec_names)]:
        assert parameter.kind is inspect.Parameter.POSITIONAL_OR_KEYWORD
        if parameter.name in defaults:
            assert parameter.default == ast.literal_eval(defaults[parameter.name])
        else:
            assert parameter.default is inspect.Parameter.empty
    # The extras are keyword-only, with defaults: the spec's calls stay valid.
    for extra in parameters[len(spec_names) :]:
        assert extra.kind is inspect.Parameter.KEYWORD_ONLY
        assert extra.default is not inspect.Parameter.empty
    assert ours.__doc__ and len(ours.__doc__.strip()) > 40


def check_is_path_in_sandbox(world, namespace, printed):
    assert namespace["is_path_in_sandbox"]("./sandbox/test_dataset/file.py") is True
    assert re.fullmatch(r"Access denied: \.\./etc/passwd: .*outside the sandbox.*\n", printed)


def check_read_file(world, namespace, printed):
    content = (world / "sandbox/test_dataset/clean.py").read_text()
    assert printed == f"File contains {len(content)} characters\n"
    assert namespace["content"] == content
    assert len(content.splitlines()) == expected_structure()["clean.py"].lines


def check_write_file(world, namespace, printed):
    assert namespace["success"] is True
    assert (world / "sandbox/fixed_code.py").read_text() == namespace["fixed_code"]


def check_list_files(world, namespace, printed):
    files = namespace["files"]
    assert len(files) == expected_file_count()
    assert files == sorted(files)
    listed = {f.removeprefix(DATASET + "/") for f in files}
    assert listed == set(expected_structure()) | {"broken.py"}
    assert printed == "".join(f"Found: {f}\n" for f in files)


def check_run_pylint_analysis(world, namespace, printed):
    facts = expected_pylint()["calculator.py"]
    result = namespace["result"]
    lines = printed.splitlines()
    assert lines[0] == f"Quality Score: {facts.score}/10"
    assert lines[1] == f"Total Issues: {facts.messages}"
    assert len(lines) == 2 + min(10, facts.messages)
    assert result["errors"] == facts.error and result["warnings"] == facts.warning
    for line, issue in zip(lines[2:], result["issues_detail"]):
        assert line == f"Line {issue['line']}: {issue['message']}"


def check_run_pytest(world, namespace, printed):
    passed, failed, failing = expected_tests()
    total = passed + failed
    lines = printed.splitlines()
    assert lines[0] == f"Results: {passed}/{total} tests passed"
    assert lines[1] == f"Success Rate: {round(100 * passed / total, 2)}%"
    assert lines[2] == "Error Log:"
    assert failing in printed
    results = namespace["results"]
    assert (results["passed"], results["failed"], results["total"]) == (passed, failed, total)
    assert [t["name"] for t in results["tests"] if t["status"] == "failed"] == [failing]


def check_run_single_test(world, namespace, printed):
    assert printed == "Test passed successfully\n"
    result = namespace["result"]
    assert (result["passed"], result["failed"], result["success"]) == (1, 0, True)
    assert result["test_name"] == "test_average"


def check_get_failing_tests(world, namespace, printed):
    _, failed, failing = expected_tests()
    assert printed == f"Failed: {failed} tests\n- {failing}: failed\n"


def check_validate_python_syntax(world, namespace, printed):
    assert printed == "Syntax is valid\n"


def check_apply_fix(world, namespace, printed):
    original = (REPO / "datasets/messy_project/calculator.py").read_text()
    fixed = namespace["fixed_code"]
    assert printed == f"File modified: {len(fixed) - len(original)} characters changed\n"
    assert (world / "sandbox/test_dataset/calculator.py").read_text() == fixed


def check_add_docstring(world, namespace, printed):
    assert printed == f"Missing docstrings: {expected_structure()['calculator.py'].missing_docstrings}\n"


def check_get_code_metrics(world, namespace, printed):
    facts = expected_structure()["clean.py"]
    assert printed == f"Lines: {facts.lines}\nFunctions: {facts.functions}\nClasses: {facts.classes}\n"


def check_error_response_format(world, namespace, printed):
    """The block is the error dictionary's shape; a pylint time-out must have it."""
    from toolsmith.pylint_tool import run_pylint_analysis

    result = run_pylint_analysis(f"{DATASET}/calculator.py", timeout=0.001, use_cache=False)
    assert {"error", "file_path", "operation"} <= result.keys()
    assert result["operation"] == "run_pylint_analysis"
    assert result["file_path"] == f"{DATASET}/calculator.py"
    assert result["score"] == 0.0 and result["issues"] == [] and result["timed_out"] is True


def check_complete_workflow_example(world, namespace, printed):
    pylint = expected_pylint()
    passed, failed, _ = expected_tests()
    files = namespace["files"]
    first = files[0].removeprefix(DATASET + "/")
    lines = printed.splitlines()
    assert lines[0] == f"Found {expected_file_count()} Python files"
    assert lines[1] == f"Initial score: {pylint[first].score}/10"
    assert lines[2] == f"Issues found: {pylint[first].messages}"
    fixed = namespace["fixed_code"]
    assert lines[3] == f"Fix applied: {len(fixed) - len(namespace['original_code'])} chars changed"
    assert re.fullmatch(r"New score: \d+\.\d+/10", lines[4])
    assert namespace["new_analysis"]["score"] > pylint[first].score
    assert lines[5] == f"Tests: {passed}/{passed + failed} passed"
    assert lines[6] == f"Success rate: {round(100 * passed / (passed + failed), 2)}%"


def check_integration_with_agents(world, namespace, printed):
    report = namespace["audit_directory"](DATASET)
    pylint = expected_pylint()
    under = {name: facts for name, facts in pylint.items() if facts.score < 7.0}
    assert report["total_files"] == len(pylint)
    assert report["files_with_issues"] == len(under)
    got = {d["file"].removeprefix(DATASET + "/"): (d["score"], d["issues"]) for d in report["details"]}
    assert got == {name: (facts.score, facts.messages) for name, facts in under.items()}


EXAMPLE_CHECKS = {
    "is_path_in_sandbox": check_is_path_in_sandbox,
    "read_file": check_read_file,
    "write_file": check_write_file,
    "list_files": check_list_files,
    "run_pylint_analysis": check_run_pylint_analysis,
    "run_pytest": check_run_pytest,
    "run_single_test": check_run_single_test,
    "get_failing_tests": check_get_failing_tests,
    "validate_python_syntax": check_validate_python_syntax,
    "apply_fix": check_apply_fix,
    "add_docstring": check_add_docstring,
    "get_code_metrics": check_get_code_metrics,
    "Error Response Format": check_error_response_format,
    "Complete Workflow Example": check_complete_workflow_example,
    "Integration with Agents": check_integration_with_agents,
}


@pytest.mark.parametrize("block", EXAMPLES, ids=lambda b: b.heading)
def test_spec_example_runs_and_matches_expected(block: CodeBlock, world):
    namespace, printed = run_example(block)
    EXAMPLE_CHECKS[block.heading](world, namespace, printed)
