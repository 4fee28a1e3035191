"""031-040: library-style modules by experienced developers, with the one or two slips of
fast editing that keep them from compiling.

meant.py is the module with only the slips undone.
"""
from lib import M, case, START, END
from helpers import meant, tabify, between


case("exprparse", "experienced developer, small parsing library",
     meant("exprparse"),
     [
         M("string_prefix_mistyped",
           "The verbose token regex opens with `e\"\"\"` instead of `r\"\"\"` (`e` is next to "
           "`r` on the keyboard); `e` becomes a name followed by a string. meant.py has the raw "
           "prefix the pattern needs for its `\\d`, `\\s` and `\\(`.",
           ("_TOKEN_RE = re.compile(\n    r\"\"\"\n", "_TOKEN_RE = re.compile(\n    e\"\"\"\n")),
         M("missing_colon",
           "The `if` header in `expression()` with the three-part binding-power condition has no "
           "colon at its end.",
           ("_BINARY[tok.value][0] >= min_bp:\n", "_BINARY[tok.value][0] >= min_bp\n")),
     ],
     note="Situation: a small Pratt parser and evaluator for arithmetic formulas, kept as a "
          "single module inside a larger project.")


case("lru_ttl", "experienced developer, shared utilities package",
     meant("lru_ttl"),
     [
         M("assign_for_eq",
           "`if maxsize = 0:` in the `cached` decorator - `=` for `==`; the docstring says "
           "`maxsize=0` disables caching.",
           ("        if maxsize == 0:\n", "        if maxsize = 0:\n")),
     ],
     note="Situation: a thread-safe LRU cache with expiry and a memoizing decorator, written "
          "for the team's API clients.")


case("backoff", "experienced developer, retry helper in an internal library",
     meant("backoff"),
     [
         M("missing_comma_call",
           "In the multi-line `log.warning(...)` call of `report` the comma after the format "
           "string is missing, so the string is followed directly by `fn.__qualname__` on the "
           "next line. meant.py adds it (one argument per line, each ending in a comma).",
           ("retrying in %.2fs\",\n", "retrying in %.2fs\"\n")),
         M("decorator_unclosed",
           "`@functools.wraps(fn` above the sync `wrapper` lost its `)` when the parameter was "
           "renamed from `func` to `fn` (the selection took the parenthesis with it). meant.py "
           "closes it as in `@functools.wraps(fn)` above `async_wrapper`.",
           ("\n        @functools.wraps(fn)\n        def wrapper(", "\n        @functools.wraps(fn\n        def wrapper(")),
     ],
     note="Situation: a retry decorator with exponential backoff and full jitter for sync and "
          "async functions, in the team's internal library.")


case("dotlink_cli", "experienced developer, personal dotfiles tool published on GitHub",
     meant("dotlink_cli"),
     [
         M("elif_after_else",
           "In `link_state` the `elif target.exists():` branch (a real file where the link "
           "should be) was added after the `else:` instead of before it. meant.py moves it "
           "above the `else:`, which returns `\"missing\"` - the fall-through case.",
           ("    elif target.exists():\n        return \"file\"\n    else:\n        return \"missing\"\n",
            "    else:\n        return \"missing\"\n    elif target.exists():\n        return \"file\"\n")),
         M("closing_line_missing",
           "The `)` line closing the multi-line `p.add_argument(\"-f\", \"--force\", ...)` was lost, "
           "so the call is still open at `p.set_defaults(func=cmd_link)`; CPython reports the `(` "
           "four lines up as never closed. meant.py restores the `)` at the indentation of "
           "`p.add_argument(`, as in the `--repo` argument.",
           ("        help=\"replace existing files (kept as *.dotlink-backup) and wrong links\",\n    )\n",
            "        help=\"replace existing files (kept as *.dotlink-backup) and wrong links\",\n")),
     ],
     note="Situation: a small argparse CLI with four subcommands that manages dotfiles as "
          "symlinks into a repository.")


case("settings_loader", "experienced developer, configuration module of a service",
     meant("settings_loader"),
     [
         M("missing_comma_dict",
           "In `_COERCE` the comma after `float: float` is missing (the `str: str` entry was "
           "added below it later).",
           ("    float: float,\n    str: str,\n", "    float: float\n    str: str,\n")),
         M("string_prefix_mistyped",
           "`problems.append(d\"{prefix}{key}: unknown setting\")` - the `f` prefix typed as `d` "
           "(the key next to it); meant.py has the f-string that the `{prefix}{key}` fields need, "
           "like the other `problems.append(f\"...\")` lines.",
           ("problems.append(f\"{prefix}{key}: unknown setting\")", "problems.append(d\"{prefix}{key}: unknown setting\")")),
     ],
     note="Situation: a settings loader for a service: nested dataclasses filled from a TOML "
          "file with environment overrides, reporting all problems at once.")


case("ctxtools", "experienced developer, shared context-manager helpers",
     meant("ctxtools"),
     [
         M("missing_colon",
           "The second `if` of `SuppressLogged.__exit__` (`if self.reraise_after is not None and "
           "self.count >= self.reraise_after`) has no colon.",
           ("self.count >= self.reraise_after:\n", "self.count >= self.reraise_after\n")),
     ],
     note="Situation: a module of small context managers (chdir, environment patching, "
          "timing, atomic writes, logged suppression) copied between projects.")


case("eventbus", "experienced developer, typed event bus for a modular monolith",
     meant("eventbus"),
     [
         M("decorator_unclosed",
           "`@dataclass(frozen=True, kw_only=True` above `class Event:` lost its `)` when "
           "`kw_only=True` was appended. meant.py closes the decorator call.",
           ("@dataclass(frozen=True, kw_only=True)\n", "@dataclass(frozen=True, kw_only=True\n")),
         M("unclosed_bracket",
           "`self._subs: dict[type[Event], list[Subscription[Any]] = defaultdict(list)` - one of "
           "the three `]` closing the nested annotation is missing, so `dict[` is still open at "
           "the `=`. meant.py closes `Subscription[`, `list[` and `dict[`, as in the return "
           "annotation of `_matching` (`list[Subscription[Any]]`) plus the outer `]`.",
           ("list[Subscription[Any]]] = defaultdict(list)", "list[Subscription[Any]] = defaultdict(list)")),
     ],
     note="Situation: an in-process event bus with weakly held method handlers, priorities "
          "and async handlers.")


case("treewalk", "experienced developer, file-walking helper of a build tool",
     meant("treewalk"),
     [
         M("missing_comma_call",
           "`yield Entry(path, rel, False, st.st_size st.st_mtime, depth)` - the comma between "
           "`st.st_size` and `st.st_mtime` is missing; the `Entry(...)` call for directories two "
           "lines above has the same six arguments with commas.",
           ("st.st_size, st.st_mtime, depth)", "st.st_size st.st_mtime, depth)")),
     ],
     note="Situation: a pathlib/os.scandir tree walker with include/exclude globs, "
          ".gitignore-style rules, depth limit and symlink-loop protection.")


case("aiopool", "experienced developer, asyncio worker pool for a crawler",
     meant("aiopool"),
     [
         M("closing_line_missing",
           "In `start()` the `)` line that closes the multi-line `asyncio.create_task(` call "
           "inside the list comprehension was lost, so `for i in range(self._n)` lands inside the "
           "call and the `]` after it is where CPython reports a mismatched bracket. "
           "meant.py restores the `)` at the indentation of `asyncio.create_task(`.",
           ("                name=f\"{self._name}-worker-{i}\",\n            )\n",
            "                name=f\"{self._name}-worker-{i}\",\n")),
     ],
     note="Situation: a bounded asyncio worker pool with back-pressure, ordered results and "
          "per-worker statistics.")


_ENDTAG_BRANCH = between("microtemplate", "                elif tag in (\"endif\", \"endfor\"):\n",
                         "                else:\n                    raise TemplateSyntaxError(f\"{self.name}: unknown tag")
_ELSE_BRANCH = between("microtemplate", "                else:\n                    raise TemplateSyntaxError(f\"{self.name}: unknown tag",
                       "            else:\n                code.add(f\"out.append({token!r})\")")

case("microtemplate", "experienced developer, template engine for generated e-mails",
     meant("microtemplate"),
     [
         M("missing_comma_dict",
           "In `FILTERS` the comma after the `\"money\"` lambda is missing. The lambda's f-string "
           "and the next key `\"length\"` then join into one string (implicit concatenation), "
           "and CPython only objects at the colon after it, on the next line. meant.py adds the "
           "comma.",
           ("\"money\": lambda v: f\"{float(v):,.2f}\",\n", "\"money\": lambda v: f\"{float(v):,.2f}\"\n")),
         M("elif_after_else",
           "The `endif`/`endfor` branch of the tag dispatch was pasted below the final "
           "`else: raise TemplateSyntaxError(... unknown tag ...)` instead of above it. "
           "meant.py puts it back before the `else`, which must stay last.",
           (_ENDTAG_BRANCH + _ELSE_BRANCH, _ELSE_BRANCH + _ENDTAG_BRANCH)),
     ],
     note="Situation: a tiny template engine that compiles `{{ }}` / `{% %}` templates to "
          "Python code, used for generated e-mails.")
