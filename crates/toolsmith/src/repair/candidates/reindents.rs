//! A line's indentation changed to each level around it, alone or with
//! the block it leads.

use super::super::edits::{Change, Kind, Lines, leading};

/// Line `line` (1-based) at each indentation the lines before it use, and
/// with its block (the lines after it indented more) moved along.
pub(super) fn reindents(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    if line == 0 || line > lines.count() {
        return;
    }
    let text = lines.slice(code, line, line);
    let indent = leading(text);
    if text.trim().is_empty() {
        return;
    }
    let mut levels: Vec<&str> = Vec::new();
    let mut deepest_before = "";
    for earlier in (line.saturating_sub(20).max(1)..line).rev() {
        let other = lines.slice(code, earlier, earlier);
        if other.trim().is_empty() || other.trim_start().starts_with('#') {
            continue;
        }
        let level = leading(other);
        if deepest_before.is_empty() && levels.is_empty() {
            deepest_before = level;
        }
        if !levels.contains(&level) {
            levels.push(level);
        }
    }
    let unit = if deepest_before.contains('\t') {
        "\t"
    } else {
        "    "
    };
    let deeper = format!("{deepest_before}{unit}");
    let start = lines.start_of(line);
    let mut targets: Vec<String> = levels.iter().map(|l| l.to_string()).collect();
    targets.push(deeper);
    // The top level is always a level, whatever (comments, say) the lines
    // looked at hold.
    if !targets.iter().any(String::is_empty) {
        targets.push(String::new());
    }
    for target in targets {
        if target == indent {
            continue;
        }
        out.push(Change::new(
            start,
            start + indent.len(),
            &target,
            Kind::Reindent,
        ));
        // The block below it, moved by as much.
        let mut end = line;
        while end < lines.count() {
            let next = lines.slice(code, end + 1, end + 1);
            if !next.trim().is_empty() && leading(next).len() <= indent.len() {
                break;
            }
            end += 1;
        }
        if end > line {
            out.push(block_moved(code, lines, (line, end), indent, &target));
        }
        // Moved left, the lines after it at its indentation too: pasted
        // with it a level too deep (an edit's lines), they are one block.
        let mut run_end = end;
        while target.len() < indent.len() && run_end < lines.count() {
            let next = lines.slice(code, run_end + 1, run_end + 1);
            if !next.trim().is_empty() && leading(next).len() < indent.len() {
                break;
            }
            run_end += 1;
        }
        while run_end > end && lines.slice(code, run_end, run_end).trim().is_empty() {
            run_end -= 1;
        }
        if run_end > end {
            out.push(block_moved(code, lines, (line, run_end), indent, &target));
        }
    }
}

/// Lines `first..=last` moved from `indent` to `target` as one block.
fn block_moved(
    code: &str,
    lines: &Lines,
    (first, last): (usize, usize),
    indent: &str,
    target: &str,
) -> Change {
    let block = lines.slice(code, first, last);
    let moved: String = block
        .split_inclusive('\n')
        .map(|l| match l.strip_prefix(indent) {
            Some(rest) if !l.trim().is_empty() => format!("{target}{rest}"),
            _ => l.to_string(),
        })
        .collect();
    let block_start = lines.start_of(first);
    Change::new(
        block_start,
        block_start + block.len(),
        &moved,
        Kind::ReindentBlock,
    )
}
