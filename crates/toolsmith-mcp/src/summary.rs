//! The short text that accompanies each structured result, for a reader.

use serde_json::Value;
use std::borrow::Cow;

/// A listing's text: the count, then one path a line (bounded). Written into
/// one string: agents list often, and a listing can be long.
fn list_summary(v: &Value) -> String {
    let files = v["files"].as_array().map_or(&[][..], Vec::as_slice);
    let names = files.iter().filter_map(Value::as_str);
    let mut text = format!("{} Python files:\n", names.clone().count());
    let header = text.len();
    text.reserve(names.clone().map(|name| name.len() + 1).sum());
    for (i, name) in names.enumerate() {
        if i > 0 {
            text.push('\n');
        }
        text.push_str(name);
    }
    if let Cow::Owned(cut) = toolsmith::text::bounded(&text[header..], 20_000) {
        text.truncate(header);
        text.push_str(&cut);
    }
    if v["truncated"] == true {
        text.push_str("\n(truncated)");
    }
    text
}

/// A list of strings, one a line.
fn joined(list: &Value) -> String {
    list.as_array()
        .map(|a| {
            a.iter()
                .filter_map(Value::as_str)
                .collect::<Vec<_>>()
                .join("\n")
        })
        .unwrap_or_default()
}

/// The tests stopped at their own time limit, named.
fn stopped(v: &Value) -> String {
    match v["timed_out_tests"].as_array() {
        Some(names) if !names.is_empty() => format!(
            "; stopped at their time limit (failed): {}",
            names
                .iter()
                .filter_map(Value::as_str)
                .collect::<Vec<_>>()
                .join(", ")
        ),
        _ => String::new(),
    }
}

/// One or two lines for a reader, and what to do about the project's
/// environment where the result says (next to the import errors it explains).
pub fn summary(tool: &str, v: &Value) -> String {
    let mut text = tool_summary(tool, v);
    for (label, key) in [("new issue", "new_issues"), ("fixed issue", "fixed_issues")] {
        for f in v[key].as_array().map_or(&[][..], Vec::as_slice) {
            text.push_str(&format!(
                "\n{label}: line {} {} {}",
                f["line"],
                f["code"].as_str().unwrap_or(""),
                f["message"].as_str().unwrap_or("")
            ));
        }
    }
    if let Some(hint) = v["environment"]["hint"].as_str() {
        text.push_str("\nnote: ");
        text.push_str(hint);
    }
    text
}

fn tool_summary(tool: &str, v: &Value) -> String {
    let s = |key: &str| match &v[key] {
        Value::String(text) => text.clone(),
        other => other.to_string(),
    };
    match tool {
        "read_file" => format!(
            "{} lines {}-{} of {}:\n{}",
            s("file_path"),
            s("start_line"),
            s("end_line"),
            s("total_lines"),
            toolsmith::text::bounded(v["content"].as_str().unwrap_or_default(), 20_000)
        ),
        "write_file" => format!("wrote {} ({} bytes)", s("file_path"), s("bytes_written")),
        "list_files" => list_summary(v),
        "run_pylint_analysis" => match v.get("error") {
            Some(Value::String(error)) => format!("{}: {error}", s("file")),
            _ => format!(
                "{}: score {}/10, {} issues ({} errors, {} warnings)",
                s("file"),
                s("score"),
                s("total_issues"),
                s("errors"),
                s("warnings")
            ),
        },
        "audit_directory" => format!(
            "{} files, {} under the threshold {}, mean score {}",
            s("total_files"),
            s("files_with_issues"),
            s("threshold"),
            s("mean_score")
        ),
        "run_pytest" => format!(
            "{} passed, {} failed, {} errors, {} skipped of {} ({}%){}{}",
            s("passed"),
            s("failed"),
            s("errors"),
            s("skipped"),
            s("total"),
            s("success_rate"),
            stopped(v),
            if v["timed_out"] == true {
                ", killed at the time limit"
            } else {
                ""
            }
        ),
        "run_single_test" => format!(
            "{} passed, {} failed: {}{}",
            s("passed"),
            s("failed"),
            if v["success"] == true {
                "success"
            } else {
                "not a success"
            },
            stopped(v)
        ),
        "get_failing_tests" => {
            let names: Vec<String> = v["failing_tests"]
                .as_array()
                .map(|a| {
                    a.iter()
                        .map(|t| {
                            format!(
                                "{} {}",
                                t["status"].as_str().unwrap_or(""),
                                t["name"].as_str().unwrap_or("")
                            )
                        })
                        .collect()
                })
                .unwrap_or_default();
            format!("{} failing\n{}", s("failed_count"), names.join("\n"))
        }
        "validate_python_syntax" => match &v["error"] {
            Value::Null => "valid".into(),
            error => format!(
                "SyntaxError: {} (line {}, offset {})",
                error["message"].as_str().unwrap_or(""),
                error["line"],
                error["offset"]
            ),
        },
        "apply_fix" => format!(
            "{}: {} -> {} characters\n{}",
            s("file_path"),
            s("original_size"),
            s("new_size"),
            s("diff")
        ),
        "edit_file" => format!(
            "{}: edited at line {}\n{}",
            s("file_path"),
            s("line"),
            s("diff")
        ),
        "undo" => format!("{} {} (undid {})", s("action"), s("file_path"), s("undone")),
        "add_docstring" => format!(
            "{}: {} missing docstrings",
            s("file_path"),
            s("missing_docstrings")
        ),
        "get_code_metrics" => format!(
            "{}: {} lines, {} functions, {} classes, __main__: {}",
            s("file_path"),
            s("lines_of_code"),
            s("functions"),
            s("classes"),
            s("has_main")
        ),
        "env_sync" => format!(
            "{} {} (Python {}) from {}: {} distributions",
            if v["reused"] == true {
                "reused"
            } else {
                "synced"
            },
            s("environment"),
            s("python_version"),
            v["declared_in"]
                .as_array()
                .map(|a| a
                    .iter()
                    .filter_map(Value::as_str)
                    .collect::<Vec<_>>()
                    .join(", "))
                .unwrap_or_default(),
            v["installed"].as_array().map_or(0, Vec::len)
        ),
        "env_info" => format!(
            "environment: {} (Python {}), interpreter {}",
            v["environment"]["source"].as_str().unwrap_or(""),
            v["environment"]["python_version"].as_str().unwrap_or(""),
            v["environment"]["interpreter"].as_str().unwrap_or("")
        ),
        "search" => format!(
            "{} matching lines in {} files searched{}\n{}",
            s("count"),
            s("files_searched"),
            if v["truncated"] == true { " (cut)" } else { "" },
            toolsmith::text::bounded(
                &v["matches"]
                    .as_array()
                    .map(|a| a
                        .iter()
                        .map(|m| format!(
                            "{}:{}:{}:{}",
                            m["file"].as_str().unwrap_or(""),
                            m["line"],
                            m["column"],
                            m["text"].as_str().unwrap_or("")
                        ))
                        .collect::<Vec<_>>()
                        .join("\n"))
                    .unwrap_or_default(),
                20_000
            )
        ),
        "find_files" => format!(
            "{} files{}\n{}",
            s("count"),
            if v["truncated"] == true { " (cut)" } else { "" },
            toolsmith::text::bounded(&joined(&v["files"]), 20_000)
        ),
        "outline" => format!(
            "{} symbols in {} files",
            s("symbols"),
            v["files"].as_array().map_or(0, Vec::len)
        ),
        "read_files" => format!("{} files read, {} errors", s("count"), s("errors")),
        "apply_patch" => format!(
            "{} {} files:\n{}",
            if v["applied"] == true {
                "patched"
            } else {
                "dry run, would patch"
            },
            s("count"),
            v["files"]
                .as_array()
                .map(|a| a
                    .iter()
                    .map(|f| format!(
                        "{} {}",
                        f["action"].as_str().unwrap_or(""),
                        f["file_path"].as_str().unwrap_or("")
                    ))
                    .collect::<Vec<_>>()
                    .join("\n"))
                .unwrap_or_default()
        ),
        "autofix" => format!(
            "{} {} of {} files: {} fixes, {} issues remain{}\n{}",
            if v["applied"] == true {
                "changed"
            } else {
                "dry run, would change"
            },
            s("files_changed"),
            s("files_checked"),
            s("fixed_count"),
            s("remaining_count"),
            if v["errors"].as_u64().unwrap_or(0) > 0 {
                format!(", {} files left alone", s("errors"))
            } else {
                String::new()
            },
            toolsmith::text::bounded(
                &v["files"]
                    .as_array()
                    .map(|a| a
                        .iter()
                        .map(|f| match f["error"].as_str() {
                            Some(error) => format!("left alone: {error}"),
                            None => format!(
                                "{} {}: fixed {}; {} remain",
                                if f["changed"] == true {
                                    "changed"
                                } else {
                                    "unchanged"
                                },
                                f["file_path"].as_str().unwrap_or(""),
                                f["fixed"]
                                    .as_array()
                                    .map(|c| c
                                        .iter()
                                        .map(|c| format!(
                                            "{} x{}",
                                            c["code"].as_str().unwrap_or(""),
                                            c["count"]
                                        ))
                                        .collect::<Vec<_>>()
                                        .join(", "))
                                    .filter(|c| !c.is_empty())
                                    .unwrap_or_else(|| "nothing".into()),
                                f["remaining_count"]
                            ),
                        })
                        .collect::<Vec<_>>()
                        .join("\n"))
                    .unwrap_or_default(),
                20_000
            )
        ),
        _ => toolsmith::text::bounded(&v.to_string(), 4_000).into_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn listing(files: &[String], truncated: bool) -> Value {
        json!({"directory": ".", "files": files, "count": files.len(), "truncated": truncated})
    }

    #[test]
    fn a_listing_reads_as_a_count_then_one_path_a_line() {
        let files = ["a.py".to_string(), "pkg/b.py".to_string()];
        assert_eq!(
            summary("list_files", &listing(&files, false)),
            "2 Python files:\na.py\npkg/b.py"
        );
        assert_eq!(
            summary("list_files", &listing(&files, true)),
            "2 Python files:\na.py\npkg/b.py\n(truncated)"
        );
        assert_eq!(
            summary("list_files", &listing(&[], false)),
            "0 Python files:\n"
        );
    }

    #[test]
    fn a_long_listing_is_cut_in_the_middle_and_says_so() {
        let files: Vec<String> = (0..3000).map(|i| format!("pkg/module_{i:04}.py")).collect();
        let text = summary("list_files", &listing(&files, false));
        let names = files.join("\n");
        let expected = format!(
            "3000 Python files:\n{}",
            toolsmith::text::bounded(&names, 20_000)
        );
        assert_eq!(text, expected);
        assert!(text.contains("[truncated: "), "{}", &text[..100]);
        assert!(text.starts_with("3000 Python files:\npkg/module_0000.py\n"));
        assert!(text.ends_with("pkg/module_2999.py"));
    }
}
