//! Every integration test of this crate in one binary: one link instead of
//! one per file (CI builds them from nothing on two cores). Each file below
//! is a module named as the file; `cargo nextest run -E 'test(/^cli_lint::/)'`
//! runs one of them.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

mod common;
#[path = "../../toolsmith/tests/common/reference.rs"]
mod reference;
mod scripted;

mod cli_autofix;
mod cli_autofix_pylint;
mod cli_batch;
mod cli_code;
mod cli_encodings;
mod cli_environment;
mod cli_environment_hostile;
mod cli_explore;
mod cli_files;
mod cli_hostile;
mod cli_hung_tests;
mod cli_lint;
mod cli_log;
mod cli_log_grading;
mod cli_multi_edit;
mod cli_patch;
mod cli_probe;
mod cli_repair;
mod cli_repair_tests;
mod cli_server;
mod cli_swarm;
mod cli_swarm_local;
mod cli_swarm_providers;
mod docs_reference;
mod docs_transcripts;
mod mcp_e2e;
mod mcp_http;
