//! pylint's answer from the sandbox's root, file by file: Toolsmith's lint
//! (warm workers, cache off) against `cd ROOT && pylint FILE` (the pinned
//! pylint, json2, pylint's defaults) on 33 standard-library modules copied
//! into a sandbox and the `messy_project` dataset (`--quick`: 4 modules and
//! the dataset). Prints how many files differ in score or in messages (the
//! goal is none) and the time of both sides. The tests compare a sample of
//! ten modules, cached, uncached and after edits
//! (`crates/toolsmith/tests/pylint_agreement.rs`).

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

use serde_json::Value;
use toolsmith::Sandbox;
use toolsmith::lint::{LintOptions, LintReport};
use toolsmith::toolchain::{Toolchain, ToolchainOptions};
use toolsmith_bench::{Goal, PeakMemory, Row, quick, time};

const MODULES: &[&str] = &[
    "abc.py",
    "bisect.py",
    "calendar.py",
    "colorsys.py",
    "contextlib.py",
    "copy.py",
    "csv.py",
    "dataclasses.py",
    "difflib.py",
    "dis.py",
    "enum.py",
    "fnmatch.py",
    "fractions.py",
    "functools.py",
    "glob.py",
    "gzip.py",
    "heapq.py",
    "hmac.py",
    "keyword.py",
    "linecache.py",
    "numbers.py",
    "operator.py",
    "queue.py",
    "random.py",
    "sched.py",
    "secrets.py",
    "shlex.py",
    "statistics.py",
    "string.py",
    "textwrap.py",
    "timeit.py",
    "tokenize.py",
    "weakref.py",
];

/// (line, symbol) of each message, counted: a multiset.
type Messages = BTreeMap<(u64, String), usize>;

fn ours(report: &LintReport) -> (f64, Messages) {
    let mut messages = Messages::new();
    for issue in report.all_issues.iter().flatten() {
        *messages
            .entry((issue.line, issue.symbol.clone()))
            .or_default() += 1;
    }
    (report.score_exact, messages)
}

fn theirs(json2: &Value) -> (f64, Messages) {
    let mut messages = Messages::new();
    for message in json2["messages"].as_array().into_iter().flatten() {
        let line = message["line"].as_u64().unwrap_or_default();
        let symbol = message["symbol"].as_str().unwrap_or_default().to_string();
        *messages.entry((line, symbol)).or_default() += 1;
    }
    (
        json2["statistics"]["score"].as_f64().unwrap_or(f64::NAN),
        messages,
    )
}

/// `cd root && pylint FILE`, json2, with pylint's defaults.
fn pylint(venv: &Path, root: &Path, rcfile: &Path, file: &str) -> anyhow::Result<Value> {
    let output = Command::new(venv.join("bin/pylint"))
        .args(["--output-format=json2", "--persistent=n"])
        .arg(format!("--rcfile={}", rcfile.display()))
        .arg(file)
        .current_dir(root)
        .output()?;
    Ok(serde_json::from_slice(&output.stdout)?)
}

fn copy_tree(from: &Path, to: &Path) -> anyhow::Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let path = entry?.path();
        let target = to.join(path.file_name().unwrap_or_default());
        if path.is_dir() {
            copy_tree(&path, &target)?;
        } else {
            std::fs::copy(&path, &target)?;
        }
    }
    Ok(())
}

fn main() -> anyhow::Result<()> {
    let toolchain = Toolchain::ensure(&ToolchainOptions::default())?;
    let venv = toolsmith_bench::pinned_tools_venv(&toolchain.base_python)?;
    let stdlib = Command::new(&toolchain.base_python)
        .args([
            "-c",
            "import sysconfig; print(sysconfig.get_paths()['stdlib'])",
        ])
        .output()?;
    let stdlib = std::path::PathBuf::from(String::from_utf8(stdlib.stdout)?.trim());
    let temp = tempfile::tempdir()?;
    let root = temp.path().join("sandbox");
    std::fs::create_dir_all(root.join("stdlib"))?;
    let modules = if quick() { &MODULES[..4] } else { MODULES };
    let mut files: Vec<String> = Vec::new();
    for module in modules {
        std::fs::copy(stdlib.join(module), root.join("stdlib").join(module))?;
        files.push(format!("stdlib/{module}"));
    }
    let dataset = Path::new(env!("CARGO_MANIFEST_DIR")).join("../datasets/messy_project");
    copy_tree(&dataset, &root.join("messy_project"))?;
    for name in [
        "calculator.py",
        "broken.py",
        "clean.py",
        "inventory/store.py",
        "test_calculator.py",
        "test_store.py",
    ] {
        files.push(format!("messy_project/{name}"));
    }
    let rcfile = temp.path().join("pinned.pylintrc");
    std::fs::write(&rcfile, "[MAIN]\n")?;
    let sandbox = Sandbox::open(&root)?;
    let options = LintOptions {
        all_issues: true,
        use_cache: false,
        ..LintOptions::default()
    };
    let mut memory = PeakMemory::new();
    let (mut ours_time, mut theirs_time) = (Duration::ZERO, Duration::ZERO);
    let mut differ = Vec::new();
    for file in &files {
        let (took, report) =
            memory.during(|| time(|| sandbox.run_pylint_analysis(&root.join(file), &options)));
        ours_time += took;
        let (took, reference) = time(|| pylint(&venv, &root, &rcfile, file));
        theirs_time += took;
        if ours(&report?) != theirs(&reference?) {
            differ.push(file.as_str());
        }
    }
    for file in &differ {
        println!("  differs from pylint run from the root: {file}");
    }
    Row {
        benchmark: &format!(
            "lint agreement from the root: {} files, cache off",
            files.len()
        ),
        baseline: "cd ROOT && pylint FILE",
        ours: ours_time,
        theirs: theirs_time,
        goal: Goal::Context,
        peak_mib: memory.mib(),
        note: format!("{} of {} files differ (goal 0)", differ.len(), files.len()),
    }
    .print();
    anyhow::ensure!(
        differ.is_empty(),
        "{} files differ from pylint",
        differ.len()
    );
    Ok(())
}
