//! Read a file and lint it, with the sandbox's own methods and through the
//! catalogue, as every front calls it. Run from a directory holding
//! `sandbox/project/module.py`.

use std::path::Path;

use toolsmith::Sandbox;
use toolsmith::files::ReadOptions;
use toolsmith::tools::{Context, PathBase, find};

fn main() -> toolsmith::Result<()> {
    let sandbox = Sandbox::open("./sandbox")?;
    let read = sandbox.read_file(Path::new("project/module.py"), &ReadOptions::default())?;
    println!("{} lines", read.total_lines);

    // The same kind of call through the catalogue, as every front makes it.
    let context = Context::new(Path::new("./sandbox"), PathBase::SandboxRoot);
    if let Some(entry) = find("run_pylint_analysis") {
        let arguments = serde_json::json!({"file_path": "project/module.py"});
        let invocation = entry.invoke(&context, arguments);
        println!(
            "score: {:?}",
            invocation.outcome.map(|v| v["score"].clone())
        );
    }
    Ok(())
}
