//! Source text as Python reads it (PEP 263): a `coding` declaration on the
//! first line, or the second after a blank or comment line, names the
//! encoding; UTF-8 otherwise (a UTF-8 BOM is UTF-8 too, and may not be
//! declared otherwise). Text written back keeps the encoding it declares.
//!
//! Python's own names are honoured (`latin-1` is ISO-8859-1, not the web's
//! windows-1252); the other codecs come from `encoding_rs`, whose decoders
//! would accept bytes Python's refuse in the windows-125x code pages (their
//! unassigned bytes), which are refused here as Python refuses them.

use std::borrow::Cow;

use crate::error::{Error, Result};

const BOM: &[u8] = b"\xef\xbb\xbf";

/// How bytes become text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Codec {
    Utf8,
    /// ISO-8859-1: each byte is the code point of the same number.
    Latin1,
    Ascii,
    Other(&'static encoding_rs::Encoding),
}

impl Codec {
    /// The name results give: Python's normal name for the common ones.
    pub fn name(self) -> &'static str {
        match self {
            Codec::Utf8 => "utf-8",
            Codec::Latin1 => "iso-8859-1",
            Codec::Ascii => "ascii",
            Codec::Other(encoding) => encoding.name(),
        }
    }
}

/// The codec for a declared name, as Python's codec registry would find it.
fn codec_for(declared: &str) -> Option<Codec> {
    let name = declared.to_ascii_lowercase().replace('_', "-");
    match name.as_str() {
        "utf-8" | "utf8" | "u8" | "utf" | "cp65001" => return Some(Codec::Utf8),
        "latin-1" | "latin1" | "latin" | "l1" | "iso-8859-1" | "iso8859-1" | "8859" | "cp819"
        | "iso-ir-100" | "iso-latin-1" | "iso8859" => return Some(Codec::Latin1),
        "ascii" | "us-ascii" | "646" | "us" => return Some(Codec::Ascii),
        _ if name.starts_with("utf-8-") => return Some(Codec::Utf8),
        _ if name.starts_with("latin-1-") || name.starts_with("iso-8859-1-") => {
            return Some(Codec::Latin1);
        }
        _ => {}
    }
    let found = encoding_rs::Encoding::for_label_no_replacement(declared.as_bytes())
        .or_else(|| encoding_rs::Encoding::for_label_no_replacement(name.as_bytes()))?;
    // Neither can hold Python source written in ASCII-compatible bytes.
    (found != encoding_rs::UTF_16LE && found != encoding_rs::UTF_16BE)
        .then_some(Codec::Other(found))
}

/// The encoding name a line declares (`# -*- coding: latin-1 -*-`), if any.
fn cookie(line: &[u8]) -> Option<&str> {
    let start = line
        .iter()
        .position(|b| !matches!(b, b' ' | b'\t' | b'\x0c'))?;
    if line[start] != b'#' {
        return None;
    }
    let text = &line[start..];
    let at = (0..text.len()).find(|&i| {
        text[i..].starts_with(b"coding") && matches!(text.get(i + 6), Some(b':' | b'='))
    })?;
    let rest = &text[at + 7..];
    let begin = rest.iter().position(|b| !matches!(b, b' ' | b'\t'))?;
    let name: &[u8] = &rest[begin..];
    let end = name
        .iter()
        .position(|b| !(b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.')))
        .unwrap_or(name.len());
    std::str::from_utf8(&name[..end])
        .ok()
        .filter(|n| !n.is_empty())
}

/// Blank or a comment only: the second line may then declare the encoding.
fn blank_or_comment(line: &[u8]) -> bool {
    match line.iter().find(|b| !matches!(b, b' ' | b'\t' | b'\x0c')) {
        None => true,
        Some(b) => matches!(b, b'#' | b'\r' | b'\n'),
    }
}

/// The encoding the first two lines of `bytes` declare, by name.
pub fn declared(bytes: &[u8]) -> Option<&str> {
    let mut lines = bytes.split_inclusive(|&b| b == b'\n');
    let first = lines.next()?;
    let first = first.strip_prefix(BOM).unwrap_or(first);
    if let Some(name) = cookie(first) {
        return Some(name);
    }
    if !blank_or_comment(first) {
        return None;
    }
    lines.next().and_then(cookie)
}

/// The codec Python would read `bytes` with, or why it would refuse.
pub fn codec(shown: &str, bytes: &[u8]) -> Result<Codec> {
    let Some(name) = declared(bytes) else {
        return Ok(Codec::Utf8);
    };
    let codec = codec_for(name).ok_or_else(|| {
        Error::InvalidArgument(format!(
            "{shown}: declares an unknown encoding {name:?} (PEP 263): Python cannot read it either"
        ))
    })?;
    if bytes.starts_with(BOM) && codec != Codec::Utf8 {
        return Err(Error::InvalidArgument(format!(
            "{shown}: starts with a UTF-8 BOM but declares {name}: Python refuses it (encoding problem)"
        )));
    }
    Ok(codec)
}

/// Text of `bytes` in `codec`; `base` is their offset in the file, for errors.
pub fn decode(shown: &str, bytes: Vec<u8>, codec: Codec, base: usize) -> Result<String> {
    let invalid = |offset: usize| {
        Error::InvalidArgument(format!(
            "{shown}: not valid {} text, as it declares (invalid byte at offset {})",
            codec.name(),
            base + offset
        ))
    };
    match codec {
        Codec::Utf8 => decode_text(shown, bytes, base),
        Codec::Ascii => match bytes.iter().position(|b| !b.is_ascii()) {
            Some(at) => Err(invalid(at)),
            None => decode_text(shown, bytes, base),
        },
        Codec::Latin1 => {
            nul_free(shown, &bytes, base)?;
            Ok(bytes.iter().map(|&b| char::from(b)).collect())
        }
        Codec::Other(encoding) => {
            nul_free(shown, &bytes, base)?;
            let Some(text) = encoding.decode_without_bom_handling_and_without_replacement(&bytes)
            else {
                return Err(invalid(first_undecodable(encoding, &bytes)));
            };
            // Python's windows-125x leave some bytes unassigned, where the
            // web's map them to C1 controls.
            if encoding.is_single_byte()
                && encoding.name().starts_with("windows-")
                && let Some(at) = text
                    .chars()
                    .position(|c| ('\u{80}'..='\u{9f}').contains(&c))
            {
                return Err(invalid(at));
            }
            Ok(text.into_owned())
        }
    }
}

fn nul_free(shown: &str, bytes: &[u8], base: usize) -> Result<()> {
    match bytes.iter().position(|&b| b == 0) {
        Some(at) => Err(Error::Binary {
            path: shown.to_string(),
            offset: base + at,
        }),
        None => Ok(()),
    }
}

/// Where decoding first fails: the shortest prefix that does not decode.
fn first_undecodable(encoding: &'static encoding_rs::Encoding, bytes: &[u8]) -> usize {
    let mut decoder = encoding.new_decoder_without_bom_handling();
    let mut out = String::with_capacity(bytes.len() * 3 + 16);
    let (result, read) = decoder.decode_to_string_without_replacement(bytes, &mut out, true);
    match result {
        encoding_rs::DecoderResult::Malformed(bad, _) => read.saturating_sub(bad as usize),
        _ => read,
    }
}

/// Bytes of `text` in the encoding it declares, or why it cannot be
/// written so (a character that encoding cannot hold, named with its line).
pub fn encode<'a>(shown: &str, text: &'a str) -> Result<Cow<'a, [u8]>> {
    let codec = codec(shown, text.as_bytes())?;
    let unencodable = |c: char, at: usize| {
        let line = text[..at].matches('\n').count() + 1;
        Error::InvalidArgument(format!(
            "{shown}: {c:?} (U+{:04X}, line {line}) cannot be written in {}, the encoding the \
             file declares; the file is unchanged",
            c as u32,
            codec.name()
        ))
    };
    match codec {
        Codec::Utf8 => Ok(Cow::Borrowed(text.as_bytes())),
        Codec::Ascii => match text.char_indices().find(|(_, c)| !c.is_ascii()) {
            Some((at, c)) => Err(unencodable(c, at)),
            None => Ok(Cow::Borrowed(text.as_bytes())),
        },
        Codec::Latin1 => text
            .char_indices()
            .map(|(at, c)| u8::try_from(c as u32).map_err(|_| unencodable(c, at)))
            .collect::<Result<Vec<u8>>>()
            .map(Cow::Owned),
        Codec::Other(encoding) => {
            let (bytes, _, unmappable) = encoding.encode(text);
            if unmappable {
                // Find the character, to name it.
                for (at, c) in text.char_indices() {
                    let (_, _, bad) = encoding.encode(c.encode_utf8(&mut [0; 4]));
                    if bad {
                        return Err(unencodable(c, at));
                    }
                }
            }
            Ok(Cow::Owned(bytes.into_owned()))
        }
    }
}

/// UTF-8 text or a clear error naming the first offending byte (`base` is the
/// offset of `bytes` within the file). NUL is refused too: no Python source or
/// text an agent should edit contains one.
pub fn decode_text(shown: &str, bytes: Vec<u8>, base: usize) -> Result<String> {
    let nul = bytes.iter().position(|&b| b == 0);
    match String::from_utf8(bytes) {
        Ok(text) => match nul {
            None => Ok(text),
            Some(at) => Err(Error::Binary {
                path: shown.to_string(),
                offset: base + at,
            }),
        },
        Err(err) => {
            let bad = err.utf8_error().valid_up_to();
            Err(match nul {
                Some(at) if at < bad => Error::Binary {
                    path: shown.to_string(),
                    offset: base + at,
                },
                _ => Error::NotUtf8 {
                    path: shown.to_string(),
                    offset: base + bad,
                },
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn declarations_are_found_where_python_looks() {
        assert_eq!(
            declared(b"# -*- coding: latin-1 -*-\nx = 1\n"),
            Some("latin-1")
        );
        assert_eq!(
            declared(b"#!/usr/bin/env python\n# vim: set fileencoding=cp1252 :\n"),
            Some("cp1252")
        );
        assert_eq!(declared(b"\n#coding=shift_jis\n"), Some("shift_jis"));
        // Only after a blank or comment line, and only on the first two lines.
        assert_eq!(declared(b"x = 1\n# coding: latin-1\n"), None);
        assert_eq!(declared(b"#\n#\n# coding: latin-1\n"), None);
        assert_eq!(declared(b"x = '# coding: latin-1'\n"), None);
        assert_eq!(declared(b"\xef\xbb\xbf# coding: utf-8\n"), Some("utf-8"));
    }

    #[test]
    fn text_round_trips_in_its_declared_encoding() {
        let latin = b"# -*- coding: latin-1 -*-\nname = 'caf\xe9 \x85'\n".to_vec();
        let found = codec("f", &latin).unwrap();
        assert_eq!(found, Codec::Latin1);
        let text = decode("f", latin.clone(), found, 0).unwrap();
        assert!(text.contains("café \u{85}"));
        assert_eq!(encode("f", &text).unwrap().as_ref(), latin.as_slice());
        let sjis = "# coding: shift_jis\ns = 'こんにちは'\n";
        let bytes = encode("f", sjis).unwrap().into_owned();
        assert_ne!(bytes.as_slice(), sjis.as_bytes());
        let found = codec("f", &bytes).unwrap();
        assert_eq!(decode("f", bytes, found, 0).unwrap(), sjis);
    }

    #[test]
    fn what_python_refuses_is_refused() {
        let cp1252 = b"# coding: cp1252\nx = '\x81'\n".to_vec();
        let found = codec("f", &cp1252).unwrap();
        assert!(
            decode("f", cp1252, found, 0).is_err(),
            "0x81 is unassigned in cp1252"
        );
        assert!(codec_for_text("# coding: klingon\n").is_err());
        assert!(codec_for_text("\u{feff}# coding: latin-1\n").is_err());
        let error = encode("f", "# coding: latin-1\nx = '€'\n")
            .unwrap_err()
            .to_string();
        assert!(
            error.contains("line 2") && error.contains("iso-8859-1"),
            "{error}"
        );
        assert!(encode("f", "# coding: ascii\nx = 'é'\n").is_err());
    }

    fn codec_for_text(text: &str) -> Result<Codec> {
        codec("f", text.as_bytes())
    }
}
