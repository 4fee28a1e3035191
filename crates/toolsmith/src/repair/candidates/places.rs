//! Where a change may go between two tokens, and the names the file
//! writes in such places.

use ruff_python_ast::token::TokenKind;

/// The names the file writes after a token's text, and before one's.
pub(super) struct NameContexts<'a> {
    after: std::collections::HashMap<&'a str, std::collections::HashMap<&'a str, u32>>,
    before: std::collections::HashMap<&'a str, std::collections::HashMap<&'a str, u32>>,
}

impl<'a> NameContexts<'a> {
    pub(super) fn of(code: &'a str, tokens: &[(TokenKind, usize, usize)]) -> NameContexts<'a> {
        let mut contexts = NameContexts {
            after: Default::default(),
            before: Default::default(),
        };
        let text = |t: &(TokenKind, usize, usize)| &code[t.1..t.2];
        let visible: Vec<&(TokenKind, usize, usize)> = tokens
            .iter()
            .filter(|t| !matches!(t.0, TokenKind::Comment | TokenKind::NonLogicalNewline))
            .collect();
        for window in visible.windows(3) {
            if window[1].0 == TokenKind::Name {
                let name = text(window[1]);
                *contexts
                    .after
                    .entry(text(window[0]))
                    .or_default()
                    .entry(name)
                    .or_default() += 1;
                *contexts
                    .before
                    .entry(text(window[2]))
                    .or_default()
                    .entry(name)
                    .or_default() += 1;
            }
        }
        contexts
    }

    /// Names seen between these two texts elsewhere (both sides, or one side
    /// twice), the most frequent first, a few at most.
    pub(super) fn between(&self, previous: Option<&str>, next: &str) -> Vec<&'a str> {
        let empty = std::collections::HashMap::new();
        let after = previous.and_then(|p| self.after.get(p)).unwrap_or(&empty);
        let before = self.before.get(next).unwrap_or(&empty);
        let mut scored: Vec<(u32, &'a str)> = after
            .iter()
            .map(|(name, n)| (n + before.get(name).copied().unwrap_or(0) * 2, *name))
            .chain(
                before
                    .iter()
                    .filter(|(name, _)| !after.contains_key(*name))
                    .map(|(name, n)| (*n, *name)),
            )
            .filter(|(score, _)| *score >= 2)
            .collect();
        scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(b.1)));
        scored.into_iter().take(4).map(|(_, name)| name).collect()
    }
}

/// Where something may go between two tokens: right after the first, right
/// before the second, and one space before the second when two precede it
/// (where a deleted word leaves its two spaces).
/// Whether only spaces and tabs stand between `place` and its line's start.
pub(super) fn in_indentation(code: &str, place: usize) -> bool {
    code[..place]
        .rsplit('\n')
        .next()
        .is_some_and(|before| before.chars().all(|c| c == ' ' || c == '\t'))
}

pub(super) fn placements(code: &str, after_first: usize, before_second: usize) -> Vec<usize> {
    let mut places = vec![after_first];
    if before_second > after_first {
        places.push(before_second);
    }
    // (The lexer may take an indentation that matches no block as a token.)
    if before_second >= 2 && code.as_bytes().get(before_second - 2..before_second) == Some(b"  ") {
        places.push(before_second - 1);
    }
    places
}

/// A binary operator put between two operands one space apart, spaced as
/// its author spaces operators (`2 math.pi` -> `2 * math.pi`, not `2*
/// math.pi`); anywhere else as it is.
pub(super) fn operator_spaced(code: &str, place: usize, operator: &str) -> String {
    const BINARY: &[&str] = &[
        "==", "+", "-", "*", "/", "%", "**", "!=", "<", ">", "<=", ">=", "|", "&", "@",
    ];
    let operand_end = |c: u8| c.is_ascii_alphanumeric() || b"_)]}'\"".contains(&c);
    let operand_start = |c: u8| c.is_ascii_alphanumeric() || b"_([{'\"".contains(&c);
    let bytes = code.as_bytes();
    let between_operands = place > 0
        && operand_end(bytes[place - 1])
        && bytes.get(place) == Some(&b' ')
        && bytes.get(place + 1).is_some_and(|&c| operand_start(c));
    if BINARY.contains(&operator) && between_operands {
        format!(" {operator}")
    } else {
        operator.to_string()
    }
}

/// A word set apart from the words around it.
pub(super) fn spaced(code: &str, place: usize, word: &str) -> String {
    let wordy = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || b")]}'\"".contains(&c);
    let before = place > 0 && wordy(code.as_bytes()[place - 1]);
    let after = code
        .as_bytes()
        .get(place)
        .is_some_and(|&c| wordy(c) || c == b'(');
    format!(
        "{}{word}{}",
        if before { " " } else { "" },
        if after { " " } else { "" }
    )
}
