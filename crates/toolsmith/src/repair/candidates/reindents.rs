//! A line's indentation changed to each level around it, alone or with
//! the block it leads.

use super::super::edits::{Change, Kind, Lines, leading, string_opening};

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
    let string_end = string_left_open(code, lines, line);
    for target in targets {
        if target == indent {
            continue;
        }
        // A docstring a tool wrote whole at one indentation moves whole:
        // one statement's lines.
        if let Some(last) = string_end {
            let mut moved = block_moved(code, lines, (line, last), indent, &target);
            moved.kind = Kind::Reindent;
            out.push(moved);
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

/// The last line of a triple-quoted string line `line` starts and leaves
/// open, where its later lines are indented no deeper than its first (the
/// least indented of them): written whole at that indentation.
fn string_left_open(code: &str, lines: &Lines, line: usize) -> Option<usize> {
    let text = lines.slice(code, line, line);
    let (prefix, triple) = string_opening(text.trim_start())?;
    if triple.len() != 3 || text.trim_start()[prefix..].matches(triple).count() != 1 {
        return None;
    }
    let indent = leading(text).len();
    let mut least = usize::MAX;
    for later in line + 1..=lines.count() {
        let other = lines.slice(code, later, later);
        if !other.trim().is_empty() {
            least = least.min(leading(other).len());
        }
        if other.contains(triple) {
            return (least <= indent).then_some(later);
        }
    }
    None
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

#[cfg(test)]
mod tests {
    use super::*;

    fn reindented(code: &str, line: usize) -> Vec<String> {
        let mut out = Vec::new();
        reindents(code, &Lines::of(code), line, &mut out);
        out.iter().map(|c| c.apply(code)).collect()
    }

    #[test]
    fn a_docstring_written_whole_at_one_indentation_moves_whole() {
        let code = "def f():\n\"\"\"Doc.\n\nArgs:\n    x: a.\n\"\"\"\n    return 1\n";
        assert!(
            reindented(code, 2).contains(
                &"def f():\n    \"\"\"Doc.\n\n    Args:\n        x: a.\n    \"\"\"\n    return 1\n"
                    .to_string()
            )
        );
        // (Its first line alone astray: that line alone.)
        let code = "def f():\n\"\"\"Doc.\n\n    More.\n    \"\"\"\n    return 1\n";
        assert!(reindented(code, 2).contains(
            &"def f():\n    \"\"\"Doc.\n\n    More.\n    \"\"\"\n    return 1\n".to_string()
        ));
    }
}
