//! Python 3.12's type parameters (PEP 695) in a file meant for an older
//! Python: `def first[T](items: list[T]) -> T`, `class Box[T: Item]`,
//! `type Pairs = list[Pair]`. The target refuses the brackets after the
//! name. One change writes every one of them as earlier Pythons do, the
//! habit being the file's, not a line's: the brackets taken off, a class
//! given `Generic[...]`, an alias an assignment (`Pairs = ...`), each parameter
//! declared once (`T = TypeVar("T")`, its bound kept) after the imports
//! (or before the first use, when its bound is a class the file defines
//! later), and what these need imported from `typing`.

use super::edits::{Change, Kind, Lines, Token, in_string, is_name, leading, word_places};

/// The file's type parameters rewritten, if line `line` declares some.
pub(super) fn type_params_rewritten(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let text = |n: usize| lines.slice(code, n, n);
    if line == 0 || line > lines.count() || construct(text(line)).is_none() {
        return;
    }
    let mut edits: Vec<(usize, usize, String)> = Vec::new();
    let mut declared: Vec<String> = Vec::new();
    let mut declarations: Vec<(usize, Vec<String>)> = Vec::new();
    let mut needs: Vec<&str> = Vec::new();
    let imports_end = after_imports(code, tokens, lines);
    for n in 1..=lines.count() {
        let this = text(n);
        let Some(found) = construct(this) else {
            continue;
        };
        if in_string(tokens, lines.start_of(n)) {
            continue;
        }
        let base = lines.start_of(n);
        let params = if found.open == found.close {
            Vec::new()
        } else {
            parameters(&this[found.open + 1..found.close])
        };
        if params.is_empty() && found.kind != Construct::Alias {
            return;
        }
        match found.kind {
            Construct::Def => {
                edits.push((base + found.open, base + found.close + 1, String::new()))
            }
            Construct::Class => {
                let names: Vec<String> = params.iter().map(|p| p.in_generic()).collect();
                let generic = format!("Generic[{}]", names.join(", "));
                let rest = &this[found.close + 1..];
                let bases = if let Some(inner) = rest.strip_prefix('(') {
                    let Some(close) = inner.find(')') else {
                        return;
                    };
                    let at = base + found.close + 2 + close;
                    if inner[..close].trim().is_empty() {
                        (at, generic)
                    } else {
                        (at, format!(", {generic}"))
                    }
                } else {
                    (base + found.close + 1, format!("({generic})"))
                };
                edits.push((base + found.open, base + found.close + 1, String::new()));
                edits.push((bases.0, bases.0, bases.1));
                needs.push("Generic");
            }
            Construct::Alias => {
                // `type X[T] = ...` -> `X = ...`: an alias is an
                // assignment to older Pythons.
                let indent = leading(this).len();
                edits.push((base + indent, base + found.name_start, String::new()));
                // One that names itself reads its name before it is bound:
                // quoted, and declared an alias for the checkers to read so.
                let name = &this[found.name_start..found.open];
                let value_at = found.after_params(base) - base;
                let itself: Vec<usize> = word_places(&this[value_at..], name)
                    .map(|at| value_at + at)
                    .filter(|&at| !this[..at].ends_with(['"', '\'']))
                    .collect();
                let annotation = if itself.is_empty() {
                    String::new()
                } else {
                    needs.push("TypeAlias");
                    ": TypeAlias".to_string()
                };
                edits.push((base + found.open, found.after_params(base), annotation));
                for at in itself {
                    edits.push((base + at, base + at + name.len(), format!("\"{name}\"")));
                }
            }
        }
        for param in params {
            if declared.contains(&param.name) {
                // (Declared bare by an alias, bound by a class after it.)
                let bare = param.unbound().declaration();
                for (_, block) in declarations.iter_mut() {
                    for declaration in block.iter_mut().filter(|d| **d == bare) {
                        *declaration = param.declaration();
                    }
                }
                continue;
            }
            needs.push(param.factory());
            // Declared after the imports, unless its bound names what the
            // file defines later: then before its first use's statement.
            let place = if param.bound_defined_after(code, lines, imports_end) {
                top_level_start(code, lines, n)
            } else {
                imports_end
            };
            declared.push(param.name.clone());
            match declarations.iter_mut().find(|(at, _)| *at == place) {
                Some((_, block)) => block.push(param.declaration()),
                None => declarations.push((place, vec![param.declaration()])),
            }
        }
    }
    for (place, block) in declarations {
        let block = block.join("\n");
        let text = if place == imports_end {
            format!("\n{block}\n")
        } else {
            format!("{block}\n\n\n")
        };
        edits.push((place, place, text));
    }
    if edits.is_empty() {
        return;
    }
    needs.sort_unstable();
    needs.dedup();
    if !needs.is_empty() {
        edits.push(super::typing_import::typing_import(
            code,
            tokens,
            lines,
            imports_end,
            &needs,
        ));
    }
    out.extend(combined(code, edits));
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Construct {
    Def,
    Class,
    Alias,
}

/// Where a line declares type parameters: its kind, where its name
/// starts, and its `[` and `]` (or, for an alias without them, the `=`).
struct Found {
    kind: Construct,
    name_start: usize,
    open: usize,
    close: usize,
}

impl Found {
    /// Where an alias's parameters end: after its `]`, or at its `=`.
    fn after_params(&self, base: usize) -> usize {
        if self.open == self.close {
            base + self.open
        } else {
            base + self.close + 1
        }
    }
}

/// The type-parameter construct line `text` starts, if any.
fn construct(text: &str) -> Option<Found> {
    let indent = leading(text).len();
    let body = &text[indent..];
    let (kind, keyword) = if let Some(rest) = body.strip_prefix("async def ") {
        (Construct::Def, body.len() - rest.len())
    } else if body.starts_with("def ") {
        (Construct::Def, 4)
    } else if body.starts_with("class ") {
        (Construct::Class, 6)
    } else if body.starts_with("type ") {
        (Construct::Alias, 5)
    } else {
        return None;
    };
    let after = &body[keyword..];
    let name_len = after.find(|c: char| !(c.is_alphanumeric() || c == '_'))?;
    if !is_name(&after[..name_len]) {
        return None;
    }
    let name_start = indent + keyword;
    let open = name_start + name_len;
    if text[open..].starts_with('[') {
        let close = open + matching_bracket(&text[open..])?;
        let next = text[close + 1..].trim_start();
        let fits = match kind {
            Construct::Def => next.starts_with('('),
            Construct::Class => next.starts_with(['(', ':']),
            Construct::Alias => next.starts_with('='),
        };
        return fits.then_some(Found {
            kind,
            name_start,
            open,
            close,
        });
    }
    // An alias needs no parameters: `type X = ...` is 3.12's too.
    let eq = text[open..].find('=')?;
    (kind == Construct::Alias
        && text[open..open + eq].trim().is_empty()
        && !text[open + eq..].starts_with("=="))
    .then_some(Found {
        kind,
        name_start,
        open,
        close: open,
    })
}

/// The offset of the `]` matching the `[` `text` starts with.
fn matching_bracket(text: &str) -> Option<usize> {
    let mut depth = 0usize;
    let mut quote: Option<char> = None;
    for (i, c) in text.char_indices() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '\'' | '"') => quote = Some(c),
            (None, '[' | '(') => depth += 1,
            (None, ']' | ')') => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return (c == ']').then_some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// One type parameter: `T`, `T: Bound`, `T: (int, str)`, `*Ts`, `**P`.
struct Param {
    name: String,
    stars: usize,
    bound: Option<String>,
}

/// The parameters between a construct's brackets.
fn parameters(inside: &str) -> Vec<Param> {
    let mut params = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    let mut pieces = Vec::new();
    for (i, c) in inside.char_indices() {
        match c {
            '[' | '(' => depth += 1,
            ']' | ')' => depth -= 1,
            ',' if depth == 0 => {
                pieces.push(&inside[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    pieces.push(&inside[start..]);
    for piece in pieces.into_iter().map(str::trim).filter(|p| !p.is_empty()) {
        let stars = piece.len() - piece.trim_start_matches('*').len();
        let rest = &piece[stars..];
        let (name, bound) = match rest.split_once(':') {
            Some((name, bound)) => (name.trim(), Some(bound.trim().to_string())),
            None => (rest.trim(), None),
        };
        if !is_name(name) || name.contains('=') {
            return Vec::new();
        }
        params.push(Param {
            name: name.to_string(),
            stars,
            bound,
        });
    }
    params
}

impl Param {
    /// Its constructor in `typing`.
    fn factory(&self) -> &'static str {
        match self.stars {
            1 => "TypeVarTuple",
            2 => "ParamSpec",
            _ => "TypeVar",
        }
    }

    /// Its declaration: `T = TypeVar("T", bound=Item)`.
    fn declaration(&self) -> String {
        let name = &self.name;
        let factory = self.factory();
        match &self.bound {
            Some(bound) if bound.starts_with('(') => {
                let constraints = bound.trim_start_matches('(').trim_end_matches(')');
                format!("{name} = {factory}(\"{name}\", {constraints})")
            }
            Some(bound) => format!("{name} = {factory}(\"{name}\", bound={bound})"),
            None => format!("{name} = {factory}(\"{name}\")"),
        }
    }

    /// The same parameter without its bound.
    fn unbound(&self) -> Param {
        Param {
            name: self.name.clone(),
            stars: self.stars,
            bound: None,
        }
    }

    /// How `Generic[...]` names it.
    fn in_generic(&self) -> String {
        if self.stars == 1 {
            format!("*{}", self.name)
        } else {
            self.name.clone()
        }
    }

    /// Whether its bound names a top-level class or function the file
    /// defines after byte `from`.
    fn bound_defined_after(&self, code: &str, lines: &Lines, from: usize) -> bool {
        let Some(bound) = &self.bound else {
            return false;
        };
        let defines = |n: usize, word: &str| {
            let text = lines.slice(code, n, n);
            ["class ", "def "].iter().any(|keyword| {
                text.strip_prefix(keyword)
                    .and_then(|rest| rest.strip_prefix(word))
                    .is_some_and(|after| {
                        !after.starts_with(|c: char| c.is_alphanumeric() || c == '_')
                    })
            })
        };
        bound
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .filter(|word| is_name(word))
            .any(|word| (1..=lines.count()).any(|n| lines.start_of(n) >= from && defines(n, word)))
    }
}

/// Where the file's top-level imports end (a `from __future__` or a
/// module docstring counts): the byte after their last line, or 0.
fn after_imports(code: &str, tokens: &[Token], lines: &Lines) -> usize {
    let mut end = 0;
    let mut open = 0i32;
    for n in 1..=lines.count() {
        let text = lines.slice(code, n, n);
        // (A docstring's line may start with `from `.)
        let import = (text.starts_with("import ") || text.starts_with("from "))
            && !in_string(tokens, lines.start_of(n));
        if import || open > 0 {
            open += text.matches('(').count() as i32 - text.matches(')').count() as i32;
            end = lines.end_of(n).min(code.len());
        } else if !(text.trim().is_empty() || text.starts_with('#')) && end > 0 {
            break;
        }
    }
    end
}

/// Where the top-level statement holding line `line` starts (its
/// decorators included).
fn top_level_start(code: &str, lines: &Lines, line: usize) -> usize {
    let starts_a_statement = |n: usize| {
        !lines
            .slice(code, n, n)
            .starts_with([' ', '\t', '\n', '\r', '#', ')', ']', '}'])
    };
    let mut first = (1..=line)
        .rev()
        .find(|&n| starts_a_statement(n))
        .unwrap_or(1);
    while first > 1 && lines.slice(code, first - 1, first - 1).starts_with('@') {
        first -= 1;
    }
    lines.start_of(first)
}

/// The edits as one change, from the first to the last.
fn combined(code: &str, mut edits: Vec<(usize, usize, String)>) -> Option<Change> {
    // The import before the declarations at the same place.
    edits.sort_by_key(|(start, end, text)| (*start, *end, !text.starts_with("from ")));
    let start = edits.first()?.0;
    let end = edits.iter().map(|e| e.1).max()?;
    let mut text = String::new();
    let mut at = start;
    for (from, to, new) in edits {
        if from < at {
            return None;
        }
        text.push_str(&code[at..from]);
        text.push_str(&new);
        at = to;
    }
    text.push_str(&code[at..end]);
    Some(Change::new(start, end, &text, Kind::TypeParams))
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied;
    use super::*;

    fn rewritten(code: &str, line: usize) -> Vec<String> {
        applied::on_line(code, line, type_params_rewritten)
    }

    #[test]
    fn functions_classes_and_aliases_as_older_pythons_write_them() {
        let code = "from collections.abc import Iterable\n\n\ndef first[T](items: Iterable[T]) -> T:\n    return next(iter(items))\n\n\ndef pair[T, K](a: T, b: K) -> tuple[T, K]:\n    return a, b\n\n\ntype Pairs = list[tuple[int, int]]\n";
        let meant = "from collections.abc import Iterable\nfrom typing import TypeVar\n\nT = TypeVar(\"T\")\nK = TypeVar(\"K\")\n\n\ndef first(items: Iterable[T]) -> T:\n    return next(iter(items))\n\n\ndef pair(a: T, b: K) -> tuple[T, K]:\n    return a, b\n\n\nPairs = list[tuple[int, int]]\n";
        assert_eq!(rewritten(code, 4), [meant]);
    }

    #[test]
    fn a_class_gets_generic_and_a_bound_defined_later_waits_for_it() {
        let code =
            "import json\n\n\nclass Item:\n    pass\n\n\nclass Box[T: Item](object):\n    pass\n";
        let meant = "import json\nfrom typing import Generic, TypeVar\n\n\nclass Item:\n    pass\n\n\nT = TypeVar(\"T\", bound=Item)\n\n\nclass Box(object, Generic[T]):\n    pass\n";
        assert_eq!(rewritten(code, 8), [meant]);
    }

    #[test]
    fn an_existing_typing_import_is_extended() {
        let code = "from typing import Callable\n\n\ndef call[**P](f: Callable[P, int]) -> Callable[P, int]:\n    return f\n";
        let meant = "from typing import Callable, ParamSpec\n\nP = ParamSpec(\"P\")\n\n\ndef call(f: Callable[P, int]) -> Callable[P, int]:\n    return f\n";
        assert_eq!(rewritten(code, 4), [meant]);
    }

    #[test]
    fn an_alias_alone_needs_no_import() {
        assert_eq!(
            rewritten("import os\n\ntype Paths = list[str]\n", 3),
            ["import os\n\nPaths = list[str]\n"]
        );
    }

    #[test]
    fn a_docstrings_words_are_no_import() {
        let code = "\"\"\"Helpers.\n\nfrom the notes of a talk\n\"\"\"\nimport os\n\n\ndef f[T](x: T) -> T:\n    return x\n";
        let meant = "\"\"\"Helpers.\n\nfrom the notes of a talk\n\"\"\"\nimport os\nfrom typing import TypeVar\n\nT = TypeVar(\"T\")\n\n\ndef f(x: T) -> T:\n    return x\n";
        assert_eq!(rewritten(code, 8), [meant]);
    }

    #[test]
    fn code_that_is_no_type_parameter_is_left() {
        assert!(rewritten("x = d[1]\n", 1).is_empty());
        assert!(rewritten("def f(x):\n    return x[0]\n", 1).is_empty());
        assert!(rewritten("type = 3\n", 1).is_empty());
    }
}
