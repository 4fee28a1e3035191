//! The book's transcripts run as written: every ```` ```sh ```` block of the
//! book, the README and CONTRIBUTING whose lines start with `$ ` is run, one
//! command after another, in a fresh directory with this build's
//! `toolsmith` first on PATH, and what each command prints (stdout, then
//! stderr) must be the lines the block shows under it. Illustrations that
//! elide output are ```` ```text ```` blocks instead.
//!
//! The other ```` ```sh ```` blocks hold commands too long to run here
//! (builds, benchmarks, installs, a model's endpoint): each is checked as
//! far as it can be without running it: a `toolsmith` command's flags parse
//! (the binary, given `--help` after them), the test and main-job commands
//! are the ones `.ci/run` runs, the scripts and paths named exist.

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

/// Every ```` ```sh ```` block: the 1-based line of its opening fence, and
/// its lines with their 1-based numbers.
fn sh_blocks(text: &str) -> Vec<(usize, Vec<(usize, &str)>)> {
    let mut found = Vec::new();
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l));
    while let Some((number, line)) = lines.next() {
        if line.trim() != "```sh" {
            continue;
        }
        let block = lines
            .by_ref()
            .take_while(|(_, l)| l.trim() != "```")
            .collect();
        found.push((number, block));
    }
    found
}

/// A transcript's block starts with a `$ ` line.
fn is_transcript(block: &[(usize, &str)]) -> bool {
    block.first().is_some_and(|(_, l)| l.starts_with("$ "))
}

/// The commands of every ```` ```sh ```` block that is not a transcript,
/// with the line each starts on (comments left out, a line ending in `\`
/// joined to the next as the shell joins it).
fn other_commands(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (_, block) in sh_blocks(text) {
        if is_transcript(&block) {
            continue;
        }
        let mut pending: Option<(usize, String)> = None;
        for (number, line) in block {
            let part = line.split("  #").next().unwrap_or("").trim();
            let (part, continued) = match part.strip_suffix('\\') {
                Some(head) => (head.trim_end(), true),
                None => (part, false),
            };
            let (start, mut command) = pending.take().unwrap_or((number, String::new()));
            if !command.is_empty() {
                command.push(' ');
            }
            command.push_str(part);
            if continued {
                pending = Some((start, command));
            } else if !command.is_empty() && !command.starts_with('#') {
                found.push((start, command));
            }
        }
    }
    found
}

/// A template made concrete: `[--flag N]` taken as given, placeholders
/// filled in.
fn concrete(command: &str) -> String {
    command
        .split_whitespace()
        .map(|word| match word.strip_prefix('[').unwrap_or(word) {
            word if !word.contains('[') => word.strip_suffix(']').unwrap_or(word),
            word => word,
        })
        .map(|word| match word {
            "N" => "2",
            "DIR" => "datasets/buggy_project",
            "HEAD:6379" => "127.0.0.1:6379",
            other => other,
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// What can be checked of `command` without running it, or why it is wrong.
fn check_command(root: &Path, binary: &Path, command: &str) -> Result<(), String> {
    let ci = std::fs::read_to_string(root.join(".ci/run")).unwrap();
    let words: Vec<&str> = command.split_whitespace().collect();
    let exists = |path: &str| {
        let path = path.trim_matches('"');
        let path = path.split('[').next().unwrap_or(path);
        root.join(path)
            .exists()
            .then_some(())
            .ok_or(format!("{path} does not exist"))
    };
    match words.as_slice() {
        ["toolsmith", args @ ..] | ["cargo", "run", "--release", "--", args @ ..] => {
            let output = Command::new(binary)
                .args(args)
                .arg("--help")
                .current_dir(root)
                .output()
                .unwrap();
            output.status.success().then_some(()).ok_or(format!(
                "its flags do not parse: {}",
                String::from_utf8_lossy(&output.stderr)
            ))
        }
        [
            "UPDATE_DOCS=1",
            "cargo",
            "nextest",
            "run",
            "--release",
            "-p",
            package,
            "-E",
            filter,
        ] => match filter
            .strip_prefix("'test(/^")
            .and_then(|rest| rest.strip_suffix("::/)'"))
        {
            // One integration binary per crate: a test file is a module of it.
            Some(module) => exists(&format!("crates/{package}/tests/{module}.rs")),
            None => Err(format!("{filter}: not a filter on one test module")),
        },
        ["cargo", "nextest", ..] => ci
            .contains(command)
            .then_some(())
            .ok_or("not the test command .ci/run runs".into()),
        [script @ ("bench/run" | "scripts/build-wheel"), flags @ ..] => {
            let text = std::fs::read_to_string(root.join(script)).map_err(|e| e.to_string())?;
            match flags.iter().find(|flag| !text.contains(**flag)) {
                Some(flag) => Err(format!("{script} knows no {flag}")),
                None => Ok(()),
            }
        }
        ["pip", "install", what] if what.ends_with(".whl") => {
            let version = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
            let version = version
                .lines()
                .find_map(|l| l.strip_prefix("version = "))
                .unwrap()
                .trim_matches('"');
            let expected = format!(
                "target/wheels/toolsmith_agent-{version}-cp310-abi3-manylinux2014_x86_64.manylinux_2_17_x86_64.whl"
            );
            (*what == expected)
                .then_some(())
                .ok_or(format!("the wheel scripts/build-wheel makes is {expected}"))
        }
        ["pip", "install", what] => exists(what),
        ["python", "-m", module, ..] => {
            let module = module.replace('.', "/");
            let package = root.join("crates/toolsmith-py/python");
            (package.join(format!("{module}.py")).exists()
                || package.join(&module).join("__main__.py").exists())
            .then_some(())
            .ok_or(format!("no module {module} in the package"))
        }
        // Other programs' own commands: theirs to check.
        ["python", "-c", ..] | ["ray", "start", ..] | ["llama-server", ..] => Ok(()),
        _ => Err("no check knows this command: add one".into()),
    }
}

#[test]
fn every_other_command_of_the_book_parses_and_names_what_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let binary = Path::new(env!("CARGO_BIN_EXE_toolsmith"));
    let mut checked = 0;
    let mut wrong = Vec::new();
    for file in markdown_files(&root) {
        if file.components().any(|c| c.as_os_str() == "reference") {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap();
        for (line, command) in other_commands(&text) {
            if let Err(why) = check_command(&root, binary, &concrete(&command)) {
                wrong.push(format!("{}:{line}: `{command}`: {why}", file.display()));
            }
            checked += 1;
        }
    }
    assert!(checked >= 20, "only {checked} commands found");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The transcripts of one Markdown file, with the line each starts on.
fn transcripts(text: &str) -> Vec<(usize, Vec<Step>)> {
    let mut found = Vec::new();
    for (number, block) in sh_blocks(text) {
        if !is_transcript(&block) {
            continue;
        }
        let mut steps: Vec<Step> = Vec::new();
        for (_, line) in block {
            match line.strip_prefix("$ ") {
                Some(command) => steps.push(Step {
                    command: command.to_string(),
                    expected: Vec::new(),
                }),
                None => steps.last_mut().unwrap().expected.push(line.to_string()),
            }
        }
        found.push((number, steps));
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
