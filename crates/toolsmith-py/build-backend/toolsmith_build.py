"""The package's build backend: maturin's, after the `toolsmith` command.

maturin builds the extension module (`toolsmith._core`); the command is the
CLI crate's own binary, built here by cargo in the same target directory
(so the dependencies are compiled once) and put where maturin takes wheel
data from: `wheel-data/scripts/` lands in the environment's `bin/`, as ruff's
and uv's binaries do. Every way of building the wheel goes through this:
`pip install` of the source tree or of the sdist, and `scripts/build-wheel`
(which links both against an old glibc; see the book's install page).
"""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import maturin
from maturin import (  # noqa: F401  (the hooks maturin answers alone)
    get_requires_for_build_editable,
    get_requires_for_build_sdist,
    get_requires_for_build_wheel,
)

# Beside pyproject.toml, in the source tree and in the sdist alike.
PROJECT = Path(__file__).resolve().parent.parent
SCRIPTS = PROJECT / "wheel-data" / "scripts"


def workspace_root() -> Path:
    """The Cargo workspace holding this package: the repository, or the sdist's root."""
    for directory in [PROJECT, *PROJECT.parents]:
        manifest = directory / "Cargo.toml"
        if manifest.is_file() and "[workspace]" in manifest.read_text(encoding="utf-8"):
            return directory
    raise RuntimeError(f"no Cargo workspace above {PROJECT}")


def stage_command() -> Path:
    """Builds the `toolsmith` binary (release) and copies it, stripped, into the wheel's scripts."""
    cargo = os.environ.get("CARGO", "cargo")
    if shutil.which(cargo) is None:
        raise RuntimeError(
            "building toolsmith-agent from source needs Rust (cargo): https://rustup.rs"
        )
    built = subprocess.run(
        [cargo, "build", "--release", "--locked", "-p", "toolsmith-cli",
         "--message-format=json-render-diagnostics"],
        cwd=workspace_root(), stdout=subprocess.PIPE, check=True, text=True,
    )
    executable = None
    for line in built.stdout.splitlines():
        message = json.loads(line)
        if message.get("reason") == "compiler-artifact" and message["target"]["name"] == "toolsmith":
            executable = message.get("executable") or executable
    if executable is None:
        raise RuntimeError("cargo built no `toolsmith` executable")
    empty_scripts()
    staged = SCRIPTS / "toolsmith"
    shutil.copyfile(executable, staged)
    staged.chmod(0o755)
    # The release profile keeps line tables for the developers' backtraces;
    # the installed command does without them (a fifth of the size).
    strip = shutil.which("strip")
    if strip is not None:
        subprocess.run([strip, str(staged)], check=True)
    else:
        print("toolsmith-agent: `strip` not found; the command is installed unstripped",
              file=sys.stderr)
    return staged


def empty_scripts() -> None:
    """maturin wants its data directory to exist; a source distribution carries no binary."""
    shutil.rmtree(SCRIPTS, ignore_errors=True)
    SCRIPTS.mkdir(parents=True)


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    SCRIPTS.mkdir(parents=True, exist_ok=True)
    return maturin.prepare_metadata_for_build_wheel(metadata_directory, config_settings)


def prepare_metadata_for_build_editable(metadata_directory, config_settings=None):
    SCRIPTS.mkdir(parents=True, exist_ok=True)
    return maturin.prepare_metadata_for_build_editable(metadata_directory, config_settings)


def build_sdist(sdist_directory, config_settings=None):
    empty_scripts()
    return maturin.build_sdist(sdist_directory, config_settings)


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    stage_command()
    return maturin.build_wheel(wheel_directory, config_settings, metadata_directory)


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    stage_command()
    return maturin.build_editable(wheel_directory, config_settings, metadata_directory)


if __name__ == "__main__":
    # What scripts/build-wheel runs before maturin: `stage` before a wheel,
    # `empty` before an sdist.
    if sys.argv[1:] == ["stage"]:
        print(stage_command())
    elif sys.argv[1:] == ["empty"]:
        empty_scripts()
    else:
        sys.exit("usage: toolsmith_build.py stage|empty")
