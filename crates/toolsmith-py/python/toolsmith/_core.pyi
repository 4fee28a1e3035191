"""Type stubs for the native module ``toolsmith._core`` (use the spec's modules instead)."""

import os
from typing import Any

StrPath = str | os.PathLike[str]

__version__: str
DEFAULT_LOG_PATH: str

class SecurityError(Exception):
    """Raised when a file operation violates sandbox restrictions."""

def is_path_in_sandbox(path: StrPath, sandbox_dir: StrPath) -> bool: ...
def read_file(
    file_path: StrPath,
    sandbox_dir: StrPath,
    start_line: int | None,
    end_line: int | None,
    max_bytes: int,
    log: StrPath | None,
) -> str: ...
def write_file(file_path: StrPath, content: str, sandbox_dir: StrPath, log: StrPath | None) -> bool: ...
def list_files(
    directory: StrPath,
    sandbox_dir: StrPath,
    include_hidden: bool,
    max_entries: int,
    use_cache: bool,
    log: StrPath | None,
) -> list[str]: ...
def run_pylint_analysis(
    file_path: StrPath,
    sandbox_dir: StrPath,
    engine_name: str,
    all_issues: bool,
    timeout: float,
    use_cache: bool,
    project_config: bool,
    venv: StrPath | None,
    python: StrPath | None,
    log: StrPath | None,
) -> dict[str, Any]: ...
def audit_directory(
    directory: StrPath,
    sandbox_dir: StrPath,
    threshold: float,
    engine_name: str,
    timeout: float,
    use_cache: bool,
    venv: StrPath | None,
    python: StrPath | None,
    log: StrPath | None,
) -> dict[str, Any]: ...
def run_pytest(
    directory: StrPath,
    sandbox_dir: StrPath,
    timeout: float,
    test_timeout: float | None,
    venv: StrPath | None,
    python: StrPath | None,
    log: StrPath | None,
) -> dict[str, Any]: ...
def run_single_test(
    test_file: StrPath,
    test_name: str | None,
    sandbox_dir: StrPath,
    timeout: float,
    test_timeout: float | None,
    venv: StrPath | None,
    python: StrPath | None,
    log: StrPath | None,
) -> dict[str, Any]: ...
def get_failing_tests(
    directory: StrPath,
    sandbox_dir: StrPath,
    timeout: float,
    test_timeout: float | None,
    venv: StrPath | None,
    python: StrPath | None,
    log: StrPath | None,
) -> dict[str, Any]: ...
def env_sync(
    sandbox_dir: StrPath,
    extras: list[str],
    groups: list[str],
    allow_build: bool,
    python: StrPath | None,
    log: StrPath | None,
) -> dict[str, Any]: ...
def env_info(sandbox_dir: StrPath, venv: StrPath | None, python: StrPath | None, log: StrPath | None) -> dict[str, Any]: ...
def validate_python_syntax(code: str, filename: str, target: str, log: StrPath | None) -> None: ...
def apply_fix(file_path: StrPath, fixed_code: str, sandbox_dir: StrPath, log: StrPath | None) -> dict[str, Any]: ...
def edit_file(file_path: StrPath, old: str, new: str, sandbox_dir: StrPath, log: StrPath | None) -> dict[str, Any]: ...
def undo(file_path: StrPath, sandbox_dir: StrPath, force: bool, log: StrPath | None) -> dict[str, Any]: ...
def add_docstring(file_path: StrPath, sandbox_dir: StrPath, log: StrPath | None) -> dict[str, Any]: ...
def get_code_metrics(file_path: StrPath, sandbox_dir: StrPath, log: StrPath | None) -> dict[str, Any]: ...
def log_experiment(
    log_file: StrPath,
    agent_name: str,
    model_used: str,
    action: str,
    details: dict[str, Any],
    status: str,
) -> str: ...
