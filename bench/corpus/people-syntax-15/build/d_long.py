"""Group D (031-040): long modules of small open-source-style projects, broken by a
maintainer's refactor or by a merge/rebase."""
from lib import M, case
from helpers import meant

POLICY = ("Policy: only the mistakes are undone; the module's conventions stay (docstrings, type "
          "hints, logging calls, comments in the maintainers' languages). Where a refactor was "
          "half done, meant.py completes it the way the rest of the file already shows; a lost "
          "closer or closing line is restored where its construct ends, at the indentation of the "
          "line that opened it; duplicated or half-merged lines keep the version the code uses.")

case("snapkeep_cli",
     "German maintainer of a small rsync snapshot tool (argparse subcommands, dataclass repo, "
     "retention logic; English docstrings, German comments) after rebasing a feature branch "
     "and a refactor that moved helpers into the Repo class",
     meant("snapkeep_cli"),
     [
         M("return_dedented_after_move",
           "`snapshots()` used to be the module-level function `list_snapshots(root)`; when it "
           "was moved into `Repo`, every line got four more spaces except the last, so "
           "`return sorted(found)` sits at class-body level. The compiler rejects a `return` "
           "outside a function. meant.py indents it to the method body (8 spaces).",
           ("            found.append(p)\n        return sorted(found)\n",
            "            found.append(p)\n    return sorted(found)\n")),
         M("except_half_merged",
           "The rebase left both branches' `except` lines of the `shutil.rmtree` call: "
           "`except PermissionError:` (old branch) directly above `except OSError as exc:` "
           "(new branch), so the first has no body. meant.py keeps `except OSError as exc:`, "
           "the clause whose body (which logs `exc`) follows it.",
           ("        except OSError as exc:\n            log.warning(\"could not delete",
            "        except PermissionError:\n        except OSError as exc:\n            log.warning(\"could not delete")),
         M("positional_after_keyword",
           "The call to `select_keep` was being converted to keyword arguments "
           "(`daily=`, `weekly=`) and the last argument was left positional after them. meant.py "
           "finishes the conversion with `monthly=args.keep_monthly`, matching the parameter "
           "name of `select_keep` and the two arguments before it.",
           ("weekly=args.keep_weekly, monthly=args.keep_monthly)", "weekly=args.keep_weekly, args.keep_monthly)")),
         M("duplicated_kwarg_line",
           "The rebase applied a hunk of the `--keep-monthly` option twice, so its multi-line "
           "`add_argument(` call has `type=int,` on two lines; the compiler rejects the repeated "
           "keyword. meant.py keeps one `type=int,` line.",
           ("        type=int,\n        default=6,", "        type=int,\n        type=int,\n        default=6,")),
     ],
     note="A 290-line CLI: init, run (rsync --link-dest), list, prune (daily/weekly/monthly "
          "retention) and status for monitoring. " + POLICY)

case("estoque_flask_views",
     "Brazilian maintainer of a small inventory service (Flask blueprint, SQLAlchemy 2.0 "
     "select(), audit log; Portuguese docstrings, names and messages) after extracting a helper",
     meant("estoque_flask_views"),
     [
         M("docstring_close_lost",
           "The closing `\"\"\"` line of the module docstring was deleted when the route list in "
           "it was edited. The docstring then runs on to the first `\"\"\"` further down, the "
           "opening quotes of `requer_token`'s docstring; from there on every later `\"\"\"` is "
           "paired with the wrong partner, and the last one in the file (the closing quotes of "
           "`movimentar`'s docstring) opens a string that never ends, which CPython reports far "
           "below the fix. meant.py restores the `\"\"\"` line after the last "
           "sentence of the module docstring.",
           ("(exigência da contabilidade, ver #112).\n\"\"\"\n", "(exigência da contabilidade, ver #112).\n")),
         M("opening_line_missing",
           "In `listar_produtos` the `{` line opening the response dict inside `jsonify(` was "
           "deleted; the first key is then read as a call argument and the `}` line further "
           "down has nothing to close. meant.py restores the `{` line at the indentation of the "
           "`}` that closes it.",
           ("    return jsonify(\n        {\n            \"itens\"", "    return jsonify(\n            \"itens\"")),
         M("block_indent_off_after_move",
           "`_buscar` was extracted from a view where the lookup sat one level deeper; the first "
           "line was dedented to the function body, the `if produto is None:` block was not "
           "(unexpected indent). meant.py puts the `if` at the body's 4 spaces and `abort(404)` "
           "at 8, as the `return produto` after it shows.",
           ("    if produto is None:\n        abort(404)\n    return produto\n",
            "        if produto is None:\n            abort(404)\n    return produto\n")),
     ],
     note="A 212-line blueprint: list with filters and pagination, create, detail, patch, stock "
          "movements and a low-stock CSV report. " + POLICY)

case("etl_zamowienia",
     "Polish data engineer's nightly orders ETL from MySQL to a Postgres warehouse (SQL in "
     "triple-quoted strings, NBP exchange rates, psycopg2 execute_values; Polish comments) after "
     "a clean-up refactor",
     meant("etl_zamowienia"),
     [
         M("triple_quote_not_closed",
           "The closing `\"\"\"` line of `REFRESH_MART_SQL` was deleted together with a trailing "
           "SQL comment. The string then runs through the `Order` dataclass up to the opening "
           "quotes of the `FxRates` docstring; every later `\"\"\"` is paired with the wrong "
           "partner, and the last one (the closing quotes of the SQL string in "
           "`write_watermark`) opens a string that never ends, which CPython reports far "
           "below the fix. meant.py "
           "restores the `\"\"\"` line after `GROUP BY 1, 2;`.",
           ("    GROUP BY 1, 2;\n\"\"\"\n", "    GROUP BY 1, 2;\n")),
         M("walrus_slip",
           "The batch loop was rewritten from `while True: ... if not rows: break` to an "
           "assignment expression, but typed with `=`: `while rows = cur.fetchmany(BATCH):`. "
           "meant.py uses `:=` (the body uses `rows`).",
           ("while rows := cur.fetchmany(BATCH):", "while rows = cur.fetchmany(BATCH):")),
         M("bare_star_misplaced",
           "`dry_run` was made keyword-only (the call passes `dry_run=args.dry_run`), but the "
           "`*` was put after it, at the end of the parameter list, where nothing follows it. "
           "meant.py puts `*,` before `dry_run`.",
           ("line_rows: list[tuple], *, dry_run: bool = False)", "line_rows: list[tuple], dry_run: bool = False, *)")),
     ],
     note="A 267-line ETL: extract by watermark, currency conversion and VAT split, upserts and "
          "a mart refresh. " + POLICY)

case("dag_reportes_ventas",
     "Chilean data team's Airflow 2 DAG for daily sales reports (S3 sensor, S3ToRedshift, dbt "
     "via BashOperator, a TaskGroup of exports, Slack notifier; Spanish docstrings and names) "
     "after adding the export TaskGroup",
     meant("dag_reportes_ventas"),
     [
         M("closing_line_missing",
           "The `}` line closing `default_args` was deleted, so the dict stays open over the "
           "functions below. meant.py restores `}` after the `on_failure_callback` entry, at "
           "column 0 like `default_args = {`.",
           ('    "on_failure_callback": aviso_slack,\n}\n', '    "on_failure_callback": aviso_slack,\n')),
         M("block_not_reindented",
           "The export loop was wrapped in `with TaskGroup(...)`; the `for` line was indented "
           "one more level but the `PythonOperator(...)` call under it was not, so the `for` "
           "has no body. meant.py indents the call one level under the `for`.",
           ('        for region in REGIONES:\n            PythonOperator(\n                task_id=f"exportar_{region}",\n'
            '                python_callable=_exportar_region,\n                op_kwargs={"region": region},\n            )\n',
            '        for region in REGIONES:\n        PythonOperator(\n            task_id=f"exportar_{region}",\n'
            '            python_callable=_exportar_region,\n            op_kwargs={"region": region},\n        )\n')),
         M("trailing_backslash_left",
           "The dependency lines were once one chain split with `\\`; after splitting them into "
           "two statements the `\\` stayed at the end of the first, joining it to the second. "
           "meant.py removes the `\\`.",
           ("    inicio >> feriado >> [esperar, fin]\n", "    inicio >> feriado >> [esperar, fin] \\\n")),
     ],
     note="A 193-line DAG with a holiday branch, loads, dbt run/test, a reconciliation check, "
          "per-region Excel exports and e-mails. " + POLICY)

case("kioku_ttl_cache",
     "Japanese maintainer of a small caching library (Generic TTL/LRU cache, dataclass stats, "
     "enums, thread-safe get_or_set; English docstrings, Japanese comments) after reordering "
     "parameters and moving helpers into the class",
     meant("kioku_ttl_cache"),
     [
         M("bare_star_moved_down",
           "Reordering the parameters of `TTLCache.__init__` with the editor's move-line command "
           "took the `*,` line down past `clock` and `on_evict` to the end of the list, where a "
           "bare `*` has nothing after it. meant.py has `*,` back after `ttl`, where it made "
           "the two optional hooks `clock` and `on_evict` keyword-only.",
           ("        ttl: float = 60.0,\n        *,\n        clock: Callable[[], float] = time.monotonic,\n"
            "        on_evict: Callable[[K, V, EvictionReason], None] | None = None,\n    ) -> None:",
            "        ttl: float = 60.0,\n        clock: Callable[[], float] = time.monotonic,\n"
            "        on_evict: Callable[[K, V, EvictionReason], None] | None = None,\n        *,\n    ) -> None:")),
         M("body_not_reindented",
           "`get_many` was a module-level helper pasted into the class; only its `def` line was "
           "indented, the body stayed at 4 spaces, so the method has no body. meant.py indents "
           "the body one level (8, 12, 16), like the other methods.",
           ("        found: dict[K, V] = {}\n        for key in keys:\n            value = self.get(key, MISSING)\n"
            "            if value is not MISSING:\n                found[key] = value  # type: ignore[assignment]\n        return found\n",
            "    found: dict[K, V] = {}\n    for key in keys:\n        value = self.get(key, MISSING)\n"
            "        if value is not MISSING:\n            found[key] = value  # type: ignore[assignment]\n    return found\n")),
         M("annotation_paren_lost",
           "`def set_many(self, items: Mapping[K, V], ttl: float | None = None -> None:` — the "
           "`)` closing the parameter list was lost when `ttl` was added, so `-> None` reads as "
           "part of the default value. meant.py closes the list before `->`.",
           ("ttl: float | None = None) -> None:\n        for key, value in items.items():",
            "ttl: float | None = None -> None:\n        for key, value in items.items():")),
     ],
     note="A 264-line module: TTLCache with LRU eviction, eviction callbacks outside the lock, "
          "statistics and single-flight get_or_set. " + POLICY)

case("confiture_loader",
     "French maintainer of an internal layered-configuration library (dataclasses, enums, "
     "typing introspection, match with guards, TOML/env/CLI layers; French docstrings, names "
     "and messages) after adding a provenance marker",
     meant("confiture_loader"),
     [
         M("walrus_as_statement",
           "In `_depuis_env` the split was once `if (morceaux := ...)`; the condition was taken "
           "out and the line left as the statement `morceaux := ...`, which Python does not "
           "allow unparenthesized. meant.py makes it the plain assignment `morceaux = ...` (the "
           "length check follows on the next line).",
           ('        morceaux = nom[len(debut):].lower().split("__")', '        morceaux := nom[len(debut):].lower().split("__")')),
         M("docstring_close_lost",
           "The closing `\"\"\"` line of `charger`'s docstring was deleted. The docstring runs "
           "on to the opening quotes of `decrire`'s docstring; the closing quotes of that "
           "docstring then open a string that never ends, which CPython reports on `decrire`'s "
           "docstring line. meant.py restores the `\"\"\"` line after the docstring's last sentence.",
           ("    est une erreur (on préfère refuser de démarrer que démarrer à moitié configuré).\n    \"\"\"\n",
            "    est une erreur (on préfère refuser de démarrer que démarrer à moitié configuré).\n")),
         M("case_bare_name_capture",
           "The new provenance marker matches `case CLI:` — a bare name in a `case` is a "
           "capture pattern that matches everything, and the compiler rejects it because the "
           "cases after it become unreachable. meant.py writes `case Source.CLI:`, the dotted "
           "value pattern the next case uses (`case Source.ENV:`).",
           ("                case Source.CLI:\n", "                case CLI:\n")),
     ],
     note="A 220-line loader: typed conversion with match/guards, TOML, environment and "
          "command-line layers, and a readable dump with provenance. " + POLICY)

case("reservas_django_views",
     "Spanish maintainer of a coworking room-booking Django app moving function views to "
     "class-based views (Spanish docstrings, messages and names)",
     meant("reservas_django_views"),
     [
         M("walrus_slip",
           "`if inicio = self.request.GET.get(\"inicio\"):` in `get_initial`: `=` typed for the "
           "`:=` of the line above (`if sala_id := ...`). meant.py uses `:=`.",
           ('if inicio := self.request.GET.get("inicio"):', 'if inicio = self.request.GET.get("inicio"):')),
         M("clause_left_at_old_indent",
           "`form_valid` was the body of the old function view `nueva_reserva`; after moving it "
           "into the class everything got four more spaces except the `except ValidationError` "
           "clause (its three lines stayed at the function's old levels, 4 and 8), so the "
           "`try:` has no handler at its level. meant.py indents the clause with its `try:` "
           "(8 and 12).",
           ("        except ValidationError as exc:\n            form.add_error(None, exc)\n            return self.form_invalid(form)\n",
            "    except ValidationError as exc:\n        form.add_error(None, exc)\n        return self.form_invalid(form)\n")),
         M("closing_line_missing",
           "The `})` line closing the `%` dict and the `messages.success(` call was deleted, so "
           "the `logger.info(...)` line after it is read inside the dict. meant.py restores `})` "
           "at the indentation of `messages.success(`.",
           ('            "dia": reserva.inicio.strftime("%d/%m %H:%M"),\n        })\n',
            '            "dia": reserva.inicio.strftime("%d/%m %H:%M"),\n')),
     ],
     note="A 200-line views.py: dashboard, filtered list, detail, create with a locking "
          "transaction, an occupancy report and two JSON/POST endpoints. " + POLICY)

case("shablon_template",
     "Russian maintainer of a small e-mail template engine (tokenizer, parser with structural "
     "pattern matching on a frozen dataclass, filters, renderer; English docstrings, Russian "
     "comments) after a refactor of the parser and the render API",
     meant("shablon_template"),
     [
         M("closing_line_missing",
           "The `)` line closing `TOKEN_RE = re.compile(` was deleted when the regex flags "
           "were edited. meant.py restores `)` at column 0 after `re.S,`.",
           ("    re.S,\n)\n", "    re.S,\n")),
         M("trailing_backslash_left",
           "In `tokenize` the condition used to continue on the next line "
           "(`if m.start() > pos and \\` + a second condition). The second line was removed, the "
           "`\\` stayed: the `if` line is joined to `text = ...` as a one-line `if`, and the "
           "`yield` below it is then an unexpected indent. meant.py removes the `\\`.",
           ("        if m.start() > pos:\n", "        if m.start() > pos: \\\n")),
         M("positional_pattern_after_keyword",
           "The `case` patterns were being converted from positional to keyword form; the VAR "
           "case was left half done, `Token(kind=TokenKind.VAR, value, line)`, and positional "
           "patterns cannot follow keyword ones. meant.py finishes it as the other cases are "
           "written: `value=value, line=line`.",
           ("case Token(kind=TokenKind.VAR, value=value, line=line):", "case Token(kind=TokenKind.VAR, value, line):")),
         M("param_after_var_keyword",
           "`render` gained a `context` parameter, appended after `**extra`, where nothing may "
           "follow. meant.py puts `context` first (its body merges `context` and then `extra`).",
           ("def render(self, context: Mapping[str, Any] | None = None, **extra: Any) -> str:",
            "def render(self, **extra: Any, context: Mapping[str, Any] | None = None) -> str:")),
     ],
     note="A 250-line module: tokenizer, recursive-descent parser for if/elif/else/for, filters "
          "and an autoescaping renderer. " + POLICY)

case("fatturapi_client",
     "Italian maintainer of an HTTP client for an e-invoicing intermediary's API (httpx, "
     "OAuth2 token property, retry with backoff and Retry-After, cursor pagination; Italian "
     "docstrings, names and logs) after merging two branches",
     meant("fatturapi_client"),
     [
         M("docstring_closed_with_two_quotes",
           "The one-line docstring of `RetryPolicy.attesa` ends with `\"\"` instead of "
           "`\"\"\"`, so it stays open until the next `\"\"\"`, the opening of `FatturaClient`'s "
           "docstring. Every later `\"\"\"` is then paired with the wrong partner; at the end "
           "of the file the text of `invia`'s docstring is outside any string and its apostrophe "
           "(`l'identificativo`) opens a string that never ends, which is what CPython reports, "
           "far below the fix. meant.py closes the docstring with `\"\"\"` at the end of its "
           "line.",
           ('(1 = primo retry)."""', '(1 = primo retry).""')),
         M("closing_line_missing",
           "The `)` line closing `self._http = httpx.Client(` in `__init__` was deleted, so the "
           "call runs on into the decorated `from_env` below. meant.py restores `)` at the "
           "indentation of `self._http = ...`.",
           ('"Accept": "application/json"},\n        )\n', '"Accept": "application/json"},\n')),
         M("except_comma",
           "One branch caught `httpx.TimeoutException`, the other `httpx.NetworkError`; the "
           "merge joined them as `except httpx.TimeoutException, httpx.NetworkError as exc:` "
           "without parentheses. meant.py parenthesizes the two classes.",
           ("except (httpx.TimeoutException, httpx.NetworkError) as exc:", "except httpx.TimeoutException, httpx.NetworkError as exc:")),
     ],
     note="A 202-line client: token refresh, retries for timeouts, 401, 429 and 5xx, invoice "
          "listing, sending and notifications. " + POLICY)

case("paicheng_scheduler",
     "Taiwanese maintainer of a small job scheduler's SQLite store and cron parser (enums, "
     "dataclasses, a transaction context manager, match on enum states; English docstrings, "
     "Traditional Chinese comments) after adding locking",
     meant("paicheng_scheduler"),
     [
         M("closing_line_missing",
           "The `)` line closing `return cls(` in `Job.from_row` was deleted, so the keyword "
           "arguments run on into `class JobStore:`. meant.py restores `)` at the indentation "
           "of `return cls(`.",
           ('            max_retries=row["max_retries"],\n        )\n', '            max_retries=row["max_retries"],\n')),
         M("clause_left_at_old_indent",
           "When `_tx` was wrapped in `with self._lock:`, every line of the `try` statement got "
           "four more spaces except `else:`, which now sits at the `with` level with no `if`, "
           "`for` or `try` to belong to. meant.py indents `else:` with its `try:` and `except`.",
           ('                raise\n            else:\n', '                raise\n        else:\n')),
         M("or_in_case_pattern",
           "`case RunState.SUCCEEDED or RunState.FAILED:` — alternatives in a pattern are "
           "written with `|`. meant.py writes `RunState.SUCCEEDED | RunState.FAILED`.",
           ("case RunState.SUCCEEDED | RunState.FAILED:", "case RunState.SUCCEEDED or RunState.FAILED:")),
     ],
     note="A 238-line module: schema, cron parsing and next-run search, job claiming in one "
          "transaction, run state updates and history. " + POLICY)
