//! A file linted by a call alone, when sharing is asked for
//! (`LintOptions::share_checks`, off by default: see its doc), is shared by
//! two warm workers, each running part of pylint's checkers (see
//! `pylint_split.py`), and on these files its answer is still the pylint CLI's, message for message in pylint's order, with its score.
//! The files are the class whose messages the sharing has to put back in
//! order: pragmas that suppress messages of either side's checkers (with
//! `useless-suppression` and `suppressed-message` on), messages of most
//! checkers, cross-module inference, another encoding, a skipped file, a
//! syntax error, astroid crashing on either side. A partner that hangs
//! leaves the lead to answer alone within the file's time limit.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use crate::reference;
use crate::workers;
use std::path::Path;
use std::time::{Duration, Instant};

use crate::common::{World, uncached};

/// Uncached, every issue, the checks shared.
fn shared() -> LintOptions {
    LintOptions {
        share_checks: true,
        ..uncached()
    }
}
use serde_json::Value;
use toolsmith::Sandbox;
use toolsmith::lint::{LintOptions, LintReport};
use workers::{cpu_ticks, started, worker_interpreters};

/// A docstring long enough that every file is big enough to share.
fn padded(title: &str, body: &str) -> String {
    let filler = "Padding that makes the file big enough to share.\n".repeat(24);
    format!("\"\"\"{title}\n\n{filler}\"\"\"\n{body}")
}

const PRAGMAS: &str = r#"# pylint: enable=useless-suppression, suppressed-message
import os  # pylint: disable=unused-import
import sys
import json  # pylint: disable=no-member


def f(a):  # pylint: disable=invalid-name
    x = 1  # pylint: disable=unused-variable
    y = os.nothere  # pylint: disable=no-member
    z = sys.nothere
    # pylint: disable=unused-variable
    w = 2
    # pylint: enable=unused-variable
    v = [i for i in range(3)]  # pylint: disable=unnecessary-comprehension
    if a:
        return 1
    else:  # pylint: disable=no-else-return
        return z


class C:  # pylint: disable=too-few-public-methods
    def m(self):  # pylint: disable=missing-function-docstring
        return self.q  # pylint: disable=no-member

    def n(self):
        print(undefined_name)  # pylint: disable=undefined-variable
        return len(1)  # pylint: disable=line-too-long
"#;

const MODELS: &str = r#"

class Point:
    """A point."""

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm(self):
        """Its norm."""
        return (self.x ** 2 + self.y ** 2) ** 0.5


def origin():
    """The origin."""
    return Point(0, 0)
"#;

const USES: &str = r#"
from shared import models
from shared.models import Point, origin


def far(point):
    """How far, and more."""
    here = origin()
    return point.norm() + here.z + models.Point(1, 2).norm(3) + Point.w


def unused(a, b=[]):
    total = 0
    for item in b:
        total += item
    return a
"#;

/// Sixty classes whose methods draw messages from most checkers.
fn mixed() -> String {
    let mut text = String::from("import os, sys\nfrom collections import *\n\n");
    for i in 0..60 {
        text.push_str(&format!(
            "class K{i}(object):\n    def __init__(self, a, b=[]):\n        self.a = a\n        self.b = b\n\n    def get{i}(self, x):\n        if x == None:\n            return self.zz\n        elif x:\n            return os.path.join(x, undefined{i})\n        else:\n            l = [y for y in x]\n            return len(l) + sys.maxsize.bit_length()\n\n\n"
        ));
    }
    text
}

/// `(name, bytes)` of the package's files; the crashers last (a crash
/// replaces the workers it happened in).
fn files() -> Vec<(&'static str, Vec<u8>)> {
    let mut latin = padded("Latin-1.", "X = \"\u{e9}t\u{e9}\"\nimport os\n").replace(
        "\"\"\"Latin-1.",
        "# -*- coding: latin-1 -*-\n\"\"\"Latin-1.",
    );
    latin.push_str("Y = 'caf\u{e9}'\n");
    let latin: Vec<u8> = latin.chars().map(|c| c as u32 as u8).collect();
    vec![
        ("__init__.py", b"\"\"\"Package.\"\"\"\n".to_vec()),
        ("models.py", padded("Models.", MODELS).into_bytes()),
        ("uses.py", padded("Uses.", USES).into_bytes()),
        (
            "pragmas.py",
            // The docstring goes after the first line, the pragma's.
            PRAGMAS
                .replacen(
                    "\nimport os",
                    &format!("\n{}", padded("Pragmas.", "import os")),
                    1,
                )
                .into_bytes(),
        ),
        ("mixed.py", padded("Mixed.", &mixed()).into_bytes()),
        ("latin.py", latin),
        (
            "skipped.py",
            padded("Skipped.", "# pylint: skip-file\nimport os\n").into_bytes(),
        ),
        (
            "syntax.py",
            padded("Syntax.", "def broken(:\n    pass\n").into_bytes(),
        ),
        // Inferring it recurses too deep in a check of the lead's side...
        (
            "crash_lead.py",
            padded("Chain.", &format!("A = 1\nX = A{}\n", "+A".repeat(300))).into_bytes(),
        ),
        // ...and of the partner's.
        (
            "crash_partner.py",
            padded("Nots.", &format!("A = 1\nX = {}A\n", "not ".repeat(400))).into_bytes(),
        ),
    ]
}

fn project(world: &World) {
    std::fs::create_dir_all(world.inside("shared")).unwrap();
    for (name, bytes) in files() {
        assert!(
            name == "__init__.py" || bytes.len() >= 1024,
            "{name} too small to share"
        );
        std::fs::write(world.inside(&format!("shared/{name}")), bytes).unwrap();
    }
}

/// A message's fields, as strings: symbol, line, column, end line, end
/// column, text (left out for a crash: it names a timestamped crash report)
/// and object.
type Fields = Vec<String>;

fn fields(values: [&Value; 7]) -> Fields {
    let crash = values[0].as_str() == Some("astroid-error");
    values
        .iter()
        .enumerate()
        .map(|(index, value)| {
            if crash && index == 5 {
                String::new()
            } else {
                value.to_string()
            }
        })
        .collect()
}

fn theirs(messages: &Value) -> Vec<Fields> {
    let keys = [
        "symbol",
        "line",
        "column",
        "endLine",
        "endColumn",
        "message",
        "obj",
    ];
    messages
        .as_array()
        .unwrap()
        .iter()
        .map(|m| fields(keys.map(|key| &m[key])))
        .collect()
}

fn ours(report: &LintReport) -> Vec<Fields> {
    report
        .all_issues
        .as_ref()
        .unwrap()
        .iter()
        .map(|issue| {
            let values = [
                Value::from(issue.symbol.as_str()),
                Value::from(issue.line),
                Value::from(issue.column),
                Value::from(issue.end_line),
                Value::from(issue.end_column),
                Value::from(issue.message.as_str()),
                Value::from(issue.obj.as_str()),
            ];
            fields(values.each_ref())
        })
        .collect()
}

fn assert_as_the_cli(world: &World, report: &LintReport, file: &Path) {
    let expected = reference::pinned_pylint(&world.sandbox_dir, file);
    let name = file.display();
    let (ours, theirs) = (ours(report), theirs(&expected["messages"]));
    let first_difference = ours.iter().zip(&theirs).position(|(a, b)| a != b);
    assert!(
        ours.len() == theirs.len() && first_difference.is_none(),
        "{name}: {} messages, the CLI's {}; first difference at {first_difference:?}: {:?} vs {:?}",
        ours.len(),
        theirs.len(),
        first_difference.map(|i| &ours[i]),
        first_difference.map(|i| &theirs[i]),
    );
    assert_eq!(
        report.score_exact,
        expected["statistics"]["score"].as_f64().unwrap(),
        "{name}"
    );
    let counts = &expected["statistics"]["messageTypeCount"];
    assert_eq!(
        report.info as u64,
        counts["info"].as_u64().unwrap(),
        "{name}"
    );
    assert_eq!(
        report.conventions as u64,
        counts["convention"].as_u64().unwrap(),
        "{name}"
    );
}

/// Lints `mixed.py` until one call keeps two workers busy (the partner
/// starts in the background after the first call), and fails the test if
/// none does; false on one core, where workers do not share.
fn sharing_started(sandbox: &Sandbox, world: &World) -> bool {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    if cores < 2 {
        eprintln!("one core: pylint workers do not share files here");
        return false;
    }
    let mixed = world.inside("shared/mixed.py");
    let until = Instant::now() + Duration::from_secs(90);
    while Instant::now() < until {
        let before: Vec<(u32, u64)> = worker_interpreters()
            .into_iter()
            .map(|p| (p, cpu_ticks(p)))
            .collect();
        sandbox.run_pylint_analysis(&mixed, &shared()).unwrap();
        let busy = before
            .iter()
            .filter(|(pid, ticks)| cpu_ticks(*pid) >= ticks + 3)
            .count();
        if busy >= 2 {
            return true;
        }
        std::thread::sleep(Duration::from_millis(200));
    }
    panic!("no lint kept two workers busy");
}

#[test]
fn shared_files_get_the_clis_answer_in_pylints_order() {
    let world = World::new();
    project(&world);
    let sandbox = world.sandbox();
    let mixed = world.inside("shared/mixed.py");
    sharing_started(&sandbox, &world);
    for (name, _) in files() {
        let file = world.inside(&format!("shared/{name}"));
        let report = sandbox.run_pylint_analysis(&file, &shared()).unwrap();
        assert!(report.error.is_none(), "{name}: {:?}", report.error);
        assert_as_the_cli(&world, &report, &file);
    }
    // The crashes replaced the workers they happened in; the next call is
    // answered as if nothing had happened.
    let report = sandbox.run_pylint_analysis(&mixed, &shared()).unwrap();
    assert_as_the_cli(&world, &report, &mixed);
}

#[test]
fn a_shared_answer_follows_an_edit_of_a_module_it_read() {
    let world = World::new();
    project(&world);
    let sandbox = world.sandbox();
    let uses = world.inside("shared/uses.py");
    sharing_started(&sandbox, &world);
    let cached = LintOptions {
        all_issues: true,
        share_checks: true,
        ..LintOptions::default()
    };
    let first = sandbox.run_pylint_analysis(&uses, &cached).unwrap();
    assert_as_the_cli(&world, &first, &uses);
    assert!(sandbox.run_pylint_analysis(&uses, &cached).unwrap().cached);
    // `norm` loses its argument's default and `Point` gains `w`: the
    // verdicts on `uses.py` change (too-many-function-args, no-member).
    let models = world.inside("shared/models.py");
    let edited = std::fs::read_to_string(&models)
        .unwrap()
        .replace("def norm(self):", "def norm(self, power):")
        .replace(
            "class Point:\n    \"\"\"A point.\"\"\"\n",
            "class Point:\n    \"\"\"A point.\"\"\"\n\n    w = 1\n",
        );
    std::fs::write(&models, edited).unwrap();
    let after = sandbox.run_pylint_analysis(&uses, &cached).unwrap();
    assert!(!after.cached, "the edit of models.py was not seen");
    assert_as_the_cli(&world, &after, &uses);
    assert_ne!(
        ours(&after),
        ours(&first),
        "the edit changed nothing: a weak test"
    );
}

#[test]
fn a_hung_partner_leaves_the_lead_to_answer_alone_within_the_limit() {
    let world = World::new();
    project(&world);
    let sandbox = world.sandbox();
    if !sharing_started(&sandbox, &world) {
        return;
    }
    let mixed = world.inside("shared/mixed.py");
    // Calls alone keep their lead, the older worker; stop the partner.
    let mut pids = worker_interpreters();
    assert_eq!(pids.len(), 2, "{pids:?}");
    pids.sort_by_key(|pid| started(*pid));
    let partner = rustix::process::Pid::from_raw(pids[1] as i32).unwrap();
    rustix::process::kill_process(partner, rustix::process::Signal::STOP).unwrap();

    // Half of it for the partner, the rest for the lead alone, with room
    // for a busy machine.
    let limit = Duration::from_secs(12);
    let options = LintOptions {
        timeout: limit,
        ..shared()
    };
    let start = Instant::now();
    let report = sandbox.run_pylint_analysis(&mixed, &options).unwrap();
    let took = start.elapsed();
    assert!(report.error.is_none(), "{:?}", report.error);
    assert_as_the_cli(&world, &report, &mixed);
    assert!(took >= limit / 2, "the partner was not asked: {took:?}");
    assert!(
        took < limit,
        "the lead did not answer within the limit: {took:?}"
    );
    assert!(
        !worker_interpreters().contains(&pids[1]),
        "the hung partner is still there"
    );
}
