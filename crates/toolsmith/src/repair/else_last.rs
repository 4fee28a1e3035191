//! An `else` block written before the `elif` blocks of its chain (a case
//! added at the end of an `if` chain, after its `else`): CPython stops at
//! the `elif`. The `else` block goes after the chain's last `elif` block,
//! each block whole with its body; nothing else moves.

use super::edits::{Change, Kind, Lines, columns, first_word, leading};

/// The chain's blocks reordered, if line `line` is an `elif` that follows
/// its chain's `else` block.
pub(super) fn else_moved_last(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let text = |n: usize| lines.slice(code, n, n);
    let width = |n: usize| columns(leading(text(n)));
    let code_line = |n: usize| {
        let t = text(n).trim();
        !t.is_empty() && !t.starts_with('#')
    };
    if line < 2 || line > lines.count() || first_word(text(line).trim_start()) != "elif" {
        return;
    }
    let indent = width(line);
    // The clause before it: the nearest code line as shallow as it.
    let Some(else_line) = (1..line)
        .rev()
        .find(|&n| code_line(n) && width(n) <= indent)
    else {
        return;
    };
    let header = text(else_line).trim();
    if width(else_line) != indent || !(header.starts_with("else:") || header.starts_with("else :"))
    {
        return;
    }
    // The chain's `elif` blocks from `line` on: to the next code line as
    // shallow that is no `elif`.
    let chain_end = (line + 1..=lines.count())
        .find(|&n| code_line(n) && width(n) <= indent && first_word(text(n).trim_start()) != "elif")
        .unwrap_or(lines.count() + 1);
    let last_code = |from: usize, to: usize| (from..to).rev().find(|&n| code_line(n));
    let (Some(else_end), Some(elif_end)) = (last_code(else_line, line), last_code(line, chain_end))
    else {
        return;
    };
    let else_block = lines.slice(code, else_line, else_end);
    let elif_block = lines.slice(code, line, elif_end);
    let between = if else_end + 1 < line {
        lines.slice(code, else_end + 1, line - 1)
    } else {
        ""
    };
    let mut after = String::new();
    after.push_str(elif_block);
    if !after.ends_with('\n') {
        after.push('\n');
    }
    after.push_str(else_block);
    after.push_str(between);
    let end = lines.end_of(elif_end).min(code.len());
    let after = if code[..end].ends_with('\n') {
        after
    } else {
        after.trim_end_matches('\n').to_string()
    };
    out.push(Change::new(
        lines.start_of(else_line),
        end,
        &after,
        Kind::ElseLast,
    ));
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied;
    use super::*;

    fn moved(code: &str, line: usize) -> Vec<String> {
        applied::on_line(code, line, |code, _, lines, line, out| {
            else_moved_last(code, lines, line, out)
        })
    }

    #[test]
    fn the_else_block_goes_after_the_chains_elifs() {
        let code = "if a:\n    x = 1\nelse:\n    x = 3\nelif b:\n    x = 2\n    y = 2\nprint(x)\n";
        assert_eq!(
            moved(code, 5),
            ["if a:\n    x = 1\nelif b:\n    x = 2\n    y = 2\nelse:\n    x = 3\nprint(x)\n"]
        );
        // An `elif` after an `if` block is no such mistake.
        assert!(moved("if a:\n    x = 1\nelif b:\n    x = 2\n", 3).is_empty());
    }
}
