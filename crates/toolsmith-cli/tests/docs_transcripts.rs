//! The book's transcripts run as written: every ```` ```sh ```` block of the
//! book, the README and CONTRIBUTING whose lines start with `$ ` is run, one
//! command after another, in a fresh directory with this build's
//! `toolsmith` first on PATH, and what each command prints (stdout, then
//! stderr) must be the lines the block shows under it. Illustrations that
//! elide output are ```` ```text ```` blocks instead.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use std::path::{Path, PathBuf};
use std::process::Command;

/// One command of a transcript and the lines it is shown printing.
struct Step {
    command: String,
    expected: Vec<String>,
}

fn markdown_files(root: &Path) -> Vec<PathBuf> {
    let mut files = vec![root.join("README.md"), root.join("CONTRIBUTING.md")];
    let mut dirs = vec![root.join("docs/src")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "md") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// The transcripts of one Markdown file, with the line each starts on.
fn transcripts(text: &str) -> Vec<(usize, Vec<Step>)> {
    let mut found = Vec::new();
    let mut lines = text.lines().enumerate();
    while let Some((number, line)) = lines.next() {
        if line.trim() != "```sh" {
            continue;
        }
        let block: Vec<&str> = lines
            .by_ref()
            .map(|(_, l)| l)
            .take_while(|l| l.trim() != "```")
            .collect();
        if !block.first().is_some_and(|l| l.starts_with("$ ")) {
            continue;
        }
        let mut steps: Vec<Step> = Vec::new();
        for line in block {
            match line.strip_prefix("$ ") {
                Some(command) => steps.push(Step {
                    command: command.to_string(),
                    expected: Vec::new(),
                }),
                None => steps.last_mut().unwrap().expected.push(line.to_string()),
            }
        }
        found.push((number + 1, steps));
    }
    found
}

#[test]
fn every_transcript_of_the_book_prints_what_it_shows() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let binary = Path::new(env!("CARGO_BIN_EXE_toolsmith"));
    let path = format!(
        "{}:{}",
        binary.parent().unwrap().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut ran = 0;
    let mut wrong = Vec::new();
    for file in markdown_files(&root) {
        let text = std::fs::read_to_string(&file).unwrap();
        for (line, steps) in transcripts(&text) {
            let fresh = tempfile::tempdir().unwrap();
            for step in steps {
                let output = Command::new("sh")
                    .args(["-c", &step.command])
                    .current_dir(fresh.path())
                    .env("PATH", &path)
                    .env_remove("TOOLSMITH_LOG")
                    .output()
                    .unwrap();
                let printed: Vec<String> = String::from_utf8_lossy(&output.stdout)
                    .lines()
                    .chain(String::from_utf8_lossy(&output.stderr).lines())
                    .map(str::to_string)
                    .collect();
                if printed != step.expected {
                    wrong.push(format!(
                        "{}:{line}: `{}` printed {printed:#?}, the book shows {:#?}",
                        file.display(),
                        step.command,
                        step.expected
                    ));
                }
                ran += 1;
            }
        }
    }
    assert!(ran >= 4, "only {ran} transcript commands found");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
