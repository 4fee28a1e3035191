#!/usr/bin/env bash
# Times `toolsmith probe` on a 20-file project without tests against what a
# user would do instead: run each file as a plain subprocess (python FILE),
# one after another. The project is made here: 20 modules of small pure
# functions with doctests, __main__ blocks and calls between them.
# usage: bench/scripts/probe_timing.sh [TOOLSMITH_BINARY]   (goal: probe <= 5 s on 2 cores)
set -euo pipefail
binary=${1:-$(dirname "$0")/../../target/release/toolsmith}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
project="$work/sandbox/project"
mkdir -p "$project"
for i in $(seq 1 20); do
  cat >"$project/mod$i.py" <<PY
"""Module $i."""


def scale(values, factor):
    """Each value times factor.

    >>> scale([1, 2], $i)
    [$i, $((2 * i))]
    """
    return [v * factor for v in values]


def total(items):
    """
    >>> total([1, 2, $i])
    $((3 + i))
    """
    result = 0
    for item in items:
        result += item
    return result


def clamp(x, low, high):
    return max(low, min(x, high))


def describe(text):
    words = text.split()
    return "%d words, first %s" % (len(words), words[0] if words else "-")


def summary():
    return total(scale([1, 2, 3], $i)), clamp($i, 0, 10), describe("a b c")


if __name__ == "__main__":
    print(summary())
    print(total([4, 5]), clamp(20, 0, 10))
PY
done
python=$(command -v python3)
start=$(date +%s.%N)
for f in "$project"/*.py; do (cd "$project" && "$python" "$f" >/dev/null); done
plain=$(echo "$(date +%s.%N) - $start" | bc)
start=$(date +%s.%N)
set +e
"$binary" --sandbox "$work/sandbox" --no-log probe "$project" --json >"$work/probe.json"
code=$?
set -e
probed=$(echo "$(date +%s.%N) - $start" | bc)
calls=$("$python" -c 'import json,sys; r=json.load(open(sys.argv[1])); print(r["calls_run"], len(r["findings"]))' "$work/probe.json")
echo "probe of 20 files: ${probed} s (exit $code; calls run, findings: $calls)"
echo "20 files as plain subprocesses: ${plain} s"
echo "goal: probe <= 5 s"
