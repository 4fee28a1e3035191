//! What a chat, a console or a notebook puts around the code pasted from
//! it: a Markdown fence (```` ```python ````), the interpreter's prompts
//! (`>>> `, `... `), a notebook's magics and shell escapes (`%matplotlib
//! inline`, `!pip install x`). CPython calls each "invalid syntax" at its
//! line; one change undoes each: a fence or a magic made a comment (the
//! line kept, and its text: nothing moves, nothing is lost), every prompt
//! of a pasted session taken off at once.

use super::edits::{Change, Kind, Lines, Token, commented_out, in_string};

/// The change undoing what was pasted on line `line`, if anything was.
pub(super) fn pasted(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let text = lines.slice(code, line, line);
    let body = text.trim_start_matches([' ', '\t']);
    let start = lines.start_of(line) + (text.len() - body.len());
    if let Some(change) = fenced_other_language(code, lines, line) {
        out.push(change);
    } else if fence(body) || magic(body) {
        out.push(Change::new(start, start, "# ", Kind::Pasted));
    }
    if primary(text) || continuation(text) {
        out.extend(prompts_taken_off(code, tokens, lines));
    }
}

/// A Markdown code fence: three backticks or tildes, a language's name
/// after them perhaps.
fn fence(body: &str) -> bool {
    body.starts_with("```") || body.starts_with("~~~")
}

/// The languages a chat tags its other blocks with: a shell's commands,
/// a program's output, data.
const OTHER_LANGUAGES: &[&str] = &[
    "bash",
    "sh",
    "shell",
    "console",
    "zsh",
    "powershell",
    "ps",
    "cmd",
    "bat",
    "text",
    "txt",
    "plaintext",
    "output",
    "json",
    "yaml",
    "yml",
    "toml",
    "ini",
    "csv",
    "sql",
    "html",
    "xml",
];

/// A fenced block tagged as another language than Python's (```` ```bash
/// ````, ```` ```text ````) that opens on line `line`: every line of it
/// made a comment, through its closing fence (or the file's end).
fn fenced_other_language(code: &str, lines: &Lines, line: usize) -> Option<Change> {
    let opener = lines.slice(code, line, line).trim();
    let tag = opener.strip_prefix("```")?.trim().to_ascii_lowercase();
    if !OTHER_LANGUAGES.contains(&tag.as_str()) {
        return None;
    }
    let last = (line + 1..=lines.count())
        .find(|&n| lines.slice(code, n, n).trim_start().starts_with("```"))
        .unwrap_or(lines.count());
    Some(commented_out(code, lines, line, last, Kind::Pasted))
}

/// A notebook's line or cell magic (`%timeit f()`, `%%time`), shell
/// escape (`!ls`) or request for help (`train_test_split?`, `??df.head`):
/// no Python statement starts with `%` or `!`, or is a name and `?`.
pub(super) fn magic(body: &str) -> bool {
    let rest = body.trim_start_matches('%');
    let word = |s: &str| s.starts_with(|c: char| c.is_ascii_alphabetic());
    // A name, dotted or called (`df.head()?`: IPython's help on what it returns).
    let help = |s: &str| {
        let s = s.strip_suffix("()").unwrap_or(s);
        !s.is_empty() && s.split('.').all(super::edits::is_name)
    };
    let body = body.trim_end();
    (body.starts_with('%') && word(rest))
        || body.strip_prefix('!').is_some_and(word)
        || help(body.trim_end_matches('?')) && body.ends_with('?')
        || help(body.trim_start_matches('?')) && body.starts_with('?')
}

/// The console's prompt for a statement, at the line's start.
fn primary(text: &str) -> bool {
    text.starts_with(">>>")
}

/// The console's prompt for a statement's next line.
fn continuation(text: &str) -> bool {
    text.starts_with("...")
}

/// `text` without its prompt and the one space after it.
fn without_prompt(text: &str) -> &str {
    let rest = &text[3..];
    rest.strip_prefix(' ').unwrap_or(rest)
}

/// One change taking every prompt off the session the file holds (from its
/// first `>>>` line to its last prompt): `...` only after a prompt (a line
/// `...` alone elsewhere is Python's `Ellipsis`), and a docstring's
/// doctests too. What the console printed (the lines between prompts, and
/// those right under the last one) is no code: made comments.
fn prompts_taken_off(code: &str, tokens: &[Token], lines: &Lines) -> Option<Change> {
    let line = |n: usize| lines.slice(code, n, n);
    let text_of_a_string = |n: usize| in_string(tokens, lines.start_of(n));
    let first = (1..=lines.count()).find(|&n| primary(line(n)) && !text_of_a_string(n))?;
    // Which lines hold a prompt: `...` only in a session.
    let mut session = false;
    let prompts: Vec<bool> = (first..=lines.count())
        .map(|n| {
            let this = line(n);
            let prompt = (primary(this) || (session && continuation(this))) && !text_of_a_string(n);
            session = prompt;
            prompt
        })
        .collect();
    let is_prompt = |n: usize| prompts[n - first];
    let last_prompt = (first..=lines.count())
        .rev()
        .find(|&n| is_prompt(n))
        .unwrap_or(first);
    // The last statement's output: the lines right under it, to a blank
    // line (or an `Ellipsis` of the code's own).
    let last = (last_prompt + 1..=lines.count())
        .take_while(|&n| {
            let this = line(n).trim();
            !this.is_empty() && this != "..." && !text_of_a_string(n)
        })
        .last()
        .unwrap_or(last_prompt);
    let mut text = String::new();
    for n in first..=last {
        let this = line(n);
        if is_prompt(n) {
            text.push_str(without_prompt(this));
        } else if this.trim().is_empty()
            || text_of_a_string(n)
            || this.trim_start().starts_with('#')
        {
            text.push_str(this);
        } else {
            text.push_str("# ");
            text.push_str(this);
        }
    }
    let end = lines.end_of(last).min(code.len());
    Some(Change::new(lines.start_of(first), end, &text, Kind::Pasted))
}

#[cfg(test)]
mod tests {
    use super::*;

    use super::super::edits::applied;

    fn undone(code: &str, line: usize) -> Vec<String> {
        applied::on_line(code, line, pasted)
    }

    #[test]
    fn fences_and_magics_become_comments() {
        assert_eq!(
            undone("```python\nx = 1\n```\n", 1),
            ["# ```python\nx = 1\n```\n"]
        );
        assert_eq!(undone("x = 1\n```", 2), ["x = 1\n# ```"]);
        assert_eq!(
            undone("%matplotlib inline\nimport math\n", 1),
            ["# %matplotlib inline\nimport math\n"]
        );
        assert_eq!(
            undone("!pip install requests\n", 1),
            ["# !pip install requests\n"]
        );
        assert_eq!(undone("%%time\nf()\n", 1), ["# %%time\nf()\n"]);
        assert_eq!(
            undone("train_test_split?\nx = 1\n", 1),
            ["# train_test_split?\nx = 1\n"]
        );
        assert_eq!(undone("df.head()?\n", 1), ["# df.head()?\n"]);
        assert!(undone("f(x)?\n", 1).is_empty());
        // Another language's block, whole.
        assert_eq!(
            undone("x = 1\n```bash\npip install requests\n\n```\ny = 2\n", 2),
            ["x = 1\n# ```bash\n# pip install requests\n\n# ```\ny = 2\n"]
        );
        // Python's own.
        assert!(undone("x = a % b\n", 1).is_empty());
        assert!(undone("    % b\n", 1).is_empty());
        assert!(undone("!= 3\n", 1).is_empty());
    }

    #[test]
    fn a_sessions_prompts_are_taken_off_at_once() {
        let session = "# from the docs\n>>> for w in words:\n...     print(w)\n...\n>>> n = 2\n3\n...\nx = 1\n";
        assert_eq!(
            undone(session, 2),
            ["# from the docs\nfor w in words:\n    print(w)\n\nn = 2\n# 3\n...\nx = 1\n"]
        );
        // A line `...` with no prompt before it is Python's Ellipsis.
        assert!(undone("def f():\n    ...\n...\n", 3).is_empty());
        // A docstring's doctest is its text.
        let doctest = "def f():\n    \"\"\"\n>>> f()\n    \"\"\"\n>>> f()\n";
        assert_eq!(
            undone(doctest, 5),
            ["def f():\n    \"\"\"\n>>> f()\n    \"\"\"\nf()\n"]
        );
    }
}
