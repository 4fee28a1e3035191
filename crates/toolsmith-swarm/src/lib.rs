//! The Refactoring Swarm on Toolsmith: three agents repair a directory of
//! Python code. The Auditor measures (syntax, pylint, the tests) and plans;
//! the Fixer repairs; the Judge measures again and keeps an iteration only if
//! no passing test fails, no compiling file stops compiling and the mean
//! score does not drop (unless failing tests now pass), else undoes it. Every action is a call of the core's
//! catalogue (confined, undoable, logged). The default model is offline (the
//! verified repair tools); any OpenAI-compatible endpoint can drive the
//! Auditor and the Fixer instead. The fronts (CLI, Python, batches) adapt
//! [`SwarmSettings`].

pub mod assess;
pub mod conversation;
pub mod error;
pub mod html;
pub mod judge;
pub mod model;
pub mod offline;
pub mod plan;
pub mod prompts;
pub mod provider;
pub mod report;
pub mod rollback;
pub mod settings;
pub mod swarm;
pub mod target;
pub mod toolbox;

pub use error::{Result, SwarmError};
pub use model::Endpoint;
pub use report::SwarmReport;
pub use settings::{SwarmSettings, batch_tools};
pub use swarm::{ModelChoice, Progress, SwarmOptions, run};
pub use target::{copy_into, prepare, timeout};
