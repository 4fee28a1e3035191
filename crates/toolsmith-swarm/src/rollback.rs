//! Undoing an iteration the Judge refuses. The tree's text files are
//! remembered when the iteration starts (read through the sandbox's handle);
//! afterwards every file that differs is brought back through the
//! catalogue's `undo` (each write of the iteration undone in turn), or, where
//! the history cannot, by writing the remembered text back. Both are logged
//! as the Judge's calls.

use std::collections::BTreeMap;

use serde_json::json;
use toolsmith::files::ReadOptions;
use toolsmith::files::list::ListOptions;
use toolsmith::tools::{Context, Undo, WriteFile};

use crate::error::Result;
use crate::toolbox::{Agent, Toolbox};

/// Undo steps tried per file before writing its text back.
const MAX_UNDO_STEPS: usize = 64;

/// The text of every file of a tree at one moment.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Snapshot {
    pub files: BTreeMap<String, String>,
}

impl Snapshot {
    /// Every text file under `directory` (hidden directories left out, as
    /// the agents' listings leave them).
    pub fn take(context: &Context, directory: &str) -> Result<Snapshot> {
        let sandbox = context.sandbox()?;
        let options = ListOptions {
            all_files: true,
            reuse: false,
            ..ListOptions::default()
        };
        let listing = sandbox.list_files(&context.path(directory), &options)?;
        let mut files = BTreeMap::new();
        for name in listing.files {
            // Binary or unreadable files are not what the agents write.
            if let Ok(read) = sandbox.read_file(&context.path(&name), &ReadOptions::default()) {
                files.insert(name, read.content);
            }
        }
        Ok(Snapshot { files })
    }

    /// Files whose text differs between `self` and `later`, or that only one holds.
    pub fn changed(&self, later: &Snapshot) -> Vec<String> {
        let mut names: Vec<String> = later
            .files
            .iter()
            .filter(|(name, text)| self.files.get(*name) != Some(*text))
            .map(|(name, _)| name.clone())
            .collect();
        names.extend(
            self.files
                .keys()
                .filter(|name| !later.files.contains_key(*name))
                .cloned(),
        );
        names.sort();
        names
    }
}

/// Brings the `changed` files (those that differ from `before`, as
/// [`Snapshot::changed`] found them) back to what `before` holds.
pub fn restore(toolbox: &Toolbox, before: &Snapshot, changed: &[String]) -> Result<()> {
    for name in changed {
        restore_file(toolbox, name, before.files.get(name))?;
    }
    Ok(())
}

fn restore_file(toolbox: &Toolbox, name: &str, wanted: Option<&String>) -> Result<()> {
    for _ in 0..MAX_UNDO_STEPS {
        if current(toolbox.context(), name).as_ref() == wanted {
            return Ok(());
        }
        if toolbox
            .run::<Undo>(Agent::Judge, json!({"file_path": name}))
            .is_err()
        {
            break;
        }
    }
    if current(toolbox.context(), name).as_ref() == wanted {
        return Ok(());
    }
    match wanted {
        Some(text) => {
            toolbox.run::<WriteFile>(Agent::Judge, json!({"file_path": name, "content": text}))?;
            Ok(())
        }
        // Made in the iteration and beyond undo's reach: the catalogue has
        // no tool that deletes, so it stays, and the report says so.
        None => Err(crate::error::SwarmError::InvalidInput(format!(
            "{name} was created in an undone iteration and could not be removed"
        ))),
    }
}

fn current(context: &Context, name: &str) -> Option<String> {
    let sandbox = context.sandbox().ok()?;
    sandbox
        .read_file(&context.path(name), &ReadOptions::default())
        .ok()
        .map(|read| read.content)
}
