"""Verify the corpus.

correct/: every file with doctests passes `python3 -m doctest`, every file with a
__main__ block (or top-level script code) exits 0 within 10 s with stdin=/dev/null,
every file imports cleanly.

bugs/: meant/ and buggy/ differ by exactly one line (difflib); meant/ runs clean
(doctests, main block, import, verification probes); buggy/ behaviour is observed
and recorded (doctest result, main result, probe result) in bugs/OBSERVED.tsv.
Run from anywhere: python3 tools/verify.py
"""
import difflib
import os
import resource
import subprocess
import sys

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORRECT = os.path.join(BASE, "correct")
BUGS = os.path.join(BASE, "bugs")
PY = sys.executable

# Probes are used only for verification; they are NOT part of the case code.
PROBES = {
    "c_add_days_month": ["billing:billing.january_invoice()", "billing:billing.yearly_renewal()"],
    "c_percentile_rank": ["report:report.format_report(report.latency_report())"],
    "c_queue_transfer": ["jobs:jobs.nightly()"],
    "c_tokenize_space": ["calc:calc.sample()"],
    "c_tree_height": ["balance:balance.demo()"],
    "c_units_key": ["trip:trip.summary()"],
    "n_linear_search_index": ["lookup:lookup.find_index(['a', 'b', 'c'], 'b')"],
    "n_kadane_init": ["subarray:subarray.max_subarray_sum([-3, -1, -2])"],
    "n_average_intdiv": ["moyenne:moyenne.moyenne([13, 14])", "moyenne:moyenne.mention([13, 14, 14])"],
    "n_none_check": ["tags:tags.add_tag('x')", "tags:tags.add_tag('y', ['x'])"],
    "n_compound_swapped": ["interest:interest.compound(1000, 0.05, 10)"],
    "n_dedupe_wrong_list": ["dedupe:dedupe.remove_duplicates([1, 2, 1])"],
    "n_binsearch_lo": ["bsearch:bsearch.search_insert([1, 3, 5], 4)"],
    "n_sum_list_base": ["rec:rec.sum_list([1, 2, 3])", "rec:rec.sum_list([])"],
    "n_leap_century": ["kalender:(kalender.ist_schaltjahr(2000), kalender.ist_schaltjahr(1900))"],
    "n_fahrenheit_parens": ["temps:temps.to_celsius(212)"],
    "n_inventory_qty": ["stock:(lambda s: (s.receive('x', 10), s.ship('x', 4), s.level('x'))[-1])(stock.Stock())"],
    "n_reverse_words": ["words:words.reverse_words('one two three')"],
    "n_next_pow2": ["bits:bits.buffer_size(100)"],
}


def limits():
    resource.setrlimit(resource.RLIMIT_AS, (1 << 31, 1 << 31))  # 2 GiB: some hangs grow memory


def run(args, cwd, timeout=10):
    try:
        p = subprocess.run(args, cwd=cwd, stdin=subprocess.DEVNULL, capture_output=True,
                           text=True, timeout=timeout, preexec_fn=limits)
    except subprocess.TimeoutExpired:
        return "timeout", ""
    if p.returncode == 0:
        return "ok", p.stdout
    last = (p.stderr.strip().splitlines() or ["?"])[-1]
    return f"rc={p.returncode}", (p.stdout + p.stderr)[-2000:] + "\n" + last


def has_doctest(path):
    return ">>>" in open(path, encoding="utf-8").read()


def has_main(path):
    src = open(path, encoding="utf-8").read()
    return 'if __name__ == "__main__"' in src or "\nprint(" in src


def py_files(d):
    return sorted(f for f in os.listdir(d) if f.endswith(".py"))


def check_correct():
    bad = []
    n = 0
    for dirpath, _, files in os.walk(CORRECT):
        for f in sorted(files):
            if not f.endswith(".py"):
                continue
            n += 1
            p = os.path.join(dirpath, f)
            mod = f[:-3]
            st, out = run([PY, "-c", f"import {mod}"], dirpath)
            if st != "ok":
                bad.append((p, "import", st, out))
            if has_doctest(p):
                st, out = run([PY, "-m", "doctest", f], dirpath)
                if st != "ok":
                    bad.append((p, "doctest", st, out))
            if has_main(p):
                st, out = run([PY, f], dirpath)
                if st != "ok":
                    bad.append((p, "main", st, out))
    for b in bad:
        print("CORRECT FAIL", *b[:3]); print(b[3])
    print(f"correct/: {n} files checked, {len(bad)} failures")
    return not bad


def one_line_diff(a_dir, b_dir):
    fa, fb = py_files(a_dir), py_files(b_dir)
    assert fa == fb, (fa, fb)
    changed = []
    for f in fa:
        a = open(os.path.join(a_dir, f), encoding="utf-8").read().split("\n")
        b = open(os.path.join(b_dir, f), encoding="utf-8").read().split("\n")
        if a == b:
            continue
        ops = [op for op in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes() if op[0] != "equal"]
        assert len(ops) == 1, (f, ops)
        tag, i1, i2, j1, j2 = ops[0]
        assert tag == "replace" and i2 - i1 == 1 and j2 - j1 == 1, (f, ops)
        assert len(a) == len(b)
        changed.append((f, i1 + 1))
    assert len(changed) == 1, changed
    return changed[0]


def observe(d, name):
    res = {}
    for f in py_files(d):
        p = os.path.join(d, f)
        if has_doctest(p):
            res["doctest:" + f] = run([PY, "-m", "doctest", f], d, timeout=5)
        if has_main(p):
            res["main:" + f] = run([PY, f], d, timeout=5)
        res["import:" + f] = run([PY, "-c", f"import {f[:-3]}"], d, timeout=5)
    for probe in PROBES.get(name, []):
        mod, expr = probe.split(":", 1)
        res["probe:" + expr] = run([PY, "-c", f"import {mod}; print(repr({expr}))"], d, timeout=5)
    return res


def check_bugs():
    rows = []
    problems = []
    for name in sorted(os.listdir(BUGS)):
        base = os.path.join(BUGS, name)
        if not os.path.isdir(base):
            continue
        meant, buggy = os.path.join(base, "meant"), os.path.join(base, "buggy")
        try:
            f, line = one_line_diff(meant, buggy)
        except AssertionError as e:
            problems.append((name, "diff", str(e)))
            continue
        assert os.path.isfile(os.path.join(base, "README.txt"))
        m = observe(meant, name)
        for k, (st, out) in m.items():
            if st != "ok":
                problems.append((name, "meant " + k, st + " " + out))
        b = observe(buggy, name)
        diffs = []
        for k in m:
            bst, bout = b[k]
            mst, mout = m[k]
            if bst != "ok":
                diffs.append(f"{k} -> {bst}")
            elif bout != mout and not k.startswith("import"):
                diffs.append(f"{k} -> output differs ({mout.strip()[:40]!r} vs {bout.strip()[:40]!r})")
        rows.append((name, f"{f}:{line}", "; ".join(diffs) or "no observable difference"))
    with open(os.path.join(BUGS, "OBSERVED.tsv"), "w", encoding="utf-8") as fh:
        fh.write("case\tchanged_line\tbuggy behaviour observed by verify.py (doctest/main from the code itself; probe = verifier-only input)\n")
        for r in rows:
            fh.write("\t".join(r) + "\n")
    for p in problems:
        print("BUG-CASE PROBLEM", *p)
    print(f"bugs/: {len(rows)} cases verified one-line diff + clean meant/, {len(problems)} problems")
    return not problems


if __name__ == "__main__":
    what = sys.argv[1:] or ["correct", "bugs"]
    ok = True
    if "correct" in what:
        ok &= check_correct()
    if "bugs" in what:
        ok &= check_bugs()
    sys.exit(0 if ok else 1)
