//! Visual Basic's (VBA's, an Excel macro's) habits and SQL's capitals in a
//! Python line, written by someone whose first language they are: a block's
//! end (`End If`, `Next i`, `Loop`) taken away, `Exit For` made `break`,
//! `Sub main()` made `def main():`, `Set x =` and `Dim x As T =` made a
//! plain assignment, `ElseIf`/`If ... Then`/`Else` made Python's headers, a
//! line continued with ` & _` or ` _` made ` + \` or ` \`, a comment begun
//! with `'` begun with `#`, and `AND`/`OR`/`NOT`/`IN`/`IS` written small
//! (rule `basic_habit`). Each is one change of the line, all but certain.

use super::edits::{Change, Kind, Lines, is_name, leading};

/// A block's end, alone on its line: Python's blocks end by indentation.
const BLOCK_ENDS: &[&str] = &[
    "End If",
    "End Sub",
    "End Function",
    "End With",
    "End Select",
    "Loop",
    "Wend",
    "Next",
];

/// SQL's and Basic's operators in capitals, Python's in small letters.
const CAPITALS: &[(&str, &str)] = &[
    ("AND", "and"),
    ("OR", "or"),
    ("NOT", "not"),
    ("IN", "in"),
    ("IS", "is"),
    ("Not", "not"),
    ("And", "and"),
    ("Or", "or"),
];

/// Line `line`'s Basic habit, made Python's.
pub(super) fn basic_habit(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    if line == 0 || line > lines.count() {
        return;
    }
    let start = lines.start_of(line);
    let text = lines.slice(code, line, line);
    let body = text.trim_end_matches(['\n', '\r']);
    let indent = leading(body);
    let statement = &body[indent.len()..];
    let from = start + indent.len();
    let to = start + body.len();
    let mut put = |python: String| out.push(Change::new(from, to, &python, Kind::BasicHabit));
    // A block's end: its line taken away whole.
    let word_after = |prefix: &str| {
        statement
            .strip_prefix(prefix)
            .map(str::trim)
            .filter(|rest| rest.is_empty() || is_name(rest))
    };
    if BLOCK_ENDS.iter().any(|end| word_after(end).is_some()) {
        out.push(Change::new(
            start,
            lines.end_of(line).min(code.len()),
            "",
            Kind::BasicHabit,
        ));
        return;
    }
    match statement.trim_end() {
        "Exit For" | "Exit Do" | "Exit While" => return put("break".into()),
        "Exit Sub" | "Exit Function" => return put("return".into()),
        "Else" | "Else:" => return put("else:".into()),
        _ => {}
    }
    let unprefixed = ["Private ", "Public "]
        .iter()
        .find_map(|p| statement.strip_prefix(p))
        .unwrap_or(statement);
    for word in ["Sub ", "Function "] {
        if let Some(header) = unprefixed.strip_prefix(word)
            && let Some(close) = header.rfind(')')
            && let Some(open) = header.find('(')
            && is_name(header[..open].trim())
        {
            return put(format!("def {}:", &header[..=close]));
        }
    }
    for word in ["Set ", "Dim "] {
        if let Some(rest) = statement.strip_prefix(word)
            && let Some((target, value)) = rest.split_once(" = ")
        {
            let name = target.split(" As ").next().unwrap_or(target).trim();
            if is_name(name) {
                return put(format!("{name} = {value}"));
            }
        }
    }
    // Headers: `ElseIf`, `If ... Then`, a `Then` left before the colon.
    let header = statement.trim_end().trim_end_matches(':').trim_end();
    let (keyword, condition) = if let Some(rest) = header.strip_prefix("ElseIf ") {
        ("elif", rest)
    } else if let Some(rest) = header.strip_prefix("If ") {
        ("if", rest)
    } else {
        ["if ", "elif ", "while "]
            .iter()
            .find_map(|k| header.strip_prefix(k).map(|rest| (k.trim_end(), rest)))
            .filter(|(_, rest)| rest.ends_with(" Then"))
            .unwrap_or_default()
    };
    if !keyword.is_empty() {
        let condition = condition.strip_suffix(" Then").unwrap_or(condition).trim();
        // (Basic's condition compares with `=` and `<>`, joins with `And`.)
        let condition = small_operators(condition).unwrap_or_else(|| condition.to_string());
        let condition = condition.replace(" <> ", " != ").replace(" = ", " == ");
        return put(format!("{keyword} {condition}:"));
    }
    // A line continued as Basic continues one.
    if let Some(before) = statement.strip_suffix(" & _") {
        return put(format!("{before} + \\"));
    }
    if let Some(before) = statement.strip_suffix(" _")
        && !before.trim().is_empty()
    {
        return put(format!("{before} \\"));
    }
    // A comment begun with Basic's apostrophe: a string never closed.
    if statement.starts_with("' ") && statement.matches('\'').count() == 1 {
        return put(format!("#{}", &statement[1..]));
    }
    // Operators in capitals, outside strings.
    if let Some(python) = small_operators(statement) {
        put(python);
    }
}

/// `statement` with its capital operators (`AND`, `NOT IN`) written small,
/// outside strings and its comment; `None` if it has none.
fn small_operators(statement: &str) -> Option<String> {
    let mut python = String::new();
    let mut changed = false;
    let mut quote = None;
    let mut word = String::new();
    let flush = |word: &mut String, python: &mut String, changed: &mut bool| {
        match CAPITALS.iter().find(|(caps, _)| caps == word) {
            Some((_, small)) => {
                python.push_str(small);
                *changed = true;
            }
            None => python.push_str(word),
        }
        word.clear();
    };
    for (at, c) in statement.char_indices() {
        match quote {
            Some(q) => {
                python.push(c);
                if c == q {
                    quote = None;
                }
            }
            None if c.is_alphanumeric() || c == '_' => word.push(c),
            None => {
                flush(&mut word, &mut python, &mut changed);
                if c == '#' {
                    // (A comment's words are its own.)
                    python.push_str(&statement[at..]);
                    break;
                }
                if c == '"' || c == '\'' {
                    quote = Some(c);
                }
                python.push(c);
            }
        }
    }
    flush(&mut word, &mut python, &mut changed);
    changed.then_some(python)
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied;
    use super::*;

    fn made(code: &str) -> Vec<String> {
        applied::on_line(code, 2, |code, _, lines, line, out| {
            basic_habit(code, lines, line, out)
        })
    }

    #[test]
    fn basics_habits_become_pythons() {
        for (habit, python) in [
            ("    End If\n", ""),
            ("    Next i\n", ""),
            ("    Exit For\n", "    break\n"),
            ("Sub main()\n", "def main():\n"),
            (
                "Private Function total(a, b) As Double\n",
                "def total(a, b):\n",
            ),
            (
                "    Set outlook = win32.Dispatch(\"x\")\n",
                "    outlook = win32.Dispatch(\"x\")\n",
            ),
            ("    Dim n As Integer = 0\n", "    n = 0\n"),
            ("    ElseIf y < 2020 Then\n", "    elif y < 2020:\n"),
            (
                "    If r[\"d\"] = \"Sales\" AND r[\"h\"] <> \"\" Then\n",
                "    if r[\"d\"] == \"Sales\" and r[\"h\"] != \"\":\n",
            ),
            ("    if x > 3 Then:\n", "    if x > 3:\n"),
            ("    s = \"a \" & _\n", "    s = \"a \" + \\\n"),
            ("    ' a comment\n", "    # a comment\n"),
            (
                "    ok = c NOT IN \"[]:\" AND d\n",
                "    ok = c not in \"[]:\" and d\n",
            ),
        ] {
            let code = format!("x = 1\n{habit}y = 2\n");
            assert_eq!(made(&code), [format!("x = 1\n{python}y = 2\n")], "{habit}");
        }
    }

    #[test]
    fn python_is_left() {
        for line in [
            "    if x > 3:\n",
            "    s = \"AND OR\"\n",
            "    total = f(NOTE)\n",
            "    next(it)\n",
        ] {
            assert!(made(&format!("x = 1\n{line}y = 2\n")).is_empty(), "{line}");
        }
    }
}
