//! Content search (`search`) and name search (`find`) over the sandbox, with
//! ripgrep's own crates: the files are those `ls` walks (the same skips,
//! links followed only inside the sandbox), every regular file instead of
//! `.py` only; each is opened through the sandbox handle.

use cap_std::fs::OpenOptionsExt as _;
use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use globset::{GlobBuilder, GlobMatcher};
use grep_matcher::Matcher;
use grep_regex::{RegexMatcher, RegexMatcherBuilder};
use grep_searcher::{BinaryDetection, SearcherBuilder};
use serde::Serialize;

use super::listing::{ListOptions, ListResult};
use crate::error::{Error, Result};
use crate::sandbox::Sandbox;

/// Files a search or find walks at most.
const MAX_WALKED_FILES: usize = 200_000;
/// A line's text is cut to this many characters in a result.
const MAX_LINE_CHARS: usize = 500;

#[derive(Debug, Clone)]
pub struct SearchOptions {
    /// The pattern is literal text, not a regular expression.
    pub fixed_strings: bool,
    pub ignore_case: bool,
    /// Only files matching one of these globs (see [`Sandbox::find_files`] for their meaning).
    pub globs: Vec<String>,
    /// Lines of context before and after each match.
    pub context: usize,
    pub max_results: usize,
    /// Name files from the sandbox root (else as the directory was spelled, as `ls`).
    pub from_root: bool,
}

impl Default for SearchOptions {
    fn default() -> Self {
        SearchOptions {
            fixed_strings: false,
            ignore_case: false,
            globs: Vec::new(),
            context: 0,
            max_results: 1000,
            from_root: false,
        }
    }
}

/// One line that matches.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct SearchMatch {
    pub file: String,
    /// 1-based.
    pub line: u64,
    /// 1-based, in characters: where the first match on the line starts.
    pub column: usize,
    /// Where every match on the line starts (1-based characters).
    pub columns: Vec<usize>,
    /// The line, without its ending (cut if very long, the cut marked).
    pub text: String,
    pub before: Vec<String>,
    pub after: Vec<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct SearchResult {
    pub pattern: String,
    pub matches: Vec<SearchMatch>,
    pub count: usize,
    pub files_searched: usize,
    /// More matches exist than `max_results` (or the walk hit its cap).
    pub truncated: bool,
    /// Files passed over: binary, unreadable; links leading out.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub skipped: Vec<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct FindResult {
    pub pattern: String,
    pub files: Vec<String>,
    pub count: usize,
    pub truncated: bool,
}

/// Globs as `rg -g` and `.gitignore` read them: one without `/` matches a
/// file's name anywhere; one with `/` matches its path under the directory,
/// `*` staying within one directory and `**` crossing any number.
struct Globs(Vec<(GlobMatcher, bool)>);

impl Globs {
    fn new(patterns: &[String]) -> Result<Globs> {
        let mut globs = Vec::new();
        for pattern in patterns {
            let glob = GlobBuilder::new(pattern)
                .literal_separator(true)
                .backslash_escape(true)
                .build()
                .map_err(|e| Error::InvalidArgument(format!("invalid glob: {e}")))?;
            globs.push((glob.compile_matcher(), pattern.contains('/')));
        }
        Ok(Globs(globs))
    }

    /// Whether `under` (a path under the searched directory) is selected.
    fn select(&self, under: &str) -> bool {
        if self.0.is_empty() {
            return true;
        }
        let name = under.rsplit('/').next().unwrap_or(under);
        self.0
            .iter()
            .any(|(glob, whole_path)| glob.is_match(if *whole_path { under } else { name }))
    }
}

/// Every regular file under a directory: as `ls` names them, and each one's
/// path from the sandbox root.
struct Tree {
    listing: ListResult,
    relative: PathBuf,
    shown: String,
}

impl Tree {
    /// A listed name's path under the directory (what globs see).
    fn under<'a>(&self, name: &'a str) -> &'a str {
        let shown = self.shown.as_str();
        if shown.is_empty() || (shown == "." && !name.starts_with("./")) {
            return name;
        }
        name.strip_prefix(shown)
            .map(|rest| rest.trim_start_matches('/'))
            .unwrap_or(name)
    }
}

impl Sandbox {
    fn tree(&self, directory: &Path, from_root: bool) -> Result<Tree> {
        let options = ListOptions {
            max_entries: MAX_WALKED_FILES,
            all_files: true,
            ..ListOptions::default()
        };
        let relative = self.locate(directory)?;
        let listing = if from_root {
            self.list_files_from_root(directory, &options)?
        } else {
            self.list_files(directory, &options)?
        };
        let shown = if from_root {
            relative.display().to_string()
        } else {
            listing.directory.clone()
        };
        Ok(Tree {
            listing,
            relative,
            shown,
        })
    }

    /// `find`: the files under `directory` whose names match `glob`.
    pub fn find_files(
        &self,
        glob: &str,
        directory: &Path,
        from_root: bool,
        max_results: usize,
    ) -> Result<FindResult> {
        let globs = Globs::new(&[glob.to_string()])?;
        let tree = self.tree(directory, from_root)?;
        let mut files: Vec<String> = tree
            .listing
            .files
            .iter()
            .filter(|name| globs.select(tree.under(name)))
            .cloned()
            .collect();
        let truncated = files.len() > max_results || tree.listing.truncated;
        files.truncate(max_results);
        Ok(FindResult {
            pattern: glob.to_string(),
            count: files.len(),
            files,
            truncated,
        })
    }

    /// `search`: the lines of the files under `directory` that match `pattern`.
    pub fn search(
        &self,
        pattern: &str,
        directory: &Path,
        options: &SearchOptions,
    ) -> Result<SearchResult> {
        if !options.fixed_strings {
            check_pattern(pattern, options.ignore_case)?;
        }
        let matcher = RegexMatcherBuilder::new()
            .case_insensitive(options.ignore_case)
            .fixed_strings(options.fixed_strings)
            .line_terminator(Some(b'\n'))
            .build(pattern)
            .map_err(|e| Error::InvalidArgument(format!("invalid regular expression: {e}")))?;
        let globs = Globs::new(&options.globs)?;
        let tree = self.tree(directory, options.from_root)?;
        let selected: Vec<&String> = tree
            .listing
            .files
            .iter()
            .filter(|name| globs.select(tree.under(name)))
            .collect();
        let work = Work {
            sandbox: self,
            matcher: &matcher,
            tree: &tree,
            files: &selected,
            options,
            next: AtomicUsize::new(0),
            found: AtomicUsize::new(0),
            results: Mutex::new(Vec::new()),
        };
        let threads = std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .clamp(1, 8)
            .min(selected.len().max(1));
        std::thread::scope(|scope| {
            for _ in 1..threads {
                scope.spawn(|| work.run());
            }
            work.run();
        });
        let mut results = work.results.into_inner().unwrap_or_else(|e| e.into_inner());
        // Files were taken in order: those before where the cap stopped the
        // search were all searched, so the first matches are exact.
        results.sort_by_key(|searched| searched.index);
        let mut matches = Vec::new();
        let mut skipped = tree.listing.skipped.clone();
        let mut files_searched = 0;
        for searched in results {
            match searched.outcome {
                Ok(found) => {
                    files_searched += 1;
                    matches.extend(found);
                }
                Err(reason) => skipped.push(reason),
            }
        }
        let truncated = matches.len() > options.max_results || tree.listing.truncated;
        matches.truncate(options.max_results);
        Ok(SearchResult {
            pattern: pattern.to_string(),
            count: matches.len(),
            matches,
            files_searched,
            truncated,
            skipped,
        })
    }
}

/// A pattern that does not parse, refused with the problem and where it is
/// (in characters, 1-based), before any file is read.
fn check_pattern(pattern: &str, ignore_case: bool) -> Result<()> {
    let parsed = regex_syntax::ParserBuilder::new()
        .case_insensitive(ignore_case)
        .build()
        .parse(pattern);
    match parsed {
        Ok(_) => Ok(()),
        Err(regex_syntax::Error::Parse(e)) => Err(Error::InvalidArgument(format!(
            "invalid regular expression {pattern:?}: {} at character {}",
            e.kind(),
            pattern[..e.span().start.offset].chars().count() + 1
        ))),
        Err(e) => Err(Error::InvalidArgument(format!(
            "invalid regular expression {pattern:?}: {}",
            e.to_string().lines().last().unwrap_or_default()
        ))),
    }
}

struct Searched {
    index: usize,
    outcome: std::result::Result<Vec<SearchMatch>, String>,
}

struct Work<'a> {
    sandbox: &'a Sandbox,
    matcher: &'a RegexMatcher,
    tree: &'a Tree,
    files: &'a [&'a String],
    options: &'a SearchOptions,
    next: AtomicUsize,
    found: AtomicUsize,
    results: Mutex<Vec<Searched>>,
}

impl Work<'_> {
    fn run(&self) {
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
