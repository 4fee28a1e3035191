//! The text of another language's lines as the `dialect` rule reads it:
//! stretches outside strings, a comment and its marker (`//`, `%`, `--`,
//! `/* */`, which may also be Python's operators), and operators replaced
//! outside strings.

/// Whether `s` starts with MATLAB's comment, `% note` or a cell's `%%`
/// (not IPython's magics, `%matplotlib` or `%%time`).
pub(super) fn matlab_comment(s: &str) -> bool {
    let rest = s.trim_start_matches('%');
    s.starts_with('%') && s.len() - rest.len() <= 2 && (rest.is_empty() || rest.starts_with(' '))
}

/// Whether `code` holds `operator` outside its strings.
pub(super) fn code_holds(code: &str, operator: &str) -> bool {
    stretches(code).any(|(_, part)| part.contains(operator))
}

/// Whether `code` holds a PHP variable's `$` (outside strings).
pub(super) fn holds_a_sigil(code: &str) -> bool {
    stretches(code).any(|(_, part)| {
        part.char_indices().any(|(i, c)| {
            c == '$' && part[i + 1..].starts_with(|n: char| n.is_alphabetic() || n == '_')
        })
    })
}

/// The stretches of `code` outside its strings, each with its offset (a
/// string left open runs to the end).
pub(super) fn stretches(code: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut found = Vec::new();
    let mut stretch_start = 0;
    let mut quote: Option<char> = None;
    let mut escaped = false;
    for (i, c) in code.char_indices() {
        match quote {
            Some(q) => {
                if escaped {
                    escaped = false;
                } else if c == '\\' {
                    escaped = true;
                } else if c == q {
                    stretch_start = i + 1;
                    quote = None;
                }
            }
            None if c == '"' || c == '\'' || c == '`' => {
                found.push((stretch_start, &code[stretch_start..i]));
                quote = Some(c);
            }
            None => {}
        }
    }
    if quote.is_none() {
        found.push((stretch_start, &code[stretch_start..]));
    }
    found.into_iter()
}

/// `code` with `f` applied to each stretch outside its strings, its
/// strings as they are.
fn outside_strings(code: &str, mut f: impl FnMut(&str) -> String) -> String {
    let mut out = String::new();
    let mut written = 0;
    for (offset, part) in stretches(code) {
        out.push_str(&code[written..offset]);
        out.push_str(&f(part));
        written = offset + part.len();
    }
    out.push_str(&code[written..]);
    out
}

/// A line's code, the space after it and its comment (from its marker
/// on): the first of `markers` or `#` outside a string that starts one.
/// A marker that is also an operator (`//`, `%`, `--`) starts a comment
/// at the line's start, after a block's brace or a `;`, or before words.
pub(super) fn split_comment<'a>(line: &'a str, markers: &[&str]) -> (&'a str, &'a str, &'a str) {
    let starts_a_comment = |at: usize| {
        let rest = &line[at..];
        let before = line[..at].trim_end();
        rest.starts_with('#')
            || markers.iter().any(|m| {
                rest.starts_with(m)
                    && (*m != "%" || matlab_comment(rest))
                    && (*m == "/*"
                        || before.is_empty()
                        || before.ends_with([';', '{', '}'])
                        || before_words(&rest[m.len()..], line[..at].ends_with("  ")))
            })
    };
    let at = stretches(line).find_map(|(offset, part)| {
        part.char_indices()
            .map(|(i, _)| offset + i)
            .find(|&at| starts_a_comment(at))
    });
    let Some(at) = at else {
        return (line.trim_end(), "", "");
    };
    let code = line[..at].trim_end();
    (code, &line[code.len()..at], &line[at..])
}

/// Whether `text` (after a marker) reads as words after a space: two or
/// more, the first of letters; or one, where two spaces stand before the
/// marker as before a comment (`a // b` divides).
fn before_words(text: &str, spaced_as_a_comment: bool) -> bool {
    let Some(rest) = text.strip_prefix(' ') else {
        return false;
    };
    let words: Vec<&str> = rest.split_whitespace().collect();
    let lettered = words
        .first()
        .is_some_and(|w| w.chars().all(char::is_alphabetic));
    lettered && (words.len() >= 2 || spaced_as_a_comment)
}

/// A comment made Python's: its marker `#` (a block comment's `*/` off).
pub(super) fn python_comment(comment: &str, markers: &[&str]) -> String {
    let Some(marker) = markers.iter().find(|m| comment.starts_with(**m)) else {
        return comment.to_string();
    };
    let text = comment[marker.len()..].trim_end();
    let text = text.strip_suffix("*/").unwrap_or(text).trim_end();
    let text = text.trim_start_matches(['%', '*', '/']);
    if text.trim().is_empty() {
        "#".to_string()
    } else if text.starts_with(' ') {
        format!("#{text}")
    } else {
        format!("# {text}")
    }
}

/// A line of C's block comment (`/* ...`, ` * ...`, ` */`) as Python's.
pub(super) fn block_comment_line(rest: &str) -> String {
    let text = rest.trim_end();
    let text = text.strip_suffix("*/").unwrap_or(text);
    let text = ["/**", "/*", "*"]
        .iter()
        .find_map(|m| text.strip_prefix(m))
        .unwrap_or(text)
        .trim();
    if text.is_empty() {
        "#".to_string()
    } else {
        format!("# {text}")
    }
}

/// `code` with the dialect's operators made Python's (outside strings;
/// a word spaced from what stands either side). In a file that joins
/// parenthesised conditions with `&` or `|` (numpy's and pandas' masks),
/// `&&` and `||` between such conditions join them so too.
pub(super) fn operators_replaced(
    code: &str,
    operators: &[(&str, &str)],
    element_wise: bool,
) -> String {
    outside_strings(code, |part| {
        let mut out = String::new();
        let mut i = 0;
        'scan: while i < part.len() {
            let rest = &part[i..];
            for &(from, to) in operators {
                if !rest.starts_with(from) || !applies(from, part, i) {
                    continue;
                }
                let between_conditions = part[..i].trim_end().ends_with(')')
                    && part[i + from.len()..].trim_start().starts_with('(');
                let to = match from {
                    "&&" if element_wise && between_conditions => "&",
                    "||" if element_wise && between_conditions => "|",
                    _ => to,
                };
                let word = to.starts_with(char::is_alphabetic) && !to.ends_with('.');
                if word && !out.is_empty() && !out.ends_with([' ', '(', '[']) {
                    out.push(' ');
                }
                out.push_str(to);
                i += from.len();
                if word && !part[i..].starts_with(' ') {
                    out.push(' ');
                }
                continue 'scan;
            }
            let c = rest.chars().next().unwrap_or(' ');
            out.push(c);
            i += c.len_utf8();
        }
        out
    })
}

/// Whether the operator `from` at byte `i` of `part` is that language's
/// (`!` not `!=`, `$` and `@` before a name).
fn applies(from: &str, part: &str, i: usize) -> bool {
    let after = &part[i + from.len()..];
    match from {
        "!" => !after.starts_with('='),
        // (Not a run of `=`, a merge's marker or a rule.)
        "===" | "!==" => !after.starts_with('=') && !part[..i].ends_with('='),
        "$" | "@" => {
            after.starts_with(|c: char| c.is_alphabetic() || c == '_')
                && !part[..i].ends_with(|c: char| c.is_alphanumeric())
        }
        _ => true,
    }
}
