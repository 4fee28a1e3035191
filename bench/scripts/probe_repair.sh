#!/usr/bin/env bash
# Measures offline repair of what the probe finds, on a corpus of one-line
# bugs whose tests were removed (each case: buggy/ and meant/, as in
# bench/corpus/probe/bugs). For each case, a copy of buggy/ is probed with
# the real CLI; a case with a finding is "revealed". Then
# `repair-tests --probe --apply` runs on the copy; the case is "repaired"
# when a patch was written and a fresh probe (and the tests, if the case
# has any) then finds nothing, and "repaired as meant" when every file's
# AST is then the meant version's.
# usage: bench/scripts/probe_repair.sh [CORPUS_BUGS_DIR] [TOOLSMITH_BINARY]
# Environment: BUDGET (repair's budget in seconds, default 60), TIMEOUT
# (each probe call's limit, default 1, as the swarm's), CASES (a grep
# pattern on case names).
set -uo pipefail
corpus=${1:-$(dirname "$0")/../corpus/probe/bugs}
binary=${2:-$(dirname "$0")/../../target/release/toolsmith}
binary=$(realpath "$binary")
budget=${BUDGET:-60}
timeout=${TIMEOUT:-1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The number of findings in a probe's JSON report on stdin.
findings() { python3 -c 'import json,sys; print(len(json.load(sys.stdin)["findings"]))' 2>/dev/null || echo "?"; }

# Whether every .py file of $1 has the same AST as its namesake in $2.
same_ast() {
  python3 - "$1" "$2" <<'PY'
import ast, pathlib, sys
a, b = (pathlib.Path(p) for p in sys.argv[1:])
names = sorted({p.relative_to(a) for p in a.rglob("*.py")} | {p.relative_to(b) for p in b.rglob("*.py")})
def dump(p):
    return ast.dump(ast.parse(p.read_text())) if p.exists() else None
sys.exit(0 if all(dump(a / n) == dump(b / n) for n in names) else 1)
PY
}

cases=0 revealed=0 repaired=0 meant=0
printf '%-26s %-8s %-9s %-6s %s\n' case findings repaired meant edit
for case in "$corpus"/*/; do
  name=$(basename "$case")
  [[ -d "$case/buggy" ]] || continue
  [[ -n "${CASES:-}" ]] && ! grep -qE "$CASES" <<<"$name" && continue
  cases=$((cases + 1))
  rm -rf "$work/sandbox" && mkdir -p "$work/sandbox"
  cp -r "$case/buggy" "$work/sandbox/project"
  cd "$work"
  before=$("$binary" --no-log probe sandbox/project --timeout "$timeout" --json | findings)
  if [[ "$before" == "0" || "$before" == "?" ]]; then
    printf '%-26s %-8s\n' "$name" "$before"
    continue
  fi
  revealed=$((revealed + 1))
  "$binary" --no-log repair-tests sandbox/project --probe --probe-timeout "$timeout" \
    --apply --budget "$budget" --json >"$work/repair.json" 2>"$work/repair.err"
  edit=$(python3 -c 'import json,sys
r = json.load(open(sys.argv[1]))
c = r["candidates"][0] if r["candidates"] and r["applied"] else None
print("%s:%s %s" % (c["file_path"], c["line"], c["mutation"]) if c else "none (%d tried, %s)" % (r["tried"], r["stopped"]))' "$work/repair.json" 2>/dev/null || head -c 200 "$work/repair.err")
  after=$("$binary" --no-log probe sandbox/project --timeout "$timeout" --json | findings)
  tests_pass=yes
  if compgen -G "sandbox/project/**/test_*.py" >/dev/null || compgen -G "sandbox/project/test_*.py" >/dev/null; then
    "$binary" --no-log test sandbox/project >/dev/null 2>&1 || tests_pass=no
  fi
  fixed=no as_meant=no
  if grep -q '"applied":true' "$work/repair.json" && [[ "$after" == "0" && $tests_pass == yes ]]; then
    fixed=yes
    repaired=$((repaired + 1))
    if same_ast "$work/sandbox/project" "$case/meant"; then
      as_meant=yes
      meant=$((meant + 1))
    fi
  fi
  printf '%-26s %-8s %-9s %-6s %s\n' "$name" "$before" "$fixed" "$as_meant" "$edit"
done
echo "cases $cases, revealed $revealed, repaired so that every finding and test passes $repaired, as meant $meant"
