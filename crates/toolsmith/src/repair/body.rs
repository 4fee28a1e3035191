//! A block's body written at its header's level (`for i in range(n):`, its
//! lines left where the `for` is): CPython names only the first line, but
//! the body is every statement after the header that reads what the header
//! binds (the loop's variable, a `with`'s or `except`'s name, a function's
//! parameters) or what an earlier statement of the body assigned, not from
//! itself (a total, `r = r + a`, is read after the loop) (a header
//! that binds nothing, `if` or `else`, has no such chain: a branch assigns
//! what the code after it reads), and at
//! least up to a `return`, `continue`, `break` or `raise` that code follows
//! (which it would leave unreachable). Those lines are given the body's
//! indentation in one change.

use ruff_python_ast::token::TokenKind;

use super::diagnosis::{Diagnosis, ErrorKind};
use super::edits::{Change, Kind, Lines, Token, first_word, leading, opens_block};
use super::named::named_line;

/// The body of the header `error` names, its statements that read what the
/// header or the body binds indented one step, if that is more than the
/// one line CPython names.
pub(super) fn unindented_body(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    error: &Diagnosis,
    out: &mut Vec<Change>,
) {
    let Some(header_line) = header_without_body(error) else {
        return;
    };
    let header_text = lines.slice(code, header_line, header_line);
    let first_text = lines.slice(code, error.line, error.line);
    let indent = leading(first_text);
    if indent != leading(header_text) {
        return;
    }
    let header_start = lines.start_of(header_line);
    let body_start = lines.start_of(error.line);
    let header_tokens: Vec<Token> = tokens
        .iter()
        .copied()
        .filter(|t| t.1 >= header_start && t.2 <= body_start)
        .collect();
    let mut bound = header_names(code, &header_tokens);
    let run = statements(code, tokens, lines, error.line, indent.len());
    // How many of the run's statements the body holds.
    // (A header that binds nothing, `if` or `else`, gives no chain: a
    // branch assigns what the code after it reads.)
    let mut reading = usize::from(bound.is_empty());
    for statement in run
        .iter()
        .take(if bound.is_empty() { 0 } else { run.len() })
    {
        let (targets, reads) = names_of(code, &statement.tokens);
        let reads_bound = reads.iter().any(|name| bound.contains(name));
        if reading > 0 && (statement.after_blank || !reads_bound) {
            break;
        }
        // (A name assigned from itself, `result = result + a`, is a total
        // the loop builds: what reads it may come after the loop.)
        bound.extend(targets.into_iter().filter(|t| !reads.contains(t)));
        reading += 1;
    }
    // A statement that leaves the block, with code after it: the body.
    let leaving = run
        .iter()
        .take(run.len().saturating_sub(1))
        .position(|s| {
            s.tokens.first().is_some_and(|t| {
                matches!(
                    t.0,
                    TokenKind::Return | TokenKind::Continue | TokenKind::Break | TokenKind::Raise
                )
            })
        })
        .map_or(0, |i| i + 1);
    let held = reading.max(leaving);
    // One statement is the line CPython names (and its own block).
    if held < 2 {
        return;
    }
    let last_line = run[held - 1].last_line;
    let step = if indent.contains('\t') { "\t" } else { "    " };
    let block = lines.slice(code, error.line, last_line);
    let mut moved = String::with_capacity(block.len() + 4 * (last_line - error.line + 1));
    let mut at = body_start;
    for line in block.split_inclusive('\n') {
        // A string's own lines are its text: left as they are.
        let in_string = tokens.iter().any(|t| {
            matches!(
                t.0,
                TokenKind::String | TokenKind::FStringMiddle | TokenKind::TStringMiddle
            ) && t.1 < at
                && at < t.2
        });
        if !line.trim().is_empty() && !in_string {
            moved.push_str(step);
        }
        moved.push_str(line);
        at += line.len();
    }
    out.push(Change::new(
        body_start,
        body_start + block.len(),
        &moved,
        Kind::Body,
    ));
}

/// A header whose body is only comments, indented as a body (`# TODO`):
/// the place its author kept for it, given a `pass` before the first.
pub(super) fn body_kept_for_later(
    code: &str,
    lines: &Lines,
    error: &Diagnosis,
    out: &mut Vec<Change>,
) {
    let Some(header_line) = header_without_body(error) else {
        return;
    };
    let header_indent = leading(lines.slice(code, header_line, header_line)).len();
    let between = || (header_line + 1..error.line).map(|n| (n, lines.slice(code, n, n)));
    if !between().all(|(_, text)| text.trim().is_empty() || text.trim_start().starts_with('#')) {
        return;
    }
    if let Some((line, text)) = between()
        .find(|(_, text)| text.trim_start().starts_with('#') && leading(text).len() > header_indent)
    {
        let at = lines.start_of(line) + leading(text).len();
        out.push(Change::new(at, at, "pass  ", Kind::Body));
    }
}

/// Whether `change`, re-indenting a line, takes a `return` or `yield` out
/// of every function, or a `break` or `continue` out of every loop: code
/// CPython's compiler refuses, which it reports only once the whole file
/// parses (so every later error's search would be lost on it).
pub(super) fn leaves_its_scope(code: &str, lines: &Lines, change: &Change) -> bool {
    if !matches!(change.kind, Kind::Reindent) || !change.text.trim().is_empty() {
        return false;
    }
    let line = lines.line_of(change.start);
    let needs: &[&str] = match first_word(lines.slice(code, line, line).trim_start()) {
        "return" | "yield" => &["def", "async"],
        "break" | "continue" => &["for", "while", "async"],
        _ => return false,
    };
    let mut width = super::edits::columns(&change.text);
    for earlier in (1..line).rev() {
        if width == 0 {
            break;
        }
        let text = lines.slice(code, earlier, earlier);
        let header = text.trim_start();
        if header.is_empty() || header.starts_with('#') {
            continue;
        }
        let first = first_word(header);
        let indent = super::edits::columns(leading(text));
        let opens = opens_block(header) || matches!(first, "match" | "case");
        if indent >= width || !opens {
            continue;
        }
        if needs.contains(&first) {
            return false;
        }
        // A loop's `break` cannot reach past a function or a class.
        if matches!(first, "def" | "class") {
            return true;
        }
        width = indent;
    }
    true
}

/// The line of the header `error` says has no body ("expected an indented
/// block after ... on line N"), if it is above the error.
fn header_without_body(error: &Diagnosis) -> Option<usize> {
    if error.kind != ErrorKind::ExpectedIndentedBlock {
        return None;
    }
    named_line(error).filter(|&h| h < error.line)
}

/// What a block's header binds for its body: a `for`'s targets, the name
/// after a `with`'s or `except`'s `as`, a function's parameters.
fn header_names<'a>(code: &'a str, header: &[Token]) -> Vec<&'a str> {
    let text = |t: &Token| &code[t.1..t.2];
    let names = |from: usize, to: usize| -> Vec<&'a str> {
        header[from..to]
            .iter()
            .filter(|t| t.0 == TokenKind::Name)
            .map(text)
            .collect()
    };
    let Some(first) = header.iter().position(|t| {
        !matches!(
            t.0,
            TokenKind::Indent | TokenKind::Dedent | TokenKind::Async
        )
    }) else {
        return Vec::new();
    };
    let find = |kind: TokenKind| header.iter().position(|t| t.0 == kind);
    match header[first].0 {
        TokenKind::For => find(TokenKind::In).map_or_else(Vec::new, |i| names(first, i)),
        TokenKind::With | TokenKind::Except => {
            find(TokenKind::As).map_or_else(Vec::new, |i| names(i, (i + 2).min(header.len())))
        }
        // The parameters: the names after `(` or `,` in the first brackets.
        TokenKind::Def => header
            .windows(2)
            .skip_while(|pair| pair[0].0 != TokenKind::Lpar)
            .take_while(|pair| pair[0].0 != TokenKind::Rpar)
            .filter(|pair| {
                matches!(
                    pair[0].0,
                    TokenKind::Lpar | TokenKind::Comma | TokenKind::Star | TokenKind::DoubleStar
                ) && pair[1].0 == TokenKind::Name
            })
            .map(|pair| text(&pair[1]))
            .collect(),
        _ => Vec::new(),
    }
}

/// One statement of the lines at a body's level: its tokens, and its last
/// line (the lines of a block it opens included).
struct Statement {
    tokens: Vec<Token>,
    last_line: usize,
    /// Whether a blank line stands before it.
    after_blank: bool,
}

/// The statements starting at line `first` at indentation `indent`, up to
/// a line indented less or a definition (`def`, `class`, `@`), which no
/// body written flat goes on into.
fn statements(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    first: usize,
    indent: usize,
) -> Vec<Statement> {
    let from = lines.start_of(first);
    let mut out: Vec<Statement> = Vec::new();
    let mut current: Vec<Token> = Vec::new();
    for &token in tokens.iter().filter(|t| t.1 >= from) {
        match token.0 {
            TokenKind::Newline => {
                let Some(&(kind, start, _)) = current.first() else {
                    continue;
                };
                let line = lines.line_of(start);
                let depth = leading(lines.slice(code, line, line)).len();
                let previous_end = out.last().map(|s| s.last_line);
                let after_blank = previous_end.is_some_and(|end| {
                    (end + 1..line).any(|n| lines.slice(code, n, n).trim().is_empty())
                });
                let last_line = lines.line_of(token.1);
                if depth < indent {
                    break;
                }
                if depth > indent {
                    // A block's lines belong to the statement that opened it.
                    if let Some(opener) = out.last_mut() {
                        opener.tokens.append(&mut current);
                        opener.last_line = last_line;
                    }
                    current.clear();
                    continue;
                }
                let definition = matches!(kind, TokenKind::Def | TokenKind::Class | TokenKind::At);
                if definition && !out.is_empty() {
                    break;
                }
                out.push(Statement {
                    tokens: std::mem::take(&mut current),
                    last_line,
                    after_blank,
                });
            }
            TokenKind::Indent
            | TokenKind::Dedent
            | TokenKind::Comment
            | TokenKind::NonLogicalNewline => {}
            TokenKind::EndOfFile => break,
            _ => current.push(token),
        }
    }
    out
}

/// The names a statement assigns (`a, b = ...`, `x: int = ...`, `for x
/// in`) and the names it reads.
fn names_of<'a>(code: &'a str, statement: &[Token]) -> (Vec<&'a str>, Vec<&'a str>) {
    let text = |t: &Token| &code[t.1..t.2];
    let assigned_until = statement
        .iter()
        .position(|t| t.0 == TokenKind::Equal)
        .filter(|&i| {
            statement[..i]
                .iter()
                .all(|t| matches!(t.0, TokenKind::Name | TokenKind::Comma))
        });
    let targets: Vec<&str> = match assigned_until {
        Some(i) => statement[..i]
            .iter()
            .filter(|t| t.0 == TokenKind::Name)
            .map(text)
            .collect(),
        None if statement.first().is_some_and(|t| t.0 == TokenKind::For) => statement
            .iter()
            .skip(1)
            .take_while(|t| t.0 != TokenKind::In)
            .filter(|t| t.0 == TokenKind::Name)
            .map(text)
            .collect(),
        None => Vec::new(),
    };
    let reads = statement[assigned_until.map_or(0, |i| i + 1)..]
        .iter()
        .filter(|t| t.0 == TokenKind::Name)
        .map(text)
        .collect();
    (targets, reads)
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied;
    use super::*;

    fn bodies(code: &str) -> Vec<String> {
        applied::at_error(code, unindented_body)
    }

    #[test]
    fn a_return_is_never_taken_out_of_its_function_nor_a_break_out_of_its_loop() {
        let leaves = |code: &str, line: usize, indent: &str| {
            let lines = Lines::of(code);
            let start = lines.start_of(line);
            let end = start + leading(lines.slice(code, line, line)).len();
            leaves_its_scope(
                code,
                &lines,
                &Change::new(start, end, indent, Kind::Reindent),
            )
        };
        let code = "class A:\n    def f(self):\n        x = 1\n            return x\n";
        assert!(leaves(code, 4, "    "));
        assert!(!leaves(code, 4, "        "));
        let code = "def f(xs):\n    for x in xs:\n        if x:\n                break\n";
        assert!(!leaves(code, 4, "        "));
        assert!(leaves(code, 4, "    "));
        assert!(leaves(code, 4, ""));
    }

    #[test]
    fn a_loops_body_is_what_reads_its_variable_and_what_the_body_assigns() {
        let code = "def f(n):\n    for i in range(n):\n    s = ' ' * i\n    t = '*' * i\n    print(s + t)\n    return n\n";
        assert_eq!(
            bodies(code),
            [
                "def f(n):\n    for i in range(n):\n        s = ' ' * i\n        t = '*' * i\n        print(s + t)\n    return n\n"
            ]
        );
        // A total summed in the loop is read after it: one line is the body.
        assert!(bodies("for x in xs:\ntotal += x\nprint(total)\n").is_empty());
        assert!(
            bodies("for i in range(b):\nr = r + a\nif b < 0:\n    r = -r\nprint(r)\n").is_empty()
        );
        // A docstring's lines are its text; one statement is CPython's line.
        assert!(bodies("class A:\n\"\"\"\n    Doc.\n    \"\"\"\n").is_empty());
        let code = "def f(x):\ny = \"\"\"a\n  b\"\"\" + x\nreturn y\n";
        assert_eq!(
            bodies(code),
            ["def f(x):\n    y = \"\"\"a\n  b\"\"\" + x\n    return y\n"]
        );
        // A block the body opens moves with it; a blank line ends the body.
        let code = "for x in xs:\ny = x\nif y:\n    print(y)\n\nprint(y)\n";
        assert_eq!(
            bodies(code),
            ["for x in xs:\n    y = x\n    if y:\n        print(y)\n\nprint(y)\n"]
        );
        // A condition binds nothing: its first line alone is named, even
        // where the next line reads what it assigns.
        assert!(bodies("if x > 0:\nprint('pos')\nprint(x)\n").is_empty());
        assert!(bodies("if c:\n    t = 1\nelse:\nt = 2\nprint(t)\nf(t)\n").is_empty());
        // Up to a `continue` that code follows, which it leaves unreachable.
        let code = "while True:\n    if x:\n    print(x)\n    continue\n    y()\n";
        assert_eq!(
            bodies(code),
            ["while True:\n    if x:\n        print(x)\n        continue\n    y()\n"]
        );
    }
}
