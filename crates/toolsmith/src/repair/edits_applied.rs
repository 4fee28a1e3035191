//! The texts a candidate generator's changes make of `code`: the tests'
//! one way to run a generator.

use crate::python::{DEFAULT_TARGET, validate};
use crate::repair::diagnosis::Diagnosis;
use crate::repair::edits::{Change, Lines, Token, tokens};

/// A generator at `code`'s first error.
pub(in super::super) fn at_error(
    code: &str,
    generator: impl Fn(&str, &[Token], &Lines, &Diagnosis, &mut Vec<Change>),
) -> Vec<String> {
    let error = Diagnosis::read(validate(code, DEFAULT_TARGET).expect_err("a syntax error"));
    let mut out = Vec::new();
    generator(code, &tokens(code), &Lines::of(code), &error, &mut out);
    out.iter().map(|c| c.apply(code)).collect()
}

/// A generator on line `line` of `code`.
pub(in super::super) fn on_line(
    code: &str,
    line: usize,
    generator: impl Fn(&str, &[Token], &Lines, usize, &mut Vec<Change>),
) -> Vec<String> {
    let mut out = Vec::new();
    generator(code, &tokens(code), &Lines::of(code), line, &mut out);
    out.iter().map(|c| c.apply(code)).collect()
}
