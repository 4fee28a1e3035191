//! A positional argument after keywords, in a call of a function the file
//! defines, named for the one parameter its function leaves for it (rule
//! `keyword_named`, read from [`super::calls`]' signatures).

use ruff_python_ast::token::TokenKind;

use super::calls::Signatures;
use super::edits::{Change, Kind, Token};
use super::pairs::opens;

/// A positional argument after keywords in the call whose `)` is at (or
/// after) byte `at`, to a function the file defines: given the name of
/// the parameter it leaves for it (`select_keep(s, daily=d, weekly=w,
/// args.monthly)` -> `monthly=args.monthly`).
pub(super) fn keyword_named(code: &str, tokens: &[Token], at: usize, out: &mut Vec<Change>) {
    let Some(close) = tokens
        .iter()
        .position(|t| t.1 >= at)
        .filter(|&i| tokens[i].0 == TokenKind::Rpar)
    else {
        return;
    };
    let mut depth = 0usize;
    let Some(open) = (0..close).rev().find(|&i| match tokens[i].0 {
        TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
            depth += 1;
            false
        }
        TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => {
            let outer = depth == 0;
            depth = depth.saturating_sub(1);
            outer
        }
        _ => false,
    }) else {
        return;
    };
    let Some(&(TokenKind::Name, name_start, name_end)) = open.checked_sub(1).map(|i| &tokens[i])
    else {
        return;
    };
    let signatures = Signatures::of(code, tokens);
    let Some(names) = signatures
        .functions
        .get(&code[name_start..name_end])
        .and_then(|s| s.keywords.as_ref())
    else {
        return;
    };
    // The arguments' starts at the call's depth, and which are keywords.
    let mut depth = 0usize;
    let mut arguments: Vec<(usize, Option<&str>)> = Vec::new();
    let mut expect = true;
    for i in open + 1..close {
        let (kind, start, end) = tokens[i];
        match kind {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
                depth = depth.saturating_sub(1)
            }
            TokenKind::Comma if depth == 0 => {
                expect = true;
                continue;
            }
            TokenKind::Comment | TokenKind::NonLogicalNewline => continue,
            _ => {}
        }
        if expect && (depth == 0 || opens(kind)) {
            expect = false;
            let keyword = (kind == TokenKind::Name
                && tokens.get(i + 1).map(|t| t.0) == Some(TokenKind::Equal))
            .then(|| &code[start..end]);
            arguments.push((start, keyword));
        }
    }
    let positional = arguments.iter().take_while(|a| a.1.is_none()).count();
    let late: Vec<usize> = arguments[positional..]
        .iter()
        .filter(|a| a.1.is_none())
        .map(|a| a.0)
        .collect();
    let used: Vec<&str> = arguments.iter().filter_map(|a| a.1).collect();
    let left: Vec<&String> = names
        .iter()
        .skip(positional)
        .filter(|n| !used.contains(&n.as_str()))
        .collect();
    if let ([start], [name]) = (late.as_slice(), left.as_slice()) {
        out.push(Change::new(
            *start,
            *start,
            &format!("{name}="),
            Kind::KeywordNamed,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::super::edits::tokens;
    use super::*;

    #[test]
    fn a_positional_argument_after_keywords_is_named_for_the_parameter_left() {
        let file = "def keep(snaps, daily=7, weekly=4, monthly=12):\n    pass\n\n\nkeep(s, daily=a.d, weekly=a.w, a.m)\n";
        let at = file.rfind(')').unwrap();
        let mut out = Vec::new();
        keyword_named(file, &tokens(file), at, &mut out);
        let made: Vec<String> = out.iter().map(|c| c.apply(file)).collect();
        assert_eq!(made.len(), 1);
        assert!(made[0].ends_with("keep(s, daily=a.d, weekly=a.w, monthly=a.m)\n"));
        // (Two parameters left: which is meant, the call cannot say.)
        let file = "def keep(snaps, daily=7, weekly=4, monthly=12):\n    pass\n\n\nkeep(s, daily=a.d, a.m)\n";
        let mut out = Vec::new();
        keyword_named(file, &tokens(file), file.rfind(')').unwrap(), &mut out);
        assert!(out.is_empty());
    }
}
