"""Group C (021-030): pytest test suites and QA automation."""
from lib import M, case
from helpers import meant

POLICY = ("Policy: only the mistakes are undone; the suite's conventions stay (tables as they "
          "were agreed, `%` messages, page objects in the test file, comments of the old "
          "unittest code). A lost closer is restored where its construct ends (the end of a "
          "tuple, row or call), not where CPython reports it.")

case("test_kody_rabatowe",
     "Polish QA engineer at an online shop maintaining discount-code tables agreed with "
     "marketing (pytest parametrize, Decimal; Polish docstring, ids and comments)",
     meant("test_kody_rabatowe"),
     [
         M("closing_line_missing",
           "The `],` line closing the case list of `test_apply_discount`'s parametrize was "
           "deleted, so the decorator's `)` meets the open `[`. meant.py restores `],` after the "
           "last tuple, at the indentation of the `[` line, as in the other parametrize blocks.",
           ('        (" RABAT10 ", Decimal("100.00"), Decimal("90.00")),\n    ],\n',
            '        (" RABAT10 ", Decimal("100.00"), Decimal("90.00")),\n')),
         M("missing_comma_tuple",
           "In the BLACKFRIDAY row the comma between the amount and the expected price was lost: "
           "`Decimal(\"250.00\") Decimal(\"175.00\")`. meant.py restores it (three values per row).",
           ('("BLACKFRIDAY", Decimal("250.00"), Decimal("175.00"))', '("BLACKFRIDAY", Decimal("250.00") Decimal("175.00"))')),
         M("tuple_open_paren_lost",
           "The EXPIRED row of `test_is_code_valid` lost its opening `(`, leaving "
           "`\"EXPIRED\", date(2023, 1, 1), False),`. meant.py restores the `(` at the start of "
           "the row like its neighbours (the ids list names it `expired`).",
           ('        ("EXPIRED", date(2023, 1, 1), False),', '        "EXPIRED", date(2023, 1, 1), False),')),
         M("missing_colon",
           "`with pytest.raises(DiscountError) as exc` without its colon. meant.py adds it.",
           ("    with pytest.raises(DiscountError) as exc:\n", "    with pytest.raises(DiscountError) as exc\n")),
     ],
     note="Discount application, code validity by date, negative amounts and shipping "
          "thresholds. " + POLICY)

case("test_users_api",
     "Indian QA engineer in Pune writing API regression tests for a users service on staging "
     "(requests Session fixture, throwaway users, expected payload dicts)",
     meant("test_users_api"),
     [
         M("decorator_paren_lost",
           "`@pytest.fixture(scope=\"session\"` lost its `)`, so the fixture's `def` is read as "
           "inside the call. meant.py closes the decorator at the end of its line.",
           ('@pytest.fixture(scope="session")\n', '@pytest.fixture(scope="session"\n')),
         M("closing_line_missing",
           "In `test_create_user_defaults` the `},` line closing the nested `\"preferences\"` "
           "dict was deleted; the `}` below then closes `preferences` and the `expected` dict "
           "stays open over the rest of the test. meant.py restores the `},` line at the "
           "indentation of `\"preferences\": {`.",
           ('            "theme": "light",\n        },\n', '            "theme": "light",\n')),
         M("assign_for_eq",
           "`assert r.status_code = 200` in `test_update_role`. meant.py writes `==`, as every "
           "other status assertion in the file.",
           ("    )\n    assert r.status_code == 200\n", "    )\n    assert r.status_code = 200\n")),
     ],
     note="Schema, defaults, validation, PATCH, pagination and the missing-token case. " + POLICY)

case("test_login_selenium",
     "Brazilian QA analyst's Selenium 4 login tests with page objects kept in the test file "
     "(Portuguese names, comments and UI texts)",
     meant("test_login_selenium"),
     [
         M("nested_double_quotes",
           "The submit button's CSS selector was written `\"button[type=\"submit\"]\"`, double "
           "quotes inside a double-quoted string, so the string ends at `type=`. meant.py uses "
           "single quotes for the attribute value, as the other selectors of the file do "
           "(`[data-test='saudacao']`, `a[href='/logout']`).",
           ("\"button[type='submit']\"", "\"button[type=\"submit\"]\"")),
         M("lambda_with_return",
           "The wait condition in `DashboardPage.carregada` was written "
           "`lambda d: return \"/dashboard\" in d.current_url`; a lambda holds an expression, "
           "not a `return` statement. meant.py drops `return`.",
           ('lambda d: "/dashboard" in d.current_url', 'lambda d: return "/dashboard" in d.current_url')),
         M("method_def_dedented",
           "`def test_logout(self, driver):` was moved to column 0 when the test was copied in "
           "from another file; its body stayed at 8 spaces, so CPython only objects at the next "
           "method, whose 4-space `def` matches no open level. meant.py indents the `def` to 4, "
           "like the other methods of `TestLogin`.",
           ("    def test_logout(self, driver):", "def test_logout(self, driver):")),
     ],
     note="Successful and invalid logins, logout and the forgotten-password link. " + POLICY)

case("test_checkout_playwright",
     "German test automation engineer's nightly Playwright end-to-end checkout tests "
     "(sync API, page objects, German UI texts and docstring)",
     meant("test_checkout_playwright"),
     [
         M("missing_comma_dict",
           "In the `ADRESSE` dict the `\"PLZ\": \"51147\"` line lost its comma, so the postcode "
           "string runs into the next key by implicit concatenation and the colon after `\"Ort\"` "
           "is where CPython objects. meant.py restores the comma at the end of the PLZ line.",
           ('    "PLZ": "51147",\n', '    "PLZ": "51147"\n')),
         M("unclosed_paren_far",
           "The `pytest.param(...)` row lost one of its two closing parentheses (the one of "
           "`pytest.mark.xfail(reason=...)` is there, the one of `pytest.param(` is not), so "
           "the next row is read as an argument of `pytest.param` and the list's `]` is where "
           "CPython objects. meant.py closes `pytest.param(` at the end of its row.",
           ('reason="Bug SHOP-1893")),', 'reason="Bug SHOP-1893"),')),
         M("unclosed_paren",
           "`expect(page.locator(\".voucher-message\")).to_contain_text(erwartet)` lost its final "
           "`)`. meant.py closes it at the end of the line.",
           (".to_contain_text(erwartet)\n", ".to_contain_text(erwartet\n")),
     ],
     note="Cart total, vouchers (one known bug marked xfail), checkout with prepayment, empty "
          "cart. " + POLICY)

case("test_facturation_migre",
     "French developer in an accounting software company migrating a unittest TestCase to "
     "pytest functions and fixtures, keeping the old assertions as comments",
     meant("test_facturation_migre"),
     [
         M("extra_paren_from_assert_conversion",
           "`assert facture.total_ht() == Decimal(\"2636.50\"))`: the `)` of "
           "`self.assertEqual(...)` survived the conversion. meant.py drops it (the old call is "
           "kept as the comment above).",
           ('    assert facture.total_ht() == Decimal("2636.50")\n', '    assert facture.total_ht() == Decimal("2636.50"))\n')),
         M("unclosed_paren",
           "The message of the VAT assertion, `\"...\" % (attendu, facture.total_tva()`, lost "
           "the `)` closing the tuple. meant.py closes it at the end of the line.",
           ("% (attendu, facture.total_tva())\n", "% (attendu, facture.total_tva()\n")),
         M("brace_lost_far",
           "In the expected VAT breakdown the `TauxTVA.NORMAL: {...}` entry lost its closing "
           "`}`, so the REDUIT entry is read inside it and the outer dict is never closed. "
           "meant.py closes the inner dict at the end of its line, as the REDUIT line is.",
           ('"montant": Decimal("500.00")},', '"montant": Decimal("500.00"),')),
     ],
     note="Totals, VAT breakdown, discounts, numbering and PDF export of invoices. " + POLICY)

case("conftest_pagos_json",
     "Argentine QA automation engineer's conftest.py for a payments service "
     "(webhook JSON samples kept verbatim in strings, SQLite fixture, HMAC signing; Spanish)",
     meant("conftest_pagos_json"),
     [
         M("triple_quote_not_closed",
           "The closing `\"\"\"` line of the `WEBHOOK_APROBADO` JSON sample was deleted. The "
           "string then runs on to the first `\"\"\"` further down, the opening of the "
           "`cabeceras_firmadas` docstring; that docstring's own closing quotes then open a "
           "string that never ends, which CPython reports at the docstring's line, far below "
           "the place of the fix. meant.py restores the `\"\"\"` line right after the JSON's "
           "closing `}`.",
           ('    "titular": "María José O\'Connor"\n  }\n}\n"""\n', '    "titular": "María José O\'Connor"\n  }\n}\n')),
         M("json_in_same_quotes",
           "`WEBHOOK_RECHAZADO` was pasted between double quotes, `\"{\"id\": ...}\"`, so the "
           "string ends at the first `\"` of the JSON. meant.py wraps the one-line JSON in single "
           "quotes (the JSON itself needs its double quotes).",
           ("WEBHOOK_RECHAZADO = '{\"id\": \"evt_01HZX9R\", \"tipo\": \"pago.rechazado\", \"datos\": {\"pago_id\": \"pay_7782\", \"motivo\": \"fondos_insuficientes\"}}'",
            "WEBHOOK_RECHAZADO = \"{\"id\": \"evt_01HZX9R\", \"tipo\": \"pago.rechazado\", \"datos\": {\"pago_id\": \"pay_7782\", \"motivo\": \"fondos_insuficientes\"}}\"")),
         M("try_line_lost",
           "The `try:` line of the `db` fixture was deleted, leaving `yield con` indented under "
           "nothing and a `finally:` without its `try`. meant.py restores `try:` before "
           "`yield con` (the `finally:` shows what was meant).",
           ("    con.commit()\n    try:\n        yield con\n", "    con.commit()\n        yield con\n")),
     ],
     note="Shared fixtures: app, client, in-memory DB, sample webhooks, a signing helper and a "
          "command-line option. " + POLICY)

case("test_bankexport_parser",
     "Dutch developer of a small bookkeeping app testing the bank-export parser with tables "
     "taken from bug reports (ING, Rabobank, ABN AMRO, bunq; Dutch ids and comments)",
     meant("test_bankexport_parser"),
     [
         M("tuple_open_paren_lost",
           "The `\"7,-\"` row lost its opening `(`. meant.py restores it at the start of the row.",
           ('        ("7,-", D("7.00")),', '        "7,-", D("7.00")),')),
         M("bracket_lost_before_paren",
           "The `ids=[...]` list lost its `]`, so the decorator's `)` on the next line meets an "
           "open `[`. meant.py closes the list after `\"haakjes\"`, at the end of its line.",
           ('"miljoen", "haakjes"],', '"miljoen", "haakjes",')),
         M("missing_comma_tuple",
           "In the 29-02-2024 row the comma between the format and the expected date was lost "
           "(`\"RABO\" dt.date(...)`). meant.py restores it.",
           ('("29-02-2024", "RABO", dt.date(2024, 2, 29))', '("29-02-2024", "RABO" dt.date(2024, 2, 29))')),
         M("closing_line_missing",
           "The `),` line closing the Rabobank case of `test_parse_regel` was deleted; the bunq "
           "case is then read as more elements of the Rabobank tuple and the list's `],` is where "
           "CPython objects. meant.py restores the `),` line after the Rabobank expected dict, at "
           "the indentation of its `(`.",
           ('"bedrag": D("1850.00"), "omschrijving": ""},\n        ),\n',
            '"bedrag": D("1850.00"), "omschrijving": ""},\n')),
     ],
     note="Amount and date formats of four Dutch banks, bank detection from the header line "
          "and whole-line parsing. " + POLICY)

case("test_repo_sqlite",
     "Chinese backend developer's unit tests for an order repository on temporary SQLite files "
     "(pytest fixtures, parametrize, Chinese docstring, comments, names and messages)",
     meant("test_repo_sqlite"),
     [
         M("assert_message_comma_lost",
           "`assert filled_repo.count() == 5 \"准备的数据应该是 5 条\"`: the comma before the "
           "assertion message was lost. meant.py restores it.",
           ('== 5, "准备的数据应该是 5 条"', '== 5 "准备的数据应该是 5 条"')),
         M("unclosed_paren",
           "`pytest.approx(287.8` lost its `)`, so the next key of the expected dict is read as "
           "an argument. meant.py closes the call after `287.8`.",
           ('pytest.approx(287.8), "李四"', 'pytest.approx(287.8, "李四"')),
         M("decorator_paren_lost_far",
           "The parametrize decorator of `test_illegal_transition` ends with `]` instead of "
           "`])`; the decorated `def` is then read inside the open call. meant.py closes the "
           "call after the `]`, as written in `@pytest.mark.parametrize(\"old, new\", [`.",
           ("    (OrderStatus.SHIPPED, OrderStatus.NEW),\n])\n", "    (OrderStatus.SHIPPED, OrderStatus.NEW),\n]\n")),
     ],
     note="Add/get, counts, lookups by status, totals per customer, status transitions. " + POLICY)

case("test_workdays_hypothesis",
     "Korean developer at a payroll startup testing a business-day library with examples and "
     "hypothesis properties (Korean holidays; Korean docstring and comments)",
     meant("test_workdays_hypothesis"),
     [
         M("decorator_paren_lost",
           "`@given(dates_2024, st.integers(min_value=0, max_value=60)` lost its last `)`. Inside "
           "the open call the two decorator lines below read as matrix multiplications "
           "(`... @ example(...) @ settings(...)`) and the parser only fails at the `def`; "
           "CPython then reports the `(` of `@given(` as never closed. meant.py closes "
           "`@given(` at the end of its line.",
           ("@given(dates_2024, st.integers(min_value=0, max_value=60))\n",
            "@given(dates_2024, st.integers(min_value=0, max_value=60)\n")),
         M("assert_msg_tuple_parens_lost",
           "The roundtrip assertion's message was written `\"%s -> %s\" % start, end`, which "
           "gives `assert` three comma-separated parts. meant.py puts the two values in a tuple, "
           "`% (start, end)`, the way `%` with two fields needs them.",
           ('"%s -> %s" % (start, end)', '"%s -> %s" % start, end')),
         M("bracket_closed_by_paren",
           "`zip(days, days[1:])` was typed `zip(days, days[1:)`, the slice closed with `)`. "
           "meant.py closes the subscript with `]` and then the call.",
           ("zip(days, days[1:]))", "zip(days, days[1:))")),
     ],
     note="Example table of 2024 holidays and properties of add/count of workdays. " + POLICY)

case("test_kur_servisi_async",
     "Turkish backend developer testing an async exchange-rate service against the central "
     "bank's XML feed (pytest-asyncio, respx, AsyncMock; Turkish comments and names)",
     meant("test_kur_servisi_async"),
     [
         M("async_with_in_plain_def",
           "The `servis` fixture was written `def servis():` while its body is an `async with` "
           "(pytest-asyncio async fixtures are `async def`). The compiler rejects `async with` "
           "outside an async function, on the line of the `async with`. meant.py makes the "
           "fixture `async def`.",
           ("async def servis():", "def servis():")),
         M("brace_lost_before_paren",
           "`AsyncMock(return_value={\"USD\": {...}})` lost one `}`, so the call's `)` meets the "
           "outer `{`. meant.py closes both dicts before the `)`.",
           ('"satis": "32.35"}})', '"satis": "32.35"})')),
         M("unclosed_paren_far",
           "The `with patch.object(servis, \"kur\", AsyncMock(side_effect=lambda kod: {...}[kod])):` "
           "header ends with `}[kod]):` — one `)` short, so `patch.object(` is still open at the "
           "colon. meant.py closes both calls before the colon.",
           ("}[kod])):", "}[kod]):")),
     ],
     note="Parsing the XML, caching, fallback source, conversion and timeouts. " + POLICY)
