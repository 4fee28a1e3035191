//! Our syntax verdict against CPython's own `compile()`, run here as the
//! oracle, on a corpus every machine has: the standard library as this
//! Python ships it (a distribution's may lack its test suite), the pinned
//! tools' third-party sources (pylint, astroid, pytest, pip and their
//! dependencies, installed by pip in a reference virtualenv), the example
//! datasets shipped in the repository; thousands of seeded mutants of all
//! of them; and a hand-written list of errors only the compiler (not the
//! parser) raises. Prints the figures; fails below the bars.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use crate::reference;
use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

use ruff_python_ast::PythonVersion;
use serde_json::{Value, json};
use toolsmith::python::{DEFAULT_TARGET, parse_target, validate};

const MUTANTS: usize = 6_000;
const SEED: u64 = 0x5EED_2026_1121;
/// Files the corpus has on any machine (a distribution's standard library
/// without its tests is about 670, the third-party sources about 1,400).
const MIN_CORPUS: usize = 1_500;

struct Verdict {
    ok: bool,
    line: Option<u64>,
    offset: Option<u64>,
    message: Option<String>,
    comparable: bool,
}

fn oracle_script() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/oracle/compile_oracle.py")
}

fn version_of(python: &str) -> Option<String> {
    let output = Command::new(python)
        .arg(oracle_script())
        .arg("--version")
        .output()
        .ok()?;
    output
        .status
        .success()
        .then(|| String::from_utf8_lossy(&output.stdout).trim().to_string())
}

/// The oracle and the version our verdict is asked for: the first CPython
/// of Toolsmith's default target (3.11) among `$TOOLSMITH_TEST_PYTHON`,
/// `python3.11` and `python3`; else `python3` at its own version (then
/// CPython's wording, which changes between versions, is not compared).
fn oracle_python() -> &'static (String, PythonVersion) {
    static FOUND: OnceLock<(String, PythonVersion)> = OnceLock::new();
    FOUND.get_or_init(|| {
        let default = format!("{}.{}", DEFAULT_TARGET.major, DEFAULT_TARGET.minor);
        let candidates: Vec<String> = std::env::var("TOOLSMITH_TEST_PYTHON")
            .into_iter()
            .chain(["python3.11".to_string(), "python3".to_string()])
            .collect();
        for python in &candidates {
            if version_of(python).as_deref() == Some(default.as_str()) {
                return (python.clone(), DEFAULT_TARGET);
            }
        }
        let version = version_of("python3").expect("python3 is needed as the oracle");
        let target = parse_target(&version).expect("a Python version");
        eprintln!("no CPython {default} found: python3 {version} is the oracle, at its version");
        ("python3".to_string(), target)
    })
}

fn python() -> &'static str {
    &oracle_python().0
}

fn target() -> PythonVersion {
    oracle_python().1
}

fn parse_verdict(value: &Value) -> Verdict {
    Verdict {
        ok: value["ok"].as_bool().unwrap_or(false),
        line: value["lineno"].as_u64(),
        offset: value["offset"].as_u64(),
        message: value["msg"].as_str().map(str::to_string),
        comparable: value.get("other").is_none(),
    }
}

/// CPython's verdicts on `cases` (id, source), one oracle process for all.
fn oracle(cases: &[(String, String)]) -> HashMap<String, Verdict> {
    let mut child = Command::new(python())
        .arg(oracle_script())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 is needed as the oracle");
    let mut input = String::new();
    for (id, source) in cases {
        input.push_str(&json!({ "id": id, "source": source }).to_string());
        input.push('\n');
    }
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    assert!(output.status.success());
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|line| {
            let value: Value = serde_json::from_str(line).unwrap();
            (
                value["id"].as_str().unwrap().to_string(),
                parse_verdict(&value),
            )
        })
        .collect()
}

/// Every `.py` file under `roots` ("stdlib": the oracle's standard library),
/// decoded by CPython, with CPython's verdicts.
fn walk(roots: &[PathBuf]) -> Vec<(String, String, Verdict)> {
    let output = Command::new(python())
        .arg(oracle_script())
        .arg("--walk")
        .args(roots)
        .output()
        .expect("python3 is needed as the oracle");
    assert!(output.status.success());
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .filter_map(|line| {
            let value: Value = serde_json::from_str(line).unwrap();
            let source = value["source"].as_str()?.to_string();
            Some((
                value["id"].as_str().unwrap().to_string(),
                source,
                parse_verdict(&value),
            ))
        })
        .collect()
}

/// The reference virtualenv's `site-packages`: the pinned tools' sources.
fn third_party() -> PathBuf {
    let venv = reference::pinned_tools();
    let lib = venv.join("lib");
    std::fs::read_dir(&lib)
        .unwrap()
        .flatten()
        .map(|entry| entry.path().join("site-packages"))
        .find(|path| path.is_dir())
        .unwrap_or_else(|| panic!("no site-packages under {}", lib.display()))
}

fn datasets() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../datasets")
}

/// A small, seeded generator (xorshift64*): reproducible mutants without a crate.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Byte spans of the source's tokens, roughly: words, numbers, strings of
/// operator characters, each quote-free run. Good enough to cut on.
fn token_spans(source: &str) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut chars = source.char_indices().peekable();
    while let Some((start, c)) = chars.next() {
        if c.is_whitespace() {
            continue;
        }
        let same_class = |d: char| {
            if c.is_alphanumeric() || c == '_' {
                d.is_alphanumeric() || d == '_'
            } else {
                !d.is_alphanumeric()
                    && d != '_'
                    && !d.is_whitespace()
                    && "()[]{},:;'\"".find(d).is_none()
            }
        };
        let mut end = start + c.len_utf8();
        if !"()[]{},:;'\"".contains(c) {
            while let Some(&(i, d)) = chars.peek() {
                if !same_class(d) {
                    break;
                }
                end = i + d.len_utf8();
                chars.next();
            }
        }
        spans.push((start, end));
    }
    spans
}

fn char_boundaries(source: &str) -> Vec<(usize, usize)> {
    source
        .char_indices()
        .map(|(i, c)| (i, i + c.len_utf8()))
        .collect()
}

/// Deletes, duplicates or swaps one token or one character; or, one time in
/// four, does what people do to whole lines: swaps two, dedents one,
/// duplicates one.
fn mutate(source: &str, rng: &mut Rng) -> Option<String> {
    if rng.below(4) == 0 {
        return mutate_lines(source, rng);
    }
    let units = if rng.below(2) == 0 {
        token_spans(source)
    } else {
        char_boundaries(source)
    };
    if units.len() < 2 {
        return None;
    }
    let i = rng.below(units.len() - 1);
    let (a, b) = (units[i], units[i + 1]);
    let mut out = String::with_capacity(source.len() + 16);
    match rng.below(3) {
        0 => {
            out.push_str(&source[..a.0]);
            out.push_str(&source[a.1..]);
        }
        1 => {
            out.push_str(&source[..a.1]);
            out.push_str(&source[a.0..]);
        }
        _ => {
            out.push_str(&source[..a.0]);
            out.push_str(&source[b.0..b.1]);
            out.push_str(&source[a.1..b.0]);
            out.push_str(&source[a.0..a.1]);
            out.push_str(&source[b.1..]);
        }
    }
    Some(out)
}

fn mutate_lines(source: &str, rng: &mut Rng) -> Option<String> {
    let mut lines: Vec<&str> = source.split_inclusive('\n').collect();
    if lines.len() < 3 {
        return None;
    }
    let i = rng.below(lines.len() - 1);
    let tabbed;
    match rng.below(4) {
        0 => lines.swap(i, i + 1),
        1 => lines[i] = lines[i].strip_prefix("    ")?,
        // A tab for a level's spaces (a tab is eight columns to CPython).
        2 => {
            let spaces = if rng.below(2) == 0 {
                "        "
            } else {
                "    "
            };
            tabbed = format!("\t{}", lines[i].strip_prefix(spaces)?);
            lines[i] = &tabbed;
        }
        _ => lines.insert(i, lines[i]),
    }
    Some(lines.concat())
}

fn excerpt(source: &str, ours: usize, theirs: Option<u64>) -> String {
    let theirs = theirs.unwrap_or(0) as usize;
    let (low, high) = (
        ours.min(theirs).saturating_sub(2).max(1),
        ours.max(theirs) + 1,
    );
    source
        .lines()
        .enumerate()
        .filter(|(i, _)| (low..=high).contains(&(i + 1)))
        .map(|(i, l)| format!("    {:>5} | {l}", i + 1))
        .collect::<Vec<_>>()
        .join("\n")
}

struct Tally {
    cases: usize,
    agree: usize,
    both_reject: usize,
    same_line: usize,
    /// Same line and column (CPython's 1-based character offset).
    same_position: usize,
    same_message: usize,
    disagreements: Vec<String>,
}

impl Tally {
    fn new() -> Tally {
        Tally {
            cases: 0,
            agree: 0,
            both_reject: 0,
            same_line: 0,
            same_position: 0,
            same_message: 0,
            disagreements: Vec::new(),
        }
    }

    fn add(&mut self, id: &str, source: &str, theirs: &Verdict) {
        if !theirs.comparable {
            return;
        }
        self.cases += 1;
        let ours = validate(source, target());
        if ours.is_ok() == theirs.ok {
            self.agree += 1;
        } else {
            self.disagreements.push(format!(
                "{id}: CPython {} (line {:?}), toolsmith {:?}",
                if theirs.ok { "accepts" } else { "rejects" },
                theirs.line,
                ours.as_ref().err().map(|e| (e.line, e.detail.clone())),
            ));
        }
        if let (Err(error), false) = (&ours, theirs.ok) {
            self.both_reject += 1;
            if theirs.message.as_deref() == Some(error.message.as_str()) {
                self.same_message += 1;
            } else if std::env::var_os("SHOW_MESSAGE_MISMATCHES").is_some() {
                eprintln!(
                    "MESSAGE {id}: CPython {:?}, toolsmith {:?}",
                    theirs.message, error.message
                );
            }
            if Some(error.line as u64) == theirs.line {
                self.same_line += 1;
                if Some(error.offset as u64) == theirs.offset {
                    self.same_position += 1;
                } else if std::env::var_os("SHOW_COLUMN_MISMATCHES").is_some() {
                    eprintln!(
                        "COLUMN {id}: CPython {:?}, toolsmith {}",
                        theirs.offset, error.offset
                    );
                }
            } else if std::env::var_os("SHOW_LINE_MISMATCHES").is_some() {
                if let Some(dir) = std::env::var_os("KEEP_LINE_MISMATCHES") {
                    let name = id.replace(['/', ' '], "_");
                    std::fs::write(Path::new(&dir).join(name), source).unwrap();
                }
                eprintln!(
                    "LINE {id}: CPython line {:?}, toolsmith line {} ({})\n{}",
                    theirs.line,
                    error.line,
                    error.detail,
                    excerpt(source, error.line, theirs.line)
                );
            }
        }
    }

    fn agreement(&self) -> f64 {
        100.0 * self.agree as f64 / self.cases.max(1) as f64
    }

    fn line_agreement(&self) -> f64 {
        100.0 * self.same_line as f64 / self.both_reject.max(1) as f64
    }

    fn position_agreement(&self) -> f64 {
        100.0 * self.same_position as f64 / self.both_reject.max(1) as f64
    }

    fn message_agreement(&self) -> f64 {
        100.0 * self.same_message as f64 / self.both_reject.max(1) as f64
    }

    fn report(&self, name: &str) {
        eprintln!(
            "{name}: {} cases, verdict agreement {:.2}%, same line on {}/{} both-reject ({:.2}%), \
             same line and column {:.2}%, same message on {:.2}%",
            self.cases,
            self.agreement(),
            self.same_line,
            self.both_reject,
            self.line_agreement(),
            self.position_agreement(),
            self.message_agreement()
        );
        for line in self.disagreements.iter().take(25) {
            eprintln!("  {line}");
        }
    }
}

#[test]
fn agrees_with_cpython_on_the_standard_library_third_party_code_and_their_mutants() {
    let library = walk(&[PathBuf::from("stdlib")]);
    let others = walk(&[third_party(), datasets()]);
    eprintln!(
        "corpus: {} standard library files, {} third-party and dataset files",
        library.len(),
        others.len()
    );
    assert!(
        library.len() + others.len() >= MIN_CORPUS,
        "only {} + {} files found",
        library.len(),
        others.len()
    );

    let mut tally = Tally::new();
    for (path, source, verdict) in library.iter().chain(&others) {
        tally.add(path, source, verdict);
    }
    tally.report("corpus");

    // Mutants of files of moderate size (the oracle compiles each one),
    // half of them of third-party code, half of the standard library.
    let moderate = |files: &[(String, String, Verdict)]| -> Vec<(String, String)> {
        files
            .iter()
            .filter(|(_, source, verdict)| {
                verdict.ok && source.len() < 40_000 && source.len() > 200
            })
            .map(|(path, source, _)| (path.clone(), source.clone()))
            .collect()
    };
    let pools = [moderate(&library), moderate(&others)];
    assert!(pools.iter().all(|pool| !pool.is_empty()));
    let mut rng = Rng(SEED);
    let mut mutants = Vec::new();
    while mutants.len() < MUTANTS {
        let pool = &pools[mutants.len() % 2];
        let (path, source) = &pool[rng.below(pool.len())];
        if let Some(mutant) = mutate(source, &mut rng) {
            mutants.push((format!("mutant {} of {path}", mutants.len()), mutant));
        }
    }
    let verdicts = oracle(&mutants);
    let mut mutant_tally = Tally::new();
    let mut by_pool = [Tally::new(), Tally::new()];
    for (index, (id, source)) in mutants.iter().enumerate() {
        mutant_tally.add(id, source, &verdicts[id]);
        by_pool[index % 2].add(id, source, &verdicts[id]);
    }
    mutant_tally.report("mutants");
    by_pool[0].report("mutants of the standard library");
    by_pool[1].report("mutants of third-party code");

    assert_eq!(tally.agreement(), 100.0, "verdicts on the corpus differ");
    assert!(mutant_tally.cases >= 5_000);
    assert!(
        mutant_tally.agreement() >= 99.5,
        "mutant agreement below 99.5%"
    );
    // Repair starts from the error's position: CPython's line (99.5-99.9%
    // with Debian's python3 and with pyenv's, over seeds; the bar leaves room
    // for the corpus a machine has), and its column too for most (90-93%).
    assert!(
        mutant_tally.line_agreement() >= 99.0,
        "line agreement below 99%"
    );
    assert!(
        mutant_tally.position_agreement() >= 85.0,
        "line and column agreement below 85%"
    );
    // CPython's wording is matched where it is fixed and common (92.6-93.1%
    // with Debian's python3 and pyenv's); the rest say "invalid syntax"
    // at the right place. Other versions word some errors differently:
    // compared at 3.11 only.
    if target() == DEFAULT_TARGET {
        assert!(
            mutant_tally.message_agreement() >= 89.0,
            "message agreement below 89%"
        );
    }
}

/// Each of these parses; CPython refuses to compile it.
const COMPILE_TIME_ERRORS: &[&str] = &[
    "return 1\n",
    "class C:\n    return 1\n",
    "yield 1\n",
    "class C:\n    yield 1\n",
    "x = [(yield i) for i in range(3)]\n",
    "def f():\n    return [(yield i) for i in range(3)]\n",
    "await x\n",
    "def f():\n    await x\n",
    "def f():\n    [await x for x in y]\n",
    "def f():\n    [x async for x in y]\n",
    "async def f():\n    yield 1\n    return 2\n",
    "async def f():\n    yield from x\n",
    "break\n",
    "continue\n",
    "def f():\n    break\n",
    "for x in y:\n    def g():\n        continue\n",
    "while x:\n    pass\nelse:\n    break\n",
    "def f(a, a):\n    pass\n",
    "def f(a, *, a):\n    pass\n",
    "lambda a, a: 0\n",
    "f(a=1, a=2)\n",
    "class C(x=1, x=2):\n    pass\n",
    "nonlocal x\n",
    "def f():\n    nonlocal x\n",
    "def f():\n    x = 1\n    def g():\n        global x\n        nonlocal x\n",
    "def f(a):\n    global a\n",
    "def f(a):\n    nonlocal a\n",
    "def f():\n    x = 1\n    global x\n",
    "def f():\n    print(x)\n    global x\n",
    "def f():\n    global x\n    x: int = 1\n",
    "__debug__ = 1\n",
    "def f(__debug__):\n    pass\n",
    "for __debug__ in x:\n    pass\n",
    "import os as __debug__\n",
    "*a = [1, 2]\n",
    "a, *b, *c = range(5)\n",
    "x = *a\n",
    "return_value = 1\ndef f():\n    return *a\n",
    "def f():\n    from os import *\n",
    "class C:\n    from os import *\n",
    "x = 1\nfrom __future__ import annotations\n",
    "from __future__ import braces\n",
    "from __future__ import not_a_feature\n",
    "[x := 1 for i in range(3) if (i := 2)]\n",
    "[i := 0 for i in range(3)]\n",
    "[x for x in (y := [1, 2])]\n",
    "class C:\n    [(z := 1) for i in range(3)]\n",
    "match x:\n    case a:\n        pass\n    case 1:\n        pass\n",
    "match x:\n    case [a, a]:\n        pass\n",
    "match x:\n    case {'k': 1, 'k': 2}:\n        pass\n",
    "match x:\n    case C(a=1, a=2):\n        pass\n",
    "match x:\n    case [a] | [b]:\n        pass\n",
    "match x:\n    case _:\n        pass\n    case 1:\n        pass\n",
    "*a\n",
    "def f():\n    \"\"\"doc\"\"\"\n    * a\n    raise x\n",
];

#[test]
fn refuses_every_compile_time_only_error_cpython_refuses() {
    let cases: Vec<(String, String)> = COMPILE_TIME_ERRORS
        .iter()
        .enumerate()
        .map(|(i, source)| (format!("case {i}"), source.to_string()))
        .collect();
    assert!(cases.len() >= 40);
    let verdicts = oracle(&cases);
    let mut tally = Tally::new();
    for (id, source) in &cases {
        let verdict = &verdicts[id];
        assert!(
            !verdict.ok,
            "{id} compiles in CPython, so it does not belong here: {source:?}"
        );
        tally.add(id, source, verdict);
    }
    tally.report("compile-time errors");
    assert_eq!(tally.agreement(), 100.0);
    assert_eq!(tally.line_agreement(), 100.0);
    if target() == DEFAULT_TARGET {
        assert!(
            tally.message_agreement() >= 88.0,
            "message agreement below 88%"
        );
    }
}

/// Errors CPython raises outside its tokenizer though ruff's lexer finds
/// them (a bad escape, at the token after the run of literals; `?` or a
/// backtick), and the scan of the rest of the file after a parser error,
/// which a dedent to no known level or a line continuation stops. (A
/// non-ASCII byte in a bytes literal is left out: 3.11.2 puts it after the
/// run of literals, 3.11.7 on the literal, as we do.) And an f-string's
/// field cut by the f-string's own quote, which before 3.12 is no string of
/// its own but the f-string's end.
const RAISED_ELSEWHERE: &[&str] = &[
    "x = \"\\u22x6\"\n",
    "x = (\"a\"\n  \"b\\u22x6c\" # note\n  \"d\") + 1\n",
    "x = \"\u{e9}\\x4\"\n",
    "x = \"\\N{nonexistent} \"\n",
    "x = \"\\N{abc\"\n",
    "x = \"\\Nabc\"\n",
    "x = \"\\U0011ffff\"  # c\n",
    "x = b\"\\x4\"\n",
    "x = \"ab\\U12\" if y else z\n",
    "x = f\"{1}\\x4\" 2\n",
    "x = \"\"\"a\n\\x4\"\"\"\n",
    "x = 1 1\ny = 2 \\ z\nw = \"abc\n",
    "x = 1 1\nif x:\n    y = 2\n  z = 3\nw = \"abc\n",
    "y = 2 \\ z\nw = \"abc\n",
    "x = 1 1\ny = 2 ? 3\nw = \"abc\n",
    "x = 1 1\ny = $\nw = \"\\N{foo}\"\nz=\"abc\n",
    "class A:\n    \"\"\n    Doc with `code`\n    \"\"\"\n",
    "d = {\n    'a': b\n    'c': 1,\n}\n",
    "from m import (a,\n    b\n    c)\n",
    "def f(s\n    t: int): pass\n",
    "f(match 1)\n",
    // Before 3.12 an f-string ends at its own quote, inside a field too:
    // the field left open is raised once its run of literals is read.
    "print(f\"{type(r).__name__\")\n",
    "raise E(f\"a {b} c {d.e\")\n",
    "x = f\"{a\"\n",
];

#[test]
fn errors_raised_outside_the_tokenizer_stand_where_cpython_puts_them() {
    placed_as_cpython_places_them("raised outside the tokenizer", RAISED_ELSEWHERE);
}

/// Each of `sources`, which CPython refuses, refused by us with CPython's
/// line, column and (for the default target) message.
fn placed_as_cpython_places_them(name: &str, sources: &[&str]) {
    let cases: Vec<(String, String)> = sources
        .iter()
        .enumerate()
        .map(|(i, source)| (format!("case {i}"), source.to_string()))
        .collect();
    let verdicts = oracle(&cases);
    let mut tally = Tally::new();
    for (id, source) in &cases {
        assert!(!verdicts[id].ok, "{id} compiles in CPython: {source:?}");
        tally.add(id, source, &verdicts[id]);
    }
    tally.report(name);
    assert_eq!(tally.agreement(), 100.0);
    assert_eq!(tally.position_agreement(), 100.0);
    if target() == DEFAULT_TARGET {
        assert_eq!(tally.message_agreement(), 100.0);
    }
}

/// Mistakes people make to whole lines, where CPython's position is not
/// ruff's: a comma left at a line's end (past a comment or a backslash
/// continuation), a block header followed by a line that dedents, a starred
/// expression standing alone.
const LINE_MISTAKES: &[&str] = &[
    "from m import a,\n",
    "from m import a, \\\n\nx = 1\n",
    "from m import a, b,  # c\n",
    "from m import a, \\\n  # c\n",
    "import a,\n",
    "from m import a,;x=1\n",
    "class A:\n    def f():\n        if x:\n    y = 1\n",
    "class A:\n    def f():\n        if x:\nz = 1\n",
    "def f():\n    pass\n    def g(self):\nclass A:\n    pass\n",
    "class A:\n    def g(self):\n\n    x = 1\n",
    "if x:\n# c\n\ny = 2\n",
    "*a\n",
    "if x:\n    a\n\tb\n",
    "if x:\n\ta\n        b\n",
    "if x:\n        a\n\tb\n",
    "if x:\n  if y:\n\ta\n",
    "if x:\n \ta = 1\n  b = 1\n",
    "if x:\n    a\n\tb\nc = \u{201c}x\u{201d}\n",
    "try:\n    pass\nexcept E, e:\n    pass\nif x:\n    a\n\tb\n",
    "try:\n    pass\nexcept E, e:\n    pass\nrun(int(n)\n",
    "try:\n    pass\nexcept E, F:\n    pass\nx = [1,\n",
    "if a {\n    b()\n}\n",
    "print('l'\u{e9}l\u{e8}ve est l\u{e0}')\n",
    "if x:\n\ta = (1,\n        2)\n        b = 1\n",
    "class A:\n    def f(self):\n        \"\"\"\n        x\n        \"\"\"\n        * a\n",
];

#[test]
fn line_mistakes_stand_where_cpython_puts_them() {
    placed_as_cpython_places_them("line mistakes", LINE_MISTAKES);
}

/// Names holding a zero-width non-joiner or joiner, as Persian and Indic
/// writers type them inside words: CPython before 3.13 refuses them where
/// its tokenizer reads the name, before the parser's errors; 3.13's Unicode
/// tables let them continue a name.
const JOINERS_IN_NAMES: &[&str] = &[
    "\u{641}\u{627}\u{6cc}\u{644}\u{200c}\u{647}\u{627} = 1\n",
    "x = 1\nif x\n    y = ab\u{200c}cd\n",
    "if x\n    y = 1\nz = ab\u{200d}cd\n",
    "z = (ab\u{200c}cd\n",
    "print(1 2)\nab\u{200c}cd = 3\n",
    "def f(a\u{200d}b):\n    return a\u{200d}b\n",
];

#[test]
fn a_joiner_inside_a_name_is_judged_as_cpython_judges_it() {
    let cases: Vec<(String, String)> = JOINERS_IN_NAMES
        .iter()
        .enumerate()
        .map(|(i, source)| (format!("case {i}"), source.to_string()))
        .collect();
    let verdicts = oracle(&cases);
    let mut tally = Tally::new();
    for (id, source) in &cases {
        tally.add(id, source, &verdicts[id]);
    }
    tally.report("joiners in names");
    assert_eq!(tally.agreement(), 100.0);
    assert_eq!(tally.position_agreement(), 100.0);
    if target() == DEFAULT_TARGET {
        assert_eq!(tally.message_agreement(), 100.0);
    }
}
