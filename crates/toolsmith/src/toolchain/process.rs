//! Running the provisioning tools (uv, pip, the launcher) and turning what
//! they say when they fail into one paragraph a person or an agent can act on.

use std::process::{Command, Output, Stdio};

use crate::error::{Error, Result};

/// `LAUNCHER -I -m pip install` (quiet, no prompts, wheels only), to be
/// completed by the caller: pip's way where uv cannot be had.
pub(crate) fn pip_install(launcher: &std::path::Path) -> Command {
    let mut command = Command::new(launcher);
    command.args([
        "-I",
        "-m",
        "pip",
        "install",
        "--quiet",
        "--disable-pip-version-check",
        "--no-input",
        "--only-binary",
        ":all:",
    ]);
    command
}

/// Runs `command` to completion; a failure is an [`Error::Toolchain`]
/// saying `what` failed and why, in one paragraph.
pub(crate) fn run_tool(command: &mut Command, what: &str) -> Result<Output> {
    let output = command
        .stdin(Stdio::null())
        .output()
        .map_err(|e| Error::Toolchain(format!("{what}: cannot start {command:?}: {e}")))?;
    if output.status.success() {
        return Ok(output);
    }
    let said = paragraph(&String::from_utf8_lossy(&output.stderr));
    let said = if said.is_empty() {
        paragraph(&String::from_utf8_lossy(&output.stdout))
    } else {
        said
    };
    Err(Error::Toolchain(format!("{what} failed: {said}")))
}

/// The lines of a tool's error output as one paragraph: uv's `error:` and
/// `cause:` lines, pip's `ERROR:` lines, box drawing and blank lines dropped,
/// progress chatter ("Using Python ...", "Resolved ...") left out.
pub(crate) fn paragraph(text: &str) -> String {
    let mut parts: Vec<String> = Vec::new();
    for line in text.lines() {
        let line = line
            .trim()
            .trim_start_matches(['×', '╰', '─', '▶', '│', '├', ' '])
            .trim();
        if line.is_empty()
            || line.starts_with("Using Python")
            || line.starts_with("Using CPython")
            || line.starts_with("Resolved ")
            || line.starts_with("Prepared ")
            || line.starts_with("hint: ")
        {
            continue;
        }
        let line = line
            .strip_prefix("error: ")
            .or_else(|| line.strip_prefix("ERROR: "))
            .or_else(|| line.strip_prefix("cause: "))
            .unwrap_or(line);
        let line = line.trim_end_matches(['.', ':']).to_string();
        if !parts.contains(&line) {
            parts.push(line);
        }
    }
    let mut text = parts.join(": ");
    if text.len() > 2_000 {
        let cut = (0..=2_000)
            .rev()
            .find(|&i| text.is_char_boundary(i))
            .unwrap_or(0);
        text.truncate(cut);
        text.push_str(" ...");
    }
    text
}

/// Whether a tool's failure reads as "the package index could not be reached".
pub(crate) fn is_network_failure(message: &str) -> bool {
    [
        "Failed to fetch",
        "dns error",
        "error sending request",
        "Connection refused",
        "Network is unreachable",
        "NewConnectionError",
        "Temporary failure in name resolution",
        "timed out",
        "client error (Connect)",
    ]
    .iter()
    .any(|needle| message.contains(needle))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uv_resolver_errors_read_as_one_paragraph() {
        let said = "Using Python 3.11.7 environment at: ev\n\
                    error: No solution found when resolving dependencies\n  \
                    cause: Because there is no version of attrs==1.0.0 and you require attrs==1.0.0, we can conclude that your requirements are unsatisfiable.\n";
        assert_eq!(
            paragraph(said),
            "No solution found when resolving dependencies: Because there is no version of \
             attrs==1.0.0 and you require attrs==1.0.0, we can conclude that your requirements \
             are unsatisfiable"
        );
        let tty = "  × No solution found when resolving dependencies:\n  ╰─▶ Because x was not found, we can conclude that your requirements are unsatisfiable.\n";
        assert_eq!(
            paragraph(tty),
            "No solution found when resolving dependencies: Because x was not found, we can \
             conclude that your requirements are unsatisfiable"
        );
        assert!(is_network_failure(
            "Request failed after 3 retries: Failed to fetch: https://pypi.org/simple/attrs/"
        ));
        assert!(!is_network_failure("No solution found"));
    }
}
