//! The operators, comments, statements and blocks of C, Java and
//! JavaScript (`&&`, `||`, `!x`, `===`, `else if`, `i++`, `// note`,
//! `(r) => f(r)`, `c ? a : b`, `if x {` ... `}`, `} catch (E e) {`; a statement's
//! leading words are `habits`' table; Lua's `if x then`),
//! which a person coming from them writes for
//! Python's: each made Python's in one change, the change all but
//! certain (the search lets the error move on along its line).

use ruff_python_ast::token::TokenKind;

use super::brackets::open_at;
use super::c_braces::at_end;
use super::edits::{Change, Kind, Lines, Token};

/// C's and JavaScript's operators on line `line` written as Python's, one
/// change each.
pub(super) fn python_operators(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let (start, end) = (lines.start_of(line), lines.end_of(line));
    let on_line: Vec<Token> = tokens
        .iter()
        .copied()
        .filter(|t| t.1 >= start && t.2 <= end)
        .collect();
    // A word, spaced from what stands either side of it.
    let word = |from: usize, to: usize, word: &str| {
        let left = if code[..from].ends_with([' ', '(']) {
            ""
        } else {
            " "
        };
        let right = if code[to..].starts_with(' ') { "" } else { " " };
        format!("{left}{word}{right}")
    };
    // JavaScript's comment, where a line's code would start, or after
    // code as a comment stands (two spaces before it, as PEP 8's `#`; a
    // floor division is written with one).
    let first_code = on_line
        .iter()
        .find(|t| !matches!(t.0, TokenKind::Indent | TokenKind::Dedent))
        .map(|t| t.1);
    for &(kind, from, to) in &on_line {
        let leads = Some(from) == first_code;
        let trails = code[..from].ends_with("  ") && code[to..].starts_with(' ');
        if kind == TokenKind::DoubleSlash && (leads || trails) {
            out.push(Change::new(from, to, "#", Kind::ForeignComment));
            break;
        }
    }
    arrow_function(code, &on_line, out);
    super::foreign_types::angle_generics(code, &on_line, out);
    super::foreign_types::c_casts(code, &on_line, out);
    super::foreign_types::as_casts(&on_line, out);
    super::foreign_types::regex_literals(code, lines, line, out);
    super::habits::statement_habit(code, &on_line, out);
    super::habits::backtick_strings(code, lines, line, out);
    then_header(code, &on_line, out);
    super::c_conditional::conditional_expression(code, &on_line, out);
    super::c_conditional::then_expression(code, &on_line, out);
    for pair in on_line.windows(2) {
        let [(first, from, first_end), (second, second_start, to)] = [pair[0], pair[1]];
        let adjacent = first_end == second_start;
        let replacement = match (first, second) {
            // (In a mask, numpy's and pandas' element-wise `&` and `|`.)
            (TokenKind::Amper, TokenKind::Amper)
                if adjacent && in_a_mask(code, tokens, from, to) =>
            {
                "&".to_string()
            }
            (TokenKind::Vbar, TokenKind::Vbar) if adjacent && in_a_mask(code, tokens, from, to) => {
                "|".to_string()
            }
            (TokenKind::Amper, TokenKind::Amper) if adjacent => word(from, to, "and"),
            (TokenKind::Vbar, TokenKind::Vbar) if adjacent => word(from, to, "or"),
            (TokenKind::Else, TokenKind::If) => "elif".to_string(),
            // JavaScript's strict comparisons (with a singleton, Python's
            // identity: `x === None` is `x is None`).
            (TokenKind::EqEqual, TokenKind::Equal) if adjacent && singleton_after(code, to) => {
                "is".to_string()
            }
            (TokenKind::NotEqual, TokenKind::Equal) if adjacent && singleton_after(code, to) => {
                "is not".to_string()
            }
            (TokenKind::EqEqual, TokenKind::Equal) if adjacent => "==".to_string(),
            (TokenKind::NotEqual, TokenKind::Equal) if adjacent => "!=".to_string(),
            // A comparison's two marks typed the other way round.
            (TokenKind::Equal, TokenKind::Less) if adjacent => "<=".to_string(),
            // (Not after `()`: no one compares an empty tuple; JavaScript's
            // arrow, `arrow_function`'s.)
            (TokenKind::Equal, TokenKind::Greater)
                if adjacent && !code[..from].trim_end().ends_with("()") =>
            {
                ">=".to_string()
            }
            (TokenKind::Equal, TokenKind::Exclamation | TokenKind::Unknown)
                if adjacent && &code[first_end..to] == "!" =>
            {
                "!=".to_string()
            }
            // (C's `i++;`: its `;` goes with it.)
            (TokenKind::Plus | TokenKind::Minus, TokenKind::Plus | TokenKind::Minus)
                if adjacent
                    && first == second
                    && (at_end(code, to, end)
                        || (code[to..].starts_with(';') && at_end(code, to + 1, end))) =>
            {
                let to = if code[to..].starts_with(';') {
                    to + 1
                } else {
                    to
                };
                let step = if first == TokenKind::Plus {
                    " += 1"
                } else {
                    " -= 1"
                };
                out.push(Change::new(from, to, step, Kind::Lookalike));
                continue;
            }
            // Kotlin's and Swift's `?:` (a default for a null): `or`.
            (_, TokenKind::Colon) if adjacent && &code[from..first_end] == "?" => {
                word(from, to, "or")
            }
            // Kotlin's `!!` (not null, surely) after an operand: nothing.
            (_, _)
                if adjacent
                    && &code[from..first_end] == "!"
                    && &code[second_start..to] == "!"
                    && code[..from]
                        .ends_with(|c: char| c.is_alphanumeric() || ")]".contains(c)) =>
            {
                String::new()
            }
            // R's assignment arrow, `x <- 2`, after a name that starts the
            // statement or is a `def`'s parameter: Python's `=`.
            (TokenKind::Less, TokenKind::Minus)
                if adjacent && arrow_assigns(code, &on_line, from, start) =>
            {
                "=".to_string()
            }
            // (C's negation stands before its operand, never right after a
            // word: `Sure! Below` is a sentence's.)
            (TokenKind::Exclamation | TokenKind::Unknown, TokenKind::Name | TokenKind::Lpar)
                if &code[from..first_end] == "!"
                    && !code[..from].ends_with(|c: char| {
                        c.is_alphanumeric() || c == '_' || ")]".contains(c)
                    }) =>
            {
                out.push(Change::new(from, first_end, "not ", Kind::Lookalike));
                continue;
            }
            _ => continue,
        };
        out.push(Change::new(from, to, &replacement, Kind::Lookalike));
    }
}

/// Whether R's `<-` at byte `at` follows a name that starts its line's
/// statement (`label <- ...`) or is a parameter of the `def` the line
/// heads (`def f(values, digits <- 2):`).
fn arrow_assigns(code: &str, on_line: &[Token], at: usize, line_start: usize) -> bool {
    let before: Vec<&Token> = on_line
        .iter()
        .filter(|t| t.2 <= at && !matches!(t.0, TokenKind::Indent | TokenKind::Dedent))
        .collect();
    let Some(name) = before.last().filter(|t| t.0 == TokenKind::Name) else {
        return false;
    };
    let starts = before.len() == 1 && code[line_start..name.1].trim().is_empty();
    let parameter = before.first().is_some_and(|t| t.0 == TokenKind::Def)
        && before
            .get(before.len().wrapping_sub(2))
            .is_some_and(|t| matches!(t.0, TokenKind::Comma | TokenKind::Lpar));
    starts || parameter
}

/// Whether C's `&&` or `||` at `from..to` joins two parenthesised
/// conditions inside a subscript, `df[(df.a > 0) && (df.b < 9)]`, or in a
/// file that joins such conditions with `&` or `|` elsewhere (`alive =
/// (grid == 1) && ((n == 2) || (n == 3))` beside `(grid == 0) & (n == 3)`):
/// a boolean mask, whose parts numpy and pandas join element-wise.
fn in_a_mask(code: &str, tokens: &[Token], from: usize, to: usize) -> bool {
    let parenthesised_before = code[..from].trim_end().ends_with(')')
        && open_at(code, tokens, code[..from].trim_end().len() - 1).is_some_and(|(opened, _)| {
            !code[..opened].ends_with(|c: char| c.is_alphanumeric() || c == '_')
        });
    let parenthesised_after = code[to..].trim_start().starts_with('(');
    let subscript = open_at(code, tokens, from).is_some_and(|(opened, closer)| {
        closer == "]"
            && code[..opened]
                .ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == ')' || c == ']')
    });
    parenthesised_before && parenthesised_after && (subscript || joins_masks(code))
}

/// Whether `code` joins parenthesised conditions with `&` or `|`
/// somewhere: numpy's and pandas' element-wise masks.
pub(super) fn joins_masks(code: &str) -> bool {
    [") & (", ") | ("].iter().any(|join| code.contains(join))
}

/// A header ended as Lua, Ruby, Pascal or a shell ends it, `if x > 0 then`
/// or `while busy do`: Python's `:` for its last word (and Lua's `elseif`
/// made `elif` with it).
fn then_header(code: &str, on_line: &[Token], out: &mut Vec<Change>) {
    let mut code_tokens = on_line.iter().filter(|t| {
        !matches!(
            t.0,
            TokenKind::Indent
                | TokenKind::Dedent
                | TokenKind::Newline
                | TokenKind::NonLogicalNewline
                | TokenKind::Comment
        )
    });
    let Some(&first) = code_tokens.next() else {
        return;
    };
    let rest: Vec<Token> = code_tokens.copied().collect();
    let [.., before, last] = rest[..] else {
        return;
    };
    // (A shell's `; then`, `; do`: the `;` goes with its word.)
    let before = match rest[..] {
        [.., ahead, (TokenKind::Semi, ..), _] => ahead,
        _ => before,
    };
    let header = match first.0 {
        TokenKind::If | TokenKind::Elif | TokenKind::While | TokenKind::For => true,
        TokenKind::Name => matches!(&code[first.1..first.2], "elseif" | "elsif"),
        _ => false,
    };
    let word = &code[last.1..last.2];
    if !header || last.0 != TokenKind::Name || !matches!(word, "then" | "do") {
        return;
    }
    if first.0 == TokenKind::Name {
        let text = format!("elif{}:", &code[first.2..before.2]);
        out.push(Change::new(first.1, last.2, &text, Kind::Lookalike));
    } else {
        out.push(Change::new(before.2, last.2, ":", Kind::Lookalike));
    }
}

/// JavaScript's arrow function, `(r) => f(r)` or `r => f(r)`, on a line's
/// tokens: Python's `lambda r: f(r)`.
fn arrow_function(code: &str, on_line: &[Token], out: &mut Vec<Change>) {
    for (i, pair) in on_line.windows(2).enumerate() {
        let [
            (TokenKind::Equal, _, equal_end),
            (TokenKind::Greater, greater_start, to),
        ] = [pair[0], pair[1]]
        else {
            continue;
        };
        if equal_end != greater_start || i == 0 {
            continue;
        }
        // Its parameters: names and commas in brackets, or one name.
        let (first, start, parameters) = match on_line[i - 1] {
            (TokenKind::Name, start, end) => (i - 1, start, code[start..end].to_string()),
            (TokenKind::Rpar, ..) => {
                let Some(open) = (0..i - 1).rev().find(|&k| on_line[k].0 == TokenKind::Lpar) else {
                    continue;
                };
                let inside = &on_line[open + 1..i - 1];
                if !inside
                    .iter()
                    .all(|t| matches!(t.0, TokenKind::Name | TokenKind::Comma))
                {
                    continue;
                }
                let names: Vec<&str> = inside
                    .iter()
                    .filter(|t| t.0 == TokenKind::Name)
                    .map(|t| &code[t.1..t.2])
                    .collect();
                (open, on_line[open].1, names.join(", "))
            }
            _ => continue,
        };
        // (Where a value stands, as a function passed or bound: not
        // `if a => b`, C's `>=` typed backwards.)
        let passed = first >= 1
            && matches!(
                on_line[first - 1].0,
                TokenKind::Lpar | TokenKind::Comma | TokenKind::Equal | TokenKind::Colon
            );
        if !passed {
            continue;
        }
        let space = if parameters.is_empty() { "" } else { " " };
        let text = format!("lambda{space}{parameters}:");
        out.push(Change::new(start, to, &text, Kind::Lookalike));
    }
}

/// Whether `None`, `True` or `False` follows byte `at` as a whole word.
fn singleton_after(code: &str, at: usize) -> bool {
    let rest = code[at..].trim_start_matches([' ', '\t']);
    ["None", "True", "False"].iter().any(|word| {
        rest.strip_prefix(word)
            .is_some_and(|after| !after.starts_with(|c: char| c.is_alphanumeric() || c == '_'))
    })
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied;

    fn made_python(code: &str) -> Vec<String> {
        applied::on_line(code, 1, super::python_operators)
    }

    #[test]
    fn operators_of_c_become_pythons() {
        assert_eq!(made_python("if a && b: pass\n"), ["if a and b: pass\n"]);
        assert_eq!(made_python("if a||b: pass\n"), ["if a or b: pass\n"]);
        assert_eq!(made_python("if !done: pass\n"), ["if not done: pass\n"]);
        assert_eq!(made_python("i++\n"), ["i += 1\n"]);
        assert_eq!(made_python("else if x: pass\n"), ["elif x: pass\n"]);
        assert_eq!(
            made_python("if p === None: pass\n"),
            ["if p is None: pass\n"]
        );
        assert_eq!(
            made_python("tags: list<str> = f()\n"),
            ["tags: list[str] = f()\n"]
        );
        assert_eq!(
            made_python("crc ^= (uint16_t)b << 8\n"),
            ["crc ^= b << 8\n"]
        );
        assert_eq!(made_python("n = (int)x + 1\n"), ["n = int(x) + 1\n"]);
        assert_eq!(
            made_python("s = \"%d\" % (int) t\n"),
            ["s = \"%d\" % int(t)\n"]
        );
        assert_eq!(
            made_python("P = /pena (\\d+)/i\nimport re\n")
                .into_iter()
                .filter(|c| c.contains("compile"))
                .collect::<Vec<_>>(),
            ["P = re.compile(r\"pena (\\d+)\", re.I)\nimport re\n"]
        );
        assert!(
            made_python("P = /pena/i\nimport requests\n")
                .iter()
                .all(|c| !c.contains("compile"))
        );
        assert_eq!(
            made_python("    src = tu.find(\"x\", NS) as etree._Element\n"),
            ["    src = tu.find(\"x\", NS)\n"]
        );
        assert_eq!(made_python("if p !== x: pass\n"), ["if p != x: pass\n"]);
        assert_eq!(made_python("    // sum them\n"), ["    # sum them\n"]);
        assert!(made_python("x = a // b\n").is_empty());
        // `a & &b` is no `&&`, nor `x = 1 + +2` an increment.
        assert!(made_python("x = a & &b\n").is_empty());
        assert!(made_python("x = 1 + +2\n").is_empty());
        assert_eq!(made_python("if a =< b: pass\n"), ["if a <= b: pass\n"]);
        assert_eq!(made_python("if a => b: pass\n"), ["if a >= b: pass\n"]);
        assert_eq!(
            made_python("add(\"/\", (r) => ok(r))\n"),
            [
                "add(\"/\", lambda r: ok(r))\n",
                "add(\"/\", (r) >= ok(r))\n"
            ]
        );
        assert_eq!(made_python("n++;\n"), ["n += 1\n"]);
        assert_eq!(made_python("x = 2  // half\n"), ["x = 2  # half\n"]);
    }

    #[test]
    fn other_languages_statements_become_pythons() {
        assert_eq!(made_python("foreach x in xs:\n"), ["for x in xs:\n"]);
        assert_eq!(made_python("for each x in xs:\n"), ["for x in xs:\n"]);
        assert_eq!(made_python("catch ValueError:\n"), ["except ValueError:\n"]);
        assert_eq!(
            made_python("throw ValueError(1)\n"),
            ["raise ValueError(1)\n"]
        );
        assert_eq!(made_python("func total(a):\n"), ["def total(a):\n"]);
        assert_eq!(made_python("    let count = 0\n"), ["    count = 0\n"]);
        assert_eq!(
            made_python("for (int i = 0; i < n; i++):  # c\n"),
            ["for i in range(n):  # c\n"]
        );
        // (Its `i++` alone made Python's too, another candidate.)
        assert_eq!(
            made_python("for i := 0; i < n; i++\n")[0],
            "for i in range(n):\n"
        );
        assert_eq!(made_python("if x > 0 then\n"), ["if x > 0:\n"]);
        assert_eq!(made_python("while busy do  # c\n"), ["while busy:  # c\n"]);
        assert_eq!(made_python("elseif x == 1 then\n"), ["elif x == 1:\n"]);
        // Names of Python's own.
        assert!(made_python("fn = 3\n").is_empty());
        assert!(made_python("x = then\n").is_empty());
        assert!(made_python("let(x)\n").is_empty());
        assert!(made_python("each = 1\n").is_empty());
    }

    #[test]
    fn a_conditional_expression_of_c_becomes_pythons() {
        assert_eq!(made_python("x = c ? a : b\n"), ["x = a if c else b\n"]);
        assert_eq!(
            made_python("    return (n > 0) ? f(n - 1) : [1, 2]  # base\n"),
            ["    return f(n - 1) if (n > 0) else [1, 2]  # base\n"]
        );
        assert_eq!(
            made_python("g(t[0] ? \"a\" : \"b\", 3)\n"),
            ["g(\"a\" if t[0] else \"b\", 3)\n"]
        );
        // Two of them, or no `:`, are left to the search.
        assert!(made_python("x = a ? b ? c : d : e\n").is_empty());
        assert!(made_python("x = a ? b\n").is_empty());
        assert_eq!(
            made_python("    sign = if d < 0 then \"-\" else \"\"\n"),
            ["    sign = \"-\" if d < 0 else \"\"\n"]
        );
        assert_eq!(
            made_python("f(if ok then 1 else 2, 3)\n"),
            ["f(1 if ok else 2, 3)\n"]
        );
    }

    #[test]
    fn kotlins_and_rs_operators_become_pythons() {
        assert_eq!(
            made_python("print(top ?: \"none\")\n"),
            ["print(top or \"none\")\n"]
        );
        assert_eq!(
            made_python("loan = find(isbn)!!\n"),
            ["loan = find(isbn)\n"]
        );
        assert_eq!(
            made_python("def f(x, digits <- 2):\n"),
            ["def f(x, digits = 2):\n"]
        );
        assert!(made_python("if a <-b: pass\n").is_empty());
    }

    #[test]
    fn strict_comparisons_become_pythons() {
        assert_eq!(made_python("if a === b: pass\n"), ["if a == b: pass\n"]);
    }

    #[test]
    fn conditions_join_as_the_file_joins_them() {
        let code = "alive = (g == 1) && ((n == 2) || (n == 3))\nborn = (g == 0) & (n == 3)\n";
        assert_eq!(
            made_python(code),
            [
                "alive = (g == 1) & ((n == 2) || (n == 3))\nborn = (g == 0) & (n == 3)\n",
                "alive = (g == 1) && ((n == 2) | (n == 3))\nborn = (g == 0) & (n == 3)\n",
            ]
        );
        // A file that writes no such mask: Python's `and`.
        assert_eq!(
            made_python("ok = (a == 1) && (b == 2)\n"),
            ["ok = (a == 1) and (b == 2)\n"]
        );
    }

    #[test]
    fn a_masks_conditions_are_joined_element_wise() {
        assert_eq!(
            made_python("x = df[(df.a > 0) && (df[\"b\"] < 9)]\n"),
            ["x = df[(df.a > 0) & (df[\"b\"] < 9)]\n"]
        );
        assert_eq!(
            made_python("m = a[(a < 0) || (a > 9)]\n"),
            ["m = a[(a < 0) | (a > 9)]\n"]
        );
        // A condition, or a call's result, is no mask.
        assert_eq!(
            made_python("if (a > 0) && (b < 9): pass\n"),
            ["if (a > 0) and (b < 9): pass\n"]
        );
        assert_eq!(
            made_python("x = d[f(a) && (b)]\n"),
            ["x = d[f(a) and (b)]\n"]
        );
        assert_eq!(made_python("if a !== b: pass\n"), ["if a != b: pass\n"]);
    }
}
