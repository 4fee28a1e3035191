//! What a rule of the table ([`super::rules`]) may say of itself: when the
//! search tries it first, and the attributes the search, the progress test
//! and the window read (they name no rule).

/// When the search judges a rule's changes: with the likely ones first,
/// or after them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Likely {
    Always,
    Never,
    /// At an error of indentation (or of tabs).
    AtIndentation,
    /// When what it puts in is what lines most often lack (a closer, a
    /// comma, a colon, an assignment's `=`).
    WhenItPutsInWhatLinesLack,
    /// When it puts `==` for `=`, `:` for `;`, or an f-string field's `}`
    /// for the `)` that closed it.
    WhenItReplacesALookalike,
}

/// What the search, the progress test and the window may know of a rule.
#[derive(Debug, Clone, Copy)]
pub(super) struct Attributes {
    /// It changes lines rather than tokens: a window cut from the text
    /// before it cannot judge it.
    pub reshapes_lines: bool,
    /// It only re-indents or reorders lines: it cannot undo a string left
    /// open or a character out of place.
    pub moves_lines_only: bool,
    /// It re-indents lines: doing so twice to the same lines is a detour.
    pub reindents: bool,
    /// It undoes what CPython's tokenizer stops at (a character, a
    /// quote): an earlier error may show after it, which a window cut
    /// after it would count as a failure.
    pub may_reveal_an_earlier_error: bool,
    /// All but certain: an error later on its own line is progress.
    pub all_but_certain: bool,
    /// It takes a whole paste's artefacts off at once: any error from
    /// the first one's line on is progress.
    pub clears_a_paste: bool,
    /// It rewrites another language's block syntax (a header's `{` for
    /// `:`): a later line's `}` is that language's too.
    pub rewrites_braces: bool,
    /// What it rewrites is no code to judge (talk, markers, a habit of the
    /// whole file): its prior alone prices it.
    pub priced_by_prior_alone: bool,
    /// Its mistake is reported where the next such text starts, far below
    /// it as a rule (a string one quote short): its distance from the
    /// error says nothing.
    pub reported_far_below: bool,
    /// It takes code's tokens away on purpose (into a comment, a string,
    /// or as another language's that Python has no need of): the tokens
    /// it leaves fewer of are no sign of text swallowed by mistake.
    pub takes_tokens_away: bool,
    /// What it writes typical code seldom writes, by design (Python 2's
    /// forms made 3's, another language's habit made Python's, a part
    /// put in its place, a word typed twice written once, a default the
    /// file gives elsewhere): the file model's surprise may lower its
    /// cost, never raise it.
    pub unusual_by_design: bool,
    pub likely: Likely,
}

pub(super) const PLAIN: Attributes = Attributes {
    reshapes_lines: false,
    moves_lines_only: false,
    reindents: false,
    may_reveal_an_earlier_error: false,
    all_but_certain: false,
    clears_a_paste: false,
    rewrites_braces: false,
    priced_by_prior_alone: false,
    reported_far_below: false,
    takes_tokens_away: false,
    unusual_by_design: false,
    likely: Likely::Never,
};

pub(super) const LIKELY: Attributes = Attributes {
    likely: Likely::Always,
    ..PLAIN
};

/// A change its shape all but proves: tried first, and not second-guessed.
pub(super) const CERTAIN: Attributes = Attributes {
    all_but_certain: true,
    ..LIKELY
};

/// Another language's (or Python 2's) habit: all but certain, and unusual
/// in the file by design (a file that never writes it says nothing against
/// it).
pub(super) const HABIT: Attributes = Attributes {
    all_but_certain: true,
    unusual_by_design: true,
    ..LIKELY
};

pub(super) const REINDENT: Attributes = Attributes {
    reshapes_lines: true,
    moves_lines_only: true,
    reindents: true,
    ..PLAIN
};
