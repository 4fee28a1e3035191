"""Type stubs for the native module ``toolsmith._core`` (use the spec's modules instead)."""

import os
from typing import Any

StrPath = str | os.PathLike[str]

__version__: str
DEFAULT_LOG_PATH: str
DEFAULT_TIMEOUT: float
DEFAULT_THRESHOLD: float
DEFAULT_TEST_TIMEOUT: float
DEFAULT_SINGLE_TEST_TIMEOUT: float
DEFAULT_MAX_RESULTS: int
DEFAULT_MAX_ENTRIES: int
DEFAULT_MAX_READ_BYTES: int
BATCH_CHUNK: int

class SecurityError(Exception):
    """Raised when a file operation violates sandbox restrictions."""

def is_path_in_sandbox(path: StrPath, sandbox_dir: StrPath) -> bool: ...
def call_tool(
    name: str,
    sandbox_dir: StrPath,
    arguments: dict[str, Any],
    venv: StrPath | None,
    python: StrPath | None,
    log: StrPath | None,
    agent: str | None = None,
) -> dict[str, Any]: ...
def syntax_error(error: dict[str, Any], filename: str, code: str) -> SyntaxError: ...
def log_experiment(
    log_file: StrPath,
    agent_name: str,
    model_used: str,
    action: str,
    details: dict[str, Any],
    status: str,
) -> str: ...
def batch_run(
    manifest: StrPath,
    out: StrPath | None,
    jobs: int | None,
    resume: bool,
    log: StrPath | None,
) -> dict[str, int]: ...
def swarm_run(
    target_dir: str,
    settings: dict[str, Any],
    log: StrPath | None,
) -> dict[str, Any]: ...
def batch_prepare(
    manifest: StrPath, out: StrPath | None, resume: bool
) -> tuple[list[tuple[int, str]], int, str]: ...
def batch_answer(
    lines: list[tuple[int, str]], base: StrPath, jobs: int | None, log: StrPath | None
) -> list[tuple[int, bool, str]]: ...
