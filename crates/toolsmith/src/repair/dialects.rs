//! A file written with another language's habits throughout: Go's `func`
//! headers, `:=` and `range` loops; Ruby's `do |x|` ... `end` blocks,
//! `elsif` and `puts`; PHP's `$name`, `->`, `.` and `echo`; MATLAB's `%`
//! comments, `.*` and `end`; Lua's `then` ... `end`; C's, Java's and
//! JavaScript's braces, `/* */` and declarations. Where CPython stops at
//! one such habit the others are there too, so one change rewrites every
//! line of the file that shows the language's habits: each statement made
//! Python's (`dialect_lines`), the operators that break Python's syntax
//! replaced, each block's header given its `:`, and a line that only
//! closes a block it rewrote emptied (the line stays, so no line number
//! moves). What is valid Python (`nil`, `true`, a `;`) stays: a syntax
//! repair, not a translation. A table row per language says what tells
//! it, how its comments start, how its blocks close and its operators.

use super::dialect_lines::{self, Rewritten, after_word};
use super::dialect_text::{
    block_comment_line, code_holds, holds_a_sigil, matlab_comment, operators_replaced,
    python_comment, split_comment,
};
use super::edits::{Change, Kind, Lines, Token, in_string, leading};

/// How a language closes its blocks.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Closes {
    /// `{` ... `}`.
    Braces,
    /// A line `end` (Ruby, MATLAB, Lua).
    End,
}

/// A language's row.
struct Dialect {
    /// Whether a line (its code, indentation off) shows the language.
    tells: fn(&str) -> bool,
    /// Its statements made Python's.
    statement: fn(&str) -> Option<Rewritten>,
    /// What starts its comments besides Python's `#`.
    comments: &'static [&'static str],
    closes: Closes,
    /// Its operators and Python's for them.
    operators: &'static [(&'static str, &'static str)],
}

/// C's logical operators and JavaScript's strict comparisons.
const C_OPERATORS: &[(&str, &str)] = &[
    ("&&", "and"),
    ("||", "or"),
    ("===", "=="),
    ("!==", "!="),
    ("!", "not"),
];

const DIALECTS: &[Dialect] = &[
    Dialect {
        tells: |s| s.starts_with("func ") || s.starts_with("package ") || s.contains(" := "),
        statement: dialect_lines::go,
        comments: &["//", "/*"],
        closes: Closes::Braces,
        operators: C_OPERATORS,
    },
    Dialect {
        tells: |s| {
            s.ends_with(" do")
                || s.contains(" do |")
                || ["elsif ", "unless ", "puts ", "until "]
                    .iter()
                    .any(|w| s.starts_with(w))
        },
        statement: super::dialect_ruby::ruby,
        comments: &[],
        closes: Closes::End,
        operators: &[("&&", "and"), ("||", "or"), ("@", "self.")],
    },
    Dialect {
        tells: |s| s.starts_with("<?php") || s.starts_with("echo ") || holds_a_sigil(s),
        statement: dialect_lines::php,
        comments: &["//", "/*"],
        closes: Closes::Braces,
        operators: &[
            ("$", ""),
            ("->", "."),
            (" . ", " + "),
            (".=", "+="),
            ("&&", "and"),
            ("||", "or"),
            ("===", "=="),
            ("!==", "!="),
            ("!", "not"),
        ],
    },
    Dialect {
        tells: |s| {
            matlab_comment(s)
                || [" ~= ", ".*", "./", ".^"].iter().any(|o| s.contains(o))
                || (s.starts_with("function ") && s.contains('='))
        },
        statement: dialect_lines::matlab,
        comments: &["%"],
        closes: Closes::End,
        operators: &[
            ("~=", "!="),
            (".*", "*"),
            ("./", "/"),
            (".^", "**"),
            ("&&", "and"),
            ("||", "or"),
        ],
    },
    Dialect {
        tells: |s| s.starts_with("local ") || s.ends_with(" then") || s.starts_with("--"),
        statement: dialect_lines::lua,
        comments: &["--"],
        closes: Closes::End,
        operators: &[("~=", "!="), (" .. ", " + ")],
    },
    Dialect {
        tells: |s| {
            s.starts_with("/*")
                || s.starts_with("//")
                || code_holds(s, "&&")
                || code_holds(s, "||")
                || code_holds(s, "===")
                || code_holds(s, "!==")
                || (s.starts_with("for (") && (s.contains(';') || s.contains(" : ")))
                || braced_block(s)
                || super::dialect_c::tells(s)
        },
        statement: super::dialect_c::c_family,
        comments: &["//", "/*"],
        closes: Closes::Braces,
        operators: C_OPERATORS,
    },
];

/// Whether line `s` opens a block with C's brace: `) {` or a header's
/// keyword before it (`} else {`), never a display's (`return {`).
fn braced_block(s: &str) -> bool {
    let Some(head) = s.strip_suffix('{') else {
        return false;
    };
    let head = head.trim_end();
    let word = head.trim_start_matches(['}', ' ']).split([' ', '(']).next();
    head.ends_with(')')
        || word.is_some_and(|w| {
            [
                "if", "else", "for", "while", "do", "try", "catch", "finally", "switch",
            ]
            .contains(&w)
        })
}

/// Python's keywords that head a block, and those that continue one.
const HEADS: &[&str] = &["if", "for", "while", "def", "class", "try", "with", "match"];
const CONTINUES: &[&str] = &["elif", "else", "except", "finally", "case"];

/// What the whole file says of how to rewrite its lines.
struct File {
    /// It joins parenthesised conditions with `&` or `|`.
    element_wise: bool,
}

/// A block the rewrite has open.
struct Open {
    indent: usize,
    /// Whether the rewrite made its header (so its closer is the
    /// language's, not Python's).
    rewritten: bool,
    returns: Option<String>,
    body_indent: Option<String>,
}

/// The file's lines with `dialect`'s habits made Python's, if any line
/// changed: (first changed line, last changed line, their new text).
fn rewritten(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    dialect: &Dialect,
    file: &File,
) -> Option<(usize, usize, String)> {
    let mut made: Vec<String> = Vec::new();
    let mut open: Vec<Open> = Vec::new();
    let mut in_block_comment = false;
    // A block comment's lines at its first line's indentation.
    let mut comment_indent = String::new();
    let (mut first, mut last) = (None, 0);
    for n in 1..=lines.count() {
        let original = lines.slice(code, n, n);
        let body_end = original.trim_end_matches(['\n', '\r']).len();
        let (text, ending) = original.split_at(body_end);
        let new = if in_string(tokens, lines.start_of(n)) || text.trim().is_empty() {
            text.to_string()
        } else {
            let indent = leading(text);
            let rest = &text[indent.len()..];
            if in_block_comment || rest.starts_with("/*") {
                if !in_block_comment {
                    comment_indent = indent.to_string();
                }
                in_block_comment = match rest.strip_prefix("/*") {
                    Some(after) => !after.contains("*/"),
                    None => !rest.contains("*/"),
                };
                format!("{comment_indent}{}", block_comment_line(rest))
            } else {
                line_made_python(indent, rest, dialect, file, &mut open)
            }
        };
        if new != text {
            first.get_or_insert(n);
            last = n;
        }
        made.push(format!("{new}{ending}"));
    }
    let first = first?;
    Some((first, last, made[first - 1..last].concat()))
}

/// One line (its indentation and the rest) made Python's, the blocks open
/// kept in `open`.
fn line_made_python(
    indent: &str,
    rest: &str,
    dialect: &Dialect,
    file: &File,
    open: &mut Vec<Open>,
) -> String {
    let width = super::edits::columns(indent);
    let (code, gap, comment) = split_comment(rest, dialect.comments);
    let comment = python_comment(comment, dialect.comments);
    let with_comment = |code: &str| {
        if comment.is_empty() && code.is_empty() {
            String::new()
        } else if comment.is_empty() {
            format!("{indent}{code}")
        } else if code.is_empty() {
            format!("{indent}{comment}")
        } else {
            format!("{indent}{code}{gap}{comment}")
        }
    };
    if let Some(top) = open.last_mut()
        && top.body_indent.is_none()
        && width > top.indent
    {
        top.body_indent = Some(indent.to_string());
    }
    // Blocks that ended without a closer: Python's own.
    if dialect.closes == Closes::End {
        while open.last().is_some_and(|o| {
            o.indent > width || (o.indent == width && !is_end(code) && !continues(code))
        }) {
            open.pop();
        }
    }
    if closes(dialect, code) {
        let block = match dialect.closes {
            Closes::End => open.pop_if(|o| o.indent == width),
            Closes::Braces => open.pop(),
        };
        return match block {
            Some(block) if block.rewritten => match (block.returns, block.body_indent) {
                (Some(returns), Some(body)) => format!("{body}return {returns}"),
                (Some(returns), None) => format!("{indent}    return {returns}"),
                _ => with_comment(""),
            },
            _ => with_comment(code),
        };
    }
    let statement = (dialect.statement)(code);
    let returns = statement.as_ref().and_then(|s| s.returns.clone());
    let changed = statement.is_some();
    let statement = statement.map_or_else(|| code.to_string(), |s| s.text);
    let mut statement = operators_replaced(&statement, dialect.operators, file.element_wise);
    let word = statement.split([' ', '(', ':']).next().unwrap_or("");
    match dialect.closes {
        Closes::Braces => {
            if let Some(head) = statement.strip_suffix('{') {
                let head = head.trim_end();
                let chained = head.starts_with('}');
                let head = head.trim_start_matches('}').trim_start();
                if chained {
                    open.pop();
                }
                match braced_header(head) {
                    Some(header) => {
                        statement = format!("{header}:");
                        open.push(Open {
                            indent: width,
                            rewritten: true,
                            returns,
                            body_indent: None,
                        });
                    }
                    // (A display's brace: its `}` stays.)
                    None => open.push(Open {
                        indent: width,
                        rewritten: false,
                        returns: None,
                        body_indent: None,
                    }),
                }
            }
        }
        Closes::End => {
            let heads = HEADS.contains(&word);
            if (heads || CONTINUES.contains(&word)) && !statement.ends_with(':') {
                statement.push(':');
            }
            if heads {
                open.push(Open {
                    indent: width,
                    rewritten: changed || !code.ends_with(':'),
                    returns,
                    body_indent: None,
                });
            }
        }
    }
    with_comment(&statement)
}

/// Whether `code` is a line `end` (or MATLAB's `endif`, `endfor`, ...).
fn is_end(code: &str) -> bool {
    let code = code.trim_end_matches(';');
    code == "end"
        || (code.starts_with("end")
            && code[3..].chars().all(char::is_alphabetic)
            && code.len() <= 11)
}

fn continues(code: &str) -> bool {
    let word = code.split([' ', ':', '(']).next().unwrap_or("");
    CONTINUES.contains(&word) || ["elsif", "elseif", "rescue", "ensure"].contains(&word)
}

/// Whether `code` only closes a block of `dialect`'s.
fn closes(dialect: &Dialect, code: &str) -> bool {
    match dialect.closes {
        Closes::Braces => matches!(code, "}" | "};"),
        Closes::End => is_end(code),
    }
}

/// A brace's header (its `{` and a `}` before it off) made Python's:
/// `else if (x)` -> `elif (x)`, a counting `for`, a `catch`; `None` for a
/// display's brace.
fn braced_header(head: &str) -> Option<String> {
    let word = head.split([' ', '(', ':']).next().unwrap_or("");
    if let Some(rest) = after_word(head, "else")
        && let Some(condition) = after_word(rest, "if")
    {
        return Some(format!("elif {condition}"));
    }
    if word == "for"
        && let Some(range) = super::c_for::as_range(head)
    {
        return Some(range);
    }
    if let Some(rest) = after_word(head, "catch") {
        let inside = rest.strip_prefix('(')?.strip_suffix(')')?;
        let mut words = vec!["("];
        words.extend(inside.split_whitespace());
        words.push(")");
        return super::c_braces::caught(&words);
    }
    (HEADS.contains(&word) || CONTINUES.contains(&word)).then(|| head.to_string())
}

/// Another language's habits made Python's throughout the file, at an
/// error on line `line` that shows them (or a line beside it does, or two
/// lines of the file): one change per language whose rewrite changes a
/// line from the one before the error to the one after.
pub(super) fn dialect_rewritten(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    if line == 0 || line > lines.count() {
        return;
    }
    let file = File {
        element_wise: super::foreign::joins_masks(code),
    };
    for dialect in DIALECTS {
        // (Told by the error's line or a neighbour, or by two lines of the
        // file: rewriting the whole file at every error of every file
        // would cost the search dear.)
        let near = line.saturating_sub(1).max(1)..=(line + 1).min(lines.count());
        let tells = |n: usize| (dialect.tells)(lines.slice(code, n, n).trim());
        let told = near.into_iter().any(tells)
            || (1..=lines.count()).filter(|&n| tells(n)).nth(1).is_some();
        if !told {
            continue;
        }
        let Some((first, last, text)) = rewritten(code, tokens, lines, dialect, &file) else {
            continue;
        };
        if first > line + 1 || last + 1 < line {
            continue;
        }
        let end = lines.end_of(last).min(code.len());
        out.push(Change::new(
            lines.start_of(first),
            end,
            &text,
            Kind::Dialect,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::super::edits::{Lines, tokens};
    use super::*;

    fn made(code: &str, line: usize) -> Vec<String> {
        let mut out = Vec::new();
        dialect_rewritten(code, &tokens(code), &Lines::of(code), line, &mut out);
        out.iter().map(|c| c.apply(code)).collect()
    }

    #[test]
    fn a_go_file_becomes_python() {
        let go = "func add(a, b int) int {\n    total := a + b  // sum\n    return total\n}\n\nfor _, p := range ports {\n    if p > 0 && p < 9 {\n        print(p)\n    } else {\n        skip()\n    }\n}\n";
        let python = "def add(a, b):\n    total = a + b  # sum\n    return total\n\n\nfor p in ports:\n    if p > 0 and p < 9:\n        print(p)\n    else:\n        skip()\n\n\n";
        assert_eq!(made(go, 1).first().map(String::as_str), Some(python));
    }

    #[test]
    fn a_ruby_file_becomes_python() {
        let ruby = "def rotate(files)\n  files.each do |name|\n    puts name\n  end\n  unless files\n    return\n  end\nend\n";
        let python = "def rotate(files):\n  for name in files:\n    print(name)\n\n  if not files:\n    return\n\n\n";
        assert_eq!(made(ruby, 1), [python]);
        // A block Python closed itself keeps an `end` that follows it.
        let ruby = "for x in xs:\n    print(x)\nend\nxs.each do |x|\n  f(x)\nend\n";
        assert_eq!(
            made(ruby, 4),
            ["for x in xs:\n    print(x)\nend\nfor x in xs:\n  f(x)\n\n"]
        );
    }

    #[test]
    fn php_matlab_and_c_files_become_python() {
        let php = "def export(orders):\n    $total = 0  // sum\n    echo \"Total: \" . $total;\n";
        assert_eq!(
            made(php, 2),
            ["def export(orders):\n    total = 0  # sum\n    print(\"Total: \" + total)\n"]
        );
        let matlab = "% peaks\nfunction p = peaks(d)\n    p = d(d ~= 0) .* 2;\nend\n";
        assert_eq!(
            made(matlab, 1),
            ["# peaks\ndef peaks(d):\n    p = d(d != 0) * 2;\n    return p\n"]
        );
        let java = "/* An account\n * with a balance\n */\nclass Account:\n    x = 1  /* one */\n";
        assert_eq!(
            made(java, 1),
            ["# An account\n# with a balance\n#\nclass Account:\n    x = 1  # one\n"]
        );
    }

    #[test]
    fn python_is_left() {
        let python = "x = a // 2\ny = \"$5 && 6\"\nif x % 2:\n    pass\n";
        assert!(made(python, 1).is_empty());
        // A merge's marker is no strict comparison; `||` in SQL no `or`.
        let merged = "x = 1\n=======\nq = \"a || b\"\n";
        assert!(made(merged, 2).is_empty());
    }
}
