//! Another language's operators and line marks written where Python's go,
//! as people who learnt it first type them: a table of what they write,
//! where it stands, and Python's for it, read by one matcher. MATLAB's and
//! Lua's `~=`, Fortran's `.and.` and `.eq.`, a shell test's `-ne` and
//! PowerShell's `-or`, C#'s `??`, R's
//! `%in%` and `%%`, a shell's redirection left after a call
//! (`2>/dev/null`), a continuation mark at a line's end (MATLAB's `...`,
//! Fortran's `&`), a comment begun with Fortran's `!` or MATLAB's `%` (or
//! ended with MATLAB's), Rust's `Path::home()`, R's
//! `df$col` for `df["col"]`, a shell's `exit 1`, PHP's ` . ` joining
//! strings, Pascal's `div`, SQL's `IS NULL`, JavaScript's `yield*`. Each occurrence on the
//! error's line is one change (C's family is [`super::foreign`]'s).

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Kind, Lines, Token, in_string, leading, line_ending, open_brackets};

/// Where a mark must stand to be its language's.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Place {
    /// Anywhere in the line's code.
    Anywhere,
    /// With a space on each side (a shell test's `-ne`, not `x-ne`).
    Spaced,
    /// Last in the line's code (its comment aside).
    AtTheEnd,
    /// Last in the line's code, a mark that the line goes on: nothing
    /// inside brackets, Python's `\` outside them.
    Continues,
    /// First in the line's code, followed by a space or nothing (a
    /// comment's mark), outside brackets.
    AtTheStart,
    /// After the line's code and two spaces or more, before a space: a
    /// comment's mark at the end of a line (MATLAB's `x = 1;   % metres`).
    Trailing,
    /// Between two names, outside a subscript (whose `::` is a slice's):
    /// Rust's and C++'s path, `Path::home()`.
    BetweenNames,
}

/// The table: what a person writes, where it stands, and Python's for it
/// (spaced from its neighbours where it is a word).
const MARKS: &[(&str, Place, &str)] = &[
    // MATLAB's and Lua's "not equal".
    ("~=", Place::Anywhere, "!="),
    // Fortran's logical and relational operators (either case).
    (".and.", Place::Anywhere, "and"),
    (".or.", Place::Anywhere, "or"),
    (".not.", Place::Anywhere, "not"),
    (".eq.", Place::Anywhere, "=="),
    (".ne.", Place::Anywhere, "!="),
    (".lt.", Place::Anywhere, "<"),
    (".le.", Place::Anywhere, "<="),
    (".gt.", Place::Anywhere, ">"),
    (".ge.", Place::Anywhere, ">="),
    (".AND.", Place::Anywhere, "and"),
    (".OR.", Place::Anywhere, "or"),
    (".NOT.", Place::Anywhere, "not"),
    (".EQ.", Place::Anywhere, "=="),
    (".NE.", Place::Anywhere, "!="),
    (".LT.", Place::Anywhere, "<"),
    (".LE.", Place::Anywhere, "<="),
    (".GT.", Place::Anywhere, ">"),
    (".GE.", Place::Anywhere, ">="),
    // A shell test's comparisons.
    ("-eq", Place::Spaced, "=="),
    ("-ne", Place::Spaced, "!="),
    ("-lt", Place::Spaced, "<"),
    ("-le", Place::Spaced, "<="),
    ("-gt", Place::Spaced, ">"),
    ("-ge", Place::Spaced, ">="),
    // Ada's "not equal" (in an expression: a statement's `/=` divides).
    ("/=", Place::Spaced, "!="),
    // Visual Basic's short-circuit operators.
    ("AndAlso", Place::Spaced, "and"),
    ("OrElse", Place::Spaced, "or"),
    // PowerShell's logical operators.
    ("-or", Place::Spaced, "or"),
    ("-and", Place::Spaced, "and"),
    ("-not", Place::Spaced, "not"),
    // C#'s, Swift's and JavaScript's fallback for a value that is null.
    ("??", Place::Spaced, "or"),
    // R's membership, remainder and floor division.
    ("%in%", Place::Anywhere, "in"),
    ("%/%", Place::Anywhere, "//"),
    ("%%", Place::Anywhere, "%"),
    // A shell's redirections, left after a call copied from a script.
    ("2>/dev/null", Place::AtTheEnd, ""),
    ("&>/dev/null", Place::AtTheEnd, ""),
    (">/dev/null 2>&1", Place::AtTheEnd, ""),
    (">/dev/null", Place::AtTheEnd, ""),
    ("2>&1", Place::AtTheEnd, ""),
    // MATLAB's and Fortran's marks that a line goes on.
    ("...", Place::Continues, "\\"),
    ("&", Place::Continues, "\\"),
    // Fortran's and MATLAB's comments.
    ("!", Place::AtTheStart, "#"),
    ("%", Place::AtTheStart, "#"),
    ("%", Place::Trailing, "#"),
    ("!", Place::Trailing, "#"),
    // Rust's and C++'s paths.
    ("::", Place::BetweenNames, "."),
    // Pascal's and Visual Basic's integer division and remainder, Dart's
    // integer division.
    ("div", Place::Spaced, "//"),
    ("mod", Place::Spaced, "%"),
    ("Mod", Place::Spaced, "%"),
    ("~/", Place::Spaced, "//"),
    // PHP's and Perl's concatenation (Python's spaced `.` before a string
    // or a number reads nothing).
    (".", Place::Spaced, "+"),
    // SQL's test for a missing value.
    ("IS NOT NULL", Place::Anywhere, "is not None"),
    ("IS NULL", Place::Anywhere, "is None"),
    // JavaScript's delegation to another generator.
    ("yield*", Place::Anywhere, "yield from"),
];

/// Every mark of another language on line `line`, each made Python's.
pub(super) fn foreign_marks(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    if line == 0 || line > lines.count() {
        return;
    }
    let start = lines.start_of(line);
    let text = lines.slice(code, line, line);
    // The line's code: its comment (a `#` outside strings) and break off.
    let code_end = tokens[tokens.partition_point(|t| t.1 < start)..]
        .iter()
        .take_while(|t| t.1 < start + text.len())
        .find(|t| t.0 == TokenKind::Comment)
        .map_or(start + text.trim_end().len(), |t| t.1);
    let line_code = code[start..code_end].trim_end();
    let code_start = start + leading(line_code).len();
    let code_stop = start + line_code.len();
    let outside = |at: usize| !in_string(tokens, at);
    // (The longest of the marks that end a line: `2>/dev/null`, not its
    // `>/dev/null`.)
    let mut ended = false;
    let mut each = Vec::new();
    for &(mark, place, python) in MARKS {
        if ended && matches!(place, Place::AtTheEnd | Place::Continues) {
            continue;
        }
        let mut from = start;
        while let Some(found) = code[from..code_stop].find(mark) {
            let at = from + found;
            let end = at + mark.len();
            from = end;
            if !outside(at) {
                continue;
            }
            let stands = match place {
                Place::Anywhere => true,
                Place::Spaced => code[..at].ends_with(' ') && code[end..].starts_with(' '),
                Place::AtTheEnd => end == code_stop,
                Place::Continues => end == code_stop,
                Place::AtTheStart => {
                    at == code_start
                        && (end == code_stop || code[end..].starts_with(' '))
                        && open_brackets(tokens, at).is_empty()
                }
                Place::Trailing => {
                    at > code_start
                        && code[..at].ends_with("  ")
                        && (end == code_stop || code[end..].starts_with(' '))
                        && open_brackets(tokens, at).is_empty()
                }
                Place::BetweenNames => {
                    let word = |c: char| c.is_alphanumeric() || c == '_';
                    code[..at].ends_with(word)
                        && code[end..].starts_with(|c: char| c.is_alphabetic() || c == '_')
                        && open_brackets(tokens, at)
                            .last()
                            .is_none_or(|&opened| !code[opened..].starts_with('['))
                }
            };
            if !stands {
                continue;
            }
            ended |= matches!(place, Place::AtTheEnd | Place::Continues);
            let python = if place == Place::Continues && !open_brackets(tokens, at).is_empty() {
                ""
            } else {
                python
            };
            each.push(written(code, at, end, python, place));
        }
    }
    // (And every one of them at once: a habit is seldom typed once on a
    // line, and each alone moves the error on by a token only.)
    each.sort_by_key(|c| c.start);
    let apart = each.windows(2).all(|pair| pair[0].end <= pair[1].start);
    let parts: Vec<(usize, usize, &str)> = each
        .iter()
        .map(|c| (c.start, c.end, c.text.as_str()))
        .collect();
    let all = (apart && each.len() > 1)
        .then(|| Change::spliced(code, &parts, Kind::ForeignOperator))
        .flatten();
    out.extend(each);
    out.extend(all);
    dollar_column(code, tokens, code_start, code_stop, out);
    interpolated_string(code, tokens, code_start, code_stop, out);
    shell_exit(code, code_start, code_stop, out);
    block_comment(code, lines, line, out);
}

/// Block comments' marks: Julia's, C's, MATLAB's, Lua's.
const BLOCK_COMMENTS: &[(&str, &str)] = &[("#=", "=#"), ("/*", "*/"), ("%{", "%}"), ("--[[", "]]")];

/// A block comment (`#= ... =#`) that holds line `line` or opens on it,
/// each of its lines made a `#` comment at its first line's indentation,
/// its marks taken off.
fn block_comment(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let text_of = |n: usize| lines.slice(code, n, n).trim_end_matches(['\n', '\r']);
    // (Comments run a few lines; past that, the mark is no comment's.)
    const REACH: usize = 12;
    for first in (line.saturating_sub(REACH).max(1)..=line).rev() {
        let opening = text_of(first).trim_start();
        let Some(&(open, close)) = BLOCK_COMMENTS.iter().find(|(o, _)| opening.starts_with(o))
        else {
            continue;
        };
        let Some(last) = (first..=(first + REACH).min(lines.count())).find(|&n| {
            text_of(n).trim_end().ends_with(close)
                && (n > first || opening.len() > open.len() + close.len())
        }) else {
            return;
        };
        if last < line {
            return;
        }
        let indent = leading(text_of(first));
        let newline = line_ending(lines.slice(code, first, first));
        let mut commented = Vec::new();
        for n in first..=last {
            let mut body = text_of(n).trim();
            if n == first {
                body = body[open.len()..].trim_start();
            }
            if n == last {
                body = body[..body.len() - close.len()].trim_end();
            }
            let space = if body.is_empty() { "" } else { " " };
            commented.push(format!("{indent}#{space}{body}"));
        }
        let text = commented.join(newline);
        // (Up to the last line's break, which stays as it is.)
        let start = lines.start_of(first);
        let end = lines.start_of(last) + text_of(last).len();
        out.push(Change::new(start, end, &text, Kind::ForeignOperator));
        return;
    }
}

/// The change that writes `python` for bytes `at..end`: a word spaced from
/// its neighbours, a mark taken off a line's end with the spaces before it.
fn written(code: &str, at: usize, end: usize, python: &str, place: Place) -> Change {
    if python.is_empty() {
        let from = code[..at].trim_end_matches(' ').len();
        return Change::new(from, end, "", Kind::ForeignOperator);
    }
    // (Nothing may follow a line's `\\`, not even a space.)
    if matches!(
        place,
        Place::AtTheStart | Place::Continues | Place::BetweenNames
    ) {
        return Change::new(at, end, python, Kind::ForeignOperator);
    }
    let left = if code[..at].ends_with([' ', '(', '[']) {
        ""
    } else {
        " "
    };
    let right = if code[end..].starts_with(' ') {
        ""
    } else {
        " "
    };
    Change::new(
        at,
        end,
        &format!("{left}{python}{right}"),
        Kind::ForeignOperator,
    )
}

/// R's `df$col`: a data frame's column, `df["col"]`, or an attribute.
fn dollar_column(code: &str, tokens: &[Token], from: usize, to: usize, out: &mut Vec<Change>) {
    let name_char = |c: char| c.is_alphanumeric() || c == '_';
    for (offset, _) in code[from..to].match_indices('$') {
        let at = from + offset;
        if in_string(tokens, at) || !code[..at].ends_with(|c: char| name_char(c) || c == ']') {
            continue;
        }
        let column: &str = &code[at + 1..to];
        let column = &column[..column.len() - column.trim_start_matches(name_char).len()];
        if column.is_empty() || column.starts_with(|c: char| c.is_ascii_digit()) {
            continue;
        }
        // (A data frame's column, or an object's attribute: R reads both.)
        for python in [format!("[\"{column}\"]"), format!(".{column}")] {
            out.push(Change::new(
                at,
                at + 1 + column.len(),
                &python,
                Kind::ForeignOperator,
            ));
        }
    }
}

/// C#'s interpolated string, `$"{n} files"`, or Scala's, `s"${n} files"`
/// (Kotlin's and Groovy's `${n}` in it): Python's f-string.
fn interpolated_string(
    code: &str,
    tokens: &[Token],
    from: usize,
    to: usize,
    out: &mut Vec<Change>,
) {
    for (offset, _) in code[from..to].match_indices('$') {
        let at = from + offset;
        let name_before = code[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_');
        if in_string(tokens, at) || name_before || !code[at + 1..].starts_with(['"', '\'']) {
            continue;
        }
        out.push(Change::new(at, at + 1, "f", Kind::ForeignOperator));
    }
    // Scala's `s` before the string, glued to it: a name, then the string.
    for pair in tokens.windows(2) {
        let [
            (name, name_start, name_end),
            (string, string_start, string_end),
        ] = [pair[0], pair[1]];
        if name != TokenKind::Name
            || string != TokenKind::String
            || name_start < from
            || string_end > to
            || name_end != string_start
            || &code[name_start..name_end] != "s"
            || code[..name_start].ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == '.')
        {
            continue;
        }
        let text = code[string_start..string_end].replace("${", "{");
        out.push(Change::new(
            name_start,
            string_end,
            &format!("f{text}"),
            Kind::ForeignOperator,
        ));
    }
}

/// A shell's `exit 1` as a statement: `sys.exit(1)` where the file imports
/// `sys`, else `raise SystemExit(1)`.
fn shell_exit(code: &str, from: usize, to: usize, out: &mut Vec<Change>) {
    let Some(status) = code[from..to].strip_prefix("exit ") else {
        return;
    };
    let status = status.trim();
    if status.is_empty() || !status.bytes().all(|b| b.is_ascii_digit() || b == b'$') {
        return;
    }
    let status = status.trim_start_matches('$');
    let imports_sys = code
        .lines()
        .any(|l| l.trim() == "import sys" || l.trim().starts_with("import sys,"));
    let text = if imports_sys {
        format!("sys.exit({status})")
    } else {
        format!("raise SystemExit({status})")
    };
    out.push(Change::new(from, to, &text, Kind::ForeignOperator));
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied;
    use super::*;

    fn changes(code: &str, line: usize) -> Vec<String> {
        applied::on_line(code, line, foreign_marks)
    }

    #[test]
    fn each_languages_operator_is_written_as_pythons() {
        assert_eq!(
            changes("if d -lt 0 -or d -gt 4:\n    pass\n", 1),
            [
                "if d < 0 -or d -gt 4:\n    pass\n",
                "if d -lt 0 or d -gt 4:\n    pass\n",
                "if d -lt 0 -or d > 4:\n    pass\n",
                "if d < 0 or d > 4:\n    pass\n"
            ]
        );
        assert_eq!(
            changes("raise E($\"{n} days\")\n", 1),
            ["raise E(f\"{n} days\")\n"]
        );
        assert_eq!(
            changes("s = body.get(\"s\") ?? SIZES\n", 1),
            ["s = body.get(\"s\") or SIZES\n"]
        );
        assert_eq!(
            changes("if s ~= 0:\n    pass\n", 1),
            ["if s != 0:\n    pass\n"]
        );
        assert_eq!(
            changes("if x > 0.5 .and. n .eq. 3:\n    pass\n", 1),
            [
                "if x > 0.5 and n .eq. 3:\n    pass\n",
                "if x > 0.5 .and. n == 3:\n    pass\n",
                "if x > 0.5 and n == 3:\n    pass\n"
            ]
        );
        assert_eq!(
            changes("if a -ne 'OK':\n    pass\n", 1),
            ["if a != 'OK':\n    pass\n"]
        );
        assert_eq!(changes("ok = g %in% c\n", 1), ["ok = g in c\n"]);
        assert_eq!(changes("w = d * 30 div 7\n", 1), ["w = d * 30 // 7\n"]);
        assert_eq!(changes("m = s Mod 60\n", 1), ["m = s % 60\n"]);
        // Not a string's, not a word's part.
        assert!(changes("s = 'a ~= b' + x-ne\n", 1).is_empty());
    }

    #[test]
    fn a_lines_marks_go_where_they_stand() {
        assert_eq!(
            changes("run(['ls'], check=False) 2>/dev/null\n", 1),
            ["run(['ls'], check=False)\n"]
        );
        assert_eq!(
            changes("y = f(a, ...\n      b)\n", 1),
            ["y = f(a,\n      b)\n"]
        );
        assert_eq!(
            changes("    u = 2.0 * a - b &\n        + c\n", 1),
            ["    u = 2.0 * a - b \\\n        + c\n"]
        );
        assert_eq!(changes("    ! first step\n", 1), ["    # first step\n"]);
        assert!(
            changes("name = key . \" - \" . path\n", 1)
                .contains(&"name = key + \" - \" + path\n".to_string())
        );
        assert_eq!(
            changes("res$total = 1\n", 1),
            ["res[\"total\"] = 1\n", "res.total = 1\n"]
        );
        assert_eq!(
            changes(
                "def f():\n    #= a note\n       on two lines =#\n    return 1\n",
                3
            ),
            ["def f():\n    # a note\n    # on two lines\n    return 1\n"]
        );
        assert_eq!(
            changes("import sys\nif bad:\n    exit 1\n", 3),
            ["import sys\nif bad:\n    sys.exit(1)\n"]
        );
    }
}
