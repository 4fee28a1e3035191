//! The search of each file, on threads of their own: ripgrep's searcher with
//! a sink that keeps each match with its context, cut to size.

use cap_std::fs::OpenOptionsExt as _;
use std::collections::VecDeque;
use std::path::Path;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use grep_matcher::Matcher;
use grep_regex::RegexMatcher;
use grep_searcher::{BinaryDetection, SearcherBuilder};

use super::types::{MAX_LINE_CHARS, SearchMatch, SearchOptions, Tree};
use crate::sandbox::Sandbox;

pub(super) struct Searched {
    pub(super) index: usize,
    pub(super) outcome: std::result::Result<Vec<SearchMatch>, String>,
}

pub(super) struct Work<'a> {
    pub(super) sandbox: &'a Sandbox,
    pub(super) matcher: &'a RegexMatcher,
    pub(super) tree: &'a Tree,
    pub(super) files: &'a [&'a String],
    pub(super) options: &'a SearchOptions,
    pub(super) next: AtomicUsize,
    pub(super) found: AtomicUsize,
    pub(super) results: Mutex<Vec<Searched>>,
}

impl Work<'_> {
    pub(super) fn run(&self) {
        let mut searcher = SearcherBuilder::new()
            .line_number(true)
            .before_context(self.options.context)
            .after_context(self.options.context)
            .binary_detection(BinaryDetection::quit(0))
            .build();
        let mut mine = Vec::new();
        loop {
            // One more than asked: to know whether the result is cut.
            if self.found.load(Ordering::Relaxed) > self.options.max_results {
                break;
            }
            let index = self.next.fetch_add(1, Ordering::Relaxed);
            let Some(name) = self.files.get(index) else {
                break;
            };
            let outcome = self.file(&mut searcher, name);
            if let Ok(found) = &outcome {
                self.found.fetch_add(found.len(), Ordering::Relaxed);
            }
            mine.push(Searched { index, outcome });
        }
        if let Ok(mut results) = self.results.lock() {
            results.append(&mut mine);
        }
    }

    /// Searches the file `name`, streamed through the searcher's own buffer
    /// (memory stays bounded whatever the file's size).
    fn file(
        &self,
        searcher: &mut grep_searcher::Searcher,
        name: &str,
    ) -> std::result::Result<Vec<SearchMatch>, String> {
        let path = self.tree.relative.join(self.tree.under(name));
        let file = open_regular(self.sandbox, &path).map_err(|e| format!("{name}: {e}"))?;
        let mut collector = Collector {
            name,
            matcher: self.matcher,
            wanted: self.options.context,
            found: Vec::new(),
            recent: VecDeque::new(),
            open: Vec::new(),
            binary: false,
        };
        searcher
            .search_file(self.matcher, &file, &mut collector)
            .map_err(|e| format!("{name}: {e}"))?;
        // A NUL byte marks a binary file (ripgrep's rule): not searched.
        if collector.binary {
            return Err(format!("{name}: binary file"));
        }
        Ok(collector.found)
    }
}

/// Gathers a file's matches as the searcher reports them, each with the
/// lines around it: the searcher reports every line within `wanted` of a
/// match, once, in order.
struct Collector<'a> {
    name: &'a str,
    matcher: &'a RegexMatcher,
    wanted: usize,
    found: Vec<SearchMatch>,
    /// The last lines reported, consecutive, at most `wanted`.
    recent: VecDeque<(u64, String)>,
    /// Matches still taking lines after them.
    open: Vec<usize>,
    binary: bool,
}

impl Collector<'_> {
    /// Line `number` was reported (a match or context): it follows the open
    /// matches, and may come before the next.
    fn seen(&mut self, number: u64, text: &str) {
        if self.wanted == 0 {
            return;
        }
        let wanted = self.wanted;
        let found = &mut self.found;
        self.open.retain(|&i| {
            let m = &mut found[i];
            if number == m.line + m.after.len() as u64 + 1 {
                m.after.push(text.to_string());
            }
            number == m.line + m.after.len() as u64 && m.after.len() < wanted
        });
        if self
            .recent
            .back()
            .is_some_and(|(last, _)| last + 1 != number)
        {
            self.recent.clear();
        }
        self.recent.push_back((number, text.to_string()));
        if self.recent.len() > wanted {
            self.recent.pop_front();
        }
    }

    fn before(&self, number: u64) -> Vec<String> {
        match self.recent.back() {
            Some((last, _)) if last + 1 == number => {
                self.recent.iter().map(|(_, t)| t.clone()).collect()
            }
            _ => Vec::new(),
        }
    }
}

/// A reported line as text: without its ending, invalid UTF-8 replaced.
fn line_text(bytes: &[u8]) -> String {
    let mut text = String::from_utf8_lossy(bytes).into_owned();
    let kept = text.trim_end_matches('\n').trim_end_matches('\r').len();
    text.truncate(kept);
    text
}

impl grep_searcher::Sink for &mut Collector<'_> {
    type Error = std::io::Error;

    fn matched(
        &mut self,
        _searcher: &grep_searcher::Searcher,
        found: &grep_searcher::SinkMatch<'_>,
    ) -> std::result::Result<bool, std::io::Error> {
        // A match's lines arrive as one block when they run together.
        let first = found.line_number().unwrap_or(1);
        for (i, line) in found.lines().enumerate() {
            let number = first + i as u64;
            let line = line_text(line);
            let columns = columns(self.matcher, &line);
            let matched = SearchMatch {
                file: self.name.to_string(),
                line: number,
                column: columns.first().copied().unwrap_or(1),
                columns,
                before: self.before(number),
                after: Vec::new(),
                text: cut(line),
            };
            self.seen(number, &matched.text);
            self.found.push(matched);
            if self.wanted > 0 {
                self.open.push(self.found.len() - 1);
            }
        }
        Ok(true)
    }

    fn context(
        &mut self,
        _searcher: &grep_searcher::Searcher,
        context: &grep_searcher::SinkContext<'_>,
    ) -> std::result::Result<bool, std::io::Error> {
        if let Some(number) = context.line_number() {
            let text = cut(line_text(context.bytes()));
            self.seen(number, &text);
        }
        Ok(true)
    }

    fn binary_data(
        &mut self,
        _searcher: &grep_searcher::Searcher,
        _offset: u64,
    ) -> std::result::Result<bool, std::io::Error> {
        self.binary = true;
        Ok(false)
    }
}

/// Where each match on `line` starts, in 1-based characters.
fn columns(matcher: &RegexMatcher, line: &str) -> Vec<usize> {
    let mut starts = Vec::new();
    let mut counted = (0, 0); // bytes, characters
    let _ = matcher.find_iter(line.as_bytes(), |m| {
        // Counted on from the previous match: a long line is walked once.
        // A match starts on a character boundary of valid UTF-8.
        let chars = line
            .get(counted.0..m.start())
            .map_or(0, |s| s.chars().count());
        counted = (m.start(), counted.1 + chars);
        starts.push(counted.1 + 1);
        true
    });
    starts
}

fn cut(text: String) -> String {
    match text.char_indices().nth(MAX_LINE_CHARS) {
        None => text,
        Some((end, _)) => format!(
            "{}... [cut: {} more characters]",
            &text[..end],
            text[end..].chars().count()
        ),
    }
}

/// A regular file, opened beneath the sandbox root without blocking: a
/// FIFO swapped in after the walk cannot hang the search.
fn open_regular(sandbox: &Sandbox, path: &Path) -> std::io::Result<std::fs::File> {
    let mut open = cap_std::fs::OpenOptions::new();
    open.read(true)
        .custom_flags((rustix::fs::OFlags::NONBLOCK | rustix::fs::OFlags::NOCTTY).bits() as i32);
    let file = sandbox.beneath(path, |p| sandbox.dir().open_with(p, &open))?;
    if !file.metadata()?.is_file() {
        return Err(std::io::Error::other("not a regular file"));
    }
    Ok(file.into_std())
}
