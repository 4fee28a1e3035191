//! `read_file`: text from inside the sandbox, whole or a line range, decoded
//! as Python decodes source (UTF-8, or the encoding a PEP 263 line declares).

use std::io::{BufRead, BufReader, Read};
use std::path::Path;
use std::str::FromStr;

use cap_fs_ext::FileTypeExt;
use cap_std::fs::{Metadata, OpenOptions, OpenOptionsExt};
use serde::Serialize;

pub use super::encoding::decode_text;
use super::encoding::{self, Codec};
use crate::error::{Error, Result};
use crate::sandbox::Sandbox;

/// Default cap on what one read returns: 10 MiB.
pub const DEFAULT_MAX_READ_BYTES: u64 = 10 * 1024 * 1024;

/// Lines `start..=end`, 1-based; `end: None` means to the end of the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineRange {
    pub start: usize,
    pub end: Option<usize>,
}

impl LineRange {
    /// From the two optional bounds the MCP server and the Python package take
    /// (`start_line`, `end_line`, 1-based, inclusive): none means the whole
    /// file, a missing start means line 1, a missing end the end of the file.
    pub fn from_bounds(start: Option<usize>, end: Option<usize>) -> Result<Option<LineRange>> {
        if start.is_none() && end.is_none() {
            return Ok(None);
        }
        let start = start.unwrap_or(1);
        if start == 0 || end.is_some_and(|end| end < start) {
            return Err(Error::InvalidArgument(format!(
                "invalid line range: start_line {start}, end_line {}: lines count from 1 \
                 and end_line may not come before start_line",
                end.map_or("(end of file)".to_string(), |end| end.to_string())
            )));
        }
        Ok(Some(LineRange { start, end }))
    }
}

impl FromStr for LineRange {
    type Err = Error;

    /// Accepts `START:END`, `START:`, `:END` and a single `LINE`.
    fn from_str(text: &str) -> Result<LineRange> {
        let bad = || {
            Error::InvalidArgument(format!(
                "invalid line range {text:?}: expected START:END, START:, :END or LINE (1-based)"
            ))
        };
        let number = |s: &str| s.trim().parse::<usize>().map_err(|_| bad());
        let (start, end) = match text.split_once(':') {
            None => {
                let line = number(text)?;
                (line, Some(line))
            }
            Some((start, end)) => {
                let start = if start.trim().is_empty() {
                    1
                } else {
                    number(start)?
                };
                let end = if end.trim().is_empty() {
                    None
                } else {
                    Some(number(end)?)
                };
                (start, end)
            }
        };
        LineRange::from_bounds(Some(start), end)
            .ok()
            .flatten()
            .ok_or_else(bad)
    }
}

impl std::fmt::Display for LineRange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.end {
            Some(end) => write!(f, "{}:{end}", self.start),
            None => write!(f, "{}:", self.start),
        }
    }
}

#[derive(Debug, Clone)]
pub struct ReadOptions {
    pub lines: Option<LineRange>,
    /// The most bytes a read returns; a larger file (or range) is refused.
    pub max_bytes: u64,
}

impl Default for ReadOptions {
    fn default() -> Self {
        ReadOptions {
            lines: None,
            max_bytes: DEFAULT_MAX_READ_BYTES,
        }
    }
}

/// The spec returns the content; we also say which lines of how many it holds.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct ReadResult {
    pub file_path: String,
    pub content: String,
    pub size_bytes: u64,
    /// Lines in the whole file, counted by `\n` (a last line without one counts).
    pub total_lines: usize,
    pub start_line: usize,
    pub end_line: usize,
    /// How the bytes were decoded: `utf-8`, or what the file declares.
    pub encoding: &'static str,
}

impl Sandbox {
    /// The spec's `read_file`. FIFOs, sockets and devices are refused from their
    /// metadata, before any open; the open itself is non-blocking, and the
    /// opened file is checked again, so a swap in between cannot hang us.
    pub fn read_file(&self, path: &Path, options: &ReadOptions) -> Result<ReadResult> {
        self.read_source(path, options, false).map(|(read, _)| read)
    }

    /// [`Sandbox::read_file`], and the file's bytes when `keep_bytes` (a
    /// whole file): what an edit must find unchanged when it writes back.
    pub(crate) fn read_source(
        &self,
        path: &Path,
        options: &ReadOptions,
        keep_bytes: bool,
    ) -> Result<(ReadResult, Option<Vec<u8>>)> {
        let shown = path.display().to_string();
        let relative = self.locate(path)?;
        let io_error = |operation| {
            let shown = shown.clone();
            move |e| Error::from_io(&shown, operation, e)
        };
        require_regular_file(
            &shown,
            &self
                .beneath(&relative, |r| self.dir().metadata(r))
                .map_err(io_error("stat"))?,
        )?;

        let mut open = OpenOptions::new();
        open.read(true).custom_flags(
            (rustix::fs::OFlags::NONBLOCK | rustix::fs::OFlags::NOCTTY).bits() as i32,
        );
        let file = self
            .beneath(&relative, |r| self.dir().open_with(r, &open))
            .map_err(io_error("open"))?;
        let metadata = file.metadata().map_err(io_error("stat"))?;
        require_regular_file(&shown, &metadata)?;
        let size_bytes = metadata.len();

        let mut kept = None;
        let (content, total_lines, start_line, end_line, codec) = match options.lines {
            None => {
                if size_bytes > options.max_bytes {
                    return Err(too_large(&shown, size_bytes, options.max_bytes));
                }
                let mut bytes = Vec::with_capacity(size_bytes as usize);
                file.take(options.max_bytes + 1)
                    .read_to_end(&mut bytes)
                    .map_err(io_error("read"))?;
                if bytes.len() as u64 > options.max_bytes {
                    return Err(too_large(&shown, bytes.len() as u64, options.max_bytes));
                }
                let codec = encoding::codec(&shown, &bytes)?;
                if keep_bytes {
                    kept = Some(bytes.clone());
                }
                let content = encoding::decode(&shown, bytes, codec, 0)?;
                let total = count_lines(&content);
                (content, total, 1, total, codec)
            }
            Some(range) => read_range(&shown, file, range, options.max_bytes)?,
        };
        let read = ReadResult {
            file_path: shown,
            content,
            size_bytes,
            total_lines,
            start_line,
            end_line,
            encoding: codec.name(),
        };
        Ok((read, kept))
    }
}

/// Streams the file once: keeps the lines in `range`, counts all of them.
fn read_range(
    shown: &str,
    file: cap_std::fs::File,
    range: LineRange,
    max_bytes: u64,
) -> Result<(String, usize, usize, usize, Codec)> {
    let mut reader = BufReader::with_capacity(64 * 1024, file);
    // The declaration is on the first two lines: in the first buffer's worth.
    let codec = encoding::codec(
        shown,
        reader
            .fill_buf()
            .map_err(|e| Error::from_io(shown, "read", e))?,
    )?;
    let mut line = Vec::new();
    let mut content = String::new();
    let mut offset = 0usize;
    let mut total = 0usize;
    loop {
        line.clear();
        let read = reader
            .read_until(b'\n', &mut line)
            .map_err(|e| Error::from_io(shown, "read", e))?;
        if read == 0 {
            break;
        }
        total += 1;
        let wanted = total >= range.start && range.end.is_none_or(|end| total <= end);
        if wanted {
            if (content.len() + line.len()) as u64 > max_bytes {
                return Err(too_large(
                    shown,
                    (content.len() + line.len()) as u64,
                    max_bytes,
                ));
            }
            content.push_str(&encoding::decode(
                shown,
                std::mem::take(&mut line),
                codec,
                offset,
            )?);
        }
        offset += read;
    }
    if range.start > total && !(total == 0 && range.start == 1) {
        return Err(Error::InvalidArgument(format!(
            "{shown}: line {} is past the end of the file ({total} lines)",
            range.start
        )));
    }
    let end = range.end.map_or(total, |end| end.min(total));
    Ok((content, total, range.start.min(total.max(1)), end, codec))
}

fn too_large(shown: &str, size: u64, limit: u64) -> Error {
    Error::TooLarge {
        path: shown.to_string(),
        size,
        limit,
    }
}

fn require_regular_file(shown: &str, metadata: &Metadata) -> Result<()> {
    let file_type = metadata.file_type();
    if file_type.is_file() {
        return Ok(());
    }
    if file_type.is_dir() {
        return Err(Error::IsADirectory {
            path: shown.to_string(),
        });
    }
    Err(Error::SpecialFile {
        path: shown.to_string(),
        kind: special_kind(file_type),
    })
}

pub(crate) fn special_kind(file_type: impl FileTypeExt) -> &'static str {
    if file_type.is_fifo() {
        "FIFO"
    } else if file_type.is_socket() {
        "socket"
    } else if file_type.is_char_device() {
        "character device"
    } else if file_type.is_block_device() {
        "block device"
    } else {
        "special file"
    }
}

/// Lines as `\n` separates them; a last line without one counts.
pub fn count_lines(text: &str) -> usize {
    let newlines = text.bytes().filter(|&b| b == b'\n').count();
    newlines + usize::from(!text.is_empty() && !text.ends_with('\n'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_bounds_default_and_are_checked() {
        let range = |start, end| LineRange::from_bounds(start, end).ok().flatten();
        assert_eq!(LineRange::from_bounds(None, None).ok(), Some(None));
        assert_eq!(
            range(None, Some(4)),
            Some(LineRange {
                start: 1,
                end: Some(4)
            })
        );
        assert_eq!(
            range(Some(3), None),
            Some(LineRange {
                start: 3,
                end: None
            })
        );
        assert_eq!(
            range(Some(3), Some(3)),
            Some(LineRange {
                start: 3,
                end: Some(3)
            })
        );
        for (start, end) in [
            (Some(0), None),
            (Some(0), Some(2)),
            (Some(5), Some(2)),
            (None, Some(0)),
        ] {
            assert!(
                matches!(
                    LineRange::from_bounds(start, end),
                    Err(Error::InvalidArgument(_))
                ),
                "{start:?}..{end:?}"
            );
        }
    }

    #[test]
    fn line_ranges_parse() {
        let parse = |s: &str| s.parse::<LineRange>().ok();
        assert_eq!(
            parse("3:7"),
            Some(LineRange {
                start: 3,
                end: Some(7)
            })
        );
        assert_eq!(
            parse("3:"),
            Some(LineRange {
                start: 3,
                end: None
            })
        );
        assert_eq!(
            parse(":7"),
            Some(LineRange {
                start: 1,
                end: Some(7)
            })
        );
        assert_eq!(
            parse("4"),
            Some(LineRange {
                start: 4,
                end: Some(4)
            })
        );
        for bad in ["0:3", "5:2", "a:b", "", "1:2:3", "-1:"] {
            assert_eq!(parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn decode_names_first_bad_byte() {
        assert!(matches!(
            decode_text("f", b"ab\xffcd".to_vec(), 10),
            Err(Error::NotUtf8 { offset: 12, .. })
        ));
        assert!(matches!(
            decode_text("f", b"a\0b\xff".to_vec(), 0),
            Err(Error::Binary { offset: 1, .. })
        ));
        assert_eq!(
            decode_text("f", "é\n".as_bytes().to_vec(), 0).ok(),
            Some("é\n".into())
        );
    }

    #[test]
    fn counts_lines_like_an_editor() {
        assert_eq!(count_lines(""), 0);
        assert_eq!(count_lines("a"), 1);
        assert_eq!(count_lines("a\n"), 1);
        assert_eq!(count_lines("a\r\nb"), 2);
    }
}
