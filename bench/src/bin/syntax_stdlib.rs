//! Syntax check of the whole standard library: Toolsmith's in-process
//! validator vs a CPython `compile()` loop over the same files, same run.
//! Both sides time only the checking (files are read beforehand).

use toolsmith::python::{DEFAULT_TARGET, validate};
use toolsmith_bench::{Goal, PeakMemory, Row, compare_timed, python, python_timed, quick, time};

const PYTHON_LOOP: &str = r#"
import sys, time, warnings
warnings.simplefilter("ignore")
paths = [line.rstrip("\n") for line in sys.stdin]
sources = []
for path in paths:
    with open(path, encoding="utf-8") as f:
        sources.append(f.read())
start = time.perf_counter()
for source in sources:
    try:
        compile(source, "<bench>", "exec", dont_inherit=True)
    except SyntaxError:
        pass
print(time.perf_counter() - start)
"#;

fn main() -> anyhow::Result<()> {
    let limit = if quick() { 300 } else { usize::MAX };
    let files = toolsmith_bench::stdlib_files(&python(), limit)?;
    let list: String = files.iter().map(|(p, _)| format!("{p}\n")).collect();
    let bytes: usize = files.iter().map(|(_, s)| s.len()).sum();
    let rounds = if quick() { 3 } else { 5 };
    let mut memory = PeakMemory::new();
    let (ours, theirs) = compare_timed(
        rounds,
        || {
            let (took, rejected) = memory.during(|| {
                time(|| {
                    files
                        .iter()
                        .filter(|(_, s)| validate(s, DEFAULT_TARGET).is_err())
                        .count()
                })
            });
            std::hint::black_box(rejected);
            Ok(took)
        },
        // The baseline times its compile loop inside one interpreter.
        || {
            let mut paths = tempfile::tempfile()?;
            std::io::Write::write_all(&mut paths, list.as_bytes())?;
            std::io::Seek::rewind(&mut paths)?;
            python_timed(PYTHON_LOOP, std::process::Stdio::from(paths))
        },
    )?;
    Row {
        benchmark: &format!("syntax: {} stdlib files", files.len()),
        baseline: "CPython compile() loop",
        ours,
        theirs,
        goal: Goal::Speedup(3.0),
        peak_mib: memory.mib(),
        note: format!("{:.1} MB of source", bytes as f64 / 1e6),
    }
    .print();
    Ok(())
}
