"""Group 3: students writing algorithms and data structures, with one or two habits from
C / C++ / Java / JavaScript / C# mixed into otherwise-Python code. Cases 023-030."""
from lib import case, M

# ---------------------------------------------------------------- 023
case("linked_list_java_slash_comments_and_ampersands_increment",
     "second-year CS student whose course switched from Java to Python, singly linked list lab",
     r'''
# CS 201 - Lab 5: singly linked list
# (our course switched from Java to Python this term)


class Node:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next


class LinkedList:
    def __init__(self):
        self.head = None
        self.size = 0

    def __iter__(self):
        cur = self.head
        while cur is not None:
            yield cur.value
            cur = cur.next

    def append(self, value):
        node = Node(value)
        if self.head is None:
            self.head = node
        else:
            cur = self.head
            while cur.next is not None:
                cur = cur.next
            cur.next = node
        self.size += 1

    def find(self, value):
        # returns the index of value, or -1 if it is not in the list
        i = 0
        cur = self.head
        while cur is not None:
            if cur.value == value:
                return i
            cur = cur.next
            i += 1
        return -1

    def remove(self, value):
        # removes the first node holding value; returns True if something was removed
        if self.head is None:
            return False
        if self.head.value == value:
            self.head = self.head.next
            self.size -= 1
            return True
        prev = self.head
        while prev.next is not None and prev.next.value != value:
            prev = prev.next
        if prev.next is None:
            return False
        prev.next = prev.next.next
        self.size -= 1
        return True


if __name__ == "__main__":
    ll = LinkedList()
    for x in [3, 1, 4, 1, 5, 9, 2, 6]:
        ll.append(x)
    print(list(ll), "size", ll.size)
    print("find 5:", ll.find(5))
    print("remove 1:", ll.remove(1), list(ll))
''',
     [
         M("habit:java // comments",
           "The comment lines inside find() and remove() start with `//`; the "
           "file's header comments use `#`.",
           ("        # returns the index", "        // returns the index"),
           ("        # removes the first node", "        // removes the first node")),
         M("habit:java ++ increment", "`i++` in find().",
           ("            i += 1\n", "            i++\n")),
         M("habit:java && for and", "`prev.next is not None && prev.next.value != value` in remove().",
           ("while prev.next is not None and prev.next.value != value:",
            "while prev.next is not None && prev.next.value != value:")),
     ])

# ---------------------------------------------------------------- 024
case("binary_search_c_ampersands_bang_ternary_else_if",
     "first-year student who learned C at school, binary-search variants homework",
     r'''
"""Week 7 homework: binary search variants (lists sorted ascending)."""
import random


def binary_search(arr, target):
    lo = 0
    hi = len(arr) - 1
    steps = 0
    found = False
    while lo <= hi and not found:
        steps += 1
        mid = (lo + hi) // 2
        if arr[mid] == target:
            found = True
        elif arr[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    print("  steps:", steps)
    return mid if found else -1


def lower_bound(arr, target):
    """first index i with arr[i] >= target (len(arr) if none)"""
    lo, hi = 0, len(arr)
    while lo < hi:
        mid = (lo + hi) // 2
        if arr[mid] < target:
            lo = mid + 1
        else:
            hi = mid
    return lo


def upper_bound(arr, target):
    """first index i with arr[i] > target"""
    lo, hi = 0, len(arr)
    while lo < hi:
        mid = (lo + hi) // 2
        if arr[mid] <= target:
            lo = mid + 1
        else:
            hi = mid
    return lo


def count_occurrences(arr, target):
    return upper_bound(arr, target) - lower_bound(arr, target)


def test():
    data = sorted(random.randint(0, 50) for _ in range(30))
    print(data)
    for t in (0, 17, 25, 50, 51):
        i = binary_search(data, t)
        ok = (i == -1 and t not in data) or (i != -1 and data[i] == t)
        print(t, "->", i, "ok" if ok else "WRONG")
        print("   count:", count_occurrences(data, t))


test()
''',
     [
         M("habit:c && for and", "`while lo <= hi && !found:` - `&&` for `and` ...",
           ("while lo <= hi and not", "while lo <= hi && not")),
         M("habit:c ! for not", "... and `!found` for `not found` on the same line.",
           ("not found:", "!found:")),
         M("habit:c else if", "`else if arr[mid] < target:` in binary_search.",
           ("        elif arr[mid] < target:", "        else if arr[mid] < target:")),
         M("habit:c ternary ?:", "`return found ? mid : -1` - C's conditional operator.",
           ("return mid if found else -1", "return found ? mid : -1")),
     ],
     note="`mid` is unbound when the list is empty; that is a logic bug of the homework and stays.")

# ---------------------------------------------------------------- 025
case("grid_maze_bfs_js_const_or_pipes_triple_equals",
     "student who writes JavaScript at a part-time web job, BFS/DFS maze solver assignment",
     r'''
"""Maze solver: BFS for the shortest path (Algorithms course, assignment 3)."""
from collections import deque

MAZE = """
S.#.......
.##.####.#
....#....#
.####.##..
......#..E
""".strip().splitlines()

DIRS = [(0, 1), (1, 0), (0, -1), (-1, 0)];


def find(grid, ch):
    for r, row in enumerate(grid):
        c = row.find(ch)
        if c != -1:
            return (r, c)
    return None


def neighbours(grid, r, c):
    rows, cols = len(grid), len(grid[0])
    for dr, dc in DIRS:
        nr, nc = r + dr, c + dc
        if nr < 0 or nc < 0 or nr >= rows or nc >= cols:
            continue
        if grid[nr][nc] == "#":
            continue
        yield nr, nc


def bfs(grid, start, goal):
    queue = deque([start])
    came_from = {start: None}
    while queue:
        cur = queue.popleft()
        if cur == goal:
            break
        for nxt in neighbours(grid, *cur):
            if nxt not in came_from:
                came_from[nxt] = cur
                queue.append(nxt)
    if goal not in came_from:
        return None
    path = []
    node = goal
    while node is not None:
        path.append(node)
        node = came_from[node]
    path.reverse();
    return path


start = find(MAZE, "S")
goal = find(MAZE, "E")
path = bfs(MAZE, start, goal)
if path is None:
    print("no path!");
else:
    print("shortest path:", len(path) - 1, "steps:", path)
''',
     [
         M("habit:js const declaration", "`const DIRS = [...];` - JavaScript's `const`. The "
           "trailing `;` is valid Python and stays, like the other two semicolons in the file.",
           ("DIRS = [(0, 1)", "const DIRS = [(0, 1)")),
         M("habit:js || for or", "`nr < 0 || nc < 0 || nr >= rows || nc >= cols` in neighbours().",
           ("if nr < 0 or nc < 0 or nr >= rows or nc >= cols:", "if nr < 0 || nc < 0 || nr >= rows || nc >= cols:")),
         M("habit:js === for ==", '`if grid[nr][nc] === "#":`.',
           ('if grid[nr][nc] == "#":', 'if grid[nr][nc] === "#":')),
     ],
     note="Semicolons at the end of three lines are a JavaScript habit too, but valid Python: "
          "they are not counted and stay in meant.py.")

# ---------------------------------------------------------------- 026
case("sorting_lab_java_for_header_int_decl_increments",
     "Data Structures student coming from AP Computer Science (Java), sorting comparison lab",
     r'''
"""Sorting lab: bubble sort and merge sort, compared on random lists.
Data Structures (CS 2420) - lab 4
"""
import random
import time


def bubble_sort(a):
    a = list(a)
    n = len(a)
    swaps = 0
    for i in range(n - 1):
        for j in range(n - 1 - i):
            if a[j] > a[j + 1]:
                a[j], a[j + 1] = a[j + 1], a[j]
                swaps += 1
    return a, swaps


def merge(left, right):
    out = []
    i = j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            out.append(left[i])
            i += 1
        else:
            out.append(right[j])
            j += 1
    out.extend(left[i:])
    out.extend(right[j:])
    return out


def merge_sort(a):
    if len(a) <= 1:
        return list(a)
    mid = len(a) // 2
    return merge(merge_sort(a[:mid]), merge_sort(a[mid:]))


def timed(fn, data):
    t0 = time.perf_counter()
    return fn(data), (time.perf_counter() - t0) * 1000


if __name__ == "__main__":
    for n in (100, 1000, 3000):
        data = [random.randint(0, 10000) for _ in range(n)]
        expected = sorted(data)
        print(f"n = {n}")
        (res, swaps), ms = timed(bubble_sort, data)
        print(f"  bubble     {ms:8.2f} ms  swaps={swaps}  ok={res == expected}")
        for name, fn in [("merge", merge_sort)]:
            res, ms = timed(fn, data)
            print(f"  {name:<10} {ms:8.2f} ms  ok={res == expected}")
''',
     [
         M("habit:java typed declaration (int x = ...)", "`int swaps = 0` in bubble_sort.",
           ("    swaps = 0\n", "    int swaps = 0\n")),
         M("habit:java for (init; cond; step) header",
           "`for (int i = 0; i < n - 1; i++):` as the outer loop of bubble_sort; meant.py is "
           "`for i in range(n - 1):` (the inner loop, already Python, uses `n - 1 - i`).",
           ("    for i in range(n - 1):", "    for (int i = 0; i < n - 1; i++):")),
         M("habit:java ++ increment",
           "`i++` / `j++` in merge.",
           ("            i += 1\n        else:", "            i++\n        else:"),
           ("            j += 1\n    out.extend", "            j++\n    out.extend")),
     ])

# ---------------------------------------------------------------- 027
case("dynamic_programming_cpp_slash_comments_ternary_for_colon",
     "Algorithms II student who does competitive programming in C++, DP problem sheet",
     r'''
"""DP practice set (Algorithms II, problem sheet 6)."""


def lcs(a, b):
    n, m = len(a), len(b)
    dp = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(1, n + 1):
        for j in range(1, m + 1):
            if a[i - 1] == b[j - 1]:
                dp[i][j] = dp[i - 1][j - 1] + 1   # characters match
            else:
                dp[i][j] = max(dp[i - 1][j], dp[i][j - 1])
    # walk back to build the subsequence
    i, j = n, m
    out = []
    while i > 0 and j > 0:
        if a[i - 1] == b[j - 1]:
            out.append(a[i - 1])
            i -= 1
            j -= 1
        elif dp[i - 1][j] >= dp[i][j - 1]:
            i -= 1
        else:
            j -= 1
    return "".join(reversed(out))


def edit_distance(s, t):
    prev = list(range(len(t) + 1))
    for i in range(1, len(s) + 1):
        cur = [i] + [0] * len(t)
        for j in range(1, len(t) + 1):
            cost = 0 if s[i - 1] == t[j - 1] else 1
            cur[j] = min(prev[j] + 1,          # delete
                         cur[j - 1] + 1,       # insert
                         prev[j - 1] + cost)   # replace
        prev = cur
    return prev[-1]


def knapsack(items, capacity):
    # items: list of (weight, value)
    dp = [0] * (capacity + 1)
    for w, v in items:
        for cap in range(capacity, w - 1, -1):
            dp[cap] = max(dp[cap], dp[cap - w] + v)
    return dp[capacity]


def longest_increasing(nums):
    best = [1] * len(nums)
    for i in range(len(nums)):
        for j in range(i):
            if nums[j] < nums[i]:
                best[i] = best[i] if best[i] > best[j] + 1 else best[j] + 1
    return max(best)


print(lcs("AGGTAB", "GXTXAYB"))          # GTAB
print(edit_distance("kitten", "sitting"))  # 3
print(knapsack([(1, 1), (3, 4), (4, 5), (5, 7)], 7))  # 9
print(longest_increasing([10, 9, 2, 5, 3, 7, 101, 18]))  # 4
''',
     [
         M("habit:c++ // comments",
           "Six of the student's own comments use `//`: the end-of-line ones in lcs() and on the "
           "three lines of the min() call in edit_distance(), and the full-line ones in lcs() and "
           "knapsack(). The expected-output comments on the final prints were copied from the "
           "problem sheet and already use `#`. One of the six would be valid Python on its own "
           "(`...) // replace` after the closing bracket of min() is a floor division by a name); "
           "it belongs to this one mistake.",
           ("+ 1   # characters match", "+ 1   // characters match"),
           ("    # walk back to build", "    // walk back to build"),
           ("# delete\n", "// delete\n"),
           ("# insert\n", "// insert\n"),
           ("# replace\n", "// replace\n"),
           ("    # items: list of", "    // items: list of")),
         M("habit:c++ ternary ?:", "`best[i] = best[i] > best[j] + 1 ? best[i] : best[j] + 1`.",
           ("best[i] = best[i] if best[i] > best[j] + 1 else best[j] + 1",
            "best[i] = best[i] > best[j] + 1 ? best[i] : best[j] + 1")),
         M("colon: missing after for", "`for w, v in items` in knapsack() without the colon.",
           ("    for w, v in items:", "    for w, v in items")),
     ])

# ---------------------------------------------------------------- 028
case("matrix_class_java_new_throw_ampersands_def_colon",
     "Linear Algebra for CS student who learned Java first, Matrix class with dunder methods",
     r'''
"""A small Matrix class for Linear Algebra for CS (lab 2)."""


class Matrix:
    def __init__(self, rows):
        if not rows or any(len(r) != len(rows[0]) for r in rows):
            raise ValueError("rows must be non-empty and of equal length")
        self.data = [list(map(float, r)) for r in rows]
        self.n = len(rows)
        self.m = len(rows[0])

    def __setitem__(self, idx, value):
        i, j = idx
        self.data[i][j] = value

    def __eq__(self, other):
        if not isinstance(other, Matrix):
            return NotImplemented
        return self.n == other.n and self.m == other.m and self.data == other.data

    def __mul__(self, other):
        if isinstance(other, (int, float)):
            return Matrix([[x * other for x in row] for row in self.data])
        if self.m != other.n:
            raise ValueError(f"cannot multiply {self.n}x{self.m} by {other.n}x{other.m}")
        result = Matrix([[0] * other.m for _ in range(self.n)])
        for i in range(self.n):
            for j in range(other.m):
                total = 0
                for k in range(self.m):
                    total += self.data[i][k] * other.data[k][j]
                result[i, j] = total
        return result

    __rmul__ = __mul__

    def transpose(self):
        return Matrix([list(col) for col in zip(*self.data)])

    def trace(self):
        if self.n != self.m:
            raise ValueError("trace needs a square matrix")
        t = 0
        for i in range(self.n):
            t += self.data[i][i]
        return t

    def __str__(self):
        lines = []
        for row in self.data:
            lines.append("[" + "  ".join(f"{x:6.2f}" for x in row) + "]")
        return "\n".join(lines)


if __name__ == "__main__":
    A = Matrix([[1, 2], [3, 4]])
    B = Matrix([[0, 1], [1, 0]])
    print(A * B)
    print()
    print(2 * A)
    print(A.transpose() == Matrix([[1, 3], [2, 4]]))
    print(A.trace())
''',
     [
         M("colon: missing after def", "`def __setitem__(self, idx, value)` without the colon.",
           ("def __setitem__(self, idx, value):", "def __setitem__(self, idx, value)")),
         M("habit:java && for and", "`self.n == other.n && self.m == other.m && self.data == other.data` in __eq__.",
           ("self.n == other.n and self.m == other.m and self.data == other.data",
            "self.n == other.n && self.m == other.m && self.data == other.data")),
         M("habit:java new before constructor call", "`return new Matrix(...)` in transpose().",
           ("return Matrix([list(col)", "return new Matrix([list(col)")),
         M("habit:java throw new for raise", '`throw new ValueError("trace needs a square matrix")`.',
           ('raise ValueError("trace needs', 'throw new ValueError("trace needs')),
     ])

# ---------------------------------------------------------------- 029
case("recursion_workshop_js_let_template_literal_strict_not_equal",
     "working JavaScript developer taking an evening algorithms course, recursion exercises",
     r'''
"""Recursion workshop - four classic problems.
(Intro to Algorithms, week 3; I mostly write JS at work)
"""
def hanoi(n, src, dst, via, moves):
    if n == 0:
        return
    hanoi(n - 1, src, via, dst, moves)
    moves.append(f"Move disk {n} from {src} to {dst}")
    hanoi(n - 1, via, dst, src, moves)


def permutations(items):
    if len(items) <= 1:
        return [list(items)]
    result = []
    for i, x in enumerate(items):
        rest = items[:i] + items[i + 1:]
        for p in permutations(rest):
            result.append([x] + p)
    return result


def flood_fill(grid, r, c, new):
    old = grid[r][c]
    if old == new:
        return grid

    def fill(r, c):
        if r < 0 or r >= len(grid) or c < 0 or c >= len(grid[0]):
            return
        if grid[r][c] != old:
            return
        grid[r][c] = new
        fill(r + 1, c)
        fill(r - 1, c)
        fill(r, c + 1)
        fill(r, c - 1)

    fill(r, c)
    return grid


memo = {0: 0, 1: 1}


def fib(n):
    if n not in memo:
        memo[n] = fib(n - 1) + fib(n - 2)
    return memo[n]


if __name__ == "__main__":
    moves = []
    hanoi(3, "A", "C", "B", moves)
    print("\n".join(moves))
    print(len(moves), "moves")
    print(permutations([1, 2, 3]))
    picture = [list("..##"), list(".#.."), list("...#")]
    for row in flood_fill(picture, 0, 0, "o"):
        print("".join(row))
    print([fib(i) for i in range(15)])
    print(fib(300))
''',
     [
         M("habit:js template literal with backticks",
           "`` `Move disk ${n} from ${src} to ${dst}` `` in hanoi(); meant.py is the f-string "
           "with the same text (`${x}` becomes `{x}`).",
           ('f"Move disk {n} from {src} to {dst}"', '`Move disk ${n} from ${src} to ${dst}`')),
         M("habit:js !== for !=", "`if grid[r][c] !== old:` in flood_fill's helper.",
           ("if grid[r][c] != old:", "if grid[r][c] !== old:")),
         M("habit:js let declaration", "`let moves = []` in the main block.",
           ("    moves = []\n", "    let moves = []\n")),
     ])

# ---------------------------------------------------------------- 030
case("stack_brackets_postfix_csharp_foreach_var_bang",
     "Data Structures student who learned C# first, stack applications homework",
     r'''
"""Stack applications: bracket matching and infix -> postfix -> value.
Data Structures, homework 5 (I learned C# first)
"""
import re

PAIRS = {")": "(", "]": "[", "}": "{"}
PRECEDENCE = {"+": 1, "-": 1, "*": 2, "/": 2, "^": 3}


class Stack:
    def __init__(self):
        self._items = []

    def push(self, x):
        self._items.append(x)

    def pop(self):
        if self.is_empty():
            raise IndexError("pop from empty stack")
        return self._items.pop()

    def peek(self):
        return self._items[-1] if self._items else None

    def is_empty(self):
        return len(self._items) == 0


def balanced(expr):
    stack = Stack()
    for ch in expr:
        if ch in "([{":
            stack.push(ch)
        elif ch in PAIRS:
            if stack.is_empty() or stack.pop() != PAIRS[ch]:
                return False
    return stack.is_empty()


def tokenize(expr):
    return re.findall(r"\d+(?:\.\d+)?|[-+*/^()]", expr)


def to_postfix(tokens):
    out, ops = [], Stack()
    for t in tokens:
        if t in PRECEDENCE:
            while (not ops.is_empty() and ops.peek() != "("
                   and (PRECEDENCE[ops.peek()] > PRECEDENCE[t]
                        or (PRECEDENCE[ops.peek()] == PRECEDENCE[t] and t != "^"))):
                out.append(ops.pop())
            ops.push(t)
        elif t == "(":
            ops.push(t)
        elif t == ")":
            while ops.peek() != "(":
                out.append(ops.pop())
            ops.pop()
        else:
            out.append(t)
    while not ops.is_empty():
        out.append(ops.pop())
    return out


def evaluate(postfix):
    st = Stack()
    for t in postfix:
        if t in PRECEDENCE:
            b = st.pop()
            a = st.pop()
            if t == "+": st.push(a + b)
            elif t == "-": st.push(a - b)
            elif t == "*": st.push(a * b)
            elif t == "/": st.push(a / b)
            else: st.push(a ** b)
        else:
            st.push(float(t))
    return st.pop()


for e in ["(1 + 2) * 3", "2 ^ 3 ^ 2", "((4 - 1) * [2 + 3]", "10 / 4 - 1.5 * 2"]:
    if not balanced(e):
        print(f"{e!r}: brackets do not match")
        continue
    pf = to_postfix(tokenize(e))
    print(f"{e!r} -> {' '.join(pf)} = {evaluate(pf)}")
''',
     [
         M("habit:c# foreach (var x in xs)", "`foreach (var ch in expr):` in balanced().",
           ("    stack = Stack()\n    for ch in expr:", "    stack = Stack()\n    foreach (var ch in expr):")),
         M("habit:c# ! for not", "`while !ops.is_empty():` at the end of to_postfix().",
           ("    while not ops.is_empty():\n        out.append", "    while !ops.is_empty():\n        out.append")),
         M("habit:c# var declaration", "`var b = st.pop()` / `var a = st.pop()` in evaluate().",
           ("            b = st.pop()", "            var b = st.pop()"),
           ("            a = st.pop()", "            var a = st.pop()")),
     ],
     note="The one-line `if t == \"+\": st.push(a + b)` chain is the student's style and is "
          "valid Python; it stays.")
