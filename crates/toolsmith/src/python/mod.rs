//! Python code intelligence, in-process on ruff's parser: no Python process
//! is started for any of it.

mod semantic;
pub mod syntax;

pub use syntax::{DEFAULT_TARGET, SyntaxErrorInfo, parse_target, validate};
