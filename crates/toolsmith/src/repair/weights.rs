//! Every number the syntax repair's cost is made of, in one table: each
//! rule's prior (how much less likely its mistake is than a token inserted
//! or deleted), the weight of each named feature of a change in its
//! context, and the search's path credits. A change's cost is its rule's
//! prior plus the sum of weight times feature (see `ranking` and `cost`,
//! which compute the features and read their weights here, and nowhere
//! else). Lower is likelier.
//!
//! How the values were obtained: set by hand, batch after batch of
//! people's broken files (see the book's syntax repair page), each kept
//! only when no corpus lost; none fitted yet.

use super::edits::Kind;

/// A rule's prior: how much less likely its mistake is than a token
/// inserted or deleted (0).
pub(super) fn prior(kind: Kind) -> f64 {
    match kind {
        // Named by CPython's message: all but certain.
        Kind::Python2 | Kind::Quotes | Kind::Lookalike | Kind::Pasted => -1.0,
        // A word that is two the file writes: rarely a chance.
        Kind::Split => -0.5,
        // A comparison as a display's element: all but never meant.
        Kind::DictColon => -0.5,
        // Named by CPython's message ("f-string: expecting '}'").
        Kind::Field => -0.5,
        // Where only a name can stand: the keyword's use as one.
        Kind::KeywordName => -0.5,
        // Proposed only where a body stands below the header's line.
        Kind::InlineBody => -0.5,
        // A string that swallowed a `def`: its end, all but certain.
        Kind::LostDocstringEnd => -1.0,
        Kind::Insert | Kind::Delete => 0.0,
        Kind::Keyword | Kind::CloseString | Kind::Reindent | Kind::SwapLines => 0.5,
        Kind::Replace | Kind::Name | Kind::Comment => 1.0,
        // One line's indentation slips far more often than a block's.
        Kind::ReindentBlock => 1.75,
        // The lines that read what the header binds: the body meant.
        Kind::Body => 0.25,
    }
}

// --- The search's path credits ---

/// How much costlier than the best a partial repair may be and still be
/// followed beside it.
pub(super) const BEAM_MARGIN: f64 = 2.0;
/// What re-indenting lines a path re-indented before costs at least.
pub(super) const REINDENTED_AGAIN: f64 = 1.0;
/// The share of a later step's negative cost a path is credited with.
pub(super) const LATER_CREDIT: f64 = 0.25;

// --- A change's features in the file (cost.rs) ---

/// How much the lines' unusualness (by the file's habits) counts.
pub(super) const SURPRISE: f64 = 0.5;
/// Each spacing its author would not have written.
pub(super) const UNTIDIER: f64 = 0.5;
/// Each layout its author would not have written.
pub(super) const LAYOUT: f64 = 1.5;
/// Text moved into a string, or code out of one: all but never a repair.
pub(super) const STRING_EDGE_MOVED: f64 = 4.0;
/// A literal called (`(1, 0) (2, 0)`): CPython warns a comma is missing.
pub(super) const LITERAL_CALLED: f64 = 4.0;
/// Two words glued into one by a mark taken from between them.
pub(super) const GLUED: f64 = 3.0;
/// An operator with a space on one side only, a comma against the next.
pub(super) const LOPSIDED: f64 = 1.0;
/// Each code token swallowed past the few a slip takes.
pub(super) const SWALLOWED_TOKEN: f64 = 0.25;
/// Each step (four columns) a line is re-indented past the first.
pub(super) const REINDENT_STEP: f64 = 0.5;
/// A number or a string replaced whole.
pub(super) const LITERAL_REPLACED: f64 = 3.0;
/// A word or a bracket replaced by another token.
pub(super) const CONTENT_REPLACED: f64 = 1.5;
/// A look-alike character made another ASCII than the one it looks like.
pub(super) const LOOKALIKE_MISREAD: f64 = 1.5;
/// The closer a line most often lacks, at its end (a credit).
pub(super) const CLOSER_AT_ELEMENT_END: f64 = -2.5;
/// A literal deleted that repeats nothing.
pub(super) const LITERAL_DELETED: f64 = 3.0;
/// A token deleted that repeats nothing beside it.
pub(super) const UNREPEATED_DELETED: f64 = 1.5;
/// A quote put in between two spaces.
pub(super) const QUOTE_BETWEEN_SPACES: f64 = 1.0;
/// A quote put after a lone string prefix, where its quote was lost.
pub(super) const QUOTE_AFTER_PREFIX: f64 = -1.5;
/// A quote put before a string's prefix, making it text.
pub(super) const QUOTE_BEFORE_PREFIX: f64 = 2.0;

// --- A change's features at its error (ranking.rs) ---

/// What a re-indent costs that leaves an unexpected indent on the next
/// line of code.
pub(super) const HANDED_ON: f64 = 4.0;
/// A misspelt keyword first on the error's line, spelt right (a credit).
pub(super) const NAMED_KEYWORD: f64 = 3.0;
/// Each line between the change and the error (or the line it names).
pub(super) const DISTANCE: f64 = 1.0;
/// Another change where a misspelt keyword starts the line, leaving it.
pub(super) const MISSPELT_LEFT: f64 = 1.5;
/// Another change where a misspelt keyword starts the line, through it.
pub(super) const MISSPELT_TAKEN: f64 = 3.0;
/// A name taken from an import or an `except` clause.
pub(super) const IMPORTED_NAME_TAKEN: f64 = 2.0;
/// A closer put where every bracket of its kind is closed.
pub(super) const CLOSER_UNMATCHED: f64 = 3.0;
/// A closer deleted where its kind is balanced.
pub(super) const BALANCED_CLOSER_DELETED: f64 = 3.0;
/// The change CPython's message names (a comma, a colon, a habit, tabs;
/// a credit).
pub(super) const NAMED_BY_MESSAGE: f64 = -1.5;
/// An operator put between numbers a list separates with commas.
pub(super) const OPERATOR_AMONG_NUMBERS: f64 = 1.5;
/// A string left open: its quote deleted, its words made code.
pub(super) const QUOTE_DELETED_WORDS_CODE: f64 = 5.0;
/// A string left open: a quote put before it, its words made code.
pub(super) const QUOTE_BEFORE_WORDS_CODE: f64 = 2.5;
/// A string's edge moved over an argument of the call.
pub(super) const ARGUMENT_SWALLOWED: f64 = 5.0;
/// A closer put just where the parser stopped (a credit).
pub(super) const CLOSER_JUST_THERE: f64 = -1.5;
/// The same, before an augmented assignment (a credit).
pub(super) const CLOSER_BEFORE_AUGMENTED: f64 = -2.5;
/// A mismatched closer's lost closer put just before it (a credit).
pub(super) const MISMATCH_CLOSER_BEFORE: f64 = -3.5;
/// An unmatched closer deleted at its line's end (a credit).
pub(super) const UNMATCHED_DELETED_AT_END: f64 = -3.0;
/// An unmatched closer deleted elsewhere (a credit).
pub(super) const UNMATCHED_DELETED: f64 = -1.0;
/// An opener put just before an unmatched closer (an empty call).
pub(super) const OPENER_BEFORE_UNMATCHED: f64 = 1.0;
/// A closer put between a name and its bracket, or inside a field.
pub(super) const TEARS_A_CALL: f64 = 1.5;
/// A bracket never closed, closed where a line ends, or its double
/// deleted (a credit).
pub(super) const NEVER_CLOSED_CLOSED: f64 = -5.0;
/// A line's lost group `)` put where its grouping ends (a credit).
pub(super) const GROUP_CLOSED: f64 = -5.0;
/// A line's lost group `)` put anywhere else.
pub(super) const GROUP_MISPLACED: f64 = 3.0;
/// A closer at the end of the line before a line the parser refused at
/// its start (a credit).
pub(super) const CLOSES_THE_LINE_BEFORE: f64 = -3.0;
/// A closer whose bracket would hold lines indented less than its own.
pub(super) const OUTDENTS_A_CONTINUATION: f64 = 3.0;
/// A closer whose bracket would swallow a decorator.
pub(super) const SWALLOWS_A_DECORATOR: f64 = 3.0;
/// A closer whose bracket would hold a line at its own depth.
pub(super) const HOLDS_A_LINE_AT_ITS_DEPTH: f64 = 1.5;
/// C's parentheses around a header's condition, closed before its colon
/// (a credit).
pub(super) const WRAPS_A_CONDITION: f64 = -2.0;
/// A colon mid-line above a deeper block.
pub(super) const COLON_SHORT_OF_A_BLOCK: f64 = 3.0;
/// A closer after a needless comma.
pub(super) const AFTER_A_NEEDLESS_COMMA: f64 = 2.0;
/// A closer between two like elements.
pub(super) const BETWEEN_LIKE_ELEMENTS: f64 = 1.5;
/// Parentheses around a lone name or number.
pub(super) const WRAPS_A_LONE_OPERAND: f64 = 3.0;
/// Closed at the end of the last line before a statement (a credit).
pub(super) const ENDS_BEFORE_A_STATEMENT: f64 = -2.0;
/// Closed too early, stranding the deeper lines after it.
pub(super) const STRANDS_ITS_ELEMENTS: f64 = 3.0;

// --- A change's features at an error of indentation (ranking/indentation.rs) ---

/// Punctuation that compiles at an error of indentation.
pub(super) const PUNCTUATION_AT_INDENTATION: f64 = 1.0;
/// A jump at the indentation of the code after it.
pub(super) const LEAVES_CODE_UNREACHABLE: f64 = 3.0;
/// A jump put straight into a loop's body.
pub(super) const LEAVES_A_LOOP_AT_ONCE: f64 = 1.5;
/// A line carrying a loop's state taken out of it.
pub(super) const LEAVES_A_LOOP_ITS_STATE: f64 = 1.5;
/// A line between the file's levels not put at its nearest.
pub(super) const FAR_FROM_ITS_LEVEL: f64 = 1.0;
/// A word after a header's colon where its body lost its indentation.
pub(super) const WORD_AFTER_EMPTY_HEADER: f64 = 1.5;
/// A line indented too deep, back at the line above's (a credit).
pub(super) const BACK_AT_THE_LINE_ABOVE: f64 = -2.0;

// --- What ruff finds on a candidate's lines (mod.rs) ---

/// Each finding of pyflakes or bugbear on the edited lines.
pub(super) const RUFF_FINDING: f64 = 1.0;
/// An undefined name that is a keyword misspelt.
pub(super) const UNDEFINED_KEYWORD: f64 = 3.0;
