"""The Python package against the pure-Python baseline, same process, same
files, alternating rounds. argv: working directory (holding ./sandbox with
the tree), rounds. Prints one JSON object: per operation, both medians in
seconds, and this process's peak RSS in MiB."""

import json
import os
import resource
import statistics
import sys
import time

import pure_python_tools as pure
from toolsmith import logger
from toolsmith import file_tools, sandbox_manager

CALLS = 1000


def timed(work):
    started = time.perf_counter()
    work()
    return time.perf_counter() - started


def main():
    os.chdir(sys.argv[1])
    rounds = int(sys.argv[2])
    logger.set_tool_logging(False)
    paths = sorted(pure.list_files("./sandbox/tree"))
    probe = [paths[i * len(paths) // CALLS] for i in range(CALLS)]
    sides = {
        "list_files": (
            lambda: file_tools.list_files("./sandbox/tree", max_entries=100_000),
            lambda: pure.list_files("./sandbox/tree"),
        ),
        "list_files_reading": (
            lambda: file_tools.list_files("./sandbox/tree", max_entries=100_000, use_cache=False),
            lambda: pure.list_files("./sandbox/tree"),
        ),
        "is_path_in_sandbox": (
            lambda: [sandbox_manager.is_path_in_sandbox(p) for p in probe],
            lambda: [pure.is_path_in_sandbox(p) for p in probe],
        ),
        "read_file": (
            lambda: [file_tools.read_file(p) for p in probe],
            lambda: [pure.read_file(p) for p in probe],
        ),
    }
    # Both sides answer the same, or the comparison means nothing.
    for name, (ours, theirs) in sides.items():
        assert ours() == theirs(), f"{name}: the package and the baseline disagree"
    results = {}
    for name, (ours, theirs) in sides.items():
        ours_times, theirs_times = [], []
        for _ in range(rounds):
            ours_times.append(timed(ours))
            theirs_times.append(timed(theirs))
        results[name] = {"ours": statistics.median(ours_times), "theirs": statistics.median(theirs_times)}
    results["files"] = len(paths)
    results["peak_mib"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps(results))


if __name__ == "__main__":
    main()
