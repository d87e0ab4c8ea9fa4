//! A JSON body's leading array handed over before the body has all arrived (issue 18.8).
//!
//! A full `/player-props` board is ~33 MB, of which `groups[]` is the first ~7 MB and the
//! flat `props[]` that repeats it the rest. [`Scan`] reads the body on the request thread
//! read by read, without building anything: it follows the top-level object's names,
//! commas and brackets, skips each element of its members with serde's skipping parser
//! from the bytes in place (which checks it), hands over the document up to the end of
//! one top-level array (closed with `}`, so it is a whole JSON object) the moment that
//! array is complete, and keeps the *skeleton*: the body with each element replaced by
//! `0` (a few hundred kilobytes). Once the body is in, the skeleton (a small JSON
//! document) tells the reader the members it did not take early (`has_more`…) and
//! proves the rest well formed. A reader that takes the early part must still check that
//! the final body begins with the same bytes ([`Early::matches`]): a retry may have sent
//! another body, and a body the key had to be redacted from gets no [`Early`] at all.
//!
//! Nothing here decides an answer: when anything is unusual (not an object, a name
//! written with escapes, an element that is not JSON) the scan gives up and the reader
//! decodes the whole body as before, which also gives the usual error for a malformed
//! one.

use std::sync::Arc;

/// Who wants a body's leading array early: the top-level member's name, and what to
/// call with the document up to its end (on the request thread, once per attempt).
#[derive(Clone)]
pub(crate) struct EarlyArray {
    pub(crate) key: &'static str,
    pub(crate) to: Arc<dyn Fn(Vec<u8>) + Send + Sync>,
}

/// What the scan found in a complete body that it handed over early.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Early {
    /// How many bytes of the body the early document holds (it has one more: `}`).
    pub(crate) prefix_len: usize,
    /// The body with every element of a top-level member's array or object replaced by
    /// `0`: well formed exactly when the body is (the scan checked the elements).
    pub(crate) skeleton: Vec<u8>,
}

impl Early {
    /// Whether `early` (a document handed over during some attempt) is the beginning of
    /// the `body` this verdict is about.
    #[must_use]
    pub(crate) fn matches(&self, early: &[u8], body: &[u8]) -> bool {
        early.len() == self.prefix_len + 1
            && body.get(..self.prefix_len) == early.get(..self.prefix_len)
    }
}

/// Where the scan stands with the early array.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Target {
    /// Not met yet.
    Ahead,
    /// Inside it.
    Inside,
    /// Handed over; the body's first `n` bytes end it.
    Sent(usize),
}

/// The scan of one body (see the module doc), fed the body so far after every read.
///
/// Outside the elements the scan reads byte by byte, which is little: the top-level
/// object's names, scalars and commas. Each element (a container opened at depth 2) is
/// skipped by serde's own skipping parser from where it starts, which also checks it;
/// an element not yet all in is skipped again, whole, after the next read.
pub(crate) struct Scan<'a> {
    key: &'static str,
    /// Called with the early document once the array is complete.
    to: &'a dyn Fn(Vec<u8>),
    /// Bytes of the body scanned.
    pos: usize,
    /// 0 outside the top-level object, 1 in it, 2 in one of its arrays or objects.
    depth: u32,
    in_str: bool,
    /// The byte after a backslash inside a string.
    escaped: bool,
    /// Where the current string began (its opening quote).
    str_start: usize,
    /// The last string at depth 1 (a member's name once a `:` follows), as a range.
    last_name: (usize, usize),
    /// The member whose value the scan is in is the early array's.
    in_target_member: bool,
    target: Target,
    /// The skeleton so far, and where its pending run of body bytes starts.
    skeleton: Vec<u8>,
    run_from: usize,
    ended: bool,
    failed: bool,
    /// An element not yet all in is skipped again only once the body has grown to this
    /// length (twice what it had of it): a huge element arriving in small reads then
    /// costs at most twice its length to skip, not once per read.
    wait_until: usize,
    /// The body fed is the whole body ([`Scan::finish`]).
    complete: bool,
    /// Bytes handed to serde's skipping so far (what the doubling above bounds).
    #[cfg(test)]
    skipped: usize,
}

/// How skipping one element from its first byte went.
enum Skipped {
    /// It ends before this offset of the body.
    To(usize),
    /// It is not all in yet.
    Partial,
    /// It is not JSON.
    Malformed,
}

/// Skip the element starting at `body[start]` (`{` or `[`) with serde, checking it.
/// Before the body is `complete` any error may be the read's edge (serde calls a number
/// cut after its `-`, `.` or `e` invalid, not unfinished): the element is tried again
/// once more has arrived, and only the complete body's error is final.
fn skip(body: &[u8], start: usize, complete: bool) -> Skipped {
    let mut one =
        serde_json::Deserializer::from_slice(&body[start..]).into_iter::<serde::de::IgnoredAny>();
    match one.next() {
        Some(Ok(_)) => Skipped::To(start + one.byte_offset()),
        _ if !complete => Skipped::Partial,
        _ => Skipped::Malformed,
    }
}

impl<'a> Scan<'a> {
    /// A scan for the top-level array `key`, handing its document to `to`.
    #[must_use]
    pub(crate) fn new(key: &'static str, to: &'a dyn Fn(Vec<u8>)) -> Self {
        Self {
            key,
            to,
            pos: 0,
            depth: 0,
            in_str: false,
            escaped: false,
            str_start: 0,
            last_name: (0, 0),
            in_target_member: false,
            target: Target::Ahead,
            skeleton: Vec::new(),
            run_from: 0,
            ended: false,
            failed: false,
            wait_until: 0,
            complete: false,
            #[cfg(test)]
            skipped: 0,
        }
    }

    /// Scan what arrived since the last call (`body` is the whole body so far).
    pub(crate) fn feed(&mut self, body: &[u8]) {
        if body.len() < self.wait_until {
            return;
        }
        let mut i = self.pos;
        while i < body.len() && !self.failed {
            if self.in_str {
                if self.escaped {
                    self.escaped = false;
                    i += 1;
                    continue;
                }
                match memchr::memchr2(b'"', b'\\', &body[i..]) {
                    None => i = body.len(),
                    Some(at) if body[i + at] == b'\\' => {
                        self.escaped = true;
                        i += at + 1;
                    }
                    Some(at) => {
                        i += at;
                        self.in_str = false;
                        if self.depth == 1 {
                            self.last_name = (self.str_start + 1, i);
                        }
                        i += 1;
                    }
                }
                continue;
            }
            if self.depth == 2 && matches!(body[i], b'{' | b'[') {
                #[cfg(test)]
                {
                    self.skipped += body.len() - i;
                }
                match skip(body, i, self.complete) {
                    Skipped::To(end) => {
                        self.skeleton.extend_from_slice(&body[self.run_from..i]);
                        self.skeleton.push(b'0');
                        self.run_from = end;
                        i = end;
                    }
                    // Again from its start once more has arrived.
                    Skipped::Partial => {
                        self.wait_until = i + 2 * (body.len() - i);
                        break;
                    }
                    Skipped::Malformed => self.failed = true,
                }
                continue;
            }
            self.byte(body, i);
            i += 1;
        }
        self.pos = i;
    }

    /// One byte outside a string and outside the elements.
    fn byte(&mut self, body: &[u8], i: usize) {
        let b = body[i];
        if b.is_ascii_whitespace() {
            return;
        }
        // Outside the object, only its opening `{`: anything after it is not JSON (the
        // whole decode says so), nor is a body that opens with anything else.
        if self.depth == 0 && (self.ended || b != b'{') {
            self.failed = true;
            return;
        }
        match b {
            b'"' => {
                self.in_str = true;
                self.str_start = i;
            }
            b'{' | b'[' => {
                if self.depth == 1
                    && b == b'['
                    && self.in_target_member
                    && self.target == Target::Ahead
                {
                    self.target = Target::Inside;
                }
                self.depth += 1;
            }
            b'}' | b']' => {
                self.depth -= 1;
                if self.depth == 1 && self.target == Target::Inside {
                    self.target = Target::Sent(i + 1);
                    let mut doc = Vec::with_capacity(i + 2);
                    doc.extend_from_slice(&body[..=i]);
                    doc.push(b'}');
                    (self.to)(doc);
                } else if self.depth == 0 {
                    self.ended = true;
                }
            }
            b':' if self.depth == 1 => {
                let (from, to) = self.last_name;
                self.in_target_member = body.get(from..to) == Some(self.key.as_bytes());
            }
            b',' if self.depth == 1 => self.in_target_member = false,
            _ => {}
        }
    }

    /// The verdict on the complete `body`: `None` when the scan gave up, the body ended
    /// early, or the array never came (the document handed over here if it completes
    /// only now).
    #[must_use]
    pub(crate) fn finish(mut self, body: &[u8]) -> Option<Early> {
        self.complete = true;
        if self.pos != body.len() {
            self.wait_until = 0;
            self.feed(body);
        }
        let Target::Sent(prefix_len) = self.target else {
            return None;
        };
        if self.failed || !self.ended || self.in_str || self.pos != body.len() {
            return None;
        }
        self.skeleton.extend_from_slice(&body[self.run_from..]);
        Some(Early {
            prefix_len,
            skeleton: self.skeleton,
        })
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;

    use super::*;

    /// Scan `body` fed in pieces of `step` bytes: the documents handed over early, and
    /// the verdict.
    fn scan(body: &str, key: &'static str, step: usize) -> (Vec<String>, Option<Early>) {
        let sent = Mutex::new(Vec::new());
        let to = |doc: Vec<u8>| sent.lock().unwrap().push(String::from_utf8(doc).unwrap());
        let mut s = Scan::new(key, &to);
        let bytes = body.as_bytes();
        let mut end = 0;
        while end < bytes.len() {
            end = (end + step).min(bytes.len());
            s.feed(&bytes[..end]);
        }
        let verdict = s.finish(bytes);
        (sent.into_inner().unwrap(), verdict)
    }

    const BODY: &str = r#" {"source":"s\"x","n":[1,{"a":[2]}],"groups":[{"k":"]}\\"},[3],4],
        "props":[{"p":"{"},{"q":[null,true]}],"has_more":false,"meta":{"m":{"x":1},"y":[]}} "#;

    /// The early document is the body up to the array's end, closed; the skeleton is the
    /// body with each container element of a top-level member replaced by 0; the same
    /// whatever the reads' sizes (strings, escapes and brackets across their edges).
    #[test]
    fn hands_over_the_array_and_keeps_the_skeleton_at_any_read_size() {
        let end = BODY.find("4],").unwrap() + 2;
        let want_doc = format!("{}}}", &BODY[..end]);
        let want_skeleton = r#" {"source":"s\"x","n":[1,0],"groups":[0,0,4],
        "props":[0,0],"has_more":false,"meta":{"m":0,"y":0}} "#;
        for step in [1, 2, 3, 7, 64, BODY.len()] {
            let (sent, verdict) = scan(BODY, "groups", step);
            assert_eq!(sent, std::slice::from_ref(&want_doc), "step {step}");
            let v = verdict.expect("a verdict");
            assert_eq!(v.prefix_len, end, "step {step}");
            assert_eq!(
                String::from_utf8(v.skeleton.clone()).unwrap(),
                want_skeleton
            );
            // Both are JSON, and the early one reads as the body's beginning.
            serde_json::from_str::<serde_json::Value>(&want_doc).unwrap();
            serde_json::from_slice::<serde_json::Value>(&v.skeleton).unwrap();
            assert!(v.matches(want_doc.as_bytes(), BODY.as_bytes()));
            assert!(!v.matches(want_doc.as_bytes(), BODY.replace('k', "j").as_bytes()));
        }
    }

    /// A huge element arriving in small reads is skipped a few times, not once per read:
    /// serde reads at most a few times its length in all.
    #[test]
    fn a_huge_element_in_small_reads_is_skipped_in_linear_time() {
        let big: Vec<String> = (0..100_000).map(|i| format!(r#"{{"n":{i}}}"#)).collect();
        let body = format!(r#"{{"groups":[],"meta":{{"big":[{}]}}}}"#, big.join(","));
        let bytes = body.as_bytes();
        let mut s = Scan::new("groups", &|_| {});
        for end in (0..bytes.len()).step_by(512) {
            s.feed(&bytes[..end]);
        }
        s.feed(bytes);
        assert!(
            s.skipped < 4 * bytes.len(),
            "{} for {}",
            s.skipped,
            bytes.len()
        );
        assert!(s.finish(bytes).is_some());
    }

    /// A read that ends inside a number, just after its `-`, `.` or `e` (which serde
    /// calls invalid, not unfinished), waits for the rest: every cut of a body of such
    /// numbers gives the verdict the whole body gives, and hands the array over once.
    #[test]
    fn a_read_ending_inside_a_number_waits_for_the_rest() {
        let body = r#"{"groups":[{"o":-102,"l":38.5,"e":1e-3}],"props":[{"o":-110},{"x":2.5E+1}]}"#;
        let whole = scan(body, "groups", body.len()).1.expect("whole");
        for cut in 1..body.len() {
            let sent = Mutex::new(0);
            let count = |_: Vec<u8>| *sent.lock().unwrap() += 1;
            let mut s = Scan::new("groups", &count);
            s.feed(&body.as_bytes()[..cut]);
            s.feed(body.as_bytes());
            let v = s.finish(body.as_bytes());
            assert_eq!(v.as_ref(), Some(&whole), "cut at {cut}");
            assert_eq!(*sent.lock().unwrap(), 1, "cut at {cut}");
        }
    }

    /// Whatever is not plainly well formed gives no verdict (the whole decode then
    /// answers, with its usual error), and a body without the array hands nothing over.
    #[test]
    fn gives_up_on_anything_unusual() {
        let cases = [
            // Truncated, inside the rest and inside a string.
            &BODY[..BODY.len() - 3],
            &BODY[..BODY.find("{\"q\"").unwrap() + 3],
            // An element of another member that is not JSON.
            r#"{"groups":[],"props":[{"p":01}]}"#,
            // Mismatched brackets closing an element.
            r#"{"groups":[],"props":[{"p":1]]}"#,
            // Trailing text, a top-level array, a page of HTML.
            r#"{"groups":[]} x"#,
            r#"[{"groups":[]}]"#,
            "<html>502</html>",
            // The array's name written with an escape: not recognised.
            r#"{"gr\u006fups":[]}"#,
            // No such member; the name as a value, not a member.
            r#"{"props":[]}"#,
            r#"{"x":"groups","y":[1]}"#,
        ];
        for body in cases {
            let (_, verdict) = scan(body, "groups", 5);
            assert_eq!(verdict, None, "{body}");
        }
        // Elements of any depth are skipped (serde's skipping has no depth limit, as the
        // whole decode has none for the members it ignores).
        let deep = format!(
            r#"{{"groups":[],"x":[{}{}]}}"#,
            "[".repeat(500),
            "]".repeat(500)
        );
        assert!(scan(&deep, "groups", 64).1.is_some());
        // A nested member of the same name is not the array.
        let (sent, verdict) = scan(r#"{"a":{"groups":[1]},"groups":[2]}"#, "groups", 4);
        assert_eq!(sent, [r#"{"a":{"groups":[1]},"groups":[2]}"#.to_string()]);
        assert_eq!(
            verdict.unwrap().skeleton,
            br#"{"a":{"groups":0},"groups":[2]}"#
        );
    }

    /// The skeleton keeps what makes a body malformed outside the elements: serde reads
    /// it and fails where the whole body fails.
    #[test]
    fn the_skeleton_fails_where_the_body_does() {
        for body in [
            r#"{"groups":[],"has_more":tru}"#,
            r#"{"groups":[] "props":[]}"#,
            r#"{"groups":[],,"props":[]}"#,
            r#"{"groups":[1 2]}"#,
        ] {
            let v = scan(body, "groups", 3).1.expect(body);
            assert!(serde_json::from_str::<serde_json::Value>(body).is_err());
            assert!(
                serde_json::from_slice::<serde::de::IgnoredAny>(&v.skeleton).is_err(),
                "{body}"
            );
        }
    }
}
