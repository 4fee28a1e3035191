//! Test-guided repair on our own corpus of one-line bugs
//! (`bench/corpus/one_line_bugs.py`: classic algorithms, each bug with its
//! reference fix and the tests that expose it), as a user runs
//! `repair-tests DIR --apply` with the default budget: how many end with
//! every test passing, how many of those patches equal the reference fix
//! (or are equivalent: the same syntax tree), tests that passed before and
//! fail after, crashes, and time per project. The baseline is what the
//! same search costs without localization or parallelism: not run here
//! (see `repair_tests`); the row's ratio is against the budget.
//! `REPAIR_BUDGET=S` changes the budget, `REPAIR_ONLY=NN` runs projects
//! whose name starts so, `--quick` five projects at 20 s each.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

use toolsmith::repair::TestRepairOptions;
use toolsmith::sandbox::Sandbox;
use toolsmith::testing::TestOptions;
use toolsmith_bench::{Goal, PeakMemory, Row, python, quick, time};

/// Whether two Python sources have the same syntax tree.
fn equivalent(a: &str, b: &str) -> bool {
    let script = "import ast, sys\na, b = (open(p).read() for p in sys.argv[1:3])\nsys.exit(0 if ast.dump(ast.parse(a)) == ast.dump(ast.parse(b)) else 1)";
    let (Ok(fa), Ok(fb)) = (
        tempfile::NamedTempFile::new(),
        tempfile::NamedTempFile::new(),
    ) else {
        return false;
    };
    if std::fs::write(fa.path(), a).is_err() || std::fs::write(fb.path(), b).is_err() {
        return false;
    }
    Command::new(python())
        .args(["-c", script])
        .arg(fa.path())
        .arg(fb.path())
        .status()
        .is_ok_and(|s| s.success())
}

fn passing(report: &toolsmith::testing::PytestReport) -> BTreeSet<String> {
    report
        .tests
        .iter()
        .filter(|t| t.status == "passed")
        .map(|t| t.name.clone())
        .collect()
}

fn main() -> anyhow::Result<()> {
    let temp = tempfile::tempdir()?;
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/one_line_bugs.py");
    let made = Command::new(python())
        .arg(&script)
        .arg(temp.path())
        .status()?;
    anyhow::ensure!(made.success(), "the corpus could not be written");
    let mut projects: Vec<_> = std::fs::read_dir(temp.path())?
        .flatten()
        .map(|e| e.path())
        .collect();
    projects.sort();
    if let Ok(only) = std::env::var("REPAIR_ONLY") {
        projects.retain(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with(&only))
        });
    }
    if quick() {
        projects = projects.into_iter().step_by(12).collect();
    }
    // The smoke run (CI's) gives each project 20 s: the figures are the full run's.
    let default_budget = if quick() {
        Duration::from_secs(20)
    } else {
        TestRepairOptions::default().budget
    };
    let budget = std::env::var("REPAIR_BUDGET")
        .ok()
        .and_then(|b| b.parse().ok())
        .map_or(default_budget, Duration::from_secs_f64);
    let partial = std::env::var_os("REPAIR_PARTIAL").is_some();
    let options = TestRepairOptions {
        budget,
        apply: true,
        apply_partial: partial,
        ..TestRepairOptions::default()
    };
    let mut memory = PeakMemory::new();
    let (mut complete, mut equal, mut broken, mut crashes, mut tried) = (0, 0, 0, 0, 0);
    // Complete patches found through a partial one (two edits), and
    // searches that ended with a partial patch only.
    let (mut via_partial, mut partial_only) = (0, 0);
    let mut each = Vec::new();
    let mut total = Duration::ZERO;
    for project in &projects {
        let name = project
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let bug: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(project.join("BUG.json"))?)?;
        let sandbox = Sandbox::open(project)?;
        let before = sandbox.run_pytest(project, &TestOptions::for_directory())?;
        let (took, result) =
            memory.during(|| time(|| sandbox.repair_failing_tests(project, &options)));
        total += took;
        each.push(took);
        let result = match result {
            Ok(result) => result,
            Err(e) => {
                crashes += 1;
                println!("{name}: error {e}");
                continue;
            }
        };
        tried += result.tried;
        let after = sandbox.run_pytest(project, &TestOptions::for_directory())?;
        let lost = passing(&before).difference(&passing(&after)).count();
        broken += lost;
        let fixed = after.failed == 0 && after.errors == 0 && after.total > 0;
        let text = std::fs::read_to_string(project.join("algo.py"))?;
        let same = fixed && equivalent(&text, bug["fixed"].as_str().unwrap_or_default());
        complete += usize::from(fixed);
        if let Some(best) = result.candidates.first() {
            via_partial += usize::from(best.complete && best.operators.len() > 1);
            partial_only += usize::from(!best.complete);
        }
        equal += usize::from(same);
        println!(
            "{name} [{}]: {} in {:.1} s, {} tried, stopped {:?}{}{}",
            bug["operator"].as_str().unwrap_or("?"),
            if fixed { "REPAIRED" } else { "not repaired" },
            took.as_secs_f64(),
            result.tried,
            result.stopped,
            if same { ", the reference fix" } else { "" },
            result
                .candidates
                .first()
                .map(|c| format!(
                    " ({}: {})",
                    if c.complete { "complete" } else { "partial" },
                    c.mutation
                ))
                .unwrap_or_default(),
        );
    }
    let n = projects.len();
    each.sort();
    let median = each.get(n / 2).copied().unwrap_or_default();
    Row {
        benchmark: &format!("repair-tests --apply: {n} one-line bugs, our corpus"),
        baseline: "the budget per project",
        ours: total,
        theirs: budget * n as u32,
        goal: Goal::Context,
        peak_mib: memory.mib(),
        note: format!(
            "every test passes {complete}/{n}, the reference fix {equal}, tests broken {broken}, crashes {crashes}; through a partial patch {via_partial}, a partial patch only {partial_only}; {tried} edits tried; median {:.1} s{}",
            median.as_secs_f64(),
            if partial { "; partial patches applied" } else { "" }
        ),
    }
    .print();
    Ok(())
}
