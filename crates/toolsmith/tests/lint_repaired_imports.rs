//! A cached lint result depends on every module its imports resolved to,
//! whether astroid built it, failed to parse it or found nothing: repairing,
//! breaking, creating or deleting such a module re-lints its importers. Each
//! step compares the cached answer, the uncached one and a fresh run of the
//! pylint CLI (score and every message); the steps run in one sandbox, with
//! one warm worker, as a repair loop would.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use crate::common::{World, uncached};
use crate::reference;
use serde_json::Value;
use toolsmith::Sandbox;
use toolsmith::lint::{AuditOptions, LintOptions};

use reference::pinned_pylint as pylint_cli;

use reference::report_messages as ours;

fn cached() -> LintOptions {
    LintOptions {
        use_cache: true,
        ..uncached()
    }
}

/// Writes `text` with a line unique to this run (the disk cache outlives
/// tests: the same bytes under the same names could be answered from it).
fn write(world: &World, file: &str, text: &str) {
    let path = world.inside(file);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    let tag = world.root.display();
    std::fs::write(path, format!("{text}# {tag}\n")).unwrap();
}

/// The cached and the uncached answers for `file` equal pylint's; returns
/// whether the cached one was served from the cache.
fn same_as_pylint(sandbox: &Sandbox, world: &World, file: &str, moment: &str) -> bool {
    let path = world.inside(file);
    let theirs = pylint_cli(&world.sandbox_dir, &path);
    let expected = reference::messages(&theirs["messages"]);
    let score = (theirs["statistics"]["score"].as_f64().unwrap() * 100.0).round() / 100.0;
    let through_cache = sandbox.run_pylint_analysis(&path, &cached()).unwrap();
    assert_eq!(ours(&through_cache), expected, "{moment}: {file}, cached");
    assert_eq!(through_cache.score, score, "{moment}: {file}, cached score");
    let fresh = sandbox.run_pylint_analysis(&path, &uncached()).unwrap();
    assert_eq!(ours(&fresh), expected, "{moment}: {file}, uncached");
    through_cache.cached
}

fn symbols(report: &Value) -> Vec<String> {
    report["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["symbol"].as_str().unwrap().to_string())
        .collect()
}

const GOOD_MOD: &str = "\"\"\"Mod.\"\"\"\n\n\ndef f():\n    \"\"\"One.\"\"\"\n    return 1\n";

#[test]
fn a_module_with_a_syntax_error_repaired_then_broken_again_relints_its_importer() {
    let world = World::new();
    let sandbox = world.sandbox();
    write(&world, "mod.py", "def f(:\n");
    write(
        &world,
        "test_x.py",
        "\"\"\"Uses mod.\"\"\"\nfrom mod import f\n\nprint(f())\n",
    );
    assert!(
        symbols(&pylint_cli(&world.sandbox_dir, &world.inside("test_x.py")))
            .contains(&"syntax-error".into())
    );
    same_as_pylint(&sandbox, &world, "test_x.py", "mod broken");
    assert!(same_as_pylint(&sandbox, &world, "test_x.py", "again"));

    write(&world, "mod.py", GOOD_MOD);
    let served = same_as_pylint(&sandbox, &world, "test_x.py", "mod repaired");
    assert!(!served, "the repair of mod.py was not seen");
    assert!(same_as_pylint(
        &sandbox,
        &world,
        "test_x.py",
        "repaired, again"
    ));

    write(&world, "mod.py", "def f(:\n    return 1\n");
    let served = same_as_pylint(&sandbox, &world, "test_x.py", "mod broken again");
    assert!(!served, "mod.py breaking again was not seen");
}

#[test]
fn a_package_init_repaired_relints_the_modules_that_import_it() {
    let world = World::new();
    let sandbox = world.sandbox();
    write(&world, "lib/__init__.py", "\"\"\"Lib.\"\"\"\nVALUE = (1,\n");
    write(
        &world,
        "user.py",
        "\"\"\"User.\"\"\"\nfrom lib import VALUE\n\nprint(VALUE.upper())\n",
    );
    same_as_pylint(&sandbox, &world, "user.py", "__init__ broken");
    write(
        &world,
        "lib/__init__.py",
        "\"\"\"Lib.\"\"\"\nVALUE = (1,)\n",
    );
    let served = same_as_pylint(&sandbox, &world, "user.py", "__init__ repaired");
    assert!(!served, "the repair of lib/__init__.py was not seen");
    assert!(
        symbols(&pylint_cli(&world.sandbox_dir, &world.inside("user.py")))
            .contains(&"no-member".into())
    );
}

#[test]
fn a_module_created_where_an_import_failed_then_deleted_relints_its_importer() {
    // `shop` is a package; `tools` beside it already exists, so creating
    // `tools/helpers.py` changes no name in shop's listing or beside it:
    // only the failed lookup's own record can see it.
    let world = World::new();
    let sandbox = world.sandbox();
    write(&world, "shop/__init__.py", "\"\"\"Shop.\"\"\"\n");
    write(&world, "tools/__init__.py", "\"\"\"Tools.\"\"\"\n");
    write(
        &world,
        "shop/main.py",
        "\"\"\"Main.\"\"\"\nfrom tools import helpers\nfrom tools.extra import greet\n\n\
         print(helpers.greet().upper(), greet().upper())\n",
    );
    same_as_pylint(&sandbox, &world, "shop/main.py", "both missing");
    assert!(same_as_pylint(&sandbox, &world, "shop/main.py", "again"));

    let helper = "\"\"\"Helpers.\"\"\"\n\n\ndef greet():\n    \"\"\"Hello.\"\"\"\n    return 42\n";
    write(&world, "tools/helpers.py", helper);
    let served = same_as_pylint(&sandbox, &world, "shop/main.py", "helpers created");
    assert!(!served, "tools/helpers.py created was not seen");
    write(&world, "tools/extra/__init__.py", helper);
    let served = same_as_pylint(&sandbox, &world, "shop/main.py", "extra created");
    assert!(!served, "the package tools/extra created was not seen");
    assert!(
        symbols(&pylint_cli(
            &world.sandbox_dir,
            &world.inside("shop/main.py")
        ))
        .iter()
        .all(|s| s != "import-error" && s != "no-name-in-module"),
        "both imports resolve now"
    );

    std::fs::remove_file(world.inside("tools/helpers.py")).unwrap();
    let served = same_as_pylint(&sandbox, &world, "shop/main.py", "helpers deleted");
    assert!(!served, "tools/helpers.py deleted was not seen");
}

#[test]
fn an_audit_after_a_multi_file_patch_that_repairs_and_breaks_modules_is_pylints() {
    let world = World::new();
    let sandbox = world.sandbox();
    write(&world, "app/__init__.py", "\"\"\"App.\"\"\"\n");
    write(&world, "app/broken.py", "def f(:\n");
    write(&world, "app/fine.py", GOOD_MOD);
    write(
        &world,
        "app/uses_both.py",
        "\"\"\"Uses both.\"\"\"\nfrom app.broken import f\nfrom app.fine import f as g\n\nprint(f(), g().upper())\n",
    );
    let options = AuditOptions {
        lint: cached(),
        ..AuditOptions::default()
    };
    let files = [
        "app/__init__.py",
        "app/broken.py",
        "app/fine.py",
        "app/uses_both.py",
    ];
    let audit_matches = |moment: &str| {
        let audit = sandbox
            .audit_directory(&world.inside("app"), &options)
            .unwrap();
        for file in files {
            let theirs = pylint_cli(&world.sandbox_dir, &world.inside(file));
            let score = audit.files.iter().find(|s| s.file.ends_with(file)).unwrap();
            assert_eq!(
                score.score,
                (theirs["statistics"]["score"].as_f64().unwrap() * 100.0).round() / 100.0,
                "{moment}: {file}"
            );
        }
        same_as_pylint(&sandbox, &world, "app/uses_both.py", moment);
    };
    audit_matches("before the patch");

    // One patch repairs broken.py and makes fine.py's f return text.
    let broken = std::fs::read_to_string(world.inside("app/broken.py")).unwrap();
    let tag_line = broken.lines().last().unwrap();
    let patch = format!(
        "--- a/app/broken.py\n+++ b/app/broken.py\n@@ -1,2 +1,2 @@\n-def f(:\n+def f(): return 1\n {tag_line}\n\
         --- a/app/fine.py\n+++ b/app/fine.py\n@@ -5,2 +5,2 @@\n     \"\"\"One.\"\"\"\n-    return 1\n+    return \"one\"\n"
    );
    sandbox
        .apply_patch(&patch, &world.sandbox_dir, false)
        .unwrap();
    audit_matches("after the patch");

    // Then fine.py breaks (a plain write: a patch would refuse it).
    write(&world, "app/fine.py", "def f(:\n");
    audit_matches("fine.py broken");
}
