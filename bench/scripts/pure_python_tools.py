"""The baseline for the Python package benchmark: the spec's documented
behaviour in plain Python, as a team would write it from the spec
(``os.path.realpath`` and a prefix check with the separator, ``open()``,
``os.walk``). Logging is left out, as it is switched off on our side too."""

import os


class SecurityError(Exception):
    """Raised when a file operation violates sandbox restrictions"""


def is_path_in_sandbox(path, sandbox_dir="./sandbox"):
    sandbox = os.path.realpath(sandbox_dir)
    target = os.path.realpath(path)
    if target != sandbox and not target.startswith(sandbox + os.sep):
        raise SecurityError(f"{path} is outside the sandbox")
    return True


def read_file(file_path, sandbox_dir="./sandbox"):
    is_path_in_sandbox(file_path, sandbox_dir)
    if not os.path.isfile(file_path):
        raise FileNotFoundError(file_path)
    with open(file_path, encoding="utf-8") as handle:
        return handle.read()


def list_files(directory, sandbox_dir="./sandbox"):
    is_path_in_sandbox(directory, sandbox_dir)
    if not os.path.isdir(directory):
        raise NotADirectoryError(directory)
    found = []
    for root, _dirs, files in os.walk(directory):
        for name in files:
            if name.endswith(".py"):
                found.append(os.path.join(root, name))
    return sorted(found)
