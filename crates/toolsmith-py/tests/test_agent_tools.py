"""The agent tools beyond the spec, from Python: keyword arguments, dict
results, the spec's exceptions, one log entry per call."""

from __future__ import annotations

import json
import re

import pytest

import toolsmith
from toolsmith import agent_tools


def test_search_matches_pythons_re_over_the_dataset(world):
    result = toolsmith.search(r"def \w+", "sandbox/test_dataset", globs=["*.py"], max_results=100_000)
    expected = []
    for path in sorted((world / "sandbox" / "test_dataset").rglob("*.py")):
        for number, line in enumerate(path.read_text().split("\n"), start=1):
            columns = [m.start() + 1 for m in re.finditer(r"def \w+", line)]
            if columns:
                shown = "sandbox/test_dataset/" + path.relative_to(world / "sandbox" / "test_dataset").as_posix()
                expected.append((shown, number, columns))
    ours = [(m["file"], m["line"], m["columns"]) for m in result["matches"]]
    assert sorted(ours) == sorted(expected)
    assert result["count"] == len(expected) > 5
    assert result["truncated"] is False


def test_bad_patterns_and_paths_raise_the_spec_exceptions(world):
    with pytest.raises(ValueError, match="unclosed group at character 1"):
        toolsmith.search("(x")
    with pytest.raises(ValueError, match="invalid glob"):
        toolsmith.find_files("[x")
    with pytest.raises(toolsmith.SecurityError):
        toolsmith.outline("/etc")


def test_find_outline_and_read_files(world, private_state):
    found = agent_tools.find_files("**/store.py")
    assert found["files"] == ["./sandbox/test_dataset/inventory/store.py"]  # named from sandbox_dir, as ls names them
    outline = toolsmith.outline("sandbox/test_dataset/clean.py")
    names = [s["qualname"] for s in outline["files"][0]["symbols"][1]["children"]]
    assert names == ["Counter.__init__", "Counter.see", "Counter.most_common"]
    read = toolsmith.read_files(["sandbox/test_dataset/clean.py", "sandbox/nope.py"])
    assert read["errors"] == 1
    assert read["files"][1]["kind"] == "not_found"
    assert read["files"][0]["content"] == (world / "sandbox/test_dataset/clean.py").read_text()
    entries = json.loads(private_state.read_text())
    assert [e["details"]["tool"] for e in entries] == ["find_files", "outline", "read_files"]


def test_multi_edit_is_all_or_nothing_and_says_where_text_nearly_is(world):
    from toolsmith import code_modifier

    path = world / "sandbox/test_dataset/clean.py"
    before = path.read_bytes()
    with pytest.raises(ValueError, match=r"edit 2: .*Nearly at line \d+, which differs only in indentation"):
        toolsmith.multi_edit(
            "sandbox/test_dataset/clean.py",
            [("class Counter:", "class Tally:"), ("        def see(self, key: str) -> int:", "x")],
        )
    assert path.read_bytes() == before
    result = toolsmith.multi_edit(
        "sandbox/test_dataset/clean.py",
        [("class Counter:", "class Tally:"), {"old": "class Tally:", "new": "class Tally(object):"}],
    )
    assert [e["line"] for e in result["edits"]] == [10, 10]
    assert "class Tally(object):" in path.read_text()
    code_modifier.undo("sandbox/test_dataset/clean.py")
    assert path.read_bytes() == before


def test_apply_patch_from_python_is_all_or_nothing(world):
    diff = (
        "--- a/test_dataset/clean.py\n+++ b/test_dataset/clean.py\n@@ -10,1 +10,1 @@\n-class Counter:\n+class Tally:\n"
        "--- /dev/null\n+++ b/test_dataset/extra.py\n@@ -0,0 +1 @@\n+def broken(:\n"
    )
    before = (world / "sandbox/test_dataset/clean.py").read_bytes()
    with pytest.raises(SyntaxError):
        toolsmith.apply_patch(diff)
    assert (world / "sandbox/test_dataset/clean.py").read_bytes() == before
    assert not (world / "sandbox/test_dataset/extra.py").exists()
    good = diff.replace("+def broken(:", "+X = 1")
    result = toolsmith.apply_patch(good)
    assert [f["action"] for f in result["files"]] == ["update", "create"]
    assert "class Tally:" in (world / "sandbox/test_dataset/clean.py").read_text()


def test_autofix_from_python_fixes_formats_and_undoes(world):
    target = world / "sandbox/test_dataset/messy_fix.py"
    target.write_text("import os\nimport sys\nprint( sys.argv )\n")
    planned = toolsmith.autofix("sandbox/test_dataset/messy_fix.py", dry_run=True)
    assert planned["dry_run"] and planned["files_changed"] == 1
    assert target.read_text() == "import os\nimport sys\nprint( sys.argv )\n"
    result = toolsmith.autofix("sandbox/test_dataset/messy_fix.py")
    (file,) = result["files"]
    assert [f["code"] for f in file["fixed"]] == ["F401"]
    assert file["formatted"] and target.read_text() == "import sys\n\nprint(sys.argv)\n"
    assert any(r["code"] == "D100" and r["line"] == 1 for r in file["remaining"]), file["remaining"]
    from toolsmith.code_modifier import undo

    undo("sandbox/test_dataset/messy_fix.py")
    assert target.read_text() == "import os\nimport sys\nprint( sys.argv )\n"
    with pytest.raises(SyntaxError):
        target.write_text("def broken(:\n")
        toolsmith.autofix("sandbox/test_dataset/messy_fix.py")


def test_repair_syntax_from_python_offers_then_applies_and_undoes(world):
    target = world / "sandbox/test_dataset/broken_call.py"
    broken = "def area(w, h):\n    return w * h\n\n\nprint(area(2, 3)\n"
    target.write_text(broken)
    offered = toolsmith.repair_syntax("sandbox/test_dataset/broken_call.py")
    assert offered["error"]["message"] == "'(' was never closed"
    assert offered["repaired"] and not offered["applied"] and target.read_text() == broken
    best = offered["candidates"][0]
    assert best["rank"] == 1 and best["edits"][0]["after"] == ")"
    applied = toolsmith.repair_syntax("sandbox/test_dataset/broken_call.py", apply=True)
    assert applied["applied"] and target.read_text() == broken.replace("3)\n", "3))\n")
    compile(target.read_text(), "broken_call.py", "exec")
    from toolsmith.code_modifier import undo

    undo("sandbox/test_dataset/broken_call.py")
    assert target.read_text() == broken
    inline = toolsmith.repair_syntax(code="x = [1, 2\n")
    assert inline["candidates"][0]["edits"][0]["after"] == "]"
    assert toolsmith.repair_syntax(code="x = 1\n")["compiled"] is True


def test_repair_failing_tests_from_python_finds_the_one_line_fix(world):
    project = world / "sandbox" / "prices"
    project.mkdir()
    (project / "prices.py").write_text("def total(prices, discount):\n    return sum(prices) + discount\n")
    (project / "test_prices.py").write_text(
        "from prices import total\n\n\ndef test_discount():\n    assert total([1, 2, 3], 1) == 5\n\n\n"
        "def test_none():\n    assert total([4], 0) == 4\n"
    )
    result = toolsmith.repair_failing_tests("sandbox/prices", budget=60)
    assert result["failing_before"] == ["test_prices.py::test_discount"]
    best = result["candidates"][0]
    assert best["plausible"] and best["tests"]["failed"] == 0
    assert "+    return sum(prices) - discount" in best["diff"]
    assert not result["applied"]
