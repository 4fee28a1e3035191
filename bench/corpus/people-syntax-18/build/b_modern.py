"""Group 2 (011-020): modern-syntax code by intermediate developers."""
from lib import M, case
from helpers import meant

case("aiohttp_link_checker",
     "Indonesian backend developer (Bandung), platform team, async broken-link checker for the internal docs site",
     meant("aiohttp_link_checker"),
     [
         M("return_value_in_async_generator",
           "The early exit of the async generator `tautan` written `return []` (from the version "
           "that returned a list); an async generator may only `return` without a value, which is "
           "what meant.py has (an empty page yields nothing).",
           ("            return\n        for m in HREF_RE", "            return []\n        for m in HREF_RE")),
         M("async_keyword_lost_on_method",
           "`async` left off `def jalankan(self)`, whose body uses `await`, `async with` and "
           "`async for` and which `main` awaits; meant.py has `async def`.",
           ("    async def jalankan(self) -> None:", "    def jalankan(self) -> None:")),
         M("list_closing_line_missing",
           "The `]` line closing the `baris = [` list of report header lines deleted; meant.py "
           "restores it at the indentation of `baris = [` after the last item `\"\",`.",
           ('        "",\n    ]\n    if rusak:', '        "",\n    if rusak:')),
         M("nested_call_paren_lost",
           "One of the three `)` closing `sys.exit(asyncio.run(main(...)))` on the last line lost.",
           ('example.id/")))\n', 'example.id/"))\n')),
     ],
     note="""
Situation: a crawler with aiohttp: a semaphore bounds the requests, internal pages are
fetched and scanned for links by an async generator, external links get a HEAD, and the
broken ones go into a Markdown table for a PR. Dataclasses with `field(default_factory=...)`,
`X | None` annotations, `async with`, `async for`. Indonesian names and comments.
Policy: only the slips are undone.
""")

case("fastapi_clinic_booking",
     "Kazakh backend developer (Almaty) writing a FastAPI/Pydantic v2 demo with Cyrillic identifiers for a Russian-language course",
     meant("fastapi_clinic_booking"),
     [
         M("positional_after_keyword",
           "`detail=` left off the second argument of `HTTPException(status_code=404, ...)`, so a "
           "positional argument follows a keyword one; meant.py writes `detail=` as every other "
           "`HTTPException` with `status_code=` in the file does.",
           ('HTTPException(status_code=404, detail=f"врач', 'HTTPException(status_code=404, f"врач')),
         M("call_paren_lost_before_comma",
           "The `)` closing the second `Врач(...)` in the ВРАЧИ dict lost before the entry's "
           "comma; meant.py closes it after `кабинет=\"210\"` like the other rows.",
           ('кабинет="210"),', 'кабинет="210",')),
         M("missing_colon",
           "The colon after `class Приём(ЗаявкаНаПриём)` left out.",
           ("class Приём(ЗаявкаНаПриём):", "class Приём(ЗаявкаНаПриём)")),
         M("call_closing_line_missing",
           "The `)` line closing `return sorted(` at the end of the file deleted; meant.py "
           "restores it at the indentation of `return sorted(` after `key=...,`.",
           ("        key=lambda п: п.начало,\n    )\n", "        key=lambda п: п.начало,\n")),
     ],
     note="""
Situation: a teaching demo of an appointment API: Pydantic models with `Field`
constraints, a `field_validator` and a `model_validator`, `Annotated` dependencies for an
API key, an in-memory store. All model, function and variable names are Cyrillic (valid
identifiers), as the course does on purpose.
Policy: only the slips are undone.
""")

case("match_home_events",
     "Belgian software developer (Ghent) writing home-automation rules with match/case over Zigbee2MQTT messages",
     meant("match_home_events"),
     [
         M("double_star_pattern_not_last",
           "`**rest` written first in the mapping pattern `{**rest, \"occupancy\": bool(bezet)}`; "
           "a mapping pattern takes `**rest` only last, so meant.py moves it after the key.",
           ('case {"occupancy": bool(bezet), **rest}:', 'case {**rest, "occupancy": bool(bezet)}:')),
         M("keyword_lost_in_class_pattern",
           "`bezet=` left off in `Beweging(kamer=kamer, bezet=False)`, so a positional pattern "
           "follows a keyword one; meant.py writes `bezet=False` as the two cases above do "
           "(`bezet=True`).",
           ("case Beweging(kamer=kamer, bezet=False):", "case Beweging(kamer=kamer, False):")),
         M("missing_colon",
           "The colon after the guard of `case {\"action\": str(actie)} if actie` left out.",
           ('case {"action": str(actie)} if actie:', 'case {"action": str(actie)} if actie')),
         M("case_at_match_depth",
           "The last `case _:` of `parse` typed at the depth of `match payload:` (4 spaces) "
           "instead of the depth of the other cases (8); its body stayed at 12.",
           ("        case _:\n            return Onbekend(topic, payload)", "    case _:\n            return Onbekend(topic, payload)")),
     ],
     note="""
Situation: rules for a home: MQTT payloads are turned into frozen dataclasses with
mapping patterns (`bool(x)`, `int() | float() as t`, `**rest`, guards), then class
patterns with keyword sub-patterns and guards decide what to publish. Dutch names,
comments and notifications.
Policy: only the slips are undone; the password placeholder `"********"` stays.
""")

case("bakery_production_plan",
     "Mexican developer (Guadalajara) writing the daily production plan for his family's bakery with dataclasses and the walrus operator",
     meant("bakery_production_plan"),
     [
         M("assign_for_equality_call",
           "`=` typed for `==` in `if len(faltantes) == 0:`.",
           ("if len(faltantes) == 0:", "if len(faltantes) = 0:")),
         M("missing_comma_kwargs",
           "The comma between `default_factory=list` and `compare=False` in a `field(...)` lost.",
           ("field(default_factory=list, compare=False)", "field(default_factory=list compare=False)")),
         M("call_paren_lost_line_end",
           "The `)` closing `Receta(...)` of the \"cuerno\" entry lost at the end of its "
           "continuation line; meant.py closes it before the entry's comma like the other rows.",
           ("fermentacion=timedelta(hours=3), merma=0.08),", "fermentacion=timedelta(hours=3), merma=0.08,")),
         M("module_docstring_closing_line_missing",
           "The closing `\"\"\"` line of the module docstring deleted (the only triple-quoted "
           "string in the file); meant.py restores it on its own line after the docstring text.",
           ('empezar cada masa.\n"""\n', 'empezar cada masa.\n')),
     ],
     note="""
Situation: a planning script run every evening: orders and stock from CSV exports, recipes
as dataclasses with `field(default_factory=...)`, `@dataclass(order=True)` tasks sorted
by start time, two walrus conditions. Spanish names, comments and output.
Policy: only the slips are undone.
""")

case("typed_exporters",
     "Estonian accounting-software developer (Tallinn) writing typed exporter plug-ins with Protocol, TypedDict, Generic and ParamSpec",
     meant("typed_exporters"),
     [
         M("protocol_method_ellipsis_lost",
           "The `...` body of the Protocol method `ekspordi` (on the `def` line) lost, so the "
           "method has no body and the next statement is the `class Register` line; meant.py "
           "restores ` ...`.",
           ("-> bytes: ...\n", "-> bytes:\n")),
         M("bracket_lost_in_annotation",
           "The `]` closing the inner `[Callable[P, R]]` argument list of the return annotation "
           "of `kordus` lost; meant.py closes it before the second `Callable[P, R]` (a decorator "
           "factory returning `Callable[[Callable[P, R]], Callable[P, R]]`, as the inner "
           "`dekoraator` is annotated).",
           ("-> Callable[[Callable[P, R]], Callable[P, R]]:", "-> Callable[[Callable[P, R], Callable[P, R]]:")),
         M("listcomp_closing_line_missing",
           "The `]` line closing the multi-line list comprehension `read = [` deleted; meant.py "
           "restores it at the indentation of `read = [`.",
           ("            for k in kanded\n        ]\n", "            for k in kanded\n")),
         M("missing_comma_before_kwarg",
           "The comma between the generator argument of `sum(...)` and `start=` lost.",
           ('for k in kanded), start=Decimal("0"))', 'for k in kanded) start=Decimal("0"))')),
     ],
     note="""
Situation: a small plug-in registry for accounting exports: a runtime-checkable Protocol,
a TypedDict with `NotRequired`, a `Register(Generic[T])` whose `lisa` method is a class
decorator, and a retry decorator typed with ParamSpec. Estonian names and comments.
Policy: only the slips are undone.
""")

case("club_api_decorators",
     "Irish developer (Cork), volunteer for a GAA club, writing decorators with arguments and context managers for a membership sync",
     meant("club_api_decorators"),
     [
         M("nonlocal_outer_name_typo",
           "The closure variable `last_call` of `rate_limited` spelt `last_cal` where it is set "
           "to 0.0, so the wrapper's `nonlocal last_call` has no binding; meant.py spells it "
           "`last_call` as the wrapper reads and writes it.",
           ("        last_call = 0.0\n", "        last_cal = 0.0\n")),
         M("call_dict_closing_line_missing",
           "The `})` line closing `urllib.request.Request(..., headers={` deleted; meant.py "
           "restores it at the indentation of `req = ...`.",
           ('        "Accept": "application/json",\n    })\n', '        "Accept": "application/json",\n')),
         M("and_lost_continuation_line",
           "The `and` at the start of the second condition line of `needs_renewal`'s "
           "parenthesized `return (` lost; the third line shows the shape.",
           ('        and member.get("last_registered_season", 0) < season\n',
            '        member.get("last_registered_season", 0) < season\n')),
         M("decorator_paren_lost",
           "The `)` closing `@retry(times=4, backoff=2.0)` lost.",
           ("@retry(times=4, backoff=2.0)\n", "@retry(times=4, backoff=2.0\n")),
     ],
     note="""
Situation: a sync job against a rate-limited registration API: `@rate_limited(calls=...)`
with a `nonlocal` closure variable, `@retry(...)` with keyword-only options, a TTL cache,
a `@contextlib.contextmanager` timer, `ExitStack` and `suppress`, and a paginating
generator with `yield from`.
Policy: only the slips are undone.
""")

case("config_tree_generators",
     "Hungarian DevEx developer (Budapest) walking an indented config format with generators and yield from",
     meant("config_tree_generators"),
     [
         M("yield_in_list_comprehension",
           "`yield from gyujto.items()` written as a list comprehension of yields, "
           "`[(yield par) for par in gyujto.items()]`; meant.py yields every pair with "
           "`yield from`, as `fa` does.",
           ("    yield from gyujto.items()", "    [(yield par) for par in gyujto.items()]")),
         M("loop_guard_block_dedented",
           "The three-line size guard that ends with `break` pasted one level too shallow, at the "
           "depth of the `for` loop it belongs to; meant.py puts it inside the loop, after the "
           "append.",
           ('        if len(sorok_) >= 10_000:\n            print("túl sok kulcs, a kimenet csonkolva", file=sys.stderr)\n            break\n',
            '    if len(sorok_) >= 10_000:\n        print("túl sok kulcs, a kimenet csonkolva", file=sys.stderr)\n        break\n')),
         M("raw_string_quote_lost",
           "The closing `\"` of the VALTOZO_RE pattern lost before the `)`.",
           ('(?P<alap>[^}]*))?\\}")', '(?P<alap>[^}]*))?\\})')),
         M("bracket_lost_in_annotation",
           "The `]` closing `Iterator[...]` in the return annotation of `sorok` lost before the "
           "colon.",
           ("-> Iterator[tuple[str, str, int]]:", "-> Iterator[tuple[str, str, int]:")),
     ],
     note="""
Situation: a lazy pipeline over a YAML-like config with `@include` lines: lines ->
NamedTuple tokens -> (dotted path, value) pairs, every step a generator, with `yield
from`, walrus conditions and `${VAR:-default}` substitution. Hungarian names, comments
and messages.
Policy: only the slips are undone.
""")

case("sms_gateway_client",
     "Filipino developer (Cebu) at a lending startup wrapping an SMS gateway with positional-only, keyword-only and **kwargs forwarding",
     meant("sms_gateway_client"),
     [
         M("duplicate_parameter",
           "`timeout: float = 10.0` added a second time on the continuation line of "
           "`Gateway.__init__`'s signature; meant.py keeps the one on the first line.",
           ("session: requests.Session | None = None, **defaults: Any)",
            "session: requests.Session | None = None, timeout: float = 10.0, **defaults: Any)")),
         M("bare_star_without_keywords",
           "`on_sent(self, hook, /)` given a trailing `, *` (the other methods have `/, *,` "
           "followed by keyword-only options; this one has none); meant.py has no `*`.",
           ("def on_sent(self, hook: Callable[..., None], /)", "def on_sent(self, hook: Callable[..., None], /, *)")),
         M("positional_after_keyword",
           "`message=` left off in `self._post(\"/messages\", number=part, message=message, ...)` "
           "in send_bulk; meant.py writes it as `send` does.",
           ("number=part, message=message, **options", "number=part, message, **options")),
         M("dict_closing_line_missing",
           "The `}` line closing the `templates = {` dict deleted; meant.py restores it at the "
           "indentation of `templates = {`.",
           ('Salamat po!",\n    }\n', 'Salamat po!",\n')),
     ],
     note="""
Situation: a thin client over `requests`: positional-only phone number and message,
keyword-only options, `**defaults` and `**options` forwarded to the gateway, hooks called
with the same keywords; templates in English, Cebuano and Filipino.
Policy: only the slips are undone.
""")

case("thumbnail_pipeline",
     "Ukrainian developer (Lviv) at an online shop, asyncio.TaskGroup thumbnail pipeline with Pillow",
     meant("thumbnail_pipeline"),
     [
         M("async_keyword_lost_await_outside",
           "`async` left off `def воркер(...)`, whose loop condition awaits the queue and which is "
           "started with `tg.create_task`; meant.py has `async def`.",
           ("async def воркер(", "def воркер(")),
         M("call_paren_lost_line_end",
           "The `)` closing the two-line summary `print(` lost at the end of the second f-string.",
           ('f"{time.perf_counter() - t0:.1f} с")\n', 'f"{time.perf_counter() - t0:.1f} с"\n')),
         M("paren_lost_nested_call_in_genexp",
           "The `)` closing `р.розміри.get(k, (0, 0))` inside the inner generator lost; meant.py "
           "closes the call after its default `(0, 0)`.",
           ("(р.розміри.get(k, (0, 0)) for k in РОЗМІРИ)", "(р.розміри.get(k, (0, 0) for k in РОЗМІРИ)")),
         M("except_tuple_unparenthesized",
           "Two exception types in an `except` written without parentheses, Python 2 style "
           "(`except OSError, ValueError as e:`); meant.py parenthesizes them.",
           ("except (OSError, ValueError) as e:", "except OSError, ValueError as e:")),
     ],
     note="""
Situation: a 3.11 `asyncio.TaskGroup` pipeline: a producer fills a bounded queue, workers
resize with Pillow in `asyncio.to_thread`, a writer collects results into a CSV report
through an `@asynccontextmanager`. Ukrainian (Cyrillic) identifiers, comments and output.
Policy: only the slips are undone.
""")

case("trek_expense_split",
     "Nepali software engineer (Kathmandu) splitting a trekking group's costs with match/case and star-unpacking",
     meant("trek_expense_split"),
     [
         M("or_in_pattern",
           "`or` used between two literal patterns, `case [\"quit\" or \"exit\"]:`; meant.py uses "
           "the pattern `|`.",
           ('case ["quit" | "exit"]:', 'case ["quit" or "exit"]:')),
         M("missing_colon",
           "The colon after the `case Entry(kind=\"payment\", ...)` class pattern left out.",
           ('among=[to]):', 'among=[to])')),
         M("call_paren_lost_before_colon",
           "The `)` closing `sorted(..., key=lambda kv: kv[1])` lost before the colon of the "
           "`for` header.",
           ("key=lambda kv: kv[1]):", "key=lambda kv: kv[1]:")),
         M("conditional_else_lost",
           "`else` left out of the conditional expression `\"gets\" if v > 0 else \"owes\"`.",
           ('"gets" if v > 0 else "owes"', '"gets" if v > 0 "owes"')),
     ],
     note="""
Situation: a small REPL used on the trail: `shlex.split` commands matched with sequence
patterns (`*what`, `*_`, `\"quit\" | \"exit\"`), class patterns over a dataclass, star
unpacking of `(d, owe), *debtors`, a JSON save file. Nepali (Devanagari) in the title and
a message, English otherwise.
Policy: only the slips are undone.
""")
