//! Precise invalidation: a cached lint result answers only while every
//! module pylint read to make it is unchanged. After each kind of edit that
//! changes inference across modules (a changed return type, a removed
//! function, a renamed class), an audit re-lints the edited module and the
//! files that depend on it, nothing else, and every file's answer, cached or
//! not, equals a fresh single-file run of the pylint CLI.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use crate::reference;
use std::collections::BTreeSet;

use crate::common::World;
use serde_json::Value;
use toolsmith::Sandbox;
use toolsmith::lint::{AuditOptions, LintOptions};

use reference::pinned_pylint as pylint_cli;

/// pylint's messages, `(line, column, symbol, message)`, sorted.
fn messages(json2: &Value) -> Vec<(u64, u64, String, String)> {
    reference::messages(&json2["messages"])
}

use reference::report_messages as ours;

const FILES: &[&str] = &[
    "shop/__init__.py",
    "shop/prices.py",
    "shop/report.py",
    "shop/cli.py",
    "shop/models.py",
    "shop/labels.py",
    "shop/leaf.py",
];

/// Writes `text` with a line unique to this run: the disk cache outlives
/// tests, and the same bytes under the same names may be answered from it.
fn write(world: &World, file: &str, text: &str) {
    let tag = world.root.display();
    std::fs::write(world.inside(file), format!("{text}# {tag}\n")).unwrap();
}

/// A small package whose modules lean on each other's inferred types.
fn project(world: &World) {
    std::fs::create_dir_all(world.inside("shop")).unwrap();
    write(world, "shop/__init__.py", "\"\"\"Shop.\"\"\"\n");
    write(
        world,
        "shop/prices.py",
        "\"\"\"Prices.\"\"\"\n\n\ndef total(items):\n    \"\"\"Count.\"\"\"\n    return len(items) + 0\n",
    );
    write(
        world,
        "shop/report.py",
        "\"\"\"Report.\"\"\"\nfrom shop.prices import total\n\n\ndef shout():\n    \"\"\"Loud.\"\"\"\n    return total([1, 2]).upper()\n",
    );
    write(
        world,
        "shop/cli.py",
        "\"\"\"CLI.\"\"\"\nfrom shop import report\n\nprint(report.shout())\n",
    );
    write(
        world,
        "shop/models.py",
        "\"\"\"Models.\"\"\"\n\n\nclass Item:\n    \"\"\"An item.\"\"\"\n\n    def price(self):\n        \"\"\"Its price.\"\"\"\n        return 1\n",
    );
    write(
        world,
        "shop/labels.py",
        "\"\"\"Labels.\"\"\"\nfrom shop.models import Item\n\nprint(Item().price())\n",
    );
    write(
        world,
        "shop/leaf.py",
        "\"\"\"Leaf.\"\"\"\nimport os\n\nprint(os.sep)\n",
    );
}

/// Audits `shop` through the cache; checks every file against the CLI and
/// returns the files that were linted afresh.
fn audit_and_compare(world: &World, sandbox: &Sandbox, moment: &str) -> BTreeSet<String> {
    let options = AuditOptions {
        lint: LintOptions {
            use_cache: true,
            ..LintOptions::default()
        },
        ..AuditOptions::default()
    };
    let audit = sandbox
        .audit_directory(&world.inside("shop"), &options)
        .unwrap();
    assert_eq!(audit.total_files, FILES.len(), "{moment}");
    let mut fresh = BTreeSet::new();
    for file in FILES {
        let path = world.inside(file);
        let theirs = pylint_cli(&world.sandbox_dir, &path);
        let score = audit.files.iter().find(|s| s.file.ends_with(file)).unwrap();
        assert_eq!(
            score.score,
            (theirs["statistics"]["score"].as_f64().unwrap() * 100.0).round() / 100.0,
            "{moment}: {file}: score"
        );
        // The whole message list, through the cache as an agent would read it.
        let report = sandbox
            .run_pylint_analysis(
                &path,
                &LintOptions {
                    all_issues: true,
                    ..LintOptions::default()
                },
            )
            .unwrap();
        assert!(report.cached, "{moment}: {file} not served from the cache");
        assert_eq!(ours(&report), messages(&theirs), "{moment}: {file}");
        if !score.cached {
            fresh.insert(file.to_string());
        }
    }
    fresh
}

fn set(files: &[&str]) -> BTreeSet<String> {
    files.iter().map(|f| f.to_string()).collect()
}

#[test]
fn edits_across_modules_relint_exactly_the_files_that_depend_on_them() {
    let world = World::new();
    project(&world);
    let sandbox = world.sandbox();

    let first = audit_and_compare(&world, &sandbox, "first audit");
    assert_eq!(first, set(FILES), "everything is linted once");
    let again = audit_and_compare(&world, &sandbox, "nothing changed");
    assert!(again.is_empty(), "{again:?}");

    // A changed return type: report's `.upper()` on an int becomes fine.
    let report_before = pylint_cli(&world.sandbox_dir, &world.inside("shop/report.py"));
    write(
        &world,
        "shop/prices.py",
        "\"\"\"Prices.\"\"\"\n\n\ndef total(items):\n    \"\"\"Count, as text.\"\"\"\n    return f\"{len(items)}\"\n",
    );
    assert_ne!(
        messages(&report_before),
        messages(&pylint_cli(
            &world.sandbox_dir,
            &world.inside("shop/report.py")
        )),
        "the edit must change what pylint says about the importer"
    );
    let relinted = audit_and_compare(&world, &sandbox, "changed return type");
    assert!(relinted.is_superset(&set(&["shop/prices.py", "shop/report.py"])));
    assert!(
        relinted.is_disjoint(&set(&["shop/models.py", "shop/labels.py", "shop/leaf.py"])),
        "{relinted:?}"
    );

    // A removed function: the importer's name no longer exists.
    write(&world, "shop/prices.py", "\"\"\"Prices, none left.\"\"\"\n");
    let relinted = audit_and_compare(&world, &sandbox, "removed function");
    assert!(relinted.is_superset(&set(&["shop/prices.py", "shop/report.py"])));
    assert!(
        relinted.is_disjoint(&set(&["shop/models.py", "shop/labels.py", "shop/leaf.py"])),
        "{relinted:?}"
    );

    // A renamed class imported elsewhere.
    write(
        &world,
        "shop/models.py",
        "\"\"\"Models.\"\"\"\n\n\nclass Product:\n    \"\"\"A product.\"\"\"\n\n    def price(self):\n        \"\"\"Its price.\"\"\"\n        return 1\n",
    );
    let relinted = audit_and_compare(&world, &sandbox, "renamed class");
    assert_eq!(relinted, set(&["shop/models.py", "shop/labels.py"]));

    // A leaf edited: only itself.
    write(
        &world,
        "shop/leaf.py",
        "\"\"\"Leaf.\"\"\"\nimport os\n\nprint(os.sep, os.linesep)\n",
    );
    let relinted = audit_and_compare(&world, &sandbox, "leaf edited");
    assert_eq!(relinted, set(&["shop/leaf.py"]));
}

#[test]
fn a_module_added_after_a_failed_import_is_seen_by_the_warm_worker_and_the_cache() {
    let world = World::new();
    let tag = world.root.display().to_string();
    std::fs::create_dir_all(world.inside("app")).unwrap();
    let main = world.inside("app/main.py");
    std::fs::write(
        &main,
        format!("\"\"\"Main {tag}.\"\"\"\nfrom helper import greet\n\nprint(greet().upper())\n"),
    )
    .unwrap();
    let sandbox = world.sandbox();
    for use_cache in [false, true] {
        let _ = std::fs::remove_file(world.inside("app/helper.py"));
        let options = LintOptions {
            all_issues: true,
            use_cache,
            ..LintOptions::default()
        };
        let missing = sandbox.run_pylint_analysis(&main, &options).unwrap();
        assert_eq!(
            ours(&missing),
            messages(&pylint_cli(&world.sandbox_dir, &main))
        );
        assert!(
            ours(&missing)
                .iter()
                .any(|(_, _, symbol, _)| symbol == "import-error")
        );
        std::fs::write(
            world.inside("app/helper.py"),
            "\"\"\"Helper.\"\"\"\n\n\ndef greet():\n    \"\"\"Hello.\"\"\"\n    return 42\n",
        )
        .unwrap();
        let found = sandbox.run_pylint_analysis(&main, &options).unwrap();
        assert!(!found.cached);
        let theirs = messages(&pylint_cli(&world.sandbox_dir, &main));
        assert_eq!(ours(&found), theirs, "use_cache={use_cache}");
        assert!(theirs.iter().any(|(_, _, symbol, _)| symbol == "no-member"));
    }
}

#[test]
fn a_module_built_for_one_package_path_is_not_found_from_another() {
    // `lib/` and `tests/` are not packages: each file's directory is its
    // sys.path entry, so `import util` resolves from lib/ and not from tests/.
    let world = World::new();
    let tag = world.root.display().to_string();
    std::fs::create_dir_all(world.inside("lib")).unwrap();
    std::fs::create_dir_all(world.inside("tests")).unwrap();
    let write = |file: &str, text: &str| {
        std::fs::write(world.inside(file), format!("{text}# {tag}\n")).unwrap();
    };
    write(
        "lib/util.py",
        "\"\"\"Util.\"\"\"\n\n\ndef name():\n    \"\"\"A name.\"\"\"\n    return 1\n",
    );
    write(
        "lib/main.py",
        "\"\"\"Main.\"\"\"\nimport util\n\nprint(util.name())\n",
    );
    write(
        "tests/test_main.py",
        "\"\"\"Test.\"\"\"\nimport util\n\nprint(util.name().upper())\n",
    );
    let sandbox = world.sandbox();
    let options = LintOptions {
        all_issues: true,
        use_cache: false,
        ..LintOptions::default()
    };
    for file in ["lib/main.py", "tests/test_main.py", "lib/main.py"] {
        let path = world.inside(file);
        let report = sandbox.run_pylint_analysis(&path, &options).unwrap();
        assert_eq!(
            ours(&report),
            messages(&pylint_cli(&world.sandbox_dir, &path)),
            "{file}"
        );
    }
}
