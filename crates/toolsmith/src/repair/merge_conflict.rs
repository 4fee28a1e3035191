//! A merge's conflict left in the file (`<<<<<<< HEAD`, our lines,
//! `=======`, theirs, `>>>>>>> branch`; git's diff3 style adds `|||||||`
//! and the base's lines): CPython stops at its first marker. Three
//! changes, each the whole block: our side kept, theirs, or both (ours
//! first). Which one the file agrees with is a feature of the cost
//! ([`side_features`]): a side whose names the rest of the file uses is
//! the one its author kept. A marker left alone after a resolution by hand
//! is taken away ([`lone_markers`]).

use super::edits::{Change, Kind, Lines, first_word, is_keyword, is_name};

const OURS: &str = "<<<<<<<";
const BASE: &str = "|||||||";
const SPLIT: &str = "=======";
const THEIRS: &str = ">>>>>>>";

/// A conflict block's parts, as byte ranges of the text.
struct Block {
    start: usize,
    end: usize,
    ours: std::ops::Range<usize>,
    theirs: std::ops::Range<usize>,
}

/// The conflict block holding line `line`, if its markers are there.
fn block_at(code: &str, lines: &Lines, line: usize) -> Option<Block> {
    let marker = |n: usize, mark: &str| lines.slice(code, n, n).starts_with(mark);
    let first = (1..=line.min(lines.count()))
        .rev()
        .find(|&n| marker(n, OURS))?;
    let split = (first + 1..=lines.count()).find(|&n| marker(n, SPLIT))?;
    let last = (split + 1..=lines.count()).find(|&n| marker(n, THEIRS))?;
    if line > last {
        return None;
    }
    let base = (first + 1..split).find(|&n| marker(n, BASE));
    Some(Block {
        start: lines.start_of(first),
        end: lines.end_of(last).min(code.len()),
        ours: lines.start_of(first + 1)..lines.start_of(base.unwrap_or(split)),
        theirs: lines.start_of(split + 1)..lines.start_of(last),
    })
}

/// Our side, theirs and both, for the block at line `line`.
pub(super) fn conflict_sides(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let Some(block) = block_at(code, lines, line) else {
        return;
    };
    let ours = &code[block.ours.clone()];
    let theirs = &code[block.theirs.clone()];
    for kept in [
        ours.to_string(),
        theirs.to_string(),
        format!("{ours}{theirs}"),
    ] {
        out.push(Change::new(
            block.start,
            block.end,
            &kept,
            Kind::MergeConflict,
        ));
    }
}

/// A marker left alone after the conflict was resolved by hand (no block
/// holds it): its line taken away; a diff3 base's marker with the base's
/// lines below it too, as far as they are older copies of the lines above
/// (each begins as one of the ten lines before the marker does).
pub(super) fn lone_markers(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let text = lines.slice(code, line, line);
    let marker = [OURS, BASE, SPLIT, THEIRS]
        .into_iter()
        .find(|m| text.starts_with(m) && !text[m.len()..].starts_with(['<', '|', '=', '>']));
    if marker.is_none() || block_at(code, lines, line).is_some() {
        return;
    }
    let start = lines.start_of(line);
    out.push(Change::new(
        start,
        lines.end_of(line).min(code.len()),
        "",
        Kind::MergeConflict,
    ));
    if marker != Some(BASE) {
        return;
    }
    let head = |n: usize| {
        let text = lines.slice(code, n, n).trim();
        text[..text.find(['=', '(', ':']).unwrap_or(text.len())]
            .trim()
            .to_string()
    };
    let above: Vec<String> = (line.saturating_sub(10).max(1)..line)
        .map(head)
        .filter(|h| !h.is_empty())
        .collect();
    let mut last = line;
    while last < lines.count() && !head(last + 1).is_empty() && above.contains(&head(last + 1)) {
        last += 1;
    }
    if last > line {
        out.push(Change::new(
            start,
            lines.end_of(last).min(code.len()),
            "",
            Kind::MergeConflict,
        ));
    }
}

/// The names `text` writes (no keyword).
fn names(text: &str) -> std::collections::BTreeSet<&str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| is_name(w) && !is_keyword(w))
        .collect()
}

/// The names a side's lines bind at their start (`def f`, `class C`,
/// `x =`).
fn bound(text: &str) -> std::collections::BTreeSet<&str> {
    text.lines()
        .filter_map(|line| {
            let line = line.trim_start();
            let line = line
                .strip_prefix("def ")
                .or_else(|| line.strip_prefix("class "))
                .or_else(|| line.strip_prefix("async def "))
                .unwrap_or(line);
            let name = first_word(line);
            let rest = line[name.len()..].trim_start();
            let binds =
                rest.starts_with(['(', ':']) || (rest.starts_with('=') && !rest.starts_with("=="));
            (!name.is_empty() && binds).then_some(name)
        })
        .collect()
}

/// What keeping `change`'s text of the block it replaces in `code` (whose
/// lines are `lines`) says against it: (names the rest of the file uses that only a dropped side
/// writes, whether both sides were kept, names both sides bind when both
/// are kept, whether theirs alone was kept). `None` if it is no such change.
pub(super) fn side_features(
    code: &str,
    lines: &Lines,
    change: &Change,
) -> Option<(usize, bool, usize, bool)> {
    let block = block_at(code, lines, lines.line_of(change.start))?;
    let (ours, theirs) = (&code[block.ours.clone()], &code[block.theirs.clone()]);
    let rest = format!("{}{}", &code[..block.start], &code[block.end..]);
    let used = names(&rest);
    let kept = names(&change.text);
    let dropped = names(ours)
        .union(&names(theirs))
        .filter(|n| used.contains(*n) && !kept.contains(*n))
        .count();
    let both =
        change.text.len() == ours.len() + theirs.len() && !ours.is_empty() && !theirs.is_empty();
    let twice = if both {
        bound(ours).intersection(&bound(theirs)).count()
    } else {
        0
    };
    let theirs_alone = change.text == theirs && change.text != ours;
    Some((dropped, both, twice, theirs_alone))
}

#[cfg(test)]
mod tests {
    use super::*;

    const CONFLICT: &str = "import os\n<<<<<<< HEAD\ndef load(path, params=None):\n    return path\n=======\ndef load(path):\n    return path\n>>>>>>> feature\n\nload('a', params={})\n";

    fn sides(code: &str, line: usize) -> Vec<String> {
        let mut out = Vec::new();
        conflict_sides(code, &Lines::of(code), line, &mut out);
        out.iter().map(|c| c.apply(code)).collect()
    }

    #[test]
    fn a_block_offers_our_side_theirs_and_both() {
        let all = sides(CONFLICT, 2);
        assert_eq!(all.len(), 3);
        assert!(all[0].contains("params=None") && !all[0].contains("<<<"));
        assert!(all[1].contains("def load(path):") && !all[1].contains("params=None"));
        assert_eq!(all[2].matches("def load").count(), 2);
        // From the split or the last marker too; nothing outside a block.
        assert_eq!(sides(CONFLICT, 5).len(), 3);
        assert!(sides("x = 1\n=======\n", 2).is_empty());
    }

    #[test]
    fn a_marker_left_alone_goes_with_a_bases_older_lines() {
        let left = |code: &str, line: usize| {
            let mut out = Vec::new();
            lone_markers(code, &Lines::of(code), line, &mut out);
            out.iter().map(|c| c.apply(code)).collect::<Vec<_>>()
        };
        assert_eq!(left("x = 1\n<<<<<<< HEAD\ny = 2\n", 2), ["x = 1\ny = 2\n"]);
        let code = "def make():\n    app.config[\"URI\"] = url()\n    app.config[\"KEY\"] = key()\n||||||| 3c1f2ab\n    app.config[\"URI\"] = \"sqlite://\"\n    return app\n";
        assert_eq!(
            left(code, 4)[1],
            "def make():\n    app.config[\"URI\"] = url()\n    app.config[\"KEY\"] = key()\n    return app\n"
        );
        assert!(left(CONFLICT, 2).is_empty());
    }

    #[test]
    fn the_side_the_rest_of_the_file_uses_costs_least() {
        let code = "<<<<<<< HEAD\nTIMEOUT = 5\n=======\nRETRIES = 3\n>>>>>>> b\nprint(RETRIES)\n";
        let mut out = Vec::new();
        conflict_sides(code, &Lines::of(code), 1, &mut out);
        let features: Vec<_> = out
            .iter()
            .map(|c| side_features(code, &Lines::of(code), c).unwrap())
            .collect();
        assert_eq!(features[0], (1, false, 0, false));
        assert_eq!(features[1], (0, false, 0, true));
        assert_eq!(features[2], (0, true, 0, false));
        let mut out = Vec::new();
        conflict_sides(CONFLICT, &Lines::of(CONFLICT), 2, &mut out);
        let both = side_features(CONFLICT, &Lines::of(CONFLICT), &out[2]).unwrap();
        assert_eq!(both.2, 1);
    }
}
