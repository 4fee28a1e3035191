//! The syntax mistakes people make, injected into code that compiles, K at
//! a time on different lines: the corpus of syntax repair's tests and
//! benchmark (shared by path with `crates/toolsmith/tests`). Each kind
//! works on one line's text; a mistake is kept only if the file no longer
//! compiles with it alone.

use toolsmith::python::{DEFAULT_TARGET, validate};

/// A small deterministic generator (xorshift), so that a seed names a corpus.
pub struct Rng(pub u64);

impl Rng {
    pub fn draw(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.draw() % n.max(1) as u64) as usize
    }
}

/// The kinds of mistake, by name.
pub const KINDS: &[&str] = &[
    "missing_colon",
    "unclosed_bracket",
    "missing_comma",
    "misspelt_keyword",
    "assign_in_condition",
    "indent_too_far",
    "body_not_indented",
    "tab_indent",
    "print_statement",
    "except_comma",
    "typographic_quotes",
    "unclosed_string",
];

const HEADERS: &[&str] = &[
    "def ", "class ", "if ", "elif ", "else", "for ", "while ", "try", "except", "finally", "with ",
];

const MISSPELT: &[(&str, &str)] = &[
    ("return ", "retrun "),
    ("def ", "dfe "),
    ("import ", "improt "),
    ("while ", "whlie "),
    ("else:", "esle:"),
    ("elif ", "elseif "),
    ("for ", "fro "),
    ("class ", "calss "),
    ("from ", "form "),
    ("raise ", "riase "),
];

/// The code part of a line (before a comment that is not in a string) and
/// the rest; `None` when the line holds a quote (strings are left alone
/// by the kinds that look for punctuation).
fn code_part(line: &str) -> Option<(&str, &str)> {
    if line.contains(['\'', '"', '\\']) {
        return None;
    }
    Some(match line.find('#') {
        Some(at) => (&line[..at], &line[at..]),
        None => (line, ""),
    })
}

fn indent_of(line: &str) -> &str {
    &line[..line.len() - line.trim_start().len()]
}

fn balanced(text: &str) -> bool {
    let mut depth = 0i32;
    for c in text.chars() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            _ => {}
        }
        if depth < 0 {
            return false;
        }
    }
    depth == 0
}

/// `kind` applied to line `i` of `lines`: the line's new text.
fn mistake(kind: &str, lines: &[&str], i: usize, rng: &mut Rng) -> Option<String> {
    let line = lines[i];
    let trimmed = line.trim_start();
    let indent = indent_of(line);
    let next = lines.get(i + 1).copied().unwrap_or("");
    match kind {
        "missing_colon" => {
            let (code, comment) = code_part(line)?;
            let body = code.trim_end();
            (HEADERS.iter().any(|h| trimmed.starts_with(h))
                && body.ends_with(':')
                && balanced(body))
            .then(|| {
                format!(
                    "{}{}{comment}",
                    &body[..body.len() - 1],
                    &code[body.len()..]
                )
            })
        }
        "unclosed_bracket" => {
            let (code, comment) = code_part(line)?;
            let body = code.trim_end();
            let last = body.chars().last()?;
            (")]}".contains(last) && balanced(body) && !trimmed.starts_with(['@', ')', ']', '}']))
                .then(|| {
                    format!(
                        "{}{}{comment}",
                        &body[..body.len() - 1],
                        &code[body.len()..]
                    )
                })
        }
        "missing_comma" => {
            let (code, comment) = code_part(line)?;
            let places: Vec<usize> = code
                .match_indices(", ")
                .map(|(at, _)| at)
                .filter(|&at| {
                    let before = code[..at].chars().last();
                    let after = code[at + 2..].chars().next();
                    before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ')')
                        && after.is_some_and(|c| c.is_alphanumeric() || c == '_')
                })
                .collect();
            let at = *places.get(rng.below(places.len()))?;
            Some(format!("{}{}{comment}", &code[..at], &code[at + 1..]))
        }
        "misspelt_keyword" => {
            let (from, to) = MISSPELT
                .iter()
                .find(|(from, _)| trimmed.starts_with(from))?;
            Some(format!("{indent}{to}{}", &trimmed[from.len()..]))
        }
        "assign_in_condition" => {
            let (code, comment) = code_part(line)?;
            let header = ["if ", "elif ", "while "]
                .iter()
                .any(|h| trimmed.starts_with(h));
            (header && code.matches(" == ").count() == 1)
                .then(|| format!("{}{comment}", code.replacen(" == ", " = ", 1)))
        }
        "indent_too_far" => {
            let previous = lines[..i].iter().rev().find(|l| !l.trim().is_empty())?;
            let simple = !trimmed.is_empty()
                && !trimmed.starts_with('#')
                && !line.ends_with(':')
                && !previous
                    .trim_end()
                    .ends_with([':', ',', '(', '[', '{', '\\'])
                && indent_of(previous) == indent
                && indent_of(next).len() <= indent.len()
                && code_part(line).is_some_and(|(code, _)| balanced(code));
            simple.then(|| format!("    {line}"))
        }
        "body_not_indented" => {
            let previous = lines.get(i.checked_sub(1)?)?;
            let header = previous.trim_end().ends_with(':')
                && HEADERS.iter().any(|h| previous.trim_start().starts_with(h));
            let one_line_body = indent_of(next).len() < indent.len();
            (header
                && one_line_body
                && indent.len() == indent_of(previous).len() + 4
                && !trimmed.starts_with(['#', '"', '\'']))
            .then(|| format!("{}{trimmed}", indent_of(previous)))
        }
        "tab_indent" => (indent.len() >= 8 && !indent.contains('\t') && !trimmed.is_empty())
            .then(|| format!("\t{}{trimmed}", &indent[8..])),
        "print_statement" => {
            let (code, comment) = code_part(line)?;
            let inner = code
                .trim_end()
                .strip_prefix(indent)?
                .strip_prefix("print(")?;
            let inner = inner.strip_suffix(')')?;
            (balanced(inner) && !inner.is_empty() && !inner.contains('='))
                .then(|| format!("{indent}print {inner}{comment}"))
        }
        "except_comma" => {
            let rest = trimmed.strip_prefix("except ")?;
            let (types, name) = rest.split_once(" as ")?;
            (!types.contains(['(', ','])).then(|| format!("{indent}except {types}, {name}"))
        }
        "typographic_quotes" => {
            let at = line.find('\'').or_else(|| line.find('"'))?;
            let quote = &line[at..=at];
            let close = line[at + 1..].find(quote)? + at + 1;
            let inner = &line[at + 1..close];
            if inner.contains(['\'', '"', '\\']) || line[..at].contains('#') {
                return None;
            }
            let (open, shut) = if quote == "'" {
                ("‘", "’")
            } else {
                ("“", "”")
            };
            Some(format!(
                "{}{open}{inner}{shut}{}",
                &line[..at],
                &line[close + 1..]
            ))
        }
        "unclosed_string" => {
            let at = line.find('\'').or_else(|| line.find('"'))?;
            let quote = &line[at..=at];
            let close = line[at + 1..].find(quote)? + at + 1;
            let inner = &line[at + 1..close];
            if inner.is_empty() || inner.contains(['\'', '"', '\\']) || line[..at].contains('#') {
                return None;
            }
            Some(format!("{}{}", &line[..close], &line[close + 1..]))
        }
        _ => None,
    }
}

/// One injected mistake: its kind and 1-based line.
#[derive(Debug, Clone)]
pub struct Injected {
    pub kind: &'static str,
    pub line: usize,
}

/// The comments of each line of `code`, from their `#`: a `#` inside a
/// string (straight or typographic quotes, closed on its line) is none.
pub fn comments(code: &str) -> Vec<String> {
    code.lines()
        .filter_map(|l| {
            let mut quote = None;
            for (i, c) in l.char_indices() {
                match (quote, c) {
                    (None, '\'' | '"' | '‘' | '“') => quote = Some(c),
                    (Some(q), _) if c == q || (q == '‘' && c == '’') || (q == '“' && c == '”') => {
                        quote = None
                    }
                    (None, '#') => return Some(l[i..].trim().to_string()),
                    _ => {}
                }
            }
            None
        })
        .collect()
}

/// `source` with `k` mistakes on different lines (at least two lines
/// apart), each breaking the file alone; `None` if the file has too few
/// places for them.
pub fn inject(source: &str, k: usize, rng: &mut Rng) -> Option<(String, Vec<Injected>)> {
    let lines: Vec<&str> = source.split('\n').collect();
    let mut chosen: Vec<(usize, &'static str, String)> = Vec::new();
    for _ in 0..k * 60 {
        if chosen.len() == k {
            break;
        }
        let i = rng.below(lines.len());
        if chosen.iter().any(|(j, _, _)| i.abs_diff(*j) < 3) || in_string(&lines, i) {
            continue;
        }
        let kind = KINDS[rng.below(KINDS.len())];
        let Some(new) = mistake(kind, &lines, i, rng) else {
            continue;
        };
        let mut alone = lines.clone();
        alone[i] = &new;
        if validate(&alone.join("\n"), DEFAULT_TARGET).is_ok() {
            continue;
        }
        chosen.push((i, kind, new));
    }
    if chosen.len() < k {
        return None;
    }
    let mut broken: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    for (i, _, new) in &chosen {
        broken[*i] = new.clone();
    }
    chosen.sort_by_key(|c| c.0);
    let injected = chosen
        .iter()
        .map(|(i, kind, _)| Injected { kind, line: i + 1 })
        .collect();
    Some((broken.join("\n"), injected))
}

/// Whether line `i` may be inside a triple-quoted string (an odd count of
/// triple quotes before it): left alone.
fn in_string(lines: &[&str], i: usize) -> bool {
    let before: usize = lines[..=i]
        .iter()
        .map(|l| l.matches("\"\"\"").count() + l.matches("'''").count())
        .sum();
    before % 2 == 1 || lines[i].contains("\"\"\"") || lines[i].contains("'''")
}
