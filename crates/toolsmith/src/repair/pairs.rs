//! The vocabulary of bracket pairs every bracket rule shares: which closer
//! an opener takes, how far a lost closer is looked for, and whether a `(`
//! opens a call, which tokens open and close brackets. Kept apart so that the rules reading it import no rule.

use ruff_python_ast::token::TokenKind;

use super::edits::Token;

/// Lines after a bracket's opener whose ends may lack its closer.
pub(super) const CLOSER_REACH: usize = 12;

/// Whether the `(` at byte `opened` is a call's (after a name or a
/// closer), not a definition's parameters nor a grouping.
pub(super) fn is_a_call(tokens: &[Token], opened: usize) -> bool {
    let at = tokens.partition_point(|t| t.1 < opened);
    at >= 1
        && matches!(
            tokens[at - 1].0,
            TokenKind::Name | TokenKind::Rpar | TokenKind::Rsqb
        )
        && !(at >= 2 && tokens[at - 2].0 == TokenKind::Def)
}

pub(super) fn closer_of(opener: &str) -> Option<&'static str> {
    match opener {
        "(" => Some(")"),
        "[" => Some("]"),
        "{" => Some("}"),
        _ => None,
    }
}

pub(super) fn opener_of(closer: &str) -> Option<&'static str> {
    match closer {
        ")" => Some("("),
        "]" => Some("["),
        "}" => Some("{"),
        _ => None,
    }
}

/// Whether a token opens a bracket of any kind.
pub(super) fn opens(kind: TokenKind) -> bool {
    matches!(kind, TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace)
}

/// Whether a token closes a bracket of any kind.
pub(super) fn closes(kind: TokenKind) -> bool {
    matches!(kind, TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace)
}
