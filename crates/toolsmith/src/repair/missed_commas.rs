//! The commas CPython's compiler asks after: a literal called or indexed
//! (`(1, 2) (3, 4)`, `[1, 2] [3, 4]` in a list of rows), which compiles
//! with a SyntaxWarning, "perhaps you missed a comma?". A person who lost
//! that comma left the file broken elsewhere too, most often; once the
//! search has repaired the rest, the comma is put back where the warning
//! says (only in a display or a call's arguments, where a comma makes an
//! element of each side). A file that compiles is left alone.

use ruff_python_ast::visitor::{Visitor, walk_expr};
use ruff_python_ast::{Expr, Number, PythonVersion};
use ruff_text_size::Ranged;

use super::brackets::open_at;
use super::edits::{Change, Kind, tokens};
use crate::python::{parse_module, validate};

/// The commas the compiler's "perhaps you missed a comma?" warnings ask
/// for in `code`, as insertions; none unless the text with all of them
/// compiles.
pub(super) fn missed_commas(code: &str, target: PythonVersion) -> Vec<Change> {
    let Ok(parsed) = parse_module(code, target) else {
        return Vec::new();
    };
    let mut finder = Finder::default();
    for statement in &parsed.syntax().body {
        finder.visit_stmt(statement);
    }
    if finder.places.is_empty() {
        return Vec::new();
    }
    let tokens = tokens(code);
    let mut places: Vec<usize> = finder
        .places
        .into_iter()
        .filter(|&at| open_at(code, &tokens, at).is_some())
        .collect();
    places.sort_unstable();
    places.dedup();
    let changes: Vec<Change> = places
        .into_iter()
        .map(|at| Change::new(at, at, ",", Kind::Insert))
        .collect();
    let mut text = code.to_string();
    for change in changes.iter().rev() {
        text = change.apply(&text);
    }
    if validate(&text, target).is_ok() {
        changes
    } else {
        Vec::new()
    }
}

/// Where each literal the compiler warns about ends.
#[derive(Default)]
struct Finder {
    places: Vec<usize>,
}

impl<'a> Visitor<'a> for Finder {
    fn visit_expr(&mut self, expr: &'a Expr) {
        let warned = match expr {
            Expr::Call(call) => not_callable(&call.func).then(|| call.func.end()),
            Expr::Subscript(subscript) => (not_subscriptable(&subscript.value)
                || indexed_by_a_non_integer(&subscript.value, &subscript.slice))
            .then(|| subscript.value.end()),
            _ => None,
        };
        if let Some(end) = warned {
            self.places.push(end.to_usize());
        }
        walk_expr(self, expr);
    }
}

/// CPython's `check_caller`: a literal that is never callable.
fn not_callable(callee: &Expr) -> bool {
    matches!(
        callee,
        Expr::StringLiteral(_)
            | Expr::BytesLiteral(_)
            | Expr::NumberLiteral(_)
            | Expr::BooleanLiteral(_)
            | Expr::NoneLiteral(_)
            | Expr::EllipsisLiteral(_)
            | Expr::Tuple(_)
            | Expr::List(_)
            | Expr::ListComp(_)
            | Expr::Dict(_)
            | Expr::DictComp(_)
            | Expr::Set(_)
            | Expr::SetComp(_)
            | Expr::Generator(_)
            | Expr::FString(_)
    )
}

/// CPython's `check_subscripter`: a literal that is never subscriptable.
fn not_subscriptable(value: &Expr) -> bool {
    matches!(
        value,
        Expr::NumberLiteral(_)
            | Expr::BooleanLiteral(_)
            | Expr::NoneLiteral(_)
            | Expr::EllipsisLiteral(_)
            | Expr::Set(_)
            | Expr::SetComp(_)
            | Expr::Generator(_)
            | Expr::Lambda(_)
    )
}

/// CPython's `check_index`: a sequence literal indexed by a literal that
/// is no integer nor slice.
fn indexed_by_a_non_integer(value: &Expr, index: &Expr) -> bool {
    let sequence = matches!(
        value,
        Expr::StringLiteral(_)
            | Expr::BytesLiteral(_)
            | Expr::Tuple(_)
            | Expr::List(_)
            | Expr::ListComp(_)
            | Expr::FString(_)
    );
    // What `infer_type` knows of the index: a literal's type.
    let not_an_integer = match index {
        Expr::NumberLiteral(number) => !matches!(number.value, Number::Int(_)),
        Expr::BooleanLiteral(_) => false,
        Expr::StringLiteral(_)
        | Expr::BytesLiteral(_)
        | Expr::NoneLiteral(_)
        | Expr::EllipsisLiteral(_)
        | Expr::Tuple(_)
        | Expr::List(_)
        | Expr::ListComp(_)
        | Expr::Dict(_)
        | Expr::DictComp(_)
        | Expr::Set(_)
        | Expr::SetComp(_)
        | Expr::Generator(_)
        | Expr::Lambda(_)
        | Expr::FString(_) => true,
        _ => false,
    };
    sequence && not_an_integer
}

#[cfg(test)]
mod tests {
    use super::missed_commas;
    use crate::python::DEFAULT_TARGET;

    fn with_commas(code: &str) -> String {
        let mut text = code.to_string();
        for change in missed_commas(code, DEFAULT_TARGET).iter().rev() {
            text = change.apply(&text);
        }
        text
    }

    #[test]
    fn a_literal_called_or_indexed_in_a_display_gets_its_comma() {
        assert_eq!(
            with_commas("rows = [\n    (1, 2) (3, 4),\n]\n"),
            "rows = [\n    (1, 2), (3, 4),\n]\n"
        );
        assert_eq!(
            with_commas("grid = [\n    [1, 0]\n    [0, 1],\n]\n"),
            "grid = [\n    [1, 0],\n    [0, 1],\n]\n"
        );
        assert_eq!(with_commas("f(\"a\" (b))\n"), "f(\"a\", (b))\n");
    }

    #[test]
    fn what_the_compiler_does_not_warn_about_stays() {
        for code in [
            "x = [f(1) (2)]\n",
            "x = [[1, 2][0], (1, 2)[1:]]\n",
            "x = [\"ab\"[i] for i in r]\n",
            "x = [{1: 2}[1]]\n",
            // Outside brackets a comma would make a tuple of the statement.
            "y = (1, 2) (3, 4)\n",
            // A comma there would not compile.
            "x = {1: None [2]}\n",
        ] {
            assert_eq!(with_commas(code), code, "{code}");
        }
    }
}
