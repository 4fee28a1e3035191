//! CPython's words (and, where it differs, its location) for the syntax
//! errors an agent meets most: a block left unindented, a Python 2 `print`,
//! an unterminated string, a dedent to no known level. ruff's parser finds
//! the same errors; only the wording CPython users (and graders) see is ours
//! to match.

use ruff_python_ast::token::{Token, TokenKind};
use ruff_python_parser::{InterpolatedStringErrorType, LexicalErrorType, ParseErrorType};
use ruff_text_size::{Ranged, TextLen, TextRange, TextSize};

use super::commas::{forgotten_comma, trailing_comma};
use super::lookahead;
use crate::error::SyntaxErrorInfo;
use ruff_python_ast::PythonVersion;

/// CPython's words for a `:` its grammar wanted at `at`: `def`, `try`,
/// `else` and `finally` demand theirs whatever follows; the other headers
/// only name it missing before the line's end (`if a {` is "invalid
/// syntax").
fn colon_expected(at: TextSize, tokens: &[Token]) -> &'static str {
    let found = tokens.partition_point(|t| t.start() < at);
    let line_ends = tokens
        .get(found)
        .is_none_or(|t| matches!(t.kind(), TokenKind::Newline | TokenKind::NonLogicalNewline));
    let statement = tokens[..found.min(tokens.len())]
        .iter()
        .rposition(|t| {
            matches!(
                t.kind(),
                TokenKind::Newline | TokenKind::Indent | TokenKind::Dedent
            )
        })
        .map_or(0, |i| i + 1);
    let header = tokens[statement..found.min(tokens.len())]
        .iter()
        .map(Token::kind)
        .find(|kind| {
            !matches!(
                kind,
                TokenKind::Async | TokenKind::Comment | TokenKind::NonLogicalNewline
            )
        });
    let demanded = matches!(
        header,
        Some(TokenKind::Def | TokenKind::Try | TokenKind::Else | TokenKind::Finally)
    );
    if line_ends || demanded {
        "expected ':'"
    } else {
        "invalid syntax"
    }
}

/// CPython's message for a parse error at `range`, and where CPython puts it.
pub(super) fn cpython_message(
    error: &ParseErrorType,
    range: TextRange,
    tokens: &[Token],
    code: &str,
    target: PythonVersion,
) -> (TextRange, String) {
    let found_at = range.start().to_usize();
    let (range, message) = worded(error, range, tokens, code, target);
    // (A number its tokenizer refuses, which ruff reads as two tokens.)
    if message == "invalid syntax"
        && let Some(number) = super::numbers::number_error(code, found_at)
    {
        return number;
    }
    (at_comment_start(range, tokens), message)
}

/// CPython's line end after a comment starts where the comment does: an
/// error there (a `:` missing before `# ...`) is reported at the `#`.
fn at_comment_start(range: TextRange, tokens: &[Token]) -> TextRange {
    let i = tokens.partition_point(|t| t.start() < range.start());
    match (i.checked_sub(1).and_then(|p| tokens.get(p)), tokens.get(i)) {
        (Some(comment), Some(newline))
            if comment.kind() == TokenKind::Comment
                && newline.kind() == TokenKind::Newline
                && newline.start() == range.start() =>
        {
            TextRange::empty(comment.start())
        }
        _ => range,
    }
}

/// CPython's message and position, the `#` rule aside.
fn worded(
    error: &ParseErrorType,
    range: TextRange,
    tokens: &[Token],
    code: &str,
    target: PythonVersion,
) -> (TextRange, String) {
    if let Some(found) = legacy_statement(range, tokens, code) {
        return found;
    }
    let found_at = range.start();
    let range = past_line_breaks(range, tokens);
    if let Some((tuple, lambda)) = super::forms::parenthesized_parameter(tokens, range.start()) {
        let whose = if lambda {
            "Lambda expression"
        } else {
            "Function"
        };
        return (tuple, format!("{whose} parameters cannot be parenthesized"));
    }
    // (Only where the parser, not the tokenizer, stopped.)
    let parsed = !matches!(
        error,
        ParseErrorType::Lexical(_) | ParseErrorType::FStringError(_)
    );
    if parsed && let Some(argument) = super::forms::assignment_in_argument(tokens, range.start()) {
        let words = "expression cannot contain assignment, perhaps you meant \"==\"?";
        return (TextRange::empty(argument.start()), words.into());
    }
    if parsed && let Some(start) = super::forms::else_missing(tokens, range.start()) {
        return (start, "expected 'else' after 'if' expression".into());
    }
    if let ParseErrorType::ExpectedToken {
        found: TokenKind::For | TokenKind::Async,
        ..
    } = error
        && let Some(target) = lookahead::comprehension_target(tokens, range.start())
    {
        return (
            target,
            "did you forget parentheses around the comprehension target?".into(),
        );
    }
    match error {
        ParseErrorType::PositionalAfterKeywordArgument
        | ParseErrorType::PositionalAfterKeywordUnpacking => {
            let unpacking = matches!(error, ParseErrorType::PositionalAfterKeywordUnpacking);
            return (
                lookahead::call_end(tokens, range.start()).unwrap_or(range),
                format!(
                    "positional argument follows keyword argument{}",
                    if unpacking { " unpacking" } else { "" }
                ),
            );
        }
        ParseErrorType::UnparenthesizedGeneratorExpression => {
            return (range, "Generator expression must be parenthesized".into());
        }
        // ruff reads `b: T` of `b: T  None` as a parameter without its
        // default and goes on; CPython meets two expressions side by side.
        ParseErrorType::NonDefaultParamAfterDefaultParam => {
            let next = TextRange::empty(range.end());
            if let Some(start) = forgotten_comma(next, tokens, code, target) {
                return (
                    TextRange::empty(start),
                    "invalid syntax. Perhaps you forgot a comma?".into(),
                );
            }
            let message = if target < PythonVersion::PY312 {
                "non-default argument follows default argument"
            } else {
                "parameter without a default follows parameter with a default"
            };
            return (range, message.into());
        }
        ParseErrorType::ExpectedToken { .. } | ParseErrorType::ExpectedExpression => {
            if let Some(key) = lookahead::dictionary_key(tokens, range.start(), code) {
                return (key, "':' expected after dictionary key".into());
            }
        }
        _ => {}
    }
    if let ParseErrorType::ExpectedToken {
        expected:
            TokenKind::Comma
            | TokenKind::Rpar
            | TokenKind::Rsqb
            | TokenKind::Rbrace
            // (A comprehension's target and an expression side by side,
            // its `in` lost: CPython reads two expressions too.)
            | TokenKind::In,
        ..
    } = error
        && let Some(start) = forgotten_comma(range, tokens, code, target)
    {
        return (
            TextRange::empty(start),
            "invalid syntax. Perhaps you forgot a comma?".into(),
        );
    }
    let message = match error {
        ParseErrorType::ExpectedToken {
            expected: TokenKind::Colon,
            ..
        } => colon_expected(found_at, tokens).into(),
        ParseErrorType::OtherError(text) if text.starts_with("Expected an indented block") => {
            return expected_indented_block(text, range, tokens, code);
        }
        ParseErrorType::OtherError(text)
            if text.starts_with("Multiple exception types must be parenthesized") =>
        {
            "multiple exception types must be parenthesized".into()
        }
        ParseErrorType::OtherError(text) if text == "Trailing comma not allowed" => {
            return trailing_comma(range, tokens);
        }
        ParseErrorType::Lexical(LexicalErrorType::UnclosedStringError) => {
            "unterminated string literal".into()
        }
        // ruff blames the f-string's end; CPython its start, in the words
        // of its version (before 3.12 an f-string is one string token).
        ParseErrorType::Lexical(LexicalErrorType::FStringError(
            InterpolatedStringErrorType::UnterminatedString
            | InterpolatedStringErrorType::UnterminatedTripleQuotedString,
        )) => {
            if let Some(start) = open_fstring(tokens, found_at) {
                let what = if target >= PythonVersion::PY312 {
                    "unterminated f-string literal"
                } else {
                    "unterminated string literal"
                };
                return (TextRange::empty(start), what.into());
            }
            "invalid syntax".into()
        }
        ParseErrorType::Lexical(LexicalErrorType::IndentationError) => {
            "unindent does not match any outer indentation level".into()
        }
        ParseErrorType::Lexical(LexicalErrorType::LineContinuationError) => {
            // CPython points past the backslash, at the character after it.
            let after = code[range.start().to_usize()..]
                .chars()
                .next()
                .filter(|c| *c == '\\')
                .map_or(range.start(), |c| range.start() + c.text_len());
            return (
                TextRange::empty(after),
                "unexpected character after line continuation character".into(),
            );
        }
        ParseErrorType::UnexpectedIndentation => "unexpected indent".into(),
        ParseErrorType::Lexical(LexicalErrorType::Eof) => "unexpected EOF while parsing".into(),
        ParseErrorType::Lexical(LexicalErrorType::UnrecognizedToken { tok }) => {
            super::characters::unrecognized(*tok)
        }
        _ => "invalid syntax".into(),
    };
    (range, message)
}

/// The start of the innermost f-string still open at `at`.
pub(super) fn open_fstring(tokens: &[Token], at: TextSize) -> Option<TextSize> {
    let mut open = Vec::new();
    for token in tokens.iter().take_while(|t| t.start() <= at) {
        match token.kind() {
            TokenKind::FStringStart => open.push(token.start()),
            TokenKind::FStringEnd => {
                open.pop();
            }
            _ => {}
        }
    }
    open.pop()
}

/// `print x` / `exec code`: CPython names the statement and points at it.
fn legacy_statement(range: TextRange, tokens: &[Token], code: &str) -> Option<(TextRange, String)> {
    let at = lookahead::index_at(tokens, range.start());
    let name = tokens.get(at.checked_sub(1)?)?;
    let next = tokens.get(at)?;
    let word = code.get(name.start().to_usize()..name.end().to_usize())?;
    let starts_expression = matches!(
        next.kind(),
        TokenKind::String
            | TokenKind::FStringStart
            | TokenKind::Name
            | TokenKind::Int
            | TokenKind::Float
            | TokenKind::Lsqb
            | TokenKind::Lbrace
    );
    (name.kind() == TokenKind::Name && matches!(word, "print" | "exec") && starts_expression).then(
        || {
            (
                name.range(),
                format!("Missing parentheses in call to '{word}'. Did you mean {word}(...)?"),
            )
        },
    )
}

/// ruff blames a line break inside brackets; to CPython's parser that is no
/// token, and the error stands at the next one.
fn past_line_breaks(range: TextRange, tokens: &[Token]) -> TextRange {
    let at = lookahead::index_at(tokens, range.start());
    match tokens.get(at) {
        Some(token) if token.start() == range.start() && lookahead::is_trivia(token.kind()) => {
            tokens[at..]
                .iter()
                .find(|t| !lookahead::is_trivia(t.kind()))
                .map_or(range, |next| TextRange::empty(next.start()))
        }
        _ => range,
    }
}

/// "expected an indented block after 'if' statement on line 3": ruff names
/// the clause; the line is that of the clause's keyword, the last one before
/// the error. CPython stands at the first token of the next logical line
/// (ruff, when that line dedents, at the end of the clause's line).
fn expected_indented_block(
    ruff: &str,
    range: TextRange,
    tokens: &[Token],
    code: &str,
) -> (TextRange, String) {
    const CLAUSES: &[(&str, TokenKind, &str)] = &[
        ("`if` statement", TokenKind::If, "'if' statement"),
        ("`elif` clause", TokenKind::Elif, "'elif' statement"),
        ("`else` clause", TokenKind::Else, "'else' statement"),
        ("`for` statement", TokenKind::For, "'for' statement"),
        ("`while` statement", TokenKind::While, "'while' statement"),
        ("`with` statement", TokenKind::With, "'with' statement"),
        ("`try` statement", TokenKind::Try, "'try' statement"),
        ("`except` clause", TokenKind::Except, "'except' statement"),
        (
            "`finally` clause",
            TokenKind::Finally,
            "'finally' statement",
        ),
        ("`match` statement", TokenKind::Match, "'match' statement"),
        ("`case` block", TokenKind::Case, "'case' statement"),
        ("`class` definition", TokenKind::Class, "class definition"),
        ("function definition", TokenKind::Def, "function definition"),
    ];
    let Some((_, keyword, words)) = CLAUSES.iter().find(|(name, ..)| ruff.ends_with(name)) else {
        return (range, "expected an indented block".into());
    };
    let before = lookahead::index_at(tokens, range.start());
    let header = tokens[..before].iter().rev().find(|t| t.kind() == *keyword);
    let next_line = tokens[before..]
        .iter()
        .find(|t| !lookahead::is_layout(t.kind()));
    let range = match next_line {
        Some(token) if token.kind() != TokenKind::EndOfFile => TextRange::empty(token.start()),
        _ => range,
    };
    let message = match header {
        Some(token) => format!(
            "expected an indented block after {words} on line {}",
            line_of(code, token.start().to_usize())
        ),
        None => format!("expected an indented block after {words}"),
    };
    (range, message)
}

/// Adjustments CPython makes once the error is placed on a line.
pub(super) fn finish(mut info: SyntaxErrorInfo, code: &str) -> SyntaxErrorInfo {
    if let Some(what) = info
        .message
        .strip_prefix("unterminated ")
        .filter(|what| matches!(*what, "string literal" | "f-string literal"))
    {
        let at = line_start(code, info.line) + byte_offset(&info.text, info.offset);
        let rest = code.get(at..).unwrap_or("");
        let quote = rest.trim_start_matches(|c: char| c.is_ascii_alphabetic());
        if quote.starts_with("'''") || quote.starts_with("\"\"\"") {
            // Detected at the end of the file, reported where it starts.
            let last_line = line_of(code, code.trim_end_matches(['\n', '\r']).len());
            info.message =
                format!("unterminated triple-quoted {what} (detected at line {last_line})");
        } else {
            info.message = format!("{} (detected at line {})", info.message, info.line);
        }
    } else if info.message.starts_with("unindent does not match") {
        // CPython's tokenizer reports it at the end of the line.
        info.offset = info.text.chars().count() + 1;
    } else if let Some(header) = info
        .message
        .strip_prefix("expected an indented block after ")
        .and_then(|rest| rest.rsplit_once(" on line "))
        .and_then(|(_, line)| line.parse::<usize>().ok())
    {
        // A line that dedents stands at a DEDENT token, whose column CPython
        // gives without its usual + 1.
        let indentation = |text: &str| text.chars().take_while(|c| c.is_whitespace()).count();
        let header_text = code.get(line_start(code, header)..).unwrap_or("");
        if indentation(&info.text) < indentation(header_text) {
            info.offset = info.offset.saturating_sub(1);
        }
    }
    info
}

/// 1-based line of byte `at`, lines ending at `\n`, `\r\n` or a lone `\r`.
fn line_of(code: &str, at: usize) -> usize {
    let bytes = &code.as_bytes()[..at.min(code.len())];
    let mut line = 1;
    for (i, &byte) in bytes.iter().enumerate() {
        if byte == b'\n' || (byte == b'\r' && bytes.get(i + 1) != Some(&b'\n')) {
            line += 1;
        }
    }
    line
}

/// Byte where 1-based `line` starts.
fn line_start(code: &str, line: usize) -> usize {
    let mut current = 1;
    let bytes = code.as_bytes();
    for (i, &byte) in bytes.iter().enumerate() {
        if current == line {
            return i;
        }
        if byte == b'\n' || (byte == b'\r' && bytes.get(i + 1) != Some(&b'\n')) {
            current += 1;
        }
    }
    code.len()
}

/// Byte offset in `text` of 1-based character column `offset`.
fn byte_offset(text: &str, offset: usize) -> usize {
    text.char_indices()
        .nth(offset.saturating_sub(1))
        .map_or(text.len(), |(i, _)| i)
}

#[cfg(test)]
mod tests {
    use crate::python::{DEFAULT_TARGET, validate};

    fn error(code: &str) -> (String, usize, usize) {
        let e = validate(code, DEFAULT_TARGET).err().unwrap();
        (e.message, e.line, e.offset)
    }

    #[test]
    fn blocks_left_unindented_name_their_clause_and_its_line() {
        assert_eq!(
            error("if True:\npass\n"),
            (
                "expected an indented block after 'if' statement on line 1".into(),
                2,
                1
            )
        );
        assert_eq!(
            error("while (a and\n   b):\npass\n").0,
            "expected an indented block after 'while' statement on line 1"
        );
        assert_eq!(
            error("class A:\nx=1\n").0,
            "expected an indented block after class definition on line 1"
        );
    }

    #[test]
    fn two_expressions_in_brackets_suggest_a_comma_at_the_first() {
        let comma = "invalid syntax. Perhaps you forgot a comma?".to_string();
        assert_eq!(error("f(a b)\n"), (comma.clone(), 1, 3));
        assert_eq!(error("x = {\"a\": 1 \"b\": 2}\n"), (comma.clone(), 1, 11));
        assert_eq!(error("x = (a.b(c) d)\n"), (comma, 1, 6));
        assert_eq!(error("f(a) g\n").0, "invalid syntax");
    }

    #[test]
    fn python2_print_is_named() {
        assert_eq!(
            error("print 'hello'\n"),
            (
                "Missing parentheses in call to 'print'. Did you mean print(...)?".into(),
                1,
                1
            )
        );
    }

    #[test]
    fn unterminated_strings_say_where_they_were_detected() {
        assert_eq!(
            error("a = 'x\nb = 1\n").0,
            "unterminated string literal (detected at line 1)"
        );
    }

    /// CPython 3.11's and 3.12's words and positions, read off them.
    #[test]
    fn unterminated_f_strings_are_reported_at_their_start() {
        use crate::python::validate;
        use ruff_python_ast::PythonVersion;
        let cases = [
            (
                "x = 1\ny = f'''abc {x}\nmore\n\nz=2\n",
                "triple-quoted ",
                5,
                (2, 5),
            ),
            ("x = (1,\n  f\"a{x}b\n  )\n", "", 2, (2, 3)),
            ("x = f\"{y!r:>{w}}\n", "", 1, (1, 5)),
            ("x = f\"a{f'b{1}'}c\n", "", 1, (1, 5)),
        ];
        for (code, triple, detected, (line, offset)) in cases {
            for (target, what) in [
                (PythonVersion::PY311, "string"),
                (PythonVersion::PY312, "f-string"),
            ] {
                let e = validate(code, target).err().unwrap();
                assert_eq!(
                    (e.message, e.line, e.offset),
                    (
                        format!(
                            "unterminated {triple}{what} literal (detected at line {detected})"
                        ),
                        line,
                        offset
                    ),
                    "{code:?} {target:?}"
                );
            }
        }
    }
}
