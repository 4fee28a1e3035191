//! The rules' names: what kind of mistake a change undoes. The table in
//! [`super::rules`] gives each its attributes, [`super::weights`] its prior.

use serde::Serialize;

/// What kind of mistake an edit undoes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Insert,
    Delete,
    Replace,
    /// A misspelt keyword written right.
    Keyword,
    /// A name the file writes in the same place elsewhere.
    Name,
    /// A string's missing quote put back.
    CloseString,
    /// A comment's `#` put back before a line's prose.
    Comment,
    /// What was lost between two words the file writes, run together
    /// (`__init__self` for `__init__(self`, `line2` for `line[2`).
    Split,
    Reindent,
    ReindentBlock,
    /// A block's body written at its header's level, given its indentation.
    Body,
    SwapLines,
    /// Python 2's `print x` or `except E, e` written as Python 3's.
    Python2,
    /// Typographic quotes made ASCII.
    Quotes,
    /// Characters that look like ASCII (a dash for a minus, a full-width
    /// colon) made the ASCII they stand for.
    Lookalike,
    /// A dict display's key given its value with `=` (`{'a' = 1}`), as a
    /// call's keyword is: given its `:`.
    DictColon,
    /// An f-string's replacement field closed after its format spec.
    Field,
    /// What a chat, a console or a notebook put around pasted code (a
    /// Markdown fence, `>>>` prompts, `%magic`) made a comment or taken off.
    Pasted,
    /// A keyword used as a name (`lambda = 0.5`), given PEP 8's trailing
    /// underscore (`lambda_`).
    KeywordName,
    /// A body's first statement written on its header's line, the rest
    /// below: the line broken after the header's colon.
    InlineBody,
    /// A triple-quoted string's closing quotes lost (it swallowed the code
    /// after it): put back after its prose.
    LostDocstringEnd,
    /// A chat answer's prose pasted with its code: its paragraph made
    /// comments.
    Prose,
    /// A merge's conflict markers left in: one side kept, or both.
    MergeConflict,
    /// A chat's whole answer pasted: every line outside its fenced (or
    /// labelled) Python blocks made a comment.
    ChatAnswer,
    /// A diff pasted as code: made the code after it (its `+` lines
    /// without the mark, its `-` lines and headers dropped).
    Diff,
    /// A comment written inside a continued statement (after an operator
    /// or a `\`): moved to the statement's end.
    MovedComment,
    /// A note drawn to the code with an arrow and no `#` (`x = 1  <--
    /// change this`): its `#` put before the arrow.
    ArrowNote,
    /// Python 3.12's type parameters written as older Pythons do
    /// (`TypeVar`s declared, `Generic[...]`, an alias an assignment).
    TypeParams,
    /// Another language's habits made Python's throughout the file (Go,
    /// Ruby, PHP, MATLAB, Lua, C's family).
    Dialect,
    /// A method chain split over lines, put in parentheses.
    Chain,
    /// An `else` block before its chain's `elif`s, moved after them.
    ElseLast,
    /// An `else` given its branch's condition negated: the condition dropped.
    ElseCondition,
    /// A decorator and the definition it decorates on one line: broken
    /// in two.
    DecoratorLine,
    /// A call's keyword arguments given their values with `:`.
    KeywordArgument,
    /// Two versions of a definition pasted with a line of prose between:
    /// the first made comments with the prose.
    Superseded,
    /// A page's or an editor's line numbers pasted with the code: taken
    /// off, with their margin.
    LineNumbers,
    /// Two statements on one line, their line break lost: broken again.
    JoinedLines,
    /// A definition's old header and first lines left above its new
    /// version: taken away.
    UnfinishedVersion,
    /// A keyword right but out of its place or scope (`def async`, a
    /// `nonlocal` with no enclosing function's name).
    KeywordMisplaced,
    /// A part of a statement where Python gives it no place, put where it
    /// belongs: an annotation after the value, a parameter after
    /// `**kwargs`, a mapping pattern's keys as names.
    PartPlaced,
    /// What a page, a chat or a mail client added to code copied from it
    /// (a quote's `> `, backticks, HTML's entities, Markdown's escapes,
    /// JSON's), taken off.
    CopyMarkup,
    /// A keyword or a name the file writes typed twice, its halves run
    /// together (`notnot`), or a string's prefix typed twice (`rr'...'`):
    /// written once.
    Stutter,
    /// A string whose backslashes are a path's or a pattern's, not
    /// escapes CPython can decode (`"C:\Users"`): made raw.
    RawString,
    /// A line wrapped inside a string by an editor or a form: joined again.
    WrappedLine,
    /// Braces an f-string holds as text (a LaTeX label's `{\mathrm{m}}`),
    /// doubled.
    LiteralBraces,
    /// A parameter after defaulted ones given the default the file gives
    /// it in another header.
    ParameterDefault,
    /// A parameter after defaulted ones made keyword-only (`*, ` before
    /// it).
    KeywordOnly,
    /// Keys pressed with the keyboard in another language's layout, read
    /// back as the US keys they share.
    KeyboardLayout,
    /// An f-string's field that 3.11 cannot read (a backslash, a comment)
    /// computed on a line of its own before the statement.
    FieldHoisted,
    /// A conditional expression given its `else` (or made an `if`
    /// statement).
    ElseGiven,
    /// A generator sharing its call with other arguments parenthesised.
    GeneratorParenthesised,
    /// A lambda's tuple body, written without its brackets in a call's
    /// arguments, bracketed.
    LambdaTuple,
    /// A starred target alone made a tuple (`*a = xs` -> `*a, = xs`).
    StarredTargetTuple,
    /// A positional argument after keywords named for the parameter the
    /// function the file defines leaves for it.
    KeywordNamed,
    /// A letter typed for the digit it looks like in a number (`0xFF64O0`).
    DigitLookalike,
    /// C's and JavaScript's `//` comment, begun where a line's code would
    /// start or after code (two spaces before it), made Python's `#`.
    ForeignComment,
    /// A walrus where only a bracketed one stands (a comprehension's `if`,
    /// a `return`, an operator's operand), bracketed.
    WalrusBracketed,
    /// A run of lines indented with tabs in a file indented with spaces
    /// (a pasted block), indented with spaces at once.
    TabBlock,
    /// Inline code's backticks around code (`` return `f(x)` ``) taken off.
    InlineCode,
    /// Another language's operator or line mark (`~=`, `.and.`, `-ne`,
    /// `%in%`, `2>/dev/null`, a `!` comment) written as Python's.
    ForeignOperator,
    /// A `try:` line lost above its body, named by its `except` or
    /// `finally` below: put back.
    TryLost,
    /// A block's header moved shallower than its body and its siblings:
    /// put back at their depth.
    HeaderDedented,
    /// printf-style formatting's values given without their tuple's
    /// parentheses (`"%s -> %s" % a, b`): grouped.
    FormatTuple,
    /// `=` written for `==` where only a comparison stands: every one of
    /// the line made `==` (`:=` where it binds a name not written before).
    EqualsCompared,
    /// Visual Basic's habits (`End If`, `Exit For`, `Sub f()`, `Set x =`,
    /// `If c Then`, ` & _`, `'` comments) and SQL's capital `AND`, `NOT
    /// IN` made Python's.
    BasicHabit,
    /// A lambda's parameters without a default written after those with
    /// one: put first, as its caller passes them.
    LambdaDefaultsLast,
    /// Swift's, Kotlin's, TypeScript's and C#'s typed forms (`a?.b`,
    /// `p?: T`, `T?`, `T[]`, `guard c else:`) made Python's.
    TypedHabit,
    /// A raw string left open by the backslash before its closing quote
    /// (a folder's path): the backslash taken off.
    RawStringEnd,
    /// An f-string's lone `}` after a literal `{{`: the field's `{` put
    /// back, or the brace doubled as the literal's close.
    FStringBrace,
    /// Another language's anonymous function (`\x -> e`, `fn x -> e
    /// end`, `@(x) e`, `x => e`) made a `lambda`.
    ForeignLambda,
    /// A keyword argument's lost `=` (`fontsize 8`) put back, where the
    /// file binds no such name.
    KeywordEquals,
    /// Superscript digits read as a power (` ** 4`) or a name's digits.
    Superscript,
    /// A decimal comma in a value (`"kp": 2,8`) made a point.
    DecimalComma,
    /// A name written with hyphens (`user-id = ...`) made one with
    /// underscores, everywhere the file writes it.
    HyphenName,
    /// A pipe of Elixir, F# or R (`x |> f(a)`) written as Python's call
    /// (`f(x, a)`).
    Pipe,
    /// Another language's statement on a line of its own (`end if;`,
    /// `println "x"`, `proc f(x):`, `(define N v)`, `ADD 1 TO n`) made
    /// Python's.
    ForeignStatement,
    /// A parameter written twice: one copy taken away.
    DuplicateParameter,
    /// An async generator's `return value`: the value taken away.
    GeneratorReturn,
    /// A bare name passed after keyword arguments, passed as its own
    /// keyword (`message` as `message=message`).
    KeywordShorthand,
    /// A pattern's `or` made `|`, a mapping pattern's `**rest` put last.
    PatternForm,
    /// A triple-quoted string's first line ending one quote short
    /// (`\"\"\"Doc.\"\"`): its third quote put back.
    DocstringQuoteShort,
    /// An operator lost at a continued line's start, inside brackets whose
    /// other lines start with theirs: the bracket's operator put back.
    ContinuedOperator,
    /// A plain string left open by a backslash before its closing quote
    /// (`"\\"` meant a backslash): the backslash escaped.
    EscapedStringEnd,
    /// A closer lost where the lines' indentation says its bracket's
    /// content ended (the next entry at the inner bracket's line's
    /// indentation, a line aligned under an outer bracket): put back there.
    CloserByIndentation,
    /// A bracket left open inside an f-string's field: closed where the
    /// field's expression ends (before its spec, its conversion, its `}`).
    FieldBracket,
    /// A two-digit field written with its zero (`time(08, 30)`, a month
    /// `09`): the decimal number, not Python 2's octal.
    LeadingZero,
    /// A call's keyword argument given twice (a line pasted or added
    /// above the one it replaces): one copy taken away with its comma.
    KeywordRepeated,
    /// A `\\` at a line's end after a whole operand, a statement starting
    /// on the next line: it joins two statements, and goes.
    StrayContinuation,
    /// A dict comprehension's key and value written with a comma
    /// (`{w, i for i, w in pairs}`): the colon.
    ComprehensionColon,
    /// A bracket's values separated by spaces alone (`[1.0 2.0 3.0]`): a
    /// comma between each two.
    ValuesSpaced,
    /// An f-string's fields holding strings in its own quote (3.12's
    /// nesting): those strings given the other quote.
    QuotesReused,
    /// A number written as another language, a locale or maths writes it
    /// (`1.172d-5`, `1.0f`, `80h`, `20.000.000`, `10 000`, `2sr12`):
    /// Python's.
    NumberForm,
    /// A parameter written twice whose body reads a name nothing writes:
    /// the later copy given that name.
    ParameterRenamed,
    /// A value written without its quotes as a form shows it (an address,
    /// a code with leading zeros, a time, a version): quoted.
    ValueUnquoted,
    /// A number's unit as a page writes it (`-1.0 dBTP`, `-135°`), a word
    /// the file writes nowhere else: taken away.
    UnitDropped,
    /// A notebook's `await` at the top of a file: `asyncio.run(...)`.
    AwaitedAtTheTop,
    /// A `from __future__ import` below other statements: moved up.
    FutureImportFirst,
    /// An f-string's field whose `{` was lost before its expression, a
    /// spec or code before its `}`: put back.
    FieldOpenerLost,
}

/// Every rule, in the table's order.
pub(super) const ALL: [Kind; 98] = [
    Kind::Insert,
    Kind::Delete,
    Kind::Replace,
    Kind::Keyword,
    Kind::Name,
    Kind::CloseString,
    Kind::Comment,
    Kind::Split,
    Kind::Reindent,
    Kind::ReindentBlock,
    Kind::Body,
    Kind::SwapLines,
    Kind::Python2,
    Kind::Quotes,
    Kind::Lookalike,
    Kind::DictColon,
    Kind::Field,
    Kind::Pasted,
    Kind::KeywordName,
    Kind::InlineBody,
    Kind::LostDocstringEnd,
    Kind::Prose,
    Kind::MergeConflict,
    Kind::ChatAnswer,
    Kind::Diff,
    Kind::MovedComment,
    Kind::ArrowNote,
    Kind::TypeParams,
    Kind::Superseded,
    Kind::LineNumbers,
    Kind::Dialect,
    Kind::Chain,
    Kind::ElseLast,
    Kind::ElseCondition,
    Kind::DecoratorLine,
    Kind::KeywordArgument,
    Kind::JoinedLines,
    Kind::UnfinishedVersion,
    Kind::KeywordMisplaced,
    Kind::PartPlaced,
    Kind::CopyMarkup,
    Kind::Stutter,
    Kind::RawString,
    Kind::WrappedLine,
    Kind::LiteralBraces,
    Kind::ParameterDefault,
    Kind::KeywordOnly,
    Kind::KeyboardLayout,
    Kind::FieldHoisted,
    Kind::ElseGiven,
    Kind::GeneratorParenthesised,
    Kind::LambdaTuple,
    Kind::StarredTargetTuple,
    Kind::WalrusBracketed,
    Kind::ForeignComment,
    Kind::DigitLookalike,
    Kind::KeywordNamed,
    Kind::TabBlock,
    Kind::InlineCode,
    Kind::ForeignOperator,
    Kind::TryLost,
    Kind::HeaderDedented,
    Kind::FormatTuple,
    Kind::EqualsCompared,
    Kind::BasicHabit,
    Kind::LambdaDefaultsLast,
    Kind::TypedHabit,
    Kind::RawStringEnd,
    Kind::FStringBrace,
    Kind::ForeignLambda,
    Kind::KeywordEquals,
    Kind::Superscript,
    Kind::DecimalComma,
    Kind::HyphenName,
    Kind::Pipe,
    Kind::ForeignStatement,
    Kind::DuplicateParameter,
    Kind::GeneratorReturn,
    Kind::KeywordShorthand,
    Kind::PatternForm,
    Kind::DocstringQuoteShort,
    Kind::ContinuedOperator,
    Kind::EscapedStringEnd,
    Kind::CloserByIndentation,
    Kind::FieldBracket,
    Kind::LeadingZero,
    Kind::KeywordRepeated,
    Kind::StrayContinuation,
    Kind::ComprehensionColon,
    Kind::ValuesSpaced,
    Kind::QuotesReused,
    Kind::NumberForm,
    Kind::ParameterRenamed,
    Kind::ValueUnquoted,
    Kind::UnitDropped,
    Kind::AwaitedAtTheTop,
    Kind::FutureImportFirst,
    Kind::FieldOpenerLost,
];
