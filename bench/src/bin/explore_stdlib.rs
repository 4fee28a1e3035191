//! Finding one's way in the standard library, as processes a user or an
//! agent would start: `toolsmith search` vs `rg` 15.1.0 (PyPI's `ripgrep`
//! package) with the same pattern and skips (goal: at most 1.2x rg's time),
//! and `toolsmith outline` vs a Python `ast` walk of the same files (goal:
//! 5x faster). Both sides print every answer; outputs go to a pipe that is
//! drained and dropped.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use toolsmith::toolchain::{Toolchain, ToolchainOptions};
use toolsmith_bench::{Goal, Row, compare, quick};

const RIPGREP: &str = "ripgrep==15.1.0";

const AST_WALK: &str = r#"
import ast, sys
count = 0
for path in sys.stdin.read().split("\n"):
    if not path:
        continue
    try:
        tree = ast.parse(open(path, "rb").read(), path)
    except (SyntaxError, ValueError):
        continue
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            print(path, node.name, node.lineno, node.end_lineno)
            count += 1
print(count, file=sys.stderr)
"#;

fn toolsmith() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/release/toolsmith")
}

/// Runs `command` with its output drained, failing on a failure (rg and
/// search exit 1 when nothing matches: not a failure here).
fn run(command: &mut Command) -> anyhow::Result<()> {
    let output = command
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output()?;
    anyhow::ensure!(
        output.status.code().is_some_and(|c| c <= 1),
        "{command:?} failed: {}",
        output.status
    );
    std::hint::black_box(output.stdout.len());
    Ok(())
}

fn main() -> anyhow::Result<()> {
    let toolchain = Toolchain::ensure(&ToolchainOptions::default())?;
    let python = toolchain.base_python.display().to_string();
    let rg = toolsmith_bench::venv_with(&toolchain.base_python, "bench-rg-venv", &[RIPGREP])?
        .join("bin/rg");
    let output = Command::new(&python)
        .args([
            "-c",
            "import sysconfig; print(sysconfig.get_paths()['stdlib'])",
        ])
        .output()?;
    let stdlib = String::from_utf8(output.stdout)?.trim().to_string();
    // The quick run (CI) searches one package of it.
    let tree = if quick() {
        format!("{stdlib}/email")
    } else {
        stdlib.clone()
    };
    let rounds = if quick() { 3 } else { 5 };
    // A pattern with few matches (what an agent looks for), a common literal,
    // and one that matches 160,000 lines (every answer collected, then printed).
    for (pattern, fixed) in [
        (r"class \w+Error\(", false),
        ("import os", true),
        (r"def \w+\(self", false),
    ] {
        let (ours, theirs) = compare(
            rounds,
            || {
                let mut command = Command::new(toolsmith());
                command
                    .args(["--no-log", "--sandbox", &stdlib, "search", pattern, &tree])
                    .args(["--max-results", "100000000"]);
                if fixed {
                    command.arg("--fixed-strings");
                }
                run(&mut command)
            },
            || {
                // Our skips: virtualenvs have none here; `__pycache__`,
                // `site-packages`'s own are searched by both sides alike.
                let mut command = Command::new(&rg);
                command
                    .args(["--no-config", "--line-number", "--column"])
                    .args(["--glob", "!__pycache__", "--glob", "!node_modules"])
                    .arg(if fixed { "--fixed-strings" } else { "--regexp" })
                    .args([pattern, &tree]);
                run(&mut command)
            },
        )?;
        Row {
            benchmark: &format!("search {pattern:?} over the stdlib"),
            baseline: "rg 15.1.0",
            ours,
            theirs,
            goal: Goal::Overhead {
                ratio: 1.2,
                plus_ms: 0.0,
            },
            peak_mib: None,
            note: "as processes, every match printed".into(),
        }
        .print();
    }

    let files: Vec<String> = toolsmith_bench::stdlib_files(&python, usize::MAX)?
        .into_iter()
        .map(|(path, _)| path)
        .filter(|path| !quick() || path.starts_with(&tree))
        .collect();
    let list = files.join("\n");
    let (ours, theirs) = compare(
        rounds,
        || {
            run(Command::new(toolsmith()).args([
                "--no-log",
                "--sandbox",
                &stdlib,
                "--json",
                "outline",
                &tree,
            ]))
        },
        || {
            let mut child = Command::new(&python)
                .args(["-c", AST_WALK])
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::null())
                .spawn()?;
            if let Some(mut stdin) = child.stdin.take() {
                std::io::Write::write_all(&mut stdin, list.as_bytes())?;
            }
            let output = child.wait_with_output()?;
            anyhow::ensure!(output.status.success(), "the ast walk failed");
            Ok(())
        },
    )?;
    Row {
        benchmark: &format!("outline of {} stdlib files", files.len()),
        baseline: "Python ast walk",
        ours,
        theirs,
        goal: Goal::Speedup(5.0),
        peak_mib: None,
        note: "as processes, JSON vs printed lines".into(),
    }
    .print();
    Ok(())
}
