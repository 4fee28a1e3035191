//! Two versions of a function pasted one after the other, a chat's line
//! between them ("Updated version (now handles hours too):"): CPython
//! stops at the line of prose. The prose rule makes it a comment; this
//! rule also makes the first version comments, which the second one
//! replaces (as Python would, binding the name again): the code the file
//! runs is the later version, and no line is lost.

use super::edits::{Change, Kind, Lines, commented_out, leading};

/// The earlier definition of what the code after prose lines `first` to
/// `last` defines again, made comments with those lines, if there is one.
pub(super) fn superseded_version(
    code: &str,
    lines: &Lines,
    (first, last): (usize, usize),
    out: &mut Vec<Change>,
) {
    let text = |n: usize| lines.slice(code, n, n);
    let Some(next) = (last + 1..=lines.count()).find(|&n| !text(n).trim().is_empty()) else {
        return;
    };
    let Some(name) = defined(text(next)) else {
        return;
    };
    let indent = leading(text(next)).len();
    let Some(header) = (1..first)
        .rev()
        .find(|&n| leading(text(n)).len() == indent && defined(text(n)) == Some(name))
    else {
        return;
    };
    // Its decorators are its own; its block runs while lines are deeper
    // (or blank), up to the prose.
    let mut start = header;
    while start > 1 && text(start - 1).trim_start().starts_with('@') {
        start -= 1;
    }
    let block_end = (header + 1..first)
        .take_while(|&n| text(n).trim().is_empty() || leading(text(n)).len() > indent)
        .last()
        .unwrap_or(header);
    if block_end + 1 < first && (block_end + 1..first).any(|n| !text(n).trim().is_empty()) {
        // Code between the two versions: not one version replacing the
        // other as pasted.
        return;
    }
    let earlier = commented_out(code, lines, start, block_end, Kind::Superseded);
    let prose = commented_out(code, lines, first, last, Kind::Superseded);
    let between = &code[earlier.end..prose.start];
    let text = format!("{}{between}{}", earlier.text, prose.text);
    out.push(Change::new(
        earlier.start,
        prose.end,
        &text,
        Kind::Superseded,
    ));
}

/// The name a `def`, `async def` or `class` line defines.
pub(super) fn defined(line: &str) -> Option<&str> {
    let body = line.trim_start();
    let rest = body
        .strip_prefix("def ")
        .or_else(|| body.strip_prefix("async def "))
        .or_else(|| body.strip_prefix("class "))?;
    let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_'))?;
    (end > 0).then(|| &rest[..end])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn superseded(code: &str, paragraph: (usize, usize)) -> Vec<String> {
        let lines = Lines::of(code);
        let mut out = Vec::new();
        superseded_version(code, &lines, paragraph, &mut out);
        out.iter().map(|c| c.apply(code)).collect()
    }

    #[test]
    fn the_first_version_becomes_comments_with_the_line_between() {
        let code = "import re\n\ndef parse(t):\n    return int(t)\n\nUpdated version:\ndef parse(t):\n    return int(t.strip())\n";
        assert_eq!(
            superseded(code, (6, 6)),
            [
                "import re\n\n# def parse(t):\n    # return int(t)\n\n# Updated version:\ndef parse(t):\n    return int(t.strip())\n"
            ]
        );
    }

    #[test]
    fn no_earlier_version_or_code_between_is_no_version() {
        let code = "def a():\n    return 1\n\nNow b:\ndef b():\n    return 2\n";
        assert!(superseded(code, (4, 4)).is_empty());
        let code = "def a():\n    return 1\nx = a()\nNow again:\ndef a():\n    return 2\n";
        assert!(superseded(code, (4, 4)).is_empty());
    }
}
