//! Every crate's modules have floors, not loops: in each crate of the
//! workspace (each member's library, and each binary made of several
//! files), every `crate::` and `super::` path (tests left out) is resolved
//! to the module that defines the item (through `pub use` re-exports, so
//! that a facade `mod.rs` is not a dependency of its own), and the graph of
//! those edges must have no cycle. A new circle fails here with the crate
//! and the modules that form it. It lives in the core's tests because the
//! core is the one crate every other builds on; it reads the others' files.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

type Module = Vec<String>;

/// The workspace's members, as the root `Cargo.toml` lists them.
fn workspace_members() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
    let start = manifest.find("members = [").unwrap();
    let list = &manifest[start..start + manifest[start..].find(']').unwrap()];
    list.split('"')
        .skip(1)
        .step_by(2)
        .map(|member| root.join(member))
        .collect()
}

/// Each crate of a member made of several files: the library (its `src/`
/// without the binaries), and each binary that is a directory of its own
/// (`src/bin/NAME/`). A binary of one file has no modules to circle.
fn crates_of(member: &Path) -> Vec<(String, PathBuf, Vec<PathBuf>)> {
    let src = member.join("src");
    let name = member.file_name().unwrap().to_string_lossy().into_owned();
    let mut found = vec![(
        name.clone(),
        src.clone(),
        vec![src.join("bin"), src.join("main.rs")],
    )];
    if !src.join("lib.rs").exists() {
        found[0].2.pop();
    }
    if let Ok(entries) = std::fs::read_dir(src.join("bin")) {
        for entry in entries {
            let path = entry.unwrap().path();
            if path.is_dir() {
                let binary = path.file_name().unwrap().to_string_lossy().into_owned();
                found.push((format!("{name} (bin {binary})"), path, Vec::new()));
            }
        }
    }
    found
}

/// Every `.rs` file under `src` (but `left_out`) as its module path (`lib.rs`
/// and `main.rs` are `[]`).
fn modules(src: &Path, left_out: &[PathBuf]) -> BTreeMap<Module, PathBuf> {
    let mut found = BTreeMap::new();
    let mut stack = vec![src.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if left_out.contains(&path) {
                continue;
            }
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            // Unit tests kept in a file of their own (`x_tests.rs`) are tests.
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            if path.extension().is_none_or(|e| e != "rs") || name.ends_with("_tests.rs") {
                continue;
            }
            let relative = path.strip_prefix(src).unwrap().with_extension("");
            let mut module: Module = relative
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            if matches!(
                module.last().map(String::as_str),
                Some("mod" | "lib" | "main")
            ) {
                module.pop();
            }
            found.insert(module, path);
        }
    }
    found
}

/// The code of a file without its test module and comments.
fn code(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    let text = match text.find("#[cfg(test)]\nmod tests") {
        Some(at) => &text[..at],
        None => &text,
    };
    text.lines()
        .map(|line| match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// `a::{b, c::{d, e}}` expanded to every full path.
fn expand(tree: &str) -> Vec<String> {
    let tree: String = tree.chars().filter(|c| !c.is_whitespace()).collect();
    let Some(open) = tree.find('{') else {
        return vec![tree];
    };
    let prefix = &tree[..open];
    let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .filter(|p| !p.is_empty())
        .flat_map(expand)
        .map(|p| {
            if p == "self" {
                prefix.trim_end_matches("::").to_string()
            } else {
                format!("{prefix}{p}")
            }
        })
        .collect()
}

/// Each `use` statement of `code`: (is it `pub`, the full paths).
fn uses(code: &str) -> Vec<(bool, Vec<String>)> {
    let mut found = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("use ") {
        let before = &rest[..at];
        let is_statement = before
            .chars()
            .last()
            .is_none_or(|c| c.is_whitespace() || c == ')' || c == ';' || c == '{' || c == '}');
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let prefix = before[line_start..].trim();
        let public = prefix.starts_with("pub");
        let after = &rest[at + 4..];
        let end = after.find(';').unwrap_or(after.len());
        if is_statement && (prefix.is_empty() || public) {
            let tree = after[..end].split(" as ").next().unwrap_or("");
            found.push((public, expand(tree)));
        }
        rest = &after[end.min(after.len())..];
    }
    found
}

/// A path as written in `module`, made absolute (`crate::`, `super::`,
/// `self::`, or a child module's name); `None` for other crates.
fn absolute(module: &Module, path: &str, known: &BTreeMap<Module, PathBuf>) -> Option<Module> {
    let mut segments: Vec<&str> = path.split("::").filter(|s| !s.is_empty()).collect();
    let mut base: Module = match segments.first()? {
        &"crate" => {
            segments.remove(0);
            Vec::new()
        }
        &"self" => {
            segments.remove(0);
            module.clone()
        }
        &"super" => {
            let mut base = module.clone();
            while segments.first() == Some(&"super") {
                segments.remove(0);
                base.pop();
            }
            base
        }
        first => {
            let mut child = module.clone();
            child.push(first.to_string());
            if !known.contains_key(&child) {
                return None;
            }
            module.clone()
        }
    };
    base.extend(segments.iter().map(|s| s.to_string()));
    Some(base)
}

/// The module that defines what `path` names, through re-exports.
fn defining(
    path: &Module,
    known: &BTreeMap<Module, PathBuf>,
    exports: &BTreeMap<(Module, String), Module>,
    depth: usize,
) -> Option<Module> {
    let mut module = path.clone();
    while !known.contains_key(&module) {
        module.pop();
    }
    if module.len() == path.len() || depth > 8 {
        return Some(module);
    }
    let item = &path[module.len()];
    match exports.get(&(module.clone(), item.clone())) {
        Some(target) => defining(target, known, exports, depth + 1),
        None => Some(module),
    }
}

#[test]
fn no_crate_of_the_workspace_has_import_circles() {
    let mut shown = Vec::new();
    let mut checked = 0;
    for member in workspace_members() {
        for (name, src, left_out) in crates_of(&member) {
            let known = modules(&src, &left_out);
            checked += known.len();
            shown.extend(
                circles_in(&known)
                    .into_iter()
                    .map(|c| format!("{name}: {c}")),
            );
        }
    }
    // The walk found the workspace: the core alone has more modules than this.
    assert!(checked > 100, "only {checked} modules found");
    assert!(shown.is_empty(), "import circles:\n{}", shown.join("\n"));
}

/// The import circles among `known`'s modules, each with the paths that
/// make its edges.
fn circles_in(known: &BTreeMap<Module, PathBuf>) -> Vec<String> {
    let codes: BTreeMap<&Module, String> = known.iter().map(|(m, p)| (m, code(p))).collect();
    // Re-exports: (module, name) -> the full path it stands for.
    let mut exports = BTreeMap::new();
    for (module, code) in &codes {
        for (public, paths) in uses(code) {
            for path in paths.iter().filter(|_| public) {
                let Some(target) = absolute(module, path, known) else {
                    continue;
                };
                if let Some(name) = target.last() {
                    exports.insert(((*module).clone(), name.clone()), target.clone());
                }
            }
        }
    }
    let mut edges: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    // Why each edge is there: the first path written for it.
    let mut because: BTreeMap<(Module, Module), String> = BTreeMap::new();
    for (module, code) in &codes {
        let mut paths: Vec<String> = uses(code)
            .into_iter()
            .filter(|(public, _)| !public)
            .flat_map(|(_, paths)| paths)
            .collect();
        // Paths written inline: `crate::a::b(...)`, `super::x::Y`.
        for anchor in ["crate::", "super::"] {
            for (at, _) in code.match_indices(anchor) {
                if code[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == ':') {
                    continue;
                }
                let path: String = code[at..]
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                    .collect();
                // `super::{a, b}`: a use group, read with its statement.
                if !path.ends_with("::") {
                    paths.push(path);
                }
            }
        }
        for path in paths {
            let Some(target) = absolute(module, &path, known) else {
                continue;
            };
            let Some(to) = defining(&target, known, &exports, 0) else {
                continue;
            };
            if to != **module && !to.is_empty() {
                because
                    .entry(((*module).clone(), to.clone()))
                    .or_insert(path);
                edges.entry((*module).clone()).or_default().insert(to);
            }
        }
    }
    let circles = cycles(&edges);
    let name = |m: &Module| {
        if m.is_empty() {
            "crate".to_string()
        } else {
            m.join("::")
        }
    };
    circles
        .iter()
        .map(|cycle| {
            let inside: Vec<String> = because
                .iter()
                .filter(|((from, to), _)| cycle.contains(from) && cycle.contains(to))
                .map(|((from, to), path)| format!("  {} -> {} ({path})", name(from), name(to)))
                .collect();
            format!(
                "{}:\n{}",
                cycle.iter().map(name).collect::<Vec<_>>().join(", "),
                inside.join("\n")
            )
        })
        .collect()
}

/// The strongly connected components of more than one module (Tarjan's).
fn cycles(edges: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<Vec<Module>> {
    struct State<'a> {
        edges: &'a BTreeMap<Module, BTreeSet<Module>>,
        index: BTreeMap<Module, usize>,
        low: BTreeMap<Module, usize>,
        stack: Vec<Module>,
        on_stack: BTreeSet<Module>,
        found: Vec<Vec<Module>>,
    }
    fn visit(state: &mut State, node: &Module) {
        let next = state.index.len();
        state.index.insert(node.clone(), next);
        state.low.insert(node.clone(), next);
        state.stack.push(node.clone());
        state.on_stack.insert(node.clone());
        let targets: Vec<Module> = state
            .edges
            .get(node)
            .map(|t| t.iter().cloned().collect())
            .unwrap_or_default();
        for target in targets {
            if !state.index.contains_key(&target) {
                visit(state, &target);
                let low = state.low[node].min(state.low[&target]);
                state.low.insert(node.clone(), low);
            } else if state.on_stack.contains(&target) {
                let low = state.low[node].min(state.index[&target]);
                state.low.insert(node.clone(), low);
            }
        }
        if state.low[node] == state.index[node] {
            let mut component = Vec::new();
            while let Some(top) = state.stack.pop() {
                state.on_stack.remove(&top);
                let done = top == *node;
                component.push(top);
                if done {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort();
                state.found.push(component);
            }
        }
    }
    let mut state = State {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    let nodes: Vec<Module> = edges.keys().cloned().collect();
    for node in nodes {
        if !state.index.contains_key(&node) {
            visit(&mut state, &node);
        }
    }
    state.found
}

#[test]
fn the_graph_sees_a_circle_when_there_is_one() {
    let a: Module = vec!["a".into()];
    let b: Module = vec!["b".into()];
    let c: Module = vec!["c".into()];
    let mut edges = BTreeMap::new();
    edges.insert(a.clone(), BTreeSet::from([b.clone()]));
    edges.insert(b.clone(), BTreeSet::from([c.clone()]));
    assert!(cycles(&edges).is_empty());
    edges.insert(c.clone(), BTreeSet::from([a.clone()]));
    assert_eq!(cycles(&edges), vec![vec![a, b, c]]);
    assert_eq!(
        expand("a::{b, c::{d, self}}"),
        vec!["a::b".to_string(), "a::c::d".into(), "a::c".into()]
    );
}
