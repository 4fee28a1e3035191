//! A group's `)` lost on the line of a bracket left open: parentheses
//! written to group an operation, whose `)` the line's end would put
//! where no one puts it. The line's own later `)` closed the group and
//! took in the comma meant for the bracket around it
//! (`round(s * (1 - rate, 2)`), or the group opens a value that the
//! line's end would wrap whole, parentheses that group nothing
//! (`i = (i + step % n`): the `)` was lost where the grouping ends. Or
//! the bracket is a conversion of what `input()` gives, with arithmetic
//! after it (`int(input("n? ") - 1`): arithmetic on text is no one's
//! meaning, the conversion's `)` was lost right after `input(...)`'s.
//! And a tuple's or a list's closer lost before the call's next keyword
//! argument, which the bracket then takes in (`errorbar=("se", 1,
//! palette=pal)`).

use ruff_python_ast::token::TokenKind;

use super::edits::{
    Change, Kind, Lines, Token, code_tokens_of, ends_an_operand, leading, next_code_line,
    open_brackets,
};
use super::pairs::{CLOSER_REACH, closer_of, is_a_call};

/// Where a `)` may close a group that the bracket left open at `at`
/// leaves without one (see the module's doc).
pub(super) fn closers_of_groups(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    at: usize,
) -> Vec<usize> {
    let mut places = commas_taken(tokens, lines, at);
    places.extend(grouping_ends(code, tokens, lines, at));
    places.extend(conversion_of_input(code, tokens, lines, at));
    places
}

/// The conversions of text to a number (`int(`, `float(`).
const CONVERSIONS: &[&str] = &["int", "float"];

/// The bracket at `at`, a conversion whose argument starts with a call of
/// `input` that an operator follows on its line: the end of that call.
fn conversion_of_input(code: &str, tokens: &[Token], lines: &Lines, at: usize) -> Vec<usize> {
    let line = from(tokens, lines, at);
    let before = tokens.iter().take_while(|t| t.1 < at).last();
    let converts = before.is_some_and(|t| CONVERSIONS.contains(&&code[t.1..t.2]));
    let reads_input = matches!(
        line.get(1..3),
        Some([(TokenKind::Name, s, e), (TokenKind::Lpar, ..)]) if &code[*s..*e] == "input"
    );
    if !converts || !reads_input {
        return Vec::new();
    }
    let mut depth = 0usize;
    for (i, &(kind, _, end)) in line.iter().enumerate().skip(2) {
        match kind {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    let operator_after = line.get(i + 1).is_some_and(|t| precedence(t.0) > 0);
                    return if operator_after {
                        vec![end]
                    } else {
                        Vec::new()
                    };
                }
            }
            _ => {}
        }
    }
    Vec::new()
}

/// What the place of a `)` put in says, for the brackets open there:
/// `Some(true)` if it closes such a group where its grouping ends,
/// `Some(false)` if it leaves one as no one writes it, `None` if none of
/// them holds such a group.
pub(super) fn closes_a_group(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    change: &Change,
) -> Option<bool> {
    if !(change.kind == Kind::Insert && change.text == ")") {
        return None;
    }
    let places: Vec<usize> = open_brackets(tokens, change.start)
        .into_iter()
        .flat_map(|opener| closers_of_groups(code, tokens, lines, opener))
        .collect();
    (!places.is_empty()).then(|| places.contains(&change.start))
}

/// The tokens of the line of `at`, from `at` on.
fn from(tokens: &[Token], lines: &Lines, at: usize) -> Vec<Token> {
    code_tokens_of(tokens, lines, lines.line_of(at))
        .into_iter()
        .map(|(_, t)| t)
        .filter(|t| t.1 >= at)
        .collect()
}

/// Groups inside the bracket at `at` whose `)` took a comma: a group
/// opened just after an arithmetic operator, grouping an operation (a
/// tuple there, or a lone value in parentheses, is rare), closed before
/// its first comma (not a tuple's last).
fn commas_taken(tokens: &[Token], lines: &Lines, at: usize) -> Vec<usize> {
    #[derive(PartialEq)]
    enum Open {
        Other,
        Group,
        GroupOfAnOperation,
    }
    let after: Vec<Token> = from(tokens, lines, at).into_iter().skip(1).collect();
    let mut open: Vec<Open> = Vec::new();
    let mut previous = None;
    let mut commas = Vec::new();
    for (i, &(kind, start, _)) in after.iter().enumerate() {
        match kind {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => {
                let group = kind == TokenKind::Lpar && previous.is_some_and(|p| precedence(p) > 0);
                open.push(if group { Open::Group } else { Open::Other });
            }
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
                open.pop();
            }
            _ if precedence(kind) > 0 && open.last() == Some(&Open::Group) => {
                open.pop();
                open.push(Open::GroupOfAnOperation);
            }
            TokenKind::Comma if open.last() == Some(&Open::GroupOfAnOperation) => {
                if after.get(i + 1).is_some_and(|t| t.0 != TokenKind::Rpar) {
                    commas.push(start);
                }
                open.pop();
                open.push(Open::Other);
            }
            _ => {}
        }
        previous = Some(kind);
    }
    commas
}

/// A group at `at` that opens a value (after `=`, `return`, a keyword),
/// that nothing on its line closes, on a line its statement ends with
/// (the next line of code no deeper): where its first operation ends,
/// before the first operator that binds tighter (`(i + step` before
/// `% n`), the reason to group.
fn grouping_ends(code: &str, tokens: &[Token], lines: &Lines, at: usize) -> Vec<usize> {
    let line = from(tokens, lines, at);
    let Some(&(TokenKind::Lpar, _, _)) = line.first() else {
        return Vec::new();
    };
    let own = lines.slice(code, lines.line_of(at), lines.line_of(at));
    if next_code_line(code, lines, at).is_some_and(|next| leading(next).len() > leading(own).len())
    {
        return Vec::new();
    }
    let before = tokens.iter().take_while(|t| t.1 < at).last().map(|t| t.0);
    let opens_a_value = matches!(
        before,
        Some(
            TokenKind::Equal
                | TokenKind::PlusEqual
                | TokenKind::MinusEqual
                | TokenKind::StarEqual
                | TokenKind::SlashEqual
                | TokenKind::Return
                | TokenKind::Yield
                | TokenKind::If
                | TokenKind::Elif
                | TokenKind::While
                | TokenKind::Assert
        )
    );
    if !opens_a_value {
        return Vec::new();
    }
    let mut depth = 0usize;
    let mut first = None;
    let mut previous: Option<Token> = None;
    for &(kind, start, end) in &line[1..] {
        match kind {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
                if depth == 0 {
                    // The group is closed on its line: not the bracket left open.
                    return Vec::new();
                }
                depth -= 1;
            }
            TokenKind::Comma | TokenKind::Colon if depth == 0 => return Vec::new(),
            _ if depth == 0
                && precedence(kind) > 0
                && previous.is_some_and(|p| ends_an_operand(p.0)) =>
            {
                match first {
                    None => first = Some(precedence(kind)),
                    Some(level) if precedence(kind) > level => {
                        let place = previous.map_or(start, |p| p.2);
                        return vec![place];
                    }
                    Some(_) => {}
                }
            }
            _ => {}
        }
        previous = Some((kind, start, end));
    }
    Vec::new()
}

/// How tightly a binary arithmetic or bitwise operator binds (0: not one).
fn precedence(kind: TokenKind) -> u8 {
    match kind {
        TokenKind::Vbar => 1,
        TokenKind::CircumFlex => 2,
        TokenKind::Amper => 3,
        TokenKind::LeftShift | TokenKind::RightShift => 4,
        TokenKind::Plus | TokenKind::Minus => 5,
        TokenKind::Star
        | TokenKind::Slash
        | TokenKind::DoubleSlash
        | TokenKind::Percent
        | TokenKind::At => 6,
        TokenKind::DoubleStar => 7,
        _ => 0,
    }
}

/// A keyword argument (`, name=`) inside a bracket that takes none, a
/// tuple's or a list's, within a call: that bracket's closer was lost
/// before the comma ahead of it, the argument the call's (`errorbar=("se",
/// 1, palette=pal)`). Searched from the bracket CPython names never closed.
pub(super) fn closed_before_a_keyword(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    at: usize,
    out: &mut Vec<Change>,
) {
    let reach = lines.end_of(lines.line_of(at) + CLOSER_REACH);
    let first = tokens.partition_point(|t| t.1 < at);
    for i in first.max(1)..tokens.len().saturating_sub(1) {
        let (kind, name_start, _) = tokens[i];
        if name_start >= reach {
            break;
        }
        if kind != TokenKind::Name
            || tokens[i + 1].0 != TokenKind::Equal
            || tokens[i - 1].0 != TokenKind::Comma
        {
            continue;
        }
        let open = open_brackets(tokens, name_start);
        let [.., outer, inner] = open[..] else {
            continue;
        };
        let opener = code.get(inner..inner + 1).unwrap_or_default();
        // (A lambda's defaults are its own: `(lambda a, b=2: a)`.)
        let in_a_lambda = tokens[first..i]
            .iter()
            .any(|t| t.1 > inner && t.0 == TokenKind::Lambda);
        if !matches!(opener, "(" | "[")
            || (opener == "(" && is_a_call(tokens, inner))
            || !is_a_call(tokens, outer)
            || in_a_lambda
        {
            continue;
        }
        if let Some(closer) = closer_of(opener) {
            let comma = tokens[i - 1].1;
            out.push(Change::new(comma, comma, closer, Kind::Insert));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied;
    use super::*;

    fn keyword_closers(code: &str) -> Vec<String> {
        applied::on_line(code, 1, |code, tokens, lines, line, out| {
            closed_before_a_keyword(code, tokens, lines, lines.start_of(line), out);
        })
    }

    #[test]
    fn a_tuples_closer_goes_before_the_calls_keyword() {
        assert_eq!(
            keyword_closers("plot(x, bar=(\"se\", 1, color=c,\n     lw=0)\n"),
            ["plot(x, bar=(\"se\", 1), color=c,\n     lw=0)\n"]
        );
        // A call's own keywords, a lambda's defaults: nothing lost.
        assert!(keyword_closers("f(g(a, b=1), c=2)\n").is_empty());
        assert!(keyword_closers("f((lambda a, b=2: a), c=2)\n").is_empty());
    }
}
