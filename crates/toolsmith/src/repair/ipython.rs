//! A session of IPython or Jupyter pasted as code: `In [3]:` prompts (code
//! after them, as the terminal shows it, or alone over a notebook cell's
//! code), `   ...:` prompts of a statement's next lines, `Out[3]:` and what
//! was printed under it. One change takes every prompt off and makes the
//! output comments, as `>>>` sessions are (`pasted`): the code stays where
//! it was, nothing is lost, no line moves.

use super::edits::{Change, Kind, Lines, Token, in_string};

/// The code after an input prompt, `In [12]: x = 1` (empty for a prompt
/// alone).
fn input(text: &str) -> Option<&str> {
    let rest = text.strip_prefix("In [")?;
    let (number, rest) = rest.split_once("]:")?;
    number
        .chars()
        .all(|c| c.is_ascii_digit())
        .then(|| rest.strip_prefix(' ').unwrap_or(rest))
}

/// Whether `text` is an output prompt, `Out[12]: ...`.
fn output(text: &str) -> bool {
    text.strip_prefix("Out[")
        .and_then(|rest| rest.split_once("]:"))
        .is_some_and(|(number, _)| number.chars().all(|c| c.is_ascii_digit()))
}

/// The code after a continuation prompt, `   ...:     return x` (aligned
/// under `In [n]: `, so the prompt and one space go).
fn continued(text: &str) -> Option<&str> {
    let rest = text.trim_start_matches(' ').strip_prefix("...:")?;
    Some(rest.strip_prefix(' ').unwrap_or(rest))
}

/// What a line of the session becomes.
enum Line<'a> {
    Code(&'a str),
    Comment,
    Kept,
}

/// The change taking a pasted IPython session's prompts off, if line
/// `line` is part of one.
pub(super) fn session_taken_off(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let text = |n: usize| lines.slice(code, n, n).trim_end_matches(['\n', '\r']);
    let prompt = |n: usize| {
        !in_string(tokens, lines.start_of(n)) && (input(text(n)).is_some() || output(text(n)))
    };
    let Some(first) = (1..=lines.count()).find(|&n| prompt(n)) else {
        return;
    };
    let mut made = Vec::new();
    // Under a prompt with code (a terminal's), lines without one are what
    // it printed; under one alone (a notebook's), a cell's code. Under
    // `Out[n]:`, output to a blank line.
    let (mut terminal, mut printing) = (false, false);
    let mut last = first;
    for n in first..=lines.count() {
        let this = text(n);
        let made_line = if in_string(tokens, lines.start_of(n)) {
            Line::Kept
        } else if let Some(rest) = input(this) {
            terminal = !rest.trim().is_empty();
            printing = false;
            if terminal {
                Line::Code(rest)
            } else {
                Line::Comment
            }
        } else if output(this) {
            printing = true;
            Line::Comment
        } else if this.trim().is_empty() {
            (terminal, printing) = (false, false);
            Line::Kept
        } else if let Some(rest) = continued(this).filter(|_| terminal && !printing) {
            Line::Code(rest)
        } else if printing || terminal || super::pasted::magic(this.trim_start()) {
            printing = printing || terminal;
            Line::Comment
        } else {
            Line::Kept
        };
        if !matches!(made_line, Line::Kept) {
            last = n;
        }
        made.push(made_line);
    }
    if line < first || line > last {
        return;
    }
    let mut after = String::new();
    for (n, made_line) in (first..=last).zip(made) {
        let original = lines.slice(code, n, n);
        let ending = &original[text(n).len()..];
        match made_line {
            Line::Code(rest) => {
                after.push_str(rest);
                after.push_str(ending);
            }
            Line::Comment => {
                after.push_str("# ");
                after.push_str(original);
            }
            Line::Kept => after.push_str(original),
        }
    }
    let end = lines.end_of(last).min(code.len());
    out.push(Change::new(
        lines.start_of(first),
        end,
        &after,
        Kind::Pasted,
    ));
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied;
    use super::*;

    fn undone(code: &str, line: usize) -> Vec<String> {
        applied::on_line(code, line, |code, tokens, lines, line, out| {
            session_taken_off(code, tokens, lines, line, out)
        })
    }

    #[test]
    fn a_terminals_session_keeps_its_code() {
        let session = "In [1]: import math\n\nIn [2]: def area(r):\n   ...:     return math.pi * r ** 2\n   ...:\n\nIn [3]: area(2)\nOut[3]: 12.566\n\nIn [4]: for r in (1, 2):\n   ...:     print(r)\n   ...:\n1\n2\n";
        assert_eq!(
            undone(session, 1),
            [
                "import math\n\ndef area(r):\n    return math.pi * r ** 2\n\n\narea(2)\n# Out[3]: 12.566\n\nfor r in (1, 2):\n    print(r)\n\n# 1\n# 2\n"
            ]
        );
    }

    #[test]
    fn a_notebooks_cells_keep_their_code() {
        let cells = "In [1]:\nimport pandas as pd\ndf = pd.read_csv(\"a.csv\")\ndf.shape\nOut[1]:\n(48, 6)\n\nIn [2]:\nprint(df.head())\n";
        assert_eq!(
            undone(cells, 5),
            [
                "# In [1]:\nimport pandas as pd\ndf = pd.read_csv(\"a.csv\")\ndf.shape\n# Out[1]:\n# (48, 6)\n\n# In [2]:\nprint(df.head())\n"
            ]
        );
        assert!(undone("x = 1\n", 1).is_empty());
    }
}
