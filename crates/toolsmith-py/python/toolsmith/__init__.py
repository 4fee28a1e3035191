"""Toolsmith: sandboxed file, lint, test and fix tools for LLM agents that repair
Python code, with the Toolsmith API's own module names, backed by a Rust core.

Modules (as in the spec, ``src.tools.X`` / ``src.utils.X`` become ``toolsmith.X``):

- ``toolsmith.sandbox_manager``: ``SecurityError``, ``is_path_in_sandbox``
- ``toolsmith.file_tools``: ``read_file``, ``write_file``, ``list_files``
- ``toolsmith.pylint_tool``: ``run_pylint_analysis``, ``audit_directory``
- ``toolsmith.pytest_tool``: ``run_pytest``, ``run_single_test``, ``get_failing_tests``, ``probe``
  (evidence where there are no tests)
- ``toolsmith.code_modifier``: ``validate_python_syntax``, ``apply_fix``, ``edit_file``,
  ``undo``, ``add_docstring``, ``get_code_metrics``
- ``toolsmith.logger``: ``log_experiment``, ``ActionType``
- ``toolsmith.environment``: ``env_sync``, ``env_info`` (the project's own environment)
- ``toolsmith.agent_tools``: ``search``, ``find_files``, ``outline``, ``read_files``, ``multi_edit``, ``apply_patch``,
  ``autofix``, ``repair_syntax``, ``repair_failing_tests``
  (also as ``toolsmith.search`` and so on)

Every call works inside one sandbox directory (``./sandbox`` unless told otherwise),
releases the GIL while it works, and appends one entry to the research log
(``logs/experiment_data.json``, see ``toolsmith.logger``), under the agent
that called it (``with toolsmith.agent("Fixer"): ...``; outside any, ``Toolsmith``).
"""

from toolsmith._core import SecurityError, __version__
from toolsmith.agent_tools import (
    apply_patch,
    autofix,
    find_files,
    multi_edit,
    outline,
    read_files,
    repair_failing_tests,
    repair_syntax,
    search,
)
from toolsmith.environment import env_info, env_sync
from toolsmith.logger import agent

__all__ = [
    "SecurityError",
    "agent",
    "apply_patch",
    "autofix",
    "repair_syntax",
    "repair_failing_tests",
    "__version__",
    "env_info",
    "env_sync",
    "find_files",
    "multi_edit",
    "outline",
    "read_files",
    "search",
]
