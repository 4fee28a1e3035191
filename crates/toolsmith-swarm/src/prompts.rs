//! The agents' prompts as files a team owns: ours ship in `prompts/`
//! (compiled in), `--write-prompts DIR` writes them out to start from, and
//! `--prompts DIR` reads a team's own, a missing file falling back to ours
//! (and saying so). The set used is named by a hash of its texts in the log
//! and the report, so runs can be told apart by their prompts.
//!
//! The Judge calls no model: its prompt is the rule it applies, logged as
//! its input for each judgement.

use std::path::{Path, PathBuf};

use serde::Serialize;
use sha2::{Digest, Sha256};

use crate::error::{Result, SwarmError};

const AUDITOR: &str = include_str!("../prompts/auditor.md");
const FIXER: &str = include_str!("../prompts/fixer.md");
const JUDGE: &str = include_str!("../prompts/judge.md");

/// The files of a prompt set, by agent.
pub const FILES: [&str; 3] = ["auditor.md", "fixer.md", "judge.md"];

/// The three agents' prompts and where they came from.
#[derive(Debug, Clone, Serialize)]
pub struct Prompts {
    #[serde(skip)]
    pub auditor: String,
    #[serde(skip)]
    pub fixer: String,
    #[serde(skip)]
    pub judge: String,
    /// `built-in`, or the directory read.
    pub source: String,
    /// The first 12 hex digits of SHA-256 over the three texts.
    pub hash: String,
    /// Files of the directory that were missing (ours used instead).
    pub fallbacks: Vec<String>,
}

impl Default for Prompts {
    fn default() -> Prompts {
        Prompts::built_in()
    }
}

impl Prompts {
    /// Ours.
    pub fn built_in() -> Prompts {
        Prompts::of(AUDITOR, FIXER, JUDGE, "built-in".into(), Vec::new())
    }

    fn of(
        auditor: &str,
        fixer: &str,
        judge: &str,
        source: String,
        fallbacks: Vec<String>,
    ) -> Prompts {
        let mut hasher = Sha256::new();
        for text in [auditor, fixer, judge] {
            hasher.update(text.as_bytes());
            hasher.update([0]);
        }
        let hash: String = hasher
            .finalize()
            .iter()
            .take(6)
            .map(|b| format!("{b:02x}"))
            .collect();
        Prompts {
            auditor: auditor.trim().to_string(),
            fixer: fixer.trim().to_string(),
            judge: judge.trim().to_string(),
            source,
            hash,
            fallbacks,
        }
    }

    /// A team's prompts from `dir`; each missing file is ours.
    pub fn load(dir: &Path) -> Result<Prompts> {
        if !dir.is_dir() {
            return Err(SwarmError::InvalidInput(format!(
                "{}: no such directory of prompts (write ours there with --write-prompts DIR)",
                dir.display()
            )));
        }
        let mut texts = Vec::new();
        let mut fallbacks = Vec::new();
        for (file, ours) in FILES.iter().zip([AUDITOR, FIXER, JUDGE]) {
            let path = dir.join(file);
            match std::fs::read_to_string(&path) {
                Ok(text) if !text.trim().is_empty() => texts.push(text),
                Ok(_) => {
                    return Err(SwarmError::InvalidInput(format!(
                        "{}: the prompt is empty",
                        path.display()
                    )));
                }
                Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
                    fallbacks.push((*file).to_string());
                    texts.push(ours.to_string());
                }
                Err(error) => {
                    return Err(SwarmError::InvalidInput(format!(
                        "{}: cannot read the prompt: {error}",
                        path.display()
                    )));
                }
            }
        }
        Ok(Prompts::of(
            &texts[0],
            &texts[1],
            &texts[2],
            dir.display().to_string(),
            fallbacks,
        ))
    }

    /// Writes ours into `dir` (made if missing); a file already there is
    /// left as it is. The files written.
    pub fn write_built_in(dir: &Path) -> Result<Vec<PathBuf>> {
        std::fs::create_dir_all(dir).map_err(|e| {
            SwarmError::InvalidInput(format!("{}: cannot make the directory: {e}", dir.display()))
        })?;
        let mut written = Vec::new();
        for (file, text) in FILES.iter().zip([AUDITOR, FIXER, JUDGE]) {
            let path = dir.join(file);
            let created = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&path);
            match created {
                Ok(mut out) => {
                    std::io::Write::write_all(&mut out, text.as_bytes()).map_err(|e| {
                        SwarmError::InvalidInput(format!("{}: cannot write: {e}", path.display()))
                    })?;
                    written.push(path);
                }
                Err(error) if error.kind() == std::io::ErrorKind::AlreadyExists => {}
                Err(error) => {
                    return Err(SwarmError::InvalidInput(format!(
                        "{}: cannot write: {error}",
                        path.display()
                    )));
                }
            }
        }
        Ok(written)
    }

    /// One line for a person: where the prompts came from.
    pub fn describe(&self) -> String {
        let mut line = format!("prompts: {} ({})", self.source, self.hash);
        if !self.fallbacks.is_empty() {
            line.push_str(&format!(
                "; missing, ours used: {}",
                self.fallbacks.join(", ")
            ));
        }
        line
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn written_prompts_read_back_as_ours_and_a_change_changes_the_hash() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let written = Prompts::write_built_in(dir.path()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(written.len(), 3);
        let read = Prompts::load(dir.path()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(read.hash, Prompts::built_in().hash);
        assert!(read.fallbacks.is_empty());
        std::fs::write(dir.path().join("fixer.md"), "Fix it, team style.\n")
            .unwrap_or_else(|e| panic!("{e}"));
        std::fs::remove_file(dir.path().join("judge.md")).unwrap_or_else(|e| panic!("{e}"));
        let ours = Prompts::load(dir.path()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(ours.fixer, "Fix it, team style.");
        assert_ne!(ours.hash, Prompts::built_in().hash);
        assert_eq!(ours.fallbacks, ["judge.md"]);
        assert!(ours.describe().contains("missing, ours used: judge.md"));
        // Written again: what the team changed stays.
        Prompts::write_built_in(dir.path()).unwrap_or_else(|e| panic!("{e}"));
        let again =
            std::fs::read_to_string(dir.path().join("fixer.md")).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(again, "Fix it, team style.\n");
        assert!(Prompts::load(&dir.path().join("absent")).is_err());
    }
}
