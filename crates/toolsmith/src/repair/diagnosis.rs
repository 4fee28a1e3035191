//! CPython's syntax error, read once into what the repair needs of it: the
//! kind of error, where, the bracket it names and the line it names. The
//! rules, the search and the ranking read these fields; no code after this
//! module matches a message's words.

use crate::python::SyntaxErrorInfo;

/// Statements CPython's compiler refuses only once the whole file parses,
/// for standing out of their place.
const OUT_OF_PLACE: &[&str] = &[
    "'return' outside function",
    "'break' outside loop",
    "'continue' not properly in loop",
    "'yield' outside function",
    "'await' outside function",
];

/// What CPython says is wrong, as a closed set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum ErrorKind {
    /// `expected ':'`.
    ExpectedColon,
    /// `invalid syntax. Perhaps you forgot a comma?`, at the first of two
    /// values side by side.
    ForgotComma,
    /// Plain `invalid syntax`.
    InvalidSyntax,
    /// `'(' was never closed`, reported where it opened.
    NeverClosed,
    /// `unmatched ')'`.
    Unmatched,
    /// `closing parenthesis ']' does not match opening parenthesis '('`.
    MismatchedCloser,
    /// `unterminated string literal`, on its line.
    UnterminatedString,
    /// Another string left open: triple-quoted, an f-string.
    UnterminatedOther,
    UnexpectedIndent,
    ExpectedIndentedBlock,
    UnindentMismatch,
    InconsistentTabs,
    /// A character no token holds (`“`, U+00A0).
    InvalidCharacter,
    /// `unexpected character after line continuation character`.
    AfterContinuation,
    /// `invalid decimal literal` (or hexadecimal, octal, binary).
    InvalidNumber,
    LeadingZeros,
    /// `f-string: single '}' is not allowed`.
    FStringSingleBrace,
    /// `f-string: expecting '}'`.
    FStringExpectingBrace,
    /// `f-string: invalid conversion character`: a `!` with no `r`, `s`
    /// or `a` after it.
    FStringConversion,
    /// Any other of an f-string's own errors.
    FString,
    /// `Missing parentheses in call to 'print'`: the statement named.
    MissingParentheses(String),
    /// `multiple exception types must be parenthesized`.
    MultipleExceptionTypes,
    /// `positional argument follows keyword argument`.
    PositionalAfterKeyword,
    /// A `return`, `break`, ... the compiler finds out of its place.
    OutOfPlace,
    /// An `await`, `async with`, `async for` or asynchronous comprehension
    /// in a function not `async`.
    OutsideAsync,
    /// A string's backslash starts an escape CPython cannot decode
    /// (`(unicode error) ... truncated \UXXXXXXXX escape`, `(value error)
    /// invalid \x escape`): reported at the string's end.
    BadEscape,
    /// `name 'x' is assigned to before global declaration` (or used prior
    /// to it, or to a `nonlocal`): reported at the declaration.
    DeclaredAfterUse,
    /// `non-default argument follows default argument` (3.12: `parameter
    /// without a default follows parameter with a default`): at the
    /// parameter.
    DefaultMissing,
    /// `did you forget parentheses around the comprehension target?`, at
    /// the target's first element.
    ComprehensionTarget,
    /// `Function parameters cannot be parenthesized` (or a lambda's):
    /// Python 2's tuple parameters, at the first one.
    ParenthesizedParameters,
    /// `expression cannot contain assignment, perhaps you meant "=="?`, at
    /// the argument's start.
    AssignmentInExpression,
    /// `expected 'else' after 'if' expression`, at the expression's start.
    ElseMissing,
    /// `Generator expression must be parenthesized`, at its start.
    UnparenthesizedGenerator,
    /// `starred assignment target must be in a list or tuple`.
    StarredTarget,
    /// `duplicate argument 'x' in function definition`: the name.
    DuplicateArgument(String),
    /// `'return' with value in async generator`.
    ReturnInAsyncGenerator,
    /// `keyword argument repeated: x`: the name.
    KeywordRepeated(String),
    /// `from __future__ imports must occur at the beginning of the file`.
    FutureImportLate,
    Other,
}

/// CPython's error, read.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Diagnosis {
    pub kind: ErrorKind,
    /// 1-based, as CPython reports it.
    pub line: usize,
    /// 1-based, in characters.
    pub offset: usize,
    /// The bracket it names: left open, unmatched, or the closer that does
    /// not match.
    pub bracket: Option<&'static str>,
    /// The opener a mismatched closer does not match.
    pub opener: Option<&'static str>,
    /// The line it names (`... on line 283`): of an opener, of a header.
    pub named_line: Option<usize>,
    /// Where a string left open was detected (`detected at line 40`).
    pub detected_line: Option<usize>,
    /// An error of indentation (CPython's wording says `indent`: tabs
    /// mixed in an indentation too).
    pub of_indentation: bool,
    /// Its wording says `tab`.
    pub of_tabs: bool,
    /// An error a window's edges may cause: a bracket or a string left
    /// open across them, a file that ends inside something.
    pub may_come_from_a_cut: bool,
    /// Its words are of a string (an f-string's too).
    pub of_a_string: bool,
    /// The parser's own detail is of a string.
    pub detail_of_a_string: bool,
    /// An f-string's string left open, by the parser's detail.
    pub fstring_left_open: bool,
    /// What CPython reported, for the caller.
    info: SyntaxErrorInfo,
}

/// The bracket of a message shaped `prefix'X'suffix`.
fn quoted<'a>(message: &'a str, prefix: &str, suffix: &str) -> Option<&'a str> {
    let inner = message.strip_prefix(prefix)?.strip_suffix(suffix)?;
    inner.strip_prefix('\'').or(Some(inner))
}

fn bracket(text: &str) -> Option<&'static str> {
    ["(", ")", "[", "]", "{", "}"]
        .into_iter()
        .find(|b| *b == text)
}

impl Diagnosis {
    pub(super) fn read(info: SyntaxErrorInfo) -> Diagnosis {
        let message = info.message.as_str();
        let starts = |prefix: &str| message.starts_with(prefix);
        let kind = if starts("unterminated string literal") {
            ErrorKind::UnterminatedString
        } else if starts("unterminated ") {
            ErrorKind::UnterminatedOther
        } else if message.ends_with("' was never closed") {
            ErrorKind::NeverClosed
        } else if starts("unmatched '") {
            ErrorKind::Unmatched
        } else if starts("closing parenthesis '") {
            ErrorKind::MismatchedCloser
        } else if message.ends_with("Perhaps you forgot a comma?") {
            ErrorKind::ForgotComma
        } else if message == "expected ':'" {
            ErrorKind::ExpectedColon
        } else if message == "invalid syntax" {
            ErrorKind::InvalidSyntax
        } else if starts("unexpected indent") {
            ErrorKind::UnexpectedIndent
        } else if starts("expected an indented block") {
            ErrorKind::ExpectedIndentedBlock
        } else if starts("unindent does not match") {
            ErrorKind::UnindentMismatch
        } else if starts("inconsistent use of tabs") {
            ErrorKind::InconsistentTabs
        } else if starts("invalid character") || starts("invalid non-printable character") {
            ErrorKind::InvalidCharacter
        } else if message == "unexpected character after line continuation character" {
            ErrorKind::AfterContinuation
        } else if message.starts_with("invalid ") && message.ends_with(" literal") {
            // (decimal, hexadecimal, octal, binary)
            ErrorKind::InvalidNumber
        } else if starts("leading zeros in decimal integer literals") {
            ErrorKind::LeadingZeros
        } else if starts("f-string: single '}'") {
            ErrorKind::FStringSingleBrace
        } else if starts("f-string: expecting '}'") {
            ErrorKind::FStringExpectingBrace
        } else if starts("f-string: invalid conversion character") {
            ErrorKind::FStringConversion
        } else if starts("f-string") {
            ErrorKind::FString
        } else if let Some(rest) = message.strip_prefix("Missing parentheses in call to '") {
            ErrorKind::MissingParentheses(rest.split('\'').next().unwrap_or("").to_string())
        } else if starts("multiple exception types must be parenthesized") {
            ErrorKind::MultipleExceptionTypes
        } else if message == "positional argument follows keyword argument" {
            ErrorKind::PositionalAfterKeyword
        } else if starts("from __future__ imports must occur at the beginning") {
            ErrorKind::FutureImportLate
        } else if OUT_OF_PLACE.contains(&message) {
            ErrorKind::OutOfPlace
        } else if message.ends_with("outside async function")
            || message == "asynchronous comprehension outside of an asynchronous function"
        {
            ErrorKind::OutsideAsync
        } else if starts("(unicode error) 'unicodeescape'") || starts("(value error) invalid \\x") {
            ErrorKind::BadEscape
        } else if message.ends_with(" global declaration")
            || message.ends_with(" nonlocal declaration")
        {
            ErrorKind::DeclaredAfterUse
        } else if message == "non-default argument follows default argument"
            || message == "parameter without a default follows parameter with a default"
        {
            ErrorKind::DefaultMissing
        } else if message == "did you forget parentheses around the comprehension target?" {
            ErrorKind::ComprehensionTarget
        } else if message == "Function parameters cannot be parenthesized"
            || message == "Lambda expression parameters cannot be parenthesized"
        {
            ErrorKind::ParenthesizedParameters
        } else if starts("expression cannot contain assignment") {
            ErrorKind::AssignmentInExpression
        } else if message == "expected 'else' after 'if' expression" {
            ErrorKind::ElseMissing
        } else if message == "Generator expression must be parenthesized" {
            ErrorKind::UnparenthesizedGenerator
        } else if message == "starred assignment target must be in a list or tuple" {
            ErrorKind::StarredTarget
        } else if let Some(rest) = message.strip_prefix("duplicate argument '") {
            ErrorKind::DuplicateArgument(rest.split('\'').next().unwrap_or("").to_string())
        } else if message == "'return' with value in async generator" {
            ErrorKind::ReturnInAsyncGenerator
        } else if let Some(name) = message.strip_prefix("keyword argument repeated: ") {
            ErrorKind::KeywordRepeated(name.to_string())
        } else {
            ErrorKind::Other
        };
        let (bracket, opener) = match kind {
            ErrorKind::NeverClosed => (quoted(message, "", "' was never closed"), None),
            ErrorKind::Unmatched => (quoted(message, "unmatched '", "'"), None),
            ErrorKind::MismatchedCloser => message
                .strip_prefix("closing parenthesis '")
                .and_then(|m| m.split_once("' does not match opening parenthesis '"))
                .map_or((None, None), |(closing, rest)| {
                    (Some(closing), rest.split('\'').next())
                }),
            _ => (None, None),
        };
        let named_line = message
            .rsplit_once(" on line ")
            .and_then(|(_, n)| n.parse::<usize>().ok());
        let detected_line = message
            .split_once("(detected at line ")
            .and_then(|(_, rest)| rest.trim_end_matches(')').parse::<usize>().ok());
        Diagnosis {
            line: info.line,
            offset: info.offset,
            bracket: bracket.and_then(self::bracket),
            opener: opener.and_then(self::bracket),
            named_line,
            detected_line,
            of_indentation: message.contains("indent"),
            of_tabs: message.contains("tab"),
            may_come_from_a_cut: ["was never closed", "unterminated", "unexpected EOF"]
                .iter()
                .any(|edge| message.contains(edge)),
            of_a_string: starts("unterminated") || message.contains("string"),
            detail_of_a_string: info.detail.contains("string"),
            fstring_left_open: info.detail.starts_with("f-string: unterminated"),
            kind,
            info,
        }
    }

    /// What CPython reported.
    /// The line this error names, when its kind is one of `kinds` and the
    /// line is one of the file's `count`: where a rule for those kinds
    /// looks.
    pub(super) fn line_for(&self, kinds: &[ErrorKind], count: usize) -> Option<usize> {
        (kinds.contains(&self.kind) && (1..=count).contains(&self.line)).then_some(self.line)
    }

    pub(super) fn info(&self) -> &SyntaxErrorInfo {
        &self.info
    }

    pub(super) fn into_info(self) -> SyntaxErrorInfo {
        self.info
    }

    /// Whether `other` is the same error, in the same words (its place
    /// aside).
    pub(super) fn says_the_same_as(&self, other: &Diagnosis) -> bool {
        self.info.message == other.info.message
    }

    /// An error CPython's tokenizer finds as it reads, before the parser
    /// reports what precedes it. (Not a line's tabs: CPython raises that
    /// only when its parser reads the line, as it does a dedent to no level.)
    pub(super) fn found_by_tokenizer(&self) -> bool {
        matches!(
            self.kind,
            ErrorKind::InvalidCharacter
                | ErrorKind::UnterminatedString
                | ErrorKind::UnterminatedOther
                | ErrorKind::AfterContinuation
                | ErrorKind::InvalidNumber
                | ErrorKind::LeadingZeros
        ) || self.fstring_left_open
    }

    /// A closing bracket that matches no opener: found by the tokenizer
    /// too, before the parser's errors on the lines above.
    pub(super) fn bracket_mismatch(&self) -> bool {
        matches!(
            self.kind,
            ErrorKind::Unmatched | ErrorKind::MismatchedCloser
        )
    }

    /// An error CPython's compiler finds, only once the whole file parses:
    /// a statement refused for its place (`return` outside a function, an
    /// `await` outside an `async def`), a `global` or `nonlocal` after the
    /// name's use.
    pub(super) fn found_by_the_compiler(&self) -> bool {
        matches!(
            self.kind,
            ErrorKind::OutOfPlace
                | ErrorKind::OutsideAsync
                | ErrorKind::DeclaredAfterUse
                | ErrorKind::DuplicateArgument(_)
                | ErrorKind::ReturnInAsyncGenerator
                | ErrorKind::KeywordRepeated(_)
                | ErrorKind::FutureImportLate
        )
    }

    /// A string left open on the line it is reported on.
    pub(super) fn string_left_open_on_its_line(&self) -> bool {
        self.kind == ErrorKind::UnterminatedString
    }

    /// A dedent to no level, which CPython reports at the line's end.
    pub(super) fn reported_at_the_lines_end(&self) -> bool {
        self.kind == ErrorKind::UnindentMismatch
    }

    /// CPython's "Perhaps you forgot a comma?": at the first of two values
    /// side by side.
    pub(super) fn lacks_a_comma(&self) -> bool {
        self.kind == ErrorKind::ForgotComma
    }

    /// `expected ':'`: a header's colon lost.
    pub(super) fn lacks_a_colon(&self) -> bool {
        self.kind == ErrorKind::ExpectedColon
    }

    /// A header with no body below it.
    pub(super) fn lacks_a_body(&self) -> bool {
        self.kind == ErrorKind::ExpectedIndentedBlock
    }

    /// The closer it finds unmatched.
    pub(super) fn unmatched_closer(&self) -> Option<&'static str> {
        self.bracket.filter(|_| self.kind == ErrorKind::Unmatched)
    }

    /// A bracket still open at the end of the file.
    pub(super) fn never_closed(&self) -> bool {
        self.kind == ErrorKind::NeverClosed
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::python::{DEFAULT_TARGET, validate};

    fn read(code: &str) -> Diagnosis {
        Diagnosis::read(validate(code, DEFAULT_TARGET).expect_err("a syntax error"))
    }

    #[test]
    fn brackets_and_lines_named_are_read_from_the_message() {
        let open = read("x = (1,\n");
        assert_eq!(open.kind, ErrorKind::NeverClosed);
        assert_eq!(open.bracket, Some("("));
        let mismatched = read("x = (\n  1]\n");
        assert_eq!(mismatched.kind, ErrorKind::MismatchedCloser);
        assert_eq!(
            (mismatched.bracket, mismatched.opener),
            (Some("]"), Some("("))
        );
        assert_eq!(mismatched.named_line, Some(1));
        let unmatched = read("x = 1)\n");
        assert_eq!(unmatched.kind, ErrorKind::Unmatched);
        assert_eq!(unmatched.bracket, Some(")"));
        assert!(unmatched.bracket_mismatch() && !unmatched.found_by_tokenizer());
    }

    #[test]
    fn kinds_of_the_usual_mistakes() {
        assert_eq!(read("if x\n    pass\n").kind, ErrorKind::ExpectedColon);
        assert_eq!(read("x = [1 2]\n").kind, ErrorKind::ForgotComma);
        assert_eq!(read("x = 'a\n").kind, ErrorKind::UnterminatedString);
        assert!(read("x = 'a\n").found_by_tokenizer());
        assert_eq!(read("  x = 1\n").kind, ErrorKind::UnexpectedIndent);
        assert!(read("  x = 1\n").of_indentation);
        assert_eq!(
            read("print 'a'\n").kind,
            ErrorKind::MissingParentheses("print".into())
        );
        assert_eq!(read("return 1\n").kind, ErrorKind::OutOfPlace);
    }
}
