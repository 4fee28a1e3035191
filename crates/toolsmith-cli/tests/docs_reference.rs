//! The book's reference pages are generated, never written by hand: the CLI
//! reference and the man page from the clap definition (`src/cli.rs`, the
//! one the binary parses with), the MCP tool reference and the Python API
//! from the catalogue (`toolsmith::tools::CATALOGUE`) and the package's own
//! function signatures. This test fails when a page in `docs/` differs from
//! what the definitions give; `UPDATE_DOCS=1 cargo nextest run -p
//! toolsmith-cli -E 'test(/^docs_reference::/)'` writes them anew. A second test
//! checks every relative link of the book and the README.

#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)] // tests may fail loudly

#[path = "../src/cli.rs"]
mod cli;

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use clap::CommandFactory;
use serde_json::Value;
use toolsmith::tools::CATALOGUE;

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// One command's section, then its subcommands'.
fn command_markdown(command: &clap::Command, path: &str, out: &mut String) {
    let name = if path.is_empty() {
        command.get_name().to_string()
    } else {
        format!("{path} {}", command.get_name())
    };
    let depth = name.split(' ').count().min(4);
    let _ = writeln!(out, "{} `{name}`\n", "#".repeat(depth + 1));
    if let Some(about) = command.get_long_about().or(command.get_about()) {
        let _ = writeln!(out, "{about}\n");
    }
    let mut usage = command.clone().bin_name(&name).render_usage().to_string();
    usage = usage.trim_start_matches("Usage: ").to_string();
    let _ = writeln!(out, "```text\n{usage}\n```\n");
    let arguments: Vec<&clap::Arg> = command
        .get_arguments()
        .filter(|a| !a.is_hide_set() && !matches!(a.get_id().as_str(), "help" | "version"))
        .filter(|a| path.is_empty() || !a.is_global_set())
        .collect();
    if !arguments.is_empty() {
        let _ = writeln!(out, "| argument | what it does |\n|---|---|");
        for argument in arguments {
            let shown = match (argument.get_long(), argument.get_short()) {
                (Some(long), Some(short)) => format!("`-{short}`, `--{long}`"),
                (Some(long), None) => format!("`--{long}`"),
                (None, Some(short)) => format!("`-{short}`"),
                (None, None) => format!("`{}`", argument.get_id().as_str().to_uppercase()),
            };
            let mut help = argument
                .get_long_help()
                .or(argument.get_help())
                .map(|h| h.to_string().replace('\n', " "))
                .unwrap_or_default();
            let defaults: Vec<String> = argument
                .get_default_values()
                .iter()
                .map(|v| v.to_string_lossy().into_owned())
                .collect();
            if !defaults.is_empty() && argument.get_num_args().is_none_or(|n| n.takes_values()) {
                let _ = write!(help, " [default: {}]", defaults.join(", "));
            }
            let possible: Vec<String> = argument
                .get_possible_values()
                .iter()
                .filter(|v| !v.is_hide_set())
                .map(|v| v.get_name().to_string())
                .collect();
            if !possible.is_empty() && argument.get_action().takes_values() {
                let _ = write!(help, " [one of: {}]", possible.join(", "));
            }
            let _ = writeln!(out, "| {shown} | {} |", escape(&help));
        }
        out.push('\n');
    }
    for sub in command.get_subcommands().filter(|s| !s.is_hide_set()) {
        command_markdown(sub, &name, out);
    }
}

fn cli_reference() -> String {
    let mut out = String::from(
        "# CLI reference\n\n<!-- Generated from the clap definition (crates/toolsmith-cli/src/cli.rs) \
         by tests/docs_reference.rs: do not edit by hand. -->\n\n",
    );
    let mut command = cli::Cli::command();
    command.build();
    command_markdown(&command, "", &mut out);
    out.trim_end().to_string() + "\n"
}

fn man_page() -> Vec<u8> {
    let mut page = Vec::new();
    clap_mangen::Man::new(cli::Cli::command())
        .render(&mut page)
        .unwrap();
    page
}

/// Text for a Markdown table cell or paragraph: one line, no pipes, no
/// angle brackets that a renderer would take for HTML.
fn escape(text: &str) -> String {
    text.replace('\n', " ")
        .replace('|', "\\|")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// A schema's type as one reads it: `string`, `integer | null`, `array of string`.
fn type_of(schema: &Value) -> String {
    if let Some(types) = schema["type"].as_array() {
        return types
            .iter()
            .filter_map(Value::as_str)
            .collect::<Vec<_>>()
            .join(" | ");
    }
    if let Some(kind) = schema["type"].as_str() {
        if kind == "array" {
            return format!("array of {}", type_of(&schema["items"]));
        }
        return kind.to_string();
    }
    for key in ["anyOf", "oneOf"] {
        if let Some(options) = schema[key].as_array() {
            return options.iter().map(type_of).collect::<Vec<_>>().join(" | ");
        }
    }
    if schema.get("$ref").is_some() || schema.get("properties").is_some() {
        return "object".into();
    }
    "any".into()
}

/// Each argument of a tool: name, type, required, default, description.
fn arguments(
    schema: &serde_json::Map<String, Value>,
) -> Vec<(String, String, bool, String, String)> {
    let required: Vec<&str> = schema
        .get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let Some(properties) = schema.get("properties").and_then(Value::as_object) else {
        return Vec::new();
    };
    properties
        .iter()
        .map(|(name, property)| {
            let default = property
                .get("default")
                .map(|d| d.to_string())
                .unwrap_or_default();
            let description = escape(property["description"].as_str().unwrap_or(""));
            (
                name.clone(),
                type_of(property),
                required.contains(&name.as_str()),
                default,
                description,
            )
        })
        .collect()
}

fn mcp_reference() -> String {
    let mut out = String::from(
        "# MCP tool reference\n\n<!-- Generated from the catalogue (toolsmith::tools::CATALOGUE) by \
         crates/toolsmith-cli/tests/docs_reference.rs: do not edit by hand. -->\n\n\
         Every tool the MCP server lists, as it lists it: the description, the hints, the \
         arguments of its input schema, and the keys its structured result always holds. \
         Paths are relative to the sandbox root.\n\n",
    );
    for entry in CATALOGUE {
        let _ = writeln!(
            out,
            "## `{}`\n\n{}\n",
            entry.name,
            escape(entry.description)
        );
        let mut hints = Vec::new();
        if entry.hints.read_only {
            hints.push("read-only");
        }
        if entry.hints.destructive {
            hints.push("destructive");
        }
        if !hints.is_empty() {
            let _ = writeln!(out, "Hints: {}.\n", hints.join(", "));
        }
        if !entry.aliases.is_empty() {
            let _ = writeln!(out, "Also answered as: `{}`.\n", entry.aliases.join("`, `"));
        }
        let arguments = arguments(&entry.input_schema());
        if arguments.is_empty() {
            out.push_str("No arguments.\n\n");
        } else {
            out.push_str(
                "| argument | type | required | default | what it is |\n|---|---|---|---|---|\n",
            );
            for (name, kind, required, default, description) in arguments {
                let _ = writeln!(
                    out,
                    "| `{name}` | {kind} | {} | {} | {description} |",
                    if required { "yes" } else { "" },
                    if default.is_empty() {
                        String::new()
                    } else {
                        format!("`{default}`")
                    }
                );
            }
            out.push('\n');
        }
        if !entry.output_keys.is_empty() {
            let _ = writeln!(out, "Result keys: `{}`.\n", entry.output_keys.join("`, `"));
        }
    }
    out.trim_end().to_string() + "\n"
}

/// The Python package's modules: each one's name and source, in name order.
fn python_modules() -> Vec<(String, String)> {
    let package = repository().join("crates/toolsmith-py/python/toolsmith");
    let mut modules: Vec<(String, String)> = std::fs::read_dir(&package)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "py"))
        .map(|p| {
            let stem = p.file_stem().unwrap().to_string_lossy().into_owned();
            (stem, std::fs::read_to_string(&p).unwrap())
        })
        .collect();
    modules.sort();
    modules
}

/// The `def NAME(...)` header of the package's function for a tool, as
/// written in its source, and the module it is in.
fn python_signature(modules: &[(String, String)], name: &str) -> Option<(String, String)> {
    modules.iter().find_map(|(module, text)| {
        let at = text.find(&format!("\ndef {name}("))?;
        let header = &text[at + 1..];
        let end = header.find(":\n")?;
        let signature = header[4..end]
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .replace("( ", "(")
            .replace(", )", ")");
        Some((module.clone(), signature))
    })
}

fn python_reference() -> String {
    let mut out = String::from(
        "# Python API reference\n\n<!-- Generated from the catalogue and the package's own \
         signatures by crates/toolsmith-cli/tests/docs_reference.rs: do not edit by hand. -->\n\n\
         Each tool of the catalogue as the Python package offers it: the module, the function's \
         signature as written in the package, and what each argument means (the catalogue's \
         words; the spec's functions return what the spec says, the agent tools the dict of the \
         CLI's `--json`).\n\n",
    );
    let modules = python_modules();
    for entry in CATALOGUE {
        let Some((module, signature)) = python_signature(&modules, entry.name) else {
            continue;
        };
        let _ = writeln!(
            out,
            "## `toolsmith.{module}.{}`\n\n```python\n{signature}\n```\n\n{}\n",
            entry.name,
            escape(entry.description)
        );
        for (name, kind, _, _, description) in arguments(&entry.input_schema()) {
            if signature.contains(&format!("{name}:")) || signature.contains(&format!("{name} =")) {
                let _ = writeln!(out, "- `{name}` ({kind}): {description}");
            }
        }
        out.push('\n');
    }
    out.trim_end().to_string() + "\n"
}

#[test]
fn the_generated_reference_pages_are_current() {
    let root = repository();
    let pages: Vec<(PathBuf, Vec<u8>)> = vec![
        (
            root.join("docs/src/reference/cli.md"),
            cli_reference().into_bytes(),
        ),
        (
            root.join("docs/src/reference/mcp-tools.md"),
            mcp_reference().into_bytes(),
        ),
        (
            root.join("docs/src/reference/python-api.md"),
            python_reference().into_bytes(),
        ),
        (root.join("docs/man/toolsmith.1"), man_page()),
    ];
    let update = std::env::var_os("UPDATE_DOCS").is_some();
    let mut stale = Vec::new();
    for (path, generated) in pages {
        if std::fs::read(&path).ok().as_deref() == Some(&generated[..]) {
            continue;
        }
        if update {
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(&path, generated).unwrap();
        } else {
            stale.push(path.display().to_string());
        }
    }
    assert!(
        stale.is_empty(),
        "stale generated pages (run `UPDATE_DOCS=1 cargo nextest run --release -p toolsmith-cli \
         -E 'test(/^docs_reference::/)'` and commit them): {stale:?}"
    );
}

/// A heading's anchor as mdBook makes it.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

fn anchors(text: &str) -> Vec<String> {
    let mut in_code = false;
    text.lines()
        .filter(|line| {
            if line.starts_with("```") {
                in_code = !in_code;
            }
            !in_code
        })
        .filter_map(|line| line.strip_prefix('#'))
        .map(|line| anchor(line.trim_start_matches('#')))
        .collect()
}

#[test]
fn every_relative_link_of_the_book_and_the_readme_leads_somewhere() {
    let root = repository();
    let mut files = vec![root.join("README.md"), root.join("CONTRIBUTING.md")];
    let mut stack = vec![root.join("docs/src")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "md") {
                files.push(path);
            }
        }
    }
    let mut broken = Vec::new();
    let mut checked = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let mut rest = text.as_str();
        while let Some(at) = rest.find("](") {
            rest = &rest[at + 2..];
            let Some(end) = rest.find(')') else { break };
            let target = &rest[..end];
            rest = &rest[end..];
            if target.contains("://") || target.starts_with("mailto:") || target.contains(' ') {
                continue;
            }
            checked += 1;
            let (path, fragment) = target.split_once('#').unwrap_or((target, ""));
            let destination = if path.is_empty() {
                file.clone()
            } else {
                file.parent().unwrap().join(path)
            };
            if !destination.exists() {
                broken.push(format!("{}: {target} (no such file)", file.display()));
                continue;
            }
            if !fragment.is_empty() && destination.extension().is_some_and(|e| e == "md") {
                let text = std::fs::read_to_string(&destination).unwrap();
                if !anchors(&text).iter().any(|a| a == fragment) {
                    broken.push(format!("{}: {target} (no such heading)", file.display()));
                }
            }
        }
    }
    assert!(
        checked > 20,
        "only {checked} links found: is the book there?"
    );
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}
