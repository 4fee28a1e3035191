//! What scoring the changes at one error reads once: the file's habits,
//! its tokens, what its functions take, the error line's misspelt keyword.

use ruff_python_ast::token::TokenKind;

use super::super::calls::Signatures;
use super::super::candidates::misspelt_first_word;
use super::super::cost::model_around;
use super::super::edits::{Lines, Token, tokens};
use super::super::naturalness::Model;
use super::super::pairs::opener_of;

/// What scoring the changes at one error reads around it, found once.
pub(in super::super) struct Around {
    /// The file's token habits, the error's lines (and those repaired
    /// before) left out.
    pub(super) model: Model,
    /// The error line's misspelt keyword (see [`misspelt_first_word`]).
    pub(super) misspelt: Option<(usize, usize)>,
    /// The tokens of `code`, lexed when a closer is first scored.
    tokens: std::cell::OnceCell<Vec<Token>>,
    /// What the file's functions take, read when first needed.
    signatures: std::cell::OnceCell<Signatures>,
}

impl Around {
    /// Around `line` of `code`, whose lines `touched` earlier steps of the
    /// repair changed.
    pub(in super::super) fn of(
        code: &str,
        lines: &Lines,
        line: usize,
        touched: &[(usize, usize)],
    ) -> Around {
        Around {
            model: model_around(code, lines, line, touched),
            misspelt: misspelt_first_word(code, lines, line),
            tokens: std::cell::OnceCell::new(),
            signatures: std::cell::OnceCell::new(),
        }
    }

    /// How many openers of `closer`'s kind `code` leaves unclosed (less
    /// than zero: closers of that kind left over); `None` if `closer` is
    /// not a closing bracket.
    pub(super) fn unclosed(&self, code: &str, closer: &str) -> Option<isize> {
        let opener = opener_of(closer)?;
        let mut unclosed = 0isize;
        for &(kind, start, end) in self.tokens(code) {
            match kind {
                TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace
                    if &code[start..end] == opener =>
                {
                    unclosed += 1;
                }
                TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace
                    if &code[start..end] == closer =>
                {
                    unclosed -= 1;
                }
                _ => {}
            }
        }
        Some(unclosed)
    }

    pub(super) fn tokens(&self, code: &str) -> &[Token] {
        self.tokens.get_or_init(|| tokens(code))
    }

    pub(super) fn signatures(&self, code: &str) -> &Signatures {
        self.signatures
            .get_or_init(|| Signatures::of(code, self.tokens(code)))
    }
}
