//! Shared pieces of the benchmarks: timing with warm-up and alternation, and
//! the one-line-per-comparison report that `bench/run` gathers into a table.
//! Ratios, not absolute times, are the claims.

use std::time::{Duration, Instant};

pub mod inject;
pub mod mcp_client;
pub mod memory;
pub mod mutants;
pub use memory::{PeakMemory, process_mib};

/// Runs `work` once and returns how long it took.
pub fn time<T>(work: impl FnOnce() -> T) -> (Duration, T) {
    let started = Instant::now();
    let value = work();
    (started.elapsed(), value)
}

pub fn median(samples: &mut [Duration]) -> Duration {
    samples.sort();
    samples.get(samples.len() / 2).copied().unwrap_or_default()
}

/// Alternates the two sides `rounds` times (after one warm-up of each,
/// except in a [`quick`] run: a smoke run, whose numbers are not read) and
/// returns their median times.
pub fn compare(
    rounds: usize,
    mut ours: impl FnMut() -> anyhow::Result<()>,
    mut baseline: impl FnMut() -> anyhow::Result<()>,
) -> anyhow::Result<(Duration, Duration)> {
    compare_timed(rounds, || timed(&mut ours), || timed(&mut baseline))
}

/// Like [`compare`], for sides that time themselves (a baseline that runs in
/// another interpreter and reports only its own work, say).
pub fn compare_timed(
    rounds: usize,
    mut ours: impl FnMut() -> anyhow::Result<Duration>,
    mut baseline: impl FnMut() -> anyhow::Result<Duration>,
) -> anyhow::Result<(Duration, Duration)> {
    if !quick() {
        ours()?;
        baseline()?;
    }
    let (mut ours_samples, mut baseline_samples) = (Vec::new(), Vec::new());
    for _ in 0..rounds {
        ours_samples.push(ours()?);
        baseline_samples.push(baseline()?);
    }
    Ok((median(&mut ours_samples), median(&mut baseline_samples)))
}

fn timed(work: &mut impl FnMut() -> anyhow::Result<()>) -> anyhow::Result<Duration> {
    let (took, result) = time(work);
    result.map(|()| took)
}

/// What a comparison must show.
#[derive(Debug, Clone, Copy)]
pub enum Goal {
    /// At least this many times faster than the baseline.
    Speedup(f64),
    /// No slower than the baseline times `ratio` plus `plus_ms`.
    Overhead { ratio: f64, plus_ms: f64 },
    /// No goal: the row says what bounds or explains another one (a floor,
    /// a first run before a cache helps).
    Context,
    /// At most this long, whatever the baseline takes.
    AtMost(Duration),
}

impl Goal {
    /// "met", "MISSED", or "-" for a row without a goal.
    fn status(self, ours: Duration, theirs: Duration) -> &'static str {
        let met = match self {
            Goal::Speedup(x) => theirs.as_secs_f64() / ours.as_secs_f64().max(1e-9) >= x,
            Goal::Overhead { ratio, plus_ms } => {
                ours.as_secs_f64() <= theirs.as_secs_f64() * ratio + plus_ms / 1000.0
            }
            Goal::AtMost(limit) => ours <= limit,
            Goal::Context => return "-",
        };
        if met { "met" } else { "MISSED" }
    }

    fn describe(self) -> String {
        match self {
            Goal::Speedup(x) => format!(">= {x:.1}x"),
            Goal::Overhead { ratio, plus_ms } => {
                format!("<= +{:.0}%+{plus_ms:.0}ms", (ratio - 1.0) * 100.0)
            }
            Goal::AtMost(limit) => format!("<= {} ms", limit.as_millis()),
            Goal::Context => "context".to_string(),
        }
    }
}

/// One comparison's result.
pub struct Row<'a> {
    pub benchmark: &'a str,
    pub baseline: &'a str,
    pub ours: Duration,
    pub theirs: Duration,
    pub goal: Goal,
    pub note: String,
    /// Peak memory of Toolsmith's side, in MiB: [`PeakMemory`] for sides run
    /// from the bench process, the process's own peak for an MCP server or a
    /// Python interpreter.
    pub peak_mib: Option<f64>,
}

impl Row<'_> {
    /// theirs / ours: above 1, we are faster.
    pub fn speedup(&self) -> f64 {
        self.theirs.as_secs_f64() / self.ours.as_secs_f64().max(1e-9)
    }

    /// Prints the row as a tab-separated `BENCH` line (machine-read by
    /// `bench/run`) preceded by a readable sentence.
    pub fn print(&self) {
        let status = self.goal.status(self.ours, self.theirs);
        println!(
            "{}: toolsmith {:.3}s vs {} {:.3}s: ratio {:.2}x (goal {}, {}){}",
            self.benchmark,
            self.ours.as_secs_f64(),
            self.baseline,
            self.theirs.as_secs_f64(),
            self.speedup(),
            self.goal.describe(),
            status.to_lowercase(),
            if self.note.is_empty() {
                String::new()
            } else {
                format!("; {}", self.note)
            },
        );
        println!(
            "BENCH\t{}\t{}\t{:.6}\t{:.6}\t{:.2}\t{}\t{}\t{}\t{}",
            self.benchmark,
            self.baseline,
            self.ours.as_secs_f64(),
            self.theirs.as_secs_f64(),
            self.speedup(),
            self.goal.describe(),
            status,
            self.peak_mib
                .map(|m| format!("{m:.0} MiB"))
                .unwrap_or_default(),
            self.note,
        );
    }
}

/// `--quick` on the command line: a reduced run for CI.
/// The Python the baselines run in: `$TOOLSMITH_BENCH_PYTHON`, else `python3`.
pub fn python() -> String {
    std::env::var("TOOLSMITH_BENCH_PYTHON").unwrap_or_else(|_| "python3".into())
}

/// Runs `script` in [`python`] with `stdin`; the script times its own work
/// and prints the seconds it took, which this returns.
pub fn python_timed(script: &str, stdin: std::process::Stdio) -> anyhow::Result<Duration> {
    let output = std::process::Command::new(python())
        .args(["-c", script])
        .stdin(stdin)
        .stdout(std::process::Stdio::piped())
        .output()?;
    let seconds: f64 = String::from_utf8(output.stdout)?.trim().parse()?;
    Ok(Duration::from_secs_f64(seconds))
}

pub fn quick() -> bool {
    std::env::args().any(|a| a == "--quick")
}

/// The `.py` files of `python`'s standard library (site-packages left out),
/// sorted, with their text; files that are not UTF-8 are skipped.
pub fn stdlib_files(python: &str, limit: usize) -> anyhow::Result<Vec<(String, String)>> {
    let output = std::process::Command::new(python)
        .args([
            "-c",
            "import sysconfig; print(sysconfig.get_paths()['stdlib'])",
        ])
        .output()?;
    let root = String::from_utf8(output.stdout)?.trim().to_string();
    let mut files = Vec::new();
    let mut stack = vec![std::path::PathBuf::from(root)];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir)? {
            let path = entry?.path();
            let name = path
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or_default();
            if path.is_dir() && name != "site-packages" && name != "__pycache__" {
                stack.push(path);
            } else if name.ends_with(".py")
                && let Ok(source) = std::fs::read_to_string(&path)
            {
                files.push((path.display().to_string(), source));
            }
        }
    }
    files.sort();
    files.truncate(limit);
    Ok(files)
}

/// A virtualenv under `target/NAME` with `packages` installed (by pip, as a
/// user would), made once.
pub fn venv_with(
    base_python: &std::path::Path,
    name: &str,
    packages: &[&str],
) -> anyhow::Result<std::path::PathBuf> {
    let venv = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../target")
        .join(name);
    let python = venv.join("bin/python");
    let ready = venv.join(".ready");
    let wanted = packages.join("\n");
    if std::fs::read_to_string(&ready).ok().as_deref() != Some(wanted.as_str()) {
        let status = std::process::Command::new(base_python)
            .args(["-m", "venv", "--clear"])
            .arg(&venv)
            .status()?;
        anyhow::ensure!(status.success(), "cannot create {}", venv.display());
        // A package built from its sdist (ripgrep's Rust) is built as its
        // authors build it: CI's clippy wrapper, which denies our warnings,
        // is ours, not theirs.
        let status = std::process::Command::new(&python)
            .args(["-m", "pip", "install", "-q", "--disable-pip-version-check"])
            .args(packages)
            .env_remove("RUSTC_WORKSPACE_WRAPPER")
            .env_remove("CLIPPY_ARGS")
            .status()?;
        anyhow::ensure!(status.success(), "cannot install {packages:?}");
        std::fs::write(&ready, wanted)?;
    }
    Ok(venv)
}

/// A virtualenv under `target/NAME` with the Python package installed from
/// this checkout, as the README says, and `extra` packages (`--no-build-isolation`
/// only so maturin is not fetched anew each run); its interpreter.
pub fn package_venv(
    base_python: &std::path::Path,
    name: &str,
    extra: &[&str],
) -> anyhow::Result<std::path::PathBuf> {
    let packages: Vec<&str> = ["maturin>=1.9,<2"]
        .into_iter()
        .chain(extra.iter().copied())
        .collect();
    let venv = venv_with(base_python, name, &packages)?;
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let path = format!(
        "{}:{}",
        venv.join("bin").display(),
        std::env::var("PATH").unwrap_or_default()
    );
    // CI's wheel (scripts/build-wheel) when there is one: the build is shared.
    let package = std::env::var_os("TOOLSMITH_WHEEL").map_or_else(
        || root.join("crates/toolsmith-py"),
        std::path::PathBuf::from,
    );
    let status = std::process::Command::new(venv.join("bin/pip"))
        .args([
            "install",
            "-q",
            "--disable-pip-version-check",
            "--no-build-isolation",
            "--force-reinstall",
            "--no-deps",
        ])
        .arg(package)
        .env("PATH", path)
        .status()?;
    anyhow::ensure!(status.success(), "pip install ./crates/toolsmith-py failed");
    Ok(venv.join("bin/python"))
}

/// The pinned tools installed the ordinary way: the baselines' pylint and pytest.
pub fn pinned_tools_venv(base_python: &std::path::Path) -> anyhow::Result<std::path::PathBuf> {
    venv_with(
        base_python,
        "bench-pinned-venv",
        &[
            &format!("pylint=={}", toolsmith::toolchain::PYLINT_VERSION),
            &format!("pytest=={}", toolsmith::toolchain::PYTEST_VERSION),
        ],
    )
}

/// A project's own environment: third-party packages the example project
/// (`datasets/config_project`) imports, and the pinned tools installed in it
/// for the baselines (Toolsmith's side uses its own, on the path).
pub fn project_venv(base_python: &std::path::Path) -> anyhow::Result<std::path::PathBuf> {
    venv_with(
        base_python,
        "bench-project-venv",
        &[
            "PyYAML>=6.0",
            "attrs>=23.1",
            "packaging>=24",
            "pytest-mock>=3.12",
            &format!("pylint=={}", toolsmith::toolchain::PYLINT_VERSION),
            &format!("pytest=={}", toolsmith::toolchain::PYTEST_VERSION),
        ],
    )
}

/// A dataset of the repository.
pub fn dataset(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../datasets")
        .join(name)
}

/// The MCP benchmarks' tree: 50 small modules, written long enough ago that
/// a repeated listing may be answered from memory, as an agent finds a
/// project (see the Python package's benchmark). The directory and its
/// canonical path.
pub fn mcp_tree() -> anyhow::Result<(tempfile::TempDir, std::path::PathBuf)> {
    let temp = tempfile::tempdir()?;
    let root = std::fs::canonicalize(temp.path())?;
    for i in 0..50 {
        std::fs::write(
            root.join(format!("module_{i:02}.py")),
            "def f(x):\n    return x * 2\n".repeat(40),
        )?;
    }
    std::thread::sleep(toolsmith::files::LISTING_SETTLED + Duration::from_millis(200));
    Ok((temp, root))
}

/// CPython's `compile()` over candidate texts (JSON lines on stdin), timed
/// inside its interpreter: what judging alone costs a user, the syntax
/// repair benchmarks' baseline.
pub const COMPILE_CANDIDATES: &str = r#"
import json, sys, time, warnings
warnings.simplefilter("ignore")
texts = [json.loads(line) for line in sys.stdin]
start = time.perf_counter()
for text in texts:
    try:
        compile(text, "<candidate>", "exec", dont_inherit=True)
    except SyntaxError:
        pass
print(time.perf_counter() - start)
"#;

/// The `p` quantile (0 to 1) of `samples`, sorted in place.
pub fn percentile(samples: &mut [Duration], p: f64) -> Duration {
    samples.sort();
    samples
        .get(((samples.len() as f64 - 1.0) * p).round() as usize)
        .copied()
        .unwrap_or_default()
}
