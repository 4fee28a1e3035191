"""The Refactoring Swarm: Auditor, Fixer and Judge repair a directory.

The same run as ``toolsmith swarm``, returning the same dict as its
``--json``: ``target_dir``, ``model``, ``iterations``, ``accepted``,
``stop_reason``, ``files``, ``tests_before``, ``tests_after``, ``tests_fixed``,
``tests_broken``, ``model_calls``, ``tokens``, ``prompts``, ``duration``,
``remaining``, ``history``. Offline by default (no model: the verified repair
tools only); a provider's model by name (``gemini-2.5-flash``,
``ollama:NAME``, ``openai:NAME``, ``mistral:NAME``, ``groq:NAME``, the key
from the environment or ``./.env``) or any OpenAI-compatible endpoint
(``base_url``) otherwise. Every agent step and tool call goes to the research
log (see :mod:`toolsmith.logger`).

    import toolsmith.swarm
    report = toolsmith.swarm.run("./sandbox/dataset", into="./sandbox/repaired")
    assert report["accepted"], report["remaining"]

The lab's entry point is this module: ``python -m toolsmith.swarm
--target_dir DIR`` exits 0 when the run ended normally, whatever the Judge
decided (its verdict is in the report), 2 when it could not run.
"""

from __future__ import annotations

import os
from typing import Any

from toolsmith import _core
from toolsmith.logger import _tool_log

StrPath = str | os.PathLike[str]

__all__ = ["run", "main"]


def run(
    target_dir: StrPath,
    model: str | None = None,
    *,
    into: StrPath | None = None,
    base_url: str | None = None,
    api_key_env: str | None = None,
    max_iterations: int | None = None,
    threshold: float | None = None,
    timeout: float | None = None,
    max_model_calls: int | None = None,
    max_output_tokens: int | None = None,
    model_silence_timeout: float | None = None,
    model_call_timeout: float | None = None,
    report: StrPath | None = None,
    prompts: StrPath | None = None,
) -> dict[str, Any]:
    """Repair ``target_dir`` in place (or a copy of it made at ``into``).

    Keywords left ``None`` take ``toolsmith swarm``'s defaults (offline, 10
    iterations, threshold 7.0, 200 model calls).

    Args:
        target_dir: The sandbox and the tree to repair.
        model: ``"offline"``, a provider's model (``"gemini-2.5-flash"``,
            ``"ollama:llama3.1"``...) or a model's name at ``base_url``.
        into: Copy ``target_dir`` here first and repair the copy (refused if
            it exists and is not empty).
        base_url: The endpoint (default: the provider's).
        api_key_env: The variable that holds the key (default: the
            provider's); the key is never logged.
        max_iterations: Fixer-and-Judge iterations at most.
        threshold: The pylint score every file must reach.
        timeout: The whole run's time limit in seconds.
        max_model_calls: Model calls at most.
        max_output_tokens: The output cap of every model request
            (``max_tokens``, default 4096); a reply cut there is logged and
            the model told.
        model_silence_timeout: A model call fails when nothing arrives for
            this many seconds (default 120; replies are streamed).
        model_call_timeout: One model call's whole limit in seconds
            (default 600).
        report: Write a self-contained HTML report here.
        prompts: A directory of the team's prompts (``auditor.md``,
            ``fixer.md``, ``judge.md``; a missing file is ours).

    Raises:
        ValueError: a target that is missing, not a directory or holds no
            Python file; a copy that cannot be made; an unusable model setting.
    """
    given = {
        "model": model,
        "into": into,
        "base_url": base_url,
        "api_key_env": api_key_env,
        "max_iterations": max_iterations,
        "threshold": threshold,
        "timeout": timeout,
        "max_model_calls": max_model_calls,
        "max_output_tokens": max_output_tokens,
        "model_silence_timeout": model_silence_timeout,
        "model_call_timeout": model_call_timeout,
        "report": report,
        "prompts": prompts,
    }
    settings = {
        name: os.fspath(value) if isinstance(value, os.PathLike) else value
        for name, value in given.items()
        if value is not None
    }
    return _core.swarm_run(os.fspath(target_dir), settings, _tool_log())


def main(argv: list[str] | None = None) -> int:
    """``python -m toolsmith.swarm --target_dir DIR [--model M] ...``: the lab's contract."""
    import argparse
    import json
    import sys

    parser = argparse.ArgumentParser(
        prog="python -m toolsmith.swarm",
        description="The Refactoring Swarm on a directory (repaired in place, or --into a copy).",
    )
    parser.add_argument("--target_dir", "--target-dir", required=True, help="the directory to repair")
    parser.add_argument("--model", help="offline (default), gemini-2.5-flash, ollama:NAME, openai:NAME...")
    parser.add_argument("--into", help="repair a copy made here")
    parser.add_argument("--base_url", "--base-url", help="an OpenAI-compatible endpoint")
    parser.add_argument("--api_key_env", "--api-key-env", help="the variable holding the key")
    parser.add_argument("--max_iterations", "--max-iterations", type=int)
    parser.add_argument("--threshold", type=float)
    parser.add_argument("--timeout", type=float)
    parser.add_argument("--max_output_tokens", "--max-output-tokens", type=int)
    parser.add_argument("--model_silence_timeout", "--model-silence-timeout", type=float)
    parser.add_argument("--model_call_timeout", "--model-call-timeout", type=float)
    parser.add_argument("--prompts", help="a directory of the team's prompts")
    parser.add_argument("--report", help="write an HTML report here")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args(argv)
    try:
        result = run(
            args.target_dir,
            args.model,
            into=args.into,
            base_url=args.base_url,
            api_key_env=args.api_key_env,
            max_iterations=args.max_iterations,
            threshold=args.threshold,
            timeout=args.timeout,
            max_output_tokens=args.max_output_tokens,
            model_silence_timeout=args.model_silence_timeout,
            model_call_timeout=args.model_call_timeout,
            prompts=args.prompts,
            report=args.report,
        )
    except (ValueError, OSError, TypeError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        verdict = "accepted" if result["accepted"] else "not accepted"
        print(f"{result['target_dir']}: {verdict} ({result['stop_reason']}) after {result['iterations']} iteration(s)")
        for line in result["remaining"]:
            print(f"  remaining: {line}")
    if result.get("error"):
        print(f"error: model endpoint: {result['error']}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
