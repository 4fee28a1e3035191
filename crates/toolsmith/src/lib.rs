//! Toolsmith core: the tools an LLM agent needs to repair Python code, confined
//! to a sandbox directory. Every file operation goes through one cap-std handle
//! on the sandbox root ([`Sandbox`]). The CLI, MCP server and Python package are
//! thin fronts over this crate; results serialize to the spec's dictionaries.

pub mod batch;
pub mod confine;
pub mod environment;
pub mod error;
pub mod files;
pub mod journal;
pub mod lint;
pub mod lint_server;
pub mod modify;
pub mod parallel;
pub mod probe;
pub mod process;
pub mod python;
pub mod repair;
pub mod sandbox;
pub mod testing;
pub mod text;
pub mod toolchain;
pub mod tools;

pub use error::{Error, ErrorKind, Result};
pub use sandbox::{DEFAULT_SANDBOX_DIR, Sandbox, is_path_in_sandbox};
