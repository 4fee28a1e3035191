//! Content search (`search`) and name search (`find`) over the sandbox, with
//! ripgrep's own crates: the files are those `ls` walks (the same skips,
//! links followed only inside the sandbox), every regular file instead of
//! `.py` only; each is opened through the sandbox handle.

mod grep;
mod types;

use std::path::Path;
use std::sync::Mutex;
use std::sync::atomic::AtomicUsize;

use globset::{GlobBuilder, GlobMatcher};
use grep_regex::RegexMatcherBuilder;

use crate::error::{Error, Result};
use crate::files::list_types::ListOptions;
use crate::sandbox::Sandbox;
use grep::Work;
pub use types::{DEFAULT_MAX_RESULTS, FindResult, SearchMatch, SearchOptions, SearchResult};
use types::{MAX_WALKED_FILES, Tree};

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
