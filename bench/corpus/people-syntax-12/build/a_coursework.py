"""001-010: second-course coursework (data structures and algorithms).

Students of varying skill, 60-140 lines, 2-4 syntax mistakes each, several with
comments (and some names) in their own language.
"""
from lib import M, case
from helpers import meant

# ---------------------------------------------------------------- 001
case(
    "lista_doble",
    "second-year student in Córdoba, Argentina (Spanish comments), doubly linked list assignment",
    meant("lista_doble"),
    [
        M("missing_colon",
          "`def __getitem__(self, indice)` has no colon; the method header is complete otherwise, "
          "meant.py adds the `:`.",
          ("    def __getitem__(self, indice):\n", "    def __getitem__(self, indice)\n")),
        M("unclosed_paren",
          "In `__repr__` the `)` of `\", \".join(` is missing after the generator "
          "`repr(x) for x in self`; the call would continue into the `return` line below, and CPython "
          "reports the `(` as never closed. meant.py closes the join right after the generator, where the expression ends.",
          ('elementos = ", ".join(repr(x) for x in self)\n', 'elementos = ", ".join(repr(x) for x in self\n')),
        M("unindent_mismatch",
          "In `eliminar`, `self.tamanio -= 1` was typed with 15 spaces instead of 16 after the nested "
          "if/else (an unindent that matches no outer level). The line belongs to the `if actual.dato == "
          "dato:` block with the `return True` below it, so meant.py gives it 16 spaces.",
          ("                self.tamanio -= 1\n                return True",
           "               self.tamanio -= 1\n                return True")),
    ],
    note="""
Situation: TP 3 of a second-course data-structures class, a doubly linked list with dunder
methods (`__len__`, `__iter__`, `__reversed__`, `__contains__`, `__getitem__` with negative
indices). Written in VS Code on a laptop; the student ran it once, got a SyntaxError and
saved the file to ask the teaching assistant. Comments are in Argentine Spanish.
""",
)

# ---------------------------------------------------------------- 002
case(
    "arvore_busca",
    "Brazilian computer-science student (Portuguese comments and names), binary search tree",
    meant("arvore_busca"),
    [
        M("missing_colon",
          "`elif chave > atual.chave` in `inserir` has no colon; meant.py adds it.",
          ("            elif chave > atual.chave:\n", "            elif chave > atual.chave\n")),
        M("unclosed_docstring",
          "The docstring of `remover` is closed with two quotes (`\"\"`) instead of three, so the string "
          "runs on to the next `\"\"\"` (the opening of the `em_ordem` docstring, 27 lines below); "
          "that docstring's text is then outside any string and its closing `\"\"\"` opens a string "
          "that never ends, which is what CPython reports (at the `em_ordem` docstring line). meant.py closes the "
          "docstring with `\"\"\"` on its own line, as the other docstrings in the file are closed.",
          ('        Caso com dois filhos: troca pelo sucessor (menor da subárvore direita).\n        """\n',
           '        Caso com dois filhos: troca pelo sucessor (menor da subárvore direita).\n        ""\n')),
        M("unclosed_paren",
          "`return 1 + max(self._altura(no.esq), self._altura(no.dir))` lost its final `)`: the `max(` "
          "stays open (the next lines, up to `def minimo`, would be read inside it). meant.py closes `max(` at "
          "the end of the line.",
          ("return 1 + max(self._altura(no.esq), self._altura(no.dir))\n",
           "return 1 + max(self._altura(no.esq), self._altura(no.dir)\n")),
    ],
    note="""
Situation: "Lista 4" of a data-structures course at a Brazilian university: a BST with
insertion, search, recursive removal with the in-order successor, an in-order generator
(`yield from`), height and minimum. The student writes careful docstrings in Portuguese;
the slips are typing slips.
""",
)

# ---------------------------------------------------------------- 003
case(
    "heap_uu_tien",
    "Vietnamese student (comments and names in Vietnamese) who learned C++ first, array min-heap",
    meant("heap_uu_tien"),
    [
        M("missing_comma_tuple",
          "The swap in `_vun_xuong` is written `self.a[i], self.a[nho] = self.a[nho] self.a[i]`: the comma "
          "between the two values on the right is missing. meant.py puts it back, matching the same swap "
          "in `_vun_len`.",
          ("self.a[i], self.a[nho] = self.a[nho], self.a[i]", "self.a[i], self.a[nho] = self.a[nho] self.a[i]")),
        M("c_and_operator",
          "`if phai < n && self.a[phai] < self.a[nho]:` uses the C++ `&&` (the student's first language at "
          "university); the line above uses `and`. meant.py has `and`.",
          ("if phai < n and self.a[phai]", "if phai < n && self.a[phai]")),
        M("fstring_brace_closed_by_paren",
          "`__repr__` returns `f\"MinHeap({self.a)\"`: the replacement field `{self.a` is closed with `)` "
          "instead of `}`. meant.py has `{self.a}` followed by the literal `)`.",
          ('return f"MinHeap({self.a})"', 'return f"MinHeap({self.a)"')),
        M("unclosed_bracket",
          "In the test code the list of `CongViec(...)` objects in the `for` header has no closing `]` "
          "before the colon. meant.py closes the list after the third job.",
          ('CongViec(2, "di cho")]:', 'CongViec(2, "di cho"):')),
    ],
    note="""
Situation: week-7 exercise of a data-structures course in Ho Chi Minh City: a priority queue
as an array min-heap without `heapq`, with heapify, heap sort, k smallest, and a small
`CongViec` (task) class ordered by `__lt__`. Comments in Vietnamese with diacritics; strings
in the test code without diacritics (typed quickly).
""",
)

# ---------------------------------------------------------------- 004
case(
    "graph_traversal",
    "Indian engineering student (comments in Hinglish, Hindi in Latin script), graph BFS/DFS lab",
    meant("graph_traversal"),
    [
        M("keyword_as_name",
          "`add_edge(self, from, to, ...)`: `from` is a keyword and cannot be a parameter name; it is used "
          "three times. meant.py uses `from_` (PEP 8's trailing underscore; `to` is a normal name and stays).",
          ("def add_edge(self, from_, to):", "def add_edge(self, from, to):"),
          ("self.adj[from_].append(to)", "self.adj[from].append(to)"),
          ("self.adj[to].append(from_)", "self.adj[to].append(from)")),
        M("bracket_closed_by_paren",
          "In `bfs`, `queue = deque([start)`: the list is closed with `)` and the `]` is missing. meant.py "
          "has `deque([start])` as in `shortest_path`.",
          ("        order = []\n        queue = deque([start])", "        order = []\n        queue = deque([start)")),
        M("body_not_indented",
          "In `dfs`, the `continue` under `if node in seen:` is at the same level as the `if`, so the `if` "
          "has no body. meant.py indents `continue` one level under the `if`.",
          ("            if node in seen:\n                continue\n            seen.add(node)",
           "            if node in seen:\n            continue\n            seen.add(node)")),
    ],
    note="""
Situation: DSA lab 6 at an Indian engineering college: an adjacency-list Graph class with
BFS, BFS shortest path, iterative DFS, connected components and undirected cycle detection.
Comments are in Hinglish. The student named the edge endpoints `from` and `to` as in the
lab sheet's pseudocode.
""",
)

# ---------------------------------------------------------------- 005
case(
    "plecak_dp",
    "Polish student (Polish comments and names), dynamic programming problem set",
    meant("plecak_dp"),
    [
        M("unclosed_bracket",
          "The table `dp = [[0] * (W + 1) for _ in range(n + 1)` in `plecak` lost its outer `]`; the next "
          "line's `for i in range(1, n + 1):` would be read as another `for` clause of the comprehension; "
          "CPython reports the `[` as never closed. meant.py closes the comprehension at the end of its own line, like "
          "the identical table in `lcs`.",
          ("dp = [[0] * (W + 1) for _ in range(n + 1)]\n", "dp = [[0] * (W + 1) for _ in range(n + 1)\n")),
        M("missing_colon",
          "`if wagi[i - 1] <= w` has no colon; meant.py adds it.",
          ("            if wagi[i - 1] <= w:\n", "            if wagi[i - 1] <= w\n")),
        M("missing_comma_call",
          "In `levenshtein`, the three-line `min(...)` call (one option per line, each with a comment) lost "
          "the comma after `akt[j - 1] + 1`. meant.py puts the comma back before the comment, as on the "
          "line above.",
          ("akt[j - 1] + 1,          # wstawienie", "akt[j - 1] + 1           # wstawienie")),
        M("fstring_nested_same_quotes",
          "The result line uses `{\", \".join(...)}` inside an f-string delimited by `\"` - accepted by "
          "Python 3.12 at home, rejected by the 3.11 on the lab machines. meant.py uses single quotes "
          "inside the replacement field.",
          ("{', '.join(nazwy[i] for i in wybrane)}", "{\", \".join(nazwy[i] for i in wybrane)}")),
    ],
    note="""
Situation: list 5 of "AiSD 2" (algorithms and data structures) at a Polish university: 0/1
knapsack with reconstruction, LCS with reconstruction, Levenshtein distance in two rows, and
minimum-coin change. The student develops on Python 3.12 at home; the lab machines (and the
grader) run 3.11.
""",
)

# ---------------------------------------------------------------- 006
case(
    "polynomial",
    "US undergraduate, quick and sloppy, polynomial class with operator overloading",
    meant("polynomial"),
    [
        M("apostrophe_in_single_quotes",
          "The TypeError message `'can't add Polynomial and '` is in single quotes, so the apostrophe in "
          "`can't` ends the string. meant.py writes it in double quotes, as every other string in the file.",
          ('raise TypeError("can\'t add Polynomial and " + type(other).__name__)',
           "raise TypeError('can't add Polynomial and ' + type(other).__name__)")),
        M("missing_comma_params",
          "`def __mul__(self other):` - the comma between the parameters is missing. meant.py adds it.",
          ("def __mul__(self, other):", "def __mul__(self other):")),
        M("unclosed_paren",
          "`derivative` returns `Polynomial([...][1:]` without the closing `)` of the constructor call; "
          "CPython reports the `(` as never closed. meant.py closes the call after `[1:]`.",
          ("enumerate(self.coeffs)][1:])\n", "enumerate(self.coeffs)][1:]\n")),
    ],
    note="""
Situation: homework 4 of CS 2110 (second programming course): a Polynomial class with
`__add__`, `__radd__`, `__neg__`, `__sub__`, `__mul__`, `__call__` (Horner), `__eq__`,
`__getitem__`, `__len__`, `__repr__`, `__str__` and a derivative. All-lowercase comments,
quick tests at module level.
""",
)

# ---------------------------------------------------------------- 007
_RESIZE_TABS = (
    "\tdef _resize(self, new_cap):\n"
    "\t\t# kinopya ko sa slides ni sir, ni-rehash lahat\n"
    "\t\told = self.buckets\n"
    "\t\tself.buckets = [[] for _ in range(new_cap)]\n"
    "\t\tfor bucket in old:\n"
    "\t\t\tfor k, v in bucket:\n"
    "\t\t\t\tself.buckets[hash(k) % new_cap].append((k, v))\n"
)
_RESIZE_SPACES = _RESIZE_TABS.replace("\t", "    ")

case(
    "hashmap_chaining",
    "Filipino CS student (comments in Taglish), TAB-indented file, hash map with separate chaining",
    meant("hashmap_chaining"),
    [
        M("unclosed_paren",
          "`_index` returns `hash(key) % len(self.buckets` without the `)` of `len(`; the following "
          "`def __setitem__` would be read inside the call. meant.py closes `len(` at the end of the line.",
          ("return hash(key) % len(self.buckets)\n", "return hash(key) % len(self.buckets\n")),
        M("assign_for_eq",
          "In `__getitem__`, `if k = key:` uses `=` for `==` (the two other loops use `==`).",
          ("\t\t\tif k == key:\n\t\t\t\treturn v", "\t\t\tif k = key:\n\t\t\t\treturn v")),
        M("pasted_spaces_in_tab_file",
          "The student indents with TABs (editor tab width 4); `_resize` was pasted from the lecture "
          "slides and came in indented with 4/8/12/16 spaces. It looks aligned in the editor, but Python "
          "counts a TAB as 8 columns, so the pasted `def` at 4 spaces matches no indentation level. "
          "meant.py indents the pasted method with TABs like the rest of the file.",
          (_RESIZE_TABS, _RESIZE_SPACES)),
    ],
    note="""
Situation: machine problem 2 of CMSC 123 (data structures) at a Philippine university: a
HashMap with separate chaining, `__setitem__`/`__getitem__`/`__delitem__`/`__contains__`/
`__iter__`, load-factor resize. The whole file is indented with TABs (both files keep the
TABs); one method was pasted from the instructor's slides with spaces. Comments in Taglish.
""",
)

# ---------------------------------------------------------------- 008
case(
    "backtracking",
    "Kenyan student (comments and names in Swahili), recursion and backtracking assignment",
    meant("backtracking"),
    [
        M("nonlocal_for_global",
          "Inside the nested `weka`, the student wrote `nonlocal idadi_ya_suluhisho, suluhisho_la_kwanza` "
          "(just learned for nested functions), but both names are module-level globals (`n_queens` "
          "itself declares them `global`), so there is no enclosing binding: SyntaxError \"no binding "
          "for nonlocal ... found\" (raised by the compiler, not the parser). meant.py uses `global`, "
          "as `n_queens` does.",
          ("        global idadi_ya_suluhisho, suluhisho_la_kwanza\n        if r == n:",
           "        nonlocal idadi_ya_suluhisho, suluhisho_la_kwanza\n        if r == n:")),
        M("unclosed_paren",
          "`chapisha_ubao` prints a nested join written over four lines; the last line has `)` where "
          "`))` is needed, so the `print(` opened three lines above is never closed (CPython points at "
          "that `print(`). meant.py closes both calls on the last line, as they were opened together on "
          "the first.",
          ("        for r in range(n)\n    ))\n", "        for r in range(n)\n    )\n")),
        M("missing_colon",
          "`if i == len(namba) or jumla > lengo` in `subset_sum` has no colon; meant.py adds it.",
          ("        if i == len(namba) or jumla > lengo:\n", "        if i == len(namba) or jumla > lengo\n")),
    ],
    note="""
Situation: assignment 3 of ICS 2105 at a Kenyan university: N-Queens counting (sets for
columns and diagonals), permutations without itertools, and subset sum by backtracking.
Comments and most names in Swahili.
""",
)

# ---------------------------------------------------------------- 009
case(
    "sorteren",
    "Dutch first-year-master bridging student who learned C first, sorting algorithms practical",
    meant("sorteren"),
    [
        M("c_increment",
          "In `partition`, `i++` (C) instead of `i += 1`; the same counter is incremented with `+=` in "
          "`merge`. meant.py has `i += 1`.",
          ("            a[i], a[j] = a[j], a[i]\n            i += 1\n",
           "            a[i], a[j] = a[j], a[i]\n            i++\n")),
        M("missing_comma_dict",
          "In the `algoritmen` dict (one entry per line) the comma after `\"quick\": quicksort` is missing. "
          "meant.py adds it like on the other lines.",
          ('        "quick": quicksort,\n', '        "quick": quicksort\n')),
        M("fstring_missing_brace",
          "In the timing output `{tijd * 1000:8.2f ms}` the replacement field is not closed before the "
          "literal ` ms`. meant.py closes it after the format spec: `{tijd * 1000:8.2f} ms`.",
          ('{tijd * 1000:8.2f} ms"', '{tijd * 1000:8.2f ms"')),
        M("dedented_line_orphans_else",
          "In `quicksort`, `lo = p + 1` (second line of the `if` branch) is one level too shallow, at the "
          "level of the `if` itself; the `if` statement then ends there and the `else:` on the next line "
          "has no `if` to belong to, which is where CPython reports the error. The `else` branch "
          "mirrors it (`quicksort(...)` then `hi = p - 1`), so meant.py puts `lo = p + 1` back in the "
          "`if` branch.",
          ("            lo = p + 1\n        else:", "        lo = p + 1\n        else:")),
    ],
    note="""
Situation: practical 2 of a Data Structures & Algorithms course in the Netherlands:
insertion sort, merge sort, quicksort (Lomuto, recursing on the smaller side), counting
sort and a small timing harness. Module docstring and comments in Dutch.
""",
)

# ---------------------------------------------------------------- 010
case(
    "trie_autocomplete",
    "Russian student (comments in Russian), trie with frequency-ranked autocomplete",
    meant("trie_autocomplete"),
    [
        M("unclosed_paren",
          "`node = node.children.setdefault(ch, TrieNode()` - the `)` of `setdefault(` is missing (only "
          "the one of `TrieNode()` was typed), so the `if` on the next line would be read inside the call. "
          "meant.py "
          "closes the call at the end of the line.",
          ("node = node.children.setdefault(ch, TrieNode())\n", "node = node.children.setdefault(ch, TrieNode()\n")),
        M("missing_colon",
          "`def _collect(self, node, prefix, out)` has no colon; meant.py adds it.",
          ("    def _collect(self, node, prefix, out):\n", "    def _collect(self, node, prefix, out)\n")),
        M("lambda_tuple_without_parens",
          "The sort key is written `key=lambda p: -p[1], p[0]` - the tuple the lambda should return is not "
          "in parentheses, so `p[0]` becomes a positional argument after a keyword argument. The comment "
          "above says: by descending frequency, ties alphabetically, so meant.py returns the tuple "
          "`(-p[1], p[0])`.",
          ("out.sort(key=lambda p: (-p[1], p[0]))", "out.sort(key=lambda p: -p[1], p[0])")),
    ],
    note="""
Situation: lab 5 of a data-structures course at a Russian university: a trie (`__slots__`
nodes) storing word frequencies, `__contains__`, `__len__`, prefix search, autocomplete
ranked by frequency, and recursive deletion that prunes empty nodes. Comments and test
words in Russian.
""",
)
