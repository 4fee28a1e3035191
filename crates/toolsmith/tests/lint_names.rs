//! Re-lint by the names a file used: after an edit, an importer's cached
//! result stands only while the names it read in the edited module are as
//! they were; a module read as a whole (a star import, `__all__`, a module
//! `__getattr__`) counts whole. Every kind of edit is checked against the
//! reference: every file's score and messages, cached or not, equal a fresh
//! run of the pylint CLI, on a project of our own and on docutils.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use crate::common;
use crate::reference;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::common::World;
use serde_json::Value;
use toolsmith::Sandbox;
use toolsmith::lint::{AuditOptions, LintOptions};

use reference::pinned_pylint as pylint_cli;

use reference::report_messages as ours;

/// Writes `text` with a line unique to this run (the disk cache outlives
/// tests: the same bytes under the same names may be answered from it).
fn write(world: &World, file: &str, text: &str) {
    let tag = world.root.display();
    std::fs::write(world.inside(file), format!("{text}# {tag}\n")).unwrap();
}

const CORE: &str = "\"\"\"Core.\"\"\"\n\n\nclass Base:\n    \"\"\"A base.\"\"\"\n\n    def size(self):\n        \"\"\"Its size.\"\"\"\n        return 1\n\n\ndef make():\n    \"\"\"A value.\"\"\"\n    return 1\n\n\ndef helper():\n    \"\"\"Help.\"\"\"\n    return 2\n";

/// A package whose modules read each other in every way the issue names.
fn project(world: &World) {
    std::fs::create_dir_all(world.inside("lib")).unwrap();
    for (file, text) in [
        ("lib/__init__.py", "\"\"\"Lib.\"\"\"\n"),
        ("lib/core.py", CORE),
        (
            "lib/uses_make.py",
            "\"\"\"Infers make's value.\"\"\"\nfrom lib.core import make\n\nprint(make().upper())\n",
        ),
        (
            "lib/calls_helper.py",
            "\"\"\"Calls helper.\"\"\"\nfrom lib import core\n\nprint(core.helper())\n",
        ),
        (
            "lib/child.py",
            "\"\"\"Child.\"\"\"\nfrom lib.core import Base\n\n\nclass Child(Base):\n    \"\"\"A child.\"\"\"\n\n    def size(self, extra):\n        \"\"\"Its size.\"\"\"\n        return extra\n",
        ),
        (
            "lib/exported.py",
            "\"\"\"Exported.\"\"\"\n__all__ = [\"shown\"]\n\nshown = 1\nhidden = 2\n",
        ),
        (
            "lib/star_all.py",
            "\"\"\"Star, with __all__.\"\"\"\nfrom lib.exported import *  # noqa\n\nprint(shown, hidden)\n",
        ),
        ("lib/plain.py", "\"\"\"Plain.\"\"\"\nfirst = 1\n"),
        (
            "lib/star_plain.py",
            "\"\"\"Star.\"\"\"\nfrom lib.plain import *  # noqa\n\nprint(first, second)\n",
        ),
        ("lib/dynamic.py", "\"\"\"Dynamic.\"\"\"\nvalue = 1\n"),
        (
            "lib/uses_dynamic.py",
            "\"\"\"Uses dynamic.\"\"\"\nfrom lib import dynamic\n\nprint(dynamic.value, dynamic.missing)\n",
        ),
        (
            "lib/gone.py",
            "\"\"\"Gone soon.\"\"\"\n\n\ndef thing():\n    \"\"\"A thing.\"\"\"\n    return 1\n",
        ),
        (
            "lib/uses_gone.py",
            "\"\"\"Uses gone.\"\"\"\nfrom lib.gone import thing\n\nprint(thing())\n",
        ),
        (
            "lib/uses_later.py",
            "\"\"\"Uses later.\"\"\"\nfrom lib.later import thing\n\nprint(thing().upper())\n",
        ),
        (
            "lib/leaf.py",
            "\"\"\"Leaf.\"\"\"\nimport os\n\nprint(os.sep)\n",
        ),
        (
            "lib/kinds.py",
            "\"\"\"Kinds.\"\"\"\nfrom dataclasses import dataclass\n\nprint(dataclass)\n",
        ),
        (
            "lib/record.py",
            "\"\"\"Record.\"\"\"\nfrom lib.kinds import dataclass\n\n\n@dataclass\nclass Point:\n    \"\"\"A point.\"\"\"\n\n    x: int\n\n\nprint(Point(1, 2).x)\n",
        ),
    ] {
        write(world, file, text);
    }
}

/// The package's Python files, relative to the sandbox.
fn files(world: &World, dir: &str) -> Vec<String> {
    let mut found: Vec<String> = std::fs::read_dir(world.inside(dir))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "py"))
        .map(|p| format!("{dir}/{}", p.file_name().unwrap().to_string_lossy()))
        .collect();
    found.sort();
    found
}

/// Audits `lib` through the cache, checks every file's score and messages
/// against a fresh pylint CLI run, and returns the files linted afresh.
fn audit_and_compare(world: &World, sandbox: &Sandbox, moment: &str) -> BTreeSet<String> {
    let options = AuditOptions {
        lint: LintOptions {
            use_cache: true,
            ..LintOptions::default()
        },
        ..AuditOptions::default()
    };
    let audit = sandbox
        .audit_directory(&world.inside("lib"), &options)
        .unwrap();
    let files = files(world, "lib");
    assert_eq!(audit.total_files, files.len(), "{moment}");
    let references: Vec<Value> = std::thread::scope(|scope| {
        let handles: Vec<_> = files
            .iter()
            .map(|file| {
                let path = world.inside(file);
                scope.spawn(move || pylint_cli(&world.sandbox_dir, &path))
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let mut fresh = BTreeSet::new();
    for (file, theirs) in files.iter().zip(&references) {
        let score = audit.files.iter().find(|s| s.file.ends_with(file)).unwrap();
        assert_eq!(
            score.score,
            (theirs["statistics"]["score"].as_f64().unwrap() * 100.0).round() / 100.0,
            "{moment}: {file}: score"
        );
        let report = sandbox
            .run_pylint_analysis(
                &world.inside(file),
                &LintOptions {
                    all_issues: true,
                    ..LintOptions::default()
                },
            )
            .unwrap();
        assert!(report.cached, "{moment}: {file} not served from the cache");
        assert_eq!(
            ours(&report),
            reference::messages(&theirs["messages"]),
            "{moment}: {file}"
        );
        if !score.cached {
            fresh.insert(file.to_string());
        }
    }
    fresh
}

fn set(files: &[&str]) -> BTreeSet<String> {
    files.iter().map(|f| format!("lib/{f}")).collect()
}

/// pylint's symbols for `file` now, from the CLI.
fn symbols(world: &World, file: &str) -> BTreeSet<String> {
    reference::messages(&pylint_cli(&world.sandbox_dir, &world.inside(file))["messages"])
        .into_iter()
        .map(|(_, _, symbol, _)| symbol)
        .collect()
}

#[test]
fn each_kind_of_edit_relints_the_files_that_read_what_changed_and_equals_pylint() {
    let world = World::new();
    project(&world);
    let sandbox = world.sandbox();
    let all: BTreeSet<String> = files(&world, "lib").into_iter().collect();
    assert_eq!(audit_and_compare(&world, &sandbox, "first audit"), all);

    // A new function: nobody read it, only its module is linted again.
    write(
        &world,
        "lib/core.py",
        &format!("{CORE}\n\ndef extra():\n    \"\"\"New.\"\"\"\n    return 3\n"),
    );
    let relinted = audit_and_compare(&world, &sandbox, "new function");
    assert_eq!(relinted, set(&["core.py"]));

    // A body an importer infers through: `make()` returns text now.
    let core = CORE.replace(
        "    return 1\n\n\ndef helper",
        "    return \"one\"\n\n\ndef helper",
    );
    assert!(symbols(&world, "lib/uses_make.py").contains("no-member"));
    write(&world, "lib/core.py", &core);
    assert!(!symbols(&world, "lib/uses_make.py").contains("no-member"));
    let relinted = audit_and_compare(&world, &sandbox, "changed body");
    assert_eq!(relinted, set(&["core.py", "uses_make.py"]));

    // A function an importer calls, renamed.
    let core = core.replace("def helper", "def assist");
    write(&world, "lib/core.py", &core);
    let relinted = audit_and_compare(&world, &sandbox, "renamed function");
    assert_eq!(relinted, set(&["core.py", "calls_helper.py"]));
    assert!(symbols(&world, "lib/calls_helper.py").contains("no-member"));

    // A base class changed: the override no longer differs.
    assert!(symbols(&world, "lib/child.py").contains("arguments-differ"));
    write(
        &world,
        "lib/core.py",
        &core.replace("def size(self):", "def size(self, extra):"),
    );
    let relinted = audit_and_compare(&world, &sandbox, "changed base class");
    assert!(
        relinted.is_superset(&set(&["core.py", "child.py"])),
        "{relinted:?}"
    );
    assert!(!relinted.contains("lib/leaf.py"), "{relinted:?}");
    assert!(!symbols(&world, "lib/child.py").contains("arguments-differ"));

    // `__all__` changed: what the star import binds changes.
    write(
        &world,
        "lib/exported.py",
        "\"\"\"Exported.\"\"\"\n__all__ = [\"shown\", \"hidden\"]\n\nshown = 1\nhidden = 2\n",
    );
    let relinted = audit_and_compare(&world, &sandbox, "changed __all__");
    assert!(
        relinted.is_superset(&set(&["exported.py", "star_all.py"])),
        "{relinted:?}"
    );

    // A star import of a module without `__all__`: a new name is bound.
    write(
        &world,
        "lib/plain.py",
        "\"\"\"Plain.\"\"\"\nfirst = 1\nsecond = 2\n",
    );
    let relinted = audit_and_compare(&world, &sandbox, "star import");
    assert!(
        relinted.is_superset(&set(&["plain.py", "star_plain.py"])),
        "{relinted:?}"
    );

    // A module `__getattr__`: every attribute now exists.
    write(
        &world,
        "lib/dynamic.py",
        "\"\"\"Dynamic.\"\"\"\nvalue = 1\n\n\ndef __getattr__(name):\n    return name\n",
    );
    let relinted = audit_and_compare(&world, &sandbox, "module __getattr__");
    assert!(
        relinted.is_superset(&set(&["dynamic.py", "uses_dynamic.py"])),
        "{relinted:?}"
    );

    // A name a module's build read: the dataclass brain infers the
    // decorator while record.py is built, through kinds.py.
    let before = symbols(&world, "lib/record.py");
    assert!(
        before.contains("too-many-function-args"),
        "{}",
        pylint_cli(&world.sandbox_dir, &world.inside("lib/record.py"))
    );
    write(
        &world,
        "lib/kinds.py",
        "\"\"\"Kinds.\"\"\"\n\n\ndef dataclass(cls):\n    \"\"\"Not one.\"\"\"\n    return cls\n",
    );
    assert!(!symbols(&world, "lib/record.py").contains("too-many-function-args"));
    let relinted = audit_and_compare(&world, &sandbox, "a name a build read");
    assert!(
        relinted.is_superset(&set(&["kinds.py", "record.py"])),
        "{relinted:?}"
    );

    // A deleted module.
    std::fs::remove_file(world.inside("lib/gone.py")).unwrap();
    let relinted = audit_and_compare(&world, &sandbox, "deleted module");
    assert!(relinted.contains("lib/uses_gone.py"), "{relinted:?}");

    // A module added where an import failed.
    write(
        &world,
        "lib/later.py",
        "\"\"\"Later.\"\"\"\n\n\ndef thing():\n    \"\"\"A thing.\"\"\"\n    return 1\n",
    );
    let relinted = audit_and_compare(&world, &sandbox, "module added");
    assert!(relinted.contains("lib/uses_later.py"), "{relinted:?}");
}

/// docutils 0.21.2's package, from its sdist on PyPI, unpacked under `dir`.
fn docutils(dir: &Path) -> PathBuf {
    let python = reference::pinned_tools().join("bin/python");
    let script = r#"
import subprocess, sys, tarfile
dest = sys.argv[1]
subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--no-binary", ":all:",
                "--disable-pip-version-check", "docutils==0.21.2", "-d", dest], check=True)
with tarfile.open(dest + "/docutils-0.21.2.tar.gz") as archive:
    for member in archive.getmembers():
        # Plain files and directories of the package (no `filter=` before 3.11.4).
        inside = member.name.startswith("docutils-0.21.2/docutils/") and ".." not in member.name
        if inside and (member.isfile() or member.isdir()):
            archive.extract(member, dest)
"#;
    let status = Command::new(python)
        .args(["-c", script])
        .arg(dir)
        .status()
        .unwrap();
    assert!(status.success(), "docutils from PyPI");
    dir.join("docutils-0.21.2/docutils")
}

#[test]
fn on_docutils_a_new_function_relints_only_its_module_and_a_used_name_its_importer() {
    let world = World::new();
    let unpacked = docutils(&world.root.join("download"));
    common::copy_tree(&unpacked, &world.inside("docutils"));
    let tag = format!("# {}\n", world.root.display());
    let states = world.inside("docutils/parsers/rst/states.py");
    let punctuation = world.inside("docutils/utils/punctuation_chars.py");
    let original = std::fs::read_to_string(&punctuation).unwrap();
    let mut text = std::fs::read_to_string(&states).unwrap();
    text.push_str(&tag);
    std::fs::write(&states, text).unwrap();
    let sandbox = world.sandbox();
    let options = LintOptions {
        all_issues: true,
        ..LintOptions::default()
    };
    let check = |moment: &str, cached: bool| {
        for (file, expect_cached) in [(&states, cached), (&punctuation, false)] {
            let report = sandbox.run_pylint_analysis(file, &options).unwrap();
            let theirs = pylint_cli(&world.sandbox_dir, file);
            assert_eq!(
                ours(&report),
                reference::messages(&theirs["messages"]),
                "{moment}: {}",
                file.display()
            );
            assert_eq!(
                report.score,
                (theirs["statistics"]["score"].as_f64().unwrap() * 100.0).round() / 100.0,
                "{moment}: score"
            );
            if file == &states {
                assert_eq!(report.cached, expect_cached, "{moment}: states.py cached");
            }
        }
    };
    std::fs::write(&punctuation, format!("{original}{tag}")).unwrap();
    let _ = sandbox.run_pylint_analysis(&states, &options).unwrap();

    std::fs::write(
        &punctuation,
        format!("{original}\n\ndef added():\n    \"\"\"New.\"\"\"\n    return 1\n{tag}"),
    )
    .unwrap();
    check("a function added", true);

    // A name states.py reads, its value changed.
    let changed = original.replacen("closers = (", "closers = ('' +", 1);
    assert_ne!(changed, original);
    std::fs::write(&punctuation, format!("{changed}{tag}")).unwrap();
    check("a used value changed", false);

    // A function states.py calls, renamed.
    let renamed = original.replace("def match_chars(", "def chars_match(");
    assert_ne!(renamed, original);
    std::fs::write(&punctuation, format!("{renamed}{tag}")).unwrap();
    check("a called function renamed", false);
}
