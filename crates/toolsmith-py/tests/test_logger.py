"""The research log from Python: the spec's log_experiment and ActionType, and
one entry per tool call, in the format the spec's users are graded on."""

from __future__ import annotations

import json
import threading
import uuid
from datetime import datetime

import pytest

from toolsmith import logger
from toolsmith.code_modifier import get_code_metrics, validate_python_syntax
from toolsmith.file_tools import list_files, read_file, write_file
from toolsmith.logger import ActionType, log_experiment

DETAILS = {"input_prompt": "fix calculator.py", "output_response": "done"}


def entries(path):
    return json.loads(path.read_text())


def test_action_type_is_a_str_enum_of_the_log_values():
    assert [a.value for a in ActionType] == ["CODE_ANALYSIS", "CODE_GEN", "DEBUG", "FIX"]
    assert all(isinstance(a, str) for a in ActionType)
    assert ActionType.FIX == "FIX" and ActionType("CODE_GEN") is ActionType.GENERATION
    assert f"{ActionType.ANALYSIS}" == "CODE_ANALYSIS"
    assert json.dumps({"a": ActionType.DEBUG}) == '{"a": "DEBUG"}'


def test_log_experiment_appends_one_entry_in_the_format(private_state):
    entry_id = log_experiment("Auditor", "gemini-2.5-flash", ActionType.ANALYSIS, {**DETAILS, "score": 3.5})
    (entry,) = entries(private_state)
    assert list(entry) == ["id", "timestamp", "agent", "model", "action", "details", "status"]
    assert entry["id"] == entry_id and uuid.UUID(entry_id).version == 4
    assert datetime.fromisoformat(entry["timestamp"]).tzinfo is not None
    assert (entry["agent"], entry["model"], entry["action"], entry["status"]) == (
        "Auditor",
        "gemini-2.5-flash",
        "CODE_ANALYSIS",
        "SUCCESS",
    )
    assert entry["details"] == {**DETAILS, "score": 3.5}


def test_action_by_value_and_failure_status(private_state):
    log_experiment("Fixer", "m", "FIX", DETAILS, "FAILURE")
    assert entries(private_state)[0]["action"] == "FIX"
    assert entries(private_state)[0]["status"] == "FAILURE"


@pytest.mark.parametrize(
    "arguments, error",
    [
        (("A", "m", "ANALYSIS", DETAILS), ValueError),  # the name, not the value
        (("A", "m", ActionType.FIX, {"input_prompt": "x"}), ValueError),
        (("A", "m", ActionType.FIX, DETAILS, "success"), ValueError),
        (("A", "m", 3, DETAILS), TypeError),
        (("A", "m", ActionType.FIX, ["not", "a", "dict"]), TypeError),
    ],
)
def test_bad_entries_are_refused_and_nothing_is_written(private_state, arguments, error):
    with pytest.raises(error):
        log_experiment(*arguments)
    assert not private_state.exists() or entries(private_state) == []


def test_objects_json_cannot_hold_are_kept_as_text(private_state):
    log_experiment("A", "m", ActionType.DEBUG, {**DETAILS, "files": {"a.py"}, "when": datetime(2026, 1, 2)})
    details = entries(private_state)[0]["details"]
    assert details["files"] == "{'a.py'}" and details["when"] == "2026-01-02 00:00:00"


def test_every_tool_call_logs_one_entry(world, private_state):
    read_file("./sandbox/test_dataset/clean.py")
    list_files("./sandbox/test_dataset")
    write_file("./sandbox/new.py", "x = 1\n")
    get_code_metrics("./sandbox/test_dataset/clean.py")
    with pytest.raises(SyntaxError):
        validate_python_syntax("def f(:\n")
    with pytest.raises(FileNotFoundError):
        read_file("./sandbox/missing.py")
    logged = entries(private_state)
    assert [e["details"]["tool"] for e in logged] == [
        "read_file",
        "list_files",
        "write_file",
        "get_code_metrics",
        "validate_python_syntax",
        "read_file",
    ]
    assert {e["agent"] for e in logged} == {"Toolsmith"}
    assert [e["model"] for e in logged[:3]] == ["file_tools"] * 3
    assert [e["action"] for e in logged] == ["CODE_ANALYSIS", "CODE_ANALYSIS", "FIX", "CODE_ANALYSIS", "CODE_ANALYSIS", "DEBUG"]
    # A missing file is the tool answering as designed: SUCCESS, the error in details.
    assert [e["status"] for e in logged] == ["SUCCESS"] * 6
    assert logged[-1]["details"]["error_kind"] == "not_found"
    assert all(e["details"]["entry"] == "tool_call" for e in logged)
    assert all({"input_prompt", "output_response"} <= e["details"].keys() for e in logged)


def test_tool_calls_are_logged_under_the_calling_agent(world, private_state):
    import toolsmith

    with toolsmith.agent("Auditor"):
        read_file("./sandbox/test_dataset/clean.py")
        with toolsmith.agent("Fixer"):
            write_file("./sandbox/new.py", "x = 1\n")
        list_files("./sandbox/test_dataset")
    read_file("./sandbox/new.py")
    # Agents on threads each keep their own name.
    def work(name):
        with toolsmith.agent(name):
            for _ in range(5):
                read_file("./sandbox/new.py")

    threads = [threading.Thread(target=work, args=(name,)) for name in ("Judge", "Fixer")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    logger.set_default_agent("Judge")
    read_file("./sandbox/new.py")
    logged = entries(private_state)
    assert [e["agent"] for e in logged[:4]] == ["Auditor", "Fixer", "Auditor", "Toolsmith"]
    assert sorted(e["agent"] for e in logged[4:14]) == ["Fixer"] * 5 + ["Judge"] * 5
    assert logged[-1]["agent"] == "Judge"
    with pytest.raises(ValueError):
        with toolsmith.agent(""):
            pass
    # A team that logs itself turns the tools' entries off.
    logger.set_tool_logging(False)
    with toolsmith.agent("Fixer"):
        read_file("./sandbox/new.py")
    assert len(entries(private_state)) == len(logged)


def test_tool_logging_can_be_turned_off(world, private_state):
    logger.set_tool_logging(False)
    read_file("./sandbox/test_dataset/clean.py")
    assert not private_state.exists()
    log_experiment("A", "m", ActionType.FIX, DETAILS)
    assert len(entries(private_state)) == 1


def test_log_file_from_the_environment(world, monkeypatch, tmp_path):
    logger.set_log_file(None)
    monkeypatch.setenv("TOOLSMITH_LOG", str(tmp_path / "env-log.json"))
    assert logger.get_log_file() == str(tmp_path / "env-log.json")
    read_file("./sandbox/test_dataset/clean.py")
    assert len(entries(tmp_path / "env-log.json")) == 1
    monkeypatch.delenv("TOOLSMITH_LOG")
    assert logger.get_log_file() == "logs/experiment_data.json"


def test_threads_logging_at_once_lose_nothing(private_state):
    def agent(name):
        for i in range(50):
            log_experiment(name, "m", ActionType.ANALYSIS, {**DETAILS, "i": i})

    threads = [threading.Thread(target=agent, args=(f"agent-{n}",)) for n in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    logged = entries(private_state)
    assert len(logged) == 300 and len({e["id"] for e in logged}) == 300
    for n in range(6):
        assert sorted(e["details"]["i"] for e in logged if e["agent"] == f"agent-{n}") == list(range(50))


def test_a_corrupt_log_is_moved_aside_not_lost(private_state):
    private_state.write_text("this is not JSON")
    with pytest.warns(RuntimeWarning, match="corrupt|moved"):
        log_experiment("A", "m", ActionType.FIX, DETAILS)
    assert len(entries(private_state)) == 1
    kept = [p for p in private_state.parent.iterdir() if p.name.startswith(private_state.name + ".corrupt")]
    assert len(kept) == 1 and kept[0].read_text() == "this is not JSON"


def test_a_torn_end_is_kept_beside_the_log_and_said(world, private_state):
    log_experiment("Auditor", "m", ActionType.ANALYSIS, {"input_prompt": "a", "output_response": "b"})
    text = private_state.read_text()
    torn = ',\n{"id": "x", "details": {"input_prompt": "interrupted'
    private_state.write_text(text[: text.rindex("}") + 1] + torn)
    with pytest.warns(RuntimeWarning, match=r"torn bytes are kept in .*\.torn-"):
        list_files("./sandbox/test_dataset")
    kept = list(private_state.parent.glob(private_state.name + ".torn-*"))
    assert len(kept) == 1 and kept[0].read_text() == torn
    assert len(json.loads(private_state.read_text())) == 2
