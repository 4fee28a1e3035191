//! Repairs without a model: each candidate verified before it is offered.

use serde::Deserialize;
use serde_json::{Map, Value};

use super::{Context, Hints, TestLimits, Tool, on_path, seconds};
use crate::error::{Error, Result};
use crate::journal::ActionType;
use crate::probe::ProbeOptions;
use crate::repair::{
    DEFAULT_CANDIDATES, SyntaxRepairOptions, SyntaxRepairResult, TestRepairOptions,
    TestRepairResult, repair_code,
};
use crate::testing::TestOptions;

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct RepairSyntaxArgs {
    /// A .py file of the sandbox that does not compile (or give `code`).
    pub file_path: Option<String>,
    /// Python source to repair instead of a file (nothing is written).
    pub code: Option<String>,
    /// Write the best candidate to the file, undoably (default false).
    pub apply: Option<bool>,
    /// With apply: when no candidate compiles, write the best partial
    /// repair (errors repaired so far; the file still does not compile).
    /// Default false.
    pub partial: Option<bool>,
    /// Candidates returned at most, best first (default 3).
    pub candidates: Option<usize>,
}

pub struct RepairSyntax;

impl Tool for RepairSyntax {
    const NAME: &'static str = "repair_syntax";
    const MODULE: &'static str = "code_modifier";
    const ACTION: ActionType = ActionType::Fix;
    const DESCRIPTION: &'static str = "Repair a Python file (or code) that CPython will not \
        compile, without a model: small edits near the error (a token inserted, deleted or \
        replaced, a bracket or string closed, a colon, a line or block re-indented, lines \
        swapped, a misspelt keyword, Python 2's print and except, typographic quotes), any \
        number of errors in turn. Returns ranked candidates that compile, each with its edits \
        (line, column, before, after), diff and the issues ruff finds on the lines it changed; \
        when none compiles, the partial repair and the error that remains. apply=true writes \
        the best candidate (undoable). Code that compiles is left alone.";
    const HINTS: Hints = Hints::WRITE;
    const OUTPUT_KEYS: &'static [&'static str] = &[
        "file_path",
        "compiled",
        "error",
        "repaired",
        "candidates",
        "applied",
    ];
    type Args = RepairSyntaxArgs;
    type Output = SyntaxRepairResult;

    fn summary(output: &SyntaxRepairResult) -> String {
        super::summary::repair_syntax(output)
    }

    fn reports_failure(output: &SyntaxRepairResult) -> bool {
        !output.compiled && !output.repaired
    }

    fn run(context: &Context, args: RepairSyntaxArgs) -> Result<SyntaxRepairResult> {
        let options = SyntaxRepairOptions {
            candidates: args.candidates.unwrap_or(DEFAULT_CANDIDATES).clamp(1, 20),
            apply: args.apply.unwrap_or(false),
            apply_partial: args.partial.unwrap_or(false),
            ..SyntaxRepairOptions::default()
        };
        match (args.code, &args.file_path) {
            (Some(code), None) if !options.apply => Ok(repair_code("<code>", &code, &options)),
            (Some(_), None) => Err(Error::InvalidArgument(
                "apply needs a file_path: inline code has nowhere to be written".into(),
            )),
            (None, Some(path)) => context
                .sandbox()?
                .repair_syntax(&context.path(path), &options),
            _ => Err(Error::InvalidArgument(
                "give either `code` or `file_path`, not both".into(),
            )),
        }
    }

    fn action(args: &Self::Args) -> ActionType {
        ActionType::of_write(args.apply.unwrap_or(false))
    }

    fn logged(args: &RepairSyntaxArgs) -> Value {
        let mut logged = Map::new();
        if let Some(path) = &args.file_path {
            logged.insert("file_path".into(), path.as_str().into());
        }
        if let Some(code) = &args.code {
            logged.insert("code_chars".into(), code.chars().count().into());
        }
        logged.insert("apply".into(), args.apply.unwrap_or(false).into());
        Value::Object(logged)
    }

    fn files(args: &RepairSyntaxArgs) -> Vec<String> {
        args.file_path.iter().cloned().collect()
    }

    fn submitted_code(args: &RepairSyntaxArgs) -> Option<&str> {
        args.code.as_deref()
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct RepairTestsArgs {
    /// The directory whose tests fail (run from it, as run_pytest does).
    pub directory: String,
    /// Write the best candidate, undoably (default false).
    pub apply: Option<bool>,
    /// The search's time budget in seconds (default 60).
    pub budget: Option<f64>,
    /// Candidates returned at most (default 3).
    pub candidates: Option<usize>,
    /// With apply: when no patch makes every test pass, write the best
    /// partial one (some failing tests pass, none breaks). Default false.
    pub partial: Option<bool>,
    /// Take the probe's findings (hangs, crashes in the project's code,
    /// doctest mismatches: see the `probe` tool) as failing checks too, so
    /// that code without tests can be repaired: a patch must then answer
    /// every finding (its call returns, raises nothing from the project,
    /// its doctest passes), the probe must find nothing new, and every test
    /// that passed must still pass. Default false.
    pub probe: Option<bool>,
    /// With probe: each probe call's limit in seconds (default 2).
    pub probe_timeout: Option<f64>,
    #[serde(flatten)]
    pub limits: TestLimits,
}

pub struct RepairFailingTests;

impl Tool for RepairFailingTests {
    const NAME: &'static str = "repair_failing_tests";
    const MODULE: &'static str = "code_modifier";
    const ACTION: ActionType = ActionType::Fix;
    const DESCRIPTION: &'static str = "Repair a one-line logic bug that failing tests expose, \
        without a model: the fault is localized from the lines failing and passing tests run \
        (Ochiai), or from where the probe's findings point (probe=true: a hang, a crash or \
        a doctest mismatch counts as a failing test, so code without tests can be repaired), \
        then the suspicious lines are edited, most likely first (operators, constants \
        and bounds off by one, `+ 1` added or removed, variables, arguments, conditions, \
        methods, returned values, statements deleted, copied or added from templates: guards, \
        returns, loop updates; two edits when a partial patch leads on), in copies of the \
        sandbox and tested (failing tests first, then the whole suite, confined), until a patch \
        makes every test pass or the budget is spent. Returns the patches (complete, or \
        partial: some failing tests pass, none breaks) with diffs and counts, how many edits \
        were tried and why the search stopped; apply=true writes a complete one (undoable). \
        The tests are the only judge.";
    const HINTS: Hints = Hints::WRITE;
    const OUTPUT_KEYS: &'static [&'static str] = &[
        "directory",
        "failing_before",
        "findings_before",
        "suspicious",
        "candidates",
        "tried",
        "applied",
    ];
    type Args = RepairTestsArgs;
    type Output = TestRepairResult;

    fn summary(output: &TestRepairResult) -> String {
        super::summary::repair_tests(output)
    }

    fn reports_failure(output: &TestRepairResult) -> bool {
        let something_fails =
            !output.failing_before.is_empty() || !output.findings_before.is_empty();
        something_fails && !output.candidates.first().is_some_and(|c| c.complete)
    }

    fn run(context: &Context, args: RepairTestsArgs) -> Result<TestRepairResult> {
        let options = TestRepairOptions {
            budget: match args.budget {
                Some(budget) => seconds(budget, "budget")?,
                None => TestRepairOptions::default().budget,
            },
            apply: args.apply.unwrap_or(false),
            candidates: args.candidates.unwrap_or(DEFAULT_CANDIDATES).clamp(1, 20),
            apply_partial: args.partial.unwrap_or(false),
            test: args.limits.options(TestOptions::for_directory(), context)?,
            probe: match args.probe.unwrap_or(false) {
                true => Some(ProbeOptions {
                    call_timeout: match args.probe_timeout {
                        Some(limit) => seconds(limit, "probe_timeout")?,
                        None => ProbeOptions::default().call_timeout,
                    },
                    confinement: context.confinement.clone(),
                    environment: context.environment.clone(),
                    ..ProbeOptions::default()
                }),
                false => None,
            },
            ..TestRepairOptions::default()
        };
        context
            .sandbox()?
            .repair_failing_tests(&context.path(&args.directory), &options)
    }

    fn action(args: &Self::Args) -> ActionType {
        ActionType::of_write(args.apply.unwrap_or(false))
    }

    fn logged(args: &RepairTestsArgs) -> Value {
        let mut logged = on_path("directory", &args.directory);
        if let Value::Object(map) = &mut logged {
            map.insert("apply".into(), args.apply.unwrap_or(false).into());
            if args.probe == Some(true) {
                map.insert("probe".into(), true.into());
            }
        }
        logged
    }

    fn files(args: &RepairTestsArgs) -> Vec<String> {
        vec![args.directory.clone()]
    }
}
