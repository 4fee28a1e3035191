"""031-040: contest and interview code typed fast.

Competitive-programming templates, dense one-liners, lambdas, comprehensions, walrus,
slicing, `sys.stdin` reading, itertools / heapq / bisect / functools; 25-70 lines,
2-4 syntax mistakes each.
"""
from lib import M, case
from helpers import meant

# ---------------------------------------------------------------- 031
case(
    "cf_dijkstra",
    "Codeforces regular with a fast-IO template, Dijkstra with path restore",
    meant("cf_dijkstra"),
    [
        M("unterminated_string",
          "`INF = float('inf)` - the closing quote of `'inf'` is missing. meant.py closes it.",
          ("INF = float('inf')", "INF = float('inf)")),
        M("compound_after_semicolon",
          "`d, u = heappop(pq); if d > dist[u]: continue` - the pop and the stale-entry check were typed "
          "on one line, but an `if` cannot follow `;`. meant.py puts the `if` (still a one-line `if ...: "
          "continue`, the author's style) on its own line.",
          ("        d, u = heappop(pq)\n        if d > dist[u]: continue\n",
           "        d, u = heappop(pq); if d > dist[u]: continue\n")),
        M("unclosed_paren",
          "`heappush(pq, (nd, v)` - the call is not closed (only the tuple is); CPython points at "
          "`heappush(` (the `return` two lines below would be inside the call). meant.py closes it.",
          ("heappush(pq, (nd, v))\n", "heappush(pq, (nd, v)\n")),
    ],
    note="""
Situation: a shortest-path problem during a Codeforces round: the author's usual template
(`input = sys.stdin.buffer.readline`, `main()`), Dijkstra with a binary heap, path
reconstruction through parents, -1 when unreachable. Submitted without running locally.
""",
)

# ---------------------------------------------------------------- 032
case(
    "lis_bisect",
    "competitive programmer on a judge that runs Python 3.11, LIS with reconstruction",
    meant("lis_bisect"),
    [
        M("conditional_without_else",
          "`prev[i] = tidx[k - 1] if k > 0` - the conditional expression has no `else`. The restore loop "
          "stops at `-1` (`while j != -1`), so meant.py adds `else -1`.",
          ("prev[i] = tidx[k - 1] if k > 0 else -1", "prev[i] = tidx[k - 1] if k > 0")),
        M("unclosed_paren",
          "`a = list(map(int, data[pos:pos + n]); pos += n` - `list(` is not closed before the `;`. "
          "meant.py closes both calls before the `;`.",
          ("a = list(map(int, data[pos:pos + n])); pos += n", "a = list(map(int, data[pos:pos + n]); pos += n")),
        M("fstring_nested_same_quotes",
          "The output line `f\"{len(best)}\\n{\" \".join(map(str, best))}\"` nests `\" \"` inside a "
          "`\"`-delimited f-string (fine on the author's 3.12, rejected by the judge's 3.11). meant.py "
          "uses `' '` inside.",
          ("{' '.join(map(str, best))}", "{\" \".join(map(str, best))}")),
    ],
    note="""
Situation: longest increasing subsequence with `bisect_left` over tails, restoring one
answer through predecessor indices, multiple test cases read in one go from stdin.
The author's laptop runs 3.12; the judge runs 3.11 and returns "Compilation error".
""",
)

# ---------------------------------------------------------------- 033
case(
    "kruskal_dsu",
    "contest participant who likes compact classes (`s` for self), Kruskal with union-find",
    meant("kruskal_dsu"),
    [
        M("compound_after_def_colon",
          "`def find(s, x): while s.p[x] != x: ...` - the `while` with its one-line body was put on the "
          "`def` line; a compound statement cannot follow the colon of another. meant.py starts the "
          "`while` line (unchanged, with its `;`-joined body) on its own line inside `find`, above the "
          "existing `return x`.",
          ("    def find(s, x):\n        while s.p[x] != x:", "    def find(s, x): while s.p[x] != x:")),
        M("unclosed_paren",
          "`edges.sort(key=lambda e: (e[0], e[3])` - the `sort(` call is not closed; the next line "
          "`d = DSU(n)` is read as part of the lambda. meant.py closes it after the key tuple.",
          ("edges.sort(key=lambda e: (e[0], e[3]))\n", "edges.sort(key=lambda e: (e[0], e[3])\n")),
    ],
    note="""
Situation: minimum spanning tree with the edge indices printed (ties broken by input
order): a DSU with path halving and union by size, written in the compact style the author
uses in contests (`s` instead of `self`, one-line `if`s, `;`).
""",
)

# ---------------------------------------------------------------- 034
case(
    "window_max",
    "AtCoder beginner-contest participant, sliding-window maximum and best window sum",
    meant("window_max"),
    [
        M("trailing_comma_import",
          "`from itertools import accumulate,` - `pairwise` was deleted from the import (it is not used "
          "any more) and the comma before it stayed; a trailing comma needs parentheses. meant.py "
          "removes the comma.",
          ("from itertools import accumulate\n", "from itertools import accumulate,\n")),
        M("postfix_if",
          "`res.append(a[dq[0]]) if i >= k - 1` - a Ruby/Perl-style statement modifier; as a conditional "
          "expression it lacks `else`. meant.py writes the `if` statement with the append as its body.",
          ("        if i >= k - 1:\n            res.append(a[dq[0]])\n",
           "        res.append(a[dq[0]]) if i >= k - 1\n")),
        M("unclosed_paren",
          "`print(' '.join(map(str, window_max(a, k)))` has three `)` where four are needed; the "
          "`print(` stays open into the next line. meant.py closes it.",
          ("window_max(a, k))))\n", "window_max(a, k)))\n")),
    ],
    note="""
Situation: for each window of length k print the maximum (monotonic deque), then the
maximum window sum with its 1-based start (prefix sums with `accumulate`). Whole input read
with an iterator over `sys.stdin.read().split()`.
""",
)

# ---------------------------------------------------------------- 035
case(
    "interview_pad",
    "candidate typing in a shared interview pad (LeetCode-style Solution class)",
    meant("interview_pad"),
    [
        M("missing_colon",
          "`def twoSum(self, nums: List[int], target: int) -> List[int]` - no colon after the return "
          "annotation. meant.py adds it.",
          ("-> List[int]:\n        seen = {}", "-> List[int]\n        seen = {}")),
        M("paren_closed_by_bracket",
          "`groups[tuple(sorted(s)].append(s)` - the `)` of `tuple(` was typed as `]`, leaving `tuple(` "
          "open. meant.py has `groups[tuple(sorted(s))]`.",
          ("groups[tuple(sorted(s))].append(s)", "groups[tuple(sorted(s)].append(s)")),
        M("unterminated_string",
          "In `pairs = {')': '(', ']': '[', '}': '{'}` the last value lost its closing quote: `'{}` runs "
          "to the end of the line. meant.py has `'{'` followed by the `}` of the dict.",
          ("'}': '{'}", "'}': '{}")),
        M("swapped_not_equal",
          "`stack.pop() =! pairs[c]` - `!=` typed as `=!`. meant.py has `!=`.",
          ("stack.pop() != pairs[c]", "stack.pop() =! pairs[c]")),
    ],
    note="""
Situation: a 45-minute screening interview in a shared editor that does not run code:
two-sum, group anagrams, top-k frequent, valid parentheses and merge intervals, typed in
that order while talking. The interviewer pasted the file into a Python 3.11 runner at the
end.
""",
)

# ---------------------------------------------------------------- 036
case(
    "grid_bfs",
    "contest participant who writes dense BFS code with the walrus operator",
    meant("grid_bfs"),
    [
        M("genexp_not_parenthesized",
          "`tx, ty = next(i, j for i in range(h) ...)` - the tuple `(i, j)` has no parentheses, so `j for "
          "...` is an unparenthesised generator next to another argument. The `S` line just above "
          "has `next((i, j) for ...)`, and meant.py writes the `G` line the same way.",
          ("tx, ty = next((i, j) for", "tx, ty = next(i, j for")),
        M("walrus_unparenthesized",
          "`0 <= nx := x + dx < h and 0 <= ny := y + dy < w` - both assignment expressions inside the "
          "chained comparisons lack parentheses (`:=` binds looser than `<=`, and an unparenthesised "
          "walrus cannot stand there). meant.py parenthesises both: `(nx := x + dx)`, `(ny := y + dy)`.",
          ("0 <= (nx := x + dx) < h", "0 <= nx := x + dx < h"),
          ("0 <= (ny := y + dy) < w", "0 <= ny := y + dy < w")),
        M("unclosed_paren",
          "`print(d[tx][ty] if d[tx][ty] >= 0 else -1` - the `print(` is not closed. meant.py closes it.",
          ("else -1)\n", "else -1\n")),
    ],
    note="""
Situation: shortest path on a character grid from `S` to `G` around `#` walls, plus the
number of reachable cells and reachable keys `k`. A stale comment ("0-1 BFS ... no, plain
BFS") and a commented-out debug print are left in, as the author left them.
""",
)

# ---------------------------------------------------------------- 037
case(
    "tsp_bitmask",
    "ICPC team member, bitmask DP for a small travelling-salesman instance",
    meant("tsp_bitmask"),
    [
        M("unclosed_paren",
          "`@lru_cache(maxsize=None` - the decorator call is not closed; the `def go` below is read "
          "inside it. meant.py closes it.",
          ("@lru_cache(maxsize=None)\n", "@lru_cache(maxsize=None\n")),
        M("genexp_not_parenthesized",
          "`return min(dist[u][v] + go(...) for v in range(n) if ..., default=INF)` - a generator passed "
          "to `min` together with `default=` must have its own parentheses. meant.py wraps the generator "
          "in `( ... )`, as the restore loop's `min((v for v in ...), key=...)` further down does. The "
          "continuation line keeps its indentation.",
          ("return min((dist[u][v] + go(", "return min(dist[u][v] + go("),
          ("and dist[u][v]), default=INF)", "and dist[u][v], default=INF)")),
    ],
    note="""
Situation: a Held-Karp style DP over subsets with `functools.lru_cache` (0 in the matrix
means no road), and a greedy walk over the memoised values to print one optimal tour.
""",
)

# ---------------------------------------------------------------- 038
case(
    "segtree_queries",
    "competitive programmer's iterative segment tree for point updates and range sums",
    meant("segtree_queries"),
    [
        M("unclosed_paren",
          "`self.t = [0] * (2 * n` - the parenthesis around `2 * n` is not closed; the next line's "
          "`self.t[n:] = a` is read inside it. meant.py closes it.",
          ("self.t = [0] * (2 * n)\n", "self.t = [0] * (2 * n\n")),
        M("starred_target_without_comma",
          "`*a = map(int, input().split())` - the contest idiom is `*a, = ...` (a one-element starred "
          "tuple); without the comma a starred name cannot be an assignment target. meant.py adds the "
          "comma.",
          ("    *a, = map(int", "    *a = map(int")),
        M("if_else_one_line",
          "`if t == 1: st.update(x - 1, y) else: out.append(st.query(x - 1, y))` - an `if` and its "
          "`else` typed on one line. meant.py puts the `else:` and the two bodies on their own lines.",
          ("        if t == 1:\n            st.update(x - 1, y)\n        else:\n            out.append(st.query(x - 1, y))\n",
           "        if t == 1: st.update(x - 1, y) else: out.append(st.query(x - 1, y))\n")),
    ],
    note="""
Situation: a bottom-up segment tree (size 2n) answering "1 i v" assignments and "2 l r"
sums over [l, r), output collected and written once. Typed from memory during a contest.
""",
)

# ---------------------------------------------------------------- 039
case(
    "zfunc_hash",
    "C++ competitive programmer solving a string problem in Python for practice",
    meant("zfunc_hash"),
    [
        M("cpp_line_comment",
          "The comment in `get` was typed with C++'s `//`. meant.py uses `#`, like every other comment in "
          "the file.",
          ("    # hash of s[l:r]\n", "    // hash of s[l:r]\n")),
        M("missing_colon",
          "`for L in range(len(t) - 1, 0, -1)` has no colon.",
          ("for L in range(len(t) - 1, 0, -1):\n", "for L in range(len(t) - 1, 0, -1)\n")),
        M("mismatched_quotes",
          "`\"Just a legend')` - the string opened with `\"` is closed with `'`, so it never ends. "
          "meant.py closes it with `\"`.",
          ('"Just a legend")', '"Just a legend\')')),
    ],
    note="""
Situation: pattern occurrences with the Z-function on `p + '#' + t`, and a polynomial hash
(mod 2^61-1) to find the longest border of t. The author normally writes C++ and ported
the code in a hurry.
""",
)

# ---------------------------------------------------------------- 040
case(
    "brute_combos",
    "student practising for an olympiad, brute force with itertools one-liners",
    meant("brute_combos"),
    [
        M("assign_for_eq",
          "In the subset comprehension the filter reads `if sum(a[i] for i in c) = target` - `=` for `==`.",
          ("for i in c) == target]", "for i in c) = target]")),
        M("unclosed_paren",
          "`cnt = sum(1 for signs in product(...) if sum(...) == target` - the outer `sum(` is not closed "
          "at the end of the line. meant.py closes it.",
          ("zip(signs, a)) == target)\n", "zip(signs, a)) == target\n")),
        M("genexp_not_parenthesized",
          "`next(r for r in range(1, n + 1) if ..., 0)` - a generator next to a second argument (the "
          "default `0`) must be parenthesised. meant.py writes `next((r for ...), 0)`.",
          ("r_min = next((r for r", "r_min = next(r for r"),
          (">= target), 0)", ">= target, 0)")),
    ],
    note="""
Situation: an olympiad practice problem with n <= 10, answered by trying everything:
k-subsets with a given sum, sign assignments, the permutation with the smallest sum of
adjacent differences, products minus a third element, and the smallest subset size reaching
a target. Each part is one line of itertools.
""",
)
