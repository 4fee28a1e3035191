//! Repairs that need no model, each verified before it is offered.
//!
//! Syntax repair ([`Sandbox::repair_syntax`]): small edits near CPython's
//! reported error, searched and judged by the in-process CPython-exact check,
//! ranked by the fewest edits, then a cost that adds how far each edit is
//! from the error (in lines), how unusual the edited lines become by the
//! file's own token habits, and the kind of mistake it undoes; the issues
//! ruff then finds on the edited lines are reported with each candidate.
//! Its modules: `search`, `ranking`, `carry`, `candidates`, `edits`,
//! `brackets`, `distant`, `layout`, `lookalikes`, `named`, `naturalness`,
//! `parallel`, `settled`, `window`.
//!
//! Test-guided repair ([`Sandbox::repair_failing_tests`]): the lines the
//! failing tests execute, ranked by spectrum-based suspiciousness, are
//! mutated one operator at a time and each edit is run against the tests,
//! quickest probe first; partial patches are chained across files. Its
//! modules: `guided` (the search) and `mutate` (the operators).

mod body;
mod brackets;
mod c_for;
mod candidates;
mod carry;
mod continuation;
mod cost;
mod distant;
mod edits;
mod foreign;
mod fstrings;
mod groups;
mod guided;
mod keyword_names;
mod layout;
mod lookalikes;
mod missed_commas;
mod mutate;
mod named;
mod naturalness;
mod parallel;
mod pasted;
mod python2;
mod ranking;
mod search;
mod settled;
mod window;

use std::path::Path;
use std::time::{Duration, Instant};

use serde::Serialize;

pub use edits::Kind;
pub use guided::{
    StopReason, Suspicious, TestCounts, TestRepairCandidate, TestRepairOptions, TestRepairResult,
};
pub use mutate::Operator;
pub use search::first_error_candidates;

use crate::error::Result;
use crate::files::ReadOptions;
use crate::lint::introduced::{self, Finding};
use crate::modify::unified_diff;
use crate::python::{DEFAULT_TARGET, PythonVersion, SyntaxErrorInfo, validate};
use crate::sandbox::Sandbox;
use edits::Lines;

/// Candidates offered by default.
pub const DEFAULT_CANDIDATES: usize = 3;

/// Each error's share of a call's time: the search of one error stops
/// this long after it began (the next error gets its own).
pub const TIME_PER_ERROR: Duration = Duration::from_secs(3);
/// A whole call's bound, however many errors the file holds.
pub const TIME_PER_CALL: Duration = Duration::from_secs(20);

#[derive(Debug, Clone)]
pub struct SyntaxRepairOptions {
    /// Candidates returned at most, best first.
    pub candidates: usize,
    /// Write the best candidate (undoably).
    pub apply: bool,
    /// With `apply`, write the best partial repair when none compiles
    /// (off by default: the file would still not compile, and each
    /// partial edit is a guess no compiler has confirmed).
    pub apply_partial: bool,
    /// The search of one error stops this long after it began.
    pub time_per_error: Duration,
    /// The whole search stops here, with what it found.
    pub time_limit: Duration,
    pub target: PythonVersion,
}

impl Default for SyntaxRepairOptions {
    fn default() -> Self {
        SyntaxRepairOptions {
            candidates: DEFAULT_CANDIDATES,
            apply: false,
            apply_partial: false,
            time_per_error: TIME_PER_ERROR,
            time_limit: TIME_PER_CALL,
            target: DEFAULT_TARGET,
        }
    }
}

/// One edit of a candidate, where it was made (in the text as repaired so
/// far: an earlier edit of the same candidate may have moved it).
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Edit {
    /// 1-based.
    pub line: usize,
    /// 1-based, in characters (CPython's offsets).
    pub column: usize,
    pub before: String,
    pub after: String,
    pub kind: Kind,
}

/// A repair that compiles.
#[derive(Debug, Clone, Serialize)]
pub struct SyntaxCandidate {
    /// 1 is the best.
    pub rank: usize,
    pub edits: Vec<Edit>,
    pub diff: String,
    /// What ruff finds on the lines the candidate changed that points at a
    /// mistake (pyflakes and bugbear rules: an inserted name that is
    /// undefined, for example); each counts against the candidate's rank.
    pub new_issues: Vec<Finding>,
    /// The whole repaired text.
    #[serde(skip)]
    pub code: String,
}

/// The best the search did when no repair compiles: the errors it
/// repaired and the first that remains.
#[derive(Debug, Clone, Serialize)]
pub struct PartialRepair {
    pub edits: Vec<Edit>,
    pub diff: String,
    /// CPython's first error after these edits (it reports one at a time).
    pub remaining: SyntaxErrorInfo,
    /// The partially repaired text.
    #[serde(skip)]
    pub code: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct SyntaxRepairResult {
    pub file_path: String,
    /// The code compiled already: nothing was searched or changed.
    pub compiled: bool,
    /// CPython's first syntax error, before any repair.
    pub error: Option<SyntaxErrorInfo>,
    /// At least one candidate compiles.
    pub repaired: bool,
    pub candidates: Vec<SyntaxCandidate>,
    /// When no candidate compiles: what was repaired and what remains.
    pub partial: Option<PartialRepair>,
    /// Syntax errors met in turn (each repaired but the last, if partial).
    pub errors_found: usize,
    /// The best candidate (or, asked for, the partial repair) was written.
    pub applied: bool,
    pub undo_recorded: bool,
    /// Seconds the search took.
    pub duration: f64,
}

/// Repair candidates for `code`, named `name` in the result.
pub fn repair_code(name: &str, code: &str, options: &SyntaxRepairOptions) -> SyntaxRepairResult {
    let started = Instant::now();
    let error = validate(code, options.target).err();
    let mut result = SyntaxRepairResult {
        file_path: name.to_string(),
        compiled: error.is_none(),
        error: error.clone(),
        repaired: false,
        candidates: Vec::new(),
        partial: None,
        errors_found: usize::from(error.is_some()),
        applied: false,
        undo_recorded: false,
        duration: 0.0,
    };
    if error.is_some() {
        let search = search::Search {
            original: code.to_string(),
            target: options.target,
            deadline: started + options.time_limit,
            per_error: options.time_per_error,
            beam: 2,
        };
        let path = Path::new(name);
        let outcome = search.run(code);
        result.errors_found = outcome.errors_met;
        if let Some((found, remaining)) = outcome.partial {
            result.partial = Some(PartialRepair {
                edits: found.steps.iter().map(|(c, text)| edit(c, text)).collect(),
                diff: unified_diff(name, code, &found.code),
                remaining,
                code: found.code,
            });
        }
        let mut found = outcome.complete;
        found.truncate(options.candidates.max(1) * 2);
        for repair in &mut found {
            // Last first: each comma's place is unmoved by the others.
            for comma in missed_commas::missed_commas(&repair.code, options.target)
                .into_iter()
                .rev()
            {
                let before = std::mem::take(&mut repair.code);
                repair.code = comma.apply(&before);
                repair.steps.push((comma, before));
            }
        }
        let mut candidates: Vec<(f64, SyntaxCandidate)> = found
            .into_iter()
            .map(|f| {
                let edits: Vec<Edit> = f.steps.iter().map(|(c, text)| edit(c, text)).collect();
                let new_issues = issues_on_edited_lines(path, &f.code, &edits);
                let cost = f.cost + new_issues.iter().map(issue_cost).sum::<f64>();
                let candidate = SyntaxCandidate {
                    rank: 0,
                    diff: unified_diff(name, code, &f.code),
                    edits,
                    new_issues,
                    code: f.code,
                };
                (cost, candidate)
            })
            .collect();
        candidates.sort_by(|a, b| {
            (a.1.edits.len(), a.0)
                .partial_cmp(&(b.1.edits.len(), b.0))
                .unwrap_or(std::cmp::Ordering::Equal)
        });
        result.candidates = candidates
            .into_iter()
            .take(options.candidates.max(1))
            .enumerate()
            .map(|(i, (_, mut c))| {
                c.rank = i + 1;
                c
            })
            .collect();
        result.repaired = !result.candidates.is_empty();
    }
    result.duration = started.elapsed().as_secs_f64();
    result
}

/// The mutations test-guided repair tries at 1-based `line` of `code`,
/// most likely first: each mutated text (it compiles) and what it changed.
pub fn line_mutants(code: &str, line: usize) -> Vec<(String, String)> {
    mutate::mutations(code, line)
        .into_iter()
        .map(|m| (m.change.apply(code), m.what))
        .collect()
}

/// The edit a change makes, as a reader sees it: whole lines it leaves
/// as they were (a block re-indented where only its first line moved)
/// are not part of it.
fn edit(change: &edits::Change, text: &str) -> Edit {
    let (mut start, mut end, mut after) = (change.start, change.end, change.text.as_str());
    while let (Some(b), Some(a)) = (text[start..end].find('\n'), after.find('\n'))
        && text[start..=start + b] == after[..=a]
    {
        start += b + 1;
        after = &after[a + 1..];
    }
    while let (Some(b), Some(a)) = (text[start..end].rfind('\n'), after.rfind('\n'))
        && text[start + b..end] == after[a..]
    {
        end = start + b;
        after = &after[..a];
    }
    let lines = Lines::of(text);
    let line = lines.line_of(start);
    let line_start = lines.start_of(line);
    Edit {
        line,
        column: text[line_start..start].chars().count() + 1,
        before: text[start..end].to_string(),
        after: after.to_string(),
        kind: change.kind,
    }
}

/// What a finding on the edited lines costs a candidate: one, or three
/// for an undefined name that is a keyword misspelt (`retrun, x` compiles,
/// but `return x` was meant).
fn issue_cost(finding: &Finding) -> f64 {
    let undefined = finding.code == "F821"
        && finding
            .message
            .split('`')
            .nth(1)
            .is_some_and(candidates::misspelt_keyword);
    if undefined { 3.0 } else { 1.0 }
}

/// What ruff finds on (or next to) the edited lines that points at a
/// mistake rather than at style: pyflakes' and bugbear's rules (an
/// undefined name, an unused variable...).
fn issues_on_edited_lines(path: &Path, code: &str, edits: &[Edit]) -> Vec<Finding> {
    introduced::findings(path, code)
        .list()
        .filter(|f| f.code.starts_with('F') || f.code.starts_with('B'))
        .filter(|f| {
            edits
                .iter()
                .any(|e| (f.line as usize).abs_diff(e.line) <= 1)
        })
        .cloned()
        .collect()
}

impl Sandbox {
    /// Syntax repair of a file of the sandbox; with `apply`, the best
    /// candidate is written through the undoable write path (in the file's
    /// own encoding).
    pub fn repair_syntax(
        &self,
        path: &Path,
        options: &SyntaxRepairOptions,
    ) -> Result<SyntaxRepairResult> {
        let read = self.read_file(path, &ReadOptions::default())?;
        let mut result = repair_code(&read.file_path, &read.content, options);
        let partial = result.partial.as_ref().filter(|_| options.apply_partial);
        let chosen = match result.candidates.first() {
            Some(best) => Some(best.code.clone()),
            None => partial.map(|p| p.code.clone()),
        };
        if options.apply
            && let Some(code) = chosen
        {
            // A partial repair does not compile: written as a plain write
            // (undoable), since apply_fix refuses code that does not compile.
            let undo_recorded = if result.candidates.is_empty() {
                self.write_file(path, &code)?.undo_recorded
            } else {
                self.apply_fix(path, &code)?.undo_recorded
            };
            result.applied = true;
            result.undo_recorded = undo_recorded;
        }
        Ok(result)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn best(code: &str) -> Option<String> {
        let result = repair_code("x.py", code, &SyntaxRepairOptions::default());
        result.candidates.first().map(|c| c.code.clone())
    }

    #[test]
    fn common_single_mistakes_are_undone_first() {
        let file = |body: &str| {
            format!(
                "import os\n\n\ndef area(width, height):\n    return width * height\n\n\n{body}\nprint(area(2, 3), os.sep)\n"
            )
        };
        for (broken, fixed) in [
            ("def f(a, b)\n    return a", "def f(a, b):\n    return a"),
            ("x = area(1 2)", "x = area(1, 2)"),
            ("if x = 1:\n    pass", "if x == 1:\n    pass"),
            ("y = [1, 2", "y = [1, 2]"),
            ("def h(i):\n    retrun i", "def h(i):\n    return i"),
            ("s = 'abc\nt = 1", "s = 'abc'\nt = 1"),
            ("def g():\nreturn 1", "def g():\n    return 1"),
        ] {
            assert_eq!(best(&file(broken)), Some(file(fixed)), "{broken:?}");
        }
    }

    /// `retrun x` also compiles as `retrun, x` (a tuple of an undefined
    /// name): in a small file, alone or among other mistakes, the keyword
    /// is spelt right instead.
    #[test]
    fn a_misspelt_keyword_is_spelt_right_not_followed_by_a_comma() {
        let one = "def multiplication(a, b):\n    resultat = a * b\n    retrun resultat\n";
        assert_eq!(best(one), Some(one.replace("retrun", "return")));
        let several = "def addition(a, b)  # deux-points\n    return a + b\n\n\
                       def multiplication(a, b):\n    resultat = a * b\n    retrun resultat\n\n\
                       print(addition(2, 3)\n";
        let fixed = best(several).unwrap();
        assert!(fixed.contains("    return resultat\n"), "{fixed}");
    }

    /// Mistakes of the standard-library corpus this search once left
    /// unrepaired or repaired by taking text away.
    #[test]
    fn what_the_corpus_found_is_repaired_and_nothing_is_taken() {
        // A string left open before a comment: closed, the comment kept.
        let units = "units = {\n    'c': 72 / 2.54,     # centimeters\n    'i: 72,            # inches\n    'p': 1,             # points\n}\n";
        let fixed = best(units).unwrap();
        assert!(fixed.contains("# inches\n"), "{fixed}");
        assert!(fixed.contains("'i"), "{fixed}");
        // A line indented under 20 lines of comments goes back to the top.
        let comments = "# A comment.\n".repeat(25);
        let indented = format!("\"\"\"Doc.\"\"\"\n\n{comments}\n    import re\nimport os\n");
        assert_eq!(
            best(&indented),
            Some(indented.replace("    import re", "import re"))
        );
        // A missing `:` before comment lines and a block indented with a tab.
        let block = "def f(xs):\n    for x in xs\n        # Comment.\n        # More.\n\t    y = x\n        print(y)\n";
        let fixed = best(block).unwrap();
        assert!(
            fixed.starts_with("def f(xs):\n    for x in xs:\n"),
            "{fixed}"
        );
        // A closing quote lost, the next string's opening quote taken for
        // it (CPython reports the `}` unmatched, before the missing `:`
        // above): a quote put back, no brace taken away, then the `:`.
        let quotes = "def f(n)\n    return n * \"key = { + n * \"}\"\n";
        let fixed = best(quotes).unwrap();
        assert_eq!(
            fixed.replace('"', ""),
            "def f(n):\n    return n * key = { + n * }\n",
            "{fixed}"
        );
    }

    /// Slips CPython reports away from where they were made.
    #[test]
    fn slips_reported_elsewhere_are_undone_first() {
        let module = |body: &str| {
            format!(
                "\"\"\"Shapes.\"\"\"\n\nimport math\n\n\nclass Circle:\n    \"\"\"A circle.\"\"\"\n\n    def __init__(self, radius):\n        self.radius = radius\n\n{body}\n\n\ndef area(shape, scale=1):\n    \"\"\"The area, scaled.\"\"\"\n    return math.pi * shape.radius ** 2 * scale\n\n\nprint(area(Circle(1), scale=2), \"it's round\")\n"
            )
        };
        for (broken, fixed) in [
            // A docstring's closing quote lost: a later string fails.
            (
                "    def grow(self):\n        \"\"\"Twice as large.\n\n        Not in place.\n        \"\"\n        return Circle(self.radius * 2)",
                "    def grow(self):\n        \"\"\"Twice as large.\n\n        Not in place.\n        \"\"\"\n        return Circle(self.radius * 2)",
            ),
            // An opening bracket lost between two words run together.
            (
                "    def __eq__other):\n        return self.radius == other.radius",
                "    def __eq__(other):\n        return self.radius == other.radius",
            ),
            // A comment's `#` lost from a line of prose.
            (
                "    def grow(self):\n         Grow it by two, it is what the callers want\n        return Circle(self.radius * 2)",
                "    def grow(self):\n        # Grow it by two, it is what the callers want\n        return Circle(self.radius * 2)",
            ),
            // `def` lost, its space left: the dedent matches no block.
            (
                "     grow(self):\n        return Circle(self.radius * 2)",
                "    def grow(self):\n        return Circle(self.radius * 2)",
            ),
            // A keyword argument's `=` doubled: reported at the call's end.
            (
                "    def grow(self):\n        return area(\n            shape=self,\n            scale==2,\n        )",
                "    def grow(self):\n        return area(\n            shape=self,\n            scale=2,\n        )",
            ),
            // A block's header dedented: reported where its body ends.
            (
                "    def grow(self):\n    for _ in range(2):\n            self.radius *= 2\n        return self",
                "    def grow(self):\n        for _ in range(2):\n            self.radius *= 2\n        return self",
            ),
        ] {
            assert_eq!(best(&module(broken)), Some(module(fixed)), "{broken:?}");
        }
    }

    /// Slips of class exercises that other repairs also compile, but with
    /// another meaning: the one the author meant comes first.
    #[test]
    fn class_exercise_slips_keep_their_meaning() {
        for (broken, fixed) in [
            // `=` in a comprehension's condition, reported at its `[`.
            (
                "def f(votes, best):\n    return [o for o, c in votes if c = best]\n",
                "def f(votes, best):\n    return [o for o, c in votes if c == best]\n",
            ),
            // The bracket closed where the parser stopped, not inside an
            // element (a tuple called, or split).
            (
                "def f(r):\n    for d in ((1, 0), (-1, 0), (0, 1), (0, -1):\n        print(r, d)\n",
                "def f(r):\n    for d in ((1, 0), (-1, 0), (0, 1), (0, -1)):\n        print(r, d)\n",
            ),
            // A string left open is closed; its words stay text.
            (
                "def f(ch):\n    raise ValueError(ch + \" not in maze)\n",
                "def f(ch):\n    raise ValueError(ch + \" not in maze\")\n",
            ),
            (
                "def f(s):\n    return sum(s.count(ch) for ch in \"etaoin)\n",
                "def f(s):\n    return sum(s.count(ch) for ch in \"etaoin\")\n",
            ),
            // A dict's comma lost at a line's end: not the dict closed.
            (
                "r = {\n    \"a\": (1, \"g\"),\n    \"b\": (2, \"g\")\n    \"c\": (3, \"\"),\n}\nn = 4\n",
                "r = {\n    \"a\": (1, \"g\"),\n    \"b\": (2, \"g\"),\n    \"c\": (3, \"\"),\n}\nn = 4\n",
            ),
            // A call left open before a line indented less than its own:
            // closed on its own line, the next line a statement again.
            (
                "score = 0\nfor i in range(3):\n    score += play(\nprint(score)\nif score:\n    print(1)\n",
                "score = 0\nfor i in range(3):\n    score += play()\nprint(score)\nif score:\n    print(1)\n",
            ),
            // A closing quote lost before `'\n'`: CPython's tokenizer
            // stops at the backslash, and finds the `‘%’` below only after.
            (
                "x = [\n    ('%k', 2),\n    ('%n, '\\n', 'newline'),\n]\ny = x[0] == ‘%’\n",
                "x = [\n    ('%k', 2),\n    ('%n', '\\n', 'newline'),\n]\ny = x[0] == '%'\n",
            ),
        ] {
            assert_eq!(best(broken).as_deref(), Some(fixed), "{broken}");
        }
    }

    #[test]
    fn code_that_compiles_is_left_alone_and_several_errors_are_repaired_in_turn() {
        let result = repair_code("x.py", "x = 1\n", &SyntaxRepairOptions::default());
        assert!(result.compiled && result.candidates.is_empty());
        let two = "def f(a, b)\n    return a\n\n\ndef g(c)\n    return c\n";
        let repaired = best(two).unwrap_or_default();
        assert!(validate(&repaired, DEFAULT_TARGET).is_ok(), "{repaired}");
        assert_eq!(
            repaired,
            "def f(a, b):\n    return a\n\n\ndef g(c):\n    return c\n"
        );
    }
}
