//! Fingerprints of what a module defines, by the names another file's lint
//! read in it (see `pylint_names.py`). A name's fingerprint covers every
//! top-level statement that mentions it anywhere in its text (a definition
//! with its decorators and bases, an assignment, an import, `global name`
//! in a function, `module.name = ...`, the name in a string as `getattr`
//! spells it): every statement that can bind it, and more. The statements
//! count in their order, with what follows them on their last line (a type
//! comment). The module's docstring, its `__future__` imports and its star
//! imports count for every name. A module that no longer parses for the
//! environment's Python, or nests deeper than astroid builds, has no
//! fingerprint: its importers are linted again.

use std::collections::HashSet;

use ruff_python_ast::visitor::{self, Visitor};
use ruff_python_ast::{self as ast, Expr, PythonVersion, Stmt};
use ruff_text_size::Ranged;
use sha2::{Digest, Sha256};
use unicode_normalization::UnicodeNormalization;

use crate::python::syntax;

/// Beyond this nesting astroid's recursive builder may fail where the
/// parser does not: such a module is treated as changed.
const MAX_DEPTH: usize = 100;
const FORMAT: &[u8] = b"toolsmith-definitions-v1";

/// A module's top-level statements, each with the words it mentions.
pub struct Statements {
    statements: Vec<Statement>,
}

struct Statement {
    text: String,
    words: HashSet<String>,
    /// Counts for every name (docstring, `__future__`, star import).
    always: bool,
}

impl Statements {
    /// The statements of `source` as the environment's Python (`target`)
    /// parses it; `None` when it does not, or nests too deep.
    pub fn parse(source: &str, target: PythonVersion) -> Option<Statements> {
        let parsed = syntax::parse_module(source, target).ok()?;
        let body = &parsed.syntax().body;
        let mut depth = Depth::default();
        for statement in body {
            depth.visit_stmt(statement);
        }
        if depth.deepest > MAX_DEPTH {
            return None;
        }
        let statements = body
            .iter()
            .enumerate()
            .map(|(index, statement)| {
                let start = statement.start().to_usize();
                let end = statement.end().to_usize();
                let line_end = source[end..].find('\n').map_or(source.len(), |n| end + n);
                let text = source[start..line_end].to_string();
                Statement {
                    words: words(&text),
                    text,
                    always: index == 0 && is_docstring(statement) || binds_unseen(statement),
                }
            })
            .collect();
        Some(Statements { statements })
    }

    /// The fingerprint of the statements that mention any of `names`.
    pub fn fingerprint(&self, names: &[String]) -> String {
        let mut hasher = Sha256::new();
        hasher.update(FORMAT);
        for name in names {
            hasher.update((name.len() as u64).to_le_bytes());
            hasher.update(name.as_bytes());
        }
        for statement in &self.statements {
            if statement.always || names.iter().any(|name| statement.words.contains(name)) {
                hasher.update((statement.text.len() as u64).to_le_bytes());
                hasher.update(statement.text.as_bytes());
            }
        }
        format!("{:x}", hasher.finalize())
    }
}

fn is_docstring(statement: &Stmt) -> bool {
    matches!(statement, Stmt::Expr(ast::StmtExpr { value, .. }) if value.is_string_literal_expr())
}

/// A `__future__` import (it changes how the module is read) or a star
/// import (it binds names it does not spell).
fn binds_unseen(statement: &Stmt) -> bool {
    let Stmt::ImportFrom(import) = statement else {
        return false;
    };
    import
        .module
        .as_ref()
        .is_some_and(|m| m.as_str() == "__future__")
        || import.names.iter().any(|alias| alias.name.as_str() == "*")
}

/// Every identifier-like word of `text`, as Python compares identifiers
/// (NFKC); in strings and comments too, which only adds.
fn words(text: &str) -> HashSet<String> {
    text.split(|c: char| !(c == '_' || c.is_alphanumeric()))
        .filter(|word| !word.is_empty())
        .map(|word| {
            if word.is_ascii() {
                word.to_string()
            } else {
                word.nfkc().collect()
            }
        })
        .collect()
}

#[derive(Default)]
struct Depth {
    current: usize,
    deepest: usize,
}

impl<'a> Visitor<'a> for Depth {
    fn visit_stmt(&mut self, statement: &'a Stmt) {
        self.current += 1;
        self.deepest = self.deepest.max(self.current);
        visitor::walk_stmt(self, statement);
        self.current -= 1;
    }

    fn visit_expr(&mut self, expression: &'a Expr) {
        self.current += 1;
        self.deepest = self.deepest.max(self.current);
        if self.current <= MAX_DEPTH {
            visitor::walk_expr(self, expression);
        }
        self.current -= 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PY311: PythonVersion = PythonVersion::PY311;

    fn fingerprint(source: &str, names: &[&str]) -> String {
        let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
        Statements::parse(source, PY311)
            .unwrap()
            .fingerprint(&names)
    }

    #[test]
    fn a_new_function_leaves_other_names_alone() {
        let before = "\"\"\"Doc.\"\"\"\nimport os\n\n\ndef f():\n    return os.sep\n";
        let after = format!("{before}\n\ndef g():\n    return 1\n");
        assert_eq!(fingerprint(before, &["f"]), fingerprint(&after, &["f"]));
        assert_ne!(fingerprint(before, &["g"]), fingerprint(&after, &["g"]));
    }

    #[test]
    fn decorators_type_comments_and_order_count() {
        let plain = "def f():\n    pass\n\n\nf = 1\n";
        let decorated = "@deco\ndef f():\n    pass\n\n\nf = 1\n";
        let commented = "def f():\n    pass\n\n\nf = 1  # type: int\n";
        let swapped = "f = 1\n\n\ndef f():\n    pass\n";
        let base = fingerprint(plain, &["f"]);
        for other in [decorated, commented, swapped] {
            assert_ne!(base, fingerprint(other, &["f"]), "{other}");
        }
    }

    #[test]
    fn star_imports_future_imports_and_the_docstring_count_for_every_name() {
        let base = "\"\"\"A.\"\"\"\ndef f():\n    pass\n";
        for other in [
            "\"\"\"B.\"\"\"\ndef f():\n    pass\n",
            "\"\"\"A.\"\"\"\nfrom os import *\ndef f():\n    pass\n",
            "\"\"\"A.\"\"\"\nfrom __future__ import annotations\ndef f():\n    pass\n",
        ] {
            assert_ne!(
                fingerprint(base, &["f"]),
                fingerprint(other, &["f"]),
                "{other}"
            );
        }
    }

    #[test]
    fn identifiers_compare_as_python_compares_them() {
        // NFKC: a fullwidth letter is the same identifier.
        let before = "x = 1\n";
        let after = "x = 1\n\u{ff58} = 2\n";
        assert_ne!(fingerprint(before, &["x"]), fingerprint(after, &["x"]));
    }

    #[test]
    fn no_fingerprint_for_what_astroid_could_not_build() {
        assert!(Statements::parse("def f(:\n", PY311).is_none());
        // 3.12 syntax, read by a 3.11 environment.
        assert!(Statements::parse("type X = int\n", PY311).is_none());
        let deep = format!("x = {}1{}\n", "[".repeat(150), "]".repeat(150));
        assert!(Statements::parse(&deep, PY311).is_none());
    }
}
