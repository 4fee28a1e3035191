//! The Refactoring Swarm on Toolsmith: three agents repair a directory of
//! Python code. The Auditor measures (syntax, pylint, the tests) and plans;
//! the Fixer repairs; the Judge measures again and keeps an iteration only if
//! no passing test fails, no compiling file stops compiling and the mean
//! score does not drop (unless failing tests now pass), else undoes it. Every action is a call of the core's
//! catalogue (confined, undoable, logged). The default model is offline (the
//! verified repair tools); any OpenAI-compatible endpoint can drive the
//! Auditor and the Fixer instead. The fronts (CLI, Python, batches) adapt
//! [`SwarmSettings`].

mod assess;
mod chunks;
mod conversation;
mod course;
mod endpoint;
mod error;
mod findings;
mod fixer;
mod html;
mod journal_entry;
mod judge;
mod limits;
mod model;
mod model_fixer;
mod offline;
pub mod options;
mod plan;
pub mod prompts;
mod provider;
mod reply;
mod report;
mod rollback;
mod settings;
mod stop;
mod stream;
mod swarm;
mod target;
mod toolbox;

pub use endpoint::Endpoint;
pub use error::{Result, SwarmError};
pub use options::{ModelChoice, Progress, SwarmOptions};
pub use report::SwarmReport;
pub use settings::{SwarmSettings, batch_tools};
pub use stop::StopReason;
pub use swarm::run;
pub use target::copy_into;
