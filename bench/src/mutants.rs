//! Single-edit mutants of real third-party code (the pinned tools' sources:
//! pylint, astroid, pytest and their dependencies): a token deleted or
//! duplicated, a character deleted, two lines swapped, a line's indentation
//! changed. Shared by path with `crates/toolsmith/tests/repair_syntax.rs`
//! (a sample that guards behaviour) and measured whole by the
//! `repair_mutants` benchmark.

use std::path::{Path, PathBuf};

use toolsmith::python::{DEFAULT_TARGET, validate};

use super::inject::Rng;

/// Third-party files of 100 to 1,000 lines that compile, from a virtualenv's
/// site-packages, sorted by their path there.
pub fn third_party_files(venv: &Path) -> std::io::Result<Vec<(String, String)>> {
    let site = std::fs::read_dir(venv.join("lib"))?
        .flatten()
        .map(|e| e.path().join("site-packages"))
        .find(|p| p.is_dir())
        .ok_or_else(|| std::io::Error::other("no site-packages in the virtualenv"))?;
    let mut files = Vec::new();
    let mut pending = vec![site.clone()];
    while let Some(dir) = pending.pop() {
        for entry in std::fs::read_dir(&dir)?.flatten() {
            let path: PathBuf = entry.path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|e| e == "py")
                && let Ok(text) = std::fs::read_to_string(&path)
            {
                let lines = text.lines().count();
                if (100..=1000).contains(&lines) && validate(&text, DEFAULT_TARGET).is_ok() {
                    let name = path
                        .strip_prefix(&site)
                        .unwrap_or(&path)
                        .display()
                        .to_string();
                    files.push((name, text));
                }
            }
        }
    }
    files.sort();
    Ok(files)
}

/// A mutant that CPython refuses, with its kind, drawn from `files`.
pub fn refused_mutant<'a>(
    files: &'a [(String, String)],
    rng: &mut Rng,
) -> Option<(&'a str, &'a str, String, &'static str)> {
    let (name, source) = files.get(rng.below(files.len()))?;
    let (mutant, kind) = mutate(source, rng)?;
    validate(&mutant, DEFAULT_TARGET).is_err().then_some((
        name.as_str(),
        source.as_str(),
        mutant,
        kind,
    ))
}

/// Rough tokens: runs of word characters, runs of operator characters,
/// single brackets and quotes.
fn tokens(source: &str) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let bytes = source.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_whitespace() || !c.is_ascii() {
            i += 1;
            continue;
        }
        let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
        let single = b"()[]{},:;'\"".contains(&c);
        let start = i;
        i += 1;
        if !single {
            while i < bytes.len()
                && bytes[i].is_ascii()
                && !bytes[i].is_ascii_whitespace()
                && !b"()[]{},:;'\"".contains(&bytes[i])
                && word(bytes[i]) == word(c)
            {
                i += 1;
            }
        }
        spans.push((start, i));
    }
    spans
}

pub fn mutate(source: &str, rng: &mut Rng) -> Option<(String, &'static str)> {
    let lines: Vec<&str> = source.split_inclusive('\n').collect();
    match rng.below(5) {
        0 | 1 => {
            let spans = tokens(source);
            let (a, b) = spans[rng.below(spans.len())];
            if rng.below(2) == 0 {
                Some((format!("{}{}", &source[..a], &source[b..]), "token deleted"))
            } else {
                Some((
                    format!("{}{}", &source[..b], &source[a..]),
                    "token duplicated",
                ))
            }
        }
        2 => {
            let at = rng.below(source.len());
            if !source.is_char_boundary(at) || source.as_bytes()[at].is_ascii_whitespace() {
                return None;
            }
            let next = (at + 1..=source.len()).find(|&i| source.is_char_boundary(i))?;
            Some((
                format!("{}{}", &source[..at], &source[next..]),
                "character deleted",
            ))
        }
        3 => {
            let i = rng.below(lines.len().saturating_sub(1));
            if lines[i].trim().is_empty() || lines[i + 1].trim().is_empty() {
                return None;
            }
            let mut out: Vec<&str> = lines.clone();
            out.swap(i, i + 1);
            Some((out.concat(), "lines swapped"))
        }
        _ => {
            let i = rng.below(lines.len());
            let line = lines[i];
            if line.trim().is_empty() {
                return None;
            }
            let body = line.trim_start_matches(' ');
            let indent = line.len() - body.len();
            let new_indent = match rng.below(3) {
                0 => indent + 4,
                1 => indent.saturating_sub(4),
                _ => indent + 1,
            };
            if new_indent == indent {
                return None;
            }
            let mut out: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
            out[i] = format!("{}{body}", " ".repeat(new_indent));
            Some((out.concat(), "indentation changed"))
        }
    }
}
