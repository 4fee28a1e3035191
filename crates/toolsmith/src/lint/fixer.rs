//! Mechanical fixes without a model: ruff's own fixes (`ruff_linter`'s fix
//! loop, the rules of the embedded engine) then ruff's formatter, in-process,
//! on one file's text. What to do with the result (compile it, write it,
//! record it for undo) is the caller's.

use std::borrow::Cow;
use std::path::Path;

use ruff_formatter::printer::LineEnding;
use ruff_linter::linter::lint_fix;
use ruff_linter::settings::flags;
use ruff_linter::settings::types::UnsafeFixes;
use ruff_linter::source_kind::SourceKind;
use ruff_python_ast::{PySourceType, PythonVersion};
use ruff_python_formatter::{PyFormatOptions, format_module_source};
use serde::Serialize;

use super::ruff;

/// What to apply.
#[derive(Debug, Clone, Copy, Default)]
pub struct FixOptions {
    /// Also the fixes ruff calls unsafe (they may change behaviour).
    pub unsafe_fixes: bool,
    /// Run the formatter after the fixes (`ruff format`'s defaults).
    pub format: bool,
}

/// How many issues of one rule the fixes removed.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct FixedCode {
    /// ruff's rule code, e.g. `F401`.
    pub code: String,
    /// ruff's rule name, e.g. `unused-import`.
    pub rule: String,
    pub count: usize,
}

/// Why a file could not be fixed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotFixed(pub String);

/// `code` with ruff's fixes applied (safe ones unless `unsafe_fixes`), and
/// how many of each rule. A file ruff cannot parse is not touched; nor are
/// fixes that would make it unparsable (ruff gives up on them itself).
pub fn apply_fixes(
    path: &Path,
    code: &str,
    unsafe_fixes: bool,
) -> Result<(String, Vec<FixedCode>), NotFixed> {
    let source_type = PySourceType::from(path);
    let source = SourceKind::Python {
        code: code.to_string(),
        is_stub: source_type.is_stub(),
    };
    let unsafe_fixes = if unsafe_fixes {
        UnsafeFixes::Enabled
    } else {
        UnsafeFixes::Disabled
    };
    let result = lint_fix(
        path,
        None,
        flags::Noqa::Enabled,
        unsafe_fixes,
        ruff::settings(),
        &source,
        source_type,
    )
    .map_err(|error| NotFixed(format!("ruff's fixes failed: {error}")))?;
    if result.result.has_invalid_syntax() {
        return Err(NotFixed(
            "ruff cannot parse it: fix the syntax first (`toolsmith check`)".into(),
        ));
    }
    let mut fixed: Vec<FixedCode> = result
        .fixed
        .iter()
        .map(|(code, rule, count)| FixedCode {
            code: code.as_str().to_string(),
            rule: rule.to_string(),
            count,
        })
        .collect();
    fixed.sort_by(|a, b| a.code.cmp(&b.code));
    let text = match result.transformed {
        Cow::Borrowed(_) => code.to_string(),
        Cow::Owned(kind) => kind.source_code().to_string(),
    };
    Ok((text, fixed))
}

/// `ruff format` with its defaults (88 columns, double quotes, spaces, the
/// file's own line endings), for the engine's Python version.
pub fn format(path: &Path, code: &str) -> Result<String, NotFixed> {
    let line_ending = match ruff_source_file::find_newline(code) {
        Some((_, ruff_source_file::LineEnding::CrLf)) => LineEnding::CarriageReturnLineFeed,
        Some((_, ruff_source_file::LineEnding::Cr)) => LineEnding::CarriageReturn,
        _ => LineEnding::LineFeed,
    };
    let options = PyFormatOptions::from_extension(path)
        .with_target_version(PythonVersion::PY311)
        .with_line_ending(line_ending);
    format_module_source(code, options)
        .map(|printed| printed.into_code())
        .map_err(|error| NotFixed(format!("ruff's formatter failed: {error}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unused_imports_go_and_the_code_is_formatted() {
        let path = Path::new("m.py");
        let code = "\"\"\"M.\"\"\"\nimport os\nimport sys\nprint( sys.argv ,'x' )\n";
        let (fixed, codes) = apply_fixes(path, code, false).unwrap_or_default();
        assert_eq!(
            codes.iter().map(|f| f.code.as_str()).collect::<Vec<_>>(),
            ["F401"]
        );
        assert_eq!(
            format(path, &fixed).unwrap_or_default(),
            "\"\"\"M.\"\"\"\n\nimport sys\n\nprint(sys.argv, \"x\")\n"
        );
    }

    #[test]
    fn crlf_files_stay_crlf_and_syntax_errors_are_not_touched() {
        let path = Path::new("m.py");
        assert_eq!(
            format(path, "\"\"\"M.\"\"\"\r\nx = ( 1 )\r\n").unwrap_or_default(),
            "\"\"\"M.\"\"\"\r\n\r\nx = 1\r\n"
        );
        assert!(apply_fixes(path, "def f(:\n", false).is_err());
        assert!(format(path, "def f(:\n").is_err());
    }
}
