//! One line of another language's statement in a Python file, as people
//! who learnt that language first type it: a block's end (Ada's `end if;`,
//! a shell's `fi`, COBOL's `END-IF`) taken away; a print statement
//! (Groovy's `println "..."`, COBOL's `DISPLAY`, PHP's `echo`) made a call
//! of `print`; a function's header begun with Nim's `proc`, GDScript's
//! `func` or Kotlin's `fun` begun with `def`; Scheme's `(define N value)`
//! made `N = value`; COBOL's `ADD 1 TO count` and `MOVE 0 TO x` made
//! Python's assignments. A table of forms read by one matcher, each a
//! change of its line (rule `foreign_statement`).

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

/// Words that print what follows them.
const PRINTS: &[&str] = &[
    "println", "DISPLAY", "display", "echo", "puts", "say", "writeln",
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
    let indent = leading(body);
    let from = start + indent.len();
    let to = start + body.len();
    let statement = body[indent.len()..].trim_end();
    let bare = statement.trim_end_matches([';', '.']).trim_end();
    if BLOCK_ENDS.iter().any(|end| bare.eq_ignore_ascii_case(end)) {
        out.push(Change::new(
            start,
            lines.end_of(line).min(code.len()),
            "",
            Kind::ForeignStatement,
        ));
        return;
    }
    let Some((word, rest)) = statement.split_once(' ') else {
        return;
    };
    let rest = rest.trim();
    let python = if PRINTS.contains(&word) && prints(rest) {
        Some(format!("print({})", rest.trim_end_matches(';')))
    } else if HEADERS.contains(&word) && names_a_function(rest) {
        Some(format!("def {rest}"))
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

/// Whether what follows a print word is a value to print: not an
/// assignment, a call's brackets or an attribute of the word.
fn prints(rest: &str) -> bool {
    !rest.is_empty()
        && !rest.starts_with(['(', '=', '.', '[', ':', ','])
        && !rest.starts_with("+=")
        && !rest.starts_with("-=")
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
