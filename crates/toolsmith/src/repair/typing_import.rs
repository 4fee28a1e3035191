//! Where a rewrite's `from typing import ...` goes: into a one-line
//! import of `typing` the file has (in its order when its names are
//! sorted), or a line of its own in the file's first group of imports,
//! where isort would sort it.

use super::edits::{Lines, Token, in_string};

/// What the declarations need from `typing`: added to a one-line
/// `from typing import ...` the file has, or a line of its own after the
/// imports.
pub(super) fn typing_import(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    imports_end: usize,
    needs: &[&str],
) -> (usize, usize, String) {
    for n in 1..=lines.count() {
        let text = lines.slice(code, n, n);
        let Some(names) = text.trim_end().strip_prefix("from typing import ") else {
            continue;
        };
        if in_string(tokens, lines.start_of(n)) {
            continue;
        }
        if names.contains(['(', '\\']) {
            break;
        }
        let have: Vec<&str> = names.split(',').map(str::trim).collect();
        let missing: Vec<&str> = needs
            .iter()
            .copied()
            .filter(|n| !have.contains(n))
            .collect();
        let at = lines.start_of(n) + text.trim_end().len();
        // Into their order when the line keeps its names sorted.
        let key = |name: &&str| name.to_lowercase();
        if have.is_sorted_by_key(key) && !missing.is_empty() {
            let mut all: Vec<&str> = have.iter().chain(&missing).copied().collect();
            all.sort_by_key(key);
            return (at - names.trim_end().len(), at, all.join(", "));
        }
        let added: String = missing.iter().map(|n| format!(", {n}")).collect();
        return (at, at, added);
    }
    let at = sorted_place(code, tokens, lines).unwrap_or(imports_end);
    (at, at, format!("from typing import {}\n", needs.join(", ")))
}

/// Where `from typing import ...` goes among the file's first group of
/// imports (the standard library's, by convention) when that group is
/// sorted, as isort sorts (`import`s before `from`s, or all by module):
/// before the first later module. `None` when the file has no such group.
pub(super) fn sorted_place(code: &str, tokens: &[Token], lines: &Lines) -> Option<usize> {
    // Each import of the first group: where it starts, whether a `from`,
    // and its module.
    let mut group: Vec<Import> = Vec::new();
    let mut open = 0i32;
    let mut group_end = 0;
    for n in 1..=lines.count() {
        let text = lines.slice(code, n, n);
        if open > 0 {
            open += text.matches('(').count() as i32 - text.matches(')').count() as i32;
            group_end = lines.end_of(n).min(code.len());
            continue;
        }
        let from = text.strip_prefix("from ");
        let module = from.or_else(|| text.strip_prefix("import "));
        match module {
            Some(rest) if !in_string(tokens, lines.start_of(n)) => {
                let module = rest.split([' ', ',', '\n']).next().unwrap_or("");
                if module != "__future__" {
                    group.push((lines.start_of(n), from.is_some(), module));
                    group_end = lines.end_of(n).min(code.len());
                }
                open = text.matches('(').count() as i32 - text.matches(')').count() as i32;
            }
            _ if !group.is_empty() => break,
            _ => {}
        }
    }
    let key = |&(_, from, module): &Import| (from, module.to_lowercase());
    let by_module = |&(_, _, module): &Import| module.to_lowercase();
    let typing = (true, "typing".to_string());
    let later = if sorted_by(&group, key) {
        group.iter().find(|entry| key(entry) > typing)
    } else if sorted_by(&group, by_module) {
        group
            .iter()
            .find(|entry| by_module(entry).as_str() > "typing")
    } else {
        return None;
    };
    (!group.is_empty()).then(|| later.map_or(group_end, |entry| entry.0))
}

/// An import of a group: where it starts, whether a `from`, its module.
type Import<'a> = (usize, bool, &'a str);

fn sorted_by<K: Ord>(group: &[Import], key: impl Fn(&Import) -> K) -> bool {
    group.windows(2).all(|pair| key(&pair[0]) <= key(&pair[1]))
}
