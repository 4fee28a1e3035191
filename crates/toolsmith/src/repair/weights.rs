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
//! only when no corpus lost; then `bench/scripts/fit_repair_weights.py`
//! searched each weight's neighbours on a training corpus of (broken,
//! meant) pairs and kept a move only where the held-out pairs did not
//! lose (the book says which moved). A process that measures other values
//! (the fit's) installs them once, with `cost_values::use_cost_table`,
//! before its first repair; [`value`] and [`prior`] read what is in use.

use super::edits::Kind;

pub(super) use super::cost_values::{prior, value};

/// The priors as set by hand (the fit starts from them).
pub(super) fn hand_set_prior(kind: Kind) -> f64 {
    match kind {
        // Named by CPython's message: all but certain.
        Kind::Python2 | Kind::Quotes | Kind::Lookalike | Kind::Pasted => -1.0,
        // A word that is two the file writes: rarely a chance.
        Kind::Split => -0.5,
        // A comparison as a display's element: all but never meant.
        Kind::DictColon => -0.5,
        // Named by CPython's message ("f-string: expecting '}'"), after
        // the spec it ends (a `}` before the spec prints it as text).
        Kind::Field => -1.0,
        // Where only a name can stand: the keyword's use as one.
        Kind::KeywordName => -0.5,
        // Proposed only where a body stands below the header's line.
        Kind::InlineBody => -0.5,
        // A string that swallowed a `def`: its end, all but certain.
        Kind::LostDocstringEnd => -1.0,
        // Sentences among code: only a chat's answer puts them there.
        Kind::Prose => -0.5,
        // Git's markers: certain; which side was meant is the features'.
        Kind::MergeConflict => -1.0,
        // Fences around the code: what the answer says is code is certain
        // (more than a comma CPython guesses between two words of its
        // prose), and one change clears every line of talk.
        Kind::ChatAnswer => -2.5,
        // Marks no code writes at a line's start, the hunk's lines after
        // them: the code after the change.
        Kind::Diff => -1.0,
        // Proposed only where a comment stands inside a statement: the
        // line's own shape says so.
        Kind::MovedComment => -0.5,
        // An arrow drawn to the code, words after it: only a note to the
        // reader is written so (more than the comma CPython guesses).
        Kind::ArrowNote => -2.5,
        // Brackets after a name being defined, or `type X =`: 3.12's
        // syntax, certain (more than the comma or the deletion the
        // ranking credits at `type X`, about -5.0, so that it is followed).
        Kind::TypeParams => -6.0,
        // Prose, then a definition of a name defined just above it: the
        // answer's second version (more than the prose alone).
        Kind::Superseded => -1.0,
        // Three lines or more numbered one after the other: a page's
        // numbers, certain (more than an indent's repair at the first).
        Kind::LineNumbers => -2.0,
        // Another language's habits on the error's line and elsewhere in
        // the file: all rewritten at once, certain as a paste's marks are.
        Kind::Dialect => -2.5,
        // Lines that start with `.name` under a whole statement: only a
        // chain continued is written so.
        Kind::Chain => -1.0,
        // An `elif` right after its chain's `else` block: the order is the
        // mistake CPython names.
        Kind::ElseLast => -1.0,
        // `else` with the branch before's condition negated: it says
        // nothing `else` does not (more than `elif`, a keyword's repair,
        // which the ranking credits as a misspelt first word).
        Kind::ElseCondition => -3.0,
        // A definition after a decorator on its line: Python has no other
        // reading of it.
        Kind::DecoratorLine => -1.0,
        // A call's arguments written as a dict's entries: as likely as the
        // mirror mistake.
        Kind::KeywordArgument => -0.5,
        // Two spaces or more before a statement's first word, on a line
        // a statement already began: only a lost line break leaves that.
        Kind::JoinedLines => -1.0,
        // A header's first lines, then the same header again with those
        // lines in its block: a copy the edit meant to replace (more than
        // the new version made the old one's body, a block re-indented).
        Kind::UnfinishedVersion => -2.0,
        // Its place is the only one the keyword has (`async def`), or its
        // scope the one CPython's compiler finds missing.
        Kind::KeywordMisplaced => -1.0,
        // Each form has one reading Python gives a place (`x: T = v`,
        // `**kwargs` last, `(m := f())`, a key as a string).
        Kind::PartPlaced | Kind::WalrusBracketed => -1.0,
        // Another language's comment mark: what follows it was never code.
        Kind::ForeignComment => -1.0,
        // A number's letter that looks like a digit, where that digit makes
        // it a number: what was typed is a number either way.
        Kind::DigitLookalike => -1.5,
        // The one parameter the file's own function leaves for the
        // argument: what its author lost was that name.
        Kind::KeywordNamed => -1.5,
        // A page's, a chat's or a mail's markup: no code has it.
        Kind::CopyMarkup => -2.5,
        // Its halves are a word the file or Python writes: a key doubled.
        Kind::Stutter => -1.0,
        // A backslash that starts no escape: a path's or a pattern's.
        Kind::RawString => -1.0,
        // The next line closes the string the wrap left open.
        Kind::WrappedLine => -1.0,
        // A field no expression starts: a label's text.
        Kind::LiteralBraces => -1.0,
        // The file's own default for the same parameter elsewhere.
        Kind::ParameterDefault => -1.0,
        // What a parameter without a default after defaulted ones may be
        // (less than the file's own default for it).
        Kind::KeywordOnly => -0.5,
        // A word read as a keyword or name on US keys: the layout left switched.
        Kind::KeyboardLayout => -1.0,
        // What 3.12 reads in a field and 3.11 cannot: the one rewrite.
        Kind::FieldHoisted => -1.0,
        // What CPython's message asks for: the `else` (or the statement
        // an `if`), the generator's brackets.
        Kind::ElseGiven => -0.5,
        Kind::GeneratorParenthesised => -1.0,
        // (Only where the arguments after the lambda read its parameters.)
        Kind::LambdaTuple => -2.0,
        // What CPython's message names: the starred target given the comma
        // that makes its tuple (deleting the `*` binds an iterator where a
        // list was meant).
        Kind::StarredTargetTuple => -1.0,
        // A block's tabs, all at once: one paste, not a slip per line.
        Kind::TabBlock => 0.0,
        // Python 3 has no backtick outside a string: markup's, like Python
        // 2's `repr` and a quote's look-alike.
        Kind::InlineCode => -1.5,
        // Another language's mark, where Python has none of its own: what
        // its author meant, as C's `&&` is.
        Kind::ForeignOperator => -1.0,
        // A clause (`except`, `finally`) below names the header lost: as
        // sure as a message naming it.
        Kind::TryLost => -1.0,
        // A header shallower than its body and its siblings both: its
        // own line slipped, the block did not.
        Kind::HeaderDedented => 0.0,
        // As many values as the string's placeholders: what `%` formats.
        Kind::FormatTuple => -1.0,
        // Where only a comparison stands, as CPython's message asks.
        Kind::EqualsCompared => -1.0,
        // Another language's words, as C's `&&` is.
        Kind::BasicHabit => -1.0,
        // (More than a `?` taken away, which also compiles: the default
        // and the `Optional` are what the form means.)
        Kind::TypedHabit => -1.5,
        // A backslash no raw string can end with, before the quote that
        // ends it.
        Kind::RawStringEnd => -1.0,
        // The literal brace the f-string opened says what its lone `}` is.
        Kind::FStringBrace => -1.0,
        // Another language's words, as its other habits are.
        Kind::ForeignLambda => -1.0,
        // A name only a keyword argument writes: its `=`, not a comma.
        Kind::KeywordEquals => -1.0,
        // A character no token holds, read as the digit it shows.
        Kind::Superscript => -1.0,
        // Digits glued to a comma where a value stands: a fraction (the
        // comma taken away, which also compiles, makes one number of
        // the two parts: 1,2 is not 12).
        Kind::DecimalComma => -2.0,
        // An assignment's target no subtraction can be.
        Kind::HyphenName => -1.0,
        // Another language's operator, as its other habits are.
        Kind::Pipe => -1.0,
        // What CPython's message names, the order its caller passes.
        Kind::LambdaDefaultsLast => -1.0,
        // Another language's words, as its other habits are.
        Kind::ForeignStatement => -1.0,
        // Named by the compiler's message; one copy is all a header has.
        Kind::DuplicateParameter => -1.0,
        Kind::GeneratorReturn => -1.0,
        // A name passed as the keyword it is named for, not a walrus or
        // a comma's loss.
        Kind::KeywordShorthand => -1.0,
        // The pattern's own spelling of what was written.
        Kind::PatternForm => -1.0,
        // Its two quotes say where the string was meant to end.
        Kind::DocstringQuoteShort => -1.0,
        // The operator every other line of the bracket starts with, not a
        // comma that makes a condition a tuple (its siblings say so as
        // surely as a message names a comma; a line below the one named).
        Kind::ContinuedOperator => -2.0,
        // A backslash no string can end with, before the quote a comma or
        // a closer follows.
        Kind::EscapedStringEnd => -1.0,
        // The indentation names the bracket whose content ended, as surely
        // as a message names a comma.
        Kind::CloserByIndentation => -2.0,
        // A field's spec (or conversion) names where its expression ended,
        // more surely than a message names a comma: the closers put
        // elsewhere read as usual code (`prices[k]['eur']` for
        // `prices[k['eur']]`), which the file's model prefers.
        Kind::FieldBracket => -3.0,
        // CPython's message names the number: the one reading that keeps
        // a clock's or a date's field its value.
        Kind::LeadingZero => -1.0,
        // CPython's message names the keyword: which copy goes is the
        // cost's (the file's model reads each line left).
        Kind::KeywordRepeated => -1.0,
        // Two statements joined by a line's end escaped: the escape is the
        // one character out of place (an operand's `.` or `;` put in reads
        // the second statement as part of the first).
        Kind::StrayContinuation => -1.0,
        // Three values or more in a bracket, spaces between them: a row
        // written as MATLAB or R writes one, each comma CPython asks for.
        Kind::ValuesSpaced => -1.0,
        // CPython's message names the number; the notation says what it
        // is (more than a comma between its groups or its letter taken).
        Kind::NumberForm => -1.5,
        // A form's text (an address, a time), which no model of code reads.
        Kind::ValueUnquoted => -2.0,
        // A word the file writes nowhere else: a product reads it unbound.
        Kind::UnitDropped => -1.5,
        // A spec or code before a lone `}`: only a field is written so.
        Kind::FieldOpenerLost => -5.0,
        // CPython names the `await` (the file imports its loop) or the import.
        Kind::AwaitedAtTheTop | Kind::FutureImportFirst => -1.0,
        // A name the body reads and nothing writes: what the copy was to be
        // called (more than the copy taken, which leaves that name unbound).
        Kind::ParameterRenamed => -1.5,
        // 3.12's nesting of an f-string's own quote: certain as its type
        // parameters are (more than a brace doubled or replaced, which
        // makes the field's code text the file's model reads as less).
        Kind::QuotesReused => -6.0,
        // Braces around a comprehension of two parts: a dict's far more
        // often than a set of pairs (the parentheses `part_placed` puts,
        // which take no mark away as the comma made a colon does).
        Kind::ComprehensionColon => -2.5,
        Kind::Insert | Kind::Delete => 0.0,
        Kind::Keyword | Kind::CloseString | Kind::Reindent | Kind::SwapLines => 0.5,
        Kind::Replace | Kind::Name | Kind::Comment => 1.0,
        // One line's indentation slips far more often than a block's.
        Kind::ReindentBlock => 1.75,
        // The lines that read what the header binds: the body meant.
        Kind::Body => 0.25,
    }
}

/// The weights' enum, their names and hand-set values, from one list.
macro_rules! weights {
    ($( $(#[doc = $doc:literal])* $name:ident = $value:expr, )*) => {
        /// A named weight of a change's cost, or one of the search's credits.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub(super) enum Weight { $( $(#[doc = $doc])* $name, )* }

        impl Weight {
            /// Every weight, in the table's order.
            pub(super) const ALL: &[Weight] = &[$(Weight::$name,)*];

            /// Its name in a table of values (the fit's).
            pub(super) fn name(self) -> &'static str {
                match self { $(Weight::$name => stringify!($name),)* }
            }

            pub(super) fn hand_set(self) -> f64 {
                match self { $(Weight::$name => $value,)* }
            }
        }
    };
}

weights! {
    // --- The search's path credits ---
    /// How much costlier than the best a partial repair may be and still be
    /// followed beside it.
    BeamMargin = 2.0,
    /// What re-indenting lines a path re-indented before costs at least.
    ReindentedAgain = 1.0,
    /// The share of a later step's negative cost a path is credited with.
    LaterCredit = 0.25,

    // --- A change's features in the file (cost.rs) ---

    /// How much the lines' unusualness (by the file's habits) counts.
    Surprise = 0.5,
    /// Each spacing its author would not have written.
    Untidier = 0.5,
    /// Each layout its author would not have written.
    Layout = 1.5,
    /// Text moved into a string, or code out of one: all but never a repair.
    StringEdgeMoved = 4.0,
    /// A literal called (`(1, 0) (2, 0)`): CPython warns a comma is missing.
    LiteralCalled = 4.0,
    /// A call made unable to bind what it passes (a keyword its function
    /// has not, a method a string has not); less, one made able to.
    CallUnbound = 12.0,
    /// Two words glued into one by a mark taken from between them; more, a
    /// keyword one of them.
    Glued = 3.0,
    KeywordGlued = 4.0,
    /// An operator with a space on one side only, a comma against the next.
    Lopsided = 1.0,
    /// Each code token swallowed past the few a slip takes.
    SwallowedToken = 0.25,
    /// Each step (four columns) a line is re-indented past the first.
    ReindentStep = 0.5,
    /// A number or a string replaced whole.
    LiteralReplaced = 3.0,
    /// A word or a bracket replaced by another token.
    ContentReplaced = 1.5,
    /// A look-alike character made another ASCII than the one it looks like.
    LookalikeMisread = 1.5,
    /// The closer a line most often lacks, at its end (a credit).
    CloserAtElementEnd = -2.5,
    /// A literal deleted that repeats nothing.
    LiteralDeleted = 3.0,
    /// A token deleted that repeats nothing beside it.
    UnrepeatedDeleted = 1.5,
    /// A quote put in between two spaces.
    QuoteBetweenSpaces = 1.0,
    /// A quote put after a lone string prefix, where its quote was lost.
    QuoteAfterPrefix = -1.5,
    /// A quote put before a string's prefix, making it text.
    QuoteBeforePrefix = 2.0,

    // --- A change's features at its error (ranking.rs) ---

    /// What a re-indent costs that leaves an unexpected indent on the next
    /// line of code.
    HandedOn = 4.0,
    /// A misspelt keyword first on the error's line, spelt right (a credit).
    NamedKeyword = 3.0,
    /// Each line between the change and the error (or the line it names).
    Distance = 1.0,
    /// Another change where a misspelt keyword starts the line, leaving it.
    MisspeltLeft = 1.5,
    /// Another change where a misspelt keyword starts the line, through it.
    MisspeltTaken = 3.0,
    /// A name taken from an import or an `except` clause.
    ImportedNameTaken = 2.0,
    /// A closer put where every bracket of its kind is closed.
    CloserUnmatched = 3.0,
    /// A closer deleted where its kind is balanced.
    BalancedCloserDeleted = 3.0,
    /// The change CPython's message names (a comma, a colon, a habit, tabs;
    /// a credit). Fitted (hand-set -1.5).
    NamedByMessage = -2.0,
    /// An operator put between numbers a list separates with commas.
    OperatorAmongNumbers = 1.5,
    /// An f-string's field's `)` or `]` made its `}` (a credit).
    FieldClosedByAnotherCloser = -3.0,
    /// A `*` put between a number and a name, as maths writes one (a credit).
    ProductWrittenAsMaths = -4.0,
    /// A `+` put between a string and an operand on a line that joins
    /// strings so (a credit).
    ConcatenationLost = -4.0,
    /// A `!` taken out of an operator: the condition turned round.
    NegationDropped = 5.0,
    /// A line left as bare names: a statement that does nothing.
    BareNamesLeft = 4.0,
    /// A walrus made a comparison or taken: the name it bound is left
    /// unbound where it is read (or a starred target's `*` taken: bound
    /// to an iterator where a list was).
    BindingTaken = 5.0,
    /// An `await` taken: what it awaited is left a coroutine no one runs.
    AwaitTaken = 5.0,
    /// A `:` taken from a dict display whose other entries have theirs
    /// (deleted or made an operator).
    EntryMadeUnlikeItsSiblings = 4.0,
    /// An element made like its siblings (a credit, against the distance
    /// from CPython's error): a closer put at the end of a line whose
    /// neighbours (a table's rows) close theirs so, an opener put at its
    /// start where they open theirs, a value quoted among strings.
    ClosedLikeItsSiblings = -4.0,
    /// A call's `(` made a `[` after a name the file calls.
    FunctionSubscripted = 2.0,
    /// A `;` in square brackets made a slice's `:` (a credit).
    SliceColonTypedAsSemicolon = -3.0,
    /// A `;` in a call's or a tuple's parentheses made a `,` (a credit):
    /// a spreadsheet's argument separator, or the key beside it.
    CommaTypedAsSemicolon = -3.0,
    /// A name the file binds as a variable and calls nowhere made a call
    /// (`get(k; ())` made `get(k())`).
    VariableCalled = 4.0,
    /// A character that stands for an operator or a mark (`≥`, `×`, a
    /// full-width `（`) taken away, not made what it stands for.
    MarkLookalikeTaken = 2.0,
    /// The keyword a statement starts with taken away.
    StatementKeywordTaken = 3.0,
    /// An operator put in between a number and a string, or comparing two
    /// literals.
    LiteralsOperated = 3.0,
    /// A comma ending an assignment's value: the value made a tuple.
    TupleMadeByComma = 3.0,
    /// A token-sized change inside another language's mark, other than
    /// the marks' table's Python for it (`~=` made `==`).
    ForeignMarkMisread = 4.0,
    /// A comma between digits taken away, fewer than three digits after
    /// it: a decimal comma's two parts made one number.
    FractionJoined = 2.0,
    /// A word taken from between two strings, leaving them glued into one
    /// (`case ["quit" or "exit"]` made `"quitexit"`): no one deletes so.
    StringsGlued = 2.0,
    /// A comma put at a line's end inside a bracket whose continued lines
    /// start with an operator (`and`, `+`): a condition made a tuple.
    OperatorLinesSplit = 5.0,
    /// A closer put where it makes an operator's two sides alike
    /// (`s.startswith("(") and s.endswith(")")`): people write such
    /// conditions in pairs (a credit).
    OperandsAlike = -3.0,
    /// A string left open: its quote deleted, its words made code.
    QuoteDeletedWordsCode = 5.0,
    /// A string left open: a quote put before it, its words made code.
    QuoteBeforeWordsCode = 2.5,
    /// A string's edge moved over an argument of the call.
    ArgumentSwallowed = 5.0,
    /// A closer put just where the parser stopped (a credit).
    CloserJustThere = -1.5,
    /// The same, before an augmented assignment (a credit).
    CloserBeforeAugmented = -2.5,
    /// A mismatched closer's lost closer put just before it (a credit).
    MismatchCloserBefore = -3.5,
    /// An unmatched closer deleted at its line's end (a credit).
    UnmatchedDeletedAtEnd = -3.0,
    /// An unmatched closer deleted elsewhere (a credit).
    UnmatchedDeleted = -1.0,
    /// An opener put just before an unmatched closer (an empty call).
    OpenerBeforeUnmatched = 1.0,
    /// A closer put between a name and its bracket, or inside a field.
    TearsACall = 1.5,
    /// A bracket never closed, closed where a line ends, or its double
    /// deleted (a credit).
    NeverClosedClosed = -5.0,
    /// A line's lost group `)` put where its grouping ends (a credit).
    GroupClosed = -5.0,
    /// A line's lost group `)` put anywhere else.
    GroupMisplaced = 3.0,
    /// A closer at the end of the line before a line the parser refused at
    /// its start (a credit).
    ClosesTheLineBefore = -3.0,
    /// A closer whose bracket would hold lines indented less than its own.
    OutdentsAContinuation = 3.0,
    /// A closer whose bracket would swallow a decorator. Fitted (was 3.0).
    SwallowsADecorator = 2.5,
    /// A closer whose bracket would hold a line at its own depth.
    HoldsALineAtItsDepth = 1.5,
    /// C's parentheses around a header's condition, closed before its colon
    /// (a credit).
    WrapsACondition = -2.0,
    /// A colon mid-line above a deeper block.
    ColonShortOfABlock = 3.0,
    /// A closer after a needless comma.
    AfterANeedlessComma = 2.0,
    /// A closer between two like elements.
    BetweenLikeElements = 1.5,
    /// Parentheses around a lone name or number.
    WrapsALoneOperand = 3.0,
    /// Closed at the end of the last line before a statement (a credit).
    EndsBeforeAStatement = -2.0,
    /// Closed too early, stranding the deeper lines after it.
    StrandsItsElements = 3.0,

    // --- A change's features at an error of indentation (ranking/indentation.rs) ---

    /// Punctuation that compiles at an error of indentation.
    PunctuationAtIndentation = 1.0,
    /// A jump at the indentation of the code after it.
    LeavesCodeUnreachable = 3.0,
    /// A jump put straight into a loop's body.
    LeavesALoopAtOnce = 1.5,
    /// A line carrying a loop's state taken out of it.
    LeavesALoopItsState = 1.5,
    /// A line between the file's levels not put at its nearest.
    FarFromItsLevel = 1.0,
    /// A word after a header's colon where its body lost its indentation.
    WordAfterEmptyHeader = 1.5,
    /// A line indented too deep, back at the line above's (a credit).
    BackAtTheLineAbove = -2.0,

    // --- Which side of a merge's conflict was kept (merge_conflict.rs) ---

    /// Each name the rest of the file uses that only a dropped side writes.
    MergeNameDropped = 1.0,
    /// Both sides kept: a merge's sides most often replace each other.
    MergeBothSides = 0.75,
    /// Each name both sides bind, both kept.
    MergeBoundTwice = 2.0,
    /// Their side kept rather than ours (the file's branch), all else equal.
    MergeTheirs = 0.25,

    // --- What ruff finds on a candidate's lines (mod.rs) ---

    /// Each finding of pyflakes or bugbear on the edited lines.
    RuffFinding = 1.0,
    /// An undefined name that is a keyword misspelt.
    UndefinedKeyword = 3.0,
}
