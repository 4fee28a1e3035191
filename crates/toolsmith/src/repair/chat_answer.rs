//! A chat's whole answer pasted into the file: prose, headings and lists
//! around fenced blocks of Python (```` ```python ```` ... ```` ``` ````,
//! or a chat page's rendered labels, `python` over `Copy code`), perhaps
//! other languages' blocks too. CPython stops at the first line outside
//! the code; one change makes every line outside the Python blocks a
//! comment, the fences with them: the code is what the answer fenced,
//! nothing the user pasted is lost.

use super::edits::{Change, Kind, Lines, Token, in_string, leading};
use super::prose::{a_sentence, is_prose};

/// The tags a chat gives a Python block.
const PYTHON_TAGS: &[&str] = &["python", "py", "python3", "py3", "pycon", "ipython"];

/// The label a chat page shows under a block's language when copied as
/// rendered text.
const COPY_LABELS: &[&str] = &["copy code", "copy", "copy to clipboard"];

/// Every line of the answer's talk made a comment, if line `line` is one.
pub(super) fn outside_python_blocks(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let Some((talk, blocks)) = talk_lines(code, tokens, lines) else {
        return;
    };
    if !talk.get(line).copied().unwrap_or(false) {
        return;
    }
    let is_talk = |n: usize| talk[n];
    let Some(first) = (1..=lines.count()).find(|&n| is_talk(n)) else {
        return;
    };
    let last = (1..=lines.count())
        .rev()
        .find(|&n| is_talk(n))
        .unwrap_or(first);
    // A kept block pasted at the margin inside the user's indented code
    // (a method's fix inside its class) goes to the depth of that code.
    let mut shift = vec![""; lines.count() + 1];
    for block in blocks.iter().filter(|b| !is_talk(b.start)) {
        if let Some(depth) = depth_of_its_place(code, lines, &talk, block) {
            shift[block.clone()].fill(depth);
        }
    }
    let mut text = String::new();
    for (n, depth) in shift.iter().enumerate().take(last + 1).skip(first) {
        let original = lines.slice(code, n, n);
        let body = original.trim();
        if !depth.is_empty() && !body.is_empty() {
            text.push_str(depth);
            text.push_str(original);
        } else if is_talk(n) && !body.is_empty() && !body.starts_with('#') {
            // Outside code, indentation means nothing: the comment starts
            // the line (an indented one would be an unexpected indent).
            let indent = leading(original);
            text.push_str("# ");
            text.push_str(&original[indent.len()..]);
        } else {
            text.push_str(original);
        }
    }
    let end = lines.end_of(last).min(code.len());
    out.push(Change::new(
        lines.start_of(first),
        end,
        &text,
        Kind::ChatAnswer,
    ));
}

/// Whether the file is a chat's answer with blocks of code (fenced, or
/// under a rendered label).
pub(super) fn holds_blocks(code: &str, tokens: &[Token], lines: &Lines) -> bool {
    talk_lines(code, tokens, lines).is_some()
}

/// The indentation of the user's code a kept block (its first line a
/// `def` or a decorator at the margin) was pasted inside: the next code
/// line's after it, when that is indented and the code above is as deep.
fn depth_of_its_place<'a>(
    code: &'a str,
    lines: &Lines,
    talk: &[bool],
    block: &std::ops::Range<usize>,
) -> Option<&'a str> {
    let line = |n: usize| lines.slice(code, n, n);
    let users_code = |n: usize| {
        let body = line(n).trim();
        !talk[n] && !body.is_empty() && !body.starts_with('#')
    };
    let first = block.clone().find(|&n| !line(n).trim().is_empty())?;
    let head = line(first);
    if !leading(head).is_empty()
        || !["def ", "async def ", "@"]
            .iter()
            .any(|w| head.starts_with(w))
    {
        return None;
    }
    let above = (1..block.start).rev().find(|&n| users_code(n))?;
    let below = (block.end..=lines.count()).find(|&n| users_code(n))?;
    let depth = leading(line(below));
    (!depth.is_empty() && leading(line(above)).len() >= depth.len()).then_some(depth)
}

/// For each line (by number, index 0 unused), whether it is the answer's
/// talk: a fence or label, a line of another language's block, a line of
/// a paragraph outside the blocks that holds prose (a paragraph of code
/// outside them is the user's own, pasted around the answer). `None` if
/// no fence or label outside a string opens a block of Python (or of a
/// diff, whose lines are the diff rule's).
fn talk_lines(code: &str, tokens: &[Token], lines: &Lines) -> Option<(Vec<bool>, Blocks)> {
    let count = lines.count();
    let line = |n: usize| lines.slice(code, n, n).trim();
    let mut talk = vec![false; count + 1];
    let mut in_block = vec![false; count + 1];
    let mut any = false;
    let mut blocks = Vec::new();
    let mut n = 1;
    while n <= count {
        let Some((tag, opener_lines)) = opener(line(n), (n < count).then(|| line(n + 1)))
            .filter(|_| !in_string(tokens, lines.start_of(n)))
        else {
            n += 1;
            continue;
        };
        let first = n + opener_lines;
        // A fenced block ends at its fence; a labelled one at the next
        // label, or the file's end (a page's copy has no closing mark).
        let fenced = opener_lines == 1;
        let end = (first..=count)
            .find(|&m| {
                fence(line(m)).is_some()
                    || (!fenced && opener(line(m), (m < count).then(|| line(m + 1))).is_some())
            })
            .unwrap_or(count + 1);
        let code_block = code_block(&tag, (first..end).map(line));
        any |= code_block;
        if code_block {
            blocks.push(first..end);
        }
        talk[n..first].fill(true);
        talk[first..end].fill(!code_block);
        in_block[first..end].fill(true);
        if fenced && end <= count {
            talk[end] = true;
            in_block[end] = true;
        }
        n = if fenced { end + 1 } else { end };
    }
    if !any {
        return None;
    }
    // Of two blocks that define the same name (an answer's two options,
    // a version and its fix), the later is what the file runs: the
    // earlier is talk too.
    let defined = |block: &std::ops::Range<usize>| -> Vec<&str> {
        block
            .clone()
            .map(|k| lines.slice(code, k, k))
            .filter(|text| leading(text).is_empty())
            .filter_map(super::superseded::defined)
            .collect()
    };
    for (i, block) in blocks.iter().enumerate() {
        let names = defined(block);
        if blocks[i + 1..]
            .iter()
            .any(|later| defined(later).iter().any(|name| names.contains(name)))
        {
            talk[block.clone()].fill(true);
        }
    }
    // The paragraphs outside every block: talk if one of their lines is.
    let mut m = 1;
    while m <= count {
        if in_block[m] || talk[m] || line(m).is_empty() {
            m += 1;
            continue;
        }
        let end = (m..=count)
            .find(|&k| in_block[k] || talk[k] || line(k).is_empty())
            .unwrap_or(count + 1);
        let prose = (m..end).any(|k| {
            let text = lines.slice(code, k, k);
            is_prose(text) || a_sentence(text)
        });
        talk[m..end].fill(prose);
        m = end;
    }
    Some((talk, blocks))
}

/// The Python blocks of an answer, by their lines.
type Blocks = Vec<std::ops::Range<usize>>;

/// What opens a block on a line (and the one below it): a fence's tag
/// and 1, or a rendered label's language and 2.
fn opener(this: &str, below: Option<&str>) -> Option<(String, usize)> {
    if let Some(tag) = fence(this) {
        return Some((tag, 1));
    }
    let label = below.is_some_and(|b| COPY_LABELS.contains(&b.to_ascii_lowercase().as_str()));
    let language = !this.is_empty()
        && this.len() <= 12
        && this.chars().all(|c| c.is_ascii_alphanumeric() || c == '+');
    (label && language).then(|| (this.to_ascii_lowercase(), 2))
}

/// A Markdown fence's tag (empty for none), if `text` is a fence (or
/// one an earlier change made a comment).
fn fence(text: &str) -> Option<String> {
    let text = text.strip_prefix("# ").unwrap_or(text);
    let rest = text
        .strip_prefix("```")
        .or_else(|| text.strip_prefix("~~~"))?;
    let tag = rest.trim_start_matches(['`', '~']).trim();
    // A fence's tag is one word (`python`, `{.python}` aside).
    (!tag.contains(' ')).then(|| tag.trim_matches(['{', '}', '.']).to_ascii_lowercase())
}

/// Whether a block tagged `tag` holding `body` is code: tagged Python or
/// a diff (the diff rule's), or untagged and not a shell's commands (`pip
/// install x`, `python app.py`).
fn code_block<'a>(tag: &str, body: impl Iterator<Item = &'a str>) -> bool {
    if !tag.is_empty() {
        return PYTHON_TAGS.contains(&tag) || ["diff", "patch"].contains(&tag);
    }
    let mut lines = body.filter(|l| !l.is_empty()).peekable();
    lines.peek().is_some() && !lines.all(shell_command)
}

/// Whether `line` reads as a shell's command line.
fn shell_command(line: &str) -> bool {
    const COMMANDS: &[&str] = &[
        "$", "pip", "pip3", "python", "python3", "py", "cd", "ls", "mkdir", "export", "set", "git",
        "npm", "curl", "wget", "sudo", "conda", "uv", "poetry", "source", "chmod", "echo",
        "pytest", "docker", "brew", "apt", "apt-get",
    ];
    let first = line.split_whitespace().next().unwrap_or("");
    COMMANDS.contains(&first) && !line.contains(['(', '='])
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied;
    use super::*;

    fn answered(code: &str, line: usize) -> Vec<String> {
        applied::on_line(code, line, |code, tokens, lines, line, out| {
            outside_python_blocks(code, tokens, lines, line, out)
        })
    }

    #[test]
    fn everything_outside_the_python_blocks_becomes_comments() {
        let answer = "Sure! Here it is:\n```python\ndef f():\n    return 1\n```\n**How it works:**\n1. It returns one.\n\n```bash\npip install x\n```\n";
        let meant = "# Sure! Here it is:\n# ```python\ndef f():\n    return 1\n# ```\n# **How it works:**\n# 1. It returns one.\n\n# ```bash\n# pip install x\n# ```\n";
        assert_eq!(answered(answer, 1), [meant]);
        assert_eq!(answered(answer, 6), [meant]);
        // An error inside the code is the code's.
        assert!(answered(answer, 3).is_empty());
    }

    #[test]
    fn an_untagged_block_is_python_unless_it_is_a_shells() {
        let answer = "Run:\n```\npip install x\n```\nCode:\n```\nx = 1\n```\n";
        assert_eq!(
            answered(answer, 1),
            ["# Run:\n# ```\n# pip install x\n# ```\n# Code:\n# ```\nx = 1\n# ```\n"]
        );
    }

    #[test]
    fn a_rendered_pages_labels_open_blocks_and_a_cut_answer_runs_to_the_end() {
        let page = "First install:\nbash\nCopy code\npip install requests\nThen:\npython\nCopy code\nimport requests\nx = 1\n";
        assert_eq!(
            answered(page, 1),
            [
                "# First install:\n# bash\n# Copy code\n# pip install requests\n# Then:\n# python\n# Copy code\nimport requests\nx = 1\n"
            ]
        );
    }

    #[test]
    fn of_two_blocks_defining_one_name_the_earlier_is_talk() {
        let code = "Two ways:\n```python\ndef f(x):\n    return 1\n```\nOr a shorter one:\n```python\ndef f(x):\n    return 2\n```\n";
        assert_eq!(
            answered(code, 1),
            [
                "# Two ways:\n# ```python\n# def f(x):\n# return 1\n# ```\n# Or a shorter one:\n# ```python\ndef f(x):\n    return 2\n# ```\n"
            ]
        );
    }

    #[test]
    fn a_method_pasted_at_the_margin_goes_into_its_class() {
        let code = "class A:\n  def f(self):\n    return 1\n\nThe fix:\n```python\ndef g(self):\n    return 2\n```\n  def h(self):\n    return 3\n";
        assert_eq!(
            answered(code, 5),
            [
                "class A:\n  def f(self):\n    return 1\n\n# The fix:\n# ```python\n  def g(self):\n      return 2\n# ```\n  def h(self):\n    return 3\n"
            ]
        );
    }

    #[test]
    fn the_users_own_code_outside_the_blocks_stays_code() {
        let file = "import os\n\n```python\nx = 1\n```\nThat is all.\n\ny = 2\n";
        assert_eq!(
            answered(file, 3),
            ["import os\n\n# ```python\nx = 1\n# ```\n# That is all.\n\ny = 2\n"]
        );
        // A diff's block is the diff rule's: only its fences are talk.
        let diff = "```diff\n-x = 1\n+x = 2\n```\n";
        assert_eq!(answered(diff, 1), ["# ```diff\n-x = 1\n+x = 2\n# ```\n"]);
    }

    #[test]
    fn a_fence_made_a_comment_still_opens_its_block() {
        let file = "# ```python\nx = 1\n# ```\nNow the tests:\n```python\ny = 2\n```\n";
        assert_eq!(
            answered(file, 4),
            ["# ```python\nx = 1\n# ```\n# Now the tests:\n# ```python\ny = 2\n# ```\n"]
        );
    }

    #[test]
    fn a_fence_in_a_string_opens_nothing() {
        let code = "DOC = \"\"\"\n```python\nx = 1\n```\n\"\"\"\nthis is wrong\n";
        assert!(answered(code, 6).is_empty());
        assert!(answered("x = 1\nthis is wrong\n", 2).is_empty());
    }
}
