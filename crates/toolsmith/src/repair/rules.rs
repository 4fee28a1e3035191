//! The table of rules: each kind of change a generator proposes, with the
//! attributes the search, the progress test and the window read of it
//! (they name no rule), and when the search tries it first (read by
//! [`super::likely`]). Its prior is in [`super::weights`].

use super::edits::Kind;
pub(super) use super::kind::ALL;

pub(super) use super::rule_attributes::{Attributes, Likely};
use super::rule_attributes::{CERTAIN, HABIT, LIKELY, PLAIN, REINDENT};

/// A rule's row: its name (as the result's `kind` spells it) and
/// attributes.
pub(super) fn rule(kind: Kind) -> (&'static str, Attributes) {
    match kind {
        Kind::Insert => (
            "insert",
            Attributes {
                likely: Likely::WhenItPutsInWhatLinesLack,
                ..PLAIN
            },
        ),
        Kind::Delete => ("delete", PLAIN),
        Kind::Replace => (
            "replace",
            Attributes {
                likely: Likely::WhenItReplacesALookalike,
                ..PLAIN
            },
        ),
        Kind::Keyword => ("keyword", LIKELY),
        Kind::Name => ("name", PLAIN),
        Kind::CloseString => (
            "close_string",
            Attributes {
                reshapes_lines: true,
                takes_tokens_away: true,
                ..LIKELY
            },
        ),
        Kind::Comment => (
            "comment",
            Attributes {
                reshapes_lines: true,
                takes_tokens_away: true,
                ..PLAIN
            },
        ),
        Kind::Split => ("split", PLAIN),
        Kind::Reindent => (
            "reindent",
            Attributes {
                likely: Likely::AtIndentation,
                ..REINDENT
            },
        ),
        Kind::ReindentBlock => ("reindent_block", REINDENT),
        Kind::Body => (
            "body",
            Attributes {
                likely: Likely::Always,
                ..REINDENT
            },
        ),
        Kind::SwapLines => (
            "swap_lines",
            Attributes {
                reshapes_lines: true,
                moves_lines_only: true,
                ..PLAIN
            },
        ),
        Kind::Python2 => ("python2", HABIT),
        Kind::Quotes => (
            "quotes",
            Attributes {
                may_reveal_an_earlier_error: true,
                all_but_certain: true,
                ..LIKELY
            },
        ),
        Kind::Lookalike => (
            "lookalike",
            Attributes {
                may_reveal_an_earlier_error: true,
                all_but_certain: true,
                rewrites_braces: true,
                // (A wide or invisible space the tokenizer could not
                // read is no code's token.)
                takes_tokens_away: true,
                ..LIKELY
            },
        ),
        Kind::DictColon => ("dict_colon", CERTAIN),
        Kind::Field => ("field", LIKELY),
        Kind::Pasted => (
            "pasted",
            Attributes {
                reshapes_lines: true,
                clears_a_paste: true,
                priced_by_prior_alone: true,
                ..LIKELY
            },
        ),
        Kind::KeywordName => ("keyword_name", CERTAIN),
        Kind::InlineBody => (
            "inline_body",
            Attributes {
                reshapes_lines: true,
                ..LIKELY
            },
        ),
        Kind::LostDocstringEnd => (
            "lost_docstring_end",
            Attributes {
                reshapes_lines: true,
                may_reveal_an_earlier_error: true,
                reported_far_below: true,
                ..LIKELY
            },
        ),
        Kind::Prose => (
            "prose",
            Attributes {
                reshapes_lines: true,
                clears_a_paste: true,
                priced_by_prior_alone: true,
                ..LIKELY
            },
        ),
        Kind::MergeConflict => (
            "merge_conflict",
            Attributes {
                reshapes_lines: true,
                clears_a_paste: true,
                // (A side, a marker or a base's lines dropped on purpose.)
                takes_tokens_away: true,
                ..LIKELY
            },
        ),
        Kind::ChatAnswer => (
            "chat_answer",
            Attributes {
                reshapes_lines: true,
                clears_a_paste: true,
                priced_by_prior_alone: true,
                ..LIKELY
            },
        ),
        Kind::Diff => (
            "diff",
            Attributes {
                reshapes_lines: true,
                clears_a_paste: true,
                priced_by_prior_alone: true,
                ..LIKELY
            },
        ),
        Kind::MovedComment => (
            "moved_comment",
            Attributes {
                reshapes_lines: true,
                ..LIKELY
            },
        ),
        Kind::ArrowNote => (
            "arrow_note",
            Attributes {
                takes_tokens_away: true,
                ..LIKELY
            },
        ),
        Kind::TypeParams => (
            "type_params",
            Attributes {
                reshapes_lines: true,
                clears_a_paste: true,
                priced_by_prior_alone: true,
                ..LIKELY
            },
        ),
        Kind::Superseded => (
            "superseded",
            Attributes {
                reshapes_lines: true,
                clears_a_paste: true,
                priced_by_prior_alone: true,
                ..LIKELY
            },
        ),
        Kind::Dialect => (
            "dialect",
            Attributes {
                reshapes_lines: true,
                clears_a_paste: true,
                takes_tokens_away: true,
                unusual_by_design: true,
                ..LIKELY
            },
        ),
        Kind::Chain => (
            "chain",
            Attributes {
                reshapes_lines: true,
                ..LIKELY
            },
        ),
        Kind::ElseLast => (
            "else_last",
            Attributes {
                reshapes_lines: true,
                moves_lines_only: true,
                ..LIKELY
            },
        ),
        Kind::ElseCondition => ("else_condition", LIKELY),
        Kind::KeywordArgument => ("keyword_argument", CERTAIN),
        Kind::DecoratorLine => (
            "decorator_line",
            Attributes {
                reshapes_lines: true,
                all_but_certain: true,
                ..LIKELY
            },
        ),
        Kind::JoinedLines => (
            "joined_lines",
            Attributes {
                reshapes_lines: true,
                ..LIKELY
            },
        ),
        Kind::UnfinishedVersion => (
            "unfinished_version",
            Attributes {
                reshapes_lines: true,
                // (The lines it takes are an edit's leftover, taken on
                // purpose; the old header's distance to the new one is no
                // sign.)
                clears_a_paste: true,
                takes_tokens_away: true,
                unusual_by_design: true,
                ..LIKELY
            },
        ),
        Kind::KeywordMisplaced => ("keyword_misplaced", LIKELY),
        Kind::PartPlaced => (
            "part_placed",
            Attributes {
                unusual_by_design: true,
                ..LIKELY
            },
        ),
        Kind::CopyMarkup => (
            "copy_markup",
            Attributes {
                reshapes_lines: true,
                clears_a_paste: true,
                priced_by_prior_alone: true,
                takes_tokens_away: true,
                may_reveal_an_earlier_error: true,
                ..LIKELY
            },
        ),
        Kind::Stutter => ("stutter", HABIT),
        Kind::RawString => (
            "raw_string",
            Attributes {
                all_but_certain: true,
                // (The one reading of a backslash no escape starts.)
                priced_by_prior_alone: true,
                ..LIKELY
            },
        ),
        Kind::WrappedLine => (
            "wrapped_line",
            Attributes {
                reshapes_lines: true,
                ..LIKELY
            },
        ),
        Kind::LiteralBraces => (
            "literal_braces",
            Attributes {
                all_but_certain: true,
                // (No expression starts with a backslash: text, whatever
                // typical code around it says.)
                priced_by_prior_alone: true,
                ..LIKELY
            },
        ),
        Kind::ParameterDefault => ("parameter_default", HABIT),
        Kind::KeywordOnly => ("keyword_only", LIKELY),
        Kind::KeyboardLayout => (
            "keyboard_layout",
            Attributes {
                may_reveal_an_earlier_error: true,
                all_but_certain: true,
                ..LIKELY
            },
        ),
        Kind::FieldHoisted => (
            "field_hoisted",
            Attributes {
                reshapes_lines: true,
                all_but_certain: true,
                unusual_by_design: true,
                ..LIKELY
            },
        ),
        Kind::ElseGiven => (
            "else_given",
            Attributes {
                reshapes_lines: true,
                ..LIKELY
            },
        ),
        Kind::GeneratorParenthesised => ("generator_parenthesised", CERTAIN),
        Kind::LambdaTuple => ("lambda_tuple", CERTAIN),
        Kind::StarredTargetTuple => ("starred_target_tuple", HABIT),
        Kind::KeywordNamed => ("keyword_named", CERTAIN),
        Kind::DigitLookalike => ("digit_lookalike", HABIT),
        Kind::ForeignComment => (
            "foreign_comment",
            Attributes {
                takes_tokens_away: true,
                all_but_certain: true,
                unusual_by_design: true,
                ..LIKELY
            },
        ),
        Kind::WalrusBracketed => (
            "walrus_bracketed",
            Attributes {
                unusual_by_design: true,
                all_but_certain: true,
                ..LIKELY
            },
        ),
        Kind::TabBlock => (
            "tab_block",
            Attributes {
                likely: Likely::AtIndentation,
                clears_a_paste: true,
                ..REINDENT
            },
        ),
        Kind::InlineCode => (
            "inline_code",
            Attributes {
                may_reveal_an_earlier_error: true,
                ..LIKELY
            },
        ),
        Kind::ForeignOperator => ("foreign_operator", HABIT),
        Kind::TryLost => (
            "try_lost",
            Attributes {
                reshapes_lines: true,
                ..LIKELY
            },
        ),
        Kind::HeaderDedented => (
            "header_dedented",
            Attributes {
                likely: Likely::Always,
                ..REINDENT
            },
        ),
        Kind::FormatTuple => ("format_tuple", LIKELY),
        Kind::LambdaDefaultsLast => ("lambda_defaults_last", CERTAIN),
        Kind::RawStringEnd => ("raw_string_end", LIKELY),
        Kind::FStringBrace => ("f_string_brace", LIKELY),
        Kind::KeywordEquals => ("keyword_equals", LIKELY),
        Kind::Superscript => ("superscript", LIKELY),
        Kind::DecimalComma => ("decimal_comma", HABIT),
        Kind::Pipe => ("pipe", HABIT),
        Kind::HyphenName => ("hyphen_name", CERTAIN),
        Kind::ForeignLambda => ("foreign_lambda", HABIT),
        Kind::TypedHabit => ("typed_habit", HABIT),
        Kind::BasicHabit => ("basic_habit", HABIT),
        Kind::ForeignStatement => ("foreign_statement", HABIT),
        Kind::DuplicateParameter => ("duplicate_parameter", CERTAIN),
        Kind::GeneratorReturn => ("generator_return", CERTAIN),
        Kind::KeywordShorthand => ("keyword_shorthand", LIKELY),
        Kind::PatternForm => ("pattern_form", CERTAIN),
        Kind::ContinuedOperator => ("continued_operator", LIKELY),
        Kind::EscapedStringEnd => ("escaped_string_end", LIKELY),
        Kind::FieldBracket => ("field_bracket", LIKELY),
        Kind::LeadingZero => ("leading_zero", CERTAIN),
        Kind::KeywordRepeated => ("keyword_repeated", CERTAIN),
        Kind::StrayContinuation => ("stray_continuation", LIKELY),
        Kind::ValuesSpaced => ("values_spaced", LIKELY),
        Kind::NumberForm => ("number_form", CERTAIN),
        Kind::ParameterRenamed => ("parameter_renamed", CERTAIN),
        Kind::AwaitedAtTheTop => ("awaited_at_the_top", CERTAIN),
        Kind::FutureImportFirst => ("future_import_first", CERTAIN),
        Kind::FieldOpenerLost => (
            "field_opener_lost",
            Attributes {
                priced_by_prior_alone: true,
                ..LIKELY
            },
        ),
        Kind::UnitDropped => (
            "unit_dropped",
            Attributes {
                priced_by_prior_alone: true,
                ..LIKELY
            },
        ),
        Kind::ValueUnquoted => (
            "value_unquoted",
            Attributes {
                priced_by_prior_alone: true,
                ..LIKELY
            },
        ),
        Kind::QuotesReused => (
            "quotes_reused",
            Attributes {
                priced_by_prior_alone: true,
                ..CERTAIN
            },
        ),
        Kind::ComprehensionColon => (
            "comprehension_colon",
            Attributes {
                // (As the parentheses it competes with: a file may write
                // no other comprehension of a dict.)
                unusual_by_design: true,
                ..LIKELY
            },
        ),
        Kind::CloserByIndentation => (
            "closer_by_indentation",
            Attributes {
                reshapes_lines: true,
                ..LIKELY
            },
        ),
        Kind::DocstringQuoteShort => (
            "docstring_quote_short",
            Attributes {
                may_reveal_an_earlier_error: true,
                reported_far_below: true,
                ..LIKELY
            },
        ),
        Kind::EqualsCompared => (
            "equals_compared",
            Attributes {
                all_but_certain: true,
                // (Named by CPython's message: the file may compare so
                // nowhere else, which says nothing against it.)
                unusual_by_design: true,
                ..LIKELY
            },
        ),
        Kind::LineNumbers => (
            "line_numbers",
            Attributes {
                reshapes_lines: true,
                clears_a_paste: true,
                priced_by_prior_alone: true,
                ..LIKELY
            },
        ),
    }
}

impl Kind {
    /// This rule's attributes.
    pub(super) fn attributes(self) -> Attributes {
        rule(self).1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_has_a_row_and_a_name_of_its_own() {
        let mut names: Vec<&str> = ALL.iter().map(|&k| rule(k).0).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), ALL.len());
        for kind in ALL {
            let name = serde_json::to_string(&kind).unwrap_or_default();
            assert_eq!(name.trim_matches('"'), rule(kind).0);
        }
    }
}
