"""Fixtures for the package's tests: a sandbox built from the repository's
messy_project dataset, the spec's code examples, and the dataset's known answers."""

from __future__ import annotations

import os
import re
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest

from toolsmith import logger

# The repository's datasets and spec; a run against an installed wheel, away
# from the source tree, copies them and says where.
REPO = Path(os.environ.get("TOOLSMITH_TEST_DATA") or Path(__file__).resolve().parents[3])
DATASET = REPO / "datasets" / "messy_project"
SPEC = REPO / "spec" / "toolsmith-api.md"


@pytest.fixture(autouse=True)
def private_state(tmp_path_factory, monkeypatch):
    """Each test logs to its own file and keeps undo history in its own state dir."""
    state = tmp_path_factory.mktemp("state")
    monkeypatch.setenv("TOOLSMITH_STATE_DIR", str(state / "undo-state"))
    logger.set_log_file(state / "experiment_data.json")
    logger.set_tool_logging(True)
    yield state / "experiment_data.json"
    logger.set_log_file(None)
    logger.set_tool_logging(True)
    logger.set_default_agent(None)


@pytest.fixture
def world(tmp_path, monkeypatch):
    """A working directory holding ``sandbox/test_dataset`` (a copy of messy_project)."""
    shutil.copytree(DATASET, tmp_path / "sandbox" / "test_dataset")
    monkeypatch.chdir(tmp_path)
    return tmp_path


@dataclass(frozen=True)
class PylintFacts:
    score: float
    error: int
    warning: int
    convention: int
    refactor: int
    messages: int


@dataclass(frozen=True)
class StructureFacts:
    lines: int
    functions: int
    classes: int
    missing_docstrings: int
    has_main: bool


def _table(section: str) -> list[list[str]]:
    """The rows of the first markdown table under ``## section`` of EXPECTED.md."""
    text = (DATASET / "EXPECTED.md").read_text()
    body = text.split(f"## {section}", 1)[1].splitlines()
    first = next(i for i, line in enumerate(body) if line.startswith("|"))
    rows = []
    for line in body[first:]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip("|").split("|")])
    return rows[2:]


def _leading_int(cell: str) -> int:
    return int(re.match(r"\d+", cell).group())


def expected_pylint() -> dict[str, PylintFacts]:
    return {
        row[0]: PylintFacts(float(row[1]), *(_leading_int(c) for c in row[2:7]))
        for row in _table("pylint, one file per run")
    }


def expected_structure() -> dict[str, StructureFacts]:
    return {
        row[0]: StructureFacts(*(int(c) for c in row[1:5]), row[5] == "yes")
        for row in _table("Structure")
    }


def expected_tests() -> tuple[int, int, str]:
    """(passed, failed, the failing test's node id) from EXPECTED.md's Tests section."""
    text = (DATASET / "EXPECTED.md").read_text().split("## Tests", 1)[1]
    passed, failed = (int(n) for n in re.search(r"(\d+) passed, (\d+) failed", text).groups())
    failing = re.search(r"`([\w./]+::\w+)` fails", text).group(1)
    return passed, failed, failing


def expected_file_count() -> int:
    text = (DATASET / "EXPECTED.md").read_text().split("## Python files", 1)[1]
    return int(re.search(r"(\d+) files", text).group(1))


@dataclass(frozen=True)
class CodeBlock:
    module: str | None
    heading: str
    code: str
    line: int

    @property
    def is_signature(self) -> bool:
        """A ``def``/``class`` declaration without a body (not runnable as is)."""
        first = self.code.lstrip().split("\n", 1)[0]
        return first.startswith(("def ", "class ")) and "import" not in self.code


def spec_blocks() -> list[CodeBlock]:
    """Every ```python block of the spec, with the module section it sits in."""
    blocks, module, heading, inside, start, lines = [], None, "", False, 0, []
    for number, line in enumerate(SPEC.read_text().splitlines(), 1):
        named = re.match(r"### Module: `([\w.]+)`", line)
        if named:
            module = named.group(1)
        elif line.startswith("## "):
            module = None
        if not inside and re.match(r"###+ ", line):
            heading = line.lstrip("#").strip()
        if not inside and line.strip() == "```python":
            inside, start, lines = True, number, []
        elif inside and line.strip() == "```":
            inside = False
            blocks.append(CodeBlock(module, heading, "\n".join(lines) + "\n", start))
        elif inside:
            lines.append(line)
    return blocks


def as_package_code(code: str) -> str:
    """The issue's rule: ``src.tools.`` and ``src.utils.`` become ``toolsmith.``."""
    return code.replace("src.tools.", "toolsmith.").replace("src.utils.", "toolsmith.")
