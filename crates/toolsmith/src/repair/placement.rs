//! Parts of a statement written where Python gives them no place, put
//! where they belong: an annotation after the value (`self.q = []:
//! list[Job]`), a parameter after `**kwargs`, a walrus left bare where
//! only a parenthesised one may stand, a mapping pattern's keys written as
//! names (`case {uri: u}`).

use ruff_python_ast::token::TokenKind;

use super::diagnosis::Diagnosis;
use super::edits::{Change, Kind, Lines, Token, code_tokens_of, depths_on_line, open_brackets};

/// Line `line`, a definition's parameters given as `NAME = DEFAULT:
/// ANNOTATION` (one a line, `limit = 50: int,`): each put `NAME:
/// ANNOTATION = DEFAULT`.
pub(super) fn parameter_annotation_moved(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let on_line = code_tokens_of(tokens, lines, line);
    let Some(&(_, first)) = on_line.first() else {
        return;
    };
    let in_a_definition = open_brackets(tokens, first.1)
        .last()
        .is_some_and(|&opened| parameters_opened_at(tokens, opened).is_some());
    if !in_a_definition {
        return;
    }
    let depths = depths_on_line(&on_line);
    let mut segment_start = 0;
    for k in 0..=on_line.len() {
        let ends = k == on_line.len()
            || (depths[k] == 0 && matches!(on_line[k].1.0, TokenKind::Comma | TokenKind::Rpar));
        if !ends {
            continue;
        }
        // (A parameter's target is its name alone.)
        let name_alone =
            |target: &[(usize, Token)], _: &[usize]| matches!(target, [(_, (TokenKind::Name, ..))]);
        out.extend(annotation_first(
            code,
            &on_line[segment_start..k],
            &depths[segment_start..k],
            name_alone,
        ));
        segment_start = k + 1;
    }
}

/// Line `line`, `TARGET = VALUE: ANNOTATION` on its own: the annotation
/// written after the value, put after the target.
pub(super) fn annotation_moved(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let on_line = code_tokens_of(tokens, lines, line);
    // A whole statement on its line, its brackets closed on it.
    let (Some(&(_, first)), Some(&(_, last))) = (on_line.first(), on_line.last()) else {
        return;
    };
    let within_its_line =
        open_brackets(tokens, first.1).is_empty() && open_brackets(tokens, last.2).is_empty();
    if !within_its_line {
        return;
    }
    // The target: a name, an attribute or an item (`self.q`, `row["n"]`).
    let target_like = |target: &[(usize, Token)], depths: &[usize]| {
        matches!(target.first(), Some((_, (TokenKind::Name, ..))))
            && target.iter().zip(depths).all(|((_, token), &depth)| {
                depth > 0
                    || matches!(
                        token.0,
                        TokenKind::Name | TokenKind::Dot | TokenKind::Lsqb | TokenKind::Rsqb
                    )
            })
    };
    out.extend(annotation_first(
        code,
        &on_line,
        &depths_on_line(&on_line),
        target_like,
    ));
}

/// `part` (code tokens, `depths` their depths, 0 its top level) written
/// `TARGET = VALUE: ANNOTATION`, one `=` and one `:` at its top level:
/// written `TARGET: ANNOTATION = VALUE`, where `target` accepts the
/// target's tokens (and their depths).
fn annotation_first(
    code: &str,
    part: &[(usize, Token)],
    depths: &[usize],
    target: impl Fn(&[(usize, Token)], &[usize]) -> bool,
) -> Option<Change> {
    let top = |kind: TokenKind| -> Vec<usize> {
        (0..part.len())
            .filter(|&k| depths[k] == 0 && part[k].1.0 == kind)
            .collect()
    };
    let (equals, colons) = (top(TokenKind::Equal), top(TokenKind::Colon));
    let (&[equal], &[colon]) = (equals.as_slice(), colons.as_slice()) else {
        return None;
    };
    let last = part.len() - 1;
    if equal == 0 || colon <= equal + 1 || colon >= last {
        return None;
    }
    if !target(&part[..equal], &depths[..equal]) {
        return None;
    }
    let text = |from: usize, to: usize| &code[part[from].1.1..part[to].1.2];
    let (name, value, annotation) = (
        text(0, equal - 1),
        text(equal + 1, colon - 1),
        text(colon + 1, last),
    );
    Some(Change::new(
        part[0].1.1,
        part[last].1.2,
        &format!("{name}: {annotation} = {value}"),
        Kind::PartPlaced,
    ))
}

/// The index in `tokens` of the `(` at byte `opened`, if it opens a
/// definition's parameters (`def NAME(`).
pub(super) fn parameters_opened_at(tokens: &[Token], opened: usize) -> Option<usize> {
    let open = tokens.partition_point(|t| t.1 < opened);
    let paren = tokens
        .get(open)
        .is_some_and(|t| t.1 == opened && t.0 == TokenKind::Lpar);
    (paren
        && open >= 2
        && tokens[open - 1].0 == TokenKind::Name
        && tokens[open - 2].0 == TokenKind::Def)
        .then_some(open)
}

/// A definition's `**kwargs` with parameters after it (CPython: `arguments
/// cannot follow var-keyword argument`): moved last, the others' order and
/// spacing kept.
pub(super) fn parameters_reordered(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    error: &Diagnosis,
    out: &mut Vec<Change>,
) {
    if error.line == 0 || error.line > lines.count() {
        return;
    }
    let at = lines.offset(code, error.line, error.offset);
    let Some(&opened) = open_brackets(tokens, at).last() else {
        return;
    };
    let Some(open) = parameters_opened_at(tokens, opened) else {
        return;
    };
    // The parameters: (first token, last token) between commas at depth 1.
    let mut parameters: Vec<(usize, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut start = None;
    for (k, token) in tokens.iter().enumerate().skip(open + 1) {
        match token.0 {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace if depth == 0 => {
                parameters.extend(start.map(|s| (s, k - 1)));
                break;
            }
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => depth -= 1,
            TokenKind::Comma if depth == 0 => {
                parameters.extend(start.take().map(|s| (s, k - 1)));
                continue;
            }
            TokenKind::NonLogicalNewline | TokenKind::Comment => continue,
            TokenKind::Newline | TokenKind::EndOfFile => return,
            _ => {}
        }
        start.get_or_insert(k);
    }
    let Some(var_keyword) = parameters
        .iter()
        .position(|&(s, _)| tokens[s].0 == TokenKind::DoubleStar)
    else {
        return;
    };
    let (Some(&(keyword_first, keyword_last)), Some(&(next_first, _)), Some(&(_, last))) = (
        parameters.get(var_keyword),
        parameters.get(var_keyword + 1),
        parameters.last(),
    ) else {
        return;
    };
    let (kw_start, kw_end) = (tokens[keyword_first].1, tokens[keyword_last].2);
    let (rest_start, rest_end) = (tokens[next_first].1, tokens[last].2);
    out.push(Change::new(
        kw_start,
        rest_end,
        &format!(
            "{}{}{}",
            &code[rest_start..rest_end],
            &code[kw_end..rest_start],
            &code[kw_start..kw_end]
        ),
        Kind::PartPlaced,
    ));
}

/// A walrus on line `line` where only a parenthesised one may stand (a
/// comprehension's `if`, a `return`, an operator's operand): parenthesised,
/// around its value up to a comparison after it (`(m := f(x)) > 0`), and
/// around the whole clause. Several on the line are also bracketed at once
/// (CPython reports the next where it reported the first: at the start of
/// the expression they are operands of).
pub(super) fn walrus_bracketed(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let on_line = code_tokens_of(tokens, lines, line);
    let depths = depths_on_line(&on_line);
    let mut nearest = Vec::new();
    for (w, (_, token)) in on_line.iter().enumerate() {
        let named = w >= 1 && on_line[w - 1].1.0 == TokenKind::Name;
        // (A statement's own `if` or `while` takes a bare one. After an
        // operator the walrus is its operand: `0 <= nx := x + dx < h`.)
        let bare = w >= 2
            && match on_line[w - 2].1.0 {
                TokenKind::If => w > 2,
                kind => {
                    matches!(kind, TokenKind::Return | TokenKind::In | TokenKind::Assert)
                        || compares(kind)
                }
            };
        if token.0 != TokenKind::ColonEqual || !named || !bare {
            continue;
        }
        let depth = depths[w];
        let mut ends = Vec::new();
        let mut end = on_line[on_line.len() - 1].1.2;
        for k in w + 1..on_line.len() {
            let kind = on_line[k].1.0;
            if depths[k] != depth {
                continue;
            }
            // (A closer at the walrus's depth closes the bracket it is in.)
            let closes = matches!(kind, TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace);
            if closes || ends_a_clause(kind) {
                end = on_line[k - 1].1.2;
                break;
            }
            if compares(kind) && ends.is_empty() && k > w + 1 {
                ends.push(on_line[k - 1].1.2);
            }
        }
        ends.push(end);
        ends.dedup();
        let start = on_line[w - 1].1.1;
        if let Some(&first) = ends.first().filter(|&&end| end > token.2) {
            nearest.push((start, first));
        }
        for end in ends.into_iter().filter(|&end| end > token.2) {
            out.push(Change::new(
                start,
                end,
                &format!("({})", &code[start..end]),
                Kind::WalrusBracketed,
            ));
        }
    }
    let disjoint = nearest.windows(2).all(|pair| pair[0].1 <= pair[1].0);
    if let (Some(&(start, _)), Some(&(_, end))) = (nearest.first(), nearest.last())
        && nearest.len() > 1
        && disjoint
    {
        let mut text = String::new();
        let mut from = start;
        for &(first, last) in &nearest {
            text.push_str(&code[from..first]);
            text.push_str(&format!("({})", &code[first..last]));
            from = last;
        }
        out.push(Change::new(start, end, &text, Kind::WalrusBracketed));
    }
}

/// Tokens that end a comprehension's or a statement's clause.
fn ends_a_clause(kind: TokenKind) -> bool {
    matches!(
        kind,
        TokenKind::Comma
            | TokenKind::Colon
            | TokenKind::If
            | TokenKind::For
            | TokenKind::Async
            | TokenKind::Else
    )
}

/// Comparison and boolean operators: where a walrus's value most often
/// ends (`(m := f(x)) is None`).
fn compares(kind: TokenKind) -> bool {
    matches!(
        kind,
        TokenKind::Less
            | TokenKind::Greater
            | TokenKind::LessEqual
            | TokenKind::GreaterEqual
            | TokenKind::EqEqual
            | TokenKind::NotEqual
            | TokenKind::Is
            | TokenKind::In
            | TokenKind::Not
            | TokenKind::And
            | TokenKind::Or
    )
}

/// Line `line`, a `case` whose mapping pattern gives keys as bare names
/// (`case {uri: str(u)}`): the keys quoted, as strings, in one change.
pub(super) fn pattern_keys_quoted(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let on_line = code_tokens_of(tokens, lines, line);
    let Some(&(_, first)) = on_line.first() else {
        return;
    };
    if &code[first.1..first.2] != "case" {
        return;
    }
    // Keys: a name right after a `{` or after a comma in a brace, then `:`.
    let mut braces: Vec<usize> = Vec::new();
    let mut open: Vec<TokenKind> = Vec::new();
    let mut keys = Vec::new();
    for k in 1..on_line.len() {
        let kind = on_line[k].1.0;
        match kind {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => {
                open.push(kind);
                braces.push(k);
            }
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
                open.pop();
                braces.pop();
            }
            TokenKind::Name => {
                let in_a_brace = open.last() == Some(&TokenKind::Lbrace);
                let after = matches!(on_line[k - 1].1.0, TokenKind::Lbrace | TokenKind::Comma);
                let key = on_line
                    .get(k + 1)
                    .is_some_and(|t| t.1.0 == TokenKind::Colon);
                if in_a_brace && after && key {
                    keys.push(on_line[k].1);
                }
            }
            _ => {}
        }
    }
    let (Some(first_key), Some(last_key)) = (keys.first(), keys.last()) else {
        return;
    };
    let quote = on_line
        .iter()
        .find(|(_, t)| t.0 == TokenKind::String)
        .and_then(|(_, t)| code[t.1..t.2].chars().find(|c| *c == '"' || *c == '\''))
        .unwrap_or('"');
    let mut text = String::new();
    let mut at = first_key.1;
    for key in &keys {
        text.push_str(&code[at..key.1]);
        text.push(quote);
        text.push_str(&code[key.1..key.2]);
        text.push(quote);
        at = key.2;
    }
    out.push(Change::new(
        first_key.1,
        last_key.2,
        &text,
        Kind::PartPlaced,
    ));
}

#[cfg(test)]
mod tests {
    use super::*;

    use super::super::edits::applied;

    fn placed(code: &str, line: usize) -> Vec<String> {
        let mut all = applied::on_line(code, line, annotation_moved);
        all.extend(applied::on_line(code, line, walrus_bracketed));
        all.extend(applied::on_line(code, line, pattern_keys_quoted));
        all
    }

    #[test]
    fn an_annotation_after_the_value_goes_after_the_target() {
        assert_eq!(
            placed(
                "class Q:\n    def __init__(self):\n        self.q = []: list[Job]\n",
                3
            ),
            ["class Q:\n    def __init__(self):\n        self.q: list[Job] = []\n"]
        );
        assert!(placed("x = {a: 1}\n", 1).is_empty());
        assert_eq!(
            applied::on_line(
                "def f(\n    q: str,\n    limit = 50: int, page = 1: int,\n):\n    pass\n",
                3,
                parameter_annotation_moved
            ),
            [
                "def f(\n    q: str,\n    limit: int = 50, page = 1: int,\n):\n    pass\n",
                "def f(\n    q: str,\n    limit = 50: int, page: int = 1,\n):\n    pass\n"
            ]
        );
        assert!(placed("if x == y: z = 1\n", 1).is_empty());
    }

    #[test]
    fn a_parameter_after_kwargs_puts_kwargs_last() {
        assert_eq!(
            applied::at_error(
                "def f(a, *args, **kwargs, timeout=5, retries=3):\n    pass\n",
                parameters_reordered
            ),
            ["def f(a, *args, timeout=5, retries=3, **kwargs):\n    pass\n"]
        );
        assert_eq!(
            applied::at_error(
                "def f(\n    a,\n    **kw: Any,\n    t: int = 5,\n):\n    pass\n",
                parameters_reordered
            ),
            ["def f(\n    a,\n    t: int = 5,\n    **kw: Any,\n):\n    pass\n"]
        );
        assert!(applied::at_error("f(a, **kw, b=2 +)\n", parameters_reordered).is_empty());
    }

    #[test]
    fn a_bare_walrus_is_parenthesised_to_a_comparison_and_to_its_clause() {
        assert_eq!(
            placed("xs = [a for r in rs if a := f(r) > 0]\n", 1),
            [
                "xs = [a for r in rs if (a := f(r)) > 0]\n",
                "xs = [a for r in rs if (a := f(r) > 0)]\n"
            ]
        );
        assert_eq!(
            placed("ms = [m for s in ss if m := P.search(s)]\n", 1),
            ["ms = [m for s in ss if (m := P.search(s))]\n"]
        );
        assert_eq!(placed("return n := 2\n", 1), ["return (n := 2)\n"]);
        assert_eq!(
            placed(
                "def f(ls):\n    return [m.group(1) for l in ls if m := P.search(l)]\n",
                2
            ),
            ["def f(ls):\n    return [m.group(1) for l in ls if (m := P.search(l))]\n"]
        );
        assert!(placed("if m := P.search(s):\n    pass\n", 1).is_empty());
    }

    #[test]
    fn a_mapping_patterns_bare_keys_are_quoted() {
        assert_eq!(
            placed(
                "match e:\n    case {'kind': k, uri: u, name: n}:\n        pass\n",
                2
            ),
            ["match e:\n    case {'kind': k, 'uri': u, 'name': n}:\n        pass\n"]
        );
        assert!(placed("match e:\n    case {\"a\": x}:\n        pass\n", 2).is_empty());
    }
}
