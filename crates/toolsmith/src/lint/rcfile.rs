//! The configuration pylint runs with, pinned: what the workers are started
//! with and what every cached result's key holds.

/// Our pinned configuration: pylint's defaults, and nothing from the sandbox.
pub const PINNED_RCFILE: &str = "[MAIN]\n";
