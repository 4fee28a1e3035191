"""021-030: working developers' backend and automation files.

Django, FastAPI + Pydantic, Celery, click, asyncio + httpx, SQLAlchemy 2.0, boto3,
logging dictConfig, typer; 120-260 lines, 1-3 slips each, most of them left by
editing (a merge conflict partly resolved, a block moved and mis-indented, a line
deleted that opened or closed a bracket, a rename half done, a literal edited with a
comma lost or doubled).
"""
from lib import M, case
from helpers import meant

# ---------------------------------------------------------------- 021
case(
    "shop_models",
    "backend developer at a small Dutch web shop, Django models.py after a merge",
    meant("shop_models"),
    [
        M("conflict_marker_left",
          "A merge conflict in `Order.Meta.indexes` (HEAD added the customer/recent index, the branch "
          "feature/payments-report the paid_at index) was resolved by keeping both lines: the "
          "`<<<<<<< HEAD` and `>>>>>>> feature/payments-report` lines were deleted, the `=======` line "
          "between the two sides was not. meant.py removes it; both index lines stay.",
          ('            models.Index(fields=["paid_at"]',
           '=======\n            models.Index(fields=["paid_at"]')),
        M("deleted_closing_line",
          "In `Customer`, the line `    )` that closes the three-line `models.ForeignKey(` of "
          "`default_address` was deleted while the developer tidied the lines around it, so the call "
          "swallows `def __str__`; CPython points at the `models.ForeignKey(` line. meant.py puts "
          "the `)` back on its own line, as the other multi-line field definitions are closed.",
          ('related_name="+"\n    )\n\n    def __str__(self):\n        return self.user.get_full_name()',
           'related_name="+"\n\n    def __str__(self):\n        return self.user.get_full_name()')),
    ],
    note="""
Situation: models.py of a Django shop app (categories, products with a custom QuerySet,
customers, addresses, orders with TextChoices, order items) right after merging a feature
branch. The developer resolved the conflict in the editor and tidied some lines, then the
dev server refused to start.
""",
)

# ---------------------------------------------------------------- 022
case(
    "inventory_api",
    "Python backend developer, FastAPI + Pydantic v2 inventory router",
    meant("inventory_api"),
    [
        M("rename_ate_def",
          "The list endpoint was being renamed from `read_items` to `list_items`: the developer selected "
          "`def read_items` (double-click on the name, shift-click back to `def`) and typed the new name, "
          "which removed the `def` keyword and left `async list_items(`. meant.py has "
          "`async def list_items(`.",
          ("async def list_items(\n", "async list_items(\n")),
        M("deleted_closing_line",
          "In `add_movement`, a `headers={...}` argument of the `raise HTTPException(` was removed by "
          "deleting the last two lines of the call, which also took its closing `)`. The `await "
          "db.execute(` below is then read as a further argument of the exception. meant.py restores "
          "the `)` line at the indentation of `raise`; the removed headers argument stays removed.",
          ('"requested": -body.delta},\n            )\n', '"requested": -body.delta},\n')),
    ],
    note="""
Situation: an APIRouter for an inventory service: Pydantic v2 models with validators,
Annotated dependencies for the database and scoped auth, list with filters and paging,
create, get, patch, stock movements in a transaction, soft delete. The developer was
tidying the module before a review.
""",
)

# ---------------------------------------------------------------- 023
case(
    "report_tasks",
    "developer maintaining the reporting workers (Celery, SQLAlchemy core, S3, Slack)",
    meant("report_tasks"),
    [
        M("moved_block_misindented",
          "The `except SoftTimeLimitExceeded:` handler was moved from below `except Exception` to above it "
          "(otherwise the generic handler would retry timeouts) and was pasted one level too deep, at "
          "the level of the `with` inside the `try`, where an `except` cannot stand. meant.py puts the "
          "three lines at the level of `try:`.",
          ("            rows = conn.execute(sql, {\"region\": region, \"day\": day}).fetchall()\n"
           "    except SoftTimeLimitExceeded:\n"
           "        log.error(\"sales query for %s timed out\", region)\n"
           "        raise\n",
           "            rows = conn.execute(sql, {\"region\": region, \"day\": day}).fetchall()\n"
           "        except SoftTimeLimitExceeded:\n"
           "            log.error(\"sales query for %s timed out\", region)\n"
           "            raise\n")),
        M("rename_lost_quote",
          "The task name was renamed from `\"reports.daily\"` to `\"reports.build_daily\"` (the beat schedule "
          "already uses the new name); the selection that was overtyped included the closing quote, so "
          "the string now runs to the end of the line. meant.py closes the string after the new name.",
          ('@app.task(name="reports.build_daily", bind=True)', '@app.task(name="reports.build_daily, bind=True)')),
        M("doubled_comma",
          "`for prefix in (\"daily/\", , \"stock/\"):` - a third prefix `\"archive/\"` was removed from the "
          "tuple by selecting just the string, leaving its comma and the one before it. meant.py keeps "
          "the two remaining prefixes with one comma between them.",
          ('for prefix in ("daily/", "stock/"):', 'for prefix in ("daily/", , "stock/"):')),
    ],
    note="""
Situation: the Celery module of a reporting service: app config, a beat schedule, a
per-region sales query task with retries, a chord that posts a Slack summary, an hourly
stock snapshot to S3 and a weekly S3 cleanup. Three small edits in one afternoon, not yet
run.
""",
)

# ---------------------------------------------------------------- 024
case(
    "pgbackup_cli",
    "ops-minded developer, click CLI wrapping pg_dump/pg_restore for staging servers",
    meant("pgbackup_cli"),
    [
        M("deleted_opening_line",
          "In `backup`, a TODO comment above `cmd = [` was deleted with `2dd` in vim, which also removed "
          "the `cmd = [` line; the list items are left indented under `target = ...` (unexpected indent) "
          "and the `]` below closes nothing. `cmd` is used further down (`cmd.insert`, "
          "`subprocess.run(cmd, ...)`), so meant.py restores `cmd = [`; the TODO comment stays deleted.",
          ('.dump"\n    cmd = [\n', '.dump"\n')),
        M("missing_colon",
          "`if target_db in (\"production\", \"prod\") and not yes` in `restore` has no colon.",
          ('if target_db in ("production", "prod") and not yes:', 'if target_db in ("production", "prod") and not yes')),
    ],
    note="""
Situation: a click group (`backup`, `list`, `restore`, `prune`) that wraps pg_dump and
pg_restore, compresses dumps with gzip and prunes old ones keeping a weekly set. Edited in
vim over ssh on the staging box.
""",
)

# ---------------------------------------------------------------- 025
case(
    "price_crawler",
    "developer on a price-comparison team, asyncio + httpx crawler run from cron",
    meant("price_crawler"),
    [
        M("unclosed_paren",
          "`limits=httpx.Limits(max_connections=CONCURRENCY)) as client:` lost one `)`: the remaining one "
          "closes `Limits(`, and the `AsyncClient(` call opened on the line above reaches `as client:`. "
          "meant.py closes both calls before `as`.",
          ("limits=httpx.Limits(max_connections=CONCURRENCY)) as client:",
           "limits=httpx.Limits(max_connections=CONCURRENCY) as client:")),
        M("moved_block_misindented",
          "The three-line `if isinstance(r, BaseException):` check was moved into the writing loop from a "
          "separate loop that used to run before it, and kept the indentation of its old place, one level "
          "too shallow: the `for sku, r in zip(...)` header is followed by a line at its own level. "
          "meant.py indents the block one level into the loop, above `n_ok += r.ok`.",
          ("            if isinstance(r, BaseException):\n"
           "                log.error(\"%s: unexpected %r\", sku, r)\n"
           "                r = PriceResult(sku=sku, ok=False, error=repr(r))\n",
           "        if isinstance(r, BaseException):\n"
           "            log.error(\"%s: unexpected %r\", sku, r)\n"
           "            r = PriceResult(sku=sku, ok=False, error=repr(r))\n")),
        M("docstring_close_deleted",
          "An outdated second usage line at the end of the module docstring was deleted with `dd`, and "
          "the closing `\"\"\"` line below it went with it (`2dd`). The docstring then runs on over the "
          "imports and constants to the next `\"\"\"` (the opening of the `RateLimiter` docstring, about "
          "40 lines below); that docstring's own closing quotes then open a string that never ends, "
          "which CPython reports at the `RateLimiter` docstring line. meant.py restores the closing `\"\"\"` line "
          "after the usage line; the outdated line stays deleted.",
          ('jsonl\n"""\nfrom __future__', 'jsonl\nfrom __future__')),
    ],
    note="""
Situation: a cron job that reads SKUs from a CSV, fetches partner prices with limited
concurrency, a token-bucket rate limit and exponential backoff with jitter, and writes
JSON lines atomically. The developer was simplifying the result handling and tidying
the module docstring.
""",
)

# ---------------------------------------------------------------- 026
case(
    "accounts_repo",
    "backend developer, SQLAlchemy 2.0 models and repositories for a multi-tenant SaaS",
    meant("accounts_repo"),
    [
        M("assign_for_eq_in_call",
          "In `by_email`, `.where(User.tenant_id = tenant_id, ...)` has `=` where the SQLAlchemy comparison "
          "needs `==` (read by Python as a keyword argument with a dotted name). meant.py has `==` as in "
          "every other `where`.",
          ("select(User).where(User.tenant_id == tenant_id,", "select(User).where(User.tenant_id = tenant_id,")),
        M("unclosed_paren_far",
          "In `deactivate_stale`, `User.is_admin.is_(False)` lost its `)`, so `is_(` takes the next "
          "condition as a second argument and its own `)`, the `.where(` stays open to the end of the "
          "chain and the outer `stmt = (` is never closed (CPython points there, two lines up). meant.py "
          "closes `is_(False)` as in `list_active`.",
          ("User.is_admin.is_(False), User.last_login_at < cutoff)", "User.is_admin.is_(False, User.last_login_at < cutoff)")),
    ],
    note="""
Situation: the persistence module of an accounts service (tenants, users, API keys) with
`Mapped[...]` declarative models, a unit-of-work context manager and two repositories. Two
slips typed while adding the stale-user deactivation and tweaking a query.
""",
)

# ---------------------------------------------------------------- 027
case(
    "s3_sync_assets",
    "front-end developer who also owns the deploy scripts, boto3 S3 sync + CloudFront",
    meant("s3_sync_assets"),
    [
        M("missing_comma_after_edit",
          "In `upload`, the `\"Metadata\"` entry was added below `\"CacheControl\": cache_control(key)`, which "
          "had been the last entry and had no trailing comma. meant.py adds the comma at the end of the "
          "`CacheControl` line.",
          ('"CacheControl": cache_control(key),\n', '"CacheControl": cache_control(key)\n')),
        M("moved_block_misindented",
          "The stale-object deletion loop was moved out of the `with ThreadPoolExecutor` block (it does not "
          "need the pool); when re-indenting it, the selection started one line too low, so only the "
          "body was shifted left and the `for` header stayed at its old level: the header has no "
          "indented body. meant.py puts the header at the level of its body's parent (4 spaces).",
          ("\n    for i in range(0, len(stale), 1000):\n", "\n        for i in range(0, len(stale), 1000):\n")),
        M("brace_lost",
          "In `invalidate`, the inner dict `{\"Quantity\": len(paths), \"Items\": paths}` lost its `}`, so "
          "`\"CallerReference\"` lands in it, its `}` closes the inner dict and the `)` of the call two lines "
          "below does not match the outer `{`. meant.py closes the `Paths` dict after `paths`; "
          "CallerReference is a sibling of `Paths` in the batch (as in the CloudFront API).",
          ('"Items": paths},\n', '"Items": paths,\n')),
    ],
    note="""
Situation: the deploy script of a static site: compare local files with S3 by ETag, upload
the changed ones with content type and cache headers in a thread pool, delete stale objects,
invalidate CloudFront. The developer changed three places before pushing to the CI branch.
""",
)

# ---------------------------------------------------------------- 028
case(
    "logging_setup",
    "platform engineer, shared logging dictConfig with a JSON formatter",
    meant("logging_setup"),
    [
        M("deleted_closing_line",
          "A `\"syslog\"` handler was removed from `\"handlers\"` by deleting its lines, one line too many: "
          "the `},` that closed the `\"handlers\"` dict went too. `\"loggers\"` and `\"root\"` then nest "
          "inside `\"handlers\"` (valid so far), the config's final `}` closes `\"handlers\"` and the outer "
          "`config = {` is never closed; CPython points at `config = {`, 21 lines above the gap. meant.py "
          "restores the `},` after the `stderr` handler.",
          ('                "filters": ["request_id"],\n            },\n        },\n        "loggers": {',
           '                "filters": ["request_id"],\n            },\n        "loggers": {')),
        M("missing_comma_dict",
          "In `\"loggers\"`, the entry `\"botocore\": {\"level\": \"WARNING\"}` has lost its trailing comma before "
          "`\"urllib3\"`. meant.py restores it.",
          ('"botocore": {"level": "WARNING"},\n', '"botocore": {"level": "WARNING"}\n')),
    ],
    note="""
Situation: a logging module shared by an API, workers and management commands: request-id
filter, health-check filter, a JSON formatter with extra fields, a dictConfig built from
environment variables, optional rotating file handler and Sentry. The syslog handler was
retired in this change.
""",
)

# ---------------------------------------------------------------- 029
case(
    "invoices_cli",
    "freelance developer's own typer + rich invoicing tool (German VAT rates)",
    meant("invoices_cli"),
    [
        M("conflict_marker_left",
          "Two branches each added a VAT rate to `VAT_RATES` (`reduced` on main, `reverse_charge` on "
          "feature/vat-rates). The conflict was resolved by keeping both lines and deleting the "
          "`<<<<<<< HEAD` and `=======` lines, but the closing `>>>>>>> feature/vat-rates` line was left "
          "above the `}`. meant.py removes it; both rates stay.",
          ('    "reverse_charge": Decimal("0"),\n}', '    "reverse_charge": Decimal("0"),\n>>>>>>> feature/vat-rates\n}')),
        M("unclosed_bracket_annotated",
          "In `new`, `rate: Annotated[float, typer.Option(min=0, help=\"Hourly rate in EUR\") = 90.0,` lost "
          "the `]` of `Annotated[`, so the default ` = 90.0` is read inside the subscript. meant.py closes "
          "`Annotated[...]` before ` = 90.0`, like the parameters around it.",
          ('help="Hourly rate in EUR")] = 90.0,', 'help="Hourly rate in EUR") = 90.0,')),
    ],
    note="""
Situation: a typer CLI for a side business: invoices stored as JSON, Decimal money with
VAT, commands to create, list (rich table, overdue in red), mark paid and export. The
author merged a branch and added the rate option, then ran `invoicer list`.
""",
)

# ---------------------------------------------------------------- 030
case(
    "orders_views",
    "Django developer on the shop's back office, views.py",
    meant("orders_views"),
    [
        M("rename_autocomplete_parens",
          "The view `order_list` was renamed to `list_orders` (urls.py already uses the new name): the "
          "developer overtyped the name and accepted the editor's completion, which inserted `()`, "
          "giving `def list_orders()(request):`. meant.py has `def list_orders(request):`.",
          ("def list_orders(request):", "def list_orders()(request):")),
        M("moved_block_misindented",
          "In `cancel_order`, the stock-release loop was moved below `order.status = ...`; the editor's "
          "paste doubled the indentation of the first pasted line, so the `for` is at 16 spaces under a "
          "statement at 8 (unexpected indent) while its body kept 12. meant.py puts the `for` at 8.",
          ('        # give the reserved stock back\n        for item in order.items',
           '        # give the reserved stock back\n                for item in order.items')),
        M("missing_comma_dict",
          "The final `JsonResponse({...})` of `api_adjust_price` lost the comma between "
          "`\"unit_price\": str(item.unit_price)` and `\"line_total\"`. meant.py restores it.",
          ('"unit_price": str(item.unit_price), "line_total"', '"unit_price": str(item.unit_price) "line_total"')),
    ],
    note="""
Situation: views.py of the back office of a Django shop: filtered and paginated order list,
detail, note form, cancellation that returns reserved stock, CSV export for Excel and two
small JSON endpoints for dashboard widgets. Three edits during a refactor.
""",
)
