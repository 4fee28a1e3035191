//! `validate_python_syntax`: CPython's `compile(code, name, "exec")` verdict,
//! in-process. ruff's parser finds the parse errors and the syntax of later
//! Python versions; [`super::semantic`] adds the errors CPython raises at
//! compile time on a tree that parses.

use ruff_python_ast::PythonVersion;
use ruff_python_parser::{Mode, ParseOptions, parse_unchecked};
use ruff_text_size::TextRange;

use super::parse_error::{Position, first_parse_error};
use super::{semantic, wording};
use crate::error::SyntaxErrorInfo;

/// Default target: the spec's Python.
pub const DEFAULT_TARGET: PythonVersion = PythonVersion::PY311;

/// The module's tree if it parses (what `ast.parse` accepts: the compile-time
/// checks of [`validate`] are not applied), else the first syntax error.
pub fn parse_module(
    code: &str,
    target: PythonVersion,
) -> Result<ruff_python_parser::Parsed<ruff_python_ast::ModModule>, SyntaxErrorInfo> {
    let options = ParseOptions::from(Mode::Module).with_target_version(target);
    let parsed = parse_unchecked(code, options);
    if let Some((range, message, detail)) = first_parse_error(&parsed, code, target) {
        let info = Position::of(code, range.start()).error(code, message, detail);
        return Err(wording::finish(info, code));
    }
    parsed.try_into_module().ok_or_else(|| SyntaxErrorInfo {
        message: "invalid syntax".into(),
        line: 1,
        offset: 1,
        text: String::new(),
        detail: "not a module".into(),
    })
}

/// [`parse_module`] that also refuses what CPython refuses only when it
/// compiles ([`validate`]'s whole verdict), from one parse.
pub fn parse_compilable(
    code: &str,
    target: PythonVersion,
) -> Result<ruff_python_parser::Parsed<ruff_python_ast::ModModule>, SyntaxErrorInfo> {
    let parsed = parse_module(code, target)?;
    if let Some(found) = semantic::first_error(code, &parsed.syntax().body, target) {
        return Err(Position::of(code, found.range.start()).error(
            code,
            found.message,
            found.detail,
        ));
    }
    Ok(parsed)
}

/// The first error CPython would find only when compiling `code`, in the
/// tree the parser recovers even where `code` does not parse: the code's
/// own tree up to its first parse error, so a sound answer for the text
/// before that.
pub(crate) fn compile_time_error(code: &str, target: PythonVersion) -> Option<SyntaxErrorInfo> {
    let options = ParseOptions::from(Mode::Module).with_target_version(target);
    let parsed = parse_unchecked(code, options);
    let module = parsed.syntax().as_module()?;
    let found = semantic::first_error(code, &module.body, target)?;
    Some(Position::of(code, found.range.start()).error(code, found.message, found.detail))
}

/// Parses a version like `3.11`.
pub fn parse_target(text: &str) -> Option<PythonVersion> {
    let (major, minor) = text.trim().split_once('.')?;
    Some(PythonVersion {
        major: major.parse().ok()?,
        minor: minor.parse().ok()?,
    })
}

/// `Ok(())` if CPython of `target` compiles `code`, else its first error.
pub fn validate(code: &str, target: PythonVersion) -> Result<(), SyntaxErrorInfo> {
    let options = ParseOptions::from(Mode::Module).with_target_version(target);
    let parsed = parse_unchecked(code, options);
    let locate = |range: TextRange| Position::of(code, range.start());

    if let Some((range, message, detail)) = first_parse_error(&parsed, code, target) {
        return Err(wording::finish(
            locate(range).error(code, message, detail),
            code,
        ));
    }
    let module = parsed.syntax().as_module();
    if let Some(module) = module
        && let Some(found) = semantic::first_error(code, &module.body, target)
    {
        return Err(locate(found.range).error(code, found.message, found.detail));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(code: &str) -> Option<(String, usize, usize)> {
        validate(code, DEFAULT_TARGET)
            .err()
            .map(|e| (e.message, e.line, e.offset))
    }

    /// A bad character after a backslash, inside a bracket still open,
    /// is raised when the parser reads it (CPython 3.11's words).
    #[test]
    fn a_marked_tokenizer_error_before_the_parsers_is_raised() {
        assert_eq!(
            check("x = (\n    ('%n, '\\n', 'newline'),\n    ('%r', 1),\n)\n"),
            Some((
                "unexpected character after line continuation character".into(),
                2,
                13
            ))
        );
    }

    /// A file cut off inside brackets, on the line that opened the last:
    /// CPython names the bracket, not the end of the file.
    #[test]
    fn a_file_ending_inside_a_bracket_names_it() {
        assert_eq!(
            check("x = {\n    \"a\": f(b"),
            Some(("'(' was never closed".into(), 2, 11))
        );
        assert_eq!(
            check("x = f(a, b"),
            Some(("'(' was never closed".into(), 1, 6))
        );
    }

    /// CPython reads no indentation inside brackets: a slip there is no
    /// error to it (ruff, recovering, reads it). What CPython 3.11 says.
    #[test]
    fn indentation_inside_an_open_bracket_is_not_read() {
        let cases = [
            (
                "x = f(1,\n    2\nclass A:\n    def g(self):\n\t    return 2\n",
                ("'(' was never closed", 1, 6),
            ),
            (
                "x = [1,\n  2\nif x:\n        y = 1\n    z = 2\n",
                ("'[' was never closed", 1, 5),
            ),
            (
                "x = (1,\n  2)\nif x:\n        y = 1\n    z = 2\n",
                ("unindent does not match any outer indentation level", 5, 10),
            ),
            // A tab inside a bracket ruff closed early to recover: no tab
            // error either, the parser's error stands.
            (
                "class T:\n        t = f(\n        g(E,\n          h)\n        g(E, s\n            def k(self):\n\t        return 512\n        t(p\n",
                ("invalid syntax. Perhaps you forgot a comma?", 3, 9),
            ),
            // A comprehension's `in` lost: two expressions side by side.
            (
                "x = [k for k i range(3)]\n",
                ("invalid syntax. Perhaps you forgot a comma?", 1, 12),
            ),
            (
                "f(k for k i xs)\n",
                ("invalid syntax. Perhaps you forgot a comma?", 1, 9),
            ),
            (
                "x = {k: 1 for k, v i xs}\n",
                ("invalid syntax. Perhaps you forgot a comma?", 1, 18),
            ),
            ("for k i range(3):\n    pass\n", ("invalid syntax", 1, 7)),
            // A backslash in an f-string's field, before 3.12: refused by its
            // scanner after the run of literals.
            (
                "label = rf\"$K_{\\mathrm{m}}$ = {km:.2f}\"\n",
                ("f-string expression part cannot include a backslash", 1, 40),
            ),
            (
                "print(f\"{'\\n'.join(xs)}\")\n",
                ("f-string expression part cannot include a backslash", 1, 25),
            ),
            // A name used before its scope's `nonlocal` (CPython's symtable).
            (
                "def f():\n    b = 0\n    def g():\n        b = 1\n        nonlocal b\n",
                ("name 'b' is assigned to before nonlocal declaration", 5, 9),
            ),
            (
                "def f():\n    b = 0\n    def g():\n        print(b)\n        nonlocal b\n",
                ("name 'b' is used prior to nonlocal declaration", 5, 9),
            ),
            (
                "f(x for x in y, 1)\n",
                ("Generator expression must be parenthesized", 1, 3),
            ),
            // A line that opens a bracket is outside it: its tab counts.
            (
                "def f():\n    x = 1\n\t[g(s) for s in x]\n",
                ("inconsistent use of tabs and spaces in indentation", 3, 1),
            ),
        ];
        for (code, (message, line, offset)) in cases {
            assert_eq!(
                check(code),
                Some((message.into(), line, offset)),
                "{code:?}"
            );
        }
    }

    #[test]
    fn a_missing_colon_is_reported_like_cpython() {
        let error = validate("def greet(name)\n    return name\n", DEFAULT_TARGET).err();
        let error = error.map(|e| (e.message, e.line, e.offset, e.text));
        assert_eq!(
            error,
            Some(("expected ':'".into(), 1, 16, "def greet(name)".into()))
        );
    }

    #[test]
    fn a_bracket_never_closed_after_later_syntax_is_not_reached() {
        // CPython 3.11's parser fails at the `except`, before the end.
        let code = "try:\n    f()\nexcept E, e:\n    pass\nrun(int(n)\n";
        assert_eq!(
            check(code),
            Some((
                "multiple exception types must be parenthesized".into(),
                3,
                8
            ))
        );
    }

    #[test]
    fn valid_code_passes_and_later_syntax_is_refused_for_311() {
        assert_eq!(check("x = 1\nprint(x)\n"), None);
        assert!(check("type X = int\n").is_some());
        assert_eq!(validate("type X = int\n", PythonVersion::PY312).err(), None);
    }

    #[test]
    fn columns_count_characters_and_lines_count_lone_carriage_returns() {
        let error = check("s = 'é'\r x = (\n");
        assert_eq!(error.map(|(_, line, _)| line), Some(2));
        assert_eq!(parse_target("3.9"), Some(PythonVersion::PY39));
        assert_eq!(parse_target("three"), None);
    }
}
