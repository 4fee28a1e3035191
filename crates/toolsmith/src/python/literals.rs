//! Errors in a string literal's escapes, as CPython raises them: not from its
//! tokenizer (which takes `"\x4"` as a fine string) but from the parser's
//! action that decodes a run of adjacent literals once the run has ended,
//! so the error stands at the token after the run and no later tokenizer
//! error replaces it. ruff's lexer finds them, at the escape.

use ruff_python_ast::token::{Token, TokenKind};
use ruff_python_parser::{InterpolatedStringErrorType, LexicalErrorType, ParseErrorType};
use ruff_text_size::{Ranged, TextRange, TextSize};

/// How CPython 3.11 meets an error ruff's lexer reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Origin {
    /// Raised by the tokenizer itself: also when met in the scan of the rest
    /// of the file after a parser error, where it takes precedence.
    Tokenizer,
    /// Marked by the tokenizer but raised only when the parser reaches it
    /// (a dedent to no known level, a character after a line continuation):
    /// the scan after a parser error stops there, silently.
    Marked,
    /// No tokenizer error at all: an ASCII character no token starts with
    /// (`?`, `$`, a backtick) is an operator the parser rejects.
    Parser,
    /// Raised by the action that decodes the literal.
    Literal,
    /// The end of input: the parser reports what is still open.
    End,
}

pub(super) fn origin(error: &LexicalErrorType) -> Origin {
    match error {
        LexicalErrorType::Eof => Origin::End,
        LexicalErrorType::IndentationError | LexicalErrorType::LineContinuationError => {
            Origin::Marked
        }
        LexicalErrorType::UnrecognizedToken { tok } if tok.is_ascii() => Origin::Parser,
        LexicalErrorType::UnicodeError
        | LexicalErrorType::MissingUnicodeLbrace
        | LexicalErrorType::MissingUnicodeRbrace
        | LexicalErrorType::InvalidByteLiteral => Origin::Literal,
        _ => Origin::Tokenizer,
    }
}

/// Where CPython reports a literal's error at `range`, and its message.
pub(super) fn literal_error(
    error: &ParseErrorType,
    range: TextRange,
    tokens: &[Token],
    code: &str,
) -> (TextRange, String) {
    // A literal part of an f-string ends where its escape is cut short.
    let at = tokens.partition_point(|t| t.end() < range.start());
    let Some(token) = tokens.get(at) else {
        return (range, "invalid syntax".into());
    };
    let reported = TextRange::empty(after_run(tokens, at).unwrap_or(range.end()));
    let lexical = match error {
        ParseErrorType::Lexical(LexicalErrorType::FStringError(f))
        | ParseErrorType::FStringError(f) => return (reported, fstring_message(f).into()),
        ParseErrorType::Lexical(lexical) => lexical,
        _ => return (range, "invalid syntax".into()),
    };
    if matches!(lexical, LexicalErrorType::InvalidByteLiteral) {
        return (
            TextRange::empty(token.start()),
            "bytes can only contain ASCII literal characters".into(),
        );
    }
    (reported, escape_message(lexical, range, token, code))
}

/// A backslash in an f-string's replacement field (ruff's lexer, reading
/// the field as 3.12 does, takes it for a line continuation): before 3.12
/// CPython's f-string scanner refuses it once the run of literals is read.
pub(super) fn backslash_in_field(tokens: &[Token], range: TextRange) -> Option<TextRange> {
    let at = tokens.partition_point(|t| t.start() < range.start());
    (interpolation_depth(&tokens[..at]) > 0)
        .then(|| after_run(tokens, at.saturating_sub(1)))
        .flatten()
        .map(TextRange::empty)
}

/// What ruff reads in a replacement field as 3.12 does and CPython 3.11's
/// f-string scanner refuses (a backslash, a `#`): where and with what words,
/// once the run of literals is read.
pub(super) fn refused_in_field(
    kind: &ruff_python_parser::UnsupportedSyntaxErrorKind,
    tokens: &[Token],
    range: TextRange,
) -> Option<(TextRange, &'static str)> {
    let ruff_python_parser::UnsupportedSyntaxErrorKind::Pep701FString(what) = kind else {
        return None;
    };
    // (ruff does not export the kind's enum; its name is its `Debug`.)
    let message = match format!("{what:?}").as_str() {
        "Backslash" => "f-string expression part cannot include a backslash",
        "Comment" => "f-string expression part cannot include '#'",
        _ => return None,
    };
    Some((backslash_in_field(tokens, range)?, message))
}

/// CPython 3.11's words for what its f-string scanner refuses.
fn fstring_message(error: &InterpolatedStringErrorType) -> &'static str {
    match error {
        InterpolatedStringErrorType::SingleRbrace => "f-string: single '}' is not allowed",
        InterpolatedStringErrorType::UnclosedLbrace => "f-string: expecting '}'",
        InterpolatedStringErrorType::InvalidConversionFlag
        | InterpolatedStringErrorType::ConversionFlagNotImmediatelyAfterExclamation => {
            "f-string: invalid conversion character: expected 's', 'r', or 'a'"
        }
        _ => "f-string: invalid syntax",
    }
}

/// The start of the first token after the run of adjacent literals that
/// holds `tokens[at]`, as CPython's tokenizer sees it: a comment ending the
/// line starts the NEWLINE token, comments and line breaks inside brackets
/// are not tokens at all.
fn after_run(tokens: &[Token], at: usize) -> Option<TextSize> {
    let mut depth = interpolation_depth(&tokens[..at]);
    for (index, token) in tokens.iter().enumerate().skip(at) {
        match token.kind() {
            TokenKind::FStringStart | TokenKind::TStringStart => depth += 1,
            TokenKind::FStringEnd | TokenKind::TStringEnd => depth = depth.saturating_sub(1),
            _ if depth > 0 => {}
            TokenKind::String | TokenKind::NonLogicalNewline => {}
            TokenKind::Comment
                if tokens
                    .get(index + 1)
                    .is_some_and(|next| next.kind() == TokenKind::NonLogicalNewline) => {}
            _ => return Some(token.start()),
        }
    }
    None
}

fn interpolation_depth(tokens: &[Token]) -> usize {
    tokens
        .iter()
        .fold(0usize, |depth, token| match token.kind() {
            TokenKind::FStringStart | TokenKind::TStringStart => depth + 1,
            TokenKind::FStringEnd | TokenKind::TStringEnd => depth.saturating_sub(1),
            _ => depth,
        })
}

/// CPython's words for a bad escape: the codec's, with positions counted in
/// the buffer it decodes (the literal's text, each non-ASCII character
/// spelled as a 10-byte `\UXXXXXXXX`).
fn escape_message(error: &LexicalErrorType, range: TextRange, token: &Token, code: &str) -> String {
    let body_start = literal_body_start(token, code);
    let start = range.start().to_usize();
    let Some(backslash) = code
        .get(body_start..start)
        .and_then(|text| text.rfind('\\'))
    else {
        return "invalid syntax".into();
    };
    let backslash = body_start + backslash;
    let letter = code[backslash + 1..].chars().next().unwrap_or(' ');
    let is_bytes = code
        .get(token.start().to_usize()..body_start)
        .is_some_and(|prefix| prefix.chars().any(|c| matches!(c, 'b' | 'B')));
    let position = |at: usize| {
        code[body_start..at]
            .chars()
            .map(|c| if c.is_ascii() { 1 } else { 10 })
            .sum::<usize>()
    };
    if is_bytes {
        return format!(
            "(value error) invalid \\x escape at position {}",
            position(backslash)
        );
    }
    let last = if letter == 'N' && matches!(error, LexicalErrorType::UnicodeError) {
        // The unknown name, its closing brace included.
        range.end().to_usize()
    } else {
        start.saturating_sub(1)
    };
    let reason = match (letter, error) {
        ('N', LexicalErrorType::UnicodeError) => "unknown Unicode character name",
        ('N', _) => "malformed \\N character escape",
        ('x', _) => "truncated \\xXX escape",
        ('u', _) => "truncated \\uXXXX escape",
        ('U', _) if start - backslash == 10 => "illegal Unicode character",
        ('U', _) => "truncated \\UXXXXXXXX escape",
        _ => return "invalid syntax".into(),
    };
    let (from, to) = (
        position(backslash),
        position(backslash) + (last - backslash),
    );
    format!(
        "(unicode error) 'unicodeescape' codec can't decode bytes in position {from}-{to}: {reason}"
    )
}

/// Where the text of the literal `token` begins: after its prefix and
/// opening quotes (an f-string's literal part is its own token).
fn literal_body_start(token: &Token, code: &str) -> usize {
    let start = token.start().to_usize();
    if token.kind() != TokenKind::String {
        return start;
    }
    let text = &code[start..token.end().to_usize()];
    let prefix = text.find(['"', '\'']).unwrap_or(0);
    let quote = &text[prefix..];
    let quotes = if quote.starts_with("\"\"\"") || quote.starts_with("'''") {
        3
    } else {
        1
    };
    start + prefix + quotes
}
