"""The baseline of the swarm benchmark: one iteration's tools of the loop as
the lab's teams wrote it from the spec, in plain Python. Per iteration, each
Python file is linted as ``run_pylint_analysis`` documents it (pylint in a
subprocess twice: the messages as JSON, the score from the text report), the
tests run as ``run_pytest`` documents it (pytest in a subprocess, its verbose
output parsed), and each tool call is logged by reading the JSON log and
writing it back whole. Prints the seconds the iterations took.

Usage: lab_loop.py DATASET ITERATIONS LOG
"""

import json
import os
import re
import subprocess
import sys
import time


def log_experiment(log_path, agent, action, details):
    entries = []
    if os.path.exists(log_path):
        with open(log_path, encoding="utf-8") as handle:
            entries = json.load(handle)
    entries.append({"agent": agent, "action": action, "details": details, "status": "SUCCESS"})
    with open(log_path, "w", encoding="utf-8") as handle:
        json.dump(entries, handle, indent=2)


def run_pylint_analysis(file_path, log_path):
    messages = subprocess.run(
        [sys.executable, "-m", "pylint", "--output-format=json", file_path],
        capture_output=True, text=True, timeout=30, check=False,
    )
    issues = json.loads(messages.stdout or "[]")
    report = subprocess.run(
        [sys.executable, "-m", "pylint", file_path],
        capture_output=True, text=True, timeout=30, check=False,
    )
    rated = re.search(r"rated at (-?[\d.]+)/10", report.stdout)
    score = float(rated.group(1)) if rated else 0.0
    log_experiment(log_path, "Toolsmith", "ANALYSIS",
                   {"file": file_path, "score": score, "issues": len(issues)})
    return score


def run_pytest(directory, log_path):
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-v", "-p", "no:cacheprovider", directory],
        capture_output=True, text=True, timeout=60, check=False,
    )
    passed = len(re.findall(r" PASSED", run.stdout))
    failed = len(re.findall(r" FAILED", run.stdout))
    log_experiment(log_path, "Toolsmith", "ANALYSIS",
                   {"directory": directory, "passed": passed, "failed": failed})
    return passed, failed


def main():
    dataset, iterations, log_path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    files = sorted(
        os.path.join(root, name)
        for root, _dirs, names in os.walk(dataset)
        for name in names
        if name.endswith(".py")
    )
    started = time.perf_counter()
    for _ in range(iterations):
        for path in files:
            with open(path, encoding="utf-8") as handle:
                try:
                    compile(handle.read(), path, "exec")
                except SyntaxError:
                    pass
            run_pylint_analysis(path, log_path)
        run_pytest(dataset, log_path)
    print(time.perf_counter() - started)


if __name__ == "__main__":
    main()
