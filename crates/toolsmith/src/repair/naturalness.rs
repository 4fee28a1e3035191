//! How common a stretch of code is, judged by the file itself: a small
//! smoothed trigram model over its token classes (the kind of each token,
//! and whether whitespace comes before it). A repair is one edit in a file
//! that is otherwise right, so the rest of the file says best which of the
//! edits that compile looks like what its author writes (`f(a, b)` rather
//! than `f(a. b)` or `f(a+ b)`).

use std::collections::HashMap;

use ruff_python_ast::token::TokenKind;
use ruff_python_parser::{Mode, ParseOptions, parse_unchecked};
use ruff_text_size::Ranged;

/// A token's class: its kind, and whether whitespace precedes it.
pub(super) type Class = (TokenKind, bool);

/// The classes of `code`'s tokens (comments and line structure included:
/// a newline or an indent is part of what is usual).
pub(super) fn classes(code: &str) -> Vec<Class> {
    Classes::of(code).within(0..code.len())
}

/// A text's tokens, to take the classes of a stretch of it as the whole
/// text has them (a stretch lexed alone would start at no indentation).
pub(super) struct Classes<'a> {
    code: &'a str,
    tokens: Vec<(TokenKind, usize)>,
}

impl<'a> Classes<'a> {
    pub(super) fn of(code: &'a str) -> Classes<'a> {
        let parsed = parse_unchecked(code, ParseOptions::from(Mode::Module));
        let tokens = parsed
            .tokens()
            .iter()
            .filter(|t| t.kind() != TokenKind::EndOfFile)
            .map(|t| (t.kind(), t.start().to_usize()))
            .collect();
        Classes { code, tokens }
    }

    /// The classes of the tokens that start within `range` (bytes).
    pub(super) fn within(&self, range: std::ops::Range<usize>) -> Vec<Class> {
        let bytes = self.code.as_bytes();
        let first = self.tokens.partition_point(|t| t.1 < range.start);
        self.tokens[first..]
            .iter()
            .take_while(|t| t.1 < range.end)
            .map(|&(kind, start)| {
                let spaced = start > 0 && matches!(bytes.get(start - 1), Some(b' ' | b'\t'));
                (kind, spaced)
            })
            .collect()
    }
}

#[derive(Default)]
pub(super) struct Model {
    unigrams: HashMap<Class, u32>,
    bigrams: HashMap<(Class, Class), u32>,
    trigrams: HashMap<(Class, Class, Class), u32>,
    total: u32,
    /// The mean surprise of a token of the file itself: what one more
    /// token costs, on average (so that adding a token is not, of itself,
    /// worse than taking one away).
    per_token: f64,
}

/// Weight of the shorter context when a longer one was rarely seen.
const BACKOFF: f64 = 2.0;
/// Classes the model can tell apart (for the unigram's smoothing).
const VOCABULARY: f64 = 200.0;

impl Model {
    /// The model of `classes` (a file's, the stretch under repair left out).
    pub(super) fn of(classes: &[Class]) -> Model {
        let mut model = Model::default();
        for (i, class) in classes.iter().enumerate() {
            *model.unigrams.entry(*class).or_default() += 1;
            model.total += 1;
            if i >= 1 {
                *model.bigrams.entry((classes[i - 1], *class)).or_default() += 1;
            }
            if i >= 2 {
                *model
                    .trigrams
                    .entry((classes[i - 2], classes[i - 1], *class))
                    .or_default() += 1;
            }
        }
        if !classes.is_empty() {
            model.per_token = model.raw_surprise(classes) / classes.len() as f64;
        }
        model
    }

    fn unigram(&self, c: Class) -> f64 {
        (f64::from(self.unigrams.get(&c).copied().unwrap_or(0)) + 1.0)
            / (f64::from(self.total) + VOCABULARY)
    }

    fn bigram(&self, a: Class, c: Class) -> f64 {
        let seen = f64::from(self.bigrams.get(&(a, c)).copied().unwrap_or(0));
        let context = f64::from(self.unigrams.get(&a).copied().unwrap_or(0));
        (seen + BACKOFF * self.unigram(c)) / (context + BACKOFF)
    }

    fn trigram(&self, a: Class, b: Class, c: Class) -> f64 {
        let seen = f64::from(self.trigrams.get(&(a, b, c)).copied().unwrap_or(0));
        let context = f64::from(self.bigrams.get(&(a, b)).copied().unwrap_or(0));
        (seen + BACKOFF * self.bigram(b, c)) / (context + BACKOFF)
    }

    /// The negative log-probability of `classes` beyond what as many of the
    /// file's tokens cost on average (lower is more usual).
    pub(super) fn surprise(&self, classes: &[Class]) -> f64 {
        self.raw_surprise(classes) - self.per_token * classes.len() as f64
    }

    fn raw_surprise(&self, classes: &[Class]) -> f64 {
        let mut total = 0.0;
        for (i, class) in classes.iter().enumerate() {
            let p = match i {
                0 => self.unigram(*class),
                1 => self.bigram(classes[0], *class),
                _ => self.trigram(classes[i - 2], classes[i - 1], *class),
            };
            total -= p.ln();
        }
        total
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_files_own_habits_make_its_usual_code_less_surprising() {
        let file = "f(a, b)\ng(c, d)\nh(e, f)\nx = y.z\n";
        let model = Model::of(&classes(file));
        let comma = model.surprise(&classes("k(a, b)\n"));
        let dot = model.surprise(&classes("k(a. b)\n"));
        let plus = model.surprise(&classes("k(a+ b)\n"));
        assert!(comma < dot && comma < plus, "{comma} {dot} {plus}");
    }
}
