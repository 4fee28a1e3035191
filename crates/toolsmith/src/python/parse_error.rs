//! Which parse error CPython reports first, and where: ruff's parser
//! recovers and reports every error it meets, CPython stops at one, read in
//! the order its tokenizer and parser meet them (see [`first_parse_error`]).

use ruff_python_ast::PythonVersion;
use ruff_python_ast::token::{Token, TokenKind};
use ruff_python_parser::ParseErrorType;
use ruff_text_size::{TextRange, TextSize};

use super::{characters, fstring_ends, indentation, literals, lookahead, wording};
use crate::error::SyntaxErrorInfo;

type Located = (TextRange, String, String);

/// Where ruff's parser found `error`, in the order CPython meets errors:
/// an error about a whole target or argument is known only at its end.
fn detected_at(error: &ruff_python_parser::ParseError, tokens: &[Token]) -> TextSize {
    match error.error {
        ParseErrorType::InvalidAssignmentTarget
        | ParseErrorType::InvalidAnnotatedAssignmentTarget
        | ParseErrorType::InvalidAugmentedAssignmentTarget
        | ParseErrorType::InvalidNamedAssignmentTarget
        | ParseErrorType::InvalidDeleteTarget
        // (Refused once the call's arguments are read: an error inside
        // the generator, its `in` lost, is met first.)
        | ParseErrorType::UnparenthesizedGeneratorExpression => error.location.end(),
        ParseErrorType::PositionalAfterKeywordArgument
        | ParseErrorType::PositionalAfterKeywordUnpacking => {
            lookahead::call_end(tokens, error.location.start())
                .map_or(error.location.end(), |range| range.start())
        }
        _ => error.location.start(),
    }
}

/// How CPython 3.11 meets an error ruff reports.
fn origin(error: &ParseErrorType) -> literals::Origin {
    use literals::Origin;
    use ruff_python_parser::{InterpolatedStringErrorType as F, LexicalErrorType};
    match error {
        // CPython 3.11 scans an f-string once its run of literals is read.
        ParseErrorType::Lexical(LexicalErrorType::FStringError(F::SingleRbrace))
        | ParseErrorType::FStringError(
            F::UnclosedLbrace
            | F::InvalidConversionFlag
            | F::ConversionFlagNotImmediatelyAfterExclamation,
        ) => Origin::Literal,
        ParseErrorType::Lexical(lexical) => literals::origin(lexical),
        _ => Origin::Parser,
    }
}

/// The parse error CPython reports. After a parser error CPython tokenizes
/// the rest of the file: a tokenizer error there (an unterminated string, a
/// mismatched bracket) takes precedence unless an error the tokenizer only
/// marks comes first (it stops the scan), and so does a bracket still open
/// at the end of the file that was opened on an earlier line than the error.
/// A bad escape in a literal is raised as soon as the parser has read it.
pub(super) fn first_parse_error(
    parsed: &ruff_python_parser::Parsed<ruff_python_ast::Mod>,
    code: &str,
    target: PythonVersion,
) -> Option<Located> {
    use literals::Origin;
    // Where tabs indent lines, CPython's tokenizer, not ruff's lexer, says
    // which line's indentation is refused (a tab is eight columns to it).
    let tabbed = indentation::has_tabs(code);
    let tokens = parsed.tokens();
    let joiner = characters::joiner_in_a_name(tokens, code, target)
        .map(|(range, message)| (range, message.clone(), message));
    let clean = parsed.errors().is_empty()
        && parsed.unsupported_syntax_errors().is_empty()
        && joiner.is_none();
    if clean && !tabbed {
        return None;
    }
    let Brackets {
        mismatch,
        unclosed,
        bracketed,
    } = scan_brackets(tokens, code);
    let indentation_error = tabbed
        .then(|| indentation::first_error(code, tokens, &bracketed))
        .flatten()
        .map(|(range, message)| (range, message.to_string(), message.to_string()));
    // (A clean parse has no mismatched bracket either: that is a parse
    // error too.)
    if clean && indentation_error.is_none() {
        return None;
    }
    let earliest =
        |errors: Vec<Located>| errors.into_iter().min_by_key(|(range, ..)| range.start());
    let worded = |e: &ruff_python_parser::ParseError| {
        let (range, message) = wording::cpython_message(&e.error, e.location, tokens, code, target);
        (range, message, e.error.to_string())
    };
    // ruff recovers from a bracket left open at a line that looks like a
    // new statement and reads its indentation; CPython reads none inside
    // brackets.
    let bracketed = &bracketed;
    let seen_by_cpython = move |e: &&ruff_python_parser::ParseError| {
        !(matches!(
            e.error,
            ParseErrorType::Lexical(ruff_python_parser::LexicalErrorType::IndentationError)
        ) && bracketed
            .iter()
            .any(|range| range.contains(e.location.start())))
    };
    let errors: Vec<_> = parsed
        .errors()
        .iter()
        .map(|e| past_bracketed_line_break(e, tokens, bracketed))
        .collect();
    // (With tabs, ruff's refusals of an indentation are not CPython's.)
    let lexers_indentation = |e: &ruff_python_parser::ParseError| {
        matches!(
            e.error,
            ParseErrorType::Lexical(ruff_python_parser::LexicalErrorType::IndentationError)
        )
    };
    // Before 3.12 a quote like an f-string's own ends it, inside a field
    // too: what ruff reads as a string opened there is the field left open,
    // which the parser's action reports once it has read the literals.
    let field_cut = |e: &ruff_python_parser::ParseError| {
        use ruff_python_parser::{InterpolatedStringErrorType as F, LexicalErrorType as L};
        let unterminated = matches!(
            e.error,
            ParseErrorType::Lexical(
                L::UnclosedStringError | L::FStringError(F::UnterminatedString)
            )
        );
        (target < PythonVersion::PY312 && unterminated)
            .then(|| wording::open_fstring(tokens, e.location.start()))
            .flatten()
            .and_then(|start| fstring_ends::field_cut_by_its_quote(code, start))
    };
    let backslash_in_field = |e: &ruff_python_parser::ParseError| {
        use ruff_python_parser::LexicalErrorType as L;
        (target < PythonVersion::PY312
            && matches!(e.error, ParseErrorType::Lexical(L::LineContinuationError)))
        .then(|| literals::backslash_in_field(tokens, e.location))
        .flatten()
    };
    let origin = |e: &ruff_python_parser::ParseError| {
        if field_cut(e).is_some() || backslash_in_field(e).is_some() {
            Origin::Literal
        } else {
            origin(&e.error)
        }
    };
    let of = |wanted: &'static [Origin]| {
        errors
            .iter()
            .filter(move |e| wanted.contains(&origin(e)))
            .filter(seen_by_cpython)
            .filter(move |e| !(tabbed && lexers_indentation(e)))
    };
    let tokenizer_error = earliest(
        of(&[Origin::Tokenizer])
            .map(worded)
            .chain(mismatch)
            .chain(joiner)
            .collect(),
    );
    // The end of input inside brackets is no tokenizer error to CPython: the
    // parser meets the end, and the open bracket is reported. The parser's
    // first error is the one it meets first, wherever its message points.
    let grammatical: Vec<_> = of(&[Origin::Parser, Origin::Marked, Origin::End]).collect();
    // The parser's first error, with where ruff found it.
    let first_grammatical = grammatical
        .iter()
        .map(|e| (*e, detected_at(e, tokens)))
        .min_by_key(|(_, at)| *at);
    // Before 3.12 a quote like an f-string's own ends it, inside a field
    // too (`f"{d["k"]}"`, which ruff reads as 3.12 does): the field read up
    // to that quote is refused as soon as the parser reads the f-string.
    let reused_quote = |u: &&ruff_python_parser::UnsupportedSyntaxError| {
        use ruff_python_parser::UnsupportedSyntaxErrorKind as U;
        target < PythonVersion::PY312 && matches!(u.kind, U::Pep701FString(_))
    };
    let quote_cut = parsed
        .unsupported_syntax_errors()
        .iter()
        .filter(reused_quote)
        .filter_map(|u| {
            let start = wording::open_fstring(tokens, u.range.start())?;
            let (after, message) = fstring_ends::field_cut_by_its_quote(code, start)?;
            Some((TextRange::empty(after), message, u.to_string()))
        })
        .min_by_key(|(range, ..)| range.start());
    let unsupported = parsed
        .unsupported_syntax_errors()
        .iter()
        .filter(|u| quote_cut.is_none() || !reused_quote(u))
        .min_by_key(|e| e.range.start());
    let parser_failed = first_grammatical.map(|(_, at)| at);
    // A tokenizer error the parser only marks is raised when the parser
    // reads it: before it fails, or while reading ahead for its own
    // error's message.
    let mut marked_raised = false;
    let reach = parser_failed.map(|failed| lookahead::reach(tokens, failed, code));
    let parser_error = first_grammatical.map(|(first, failed)| {
        let marked = of(&[Origin::Marked])
            .filter(|marked| reach.is_none_or(|reach| marked.location.start() <= reach))
            .min_by_key(|marked| marked.location.start());
        marked_raised = marked.is_some();
        (marked.unwrap_or(first), failed)
    });
    // CPython's own refusal of an indentation (where tabs are) is one the
    // tokenizer only marks, too: raised if the parser reads that far.
    let indentation_at = indentation_error.as_ref().map(|(range, ..)| range.start());
    let indentation_error = indentation_error.filter(|(range, ..)| {
        reach.is_none_or(|reach| range.start() <= reach)
            && parser_error
                .as_ref()
                .is_none_or(|(e, _)| !marked_raised || range.start() < e.location.start())
    });
    let unsupported_error = |u: &ruff_python_parser::UnsupportedSyntaxError| {
        // Python 3.14 allows `except A, B:`; before it, CPython says why not.
        // (Without the clause's `:`, the grammar's rule for it does not
        // match: CPython fails at the comma.)
        if u.kind == ruff_python_parser::UnsupportedSyntaxErrorKind::UnparenthesizedExceptionTypes {
            use ruff_text_size::Ranged;
            let after = tokens.iter().find(|t| t.start() >= u.range.end());
            if after.is_some_and(|t| t.kind() == TokenKind::Colon) {
                let message = "multiple exception types must be parenthesized";
                return (u.range, message.to_string(), u.to_string());
            }
            if let Some(comma) = tokens
                .iter()
                .find(|t| u.range.contains(t.start()) && t.kind() == TokenKind::Comma)
            {
                return (comma.range(), "invalid syntax".to_string(), u.to_string());
            }
        }
        if let Some((after, message)) = literals::refused_in_field(&u.kind, tokens, u.range) {
            return (after, message.to_string(), u.to_string());
        }
        (u.range, "invalid syntax".to_string(), u.to_string())
    };
    // Where CPython's parser fails: at what ruff reads as later syntax, if
    // that comes first.
    let mut failed_at = parser_failed;
    let parser_error = match (parser_error, unsupported) {
        // (Before the parser fails, at what ruff reads as later syntax.)
        _ if indentation_error.as_ref().is_some_and(|(range, ..)| {
            unsupported.is_none_or(|u| range.start() < u.range.start())
        }) =>
        {
            marked_raised = true;
            indentation_error
        }
        (Some((_, failed)), Some(u)) if u.range.start() < failed => {
            failed_at = Some(u.range.start());
            Some(unsupported_error(u))
        }
        (Some((e, _)), _) => Some(worded(e)),
        (None, Some(u)) => {
            failed_at = Some(u.range.start());
            Some(unsupported_error(u))
        }
        (None, None) => None,
    };
    let literal_error = of(&[Origin::Literal])
        .min_by_key(|e| e.location.start())
        .filter(|e| {
            let before = |other: Option<TextSize>| other.is_none_or(|at| e.location.start() < at);
            before(tokenizer_error.as_ref().map(|t| t.0.start()))
                && before(parser_failed)
                && before(unsupported.map(|u| u.range.start()))
        });
    let quote_cut = quote_cut.filter(|(cut, ..)| {
        let before = |other: Option<TextSize>| other.is_none_or(|at| cut.start() < at);
        before(tokenizer_error.as_ref().map(|t| t.0.start()))
            && before(parser_failed)
            && before(unsupported.map(|u| u.range.start()))
            && before(literal_error.map(|e| e.location.start()))
    });
    if quote_cut.is_some() {
        return quote_cut;
    }
    if let Some(error) = literal_error {
        if let Some((after, message)) = field_cut(error) {
            return Some((TextRange::empty(after), message, error.error.to_string()));
        }
        if let Some(after) = backslash_in_field(error) {
            return Some((
                after,
                "f-string expression part cannot include a backslash".into(),
                error.error.to_string(),
            ));
        }
        let (range, message) = literals::literal_error(&error.error, error.location, tokens, code);
        return Some((range, message, error.error.to_string()));
    }
    // The scan of the rest stops silently at the first error the tokenizer
    // only marks; one the parser reached first is raised as it is.
    let scan_stop = of(&[Origin::Marked])
        .map(|e| e.location.start())
        .chain(indentation_at)
        .min();
    // (A line's indentation CPython refuses is read before whatever comes
    // after it, by the parser or by that scan.)
    let tokenizer_error = tokenizer_error.filter(|(range, ..)| {
        (parser_failed.is_none_or(|failed| range.start() < failed)
            || scan_stop.is_none_or(|stop| range.start() < stop))
            && indentation_at.is_none_or(|at| range.start() < at)
    });
    // An unexpected indent is reported as it is, without the look ahead.
    let indent_first = grammatical
        .iter()
        .filter(|e| matches!(e.error, ParseErrorType::UnexpectedIndentation))
        .map(|e| e.location)
        .min_by_key(|r| r.start());
    match (tokenizer_error, parser_error) {
        (Some(tokenizer), Some(parser))
            if indent_first.is_some_and(|r| r.start() <= parser.0.start())
                && parser.0.start() < tokenizer.0.start() =>
        {
            Some(parser)
        }
        (Some(tokenizer), _) => Some(tokenizer),
        // An error the tokenizer marked is raised as it is.
        (None, Some(parser)) if marked_raised => Some(parser),
        (None, Some(parser)) => match unclosed {
            // Against where the parser failed, not where its message points.
            // (Or the file ended inside it, on its own line: CPython's
            // tokenizer reports the bracket, not the end.)
            Some((range, bracket))
                if Position::of(code, range.start()).line
                    < Position::of(code, failed_at.unwrap_or(parser.0.start())).line
                    || parser.1 == "unexpected EOF while parsing" =>
            {
                Some((range, format!("'{bracket}' was never closed"), parser.2))
            }
            _ => Some(parser),
        },
        (None, None) => None,
    }
}

/// ruff reads a line break inside brackets as a statement's end when the
/// next line starts one (`def`), and expects the closing bracket there;
/// CPython reads no line break inside brackets: it fails at the next token.
fn past_bracketed_line_break(
    error: &ruff_python_parser::ParseError,
    tokens: &[Token],
    bracketed: &[TextRange],
) -> ruff_python_parser::ParseError {
    use ruff_text_size::Ranged;
    let at = error.location.start();
    let here = tokens.partition_point(|t| t.start() < at);
    let on_line_break = tokens
        .get(here)
        .is_some_and(|t| t.kind() == TokenKind::Newline && t.start() == at);
    if !on_line_break || !bracketed.iter().any(|range| range.contains(at)) {
        return error.clone();
    }
    let next = tokens[here..]
        .iter()
        .find(|t| t.start() > at && !lookahead::is_layout(t.kind()));
    match next {
        Some(token) => ruff_python_parser::ParseError {
            error: error.error.clone(),
            location: token.range(),
        },
        None => error.clone(),
    }
}

struct Brackets {
    /// The first closing bracket that does not match, as CPython's tokenizer words it.
    mismatch: Option<Located>,
    /// The innermost bracket still open at the end of the file.
    unclosed: Option<(TextRange, char)>,
    /// Where a bracket is open (the outermost pairs, one still open at the
    /// end of the file reaching to it): no indentation is read there.
    bracketed: Vec<TextRange>,
}

/// Pairs brackets the way CPython 3.11's tokenizer does: an f-string is one
/// token there, so the braces inside it do not count.
fn scan_brackets(tokens: &[Token], code: &str) -> Brackets {
    use ruff_text_size::Ranged;
    let mut open: Vec<(TextRange, char)> = Vec::new();
    let mut bracketed = Vec::new();
    let mut interpolated_depth = 0usize;
    for token in tokens {
        let kind = token.kind();
        match kind {
            TokenKind::FStringStart | TokenKind::TStringStart => interpolated_depth += 1,
            TokenKind::FStringEnd | TokenKind::TStringEnd => {
                interpolated_depth = interpolated_depth.saturating_sub(1);
            }
            _ if interpolated_depth > 0 => {}
            TokenKind::Lpar => open.push((token.range(), '(')),
            TokenKind::Lsqb => open.push((token.range(), '[')),
            TokenKind::Lbrace => open.push((token.range(), '{')),
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
                let (closing, expected) = match kind {
                    TokenKind::Rpar => (')', '('),
                    TokenKind::Rsqb => (']', '['),
                    _ => ('}', '{'),
                };
                let message = match open.pop() {
                    Some((opened, opening)) if opening == expected => {
                        if open.is_empty() {
                            bracketed.push(TextRange::new(opened.start(), token.start()));
                        }
                        continue;
                    }
                    Some((opened, opening)) => {
                        let line = |range: TextRange| Position::of(code, range.start()).line;
                        let where_opened = if line(opened) == line(token.range()) {
                            String::new()
                        } else {
                            format!(" on line {}", line(opened))
                        };
                        format!(
                            "closing parenthesis '{closing}' does not match opening parenthesis '{opening}'{where_opened}"
                        )
                    }
                    None => format!("unmatched '{closing}'"),
                };
                let detail = message.clone();
                return Brackets {
                    mismatch: Some((token.range(), message, detail)),
                    unclosed: None,
                    bracketed,
                };
            }
            _ => {}
        }
    }
    if let Some((outermost, _)) = open.first() {
        bracketed.push(TextRange::new(outermost.start(), TextSize::of(code)));
    }
    Brackets {
        mismatch: None,
        unclosed: open.pop(),
        bracketed,
    }
}

/// A 1-based line and character column.
pub(super) struct Position {
    pub(super) line: usize,
    offset: usize,
    line_start: usize,
}

impl Position {
    /// Lines end at `\n`, `\r\n` or a lone `\r`, as CPython reads source.
    pub(super) fn of(code: &str, at: TextSize) -> Position {
        let at = (at.to_usize()).min(code.len());
        let bytes = code.as_bytes();
        let (mut line, mut line_start, mut i) = (1, 0, 0);
        while i < at {
            match bytes[i] {
                b'\n' => {
                    line += 1;
                    line_start = i + 1;
                }
                b'\r' if bytes.get(i + 1) != Some(&b'\n') => {
                    line += 1;
                    line_start = i + 1;
                }
                _ => {}
            }
            i += 1;
        }
        let offset = code
            .get(line_start..at)
            .map_or(0, |prefix| prefix.chars().count())
            + 1;
        Position {
            line,
            offset,
            line_start,
        }
    }

    pub(super) fn error(&self, code: &str, message: String, detail: String) -> SyntaxErrorInfo {
        let rest = code.get(self.line_start..).unwrap_or("");
        let end = rest.find(['\n', '\r']).unwrap_or(rest.len());
        SyntaxErrorInfo {
            message,
            line: self.line,
            offset: self.offset,
            text: rest[..end].to_string(),
            detail,
        }
    }
}
