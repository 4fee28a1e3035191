//! Statements begun as another language begins them: a table of the words
//! (and what must follow them) with Python's for each, read by one
//! matcher. `foreach x` and `for each x` (PHP, C#, VB), `catch`/`throw`
//! (Java, JavaScript; `catch (E ex):` made `except E as ex:`),
//! `func`/`fn`/`fun`/`function`/`sub` before a call's shape (Go, Rust,
//! Kotlin, JavaScript, Perl) and C's return types (`void
//! f():`), JavaScript's `for await`, declarations (`var`, `let`,
//! `let mut`, `const`, `val`, `auto`, `my`, `local`) before an
//! assignment, Ruby's `unless` and `require 'json'`, Kotlin's parenthesised
//! `for (x in xs)`, C's counting `for` (`c_for`) and empty `while (x);`
//! (a body of `pass`), Java's `class A extends B:` (`class A(B):`), Ruby's
//! `@name` for
//! `self.name`; and JavaScript's and Go's backtick strings. Each is one
//! change, all but certain.

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Kind, Lines, Token};

/// What must follow a habit's words for them to be that language's.
#[derive(Clone, Copy)]
enum Then {
    /// Anything (the words alone say it).
    Anything,
    /// A name.
    Name,
    /// A name or an opening parenthesis.
    NameOrParen,
    /// A name, then `(`: a function's header.
    Header,
    /// A name, then `=`: a declaration's assignment.
    Assigned,
    /// A string naming a module: the import's name, unquoted.
    Module,
}

/// The habits: the words a statement starts with, what follows them, and
/// Python's words for them (empty: none).
const HABITS: &[(&[&str], Then, &str)] = &[
    (&["foreach"], Then::NameOrParen, "for"),
    (&["for", "each"], Then::Name, "for"),
    (&["catch"], Then::Anything, "except"),
    (&["throw"], Then::Anything, "raise"),
    (&["func"], Then::Header, "def"),
    (&["fn"], Then::Header, "def"),
    (&["fun"], Then::Header, "def"),
    (&["sub"], Then::Header, "def"),
    (&["function"], Then::Header, "def"),
    // JavaScript's and Rust's coroutines.
    (&["async", "function"], Then::Header, "async def"),
    (&["async", "fn"], Then::Header, "async def"),
    // C's and Arduino's return types before a function's name.
    (&["void"], Then::Header, "def"),
    (&["int"], Then::Header, "def"),
    (&["float"], Then::Header, "def"),
    (&["double"], Then::Header, "def"),
    (&["bool"], Then::Header, "def"),
    // JavaScript's loop over what an iterator awaits.
    (&["for", "await"], Then::Name, "async for"),
    (&["let", "mut"], Then::Assigned, ""),
    (&["var"], Then::Assigned, ""),
    (&["let"], Then::Assigned, ""),
    (&["const"], Then::Assigned, ""),
    (&["val"], Then::Assigned, ""),
    (&["auto"], Then::Assigned, ""),
    (&["my"], Then::Assigned, ""),
    (&["local"], Then::Assigned, ""),
    (&["unless"], Then::Anything, "if not"),
    (&["require"], Then::Module, "import"),
];

/// Where a declaration's name starts, when `rest`, the tokens after its
/// words, are a name (Perl's `$name` too) assigned (`x = `, `x: T = `).
fn assigned(code: &str, rest: &[Token]) -> Option<usize> {
    let sigil = usize::from(rest.first().is_some_and(|t| &code[t.1..t.2] == "$"));
    let name = rest.get(sigil)?;
    let then = rest.get(sigil + 1)?.0;
    (name.0 == TokenKind::Name && matches!(then, TokenKind::Equal | TokenKind::Colon))
        .then_some(name.1)
}

/// Java's and TypeScript's `class A extends B` (and `implements C`):
/// Python's bases in parentheses.
fn class_extends(code: &str, tokens: &[Token]) -> Option<Change> {
    let text = |t: &Token| &code[t.1..t.2];
    let [class, name, extends, ..] = tokens else {
        return None;
    };
    if class.0 != TokenKind::Class || name.0 != TokenKind::Name || text(extends) != "extends" {
        return None;
    }
    let colon = tokens.iter().position(|t| t.0 == TokenKind::Colon)?;
    let mut bases = Vec::new();
    for t in &tokens[3..colon] {
        match (t.0, text(t)) {
            (TokenKind::Name, "implements") | (TokenKind::Comma, _) => {}
            (TokenKind::Name | TokenKind::Dot, _) => {
                if t.0 == TokenKind::Dot || bases.last().is_some_and(|b: &String| b.ends_with('.'))
                {
                    let last = bases.last_mut()?;
                    last.push_str(text(t));
                } else {
                    bases.push(text(t).to_string());
                }
            }
            _ => return None,
        }
    }
    (!bases.is_empty()).then(|| {
        Change::new(
            name.2,
            tokens[colon].1,
            &format!("({})", bases.join(", ")),
            Kind::Lookalike,
        )
    })
}

/// The habit a statement on a line's tokens (`on_line`) starts with,
/// written as Python's.
pub(super) fn statement_habit(code: &str, on_line: &[Token], out: &mut Vec<Change>) {
    let tokens: Vec<Token> = on_line
        .iter()
        .copied()
        .filter(|t| !matches!(t.0, TokenKind::Indent | TokenKind::Dedent))
        .collect();
    let Some(&first) = tokens.first() else {
        return;
    };
    let text = |t: Token| &code[t.1..t.2];
    if let Some(change) = counting_for(code, &tokens)
        .or_else(|| parenthesised_for_in(code, &tokens))
        .or_else(|| instance_variable(&tokens))
        .or_else(|| empty_loop(code, &tokens))
        .or_else(|| caught_as(code, &tokens))
        .or_else(|| class_extends(code, &tokens))
    {
        out.push(change);
        return;
    }
    for &(words, then, python) in HABITS {
        let leads =
            words.len() < tokens.len() && words.iter().zip(&tokens).all(|(w, &t)| text(t) == *w);
        if !leads {
            continue;
        }
        let rest = &tokens[words.len()..];
        let kind = |i: usize| rest.get(i).map(|t| t.0);
        let last_word = tokens[words.len() - 1];
        let (end, python) = match then {
            Then::Anything => (last_word.2, python.to_string()),
            Then::Name if kind(0) == Some(TokenKind::Name) => (last_word.2, python.to_string()),
            Then::NameOrParen if matches!(kind(0), Some(TokenKind::Name | TokenKind::Lpar)) => {
                (last_word.2, python.to_string())
            }
            Then::Header
                if kind(0) == Some(TokenKind::Name) && kind(1) == Some(TokenKind::Lpar) =>
            {
                (last_word.2, python.to_string())
            }
            // The declaration's words and the space after them go, with
            // Perl's `$` before the name; a type annotated stays.
            Then::Assigned => {
                let Some(name) = assigned(code, rest) else {
                    continue;
                };
                (name, String::new())
            }
            Then::Module if kind(0) == Some(TokenKind::String) => {
                let module = text(rest[0]).trim_matches(['\'', '"']);
                if !module.split('.').all(super::edits::is_name) {
                    return;
                }
                (rest[0].2, format!("{python} {module}"))
            }
            _ => continue,
        };
        out.push(Change::new(first.1, end, &python, Kind::Lookalike));
        return;
    }
}

/// JavaScript's template literal (`` `${city}: ${n} cities` ``) or Go's
/// raw string (`` `^/([a-z]+)$` ``) on line `line`, each on one line:
/// Python's f-string (`f"{city}: {n} cities"`) or raw string.
pub(super) fn backtick_strings(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let text = lines.slice(code, line, line);
    let start = lines.start_of(line);
    let mut from = 0;
    while let Some(open) = text[from..].find('`').map(|i| from + i) {
        let Some(close) = text[open + 1..].find('`').map(|i| open + 1 + i) else {
            return;
        };
        let inside = &text[open + 1..close];
        from = close + 1;
        // (A whole statement in backticks is inline code's markup, a
        // string no one would read.)
        if text[..open].trim().is_empty() && text[close + 1..].trim().is_empty() {
            continue;
        }
        let quote = if inside.contains('"') { '\'' } else { '"' };
        if inside.contains(quote) || inside.contains('\n') {
            continue;
        }
        let python = if inside.contains("${") {
            format!("f{quote}{}{quote}", inside.replace("${", "{"))
        } else {
            format!("r{quote}{inside}{quote}")
        };
        out.push(Change::new(
            start + open,
            start + close + 1,
            &python,
            Kind::Lookalike,
        ));
    }
}

/// A line's last token of code: its comment and line break aside.
fn last_code_token(tokens: &[Token]) -> Option<Token> {
    tokens.iter().rev().copied().find(|t| {
        !matches!(
            t.0,
            TokenKind::Newline | TokenKind::NonLogicalNewline | TokenKind::Comment
        )
    })
}

/// C's counting loop without braces (a `{` ending it is `c_braces`'s, with
/// its `}`): `for (int i = 0; i < n; i++):`.
fn counting_for(code: &str, tokens: &[Token]) -> Option<Change> {
    let first = *tokens.first()?;
    let last = last_code_token(tokens)?;
    if first.0 != TokenKind::For || last.0 == TokenKind::Lbrace {
        return None;
    }
    let end = if last.0 == TokenKind::Colon {
        last.1
    } else {
        last.2
    };
    let range = super::c_for::as_range(&code[first.1..end])?;
    Some(Change::new(
        first.1,
        last.2,
        &format!("{range}:"),
        Kind::Lookalike,
    ))
}

/// Kotlin's and Swift's loop header, its `x in xs` in parentheses:
/// `for (day in days):` made `for day in days:`.
fn parenthesised_for_in(code: &str, tokens: &[Token]) -> Option<Change> {
    let [first, open, ..] = tokens[..] else {
        return None;
    };
    if first.0 != TokenKind::For || open.0 != TokenKind::Lpar {
        return None;
    }
    // The parenthesis closing it, right before the header's `:`.
    let mut depth = 0i32;
    let close = 1 + tokens[1..].iter().position(|t| {
        match t.0 {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => depth -= 1,
            _ => {}
        }
        depth == 0
    })?;
    let inside = &tokens[2..close];
    let holds_in = inside.iter().any(|t| t.0 == TokenKind::In);
    let colon_next = tokens
        .get(close + 1)
        .is_some_and(|t| t.0 == TokenKind::Colon);
    if !(holds_in && colon_next) {
        return None;
    }
    let close = tokens[close];
    Some(Change::new(
        open.1,
        close.2,
        &code[open.2..close.1],
        Kind::Lookalike,
    ))
}

/// Java's, C#'s and JavaScript's handler header, `catch (IOError ex):`
/// (or that header's parentheses kept after `except`, `except (IOError
/// ex):`): Python's `except IOError as ex:`, the type and its name as
/// written.
fn caught_as(code: &str, tokens: &[Token]) -> Option<Change> {
    let [catch, open, ..] = tokens[..] else {
        return None;
    };
    if !matches!(&code[catch.1..catch.2], "catch" | "except") || open.0 != TokenKind::Lpar {
        return None;
    }
    let close = tokens.iter().position(|t| t.0 == TokenKind::Rpar)?;
    let inside = tokens.get(2..close)?;
    // A dotted type, then the name it is bound to.
    let (&name, caught) = inside.split_last()?;
    let dotted = !caught.is_empty()
        && caught
            .iter()
            .all(|t| matches!(t.0, TokenKind::Name | TokenKind::Dot));
    if name.0 != TokenKind::Name || !dotted {
        return None;
    }
    let caught = &code[caught[0].1..caught[caught.len() - 1].2];
    let name = &code[name.1..name.2];
    Some(Change::new(
        catch.1,
        tokens[close].2,
        &format!("except {caught} as {name}"),
        Kind::Lookalike,
    ))
}

/// C's loop with an empty body, waiting till its condition fails
/// (`while (step(-1));`): Python's body of `pass` under it.
fn empty_loop(code: &str, tokens: &[Token]) -> Option<Change> {
    let first = *tokens.first()?;
    let last = last_code_token(tokens)?;
    if first.0 != TokenKind::While || last.0 != TokenKind::Semi {
        return None;
    }
    let indent = &code[code[..first.1].rfind('\n').map_or(0, |n| n + 1)..first.1];
    if !indent.chars().all(|c| c == ' ' || c == '\t') {
        return None;
    }
    let unit = if indent.contains('\t') { "\t" } else { "    " };
    // (Spaces before the `;` go with it: `while x :` is no one's.)
    let start = code[..last.1].trim_end_matches(' ').len();
    Some(Change::new(
        start,
        last.2,
        &format!(":\n{indent}{unit}pass"),
        Kind::Lookalike,
    ))
}

/// Ruby's instance variable, `@count += 1`, at a statement's start (a
/// decorator is a name and a line's end, or a call): `self.count`.
fn instance_variable(tokens: &[Token]) -> Option<Change> {
    let [at, name, operator, ..] = tokens[..] else {
        return None;
    };
    let assigns = matches!(
        operator.0,
        TokenKind::Equal
            | TokenKind::PlusEqual
            | TokenKind::MinusEqual
            | TokenKind::StarEqual
            | TokenKind::SlashEqual
    );
    (at.0 == TokenKind::At && name.0 == TokenKind::Name && at.2 == name.1 && assigns)
        .then(|| Change::new(at.1, at.2, "self.", Kind::Lookalike))
}

#[cfg(test)]
mod tests {
    use super::super::edits::{Lines, applied};
    use super::*;

    fn habits(code: &str) -> Vec<String> {
        applied::on_line(code, 1, |code, tokens, lines: &Lines, line, out| {
            let (start, end) = (lines.start_of(line), lines.end_of(line));
            let on_line: Vec<Token> = tokens
                .iter()
                .copied()
                .filter(|t| t.1 >= start && t.2 <= end)
                .collect();
            statement_habit(code, &on_line, out);
        })
    }

    #[test]
    fn each_habit_becomes_pythons() {
        for (habit, python) in [
            ("foreach (x in xs):\n", "for (x in xs):\n"),
            ("for each x in xs:\n", "for x in xs:\n"),
            ("fun streak(days):\n", "def streak(days):\n"),
            ("class Teleop extends Node:\n", "class Teleop(Node):\n"),
            (
                "class A extends rclpy.node.Node implements Runnable:\n",
                "class A(rclpy.node.Node, Runnable):\n",
            ),
            ("let mut total = 0\n", "total = 0\n"),
            ("val best = 3\n", "best = 3\n"),
            ("unless done:\n", "if not done:\n"),
            ("require 'json'\n", "import json\n"),
            ("for (day in sorted(days)):\n", "for day in sorted(days):\n"),
            ("@unmatched += 1\n", "self.unmatched += 1\n"),
            ("for (int i = 0; i < n; i++):\n", "for i in range(n):\n"),
            ("while (step(-1)) ;\n", "while (step(-1)):\n    pass\n"),
            (
                "catch (botocore.ClientError ex):\n",
                "except botocore.ClientError as ex:\n",
            ),
            (
                "except (UnicodeDecodeError e):\n",
                "except UnicodeDecodeError as e:\n",
            ),
        ] {
            assert_eq!(habits(habit), [python], "{habit}");
        }
    }

    #[test]
    fn backtick_strings_become_f_strings_or_raw_strings() {
        let made = |code: &str| {
            applied::on_line(code, 1, |code, _, lines: &Lines, line, out| {
                backtick_strings(code, lines, line, out)
            })
        };
        assert_eq!(
            made("print(`${n} cities, ${avg:.1f}`)\n"),
            ["print(f\"{n} cities, {avg:.1f}\")\n"]
        );
        assert_eq!(
            made("RE = re.compile(`^/([a-z]{6})$`)\n"),
            ["RE = re.compile(r\"^/([a-z]{6})$\")\n"]
        );
        assert!(made("`copy(a, b)`\n").is_empty());
    }

    #[test]
    fn python_is_left() {
        for code in [
            "for x in xs:\n",
            "for (a, b) in pairs:\n",
            "let = 3\n",
            "@property\n",
            "@app.route('/')\n",
            "require(x)\n",
        ] {
            assert!(habits(code).is_empty(), "{code}");
        }
    }
}
