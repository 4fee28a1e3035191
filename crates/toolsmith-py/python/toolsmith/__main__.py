"""`python -m toolsmith ...`: the `toolsmith` command installed with the package.

The command is a native binary in the environment's scripts directory (the
wheel puts it there); this finds it and replaces the Python process with it,
so both spellings behave the same. Calling `toolsmith` directly saves
Python's start-up.
"""

import os
import shutil
import sys
import sysconfig


def find_command() -> str:
    """The `toolsmith` binary installed with this package, else the first on PATH."""
    candidates = [sysconfig.get_path("scripts")]
    user_scheme = f"{os.name}_user"
    if user_scheme in sysconfig.get_scheme_names():
        candidates.append(sysconfig.get_path("scripts", scheme=user_scheme))
    for directory in candidates:
        path = os.path.join(directory, "toolsmith")
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    found = shutil.which("toolsmith")
    if found is None:
        raise FileNotFoundError(
            "the `toolsmith` command is not installed beside this package; "
            "reinstall the toolsmith-agent wheel"
        )
    return found


def main() -> None:
    command = find_command()
    os.execv(command, [command, *sys.argv[1:]])


if __name__ == "__main__":
    main()
