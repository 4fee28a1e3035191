//! Where CPython's parser stands when it raises. Some errors are found only
//! on its second, error-seeking pass, after it has read further than the
//! token ruff blames: a positional argument after a keyword one is raised
//! at the call's closing bracket, a dictionary key without its `:` at the
//! key, and a tokenizer error met while it reads the second of two
//! expressions side by side wins over the parser's own message.

use ruff_python_ast::token::{Token, TokenKind};
use ruff_text_size::{Ranged, TextRange, TextSize};

/// Comments and line breaks inside brackets: no tokens to CPython's parser.
pub(super) fn is_trivia(kind: TokenKind) -> bool {
    matches!(kind, TokenKind::Comment | TokenKind::NonLogicalNewline)
}

/// A token of the layout alone (a line break, an indentation's change, a
/// comment): no code.
pub(super) fn is_layout(kind: TokenKind) -> bool {
    is_trivia(kind)
        || matches!(
            kind,
            TokenKind::Newline | TokenKind::Indent | TokenKind::Dedent
        )
}

pub(super) fn opens(kind: TokenKind) -> bool {
    matches!(
        kind,
        TokenKind::Lpar
            | TokenKind::Lsqb
            | TokenKind::Lbrace
            | TokenKind::FStringStart
            | TokenKind::TStringStart
    )
}

pub(super) fn closes(kind: TokenKind) -> bool {
    matches!(
        kind,
        TokenKind::Rpar
            | TokenKind::Rsqb
            | TokenKind::Rbrace
            | TokenKind::FStringEnd
            | TokenKind::TStringEnd
    )
}

/// Index of the token at or after `at`.
pub(super) fn index_at(tokens: &[Token], at: TextSize) -> usize {
    tokens.partition_point(|t| t.start() < at)
}

/// Index of the token that closes the bracket opened at `open`.
pub(super) fn closing(tokens: &[Token], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (index, token) in tokens.iter().enumerate().skip(open) {
        if opens(token.kind()) {
            depth += 1;
        } else if closes(token.kind()) {
            depth = depth.checked_sub(1)?;
            if depth == 0 {
                return Some(index);
            }
        }
    }
    None
}

/// Index of the innermost bracket still open before `at`, if any.
pub(super) fn enclosing(tokens: &[Token], at: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (index, token) in tokens[..at.min(tokens.len())].iter().enumerate().rev() {
        if closes(token.kind()) {
            depth += 1;
        } else if opens(token.kind()) {
            if depth == 0 {
                return Some(index);
            }
            depth -= 1;
        }
    }
    None
}

/// Index of the first token after the expression that starts at `start`
/// (as CPython's `expression` rule reads it: operands joined by operators,
/// with calls, subscripts and attributes).
pub(super) fn expression_end(tokens: &[Token], start: usize) -> usize {
    use TokenKind as K;
    let mut expect_operand = true;
    let mut after_string = false;
    let mut index = start;
    while let Some(token) = tokens.get(index) {
        let kind = token.kind();
        if is_trivia(kind) {
            index += 1;
            continue;
        }
        let string = matches!(kind, K::String | K::FStringStart | K::TStringStart);
        let operand = string
            || matches!(
                kind,
                K::Name
                    | K::Int
                    | K::Float
                    | K::Complex
                    | K::None
                    | K::True
                    | K::False
                    | K::Ellipsis
                    | K::Lpar
                    | K::Lsqb
                    | K::Lbrace
            );
        if expect_operand || (string && after_string) {
            if operand {
                index = if opens(kind) {
                    match closing(tokens, index) {
                        Some(close) => close + 1,
                        None => return tokens.len(),
                    }
                } else {
                    index + 1
                };
                expect_operand = false;
                after_string = string;
            } else if matches!(kind, K::Minus | K::Plus | K::Tilde | K::Not | K::Await) {
                index += 1;
            } else {
                return index;
            }
            continue;
        }
        after_string = false;
        if matches!(kind, K::Lpar | K::Lsqb) {
            match closing(tokens, index) {
                Some(close) => index = close + 1,
                None => return tokens.len(),
            }
        } else if kind == K::Not && tokens.get(index + 1).map(Token::kind) == Some(K::In) {
            index += 2;
            expect_operand = true;
        } else if kind == K::Dot
            || kind.as_binary_operator().is_some()
            || matches!(
                kind,
                K::Less
                    | K::Greater
                    | K::LessEqual
                    | K::GreaterEqual
                    | K::EqEqual
                    | K::NotEqual
                    | K::And
                    | K::Or
                    | K::In
                    | K::Is
                    | K::If
                    | K::Else
            )
        {
            index += 1;
            expect_operand = true;
        } else {
            return index;
        }
    }
    tokens.len()
}

/// The previous token that is not trivia.
pub(super) fn previous(tokens: &[Token], at: usize) -> Option<&Token> {
    tokens[..at.min(tokens.len())]
        .iter()
        .rev()
        .find(|t| !is_trivia(t.kind()))
}

fn ends_operand(kind: TokenKind) -> bool {
    use TokenKind as K;
    matches!(
        kind,
        K::Name
            | K::Int
            | K::Float
            | K::Complex
            | K::String
            | K::FStringEnd
            | K::TStringEnd
            | K::None
            | K::True
            | K::False
            | K::Ellipsis
            | K::Rpar
            | K::Rsqb
            | K::Rbrace
    )
}

/// How far CPython's tokenizer has read when the parser raises its error
/// at `failed`: past a second expression written beside a first one (the
/// rule that suggests a comma reads all of it, and one token more), else
/// the failing token itself.
pub(super) fn reach(tokens: &[Token], failed: TextSize, code: &str) -> TextSize {
    let at = index_at(tokens, failed);
    let Some(token) = tokens.get(at) else {
        return failed;
    };
    let second = matches!(
        token.kind(),
        TokenKind::Name
            | TokenKind::Int
            | TokenKind::Float
            | TokenKind::Complex
            | TokenKind::String
            | TokenKind::FStringStart
    );
    let beside_first = previous(tokens, at).is_some_and(|t| ends_operand(t.kind()));
    if !second || !beside_first || in_import(tokens, at) {
        return failed;
    }
    tokens
        .get(expression_end(tokens, at))
        .map_or(TextSize::of(code), Ranged::start)
}

/// Whether the logical line holding `tokens[at]` is an import: what stands
/// there are module names, never expressions.
fn in_import(tokens: &[Token], at: usize) -> bool {
    let line_start = tokens[..at]
        .iter()
        .rposition(|t| {
            matches!(
                t.kind(),
                TokenKind::Newline | TokenKind::Indent | TokenKind::Dedent | TokenKind::Semi
            )
        })
        .map_or(0, |i| i + 1);
    let first = tokens[line_start..at].iter().find(|t| !is_trivia(t.kind()));
    first.is_some_and(|t| matches!(t.kind(), TokenKind::Import | TokenKind::From))
}

/// `f(a=1, b)`: CPython raises at the closing bracket of the call.
pub(super) fn call_end(tokens: &[Token], argument: TextSize) -> Option<TextRange> {
    let at = index_at(tokens, argument);
    let open = enclosing(tokens, at)?;
    let close = closing(tokens, open)?;
    Some(TextRange::empty(tokens[close].start()))
}

/// `{1: 2, a 3: 4}`: after a key and value and a comma, an expression not
/// followed by `:` is a key without its colon; CPython points at the key's
/// last character. `None` unless the error at `failed` is of that shape.
pub(super) fn dictionary_key(tokens: &[Token], failed: TextSize, code: &str) -> Option<TextRange> {
    let at = index_at(tokens, failed);
    let open = enclosing(tokens, at)?;
    if tokens[open].kind() != TokenKind::Lbrace {
        return None;
    }
    // The element being read starts after the last comma at the braces' level.
    let mut depth = 0usize;
    let mut comma = None;
    let mut first_is_pair = false;
    for (index, token) in tokens.iter().enumerate().take(at).skip(open + 1) {
        let kind = token.kind();
        if opens(kind) {
            depth += 1;
        } else if closes(kind) {
            depth = depth.saturating_sub(1);
        } else if depth == 0 && kind == TokenKind::Comma {
            comma = Some(index);
        } else if depth == 0 && kind == TokenKind::For {
            // A comprehension's clause: its commas part a target's names.
            return None;
        } else if depth == 0 && comma.is_none() {
            first_is_pair |= matches!(kind, TokenKind::Colon | TokenKind::DoubleStar);
        }
    }
    let start = (comma? + 1..at).find(|&i| !is_trivia(tokens[i].kind()))?;
    if !first_is_pair || tokens[start].kind() == TokenKind::DoubleStar {
        return None;
    }
    let end = expression_end(tokens, start);
    if end == start || end > at || tokens.get(end).map(Token::kind) == Some(TokenKind::Colon) {
        return None;
    }
    // CPython's line is the key's first, its column that of the key's end.
    let last = previous(tokens, end)?;
    let last_line_start = code[..last.end().to_usize()]
        .rfind(['\n', '\r'])
        .map_or(0, |i| i + 1);
    let column = code[last_line_start..last.end().to_usize()]
        .chars()
        .count()
        .saturating_sub(1);
    let key_start = tokens[start].start().to_usize();
    let line_start = code[..key_start].rfind(['\n', '\r']).map_or(0, |i| i + 1);
    let line = &code[line_start..];
    let line = &line[..line.find(['\n', '\r']).unwrap_or(line.len())];
    let within = line
        .char_indices()
        .nth(column)
        .map_or(line.len(), |(i, _)| i);
    Some(TextRange::empty(
        TextSize::try_from(line_start + within).ok()?,
    ))
}

/// A list's or a set's elements, then a comprehension's clause (`[a, b
/// for a, b in z]`): CPython's parser asks for parentheses around the
/// target, from the first element to the last (or its comma). `failed` is
/// where the `for` (or `async`) stands.
pub(super) fn comprehension_target(tokens: &[Token], failed: TextSize) -> Option<TextRange> {
    let at = index_at(tokens, failed);
    let open = enclosing(tokens, at)?;
    if !matches!(tokens[open].kind(), TokenKind::Lsqb | TokenKind::Lbrace) {
        return None;
    }
    let mut depth = 0usize;
    let mut comma = false;
    for token in &tokens[open + 1..at] {
        let kind = token.kind();
        if opens(kind) {
            depth += 1;
        } else if closes(kind) {
            depth = depth.saturating_sub(1);
        } else if depth == 0 && matches!(kind, TokenKind::Comma) {
            comma = true;
        } else if depth == 0 && matches!(kind, TokenKind::Colon | TokenKind::For) {
            // (A dictionary's entries, or a clause already begun.)
            return None;
        }
    }
    // Only where the clause reads as one (`for` targets `in` ...).
    let close = closing(tokens, open)?;
    let mut depth = 0usize;
    let clause = tokens[at..close].iter().any(|token| {
        let kind = token.kind();
        if opens(kind) {
            depth += 1;
        } else if closes(kind) {
            depth = depth.saturating_sub(1);
        }
        depth == 0 && kind == TokenKind::In
    });
    let first = (open + 1..at).find(|&i| !is_trivia(tokens[i].kind()))?;
    let last = previous(tokens, at)?;
    (comma && clause && first < at).then(|| TextRange::new(tokens[first].start(), last.end()))
}

#[cfg(test)]
mod tests {
    use crate::python::{DEFAULT_TARGET, validate};

    fn error(code: &str) -> (String, usize, usize) {
        let e = validate(code, DEFAULT_TARGET).err().unwrap();
        (e.message, e.line, e.offset)
    }

    #[test]
    fn a_positional_argument_after_a_keyword_one_is_blamed_on_the_call_end() {
        let words = "positional argument follows keyword argument".to_string();
        assert_eq!(error("f(a=1, b)\n"), (words.clone(), 1, 9));
        assert_eq!(error("f(a=1,\n  b,\n  c=2\n)\n"), (words.clone(), 4, 1));
        assert_eq!(error("f(x=1, g(a=1, b))\n"), (words, 1, 16));
        assert_eq!(
            error("f(**k, a)\n").0,
            "positional argument follows keyword argument unpacking"
        );
    }

    #[test]
    fn a_dictionary_key_without_its_colon_is_pointed_at() {
        let words = "':' expected after dictionary key".to_string();
        assert_eq!(error("x = {1: 2, a 3: 4}\n"), (words.clone(), 1, 12));
        assert_eq!(error("x = {1: 2, a + b c: 4}\n"), (words.clone(), 1, 16));
        assert_eq!(error("x = {1: 2,\n     a\n     3: 4,\n}\n"), (words, 2, 6));
        assert_eq!(
            error("x = {a 3: 4}\n").0,
            "invalid syntax. Perhaps you forgot a comma?"
        );
    }

    #[test]
    fn a_tokenizer_error_inside_the_second_expression_wins() {
        let continuation = "unexpected character after line continuation character";
        assert_eq!(error("x = (\"a\" b\\u)\n").0, continuation);
        assert_eq!(error("x = (\"a\" b + c\\u)\n").0, continuation);
        assert_eq!(error("if x y\\u\n").0, continuation);
        assert_eq!(
            error("x = (\"a\" b c\\u)\n").0,
            "invalid syntax. Perhaps you forgot a comma?"
        );
        assert_eq!(error("import a b\\u\n").0, "invalid syntax");
    }

    #[test]
    fn a_comprehensions_target_without_its_parentheses_is_named() {
        let words = "did you forget parentheses around the comprehension target?".to_string();
        assert_eq!(error("y = [a, b for a, b in z]\n"), (words.clone(), 1, 6));
        assert_eq!(error("y = [a, for a in z]\n"), (words.clone(), 1, 6));
        assert_eq!(
            error("y = {a, f(b) async for a in z}\n"),
            (words.clone(), 1, 6)
        );
        assert_eq!(
            error("x = {\n    'c': [\n  e, r(c, 6) for e, c in h],\n}\n"),
            (words, 3, 3)
        );
        // (Not in a dictionary.)
        assert_eq!(
            error("y = {a: 1, b for x in y}\n").0,
            "':' expected after dictionary key"
        );
    }
}
