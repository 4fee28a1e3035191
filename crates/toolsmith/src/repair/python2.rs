//! Python 2's statements and literals written as Python 3's, each in one
//! change that keeps its meaning: `print x` and `exec code` called,
//! `except E, e` given its `as` (`print x,` its `end=" "`), `raise E, msg` raised as `raise E(msg)`,
//! `<>` written `!=`, backticks made `repr(...)`, `0777` given its `0o`
//! and `10L` its plain `10`. And the `as` lost from an `except`'s or an
//! `import`'s name (`except E e:`, `import numpy np`), which no other
//! word keeps the meaning of.

use ruff_python_ast::token::TokenKind;

use super::diagnosis::{Diagnosis, ErrorKind};
use super::edits::{Change, Kind, Lines, Token, code_end, code_tokens_of, word_places};

/// Python 2's forms on `error`'s line, each made Python 3's.
pub(super) fn python2(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    error: &Diagnosis,
    out: &mut Vec<Change>,
) {
    let line = error.line;
    let trimmed = lines.slice(code, line, line).trim_start();
    for statement in ["print", "exec"] {
        let bare = trimmed
            .strip_prefix(statement)
            .is_some_and(|rest| rest.starts_with(' ') && !rest.trim_start().starts_with('('));
        if error.kind == ErrorKind::MissingParentheses(statement.to_string()) || bare {
            called(code, tokens, lines, line, statement, out);
        }
    }
    if error.kind == ErrorKind::MultipleExceptionTypes
        || (trimmed.starts_with("except ") && trimmed.contains(','))
    {
        except_as(code, lines, line, out);
        except_types(code, lines, line, out);
    }
    if trimmed.starts_with("raise ") {
        raise_call(code, tokens, lines, line, out);
    }
    if ["except ", "import ", "from "]
        .iter()
        .any(|start| trimmed.starts_with(start))
    {
        lost_as(code, tokens, lines, line, out);
    }
    literals_and_operators(code, tokens, lines, line, out);
    super::python2_unpacking::python2_unpacking(code, tokens, lines, error, out);
}

/// `print x, y` -> `print(x, y)` (or `exec`'s): the rest of the statement
/// in brackets.
fn called(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    name: &str,
    out: &mut Vec<Change>,
) {
    let (start, end) = (lines.start_of(line), lines.end_of(line));
    let Some(&(_, _, name_end)) = tokens
        .iter()
        .find(|t| t.1 >= start && t.2 <= end && &code[t.1..t.2] == name)
    else {
        return;
    };
    let Some(rest_end) = code_end(code, tokens, lines, line).filter(|&e| e > name_end) else {
        return;
    };
    let rest = code[name_end..rest_end].trim_start();
    // `print >>f, x` has no one-change repair that keeps its meaning.
    if rest.starts_with(">>") {
        return;
    }
    let arguments =
        if let Some((source, namespaces)) = rest.split_once(" in ").filter(|_| name == "exec") {
            // `exec code in ns`: the namespaces are arguments.
            format!("{}, {}", source.trim(), namespaces.trim())
        } else if let Some(items) = rest
            .trim_end()
            .strip_suffix(',')
            .filter(|_| name == "print")
        {
            // A trailing comma: Python 2's soft space instead of a newline.
            format!("{}, end=\" \"", items.trim_end())
        } else {
            rest.to_string()
        };
    out.push(Change::new(
        name_end,
        rest_end,
        &format!("({arguments})"),
        Kind::Python2,
    ));
}

/// `except A, B:` or `except A, B as e:` -> `except (A, B)...`: the types
/// CPython asks to be parenthesized (a lower-case last name, `except E,
/// e:`, is Python 2's `as`: [`except_as`]).
fn except_types(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let start = lines.start_of(line);
    let text = lines.slice(code, line, line);
    let Some(after) = text.trim_start().strip_prefix("except") else {
        return;
    };
    let end = after
        .find(" as ")
        .or_else(|| after.find(':'))
        .unwrap_or(after.len());
    let types = after[..end].trim();
    let names: Vec<&str> = types.split(',').map(str::trim).collect();
    let dotted = |name: &str| {
        !name.is_empty()
            && name
                .split('.')
                .all(|part| part.starts_with(|c: char| c.is_alphabetic() || c == '_'))
            && name
                .chars()
                .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
    };
    let as_clause = after[end..].starts_with(" as ");
    let last_is_type = names
        .last()
        .and_then(|n| n.rsplit('.').next())
        .is_some_and(|n| n.starts_with(|c: char| c.is_uppercase()));
    if names.len() < 2 || !names.iter().all(|n| dotted(n)) || !(as_clause || last_is_type) {
        return;
    }
    let from = start + (text.len() - after.len()) + after.find(types).unwrap_or(0);
    out.push(Change::new(
        from,
        from + types.len(),
        &format!("({types})"),
        Kind::Python2,
    ));
}

/// `except E, e:` -> `except E as e:`.
fn except_as(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let start = lines.start_of(line);
    let text = lines.slice(code, line, line);
    let Some(after) = text.trim_start().strip_prefix("except") else {
        return;
    };
    let Some(comma) = after.rfind(',') else {
        return;
    };
    let name = after[comma + 1..].trim_start();
    let name_len = name
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(name.len());
    if name_len == 0 || !name[name_len..].trim_start().starts_with(':') {
        return;
    }
    let offset = start + (text.len() - after.len()) + comma;
    let spaces = after[comma + 1..].len() - name.len();
    out.push(Change::new(
        offset,
        offset + 1 + spaces,
        " as ",
        Kind::Python2,
    ));
}

/// `except E e:` -> `except E as e:`, `import numpy np` -> `import numpy
/// as np` (each name of the line's list given its `as`, unless the file
/// reads that name elsewhere), in one change.
fn lost_as(code: &str, tokens: &[Token], lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let on_line: Vec<Token> = code_tokens_of(tokens, lines, line)
        .into_iter()
        .map(|(_, t)| t)
        .collect();
    let Some(&(first, ..)) = on_line.first() else {
        return;
    };
    let ends_a_value =
        |kind: TokenKind| matches!(kind, TokenKind::Name | TokenKind::Rpar | TokenKind::Rsqb);
    let mut places = Vec::new();
    let mut depth = 0usize;
    // (An import's names follow its `import`, after `from`'s module.)
    let mut names_from = usize::from(first != TokenKind::From);
    for (i, pair) in on_line.windows(2).enumerate() {
        let [(before, _, before_end), (after, after_start, _)] = [pair[0], pair[1]];
        match before {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
                depth = depth.saturating_sub(1)
            }
            TokenKind::Import => names_from = i + 1,
            _ => {}
        }
        let then = on_line.get(i + 2).map(|t| t.0);
        let alias = match first {
            // The name the clause binds, before its `:`.
            TokenKind::Except => then == Some(TokenKind::Colon),
            _ => {
                names_from > 0
                    && i >= names_from
                    && before == TokenKind::Name
                    && then.is_none_or(|t| {
                        matches!(
                            t,
                            TokenKind::Comma
                                | TokenKind::Rpar
                                | TokenKind::Newline
                                | TokenKind::Comment
                                | TokenKind::EndOfFile
                        )
                    })
            }
        };
        // (An import's name the file reads elsewhere is imported as it
        // is: a comma was lost after it, `from abc import ABCMeta abstractmethod`.)
        // (Or names as a word anywhere else, `__all__`'s strings too.)
        let imported_as_is = first != TokenKind::Except && {
            let name = &code[pair[0].1..before_end];
            let (start, end) = (lines.start_of(line), lines.end_of(line));
            word_places(code, name).any(|at| at + name.len() <= start || at >= end)
        };
        if depth == 0
            && alias
            && !imported_as_is
            && ends_a_value(before)
            && after == TokenKind::Name
        {
            places.push((before_end, after_start));
        }
    }
    let (Some(&(from, _)), Some(&(_, to))) = (places.first(), places.last()) else {
        return;
    };
    let mut text = String::new();
    let mut at = from;
    for &(end, start) in &places {
        text.push_str(&code[at..end]);
        text.push_str(" as ");
        at = start;
    }
    text.push_str(&code[at..to]);
    out.push(Change::new(from, to, &text, Kind::Python2));
}

/// `raise E, msg` -> `raise E(msg)`: the exception and its one argument
/// (a third part, Python 2's traceback, has no such repair).
fn raise_call(code: &str, tokens: &[Token], lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let on_line = code_tokens_of(tokens, lines, line);
    let mut depth = 0i32;
    let mut commas = Vec::new();
    for &(_, (kind, start, _)) in &on_line {
        match kind {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => depth -= 1,
            TokenKind::Comma if depth == 0 => commas.push(start),
            _ => {}
        }
    }
    let (&[comma], Some(end)) = (commas.as_slice(), code_end(code, tokens, lines, line)) else {
        return;
    };
    let argument = code[comma + 1..end].trim();
    let raised = code[..comma].trim_end();
    if argument.is_empty() || raised.ends_with(')') || raised.ends_with("raise") {
        return;
    }
    let from = raised.len();
    out.push(Change::new(
        from,
        end,
        &format!("({argument})"),
        Kind::Python2,
    ));
}

/// On line `line`: `<>` -> `!=`, `` `x` `` -> `repr(x)`, `0777` -> `0o777`
/// (two digits, a clock's field, `08` -> `8`: rule `leading_zero`), `10L`
/// -> `10`, one change each.
fn literals_and_operators(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let on_line = code_tokens_of(tokens, lines, line);
    let text = |t: &Token| code.get(t.1..t.2).unwrap_or_default();
    // (Python 2's backticks only in a file Python 2 could read: beside an
    // f-string they are inline code's, [`super::copy_markup`]'s.)
    let writes_fstrings = tokens.iter().any(|t| t.0 == TokenKind::FStringStart);
    let mut backtick = None;
    for (i, &(_, token)) in on_line.iter().enumerate() {
        let next = on_line.get(i + 1).map(|&(_, t)| t);
        let glued = next.filter(|n| n.1 == token.2);
        match (token.0, text(&token)) {
            (_, "<>") => out.push(Change::new(token.1, token.2, "!=", Kind::Python2)),
            (TokenKind::Less, _) if glued.is_some_and(|n| n.0 == TokenKind::Greater) => {
                out.push(Change::new(token.1, token.1 + 2, "!=", Kind::Python2));
            }
            (_, "`") => match backtick.take() {
                None => backtick = Some(token.2),
                // (Around a whole statement: inline code's markup, a
                // `repr` that nothing would read.)
                Some(_)
                    if i + 1 == on_line.len()
                        && on_line.first().is_some_and(|f| text(&f.1) == "`") => {}
                Some(_) if writes_fstrings => {}
                Some(open) => out.push(Change::new(
                    open - 1,
                    token.2,
                    &format!("repr({})", code[open..token.1].trim()),
                    Kind::Python2,
                )),
            },
            // The tokenizer reads `0755` as nothing it knows.
            (TokenKind::Int | TokenKind::Unknown, digits)
                if digits.len() > 1
                    && digits.starts_with('0')
                    && digits.bytes().all(|b| b.is_ascii_digit())
                    && digits.bytes().any(|b| b != b'0') =>
            {
                let octal = digits.trim_start_matches('0');
                // (Two digits are a clock's or a date's field: `08`, `05`.)
                if digits.len() == 2 {
                    out.push(Change::new(token.1, token.2, octal, Kind::LeadingZero));
                } else if octal.bytes().all(|b| b < b'8') && digits.len() <= 5 {
                    // (A mode or a mask, `0755`; ten digits are a code
                    // written unquoted, rule `value_unquoted`'s.)
                    out.push(Change::new(
                        token.1,
                        token.2,
                        &format!("0o{octal}"),
                        Kind::Python2,
                    ));
                }
            }
            // Python 2's `ur"..."`: 3 reads a raw string's backslashes
            // as 2's `ur` did, without the `u`.
            (TokenKind::Name, "ur" | "uR" | "Ur" | "UR")
                if glued.is_some_and(|n| n.0 == TokenKind::String) =>
            {
                out.push(Change::new(token.1, token.1 + 1, "", Kind::Python2));
            }
            (TokenKind::Int, _) if glued.is_some_and(|n| matches!(text(&n), "L" | "l")) => {
                if let Some(suffix) = glued {
                    out.push(Change::new(suffix.1, suffix.2, "", Kind::Python2));
                }
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied;
    use super::*;

    fn changes(code: &str) -> Vec<String> {
        applied::at_error(code, python2)
    }

    #[test]
    fn python_2_statements_become_python_3() {
        assert_eq!(changes("print 'a', x  # hi\n"), ["print('a', x)  # hi\n"]);
        assert_eq!(changes("exec 'x = 1'\n"), ["exec('x = 1')\n"]);
        assert_eq!(
            changes("r = re.compile(ur\"^a$\")\n"),
            ["r = re.compile(r\"^a$\")\n"]
        );
        assert_eq!(changes("exec code in ns\n"), ["exec(code, ns)\n"]);

        assert_eq!(
            changes("try:\n    pass\nexcept ValueError, e:\n    pass\n"),
            ["try:\n    pass\nexcept ValueError as e:\n    pass\n"]
        );
        // Two types: parenthesized, whether or not a name follows.
        assert_eq!(
            changes("try:\n    pass\nexcept ValueError, KeyError as err:\n    pass\n"),
            ["try:\n    pass\nexcept (ValueError, KeyError) as err:\n    pass\n"]
        );
        assert_eq!(
            changes("try:\n    pass\nexcept ValueError, json.JSONDecodeError:\n    pass\n"),
            ["try:\n    pass\nexcept (ValueError, json.JSONDecodeError):\n    pass\n"]
        );
        assert_eq!(
            changes("raise SystemExit, 1  # give up\n"),
            ["raise SystemExit(1)  # give up\n"]
        );
        assert_eq!(
            changes("raise ValueError, \"bad: %s\" % (x, y)\n"),
            ["raise ValueError(\"bad: %s\" % (x, y))\n"]
        );
        // A traceback's third part: no repair keeps it.
        assert!(changes("raise E, v, tb\n").is_empty());
        // An `as` lost.
        assert_eq!(
            changes("try:\n    pass\nexcept sqlite3.Error e:\n    pass\n"),
            ["try:\n    pass\nexcept sqlite3.Error as e:\n    pass\n"]
        );
        assert_eq!(
            changes("import numpy np, pandas pd\n"),
            ["import numpy as np, pandas as pd\n"]
        );
        assert_eq!(
            changes("from os import path p\n"),
            ["from os import path as p\n"]
        );
        // A name the file reads is imported as it is: a comma was lost.
        assert!(
            changes("from abc import ABCMeta abstractmethod\nclass A(metaclass=ABCMeta): pass\n")
                .is_empty()
        );
    }

    #[test]
    fn python_2_literals_and_operators_become_python_3() {
        assert_eq!(changes("if a <> b: pass\n"), ["if a != b: pass\n"]);
        assert_eq!(
            changes("def f(rows):\n    if rows <> []:\n        pass\n"),
            ["def f(rows):\n    if rows != []:\n        pass\n"]
        );
        assert_eq!(changes("s = `n` + 'x'\n"), ["s = repr(n) + 'x'\n"]);
        assert_eq!(changes("os.chmod(p, 0755)\n"), ["os.chmod(p, 0o755)\n"]);
        assert_eq!(changes("n = 10L\n"), ["n = 10\n"]);
        // `089` is no octal number: no repair keeps its meaning.
        assert!(changes("x = 089\n").is_empty());
        // Two digits are a clock's or a date's field.
        assert_eq!(changes("t = time(08, 30)\n"), ["t = time(8, 30)\n"]);
        assert_eq!(
            changes("d = date(2024, 05, 1)\n"),
            ["d = date(2024, 5, 1)\n"]
        );
    }
}
