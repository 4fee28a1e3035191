//! One line of another language's statement in a Python file, as people
//! who learnt that language first type it: a block's end (Ada's `end if;`,
//! a shell's `fi`, COBOL's `END-IF`) taken away, Visual Basic's `Exit For`
//! made `break`; a print statement (Groovy's `println "..."`, COBOL's
//! `DISPLAY`, PHP's `echo`, Visual Basic's `MsgBox "a" & b`, its `&` made
//! `+`) made a call of `print`, Perl's `die "..."` made `sys.exit(...)`; a
//! function's header begun with Nim's `proc`, GDScript's `func` or
//! Kotlin's `fun` begun with `def`, R's `f <- function(x)` made `def
//! f(x)`; MATLAB's `for i = 1:n` made a loop over a range; Scheme's
//! `(define N value)` made `N = value`; SQL's `x BETWEEN a AND b` made `a
//! <= x <= b`; COBOL's `ADD 1 TO count` and `MOVE 0 TO x` made Python's
//! assignments. A table of forms read by one matcher, each a change of its
//! line (rule `foreign_statement`).

use super::edits::{Change, Kind, Lines, is_name, leading};

/// A block's end, alone on its line (a `;` or `.` after it allowed).
const BLOCK_ENDS: &[&str] = &[
    "end if",
    "end loop",
    "end case",
    "end for",
    "end while",
    "end record",
    "end-if",
    "end-perform",
    "end-evaluate",
    "end-read",
    "endif",
    "endfor",
    "endwhile",
    // Fortran's.
    "end do",
    "enddo",
    "end select",
    "fi",
    "done",
    "esac",
];

/// Words that print what follows them (BASIC's and FoxPro's `?`,
/// PowerShell's cmdlets).
const PRINTS: &[&str] = &[
    "println",
    "DISPLAY",
    "display",
    "echo",
    "puts",
    "say",
    "writeln",
    "?",
    "Write-Host",
    "Write-Output",
    "MsgBox",
];

/// Visual Basic's, whose `&` joins strings.
const JOINS_WITH_AMPERSAND: &[&str] = &["MsgBox"];

/// Block ends that leave their block: Visual Basic's `Exit For`.
const EXITS: &[(&str, &str)] = &[
    ("exit for", "break"),
    ("exit do", "break"),
    ("exit while", "break"),
    ("exit sub", "return"),
    ("exit function", "return"),
];

/// Words that begin a function's header.
const HEADERS: &[&str] = &["proc", "func", "fun", "function", "fn", "sub"];

/// COBOL's arithmetic and moves: `VERB a JOINER b` made `b OPERATOR a`.
const VERBS: &[(&str, &str, &str)] = &[
    ("ADD", "TO", "+="),
    ("SUBTRACT", "FROM", "-="),
    ("MULTIPLY", "BY", "*="),
    ("DIVIDE", "INTO", "/="),
    ("MOVE", "TO", "="),
];

/// Line `line`'s statement of another language, made Python's.
pub(super) fn foreign_statements(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    if line == 0 || line > lines.count() {
        return;
    }
    let start = lines.start_of(line);
    let body = lines.slice(code, line, line).trim_end_matches(['\n', '\r']);
    if let Some((from, to, python)) = between(body) {
        out.push(Change::new(
            start + from,
            start + to,
            &python,
            Kind::ForeignStatement,
        ));
    }
    let indent = leading(body);
    let from = start + indent.len();
    let to = start + body.len();
    let statement = body[indent.len()..].trim_end();
    let bare = statement.trim_end_matches([';', '.']).trim_end();
    if let Some(&(_, python)) = EXITS
        .iter()
        .find(|(exit, _)| bare.eq_ignore_ascii_case(exit))
    {
        out.push(Change::new(from, to, python, Kind::ForeignStatement));
        return;
    }
    if BLOCK_ENDS.iter().any(|end| bare.eq_ignore_ascii_case(end)) {
        out.push(Change::new(
            start,
            lines.end_of(line).min(code.len()),
            "",
            Kind::ForeignStatement,
        ));
        return;
    }
    // R's function, assigned to its name.
    if let Some((name, rest)) = statement.split_once(" <- function")
        && is_name(name)
        && rest.starts_with('(')
    {
        out.push(Change::new(
            from,
            to,
            &format!("def {name}{rest}"),
            Kind::ForeignStatement,
        ));
        return;
    }
    let Some((word, rest)) = statement.split_once(' ') else {
        return;
    };
    let rest = rest.trim();
    let python = if PRINTS.contains(&word) && prints(rest) {
        let value = rest.trim_end_matches(';');
        let value = if JOINS_WITH_AMPERSAND.contains(&word) {
            joined_with_plus(value)
        } else {
            value.to_string()
        };
        Some(format!("print({value})"))
    } else if word == "die" && prints(rest) {
        // Perl's: the message to standard error, then out.
        let exit = if super::foreign_types::imports_module(code, "sys") {
            "sys.exit"
        } else {
            "raise SystemExit"
        };
        Some(format!("{exit}({})", rest.trim_end_matches(';')))
    } else if HEADERS.contains(&word) && names_a_function(rest) {
        Some(format!("def {rest}"))
    } else if word == "for" && rest.contains('=') {
        // MATLAB's and Julia's counting loop, `for i = 1:n`.
        super::dialect_lines::matlab(statement).map(|loop_| format!("{}:", loop_.text))
    } else if word == "(define" {
        defined(rest)
    } else {
        VERBS.iter().find_map(|&(verb, joiner, operator)| {
            if !word.eq_ignore_ascii_case(verb) {
                return None;
            }
            let words: Vec<&str> = bare[word.len()..].split_whitespace().collect();
            let at = words.iter().position(|w| w.eq_ignore_ascii_case(joiner))?;
            let (value, target) = (words[..at].join(" "), words[at + 1..].join(" "));
            (!value.is_empty() && is_name(&target)).then(|| format!("{target} {operator} {value}"))
        })
    };
    if let Some(python) = python {
        out.push(Change::new(from, to, &python, Kind::ForeignStatement));
    }
}

/// SQL's `x BETWEEN lo AND hi` on a line: its place and Python's chained
/// comparison, `lo <= x <= hi`.
fn between(body: &str) -> Option<(usize, usize, String)> {
    let at = body.find(" BETWEEN ")?;
    let operand_char = |c: char| c.is_alphanumeric() || "_.[]\"'".contains(c);
    let from = body[..at]
        .char_indices()
        .rev()
        .find(|&(_, c)| !operand_char(c))
        .map_or(0, |(i, c)| i + c.len_utf8());
    let operand = &body[from..at];
    let rest = &body[at + " BETWEEN ".len()..];
    let (low, after) = rest.split_once(" AND ")?;
    let high_len = after
        .find(|c: char| !(operand_char(c) || c == '-'))
        .unwrap_or(after.len());
    let high = &after[..high_len];
    let to = body.len() - after.len() + high_len;
    (!operand.is_empty() && !low.trim().is_empty() && !high.is_empty())
        .then(|| (from, to, format!("{} <= {operand} <= {high}", low.trim())))
}

/// Whether what follows a print word is a value to print: not an
/// assignment, a call's brackets or an attribute of the word.
fn prints(rest: &str) -> bool {
    !rest.is_empty()
        && !rest.starts_with(['(', '=', '.', '[', ':', ','])
        && !rest.starts_with("+=")
        && !rest.starts_with("-=")
}

/// `value` with Visual Basic's spaced `&` outside strings made `+`.
fn joined_with_plus(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    let mut quote: Option<char> = None;
    for (at, c) in value.char_indices() {
        match (quote, c) {
            (None, '"' | '\'') => quote = Some(c),
            (Some(q), _) if c == q => quote = None,
            (None, '&') if value[..at].ends_with(' ') && value[at + 1..].starts_with(' ') => {
                out.push('+');
                continue;
            }
            _ => {}
        }
        out.push(c);
    }
    out
}

/// Whether a header's rest names a function: `name(`.
fn names_a_function(rest: &str) -> bool {
    rest.split_once('(')
        .is_some_and(|(name, _)| is_name(name.trim()))
}

/// Scheme's `(define N value)`'s rest, `N value)`, made `N = value`.
fn defined(rest: &str) -> Option<String> {
    let inner = rest.strip_suffix(')')?;
    let (name, value) = inner.split_once(' ')?;
    (is_name(name) && !value.trim().is_empty()).then(|| format!("{name} = {}", value.trim()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn given(code: &str, line: usize) -> Vec<String> {
        super::super::edits::applied::on_line(code, line, |code, _, lines, line, out| {
            foreign_statements(code, lines, line, out)
        })
    }

    #[test]
    fn each_form_is_made_pythons() {
        let cases = [
            ("    end if;\n", ""),
            (
                "        println \"not set\"\n",
                "        print(\"not set\")\n",
            ),
            ("    DISPLAY \"USAGE: x\"\n", "    print(\"USAGE: x\")\n"),
            ("proc load(path):\n", "def load(path):\n"),
            ("(define NUMBER (int, float))\n", "NUMBER = (int, float)\n"),
            ("    ADD 1 TO count\n", "    count += 1\n"),
            ("    MOVE 0 TO exceptions.\n", "    exceptions = 0\n"),
            ("        Exit For\n", "        break\n"),
            ("    ? \"n:\", n\n", "    print(\"n:\", n)\n"),
            ("    Write-Host f\"{n} TUs\"\n", "    print(f\"{n} TUs\")\n"),
            (
                "    MsgBox \"last: \" & \".\".join(p)\n",
                "    print(\"last: \" + \".\".join(p))\n",
            ),
            ("    die \"usage\"\n", "    raise SystemExit(\"usage\")\n"),
            ("dose <- function(kg, n):\n", "def dose(kg, n):\n"),
            ("    for i = 2:n\n", "    for i in range(2, n + 1):\n"),
            (
                "    if x BETWEEN LOW AND HIGH:\n",
                "    if LOW <= x <= HIGH:\n",
            ),
        ];
        for (broken, meant) in cases {
            assert_eq!(given(broken, 1), [meant], "{broken}");
        }
    }

    #[test]
    fn pythons_own_lines_are_left() {
        for code in [
            "echo = 3\n",
            "display(frame)\n",
            "done.append(x)\n",
            "fun = lambda: 1\n",
            "ADD 1 TO\n",
        ] {
            assert!(given(code, 1).is_empty(), "{code}");
        }
    }
}
