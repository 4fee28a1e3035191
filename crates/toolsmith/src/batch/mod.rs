//! Batches of tool calls: a manifest of JSON lines, each one call
//! `{"id", "sandbox", "tool", "args"}` with the MCP server's tool names and
//! arguments, answered line by line as each call finishes. The same answers
//! come from the CLI's `batch`, the Python package's one-machine batch and
//! its Ray batch, which hands lines to this module on every node.

mod answerer;
mod files;
mod manifest;
mod schedule;

pub use answerer::{Answerer, ExtraTool};
pub use files::{BatchOptions, Prepared, answered_ids, prepare, run_manifest};
pub use manifest::{Answer, ManifestLine, id_key, line_id, manifest_lines};
pub use schedule::{CHUNK, Summary, run};

#[cfg(test)]
mod tests {
    use super::answerer::OPEN_SANDBOXES;
    use super::*;
    use serde_json::json;
    use std::collections::HashSet;

    fn line(number: usize, text: &str) -> ManifestLine {
        ManifestLine {
            number,
            text: text.into(),
        }
    }

    #[test]
    fn malformed_lines_are_answered_with_their_line_number() {
        let answerer = Answerer::new("/nonexistent-base", None);
        let not_json = answerer.answer(&line(3, "{nope"));
        assert!(!not_json.ok);
        assert_eq!(not_json.value["id"], 3);
        assert_eq!(not_json.value["error"]["kind"], "invalid_input");
        let unknown = answerer.answer(&line(4, r#"{"id": "a", "sandbox": ".", "tool": "nope"}"#));
        assert_eq!(unknown.value["id"], "a");
        assert!(
            unknown.value["error"]["message"]
                .as_str()
                .is_some_and(|m| m.contains("unknown tool") && m.contains("read_file"))
        );
        let missing = answerer.answer(&line(5, r#"{"sandbox": "gone", "tool": "list_files"}"#));
        assert_eq!(missing.value["id"], 5);
        assert_eq!(missing.value["error"]["kind"], "not_found");
    }

    #[test]
    fn many_sandboxes_do_not_stay_open() {
        let temp = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let answerer = Answerer::new(temp.path(), None);
        for index in 0..OPEN_SANDBOXES * 2 + 1 {
            let name = format!("s{index}");
            std::fs::create_dir(temp.path().join(&name)).unwrap_or_else(|e| panic!("{e}"));
            let text = json!({"sandbox": name, "tool": "list_files", "args": {"directory": "."}});
            let answer = answerer.answer(&line(index + 1, &text.to_string()));
            assert!(answer.ok, "{:?}", answer.value);
        }
        let open = answerer
            .contexts
            .lock()
            .map(|c| c.len())
            .unwrap_or_default();
        assert!((1..=OPEN_SANDBOXES).contains(&open), "{open}");
    }

    #[test]
    fn a_torn_last_line_is_not_an_answer() {
        let output = b"{\"id\": 1, \"tool\": \"x\"}\n{\"id\": \"b\"}\n{\"id\": 7, \"to";
        let (ids, complete) = answered_ids(output);
        assert_eq!(ids, HashSet::from(["1".to_string(), "\"b\"".to_string()]));
        assert_eq!(&output[complete..], b"{\"id\": 7, \"to");
    }
}
