//! Every integration test of this crate in one binary: one link instead of
//! one per file (CI builds them from nothing on two cores). Each file below
//! is a module named as the file; `cargo nextest run -E 'test(/^cli_lint::/)'`
//! runs one of them.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

mod common;
#[path = "../../../bench/src/inject.rs"]
#[allow(dead_code)]
mod inject;
#[path = "../../../bench/src/mutants.rs"]
#[allow(dead_code)]
mod mutants;
#[path = "common/reference.rs"]
mod reference;
#[path = "common/workers.rs"]
mod workers;

mod absolute_links;
mod cgroups;
mod code_tools;
mod environment;
mod files;
mod lint_crash;
mod lint_invalidation;
mod lint_names;
mod lint_repaired_imports;
mod lint_shared;
mod list_reuse;
mod module_graph;
mod path_fuzz;
mod probe;
mod probe_repair;
mod pylint_agreement;
mod pytest_runner;
mod repair_as_meant;
mod repair_mutations;
mod repair_rules;
mod repair_syntax;
mod repair_syntax_many;
mod security;
mod syntax_agreement;
mod warm_parent;
