//! Where a probe finding points, as suspicious lines: the project's frames
//! it was raised or stopped in (innermost first), each with the lines of its
//! function around it, then the function the finding called, then the rest
//! of its file. Coverage cannot say it here: a hung call is killed before it
//! reports, and one finding is one failing check (Ochiai needs passing ones
//! to contrast). Lines that make the finding's input (docstrings, the
//! `__main__` block, the call site) are never suspects: an edit there
//! changes the evidence, not the code it accuses.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use ruff_python_ast::Stmt;
use ruff_text_size::Ranged;

use super::Suspicious;
use crate::files::ReadOptions;
use crate::probe::Finding;
use crate::python::metrics::is_main_block;
use crate::python::{DEFAULT_TARGET, LineIndex, parse_module};
use crate::sandbox::Sandbox;

/// A module's functions and the lines no edit may touch.
#[derive(Default)]
struct Shape {
    /// (qualname, first line, last line), at every depth.
    functions: Vec<(String, usize, usize)>,
    /// Docstrings and the `__main__` block.
    evidence: BTreeSet<usize>,
    /// Lines that hold code (not blank, not only a comment).
    code: BTreeSet<usize>,
    /// `while` lines.
    loops: BTreeSet<usize>,
}

impl Shape {
    fn of(code: &str) -> Option<Shape> {
        let parsed = parse_module(code, DEFAULT_TARGET).ok()?;
        let index = LineIndex::new(code);
        let mut shape = Shape {
            code: code
                .lines()
                .enumerate()
                .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
                .map(|(i, _)| i + 1)
                .collect(),
            loops: code
                .lines()
                .enumerate()
                .filter(|(_, l)| l.trim_start().starts_with("while "))
                .map(|(i, _)| i + 1)
                .collect(),
            ..Shape::default()
        };
        shape.walk(&parsed.syntax().body, "", &index, true);
        Some(shape)
    }

    fn walk(&mut self, body: &[Stmt], prefix: &str, index: &LineIndex, module: bool) {
        if let Some(Stmt::Expr(first)) = body.first()
            && first.value.is_string_literal_expr()
        {
            self.mark(first.range(), index);
        }
        for stmt in body {
            match stmt {
                Stmt::FunctionDef(function) => {
                    let qualname = format!("{prefix}{}", function.name);
                    self.functions.push((
                        qualname.clone(),
                        index.line_of(function.range.start()),
                        index.line_of(function.range.end()),
                    ));
                    self.walk(
                        &function.body,
                        &format!("{qualname}.<locals>."),
                        index,
                        false,
                    );
                }
                Stmt::ClassDef(class) => {
                    self.walk(
                        &class.body,
                        &format!("{prefix}{}.", class.name),
                        index,
                        false,
                    );
                }
                stmt if module && is_main_block(stmt) => self.mark(stmt.range(), index),
                _ => {}
            }
        }
    }

    fn mark(&mut self, range: ruff_text_size::TextRange, index: &LineIndex) {
        self.evidence
            .extend(index.line_of(range.start())..=index.line_of(range.end()));
    }

    /// The innermost function holding `line`.
    fn enclosing(&self, line: usize) -> Option<(usize, usize)> {
        self.functions
            .iter()
            .filter(|(_, start, end)| (*start..=*end).contains(&line))
            .min_by_key(|(_, start, end)| end - start)
            .map(|(_, start, end)| (*start, *end))
    }

    fn function(&self, qualname: &str) -> Option<(usize, usize)> {
        self.functions
            .iter()
            .find(|(name, _, _)| name == qualname)
            .map(|(_, start, end)| (*start, *end))
    }
}

/// The project's frames of a finding's traceback, innermost first: (file
/// relative to the probed directory, line).
fn frames(finding: &Finding) -> Vec<(String, usize)> {
    let Some(traceback) = &finding.traceback else {
        return Vec::new();
    };
    let mut frames: Vec<(String, usize)> = traceback
        .lines()
        .filter_map(|text| {
            let (place, _) = text.trim().split_once(" in ")?;
            let (file, line) = place.rsplit_once(':')?;
            let line = line.parse().ok()?;
            (file.ends_with(".py") && !file.starts_with("..")).then(|| (file.to_string(), line))
        })
        .collect();
    frames.reverse();
    frames
}

/// The function a finding called, by its qualified name.
fn subject(finding: &Finding) -> Option<String> {
    if let Some(function) = &finding.function {
        return Some(function.clone());
    }
    let name = finding.name.as_deref()?;
    name.strip_prefix(&format!("{}.", finding.module))
        .map(str::to_string)
}

/// The suspicious lines `findings` point at, highest first; `directory` is
/// the probed directory, relative to the sandbox's root.
pub(super) fn pointed(
    sandbox: &Sandbox,
    directory: &Path,
    findings: &[Finding],
) -> Vec<Suspicious> {
    // Every file the findings name, read and parsed once.
    let mut shapes: BTreeMap<String, Shape> = BTreeMap::new();
    for finding in findings {
        let files = frames(finding).into_iter().map(|(file, _)| file);
        for file in files.chain([finding.file.clone()]) {
            if shapes.contains_key(&file) {
                continue;
            }
            let path = sandbox.root().join(directory.join(&file));
            if let Ok(read) = sandbox.read_file(&path, &ReadOptions::default())
                && let Some(shape) = Shape::of(&read.content)
            {
                shapes.insert(file, shape);
            }
        }
    }
    let shape_of = |file: &str| shapes.get(file);
    let mut scores: BTreeMap<(String, usize), f64> = BTreeMap::new();
    let mut raise = |file: &str, line: usize, score: f64| {
        let entry = scores.entry((file.to_string(), line)).or_insert(0.0);
        *entry = entry.max(score);
    };
    // The call site's own line makes the input.
    let sites: BTreeSet<(String, usize)> = findings
        .iter()
        .filter(|f| f.source == "call site")
        .filter_map(|f| {
            let (file, line) = f.origin.rsplit_once(':')?;
            Some((file.to_string(), line.parse().ok()?))
        })
        .collect();
    for finding in findings {
        for (depth, (file, line)) in frames(finding).into_iter().enumerate() {
            let weight = 1.0 / (1.0 + depth as f64);
            raise(&file, line, weight);
            if let Some((start, end)) = shape_of(&file).and_then(|s| s.enclosing(line)) {
                for near in start..=end {
                    let distance = near.abs_diff(line) as f64;
                    raise(&file, near, weight * 0.9 / (1.0 + 0.1 * distance));
                }
            }
        }
        let called = subject(finding)
            .and_then(|name| shape_of(&finding.file).and_then(|s| s.function(&name)));
        if let Some((start, end)) = called {
            for line in start..=end {
                raise(
                    &finding.file,
                    line,
                    0.5 / (1.0 + 0.02 * (line - start) as f64),
                );
            }
        }
        let lines = shape_of(&finding.file).map_or(0, |s| s.code.last().copied().unwrap_or(0));
        for line in 1..=lines {
            raise(&finding.file, line, 0.05);
        }
    }
    // A hang is answered as well by a loop that never starts (its condition
    // turned round) as by one that does its work and ends; the second is
    // the fix far more often (a counter moving the wrong way), so a loop's
    // own line comes after its body.
    let hangs = findings.iter().any(|f| f.kind == "hang");
    let mut suspicious: Vec<Suspicious> = scores
        .into_iter()
        .map(|((file, line), score)| {
            let header = hangs && shape_of(&file).is_some_and(|s| s.loops.contains(&line));
            ((file, line), if header { score * 0.3 } else { score })
        })
        .filter(|((file, line), _)| {
            !sites.contains(&(file.clone(), *line))
                && shape_of(file)
                    .is_some_and(|s| s.code.contains(line) && !s.evidence.contains(line))
        })
        .map(|((file, line), score)| Suspicious {
            file_path: directory.join(&file).display().to_string(),
            line: line as u32,
            score,
            tests: Vec::new(),
        })
        .collect();
    suspicious.sort_by(|a, b| {
        b.score
            .total_cmp(&a.score)
            .then(a.file_path.cmp(&b.file_path))
            .then(a.line.cmp(&b.line))
    });
    suspicious
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn docstrings_and_the_main_block_are_evidence_not_code() {
        let code = "\"\"\"Doc.\"\"\"\n\n\ndef f(n):\n    \"\"\"\n    >>> f(1)\n    1\n    \"\"\"\n    while n != 0:\n        n += 1\n    return n\n\n\nif __name__ == \"__main__\":\n    print(f(3))\n";
        let shape = Shape::of(code).unwrap();
        assert_eq!(shape.functions, vec![("f".to_string(), 4, 11)]);
        for line in [1, 5, 6, 7, 8, 14, 15] {
            assert!(shape.evidence.contains(&line), "line {line}");
        }
        for line in [4, 9, 10, 11] {
            assert!(!shape.evidence.contains(&line), "line {line}");
        }
        assert_eq!(shape.enclosing(10), Some((4, 11)));
        assert_eq!(shape.enclosing(15), None);
    }
}
