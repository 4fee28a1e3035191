//! Command-line definitions (clap). Names and options are the stable contract
//! of DESIGN.md: tests and outside scripts call them.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};
use toolsmith::files::{DEFAULT_MAX_ENTRIES, DEFAULT_MAX_READ_BYTES, LineRange};

#[derive(Debug, Parser)]
#[command(
    name = "toolsmith",
    version,
    about = "Sandboxed tools for LLM agents that repair Python code",
    after_help = "Exit codes: 0 success; 1 the tool ran and reports a failure; \
                  2 usage or environment error; 3 security violation (path outside the sandbox)."
)]
pub struct Cli {
    #[command(flatten)]
    pub global: GlobalOptions,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Args)]
pub struct GlobalOptions {
    /// Sandbox root: every path must resolve inside it.
    #[arg(long, global = true, value_name = "DIR", default_value = toolsmith::DEFAULT_SANDBOX_DIR)]
    pub sandbox: PathBuf,
    /// Research log file (default logs/experiment_data.json, or $TOOLSMITH_LOG).
    #[arg(long, global = true, value_name = "FILE", conflicts_with = "no_log")]
    pub log: Option<PathBuf>,
    /// Do not write the research log.
    #[arg(long, global = true)]
    pub no_log: bool,
    /// Print the result as JSON (the spec's dictionary plus extra keys).
    #[arg(long, global = true)]
    pub json: bool,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print a file (read_file).
    Read {
        path: PathBuf,
        /// Only these lines, 1-based and inclusive: START:END, START:, :END or LINE.
        #[arg(long, value_name = "START:END")]
        lines: Option<LineRange>,
        /// Refuse to return more than this many bytes.
        #[arg(long, value_name = "BYTES", default_value_t = DEFAULT_MAX_READ_BYTES)]
        max_bytes: u64,
    },
    /// Write standard input to a file, atomically (write_file).
    Write {
        path: PathBuf,
        /// Refuse more than this many bytes of input.
        #[arg(long, value_name = "BYTES", default_value_t = DEFAULT_MAX_READ_BYTES)]
        max_bytes: u64,
    },
    /// List the Python files under a directory (list_files).
    Ls {
        dir: PathBuf,
        /// Also enter hidden directories.
        #[arg(long)]
        hidden: bool,
        /// List at most this many files; the result says when it is truncated.
        #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_ENTRIES)]
        max_entries: usize,
    },
}
