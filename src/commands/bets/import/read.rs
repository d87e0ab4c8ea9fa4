//! Reading an import file as CSV records, streamed: the file is read through a bounded
//! buffer (never whole into memory) and refused past a byte or row limit; text must be
//! UTF-8 (a UTF-8 byte order mark is skipped; UTF-16, NUL bytes and Latin-1 bytes are
//! one clear error naming the line).

use std::collections::VecDeque;
use std::fs::File;
use std::io::{BufRead as _, BufReader, Read};
use std::path::Path;

use crate::error::EsxError;

/// The largest file one import reads (documented in docs/bets.md).
pub(crate) const MAX_BYTES: u64 = 64 * 1024 * 1024;
/// The most data rows one import takes (documented in docs/bets.md): the rows are
/// checked all before any is stored, so they are held until then.
pub(crate) const MAX_ROWS: usize = 200_000;

/// How much one import may read.
#[derive(Debug, Clone, Copy)]
pub(super) struct Limits {
    pub(super) bytes: u64,
    pub(super) rows: usize,
}

/// A reader that fails once more than `left` bytes have come through (a file that grows
/// while it is read is refused like one that was too big from the start), and notes
/// where its line breaks are: the `csv` crate counts no blank line, so a row's line in
/// the file is counted here, from the offset its record starts at.
struct Bounded<R> {
    inner: R,
    left: u64,
    /// Bytes read so far.
    offset: u64,
    /// Offsets of the line breaks read but not yet counted (at most a buffer's worth).
    breaks: VecDeque<u64>,
    /// Line breaks before the last offset asked about.
    counted: u64,
}

impl<R: Read> Read for Bounded<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        let n64 = n as u64;
        if n64 > self.left {
            return Err(std::io::Error::other(TOO_BIG));
        }
        self.left -= n64;
        for i in memchr::memchr_iter(b'\n', &buf[..n]) {
            self.breaks.push_back(self.offset + i as u64);
        }
        self.offset += n64;
        Ok(n)
    }
}

impl<R> Bounded<R> {
    /// The line (from 1) of the byte at `offset`; offsets asked about only grow.
    fn line_at(&mut self, offset: u64) -> u64 {
        while self.breaks.front().is_some_and(|&b| b < offset) {
            self.breaks.pop_front();
            self.counted += 1;
        }
        self.counted + 1
    }
}

const TOO_BIG: &str = "over the byte limit";

/// An open import file: its header and then its records, each with its line number.
pub(super) struct Table {
    shown: String,
    reader: csv::Reader<BufReader<Bounded<File>>>,
    limits: Limits,
    rows: usize,
    record: csv::ByteRecord,
    /// The header's cells, trimmed.
    pub(super) header: Vec<String>,
    /// Bytes before what the CSV reader reads (a byte order mark).
    skipped: u64,
}

impl Table {
    /// Open `path`, check its encoding's first bytes and read its header. A file with
    /// no header row at all (empty, or only a byte order mark) is exit 1.
    pub(super) fn open(path: &Path, limits: Limits) -> Result<Self, EsxError> {
        let shown = path.display().to_string();
        let meta = std::fs::metadata(path)
            .map_err(|e| EsxError::other(format!("cannot read {shown}: {e}")))?;
        if !meta.is_file() {
            let what = if meta.is_dir() {
                "a directory"
            } else {
                "not a regular file"
            };
            return Err(EsxError::other(format!(
                "{shown} is {what}; name a CSV file"
            )));
        }
        if meta.len() > limits.bytes {
            return Err(too_big(&shown, limits.bytes));
        }
        let file =
            File::open(path).map_err(|e| EsxError::other(format!("cannot read {shown}: {e}")))?;
        let mut buf = BufReader::with_capacity(
            64 * 1024,
            Bounded {
                inner: file,
                left: limits.bytes,
                offset: 0,
                breaks: VecDeque::new(),
                counted: 0,
            },
        );
        let head = buf
            .fill_buf()
            .map_err(|e| read_error(&shown, &e, limits.bytes))?;
        if head.starts_with(&[0xFF, 0xFE]) || head.starts_with(&[0xFE, 0xFF]) {
            return Err(EsxError::other(format!(
                "{shown} line 1: UTF-16 text (its byte order mark is {:02X} {:02X}); save it as UTF-8 and import again; nothing imported",
                head[0], head[1]
            )));
        }
        // A UTF-8 byte order mark (what spreadsheets write) is not part of the header.
        let skipped = if head.starts_with(&[0xEF, 0xBB, 0xBF]) {
            buf.consume(3);
            3
        } else {
            0
        };
        let reader = csv::ReaderBuilder::new()
            .has_headers(false)
            .flexible(true)
            .from_reader(buf);
        let mut table = Self {
            shown,
            reader,
            limits,
            rows: 0,
            record: csv::ByteRecord::new(),
            header: Vec::new(),
            skipped,
        };
        let Some((_, header)) = table.read()? else {
            return Err(EsxError::other(format!(
                "{} is empty: no header row; nothing imported (esx's columns: docs/bets.md#import-and-export)",
                table.shown
            )));
        };
        table.header = header.into_iter().map(|h| h.trim().to_string()).collect();
        Ok(table)
    }

    /// The next data row and its line, `None` at the end; past the row limit, exit 1.
    pub(super) fn next_row(&mut self) -> Result<Option<(u64, Vec<String>)>, EsxError> {
        let Some(row) = self.read()? else {
            return Ok(None);
        };
        self.rows += 1;
        if self.rows > self.limits.rows {
            return Err(EsxError::other(format!(
                "{} has more than {} rows, the most one import takes; split it and import each part (an import is idempotent); nothing imported",
                self.shown, self.limits.rows
            )));
        }
        Ok(Some(row))
    }

    /// The next record as text, with the line it starts on.
    fn read(&mut self) -> Result<Option<(u64, Vec<String>)>, EsxError> {
        let more = self
            .reader
            .read_byte_record(&mut self.record)
            .map_err(|e| {
                let line = e.position().map_or(0, csv::Position::line);
                match e.into_kind() {
                    csv::ErrorKind::Io(io) => read_error(&self.shown, &io, self.limits.bytes),
                    other => EsxError::other(format!(
                        "{} line {line}: not CSV ({other:?}); nothing imported",
                        self.shown
                    )),
                }
            })?;
        if !more {
            return Ok(None);
        }
        // The reader's position is past the record (and its line break); the record
        // starts as many lines before its last as its cells hold line breaks. (Its
        // start offset would count the blank lines the reader skipped before it.)
        let end = self.reader.position().byte() + self.skipped;
        let inside = self
            .record
            .iter()
            .map(|f| memchr::memchr_iter(b'\n', f).count() as u64)
            .sum::<u64>();
        let last = self
            .reader
            .get_mut()
            .get_mut()
            .line_at(end.saturating_sub(1));
        let line = last.saturating_sub(inside).max(1);
        let mut cells = Vec::with_capacity(self.record.len());
        for field in &self.record {
            cells.push(text(field).map_err(|why| {
                EsxError::other(format!(
                    "{} line {line}: {why}; save the file as UTF-8 and import again; nothing imported",
                    self.shown
                ))
            })?);
        }
        Ok(Some((line, cells)))
    }
}

/// A cell's bytes as UTF-8 text, or why they are not.
fn text(field: &[u8]) -> Result<String, String> {
    if field.contains(&0) {
        return Err("holds NUL bytes (UTF-16 text without a byte order mark?)".into());
    }
    match std::str::from_utf8(field) {
        Ok(s) => Ok(s.to_string()),
        Err(e) => Err(format!(
            "is not UTF-8 text (byte 0x{:02X}: Latin-1 or Windows-1252?)",
            field[e.valid_up_to()]
        )),
    }
}

fn too_big(shown: &str, limit: u64) -> EsxError {
    EsxError::other(format!(
        "{shown} is over {}, the most one import reads; split it and import each part (an import is idempotent); nothing imported",
        crate::client::http::human_bytes(limit)
    ))
}

fn read_error(shown: &str, e: &std::io::Error, limit: u64) -> EsxError {
    if e.to_string() == TOO_BIG {
        return too_big(shown, limit);
    }
    EsxError::other(format!("cannot read {shown}: {e}; nothing imported"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits() -> Limits {
        Limits {
            bytes: MAX_BYTES,
            rows: MAX_ROWS,
        }
    }

    type Rows = Vec<(u64, Vec<String>)>;

    fn table(bytes: &[u8], limits: Limits) -> Result<(Vec<String>, Rows), String> {
        let d = tempfile::tempdir().unwrap();
        let p = d.path().join("f.csv");
        std::fs::write(&p, bytes).unwrap();
        let mut t = Table::open(&p, limits).map_err(|e| e.to_string())?;
        let mut rows = Vec::new();
        while let Some(r) = t.next_row().map_err(|e| e.to_string())? {
            rows.push(r);
        }
        Ok((t.header, rows))
    }

    /// Lines are the file's own (a quoted cell over two lines counts both); a UTF-8
    /// byte order mark is skipped; blank lines are no rows.
    #[test]
    fn lines_bom_and_quoted_newlines() {
        let (h, rows) = table(b"\xEF\xBB\xBFa, b\n1,\"x\ny\"\n\n2,z\n", limits()).unwrap();
        assert_eq!(h, ["a", "b"]);
        assert_eq!(rows[0], (2, vec!["1".to_string(), "x\ny".to_string()]));
        assert_eq!(rows[1], (5, vec!["2".to_string(), "z".to_string()]));
        // CRLF, blank lines first, no line break at the end.
        let (_, rows) = table(b"a,b\r\n\r\n\r\n1,\"p\r\nq\"\r\n2,z", limits()).unwrap();
        let lines: Vec<u64> = rows.iter().map(|r| r.0).collect();
        assert_eq!(lines, [4, 6]);
    }

    #[test]
    fn encodings_limits_and_empty_files() {
        let e = table(b"\xFF\xFEa\0,\0", limits()).unwrap_err();
        assert!(e.contains("line 1: UTF-16"), "{e}");
        let e = table(b"a,b\n1,caf\xE9\n", limits()).unwrap_err();
        assert!(e.contains("line 2: is not UTF-8 text (byte 0xE9"), "{e}");
        let e = table(b"a,b\n1,\0x\n", limits()).unwrap_err();
        assert!(e.contains("line 2: holds NUL bytes"), "{e}");
        let e = table(b"", limits()).unwrap_err();
        assert!(e.contains("is empty: no header row"), "{e}");
        let e = table(b"\xEF\xBB\xBF", limits()).unwrap_err();
        assert!(e.contains("is empty"), "{e}");
        let small = Limits { bytes: 10, rows: 2 };
        let e = table(b"a,b\n1,2\n3,4\n", small).unwrap_err();
        assert!(e.contains("is over 10 bytes"), "{e}");
        let few = Limits {
            bytes: 100,
            rows: 2,
        };
        let e = table(b"a\n1\n2\n3\n", few).unwrap_err();
        assert!(e.contains("more than 2 rows"), "{e}");
        assert_eq!(table(b"a\n1\n2\n", few).unwrap().1.len(), 2);
    }
}
