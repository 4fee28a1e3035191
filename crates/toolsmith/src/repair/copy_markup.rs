//! What a page, a chat or a mail client adds to code copied from it, taken
//! off: a quote's `> ` (made a comment's `# ` where the rest is words),
//! inline code's backticks, HTML's entities (`-&gt;`), Markdown's escapes
//! (`\_\_init\_\_`), code escaped as a JSON string (`\n`, `\"`) pasted
//! whole, and a template's tag lines left in the code it rendered.
//! Entities, escapes and tag lines are the whole file's habit: one change
//! takes them all off, outside strings.

use super::edits::{Change, Kind, Lines, Token, in_string, leading, open_brackets, run_around};
use super::prose::{is_prose, words_side_by_side};

/// HTML's entities for the characters code has that a page (or a
/// template's autoescape: Django's, Jinja's, `html.escape`) escapes.
const ENTITIES: [(&str, &str); 9] = [
    ("&lt;", "<"),
    ("&gt;", ">"),
    ("&amp;", "&"),
    ("&quot;", "\""),
    ("&#34;", "\""),
    ("&#x22;", "\""),
    ("&#39;", "'"),
    ("&#x27;", "'"),
    ("&apos;", "'"),
];

/// Characters Markdown escapes with a `\` that code has.
const ESCAPED: &str = "_*[]()#+-.!<>`";

/// Every way the copy's markup on line `line` is taken off.
pub(super) fn markup_taken_off(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    if line == 0 || line > lines.count() {
        return;
    }
    // (A line inside brackets may begin with a comparison's `>`.)
    if open_brackets(tokens, lines.start_of(line)).is_empty() {
        quote_marks(code, lines, line, out);
    }
    backticks(code, tokens, lines, line, out);
    let text = lines.slice(code, line, line);
    let start = lines.start_of(line);
    let outside = |at: usize| !in_string(tokens, start + at);
    if ENTITIES
        .iter()
        .any(|(entity, _)| text.match_indices(entity).any(|(at, _)| outside(at)))
    {
        out.extend(replaced_everywhere(code, tokens, &|rest| {
            ENTITIES
                .iter()
                .find(|(entity, _)| rest.starts_with(entity))
                .map(|&(entity, plain)| (entity.len(), plain))
        }));
    }
    let markdown = |rest: &str| {
        let mut chars = rest.chars();
        (chars.next() == Some('\\') && chars.next().is_some_and(|c| ESCAPED.contains(c)))
            .then_some((1, ""))
    };
    if text
        .char_indices()
        .any(|(at, _)| outside(at) && markdown(&text[at..]).is_some())
    {
        out.extend(replaced_everywhere(code, tokens, &markdown));
    }
    json_unescaped(code, lines, line, out);
    template_tags(code, tokens, lines, line, out);
}

/// A template's tag lines left in the code it rendered (`{% if ... %}`,
/// `{%- endif %}`, `{# note #}`), where the error's line is one: all of
/// them taken away, as rendering takes them.
fn template_tags(code: &str, tokens: &[Token], lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let tag = |n: usize| {
        let text = lines.slice(code, n, n).trim();
        let tagged = (text.starts_with("{%") && text.ends_with("%}"))
            || (text.starts_with("{#") && text.ends_with("#}"));
        tagged
            && !in_string(
                tokens,
                lines.start_of(n) + leading(lines.slice(code, n, n)).len(),
            )
    };
    if !tag(line) {
        return;
    }
    let tagged: Vec<usize> = (1..=lines.count()).filter(|&n| tag(n)).collect();
    let (Some(&first), Some(&last)) = (tagged.first(), tagged.last()) else {
        return;
    };
    let mut text = String::new();
    for n in first..=last {
        if !tagged.contains(&n) {
            text.push_str(lines.slice(code, n, n));
        }
    }
    let end = lines.end_of(last).min(code.len());
    out.push(Change::new(
        lines.start_of(first),
        end,
        &text,
        Kind::CopyMarkup,
    ));
}

/// One change replacing what `found` finds (its length, its replacement)
/// everywhere outside strings.
fn replaced_everywhere(
    code: &str,
    tokens: &[Token],
    found: &dyn Fn(&str) -> Option<(usize, &'static str)>,
) -> Option<Change> {
    let mut places = Vec::new();
    let mut at = 0;
    while at < code.len() {
        match found(&code[at..]).filter(|_| !in_string(tokens, at)) {
            Some((len, plain)) => {
                places.push((at, at + len, plain));
                at += len;
            }
            None => at += code[at..].chars().next().map_or(1, char::len_utf8),
        }
    }
    let (first, last) = (places.first()?.0, places.last()?.1);
    let mut text = String::new();
    let mut from = first;
    for (start, end, plain) in places {
        text.push_str(&code[from..start]);
        text.push_str(plain);
        from = end;
    }
    Some(Change::new(first, last, &text, Kind::CopyMarkup))
}

/// A chat's or a mail's quote (`> ` at a line's indentation) over the run
/// of lines holding line `line`: each line's mark taken off, or made a
/// comment's where what it quotes is words.
fn quote_marks(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let quoted = |n: usize| {
        let text = lines.slice(code, n, n);
        let body = &text[leading(text).len()..];
        body.starts_with("> ") || body.trim_end() == ">"
    };
    if !quoted(line) {
        return;
    }
    let (first, last) = run_around(lines, line, quoted);
    let mut text = String::new();
    for n in first..=last {
        let original = lines.slice(code, n, n);
        let indent = leading(original);
        let body = &original[indent.len() + 1..];
        let body = body.strip_prefix(' ').unwrap_or(body);
        text.push_str(indent);
        if is_prose(body) || words_side_by_side(body) >= 3 {
            text.push_str("# ");
        }
        text.push_str(body);
    }
    let end = lines.end_of(last).min(code.len());
    out.push(Change::new(
        lines.start_of(first),
        end,
        &text,
        Kind::CopyMarkup,
    ));
}

/// Backticks on a line of code (Python 3 has none outside strings): inline
/// code's around an expression (`` return `f(x)` ``) taken off in pairs, a
/// fence's run of three or more joined to a line's code (`` main()``` ``)
/// taken off with the spaces before it. All of the line's in one change.
fn backticks(code: &str, tokens: &[Token], lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let text = lines.slice(code, line, line);
    let start = lines.start_of(line);
    let body = text.trim_end_matches(['\n', '\r']);
    let mut runs: Vec<(usize, usize)> = Vec::new();
    let mut at = 0;
    while let Some(found) = body[at..].find('`') {
        let from = at + found;
        let to = from + body[from..].len() - body[from..].trim_start_matches('`').len();
        if !in_string(tokens, start + from) {
            runs.push((from, to));
        }
        at = to;
    }
    if runs.is_empty() || body[..runs[0].0].trim_start().starts_with('#') {
        return;
    }
    let (fences, singles): (Vec<_>, Vec<_>) = runs.into_iter().partition(|(a, b)| b - a >= 3);
    // Single backticks in pairs only (an odd one out is no markup's).
    if singles.len() % 2 == 1 || singles.iter().any(|(a, b)| b - a != 1) {
        return;
    }
    let mut taken: Vec<(usize, usize)> = singles;
    for (from, to) in fences {
        // A fence only at the code's edge: its start or its end.
        let before = body[..from].trim();
        let after = body[to..].trim();
        if !after.is_empty() && !before.is_empty() {
            return;
        }
        let from = if after.is_empty() {
            body[..from].trim_end().len()
        } else {
            from
        };
        let to = if before.is_empty() {
            to + body[to..].len() - body[to..].trim_start().len()
        } else {
            to
        };
        taken.push((from, to));
    }
    taken.sort_unstable();
    let kept: String = {
        let mut kept = String::new();
        let mut from = 0;
        for &(a, b) in &taken {
            kept.push_str(&body[from..a]);
            from = b;
        }
        kept.push_str(&body[from..]);
        kept
    };
    // (Nothing left but the fence: a chat's fence line, commented elsewhere.)
    if kept.trim().is_empty() {
        return;
    }
    // Code in inline code's backticks is code: judged as code is (a fence's
    // are the paste's, priced by their rule alone).
    let kind = if taken.iter().any(|(a, b)| b - a >= 3) {
        Kind::CopyMarkup
    } else {
        Kind::InlineCode
    };
    out.push(Change::new(start, start + body.len(), &kept, kind));
}

/// Line `line`, code escaped as a JSON string's body (`x = 1\n\ndef f():\n
/// return \"a\"`): its escapes read, its lines made lines again.
fn json_unescaped(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let text = lines.slice(code, line, line);
    let body = text.trim_end_matches(['\n', '\r']);
    let breaks = body.matches("\\n").count();
    if breaks < 2 {
        return;
    }
    let mut plain = String::new();
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            plain.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => plain.push('\n'),
            Some('t') => plain.push('\t'),
            Some('"') => plain.push('"'),
            Some('\\') => plain.push('\\'),
            Some('/') => plain.push('/'),
            // Not JSON's: the line is no JSON string.
            _ => return,
        }
    }
    // (Its last line break is the line's own.)
    let plain = plain.strip_suffix('\n').unwrap_or(&plain);
    let start = lines.start_of(line);
    out.push(Change::new(
        start,
        start + body.len(),
        plain,
        Kind::CopyMarkup,
    ));
}

#[cfg(test)]
mod tests {
    use super::*;

    use super::super::edits::applied;

    fn taken_off(code: &str, line: usize) -> Vec<String> {
        applied::on_line(code, line, markup_taken_off)
    }

    #[test]
    fn a_templates_autoescape_and_tag_lines_go() {
        assert_eq!(
            taken_off("list_display = [&#x27;name&#x27;, &#34;born&#34;]\n", 1),
            ["list_display = ['name', \"born\"]\n"]
        );
        assert_eq!(
            taken_off(
                "import os\n{%- if cli == 'click' %}\nimport click\n{%- endif %}\nprint(os)\n",
                2
            ),
            ["import os\nimport click\nprint(os)\n"]
        );
        // (A tag's text inside a string is the string's.)
        assert!(taken_off("T = '''\n{% if x %}\n'''\n", 2).is_empty());
    }

    #[test]
    fn a_quotes_marks_go_words_become_comments() {
        assert_eq!(
            taken_off(
                "def f():\n    > don't use shell=True for this, just pipe the stdout\n    return 1\n",
                2
            )[0],
            "def f():\n    # don't use shell=True for this, just pipe the stdout\n    return 1\n"
        );
        assert_eq!(
            taken_off("> import os\n> print(os.getcwd())\n", 1)[0],
            "import os\nprint(os.getcwd())\n"
        );
        assert!(taken_off("x = a > b\n", 1).is_empty());
        assert!(taken_off("if (a\n    > b):\n    pass\n", 2).is_empty());
    }

    #[test]
    fn inline_codes_backticks_go() {
        assert_eq!(
            taken_off("with f:\n    `copy(a, b)`\n", 2),
            ["with f:\n    copy(a, b)\n"]
        );
        assert_eq!(
            taken_off("def ok(a, b):\n    return `compare(a, b)`\n", 2),
            ["def ok(a, b):\n    return compare(a, b)\n"]
        );
        // A fence's backticks joined to the code's last line.
        assert_eq!(
            taken_off("if x:\n    main()```\n", 2),
            ["if x:\n    main()\n"]
        );
        // Not a string's, not an odd one, not a fence line alone.
        assert!(taken_off("x = '`a`' + `\n", 1).is_empty());
        assert!(taken_off("```\n", 1).is_empty());
    }

    #[test]
    fn entities_and_escapes_go_everywhere_outside_strings() {
        assert_eq!(
            taken_off(
                "def f(x) -&gt; int:\n    return x &lt; 3 and \"&lt;b&gt;\"\n",
                1
            ),
            ["def f(x) -> int:\n    return x < 3 and \"&lt;b&gt;\"\n"]
        );
        assert_eq!(
            taken_off(
                "# in \\_\\_init\\_\\_\ndef \\_\\_init\\_\\_(self, \\*\\*kw):\n    s = \"\\.\"\n",
                2
            ),
            ["# in __init__\ndef __init__(self, **kw):\n    s = \"\\.\"\n"]
        );
    }

    #[test]
    fn code_escaped_as_json_is_read() {
        assert_eq!(
            taken_off(
                "import re\nR = re.compile(r\\\"\\\\d+\\\")\\n\\ndef f():\\n    return 1\\n\ny = 2\n",
                2
            ),
            ["import re\nR = re.compile(r\"\\d+\")\n\ndef f():\n    return 1\ny = 2\n"]
        );
    }
}
