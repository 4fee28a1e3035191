//! pylint's messages that a ruff rule with a fix answers (ruff's rule docs
//! name their pylint equivalents), and ruff's own fix loop run with just
//! those rules: how `autofix --pylint` fixes what pylint reports without a
//! model. Whether a fix helped is pylint's to say (the caller lints again).

use std::collections::BTreeSet;
use std::path::Path;
use std::str::FromStr;

use ruff_linter::RuleSelector;
use ruff_linter::linter::lint_fix;
use ruff_linter::registry::Rule;
use ruff_linter::rule_selector::PreviewOptions;
use ruff_linter::settings::types::{PreviewMode, UnsafeFixes};
use ruff_linter::settings::{LinterSettings, flags};
use ruff_linter::source_kind::SourceKind;
use ruff_python_ast::{PySourceType, PythonVersion};

use super::fixer::FixedCode;

/// pylint's symbol, and the ruff rules whose fixes remove it.
pub const PYLINT_TO_RUFF: &[(&str, &[&str])] = &[
    ("unused-import", &["F401"]),
    ("unused-variable", &["F841"]),
    ("reimported", &["F811"]),
    ("f-string-without-interpolation", &["F541"]),
    ("literal-comparison", &["F632"]),
    ("singleton-comparison", &["E711", "E712"]),
    ("unnecessary-semicolon", &["E703"]),
    ("unnecessary-lambda-assignment", &["E731"]),
    ("trailing-whitespace", &["W291", "W293"]),
    ("missing-final-newline", &["W292"]),
    ("trailing-newlines", &["W391"]),
    ("unnecessary-pass", &["PIE790"]),
    ("superfluous-parens", &["UP034"]),
    ("consider-using-f-string", &["UP031", "UP032"]),
    ("useless-object-inheritance", &["UP004"]),
    ("super-with-arguments", &["UP008"]),
    ("redundant-u-string-prefix", &["UP025"]),
    ("wrong-import-order", &["I001"]),
    ("ungrouped-imports", &["I001"]),
    ("no-else-return", &["RET505"]),
    ("no-else-raise", &["RET506"]),
    ("no-else-continue", &["RET507"]),
    ("no-else-break", &["RET508"]),
    ("inconsistent-return-statements", &["RET503"]),
    ("useless-return", &["PLR1711"]),
    ("consider-using-in", &["PLR1714"]),
    ("consider-using-sys-exit", &["PLR1722"]),
    ("consider-using-min-builtin", &["PLR1730"]),
    ("consider-using-max-builtin", &["PLR1730"]),
    ("unnecessary-list-index-lookup", &["PLR1736"]),
    ("useless-import-alias", &["PLC0414"]),
    ("use-implicit-booleaness-not-len", &["PLC1802"]),
    ("unnecessary-dunder-call", &["PLC2801"]),
    ("unnecessary-lambda", &["PLW0108"]),
    ("nested-min-max", &["PLW3301"]),
    ("consider-merging-isinstance", &["SIM101"]),
    ("simplifiable-if-statement", &["SIM103"]),
    ("consider-iterating-dictionary", &["SIM118"]),
    ("unneeded-not", &["SIM201", "SIM202", "SIM208"]),
    ("simplifiable-if-expression", &["SIM210", "SIM211"]),
    ("consider-using-set-comprehension", &["C401", "C403"]),
    ("consider-using-dict-comprehension", &["C402", "C404"]),
    ("use-list-literal", &["C408"]),
    ("use-dict-literal", &["C408"]),
    ("unnecessary-comprehension", &["C416"]),
    ("use-a-generator", &["C419"]),
    ("consider-using-generator", &["C419"]),
];

/// Messages ruff's formatter answers (a line's indentation, statements
/// on one line, long lines): the formatter runs when one of them is there.
pub const FORMATTER_ANSWERS: &[&str] = &[
    "bad-indentation",
    "multiple-statements",
    "line-too-long",
    "trailing-whitespace",
    "missing-final-newline",
    "trailing-newlines",
    "superfluous-parens",
];

/// The ruff rules that answer `symbols` (pylint's, as it reports them).
pub fn rules_for<'a>(symbols: impl IntoIterator<Item = &'a str>) -> Vec<Rule> {
    let codes: BTreeSet<&str> = symbols
        .into_iter()
        .filter_map(|symbol| PYLINT_TO_RUFF.iter().find(|(s, _)| *s == symbol))
        .flat_map(|(_, codes)| codes.iter().copied())
        .collect();
    // Preview rules are chosen by their own code, as `--preview` allows.
    let preview = PreviewOptions {
        mode: PreviewMode::Enabled,
        require_explicit: false,
    };
    let mut rules: Vec<Rule> = codes
        .into_iter()
        .filter_map(|code| RuleSelector::from_str(code).ok())
        .flat_map(|selector| selector.rules(&preview).collect::<Vec<_>>())
        .collect();
    rules.sort_by_key(|rule| rule.noqa_code().to_string());
    rules.dedup();
    rules
}

/// A text with ruff's fixes for `rules` applied to a fixed point.
pub struct RuffFixed {
    pub text: String,
    pub fixed: Vec<FixedCode>,
}

/// ruff's own fix loop over `code` with only `rules` selected; `None` when
/// no fix applies (or ruff gives up on the text).
pub fn fix(path: &Path, code: &str, rules: &[Rule], unsafe_fixes: bool) -> Option<RuffFixed> {
    if rules.is_empty() {
        return None;
    }
    let mut settings = LinterSettings::for_rules(rules.iter().copied());
    settings.unresolved_target_version = PythonVersion::PY311.into();
    settings.preview = PreviewMode::Enabled;
    ruffs_loop(path, code, &settings, unsafe_fixes).filter(|fixed| fixed.text != code)
}

/// `ruff_linter`'s fix loop itself with `settings`: the text it ends with
/// (the original when nothing applied) and the fixes per rule.
pub(crate) fn ruffs_loop(
    path: &Path,
    code: &str,
    settings: &LinterSettings,
    unsafe_fixes: bool,
) -> Option<RuffFixed> {
    let source = SourceKind::Python {
        code: code.to_string(),
        is_stub: false,
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
        settings,
        &source,
        PySourceType::Python,
    )
    .ok()?;
    let text = match result.transformed {
        std::borrow::Cow::Owned(kind) => kind.source_code().to_string(),
        std::borrow::Cow::Borrowed(_) => code.to_string(),
    };
    let fixed = result
        .fixed
        .iter()
        .map(|(code, name, count)| FixedCode {
            code: code.as_str().to_string(),
            rule: name.to_string(),
            count,
        })
        .collect();
    Some(RuffFixed { text, fixed })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mapped_rule_exists_and_has_a_fix() {
        for (symbol, codes) in PYLINT_TO_RUFF {
            for code in *codes {
                let rules = rules_for([*symbol]);
                let rule = rules
                    .iter()
                    .find(|rule| format!("{}", rule.noqa_code()).as_str() == *code)
                    .unwrap_or_else(|| panic!("{symbol}: ruff has no rule {code}"));
                assert!(
                    !matches!(rule.fixable(), ruff_linter::FixAvailability::None),
                    "{symbol}: {code} has no fix"
                );
            }
        }
    }

    #[test]
    fn only_the_rules_of_the_reported_messages_are_applied() {
        let code = "import os\nimport sys\nx = 1;\nif x == None:\n    print(sys.argv)\n";
        let rules = rules_for(["unnecessary-semicolon"]);
        let fixed = fix(Path::new("m.py"), code, &rules, false).unwrap();
        assert_eq!(
            fixed.text,
            "import os\nimport sys\nx = 1\nif x == None:\n    print(sys.argv)\n"
        );
        assert_eq!(fixed.fixed[0].code, "E703");
        assert!(fix(Path::new("m.py"), code, &[], false).is_none());
    }
}
