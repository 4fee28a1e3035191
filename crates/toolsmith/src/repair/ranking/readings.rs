//! What a change makes of the code it leaves, read against the rest of its
//! line or bracket: a dict entry made unlike its siblings, a function
//! subscripted, a slice's colon.

use ruff_python_ast::token::TokenKind;

use super::super::edits::{Change, KEYWORDS, Kind, Lines, Token, open_brackets};
use super::super::weights::{self, Weight};

/// The cost these readings add to `change`.
pub(super) fn cost(
    code: &str,
    repaired: &str,
    tokens: &[Token],
    lines: &Lines,
    change: &Change,
) -> f64 {
    let mut cost = 0.0;
    if joins_a_fraction(code, change) {
        cost += weights::value(Weight::FractionJoined);
    }
    if super::super::continued_operator::splits_operator_lines(code, tokens, change) {
        cost += weights::value(Weight::OperatorLinesSplit);
    }
    if super::parallel::makes_operands_alike(repaired, change) {
        cost += weights::value(Weight::OperandsAlike);
    }
    if glues_two_strings(code, tokens, change) {
        cost += weights::value(Weight::StringsGlued);
    }
    if misreads_a_foreign_mark(code, tokens, lines, change) {
        cost += weights::value(Weight::ForeignMarkMisread);
    }
    if drops_a_negation(code, change) {
        cost += weights::value(Weight::NegationDropped);
    }
    if leaves_bare_names(code, repaired, change) {
        cost += weights::value(Weight::BareNamesLeft);
    }
    if takes_a_binding(code, change) {
        cost += weights::value(Weight::BindingTaken);
    }
    if code[change.start..change.end].trim() == "await" && !change.text.contains("await") {
        cost += weights::value(Weight::AwaitTaken);
    }
    if takes_an_entrys_colon(code, tokens, change) {
        cost += weights::value(Weight::EntryMadeUnlikeItsSiblings);
    }
    if closed_like_its_siblings(code, change)
        || opened_like_its_siblings(code, change)
        || super::elements::quoted_like_its_siblings(tokens, change)
    {
        cost += weights::value(Weight::ClosedLikeItsSiblings);
    }
    if subscripts_a_function(code, tokens, change) {
        cost += weights::value(Weight::FunctionSubscripted);
    }
    match separator_for_semicolon(code, tokens, change) {
        Some(":") => cost += weights::value(Weight::SliceColonTypedAsSemicolon),
        Some(",") => cost += weights::value(Weight::CommaTypedAsSemicolon),
        _ => {}
    }
    if takes_the_statements_keyword(code, change) {
        cost += weights::value(Weight::StatementKeywordTaken);
    }
    if operates_on_literals(tokens, change) {
        cost += weights::value(Weight::LiteralsOperated);
    }
    if super::elements::comma_makes_a_tuple(code, tokens, lines, change) {
        cost += weights::value(Weight::TupleMadeByComma);
    }
    cost
}

/// A comma between digits taken away where fewer than three digits follow
/// it: the number made of its two parts (`2,8` as 28) is no one's; a
/// decimal comma's is 2.8 (a thousands' separator, `1,000`, groups three).
fn joins_a_fraction(code: &str, change: &Change) -> bool {
    let digits_after = code[change.end..]
        .chars()
        .take_while(char::is_ascii_digit)
        .count();
    change.text.is_empty()
        && &code[change.start..change.end] == ","
        && code[..change.start].ends_with(|c: char| c.is_ascii_digit())
        && (1..3).contains(&digits_after)
}

/// The tokens either side of `change`: the last to end at or before its
/// start, the first to start at or after its end.
fn tokens_around<'a>(
    tokens: &'a [Token],
    change: &Change,
) -> (Option<&'a Token>, Option<&'a Token>) {
    let before = tokens[..tokens.partition_point(|t| t.1 <= change.start)]
        .iter()
        .rev()
        .find(|t| t.2 <= change.start);
    let after = tokens[tokens.partition_point(|t| t.1 < change.end)..].first();
    (before, after)
}

/// A deletion that leaves two strings side by side, which Python then
/// joins into one.
fn glues_two_strings(code: &str, tokens: &[Token], change: &Change) -> bool {
    if !change.text.trim().is_empty() || code[change.start..change.end].trim().is_empty() {
        return false;
    }
    let string = |t: Option<&Token>| {
        t.is_some_and(|t| matches!(t.0, TokenKind::String | TokenKind::FStringEnd))
    };
    let (before, after) = tokens_around(tokens, change);
    string(before)
        && matches!(
            after.map(|t| t.0),
            Some(TokenKind::String | TokenKind::FStringStart)
        )
        && !code[before.map_or(0, |t| t.2)..after.map_or(0, |t| t.1)].contains('\n')
}

/// A token-sized change inside another language's mark the marks' table
/// reads (`~=`, `-lt`, `.and.`), making it other than the table's Python
/// for it: `~=` is Lua's and MATLAB's "not equal", not a `==` with a
/// stray `~`.
fn misreads_a_foreign_mark(code: &str, tokens: &[Token], lines: &Lines, change: &Change) -> bool {
    if !matches!(change.kind, Kind::Replace | Kind::Delete | Kind::Insert) {
        return false;
    }
    let mut marks = Vec::new();
    super::super::foreign_operators::foreign_marks(
        code,
        tokens,
        lines,
        lines.line_of(change.start),
        &mut marks,
    );
    marks.iter().any(|mark| {
        mark.start <= change.start
            && change.end <= mark.end
            && (change.start < change.end || mark.start < change.start)
            && mark.apply(code) != change.apply(code)
    })
}

/// The keyword a statement starts with (`raise`, `return`, `assert`,
/// `del`, `yield`, `import`), taken away: what is left does nothing the
/// statement was written to do (`raise E, msg` is Python 2's raise, not
/// a tuple nobody reads). Or a `lambda` taken: its body, a callback, runs
/// at once (`command=lambda self.save()` lost its `:`, not its lambda).
fn takes_the_statements_keyword(code: &str, change: &Change) -> bool {
    const KEYWORDS: [&str; 6] = ["raise", "return", "assert", "del", "yield", "import"];
    let taken = code[change.start..change.end].trim();
    let line_start = code[..change.start].rfind('\n').map_or(0, |n| n + 1);
    let at_the_start = code[line_start..change.start].trim().is_empty();
    !change.text.contains(taken) && (taken == "lambda" || KEYWORDS.contains(&taken) && at_the_start)
}

/// An operator put in between two literals that no one would join so: a
/// number and a string (a `TypeError`, or a constant `or`), or any two
/// compared (`assert n == 5 == "five expected"`, where a message's comma
/// was lost); or `is` put before a literal (`lime is "t/ha"`).
fn operates_on_literals(tokens: &[Token], change: &Change) -> bool {
    const COMPARISONS: [&str; 8] = ["==", "!=", "<", ">", "<=", ">=", "is", "in"];
    const OTHERS: [&str; 11] = ["+", "-", "*", "/", "//", "%", "**", "or", "and", "|", "&"];
    let operator = change.text.trim();
    if change.kind != Kind::Insert
        || !(COMPARISONS.contains(&operator) || OTHERS.contains(&operator))
    {
        return false;
    }
    let (Some(before), Some(after)) = tokens_around(tokens, change) else {
        return false;
    };
    let literal = |t: &Token| match t.0 {
        TokenKind::Int | TokenKind::Float => Some(true),
        TokenKind::String => Some(false),
        _ => None,
    };
    match (literal(before), literal(after)) {
        (Some(a), Some(b)) => a != b || COMPARISONS.contains(&operator),
        // (A literal compared by identity: CPython warns of it.)
        (_, Some(_)) => operator == "is",
        _ => false,
    }
}

/// A closer put at the end of a line (before its element's comma) that
/// starts with its opener and leaves it open, where the two lines or more
/// around it at its indentation that start so close it on their own line:
/// a table's row (`[44 / 45, -56 / 15, 0,`) among rows closed, however far
/// below CPython finds the bracket unmatched.
fn closed_like_its_siblings(code: &str, change: &Change) -> bool {
    if change.kind != Kind::Insert {
        return false;
    }
    let (opener, closer) = match change.text.as_str() {
        ")" => ('(', ')'),
        "]" => ('[', ']'),
        "}" => ('{', '}'),
        _ => return false,
    };
    let line_of = |at: usize| {
        let start = code[..at].rfind('\n').map_or(0, |i| i + 1);
        let end = code[at..].find('\n').map_or(code.len(), |i| at + i);
        (start, end)
    };
    let (start, end) = line_of(change.start);
    let line = &code[start..end];
    let body = line.trim_start();
    let indent = &line[..line.len() - body.len()];
    let rest = code[change.end..end].trim();
    if !body.starts_with(opener)
        || !(rest.is_empty() || rest == ",")
        || balance(body, opener, closer) != 1
    {
        return false;
    }
    // The run of lines at its indentation that start with the opener.
    let alike = |text: &str| {
        text.strip_prefix(indent)
            .is_some_and(|t| t.starts_with(opener) && !t.starts_with([' ', '\t']))
    };
    let mut siblings = Vec::new();
    let before = code[..start].lines().rev().take_while(|l| alike(l));
    let after = code[end..].lines().skip(1).take_while(|l| alike(l));
    siblings.extend(before.chain(after));
    siblings.len() >= 2
        && siblings.iter().all(|l| {
            let t = l.trim_end();
            balance(t, opener, closer) == 0
                && (t.ends_with(closer) || t.strip_suffix(',').is_some_and(|t| t.ends_with(closer)))
        })
}

/// An opener put where its line's code starts, which then closes at its
/// end, where two lines or more around it at its indentation start and
/// end so: a table's row whose `(` was lost (`"x", 1),` among `("y", 2),`).
fn opened_like_its_siblings(code: &str, change: &Change) -> bool {
    let (opener, closer) = match change.text.as_str() {
        "(" => ('(', ')'),
        "[" => ('[', ']'),
        "{" => ('{', '}'),
        _ => return false,
    };
    let start = code[..change.start].rfind('\n').map_or(0, |i| i + 1);
    let end = code[change.start..]
        .find('\n')
        .map_or(code.len(), |i| change.start + i);
    let indent = &code[start..change.start];
    if change.kind != Kind::Insert || !indent.trim().is_empty() {
        return false;
    }
    let row = |text: &str| {
        let t = text.trim_end();
        let t = t.strip_suffix(',').unwrap_or(t);
        t.starts_with(opener) && t.ends_with(closer) && balance(t, opener, closer) == 0
    };
    let alike = |text: &str| {
        text.strip_prefix(indent)
            .is_some_and(|t| !t.starts_with([' ', '\t']) && row(t))
    };
    let own = format!("{opener}{}", &code[change.start..end]);
    let before = code[..start].lines().rev().take_while(|l| alike(l)).count();
    let after = code[end..].lines().skip(1).take_while(|l| alike(l)).count();
    row(own.trim()) && before + after >= 2
}

/// Openers less closers of one kind in `text`, strings' and comments'
/// aside roughly (a table's row holds numbers and names).
fn balance(text: &str, opener: char, closer: char) -> i32 {
    let code = text.split('#').next().unwrap_or("");
    code.chars().fold(0, |n, c| {
        n + i32::from(c == opener) - i32::from(c == closer)
    })
}

/// A `!` taken out of an operator (`!==` made `==`, `!=` made `<`): the
/// condition turned round, which no slip undoes.
fn drops_a_negation(code: &str, change: &Change) -> bool {
    let taken = &code[change.start..change.end];
    // (A lone `!` taken is `lost`'s, in the cost's own terms.)
    taken.len() > 1
        && taken.contains('!')
        && !change.text.contains('!')
        && !change.text.contains("not")
        && !taken.contains(['"', '\''])
}

/// A walrus's `:=` taken or made another operator than `=` (a statement's
/// `x := 1` is an assignment's slip): what it bound is unbound. Or a
/// starred target's `*` taken (`*rest = f()`): what it bound as a list is
/// bound as it came, an iterator.
fn takes_a_binding(code: &str, change: &Change) -> bool {
    let taken = &code[change.start..change.end];
    let walrus =
        taken.trim() == ":=" && change.text.trim() != "=" && change.kind != Kind::WalrusBracketed;
    let line_start = code[..change.start].rfind('\n').map_or(0, |i| i + 1);
    let before = code[line_start..change.start].trim_start();
    let starred_target = taken == "*"
        && change.text.is_empty()
        && (before.is_empty() || before == "for ")
        && code[change.end..].starts_with(|c: char| c.is_alphabetic() || c == '_');
    walrus || starred_target
}

/// A line left as names alone (`processed, skipped` after its `nonlocal`
/// was taken): a statement that does nothing, which no one writes (a
/// keyword alone, `break`, does something).
fn leaves_bare_names(code: &str, repaired: &str, change: &Change) -> bool {
    let line_of = |text: &str, at: usize| {
        let start = text[..at.min(text.len())].rfind('\n').map_or(0, |n| n + 1);
        let end = text[start..].find('\n').map_or(text.len(), |n| start + n);
        text[start..end].trim().to_string()
    };
    let bare = |line: &str| {
        !line.is_empty()
            && line.split(',').all(|name| {
                let name = name.trim();
                !KEYWORDS.contains(&name)
                    && name.starts_with(|c: char| c.is_alphabetic() || c == '_')
                    && name.chars().all(|c| c.is_alphanumeric() || c == '_')
            })
    };
    bare(&line_of(repaired, change.start)) && !bare(&line_of(code, change.start))
}

/// A `:` taken from inside a `{` display whose other entries are written
/// `key: value` (deleted, or made an operator): the entry is left unlike
/// them (a comma lost before it is likelier).
fn takes_an_entrys_colon(code: &str, tokens: &[Token], change: &Change) -> bool {
    if change.text.contains(':') || code[change.start..change.end].trim() != ":" {
        return false;
    }
    let colon = change.start + code[change.start..change.end].find(':').unwrap_or(0);
    let Some(&opened) = open_brackets(tokens, colon).last() else {
        return false;
    };
    if code.get(opened..=opened) != Some("{") {
        return false;
    }
    // The display's other colons at its own depth.
    let mut depth = 0usize;
    for t in tokens.iter().skip_while(|t| t.1 <= opened) {
        match t.0 {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace if depth == 0 => return false,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => depth -= 1,
            TokenKind::Colon if depth == 0 && t.1 != colon => return true,
            _ => {}
        }
    }
    false
}

/// A call's `(` made a `[` after a name the file calls elsewhere
/// (`input["Name: "]`): a closer typed wrong is likelier.
fn subscripts_a_function(code: &str, tokens: &[Token], change: &Change) -> bool {
    if change.text != "[" || &code[change.start..change.end] != "(" {
        return false;
    }
    let Some(name) = tokens
        .iter()
        .take_while(|t| t.2 <= change.start)
        .last()
        .filter(|t| t.0 == TokenKind::Name && t.2 == change.start)
    else {
        return false;
    };
    let word = &code[name.1..name.2];
    const CALLED: &[&str] = &[
        "input", "print", "int", "float", "str", "len", "range", "open", "round", "sum",
    ];
    CALLED.contains(&word)
        || tokens.windows(2).any(|pair| {
            pair[0].0 == TokenKind::Name
                && pair[0].1 != name.1
                && &code[pair[0].1..pair[0].2] == word
                && pair[1].0 == TokenKind::Lpar
                && pair[1].1 == pair[0].2
        })
}

/// A `;` inside brackets made the separator they hold (no statement ends
/// inside a bracket): in square ones a slice's `:`, typed on the key beside
/// it; in parentheses a `,` (a spreadsheet's `SUM(A1; B1)`). Which one.
fn separator_for_semicolon(code: &str, tokens: &[Token], change: &Change) -> Option<&'static str> {
    if &code[change.start..change.end] != ";" {
        return None;
    }
    let opened = *open_brackets(tokens, change.start).last()?;
    match (code.get(opened..=opened)?, change.text.as_str()) {
        ("[", ":") => Some(":"),
        ("(", ",") => Some(","),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::edits::{Kind, tokens};
    use super::*;

    fn change_at(code: &str, from: &str, to: &str, kind: Kind) -> Change {
        let start = code.find(from).expect("in the code");
        Change::new(start, start + from.len(), to, kind)
    }

    #[test]
    fn a_dict_entrys_colon_is_its_siblings_kind() {
        let code = "d = {\n    \"a\": 1\n    \"b\": 2,\n}\n";
        let second = code.rfind(':').expect("a colon");
        let change = Change::new(second, second + 1, "", Kind::Delete);
        assert!(takes_an_entrys_colon(code, &tokens(code), &change));
        let code = "s = {\n    \"a\"\n    \"b\": 2,\n}\n";
        let only = code.find(':').expect("a colon");
        let change = Change::new(only, only + 1, "", Kind::Delete);
        assert!(!takes_an_entrys_colon(code, &tokens(code), &change));
    }

    #[test]
    fn a_tables_row_is_closed_like_the_rows_around_it() {
        let code = "A = np.array([\n    [0, 0],\n    [1, 0],\n    [3, 4,\n    [5, 6],\n])\n";
        let row = code.find("4,").expect("the row") + 1;
        let change = Change::new(row, row, "]", Kind::Insert);
        assert!(closed_like_its_siblings(code, &change));
        let last = code.rfind(')').expect("the call's end");
        let change = Change::new(last, last, "]", Kind::Insert);
        assert!(!closed_like_its_siblings(code, &change));
        // (Rows that run over lines are no table of one-line rows.)
        let code = "A = [\n    [0,\n     0],\n    [3, 4,\n    [5, 6],\n]\n";
        let row = code.find("4,").expect("the row") + 1;
        let change = Change::new(row, row, "]", Kind::Insert);
        assert!(!closed_like_its_siblings(code, &change));
    }

    #[test]
    fn a_negation_kept_and_no_names_left_alone() {
        let code = "if a !== b: pass\n";
        let change = change_at(code, "!=", "=", Kind::Replace);
        assert!(drops_a_negation(code, &change));
        let change = change_at(code, "!==", "!=", Kind::Lookalike);
        assert!(!drops_a_negation(code, &change));
        let code = "def f():\n    nonlocal a, b\n";
        let change = change_at(code, "nonlocal ", "", Kind::Delete);
        assert!(leaves_bare_names(code, &change.apply(code), &change));
        let change = change_at(code, "nonlocal", "global", Kind::Keyword);
        assert!(!leaves_bare_names(code, &change.apply(code), &change));
    }

    #[test]
    fn a_called_name_is_not_subscripted_and_a_slice_wants_a_colon() {
        let code = "n = int(input(\"n: \"])\n";
        let at = code.find("(\"n").expect("the call's bracket");
        let change = Change::new(at, at + 1, "[", Kind::Replace);
        assert!(subscripts_a_function(code, &tokens(code), &change));
        let code = "xs = rows(\"a\"]\n";
        let change = change_at(code, "(", "[", Kind::Replace);
        assert!(!subscripts_a_function(code, &tokens(code), &change));
        let code = "top = xs[;10]\n";
        let change = change_at(code, ";", ":", Kind::Replace);
        assert_eq!(
            separator_for_semicolon(code, &tokens(code), &change),
            Some(":")
        );
        // In a call's parentheses, a comma.
        let code = "n = d.get(k; ())\n";
        let change = change_at(code, ";", ",", Kind::Replace);
        assert_eq!(
            separator_for_semicolon(code, &tokens(code), &change),
            Some(",")
        );
        let change = change_at(code, ";", ":", Kind::Replace);
        assert_eq!(separator_for_semicolon(code, &tokens(code), &change), None);
    }
}
