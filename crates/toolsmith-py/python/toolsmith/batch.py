"""Batches of tool calls: on this machine, or on a Ray cluster.

A manifest is JSON lines, one call each: ``{"id", "sandbox", "tool", "args"}``
with the MCP server's tool names and arguments (paths relative to the
sandbox; a relative sandbox is taken from the manifest's directory). Each
answer is one JSON line, ``{"id", "tool", "result"}`` or ``{"id", "tool",
"error": {"kind", "message"}}``, written and flushed as its call finishes, so a
killed batch keeps every finished answer and ``resume=True`` carries on.

On one machine the native core runs the calls on a thread per core (the same
code as ``toolsmith batch``). With ``ray_address`` the calls go to a Ray
cluster as tasks: the lines are grouped by sandbox into chunks (a chunk runs in
one worker process, whose lint workers stay warm for the next chunk), a task
lost with its node is retried by Ray elsewhere, and the driver writes each
line's answer exactly once. Sandboxes and the manifest must be on a
filesystem every node sees, at the same path.

    python -m toolsmith.batch MANIFEST.jsonl --out ANSWERS.jsonl [--jobs N] [--resume] [--ray ADDRESS]
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import sys
import time
from collections import defaultdict
from typing import Any

from toolsmith import _core
from toolsmith.logger import _tool_log

StrPath = str | os.PathLike[str]

#: Calls of one sandbox per Ray task, as the one-machine batch hands a
#: thread: one warm lint worker serves them in a row, and a lost node costs
#: little.
CHUNK: int = _core.BATCH_CHUNK

__all__ = ["run", "main", "CHUNK"]


def run(
    manifest: StrPath,
    out: StrPath | None = None,
    *,
    jobs: int | None = None,
    resume: bool = False,
    ray_address: str | None = None,
) -> dict[str, int]:
    """Answer every call of ``manifest`` into ``out`` (standard output if ``None``).

    Returns the summary: ``answered``, ``succeeded``, ``failed`` (this run) and
    ``skipped`` (already answered in ``out``, with ``resume``). An existing
    ``out`` without ``resume`` raises ``ValueError`` and is left as it was. An
    unreachable ``ray_address`` raises ``ConnectionError`` before any work.
    """
    if ray_address is None:
        return _core.batch_run(
            os.fspath(manifest),
            None if out is None else os.fspath(out),
            jobs,
            resume,
            _tool_log(),
        )
    return _run_on_ray(manifest, out, resume, ray_address)


def _reachable(address: str) -> None:
    """Refuse an address nothing listens on, quickly and clearly."""
    if address in ("auto", "local") or address.startswith("ray://"):
        return
    host, _, port = address.rpartition(":")
    try:
        with socket.create_connection((host or "127.0.0.1", int(port)), timeout=5):
            pass
    except (OSError, ValueError) as error:
        raise ConnectionError(
            f"cannot reach the Ray cluster at {address!r} ({error}); "
            "start one with `ray start --head` and pass its address (host:port)"
        ) from None


def _chunks(lines: list[tuple[int, str]]) -> list[list[tuple[int, str]]]:
    """The lines grouped by sandbox (malformed ones together), in chunks."""
    groups: dict[str, list[tuple[int, str]]] = defaultdict(list)
    for number, text in lines:
        try:
            sandbox = json.loads(text).get("sandbox")
        except (ValueError, AttributeError):
            sandbox = None
        groups[sandbox if isinstance(sandbox, str) else ""].append((number, text))
    return [
        group[start : start + CHUNK]
        for group in groups.values()
        for start in range(0, len(group), CHUNK)
    ]


def _run_on_ray(
    manifest: StrPath, out: StrPath | None, resume: bool, address: str
) -> dict[str, int]:
    try:
        import ray
    except ImportError:
        raise ImportError(
            "the Ray batch needs Ray: pip install 'toolsmith[ray]'"
        ) from None
    _reachable(address)
    lines, skipped, base = _core.batch_prepare(
        os.fspath(manifest), None if out is None else os.fspath(out), resume
    )
    base = os.path.abspath(base)
    started_here = not ray.is_initialized()
    if started_here:
        try:
            ray.init(address=address, include_dashboard=False, log_to_driver=False)
        except Exception as error:  # Ray raises several kinds here
            raise ConnectionError(
                f"cannot join the Ray cluster at {address!r}: {error}"
            ) from None
    summary = {"answered": 0, "succeeded": 0, "failed": 0, "skipped": skipped}
    sink = sys.stdout if out is None else open(out, "a", encoding="utf-8")
    try:
        _answer_on_ray(ray, lines, base, sink, summary)
    finally:
        if sink is not sys.stdout:
            sink.close()
        if started_here:
            ray.shutdown()
    return summary


def _answer_chunk(
    chunk: list[tuple[int, str]], base: str, log: str | None
) -> list[tuple[int, bool, str]]:
    """Runs in a Ray worker: one call at a time (Ray gives each task a core)."""
    from toolsmith import _core as core

    return core.batch_answer(chunk, base, 1, log)


def _answer_on_ray(
    ray: Any,
    lines: list[tuple[int, str]],
    base: str,
    sink: Any,
    summary: dict[str, int],
) -> None:
    # Retried when its worker or node is lost; an error in the call itself is
    # an answer, not an exception, so nothing else is retried.
    remote = ray.remote(num_cpus=1, max_retries=5, retry_exceptions=False)(
        _answer_chunk
    )
    log = _tool_log()
    log = None if log is None else os.path.abspath(log)
    pending = {
        remote.options(scheduling_strategy="SPREAD").remote(chunk, base, log): chunk
        for chunk in _chunks(lines)
    }
    written: set[int] = set()
    while pending:
        ready, waiting = ray.wait(list(pending), num_returns=1)
        # Whatever else is done by now comes along, without waiting.
        if waiting:
            ready += ray.wait(waiting, num_returns=len(waiting), timeout=0)[0]
        for ref in ready:
            chunk = pending.pop(ref)
            try:
                answers = ray.get(ref)
            except Exception as error:  # the task failed for good (retries spent)
                answers = [(number, False, _lost(number, text, error)) for number, text in chunk]
            for number, ok, line in answers:
                if number in written:
                    continue
                written.add(number)
                sink.write(line)
                sink.flush()
                summary["answered"] += 1
                summary["succeeded" if ok else "failed"] += 1


def _lost(number: int, text: str, error: BaseException) -> str:
    """The answer of a line whose task was lost for good."""
    try:
        call = json.loads(text)
        ident = call.get("id", number)
        tool = call.get("tool")
    except (ValueError, AttributeError):
        ident, tool = number, None
    message = f"the call was lost on the cluster after Ray's retries: {error}"
    answer = {"id": ident, "tool": tool, "error": {"kind": "environment", "message": message}}
    return json.dumps(answer) + "\n"


def main(argv: list[str] | None = None) -> int:
    """``python -m toolsmith.batch``: exit 1 if a call failed, 2 on a usage error."""
    parser = argparse.ArgumentParser(
        prog="python -m toolsmith.batch",
        description="Run a manifest of Toolsmith tool calls, here or on a Ray cluster.",
    )
    parser.add_argument("manifest", help="JSON lines: {id, sandbox, tool, args}")
    parser.add_argument("--out", help="where the answers go (default: standard output)")
    parser.add_argument("--jobs", type=int, help="calls at once on this machine")
    parser.add_argument("--resume", action="store_true", help="skip ids --out already answers")
    parser.add_argument("--ray", metavar="ADDRESS", help="a Ray cluster's address (host:port)")
    options = parser.parse_args(argv)
    if options.resume and options.out is None:
        parser.error("--resume needs --out")
    began = time.monotonic()
    try:
        summary = run(
            options.manifest,
            options.out,
            jobs=options.jobs,
            resume=options.resume,
            ray_address=options.ray,
        )
    except (OSError, ValueError, ImportError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    print(
        f"batch: {summary['answered']} calls answered ({summary['succeeded']} succeeded, "
        f"{summary['failed']} failed), {summary['skipped']} skipped as already answered, "
        f"in {time.monotonic() - began:.1f} s",
        file=sys.stderr,
    )
    return 1 if summary["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
