//! The key in what a server sends (DESIGN.md "Output"): each body is redacted once, when
//! it arrives, before the cache, the store, output, `--alert`/`--notify` and `live
//! --watch` see it. Every contiguous piece of the key of [`MIN_PIECE`] or more bytes (a
//! shorter key: the whole key), case-sensitive, becomes `***`: in non-JSON text as it
//! is, and in a JSON body inside every string value after unescaping (`"\u0073k-…"` is
//! the key too). Nothing else in the body changes: numbers keep their exact text, and
//! object keys (field names) are never touched, so a key that is also a word the
//! service uses ("book") cannot break the answer's structure (DESIGN "Small hostile
//! leftovers"). A key shorter than [`MIN_PIECE`] characters is not searched for in what
//! a server sends at all: such a key is a word the service's data may hold, and that
//! text is the service's, not a leak (DESIGN settled point 17); `-v` says so once
//! ([`short_key_note`]).

use std::borrow::Cow;
use std::sync::{Arc, Mutex, PoisonError};

use aho_corasick::AhoCorasick;

/// The shortest piece of a key that is redacted (a key shorter than this: all of it).
pub(crate) const MIN_PIECE: usize = 8;

/// What replaces each piece.
pub(crate) const MASK: &str = "***";

/// Whether a key is too short to be hidden in what a server sends (settled point 17).
#[must_use]
pub(crate) fn is_short_key(key: &str) -> bool {
    key.chars().count() < MIN_PIECE
}

/// The `-v` line for a short key, the first time it is asked for in this process and
/// never again (a run builds several clients; the note is said once).
#[must_use]
pub(crate) fn short_key_note(key: &str) -> Option<&'static str> {
    static SAID: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
    if key.is_empty() || !is_short_key(key) || SAID.swap(true, std::sync::atomic::Ordering::Relaxed)
    {
        return None;
    }
    Some(
        "the API key is shorter than 8 characters: it cannot be hidden where the service's own data holds it (that text is shown as served)",
    )
}

/// Finds the pieces of one key: its windows of `m` bytes, sorted, and which bytes occur
/// in it at all (a window ending in any other byte cannot match: skip past it).
struct Pieces<'k> {
    key: &'k [u8],
    key_str: &'k str,
    m: usize,
    grams: Vec<&'k [u8]>,
    in_key: [bool; 256],
    /// Which first two bytes a window must begin with (a bit per pair): most windows of
    /// a large body are ruled out here, before any search.
    starts: Vec<u64>,
}

/// The bit of a window's first two bytes in [`Pieces::starts`].
fn pair(w: &[u8]) -> usize {
    usize::from(w[0]) << 8 | usize::from(w.get(1).copied().unwrap_or(0))
}

impl<'k> Pieces<'k> {
    fn new(key_str: &'k str) -> Option<Self> {
        let key = key_str.as_bytes();
        if key.is_empty() {
            return None;
        }
        let m = key.len().min(MIN_PIECE);
        let mut grams: Vec<&[u8]> = key.windows(m).collect();
        grams.sort_unstable();
        grams.dedup();
        let mut in_key = [false; 256];
        for b in key {
            in_key[usize::from(*b)] = true;
        }
        let mut starts = vec![0u64; 1024];
        for g in &grams {
            let p = if m >= 2 {
                pair(g)
            } else {
                usize::from(g[0]) << 8
            };
            starts[p / 64] |= 1 << (p % 64);
        }
        Some(Self {
            key,
            key_str,
            m,
            grams,
            in_key,
            starts,
        })
    }

    /// The length of the longest piece of the key (at least `m` bytes) that `text`
    /// begins with, if any; `stop` bytes never belong to a piece.
    fn longest_at(&self, text: &[u8], stop: &dyn Fn(u8) -> bool) -> Option<usize> {
        let window = text.get(..self.m)?;
        if self.m >= 2 {
            let p = pair(window);
            if self.starts[p / 64] & (1 << (p % 64)) == 0 {
                return None;
            }
        }
        if self.grams.binary_search(&window).is_err() || window.iter().any(|b| stop(*b)) {
            return None;
        }
        let mut best = 0;
        for start in 0..=self.key.len() - self.m {
            if &self.key[start..start + self.m] != window {
                continue;
            }
            let mut len = self.m;
            while start + len < self.key.len()
                && len < text.len()
                && self.key[start + len] == text[len]
                && !stop(text[len])
            {
                len += 1;
            }
            best = best.max(len);
        }
        Some(best)
    }

    /// Redact `text`, appending it to `out` when a piece was replaced (and saying so);
    /// when none was, `out` is left as it was. Every page of an export passes here
    /// once per JSON string: copying the text only when it changes keeps the key check
    /// from allocating and copying each string (issue 18.8).
    fn redact_into(&self, text: &[u8], out: &mut Vec<u8>, stop: &dyn Fn(u8) -> bool) -> bool {
        let mut changed = false;
        let mut i = 0;
        let mut kept = 0;
        while i + self.m <= text.len() {
            let last = text[i + self.m - 1];
            if !self.in_key[usize::from(last)] || stop(last) {
                // No window holding this byte matches: jump past it.
                i += self.m;
                continue;
            }
            match self.longest_at(&text[i..], stop) {
                Some(len) => {
                    out.extend_from_slice(&text[kept..i]);
                    out.extend_from_slice(MASK.as_bytes());
                    i += len;
                    kept = i;
                    changed = true;
                }
                None => i += 1,
            }
        }
        if changed {
            out.extend_from_slice(&text[kept..]);
        }
        changed
    }
}

impl Pieces<'_> {
    /// Whether any window of the key occurs in `bytes` as they are. A window can only
    /// match where it occurs raw, so `false` rules out every piece outside escaped JSON
    /// strings. The windows are searched at once (aho-corasick picks its SIMD "packed"
    /// searcher for a key's few dozen windows); a builder failure (never expected for a
    /// few short patterns) answers `true`, which only costs the exact walk. One window
    /// (a key of at most [`MIN_PIECE`] bytes) is a plain substring search.
    fn occurs_raw(&self, bytes: &[u8]) -> bool {
        if bytes.len() < self.m {
            return false;
        }
        if self.grams.len() == 1 {
            return memchr::memmem::find(bytes, self.grams[0]).is_some();
        }
        self.searcher().is_none_or(|f| f.occurs(bytes))
    }

    /// The windows' searcher, built once per key: a run checks every answer (each page
    /// of an export, each live message) with the same key, and building the searcher
    /// costs more than searching a small body.
    fn searcher(&self) -> Option<Arc<Windows>> {
        let mut last = SEARCHER.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some((key, found)) = &*last
            && key.as_bytes() == self.key
        {
            return Some(Arc::clone(found));
        }
        // Teddy (SIMD, several GB/s for a key's few dozen windows) where the CPU has it;
        // else the automaton, whose rare-byte prefilter is much slower on JSON, where
        // most bytes of a key are common (issue 18.8: 22 ms of a 32 MB board).
        let found = match aho_corasick::packed::Searcher::new(self.grams.iter()) {
            Some(teddy) => Windows::Packed(teddy),
            None => Windows::Automaton(
                AhoCorasick::builder()
                    .match_kind(aho_corasick::MatchKind::LeftmostFirst)
                    .build(&self.grams)
                    .ok()?,
            ),
        };
        let found = Arc::new(found);
        *last = Some((self.key_str.to_string(), Arc::clone(&found)));
        Some(found)
    }
}

/// A search for any of a key's windows.
enum Windows {
    Packed(aho_corasick::packed::Searcher),
    Automaton(AhoCorasick),
}

impl Windows {
    fn occurs(&self, bytes: &[u8]) -> bool {
        match self {
            Self::Packed(s) => s.find(bytes).is_some(),
            Self::Automaton(ac) => ac.is_match(bytes),
        }
    }
}

/// The last key's searcher ([`Pieces::searcher`]); the key stays in this process's
/// memory, as it does in the client's options.
static SEARCHER: Mutex<Option<(String, Arc<Windows>)>> = Mutex::new(None);

/// Never a stop byte: plain text.
fn no_stop(_: u8) -> bool {
    false
}

/// Inside JSON text outside escaped strings: a piece never spans a quote or a backslash,
/// so replacing it keeps the JSON valid.
fn json_stop(b: u8) -> bool {
    b == b'"' || b == b'\\'
}

/// `text` with every piece of `key` replaced by `***` (borrowed when nothing changed).
#[must_use]
pub(crate) fn redact_text<'t>(text: &'t str, key: &str) -> Cow<'t, str> {
    let Some(p) = Pieces::new(key) else {
        return Cow::Borrowed(text);
    };
    let mut out = Vec::new();
    if !p.redact_into(text.as_bytes(), &mut out, &no_stop) {
        return Cow::Borrowed(text);
    }
    // Only whole pieces of a UTF-8 key were cut out of UTF-8 text, so a char could be
    // split only where the key itself splits one; lossy covers that edge.
    Cow::Owned(
        String::from_utf8(out)
            .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()),
    )
}

/// A body as it arrived, redacted: `None` when it holds no piece of the key (then
/// nothing was allocated or copied: the usual answer).
///
/// Every body of every request passes here (32 MB for one `/player-props`), so the usual
/// answer is found by a fast prefilter first (issue 18.8): a piece can only be redacted
/// where one of the key's windows occurs in the bytes as sent, or inside a JSON string
/// holding an escape (`\u0073k-…`). One SIMD multi-pattern search over the body for the
/// windows and one `memchr` for a backslash rule both out on most bodies; when a window
/// does occur the exact walk below runs as before, and with escapes but no raw window
/// only the escaped strings are unescaped and checked.
#[must_use]
pub(crate) fn redact_body(body: &[u8], key: &str) -> Option<Vec<u8>> {
    if is_short_key(key) {
        return None;
    }
    let p = Pieces::new(key)?;
    let raw_window = p.occurs_raw(body);
    redact_searched(&p, body, raw_window, || {
        memchr::memchr(b'\\', body).is_some()
    })
}

/// [`redact_body`] once the prefilter's window search is done (`raw_window`; a body fed
/// as it arrived has done it read by read): `backslash` says whether the body holds one,
/// asked only for JSON without a raw window.
fn redact_searched(
    p: &Pieces<'_>,
    body: &[u8],
    raw_window: bool,
    backslash: impl FnOnce() -> bool,
) -> Option<Vec<u8>> {
    let json = looks_json(body);
    if !raw_window && (!json || !backslash()) {
        return None;
    }
    let mut out = Vec::new();
    let changed = if json {
        redact_json(p, body, &mut out, raw_window)
    } else {
        p.redact_into(body, &mut out, &no_stop)
    };
    changed.then_some(out)
}

/// Whether a body is redacted as JSON: its first byte past whitespace opens a value
/// with strings in it.
fn looks_json(body: &[u8]) -> bool {
    let first = body.iter().find(|b| !b.is_ascii_whitespace());
    matches!(first, Some(b'{' | b'[' | b'"'))
}

/// [`redact_body`] for a body read piece by piece (issue 18.8): each read's new bytes
/// go through the prefilter as they arrive (with the `m − 1` bytes before them, so a
/// window across two reads is found), so that once the last byte is in, the usual body
/// (no window raw, no backslash) is known clean without another pass over it.
pub(crate) struct Arriving<'k> {
    p: Pieces<'k>,
    /// Bytes of the body searched so far.
    searched: usize,
    raw_window: bool,
    backslash: bool,
}

impl<'k> Arriving<'k> {
    /// `None` for an empty or short key (nothing to redact: [`redact_body`]).
    #[must_use]
    pub(crate) fn new(key: &'k str) -> Option<Self> {
        if is_short_key(key) {
            return None;
        }
        Some(Self {
            p: Pieces::new(key)?,
            searched: 0,
            raw_window: false,
            backslash: false,
        })
    }

    /// Search what arrived since the last call (`so_far` is the whole body so far).
    pub(crate) fn feed(&mut self, so_far: &[u8]) {
        let new = so_far.get(self.searched..).unwrap_or_default();
        if !self.backslash {
            self.backslash = memchr::memchr(b'\\', new).is_some();
        }
        if !self.raw_window {
            let from = self.searched.saturating_sub(self.p.m - 1);
            self.raw_window = self.p.occurs_raw(&so_far[from.min(so_far.len())..]);
        }
        self.searched = so_far.len();
    }

    /// The complete body redacted, as [`redact_body`] answers it.
    #[must_use]
    pub(crate) fn finish(self, body: &[u8]) -> Option<Vec<u8>> {
        if self.searched != body.len() {
            // Not fed as it arrived after all: the whole search.
            return redact_body(body, self.p.key_str);
        }
        redact_searched(&self.p, body, self.raw_window, || self.backslash)
    }
}

/// JSON text: only string values are redacted; numbers, object keys and structure never
/// (a key with digits must not eat a served number, and a key that is also a field's
/// name must not rename the field). A string holding an escape is
/// unescaped, redacted and written back escaped when a piece was found; any other string
/// is redacted in place. `out` receives the whole body when something changed, and
/// nothing otherwise. `raw_window` false: no window of the key occurs in the body as
/// sent (see [`redact_body`]), so only strings holding an escape can hold a piece.
fn redact_json(p: &Pieces<'_>, body: &[u8], out: &mut Vec<u8>, raw_window: bool) -> bool {
    let mut changed = false;
    let mut copied = 0;
    let mut i = 0;
    while i < body.len() {
        // The next string (outside strings, a backslash is no escape: skip to a quote).
        let Some(quote) = memchr::memchr(b'"', &body[i..]) else {
            break;
        };
        // A string: find its closing quote, noting whether it has an escape.
        let start = i + quote;
        let mut at = start + 1;
        let mut escaped = false;
        let close = loop {
            match memchr::memchr2(b'"', b'\\', body.get(at..).unwrap_or_default()) {
                Some(k) if body[at + k] == b'"' => break Some(at + k),
                Some(k) => {
                    // A backslash escapes the byte after it (a quote too).
                    escaped = true;
                    at += k + 2;
                }
                None => break None,
            }
        };
        let Some(end) = close else {
            // Unterminated: not JSON after all; its text is redacted as text.
            let mut rest = Vec::new();
            if raw_window && p.redact_into(&body[start..], &mut rest, &no_stop) {
                out.extend_from_slice(&body[copied..start]);
                out.extend_from_slice(&rest);
                return true;
            }
            break;
        };
        if is_object_key(body, end) {
            // A field's name: the service's structure, never changed.
            i = end + 1;
            continue;
        }
        if escaped {
            if let Ok(text) = serde_json::from_slice::<String>(&body[start..=end])
                && let Cow::Owned(clean) = redact_text(&text, p.key_str)
                && let Ok(encoded) = serde_json::to_string(&clean)
            {
                out.extend_from_slice(&body[copied..start]);
                out.extend_from_slice(encoded.as_bytes());
                copied = end + 1;
                changed = true;
            }
        } else if raw_window {
            let mut inner = Vec::new();
            if p.redact_into(&body[start + 1..end], &mut inner, &json_stop) {
                out.extend_from_slice(&body[copied..=start]);
                out.extend_from_slice(&inner);
                out.push(b'"');
                copied = end + 1;
                changed = true;
            }
        }
        i = end + 1;
    }
    if changed {
        out.extend_from_slice(&body[copied..]);
    }
    changed
}

/// Whether the string closing at `end` is an object key: the next byte past whitespace
/// is a colon (in JSON only a key is followed by one).
fn is_object_key(body: &[u8], end: usize) -> bool {
    body.get(end + 1..)
        .and_then(|rest| rest.iter().find(|b| !b.is_ascii_whitespace()))
        == Some(&b':')
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const KEY: &str = "sk-test-5ecret-key-0123456789";

    fn body(text: &str) -> String {
        redact_body(text.as_bytes(), KEY)
            .map_or_else(|| text.to_string(), |b| String::from_utf8(b).unwrap())
    }

    #[test]
    fn the_whole_key_and_any_eight_byte_piece_become_stars() {
        assert_eq!(
            body(r#"{"detail":"bad key sk-test-5ecret-key-0123456789"}"#),
            r#"{"detail":"bad key ***"}"#
        );
        // The first 16 characters, and a piece from the middle.
        assert_eq!(
            body(r#"{"detail":"key sk-test-5ecret-k…"}"#),
            r#"{"detail":"key ***…"}"#
        );
        assert_eq!(body("plain 5ecret-key text"), "plain *** text");
        // Seven characters are not a piece.
        assert_eq!(body("plain 5ecret- text"), "plain 5ecret- text");
        assert_eq!(body(r#"{"n":2.50,"s":"x"}"#), r#"{"n":2.50,"s":"x"}"#);
        // Numbers are no string values: a key with digits never eats one.
        assert_eq!(
            body(r#"{"v":123456789012345678901234567890,"s":"0123456789"}"#),
            r#"{"v":123456789012345678901234567890,"s":"***"}"#
        );
    }

    #[test]
    fn escaped_json_strings_are_redacted_after_unescaping() {
        let out = body(r#"{"a":"\u0073k-test-5ecret","b":1.10}"#);
        assert_eq!(out, r#"{"a":"***","b":1.10}"#);
        let v: serde_json::Value =
            serde_json::from_str(&body(r#"{"a":"x\"sk-test-5ecret\"\n"}"#)).unwrap();
        assert_eq!(v["a"], "x\"***\"\n");
    }

    #[test]
    fn a_short_key_is_redacted_whole() {
        assert_eq!(redact_text("a abc12 b abc1", "abc12"), "a *** b abc1");
        assert_eq!(redact_text("nothing", ""), "nothing");
    }

    /// The exact walk without the prefilter: what [`redact_body`] must always answer.
    fn exact(body: &[u8], key: &str) -> Option<Vec<u8>> {
        let p = Pieces::new(key)?;
        let mut out = Vec::new();
        let changed = if looks_json(body) {
            redact_json(&p, body, &mut out, true)
        } else {
            p.redact_into(body, &mut out, &no_stop)
        };
        changed.then_some(out)
    }

    #[test]
    fn a_piece_split_across_an_escape_is_found_with_no_raw_window() {
        // Neither "5ecr" nor "t-k" is a window; unescaped, "5ecret-k" is a piece.
        let text = r#"{"a":"x 5ecr\u0065t-k y","n":1.50}"#;
        assert!(!Pieces::new(KEY).unwrap().occurs_raw(text.as_bytes()));
        assert_eq!(body(text), r#"{"a":"x *** y","n":1.50}"#);
        // Split by an escaped quote the piece is two strings' worth of text: kept.
        let quoted = r#"{"a":"5ecr\"et-k"}"#;
        assert_eq!(body(quoted), quoted);
    }

    #[test]
    fn a_piece_at_the_very_end_of_a_body_is_redacted() {
        assert_eq!(body("bad key 0123456789"), "bad key ***");
        assert_eq!(body("bad key 01234567"), "bad key ***");
        // An unterminated JSON string ending in a piece: redacted as text.
        assert_eq!(
            body(r#"{"detail":"bad key 01234567"#),
            r#"{"detail":"bad key ***"#
        );
        // One byte short of a piece at the end: kept.
        assert_eq!(body("bad key 0123456"), "bad key 0123456");
    }

    #[test]
    fn escapes_without_the_key_leave_the_body_alone() {
        for text in [
            r#"{"a":"line\nbreak \u00e9 \"q\" \\","b":[1,2.50]}"#,
            r#"{"a":"trailing backslash \"#,
            r#"["\u0073k-", "test"]"#,
            "plain text with a \\ backslash and sk-test (seven bytes)",
        ] {
            assert_eq!(redact_body(text.as_bytes(), KEY), None, "{text}");
        }
    }

    #[test]
    fn a_key_of_exactly_one_piece_is_found_whole_raw_and_escaped() {
        // Eight bytes: one window, the prefilter's plain substring search.
        let key = "abc12xyz";
        let red = |t: &str| redact_body(t.as_bytes(), key).map(|b| String::from_utf8(b).unwrap());
        assert_eq!(
            red(r#"{"a":"x abc12xyz"}"#).as_deref(),
            Some(r#"{"a":"x ***"}"#)
        );
        assert_eq!(
            red(r#"{"a":"x ab\u006312xyz"}"#).as_deref(),
            Some(r#"{"a":"x ***"}"#)
        );
        assert_eq!(red("abc12xyz"), Some("***".into()));
        assert_eq!(red(r#"{"a":"abc12xy z"}"#), None);
    }

    #[test]
    fn a_key_shorter_than_a_piece_is_left_as_served() {
        // Settled point 17: the service's text, not a leak (and not to be garbled).
        for key in ["book", "abc1234", "q"] {
            let text = format!(r#"{{"books":[{{"key":"{key}","detail":"x {key} y"}}]}}"#);
            assert_eq!(redact_body(text.as_bytes(), key), None, "{key}");
            assert!(Arriving::new(key).is_none(), "{key}");
        }
        // Eight characters are a piece again.
        assert!(redact_body(br#"{"a":"abcd1234"}"#, "abcd1234").is_some());
    }

    #[test]
    fn the_short_key_note_is_said_once() {
        assert_eq!(short_key_note("abcdefgh"), None);
        assert_eq!(short_key_note(""), None);
        assert!(short_key_note("book").is_some_and(|n| n.contains("shorter than 8")));
        assert_eq!(short_key_note("book"), None);
    }

    #[test]
    fn object_keys_are_never_redacted() {
        // The key is a field's name, as a self-hosted service might name a book.
        let key = "bookmaker_";
        let text =
            r#"{"bookmaker_": {"bookmaker_id" :1,"name":"bookmaker_ one"},"k":["bookmaker_"]}"#;
        let out = String::from_utf8(redact_body(text.as_bytes(), key).unwrap()).unwrap();
        assert_eq!(
            out,
            r#"{"bookmaker_": {"bookmaker_id" :1,"name":"*** one"},"k":["***"]}"#
        );
        // Only in a field's name: nothing to change.
        assert_eq!(
            redact_body(br#"{"bookmaker_":1,"bookmaker_id":"x"}"#, key),
            None
        );
        // Escaped in a field's name: kept as served too.
        assert_eq!(redact_body(br#"{"b\u006fokmaker_":1}"#, key), None);
    }

    /// A body made of the key's pieces (the 8 bytes at `from`, or either half), escapes
    /// (of key bytes too), escaped quotes, string ends and numbers; inside a JSON string
    /// when `json`.
    fn pieces_body(parts: &[usize], from: usize, json: bool) -> String {
        let piece = &KEY[from..from + 8];
        let mut text = String::from(if json { "{\"a\":\"" } else { "" });
        for p in parts {
            text.push_str(match p {
                0 => piece,
                1 => &piece[..4],
                2 => &piece[4..],
                3 => "\\u0073",
                4 => "\\\"",
                5 => "\",\"b\":\"",
                6 => "\\",
                _ => " 1.50 ",
            });
        }
        text
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        /// The prefilter never changes the answer: bodies of JSON strings made of key
        /// pieces, escapes (of key bytes too) and quotes, against the exact walk.
        #[test]
        fn the_prefilter_answers_as_the_exact_walk(
            parts in proptest::collection::vec(0usize..8, 0..24),
            from in 0usize..21,
            json in any::<bool>(),
        ) {
            let text = pieces_body(&parts, from, json);
            let got = redact_body(text.as_bytes(), KEY);
            prop_assert_eq!(got, exact(text.as_bytes(), KEY), "{}", text);
        }

        /// Fed as it arrives, in reads of any sizes, a body gets the answer it gets whole.
        #[test]
        fn arriving_answers_as_the_whole_body(
            parts in proptest::collection::vec(0usize..8, 0..24),
            from in 0usize..21,
            json in any::<bool>(),
            reads in proptest::collection::vec(1usize..12, 1..40),
        ) {
            let text = pieces_body(&parts, from, json);
            let bytes = text.as_bytes();
            let mut arriving = Arriving::new(KEY).unwrap();
            let mut end = 0;
            for n in reads.iter().cycle() {
                if end == bytes.len() {
                    break;
                }
                end = (end + n).min(bytes.len());
                arriving.feed(&bytes[..end]);
            }
            prop_assert_eq!(arriving.finish(bytes), redact_body(bytes, KEY), "{}", text);
        }

        /// Whatever surrounds it, no piece of eight bytes survives, and JSON stays JSON.
        #[test]
        fn no_piece_survives(before in "[ -~]{0,40}", after in "[ -~]{0,40}", from in 0usize..21, len in 8usize..30) {
            let piece = &KEY[from..(from + len).min(KEY.len())];
            prop_assume!(piece.len() >= 8);
            let text = format!("{before}{piece}{after}");
            let out = redact_text(&text, KEY);
            for w in KEY.as_bytes().windows(8) {
                prop_assert!(!out.as_bytes().windows(8).any(|x| x == w), "{out}");
            }
            let json = serde_json::to_string(&serde_json::json!({"k": text, "n": 1})).unwrap();
            let red = body(&json);
            let v: serde_json::Value = serde_json::from_str(&red).unwrap();
            prop_assert!(!v["k"].as_str().unwrap().contains(&KEY[from..from + 8]));
        }

        /// Any bytes with any key: an answer, never a panic.
        #[test]
        fn any_body_and_any_key(body in proptest::collection::vec(any::<u8>(), 0..300), key in "[ -~]{0,20}") {
            let _ = redact_body(&body, &key);
            let _ = redact_text(&String::from_utf8_lossy(&body), &key);
        }
    }
}
