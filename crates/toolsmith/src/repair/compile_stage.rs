//! Mistakes the parser lets through and CPython's compiler refuses, or the
//! parser refuses in a form it names, each read from the error's own kind:
//! a parameter written twice (`timeout` repeated after a paste: the later
//! copy taken away, or the earlier), `return []` in an async generator
//! (its value taken away: such a generator only stops), a bare name passed
//! after keyword arguments (`number=part, message`: the shorthand of
//! JavaScript's and Rust's struct fields, `message=message`), and a
//! pattern's forms (`case ["quit" or "exit"]` for `|`, a guard's `when`
//! for `if`, `{**rest, "k": v}`
//! whose `**rest` must come last), and a call's keyword argument given
//! twice (one copy taken away). A parameter written twice may be a paste
//! not renamed: the later copy given the name its body reads and nothing
//! writes (rule `parameter_renamed`). Rules `duplicate_parameter`,
//! `generator_return`, `keyword_shorthand`, `pattern_form`,
//! `keyword_repeated`; a notebook's top-level `await` run as a script
//! runs it (rule `awaited_at_the_top`); a `from __future__ import` below
//! other statements moved up to where they begin (rule
//! `future_import_first`).

use ruff_python_ast::token::TokenKind;

use super::diagnosis::{Diagnosis, ErrorKind};
use super::edits::{Change, Kind, Lines, Token, code_tokens_of, layout};
use super::pairs::{closes, opens};

/// The changes for `error`'s kind, when it is one of this module's.
pub(super) fn compile_stage(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    error: &Diagnosis,
    out: &mut Vec<Change>,
) {
    match &error.kind {
        ErrorKind::DuplicateArgument(name) => {
            duplicate_parameter(code, tokens, lines, error, name, out)
        }
        ErrorKind::ReturnInAsyncGenerator => generator_return(tokens, lines, error.line, out),
        ErrorKind::PositionalAfterKeyword => {
            keyword_shorthand(code, tokens, lines, error.line, out)
        }
        ErrorKind::InvalidSyntax => pattern_forms(code, tokens, lines, error.line, out),
        ErrorKind::KeywordRepeated(name) => {
            keyword_repeated(code, tokens, lines, error.line, name, out)
        }
        ErrorKind::OutOfPlace => awaited_at_the_top(code, tokens, lines, error.line, out),
        ErrorKind::FutureImportLate => future_import_first(code, tokens, lines, error.line, out),
        _ => {}
    }
}

/// The parameters of the header that holds `error` (the last `def` or
/// `lambda` before it): a repeated one's later copy, or its earlier one,
/// taken away with its comma.
fn duplicate_parameter(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    error: &Diagnosis,
    name: &str,
    out: &mut Vec<Change>,
) {
    let at = lines.end_of(error.line.min(lines.count()));
    let Some(header) = tokens[..tokens.partition_point(|t| t.1 < at)]
        .iter()
        .rposition(|t| matches!(t.0, TokenKind::Def | TokenKind::Lambda))
    else {
        return;
    };
    let parameters = parameters(code, tokens, header);
    let named: Vec<usize> = (0..parameters.len())
        .filter(|&i| parameters[i].2 == name)
        .collect();
    let [first, .., later] = named[..] else {
        return;
    };
    // The later copy renamed to a name its body reads and nothing else in
    // the file writes (`def sector(scan, lo_deg, lo_deg)` over a body
    // reading `hi_deg`): a paste not renamed.
    let header_end = parameters.last().map_or(0, |p| lines.line_of(p.1));
    for unbound in
        super::parameter_renamed::read_only_in_body(code, tokens, lines, header, header_end)
            .into_iter()
            .take(2)
    {
        let (start, _, copy) = parameters[later];
        if let Some(at) = code[start..].find(copy).map(|at| start + at) {
            out.push(Change::new(
                at,
                at + copy.len(),
                unbound,
                Kind::ParameterRenamed,
            ));
        }
    }
    // The later copy, from the end of the parameter before it.
    let (_, end, _) = parameters[later];
    let before = parameters[later - 1].1;
    out.push(Change::new(before, end, "", Kind::DuplicateParameter));
    // The earlier copy, up to the start of the parameter after it; unless
    // both copies are one text (a paste): then the later is the one.
    let copy = |(start, end, _): (usize, usize, &str)| &code[start..end];
    if copy(parameters[first]) != copy(parameters[later]) {
        let (start, _, _) = parameters[first];
        let next = parameters[first + 1].0;
        out.push(Change::new(start, next, "", Kind::DuplicateParameter));
    }
}

/// A header's parameters (from its token `header`): where each starts and
/// ends, and its name (`*args`' is `args`).
fn parameters<'a>(code: &'a str, tokens: &[Token], header: usize) -> Vec<(usize, usize, &'a str)> {
    let is_lambda = tokens[header].0 == TokenKind::Lambda;
    let mut i = header + 1;
    if !is_lambda {
        // `def name(`.
        i += 2;
        if tokens.get(i - 1).is_none_or(|t| t.0 != TokenKind::Lpar) {
            return Vec::new();
        }
    }
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut current: Option<(usize, usize, &str)> = None;
    for &(kind, start, end) in &tokens[i.min(tokens.len())..] {
        match kind {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace if depth == 0 => break,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => depth -= 1,
            TokenKind::Colon if depth == 0 && is_lambda => break,
            TokenKind::Comma if depth == 0 => {
                out.extend(current.take());
                continue;
            }
            TokenKind::NonLogicalNewline | TokenKind::Comment => continue,
            _ => {}
        }
        match &mut current {
            Some(parameter) => parameter.1 = end,
            None => {
                let named = (kind == TokenKind::Name).then(|| &code[start..end]);
                current = Some((start, end, named.unwrap_or("")));
            }
        }
        if let Some(parameter) = &mut current
            && parameter.2.is_empty()
            && kind == TokenKind::Name
        {
            parameter.2 = &code[start..end];
        }
    }
    out.extend(current);
    out
}

/// A `from __future__ import` written below other statements (added to a
/// file's imports where the others are): moved up to where the file's
/// statements begin, after its docstring, a blank line after it.
fn future_import_first(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let (start, end) = (lines.start_of(line), lines.end_of(line).min(code.len()));
    let statement = &code[start..end];
    if !statement.starts_with("from __future__ import") {
        return;
    }
    let mut statements = tokens
        .iter()
        .filter(|t| t.0 == TokenKind::Newline || !layout(t.0));
    let Some(first) = statements.next() else {
        return;
    };
    let top = match statements.next() {
        // (A docstring: the statements begin after its line.)
        Some(after) if first.0 == TokenKind::String && after.0 == TokenKind::Newline => after.2,
        _ => code[..first.1].rfind('\n').map_or(0, |at| at + 1),
    };
    if top >= start {
        return;
    }
    let ending = if statement.ends_with('\n') { "" } else { "\n" };
    let blank = if code[top..].starts_with(['\n', '\r']) {
        ""
    } else {
        "\n"
    };
    out.push(Change::new(
        top,
        end,
        &format!("{statement}{ending}{blank}{}", &code[top..start]),
        Kind::FutureImportFirst,
    ));
}

/// A notebook's `await main()` at the top of the file (Jupyter runs an
/// event loop): a script's `asyncio.run(main())`, where the file imports
/// asyncio.
fn awaited_at_the_top(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let on_line = code_tokens_of(tokens, lines, line);
    let (Some((_, first)), Some((_, last))) = (on_line.first(), on_line.last()) else {
        return;
    };
    let imports_asyncio = tokens
        .windows(2)
        .any(|pair| pair[0].0 == TokenKind::Import && &code[pair[1].1..pair[1].2] == "asyncio");
    if first.0 != TokenKind::Await || first.1 != lines.start_of(line) || !imports_asyncio {
        return;
    }
    let awaited = code[first.2..last.2].trim();
    out.push(Change::new(
        first.1,
        last.2,
        &format!("asyncio.run({awaited})"),
        Kind::AwaitedAtTheTop,
    ));
}

/// `return value` on line `line` made a bare `return`.
fn generator_return(tokens: &[Token], lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let on_line = code_tokens_of(tokens, lines, line);
    let Some(at) = on_line.iter().position(|(_, t)| t.0 == TokenKind::Return) else {
        return;
    };
    let returned = on_line[at].1.2;
    if let Some((_, last)) = on_line.last().filter(|(_, t)| t.2 > returned) {
        out.push(Change::new(returned, last.2, "", Kind::GeneratorReturn));
    }
}

/// A bare name passed after keyword arguments on line `line`, passed as
/// the keyword of its own name.
fn keyword_shorthand(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    // (CPython reports a call over lines at its last line: the bare name
    // may be on one above.)
    let on_lines: Vec<(usize, Token)> = (line.saturating_sub(CALL_LINES_ABOVE).max(1)..=line)
        .flat_map(|line| code_tokens_of(tokens, lines, line))
        .collect();
    let mut keyword_seen = false;
    for window in on_lines.windows(3) {
        let [(_, before), (_, name), (_, after)] = [window[0], window[1], window[2]];
        if name.0 == TokenKind::Equal {
            keyword_seen = true;
        }
        let bare = before.0 == TokenKind::Comma
            && name.0 == TokenKind::Name
            && matches!(after.0, TokenKind::Comma | TokenKind::Rpar);
        if keyword_seen && bare {
            let word = &code[name.1..name.2];
            out.push(Change::new(
                name.1,
                name.2,
                &format!("{word}={word}"),
                Kind::KeywordShorthand,
            ));
        }
    }
}

/// A call's keyword argument `name` given twice, the later copy on line
/// `line` (CPython's): each copy taken away with its comma (up to the next
/// argument, or from the comma before it when it is the last).
fn keyword_repeated(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    name: &str,
    out: &mut Vec<Change>,
) {
    // (With the lines after it, where the later copy's argument may end.)
    let last = (line + 3).min(lines.count());
    let on_lines: Vec<Token> = (line.saturating_sub(CALL_LINES_ABOVE).max(1)..=last)
        .flat_map(|line| code_tokens_of(tokens, lines, line))
        .map(|(_, token)| token)
        .collect();
    let line_end = lines.end_of(line);
    let copies: Vec<usize> = (1..on_lines.len())
        .filter(|&i| on_lines[i].1 < line_end)
        .filter(|&i| {
            let (kind, start, end) = on_lines[i - 1];
            kind == TokenKind::Name
                && &code[start..end] == name
                && on_lines[i].0 == TokenKind::Equal
        })
        .map(|i| i - 1)
        .collect();
    let [.., earlier, later] = copies[..] else {
        return;
    };
    for copy in [later, earlier] {
        let mut depth = 0usize;
        let mut end = None;
        for (k, token) in on_lines.iter().enumerate().skip(copy) {
            match token.0 {
                kind if opens(kind) => depth += 1,
                kind if closes(kind) && depth == 0 => {
                    end = Some((k, false));
                    break;
                }
                kind if closes(kind) => depth -= 1,
                TokenKind::Comma if depth == 0 => {
                    end = Some((k, true));
                    break;
                }
                _ => {}
            }
        }
        let start = on_lines[copy].1;
        match end {
            // Up to the next argument (or the closer, after a last comma).
            Some((comma, true)) => {
                // (A line of its own goes whole.)
                let (first, last) = (lines.line_of(start), lines.line_of(on_lines[comma].1));
                let own_line = code[lines.start_of(first)..start].trim().is_empty()
                    && code[on_lines[comma].2..lines.end_of(last).min(code.len())]
                        .trim()
                        .is_empty();
                if own_line {
                    let end = lines.end_of(last).min(code.len());
                    out.push(Change::new(
                        lines.start_of(first),
                        end,
                        "",
                        Kind::KeywordRepeated,
                    ));
                } else if let Some(next) = on_lines.get(comma + 1) {
                    out.push(Change::new(start, next.1, "", Kind::KeywordRepeated));
                }
            }
            // From the comma before it.
            Some((closer, false)) if copy > 0 && on_lines[copy - 1].0 == TokenKind::Comma => {
                let before = on_lines[copy - 1].1;
                out.push(Change::new(
                    before,
                    on_lines[closer - 1].2,
                    "",
                    Kind::KeywordRepeated,
                ));
            }
            _ => {}
        }
    }
}

/// How many lines above CPython's a call's arguments are read (it reports
/// an error in a call over lines at a later line).
const CALL_LINES_ABOVE: usize = 8;

/// A `case` line's pattern forms: `or` between alternatives made `|`; a
/// mapping's `**rest` moved last.
fn pattern_forms(code: &str, tokens: &[Token], lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let on_line = code_tokens_of(tokens, lines, line);
    let Some((_, first)) = on_line.first() else {
        return;
    };
    if &code[first.1..first.2] != "case" {
        return;
    }
    // Every `or` of the pattern made `|`, in one change (CPython names
    // one at a time); Scala's and Elixir's guard `when` made `if`.
    let ors: Vec<(usize, usize, &str)> = on_line
        .iter()
        .filter(|(_, t)| t.0 == TokenKind::Or)
        .map(|(_, t)| (t.1, t.2, "|"))
        .collect();
    out.extend(Change::spliced(code, &ors, Kind::PatternForm));
    if let Some((_, when)) = on_line
        .iter()
        .skip(1)
        .find(|(_, t)| t.0 == TokenKind::Name && &code[t.1..t.2] == "when")
    {
        out.push(Change::new(when.1, when.2, "if", Kind::PatternForm));
    }
    for (k, (_, t)) in on_line.iter().enumerate() {
        let (Some((_, name)), Some((_, comma))) = (on_line.get(k + 1), on_line.get(k + 2)) else {
            continue;
        };
        if t.0 != TokenKind::DoubleStar || name.0 != TokenKind::Name || comma.0 != TokenKind::Comma
        {
            continue;
        }
        let Some((_, close)) = on_line[k..].iter().find(|(_, c)| c.0 == TokenKind::Rbrace) else {
            continue;
        };
        let rest = code[comma.2..close.1]
            .trim()
            .trim_end_matches(',')
            .trim_end();
        if !rest.is_empty() {
            let moved = format!("{rest}, **{}", &code[name.1..name.2]);
            out.push(Change::new(t.1, close.1, &moved, Kind::PatternForm));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn given(code: &str) -> Vec<String> {
        super::super::edits::applied::at_error(code, compile_stage)
    }

    #[test]
    fn a_repeated_parameter_is_taken_away() {
        let code = "def f(a, b=1, *, sender='x', timeout=10.0,\n      session=None, timeout=9.0, **kw):\n    pass\n";
        let repaired = given(code);
        assert_eq!(
            repaired[0],
            "def f(a, b=1, *, sender='x', timeout=10.0,\n      session=None, **kw):\n    pass\n"
        );
        assert_eq!(
            repaired[1],
            "def f(a, b=1, *, sender='x', session=None, timeout=9.0, **kw):\n    pass\n"
        );
        // One text twice: a paste, whose later copy goes.
        let code = "def f(a, timeout=1, b=2, timeout=1):\n    pass\n";
        assert_eq!(given(code), ["def f(a, timeout=1, b=2):\n    pass\n"]);
    }

    #[test]
    fn a_repeated_parameter_is_the_name_its_body_reads() {
        let code = "def sector(scan, lo_deg, lo_deg):\n    return scan[lo_deg:hi_deg]\n";
        assert_eq!(
            given(code)[0],
            "def sector(scan, lo_deg, hi_deg):\n    return scan[lo_deg:hi_deg]\n"
        );
    }

    #[test]
    fn a_top_level_await_is_run_where_asyncio_is_imported() {
        let code = "import asyncio\n\n\nasync def main():\n    pass\n\nawait main()\n";
        assert_eq!(
            given(code),
            ["import asyncio\n\n\nasync def main():\n    pass\n\nasyncio.run(main())\n"]
        );
        assert!(given("async def main():\n    pass\n\nawait main()\n").is_empty());
    }

    #[test]
    fn an_async_generators_return_loses_its_value() {
        let code = "async def f():\n    if x:\n        return []\n    yield 1\n";
        assert_eq!(
            given(code),
            ["async def f():\n    if x:\n        return\n    yield 1\n"]
        );
    }

    #[test]
    fn a_bare_name_after_keywords_is_its_own_keyword() {
        let code = "post(\"/m\", number=part, message, **options)\n";
        assert_eq!(
            given(code),
            ["post(\"/m\", number=part, message=message, **options)\n"]
        );
    }

    #[test]
    fn a_patterns_or_and_its_rest() {
        let code = "match x:\n    case [\"quit\" or \"exit\"]:\n        pass\n";
        assert_eq!(given(code), [code.replace(" or ", " | ")]);
        let code = "match x:\n    case \"P\" or \"N\" or \"T\":\n        pass\n";
        assert_eq!(given(code), [code.replace(" or ", " | ")]);
        let code = "match p:\n    case (a, b) when a == b:\n        pass\n";
        assert_eq!(given(code), [code.replace("when", "if")]);
        let code = "match x:\n    case {**rest, \"occupancy\": bool(b)}:\n        pass\n";
        assert_eq!(
            given(code),
            [code.replace(
                "**rest, \"occupancy\": bool(b)",
                "\"occupancy\": bool(b), **rest"
            )]
        );
    }
}
