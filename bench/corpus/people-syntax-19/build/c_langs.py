"""First Python of developers from C, C++, Java and JavaScript (021-030)."""
from lib import M, case
from helpers import meant

case("serial_sensor_log",
     "Romanian embedded C developer (Cluj-Napoca), greenhouse sensor frames from an STM32 UART capture, checksums and lost-frame counts",
     meant("serial_sensor_log"),
     [
         M("c_logical_or",
           "C's `||` in the node-range check; meant.py uses `or`, as the other conditions in the file.",
           ("if node < 0 or node >= MAX_NODES:", "if node < 0 || node >= MAX_NODES:")),
         M("c_block_comment",
           "the two-line comment above `class NodeStats` written as a C `/* ... */` block; meant.py makes "
           "both lines `#` comments like the file's header.",
           ("# Per-node statistics. seq is 8 bit on the MCU and wraps at 256,\n# so lost frames are counted modulo SEQ_MODULO.\n",
            "/* Per-node statistics. seq is 8 bit on the MCU and wraps at 256,\n   so lost frames are counted modulo SEQ_MODULO. */\n")),
         M("c_increment",
           "`self.count++` for `self.count += 1` in NodeStats.add() (the `+=` of the line above shows the "
           "Python spelling the author uses).",
           ("        self.count += 1\n", "        self.count++\n")),
         M("c_for_loop",
           "a C `for (int i = 0; i < MAX_NODES; i++):` header over the node table; meant.py loops with "
           "`for i in range(MAX_NODES):` (the body indexes `nodes[i]` and prints `i`).",
           ("    for i in range(MAX_NODES):\n", "    for (int i = 0; i < MAX_NODES; i++):\n")),
         M("paren_lost_line_end",
           "one of the two `)` at the end of the two-line `print(\"...\" % (...))` lost; the `%` tuple is "
           "closed, `print(` stays open. meant.py closes both at the line end.",
           ("if total_lines else 0.0))\n", "if total_lines else 0.0)\n")),
     ])

case("bmp_histogram",
     "Chinese C programmer (Wuhan), 24-bit BMP header parsed with struct and an RGB histogram printed, ported from a course assignment",
     meant("bmp_histogram"),
     [
         M("c_logical_not",
           "C's `!(...)` for `not (...)` in the format check.",
           ("if not (bpp == 24 and compression == BI_RGB):", "if !(bpp == 24 and compression == BI_RGB):")),
         M("dict_closing_line_missing",
           "the `}` line closing the header dict returned by read_header() deleted; the following `def` is "
           "then read inside the dict. meant.py restores `}` at the indentation of `return {`.",
           ('        "dpi": round(xppm * 0.0254) if xppm > 0 else 0,\n    }\n',
            '        "dpi": round(xppm * 0.0254) if xppm > 0 else 0,\n')),
         M("c_line_comment",
           "a C++/C99 `//` comment above the stride formula; meant.py makes it a `#` comment.",
           ("    # each row is padded to a multiple of 4 bytes\n", "    // each row is padded to a multiple of 4 bytes\n")),
         M("c_ternary",
           "C's `cond ? a : b` for the orientation text in the print arguments; meant.py uses Python's "
           "conditional expression `a if cond else b`.",
           ('"top-down" if hdr["top_down"] else "bottom-up"', 'hdr["top_down"] ? "top-down" : "bottom-up"')),
         M("c_else_if",
           "`else if` for `elif` in the exposure verdict.",
           ("    elif mean_gray > 200:\n", "    else if mean_gray > 200:\n")),
     ])

case("particle_fountain",
     "Québécois C++ game developer (Montréal), particle fountain prototype with gravity and ground bounces, frames dumped to CSV",
     meant("particle_fountain"),
     [
         M("cpp_this_arrow",
           "`this->age += dt` in Particle.update(); meant.py uses `self.age` like the lines around it.",
           ("        self.age += dt\n        if self.pos.y < GROUND_Y:", "        this->age += dt\n        if self.pos.y < GROUND_Y:")),
         M("cpp_range_for",
           "a C++ range-for `for (auto& p : self.particles):` in Simulation.step(); meant.py writes "
           "`for p in self.particles:`.",
           ("        for p in self.particles:\n            p.update", "        for (auto& p : self.particles):\n            p.update")),
         M("cpp_typed_declaration",
           "`int seconds = 6` with a C++ type in main().",
           ("    seconds = 6\n", "    int seconds = 6\n")),
         M("call_paren_lost_line_end",
           "the `)` closing `Vec2(` in `__add__`'s return lost at the line end; `__mul__` below shows the form.",
           ("return Vec2(self.x + other.x, self.y + other.y)\n", "return Vec2(self.x + other.x, self.y + other.y\n")),
     ])

case("bus_dijkstra",
     "Israeli C++ developer (Haifa), Dijkstra over bus stops with a transfer penalty, ported from std::priority_queue code",
     meant("bus_dijkstra"),
     [
         M("cpp_structured_binding",
           "a C++17 structured binding `const auto [d, u, line] = heapq.heappop(pq)`; meant.py unpacks "
           "to `d, u, line`.",
           ("            d, u, line = heapq.heappop(pq)\n", "            const auto [d, u, line] = heapq.heappop(pq)\n")),
         M("c_logical_and",
           "`&&` between the two tests of the transfer-penalty condition.",
           ("if line is not None and next_line != line:", "if line is not None && next_line != line:")),
         M("c_for_loop",
           "a C `for (int k = 0; k < len(pairs); k += 2):` header over the FROM/TO pairs; meant.py "
           "writes `for k in range(0, len(pairs), 2):`.",
           ("    for k in range(0, len(pairs), 2):\n", "    for (int k = 0; k < len(pairs); k += 2):\n")),
         M("paren_lost_line_end",
           "one `)` lost at the end of the two-line `lines.append(\"...\" % (` call, so `lines.append(` "
           "stays open over `return lines`.",
           ('"" if n == 1 else "s"))\n    return lines', '"" if n == 1 else "s")\n    return lines')),
     ])

case("leave_tracker",
     "Indian Java enterprise developer (Chennai), leave requests validated against balances and a holiday calendar, ported from a Java batch job",
     meant("leave_tracker"),
     [
         M("set_closing_line_missing",
           "the `}` line closing the HOLIDAYS_2024 set deleted; the exception class after it is read "
           "inside the set. meant.py restores `}` at column 0.",
           ("    date(2024, 10, 31),  # Deepavali\n}\n", "    date(2024, 10, 31),  # Deepavali\n")),
         M("java_typed_declaration",
           "`int count = 0` with a Java type in working_days().",
           ("        count = 0\n        day = self.start", "        int count = 0\n        day = self.start")),
         M("java_catch",
           "Java's `catch (InvalidRequestException e):` for `except InvalidRequestException as e:`.",
           ("        except InvalidRequestException as e:\n", "        catch (InvalidRequestException e):\n")),
         M("java_new",
           "`new LeaveRequest(...)` in load_csv(); meant.py calls the class without `new`, like "
           "`Employee(...)` and `LeaveService()` elsewhere.",
           ("request = LeaveRequest(emp,", "request = new LeaveRequest(emp,")),
     ])

case("bibliothek_ausleihe",
     "German Java developer (Munich), city library loans with small media classes and overdue fees",
     meant("bibliothek_ausleihe"),
     [
         M("java_final_declaration",
           "`final int MAX_LOANS = 10` for a module constant; meant.py writes `MAX_LOANS = 10` like the "
           "other constants.",
           ("MAX_LOANS = 10\n", "final int MAX_LOANS = 10\n")),
         M("java_extends",
           "`class Book extends Medium:` for `class Book(Medium):`; Dvd and Magazine below show the form.",
           ("class Book(Medium):", "class Book extends Medium:")),
         M("java_else_if",
           "`else if` for `elif` in MediumFactory.create(); the next branch is written `elif`.",
           ('        elif kind == "dvd":\n', '        else if kind == "dvd":\n')),
         M("paren_lost_line_end",
           "the `)` closing `print(` lost at the end of the two-line print of an overdue item; the tuple's "
           "`)` is there.",
           ("loan.overdue_days(today), fee))\n", "loan.overdue_days(today), fee)\n")),
         M("java_main_signature",
           "`public static void main(String[] args):` for `def main(args):`.",
           ("def main(args):", "public static void main(String[] args):")),
     ])

case("bank_ledger",
     "Egyptian Java developer (Cairo), bank ledger exercise: transactions applied in order with overdraft limits and a monthly fee, in Decimal",
     meant("bank_ledger"),
     [
         M("docstring_closed_with_two_quotes",
           "the module docstring's closing line typed `\"\"`; no other `\"\"\"` follows, so the string never "
           "ends. meant.py closes it with `\"\"\"` on its own line after the signature.",
           ('-- Omar H.\n"""\n', '-- Omar H.\n""\n')),
         M("java_throw_new",
           "Java's `throw new InsufficientFundsException(self, amount)`; meant.py raises it.",
           ("raise InsufficientFundsException(self, amount)", "throw new InsufficientFundsException(self, amount)")),
         M("brace_for_colon",
           "`{` typed for the colon at the end of `if amount <= 0` in deposit() (a Java block opener); "
           "withdraw() below shows the form.",
           ('        if amount <= 0:\n            raise ValueError("deposit', '        if amount <= 0 {\n            raise ValueError("deposit')),
         M("java_ternary",
           "Java's `cond ? a : b` for the overdrawn flag; meant.py uses `a if cond else b`.",
           ('flag = " (overdrawn)" if a.balance < 0 else ""', 'flag = a.balance < 0 ? " (overdrawn)" : ""')),
     ])

case("payment_webhook",
     "Nigerian Node.js developer (Abuja), Flask port of an Express payment webhook: HMAC check, SQLite, idempotent events",
     meant("payment_webhook"),
     [
         M("js_const",
           "`const HANDLED_EVENTS = [...]`; meant.py drops `const`, like the other module constants.",
           ("HANDLED_EVENTS = [", "const HANDLED_EVENTS = [")),
         M("js_strict_equality",
           "`===` for `==` in the already-paid check.",
           ('if order["status"] == "paid":', 'if order["status"] === "paid":')),
         M("js_template_literal",
           "a JavaScript template literal `` `order ${reference} paid, ${...}` `` in log.info(); meant.py "
           "uses an f-string like the log calls around it.",
           ('log.info(f"order {reference} paid, {kobo_to_naira(amount)}")',
            "log.info(`order ${reference} paid, ${kobo_to_naira(amount)}`)")),
         M("call_closing_line_missing",
           "the `)` line closing the multi-line `db.execute(` INSERT deleted; `result = ...` is then read "
           "inside the call. meant.py restores `)` at the indentation of `db.execute(`.",
           ('raw.decode("utf-8", "replace")),\n        )\n', 'raw.decode("utf-8", "replace")),\n')),
     ])

case("tareas_cli",
     "Argentinian frontend developer (Buenos Aires), command-line to-do list in a JSON file, learning Python after Node",
     meant("tareas_cli"),
     [
         M("js_logical_not",
           "`!tarea.get(\"vence\")` for `not tarea.get(\"vence\")`.",
           ('if not tarea.get("vence"):', 'if !tarea.get("vence"):')),
         M("dict_closing_line_missing",
           "the `}` line closing `tarea = {` in agregar() deleted; the append after it is read inside the "
           "dict. meant.py restores `}` at the indentation of `tarea = {`.",
           ('"creada": datetime.now().isoformat(timespec="seconds"),\n    }\n',
            '"creada": datetime.now().isoformat(timespec="seconds"),\n')),
         M("js_arrow_function",
           "a JavaScript arrow function `(t) => (...)` as the sort key; meant.py uses `lambda t: (...)`.",
           ("key=lambda t: (t[\"hecha\"],", "key=(t) => (t[\"hecha\"],")),
         M("js_logical_or_default",
           "`||` for `or` in the due-date default of the sort key.",
           ('t.get("vence") or "9999"', 't.get("vence") || "9999"')),
         M("switch_break_outside_loop",
           "a `break` left after the \"agregar\" branch, as at the end of a `case` in a JS `switch`; in "
           "Python it is outside any loop (only the compiler refuses it). meant.py drops it.",
           ('        print(f"Agregada #{t[\'id\']}: {t[\'texto\']}")\n',
            '        print(f"Agregada #{t[\'id\']}: {t[\'texto\']}")\n        break\n')),
     ])

case("saa_ennuste",
     "Finnish Node.js developer (Tampere), multi-city weather forecast fetched concurrently with asyncio and aiohttp",
     meant("saa_ennuste"),
     [
         M("dict_closing_line_missing",
           "the `}` line closing the KAUPUNGIT dict deleted; the timeout assignment is then read inside "
           "it. meant.py restores `}` at column 0.",
           ('    "Turku": (60.4518, 22.2666),\n}\n', '    "Turku": (60.4518, 22.2666),\n')),
         M("js_strict_inequality",
           "`!==` for `!=` in the HTTP status check.",
           ("if vastaus.status != 200:", "if vastaus.status !== 200:")),
         M("return_value_in_async_generator",
           "`return []` (a JS habit: return an empty array when there is nothing) in the async generator "
           "virheet_yksitellen(); only the compiler refuses a value there. meant.py returns without a "
           "value, which ends the generator.",
           ("for _, _, virhe in tulokset):\n        return\n", "for _, _, virhe in tulokset):\n        return []\n")),
         M("async_keyword_lost",
           "`async` lost on `def hae_kaikki()`, whose body uses `async with` and `await` (only the compiler "
           "refuses it, at the `async with` line); main() awaits it.",
           ("async def hae_kaikki():", "def hae_kaikki():")),
         M("js_for_of",
           "a JavaScript `for (const [kaupunki, data, virhe] of tulokset):` header; meant.py unpacks in a "
           "Python `for`, as virheet_yksitellen() does with the same tuples.",
           ("    for kaupunki, data, virhe in tulokset:\n        if data is None:",
            "    for (const [kaupunki, data, virhe] of tulokset):\n        if data is None:")),
     ])

NOTES = {
    "serial_sensor_log": "Situation: the author's first Python, parsing UART frames with XOR checksums and counting lost frames per node. Policy: C habits become the Python the rest of the file already uses (`or`, `+= 1`, `#` comments, `for i in range(...)`); `%` formatting and index loops stay.",
    "bmp_histogram": "Situation: a course assignment redone in Python: BMP header with struct and a 16-bin histogram per channel. Policy: C habits become Python (`not`, `#`, `a if c else b`, `elif`); the C-like helper functions stay.",
    "particle_fountain": "Situation: a prototype to tune parameters before moving them into a C++ engine. Policy: C++ habits become Python (`self.`, `for p in ...`, no type); the small Vec2 class stays.",
    "bus_dijkstra": "Situation: a port of a std::priority_queue Dijkstra with states (stop, line) and a transfer penalty. Policy: C++ habits become Python (tuple unpacking, `and`, `range` with a step); the class layout stays.",
    "leave_tracker": "Situation: a Java batch job ported to Python, with service and entity classes and a custom exception. Policy: Java habits become Python (`except ... as e`, no type, no `new`); getters and the class structure stay.",
    "bibliothek_ausleihe": "Situation: a library's loan and fee list with an abstract base class and a factory, Java style. Policy: Java habits become Python (`class B(A)`, `elif`, `def main(args)`, constants without types); the factory stays.",
    "bank_ledger": "Situation: a training exercise applying transactions with overdraft limits in Decimal. Policy: Java habits become Python (`raise`, `:` for a block, `a if c else b`); the class structure stays.",
    "payment_webhook": "Situation: a Flask port of an Express webhook with HMAC verification and SQLite idempotency. Policy: JavaScript habits become Python (no `const`, `==`, f-strings); `%`-style and f-string logging both stay as written.",
    "tareas_cli": "Situation: a to-do CLI written to learn Python after Node and commander. Policy: JavaScript habits become Python (`not`, `or`, `lambda`, no `break` after a branch); the Spanish names stay.",
    "saa_ennuste": "Situation: forecasts fetched concurrently with aiohttp and summarised per day. Policy: JavaScript habits become Python (`!=`, a bare `return` in the async generator, `async def`, a Python `for`); Finnish names stay.",
}
import lib as _lib  # noqa: E402
for _c in _lib.CASES:
    if _c["name"] in NOTES:
        _c["note"] = NOTES[_c["name"]]
