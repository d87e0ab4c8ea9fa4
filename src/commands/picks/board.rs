//! The part of a `/player-props` answer picks reads (spec §2 "Player-prop group"; the same
//! fields as `esx_proto::models::PlayerPropGroup`), decoded once, straight from the body's
//! bytes, into structs that borrow from them: strings as `&str` (owned only when the
//! service escaped something in them), served numbers as their exact text beside the `f64`
//! the model uses, and the fields picks only passes through (player, id, start time) as
//! served. No `serde_json::Value` tree is built: on a full board (~33 MB at `--scale 20`)
//! that tree cost ~0.7 s of CPU, ten times this decode.
//!
//! The flat `props[]` beside `groups[]` repeats every entry: serde skips it (an unknown
//! field is read as `serde::de::IgnoredAny`, building nothing). A wrong shape is exit 7
//! naming the route and the field (serde's path: `groups[0].dfs[0].line`).

use std::borrow::Cow;
use std::cell::OnceCell;
use std::sync::Arc;
use std::time::{Duration, Instant};

use esx_odds::picks::Side;
use serde::de::{Deserializer, Error as _, Unexpected};
use serde::{Deserialize, Serialize, Serializer};
use serde_json::Value;
use serde_json::value::RawValue;

use crate::client::Client;
use crate::client::early::{Early, EarlyArray};
use crate::client::response::decode_body;
use crate::error::EsxError;

/// The bodies of a `/player-props` answer as served (the first page and, when the
/// service pages the board, the later ones; or the early document [`priced`] decoded
/// before the rest arrived), and the boards decoded from them. [`priced`] fills it once;
/// the groups borrow from it.
#[derive(Default)]
pub(super) struct Bodies<'b> {
    early: OnceCell<Vec<u8>>,
    early_board: OnceCell<Board<'b>>,
    first: OnceCell<Vec<u8>>,
    later: OnceCell<Vec<Vec<u8>>>,
    board: OnceCell<Board<'b>>,
}

/// A board's groups as decoded (what [`groups`] views for the pricing).
pub(super) struct Board<'b> {
    groups: Vec<ServedGroup<'b>>,
}

/// What [`priced`] gives: the pricing of the board, when its last byte arrived, how long
/// decoding the groups kept took, and whether the pricing kept is the one done on the
/// early groups (while the rest arrived).
pub(super) struct Priced<T> {
    pub(crate) value: T,
    pub(crate) arrived: Instant,
    pub(crate) decode: Duration,
    pub(crate) early: bool,
}

/// GET `/player-props` (`path`, `query`) as bytes (the client's checks, retries and cache
/// apply as for any GET), decode its groups and `price` them.
///
/// With `early`, the groups are decoded and priced as soon as the `groups` array has
/// arrived, while the rest of the body (the flat `props[]` that repeats it, ~80 % of a
/// full board) is still arriving (issue 18.8: the decode and the model then cost the
/// run almost no time past the transfer). That pricing is kept only if the whole body
/// proves to begin with those same bytes, to be well formed, to hold no piece of the
/// key and to be the whole board (no `has_more`); otherwise the whole body is decoded
/// and priced as without `early`, which also gives any error its usual words. With
/// `early`, `price` may therefore run twice, so it must not fetch (without it, it runs
/// once).
///
/// # Errors
/// The request's error, or exit 7 for a body that is not the documented JSON.
pub(super) fn priced<'b, T>(
    client: &Client,
    path: &str,
    query: &[(String, String)],
    bodies: &'b Bodies<'b>,
    early: bool,
    price: &mut dyn FnMut(&'b Board<'b>) -> anyhow::Result<T>,
) -> anyhow::Result<Priced<T>> {
    let (body, arrived) = if early {
        match priced_early(client, path, query, bodies, price)? {
            Outcome::Kept(kept) => return Ok(kept),
            Outcome::Whole(body, arrived) => (body, arrived),
        }
    } else {
        let body = client.get_bytes(path, query)?;
        (body, Instant::now())
    };
    let (board, decode) = whole(client, path, query, bodies, body)?;
    Ok(Priced {
        value: price(board)?,
        arrived,
        decode,
        early: false,
    })
}

/// [`priced`] with `early`: the fetch on a thread of its own, the groups priced the
/// moment the request thread hands them over.
fn priced_early<'b, T>(
    client: &Client,
    path: &str,
    query: &[(String, String)],
    bodies: &'b Bodies<'b>,
    price: &mut dyn FnMut(&'b Board<'b>) -> anyhow::Result<T>,
) -> anyhow::Result<Outcome<T>> {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::scope(|s| {
        s.spawn(move || {
            let to = tx.clone();
            let want = EarlyArray {
                key: "groups",
                to: Arc::new(move |doc| {
                    let _ = to.send(Arrival::Early(doc));
                }),
            };
            let done = client.get_bytes_early(path, query, Some(&want));
            // Stamped here, once the body is all in and checked (and, under `--cache`,
            // written to the cache), not where the main thread takes it: that thread
            // may still be pricing the early groups, and the wait would hide what came
            // after the last byte.
            let _ = tx.send(Arrival::Done(done, Instant::now()));
        });
        let mut early_priced = None;
        let mut decode = Duration::ZERO;
        let done = loop {
            match rx.recv() {
                Ok(Arrival::Early(doc)) if early_priced.is_none() => {
                    let doc = bodies.early.get_or_init(|| doc);
                    let started = Instant::now();
                    let value = decode_body::<Page<'b>>(doc, path)
                        .map_err(anyhow::Error::from)
                        .and_then(|page| {
                            decode = started.elapsed();
                            price(bodies.early_board.get_or_init(|| Board {
                                groups: page.groups,
                            }))
                        });
                    early_priced = Some(value);
                }
                // A retry's early document: the final body decides below.
                Ok(Arrival::Early(_)) => {}
                Ok(Arrival::Done(done, at)) => break done.map(|d| (d, at)),
                Err(_) => break Err(EsxError::other("the request failed unexpectedly")),
            }
        };
        let ((body, verdict), arrived) = done?;
        if let (Some(Ok(value)), Some(v), Some(doc)) = (early_priced, verdict, bodies.early.get())
            && v.matches(doc, &body)
            && serde_json::from_slice::<Head>(&v.skeleton).is_ok_and(|h| h.has_more != Some(true))
        {
            return Ok(Outcome::Kept(Priced {
                value,
                arrived,
                decode,
                early: true,
            }));
        }
        Ok(Outcome::Whole(body, arrived))
    })
}

/// How [`priced_early`] ended: the early pricing, kept because the final body proves it,
/// or that body and when it arrived, for the whole decode.
enum Outcome<T> {
    Kept(Priced<T>),
    Whole(Vec<u8>, Instant),
}

/// What the request thread sends [`priced`]: the early document, then the outcome and
/// when the body was all in (and checked).
enum Arrival {
    Early(Vec<u8>),
    Done(Result<(Vec<u8>, Option<Early>), EsxError>, Instant),
}

/// The members of the whole body [`priced`] did not read early, from the skeleton.
#[derive(Deserialize)]
struct Head {
    #[serde(rename = "groups")]
    _groups: serde::de::IgnoredAny,
    #[serde(default)]
    has_more: Option<bool>,
}

/// Decode the whole first body's groups into `bodies`, following a paged board to its
/// end as [`Client::get_board`] does: the board, and how long its decodes took (the
/// later pages' fetch excluded).
fn whole<'b>(
    client: &Client,
    path: &str,
    query: &[(String, String)],
    bodies: &'b Bodies<'b>,
    body: Vec<u8>,
) -> Result<(&'b Board<'b>, Duration), EsxError> {
    // (`Bodies` is new per fetch: the cell is empty and takes this body.)
    let first = bodies.first.get_or_init(|| body);
    let started = Instant::now();
    let page: Page<'b> = decode_body(first, path)?;
    let mut decode = started.elapsed();
    let mut groups = page.groups;
    if page.has_more == Some(true) {
        let later = client.board_after(path, query, first)?;
        for body in bodies.later.get_or_init(|| later) {
            let started = Instant::now();
            groups.extend(decode_body::<Page<'b>>(body, path)?.groups);
            decode += started.elapsed();
        }
    }
    Ok((bodies.board.get_or_init(|| Board { groups }), decode))
}

/// One page of the answer: its groups, and whether more pages follow.
#[derive(Deserialize)]
struct Page<'a> {
    #[serde(borrow)]
    groups: Vec<ServedGroup<'a>>,
    /// Absent or null: the whole board.
    #[serde(default)]
    has_more: Option<bool>,
}

/// One group as decoded (strings that had escapes are owned here).
#[derive(Deserialize)]
struct ServedGroup<'a> {
    #[serde(borrow, default)]
    player_name: Text<'a>,
    #[serde(borrow, default)]
    canonical_player_id: Text<'a>,
    #[serde(borrow)]
    stat_type: Cow<'a, str>,
    #[serde(borrow)]
    event_id: Cow<'a, str>,
    #[serde(borrow, default)]
    event_time: Text<'a>,
    #[serde(borrow)]
    dfs: Vec<ServedEntry<'a>>,
    #[serde(borrow)]
    main: Vec<ServedEntry<'a>>,
}

/// One venue's line as decoded.
#[derive(Deserialize)]
struct ServedEntry<'a> {
    #[serde(borrow)]
    sportsbook_name: Cow<'a, str>,
    #[serde(borrow)]
    line: Served<'a>,
    /// The side `direction` names (`None`: neither over nor under), read once here.
    #[serde(rename = "direction", deserialize_with = "side")]
    side: Option<Side>,
    /// Absent or null: no odds (DFS entries).
    #[serde(borrow, default)]
    odds: Option<Served<'a>>,
}

/// A string borrowed from the body where it can be (`#[serde(borrow)]` on a `Cow`).
#[derive(Deserialize)]
struct Str<'a>(#[serde(borrow)] Cow<'a, str>);

fn side<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Side>, D::Error> {
    Ok(Side::from_direction(&Str::deserialize(d)?.0))
}

/// One player × stat × event group, as the pricing reads it: plain borrowed strings (from
/// the body, or from the decoded board for a string that had escapes).
pub(super) struct Group<'a> {
    pub(crate) player_name: &'a Text<'a>,
    pub(crate) canonical_player_id: &'a Text<'a>,
    pub(crate) stat_type: &'a str,
    pub(crate) event_id: &'a str,
    pub(crate) event_time: &'a Text<'a>,
    pub(crate) dfs: Vec<Entry<'a>>,
    pub(crate) main: Vec<Entry<'a>>,
}

/// One venue's line in a group (`main[]` entries carry `odds`).
pub(super) struct Entry<'a> {
    pub(crate) sportsbook_name: &'a str,
    pub(crate) line: Served<'a>,
    /// The side `direction` names (`None`: neither over nor under).
    pub(crate) side: Option<Side>,
    pub(crate) odds: Option<Served<'a>>,
}

/// The board's groups, in the order served.
pub(super) fn groups<'a>(board: &'a Board<'_>) -> Vec<Group<'a>> {
    let entries = |es: &'a [ServedEntry<'_>]| -> Vec<Entry<'a>> {
        es.iter()
            .map(|e| Entry {
                sportsbook_name: &e.sportsbook_name,
                line: e.line,
                side: e.side,
                odds: e.odds,
            })
            .collect()
    };
    board
        .groups
        .iter()
        .map(|g| Group {
            player_name: &g.player_name,
            canonical_player_id: &g.canonical_player_id,
            stat_type: &g.stat_type,
            event_id: &g.event_id,
            event_time: &g.event_time,
            dfs: entries(&g.dfs),
            main: entries(&g.main),
        })
        .collect()
}

/// A served number: its text as sent (printed verbatim) and its value.
#[derive(Clone, Copy)]
pub(super) struct Served<'a> {
    pub(crate) text: &'a RawValue,
    pub(crate) value: f64,
}

impl<'de: 'a, 'a> Deserialize<'de> for Served<'a> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = <&'de RawValue>::deserialize(d)?;
        let t = text.get();
        if !esx_proto::served::is_number(t) {
            return Err(D::Error::invalid_type(
                Unexpected::Other(&shown(t)),
                &"a number",
            ));
        }
        // Parsed as serde parses an `f64`: any JSON number, out of range as infinite.
        let value = t
            .parse()
            .map_err(|_| D::Error::invalid_value(Unexpected::Other(&shown(t)), &"a number"))?;
        Ok(Self { text, value })
    }
}

/// A served value picks only passes through: a string (an id, a name, a time), a number
/// as sent (an id the service sends as a number: any width), or null (absent).
#[derive(Default)]
pub(super) enum Text<'a> {
    #[default]
    Null,
    Str(Cow<'a, str>),
    Num(&'a RawValue),
}

impl Text<'_> {
    /// The string, when it is one.
    pub(super) fn as_str(&self) -> Option<&str> {
        match self {
            Self::Str(s) => Some(s),
            Self::Null | Self::Num(_) => None,
        }
    }

    /// As a `Value` (table and CSV cells), a number keeping its text.
    pub(super) fn to_value(&self) -> Value {
        match self {
            Self::Null => Value::Null,
            Self::Str(s) => Value::String(s.to_string()),
            Self::Num(n) => Value::Number(crate::client::exact::number(n.get())),
        }
    }
}

impl<'de: 'a, 'a> Deserialize<'de> for Text<'a> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let raw = <&'de RawValue>::deserialize(d)?;
        let t = raw.get();
        match t.as_bytes().first() {
            Some(b'"') => {
                // Borrowed as served unless it has escapes, which are decoded once here.
                if t.contains('\\') {
                    serde_json::from_str(t)
                        .map(|s: String| Self::Str(Cow::Owned(s)))
                        .map_err(D::Error::custom)
                } else {
                    Ok(Self::Str(Cow::Borrowed(&t[1..t.len() - 1])))
                }
            }
            Some(b'n') => Ok(Self::Null),
            Some(b'-' | b'0'..=b'9') => Ok(Self::Num(raw)),
            _ => Err(D::Error::invalid_type(
                Unexpected::Other(&shown(t)),
                &"a string, a number or null",
            )),
        }
    }
}

impl Serialize for Text<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Self::Null => s.serialize_unit(),
            Self::Str(text) => s.serialize_str(text),
            Self::Num(n) => n.serialize(s),
        }
    }
}

/// A wrong value as an error line shows it: its first 40 characters.
fn shown(t: &str) -> String {
    match t.char_indices().nth(40) {
        Some((i, _)) => format!("{}…", &t[..i]),
        None => t.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ExitCode;

    /// Decode a whole body as `fetch` does its first page.
    fn read(body: &str) -> Result<Board<'_>, EsxError> {
        let page: Page<'_> = decode_body(body.as_bytes(), "/r")?;
        assert_eq!(page.has_more, None);
        Ok(Board {
            groups: page.groups,
        })
    }

    fn json(v: &impl Serialize) -> String {
        serde_json::to_string(v).unwrap()
    }

    /// Escaped strings decoded once, the rest borrowed; numbers exactly as sent; a
    /// 30-digit id passed through; absent pass-through fields null; `props[]` skipped
    /// whatever it holds; unknown fields ignored.
    #[test]
    fn reads_groups_borrowing_served_text() {
        let body = r#"{"source":"svc","groups":[
            {"player_name":"Zo\u00eb \"ZZ\"","canonical_player_id":123456789012345678901234567890,
             "stat_type":"K","event_id":"e1","event_time":"2026-11-21T13:00:00.000Z","team":"T",
             "dfs":[{"sportsbook_name":"pp","line":1.10,"direction":"higher"},
                    {"sportsbook_name":"ud","line":1E3,"direction":"sideways","odds":null}],
             "main":[{"sportsbook_name":"b\/k","line":33.50,"direction":"under","odds":-110,"extra":[1,{"a":"\""}]}]},
            {"canonical_player_id":"kr_pl_123456789012345678901234567890","stat_type":"S","event_id":"e2","dfs":[],"main":[]}
        ],"props":[{"x":[1,{"y":"z\u0000"}]},"anything",3.0e5]}"#;
        let board = read(body).unwrap();
        let gs = groups(&board);
        assert_eq!(gs.len(), 2);
        let g = &gs[0];
        assert_eq!(g.player_name.as_str(), Some("Zoë \"ZZ\""));
        assert!(matches!(g.player_name, Text::Str(Cow::Owned(_))));
        // Printed as the `Value` path printed it: the string re-escaped by serde_json,
        // the number's digits as sent.
        assert_eq!(json(g.player_name), r#""Zoë \"ZZ\"""#);
        assert_eq!(
            json(g.canonical_player_id),
            "123456789012345678901234567890"
        );
        assert_eq!(
            g.canonical_player_id.to_value().to_string(),
            "123456789012345678901234567890"
        );
        assert!(matches!(board.groups[0].stat_type, Cow::Borrowed("K")));
        assert_eq!((g.stat_type, g.event_id), ("K", "e1"));
        assert_eq!(g.event_time.as_str(), Some("2026-11-21T13:00:00.000Z"));

        let (pp, ud, book) = (&g.dfs[0], &g.dfs[1], &g.main[0]);
        assert_eq!((pp.sportsbook_name, pp.side), ("pp", Some(Side::Over)));
        assert_eq!(pp.line.text.get(), "1.10");
        assert!((pp.line.value - 1.1).abs() < 1e-15);
        assert!(pp.odds.is_none() && ud.odds.is_none());
        assert_eq!((ud.line.text.get(), ud.line.value), ("1E3", 1000.0));
        assert_eq!(ud.side, None, "a direction that is neither side");
        assert_eq!(book.sportsbook_name, "b/k");
        assert_eq!(book.side, Some(Side::Under));
        assert_eq!(json(&book.line.text), "33.50");
        let odds = book.odds.unwrap();
        assert_eq!((odds.text.get(), odds.value), ("-110", -110.0));

        let g = &gs[1];
        assert!(matches!(g.player_name, Text::Null) && matches!(g.event_time, Text::Null));
        assert_eq!(json(g.player_name), "null");
        assert_eq!(
            g.canonical_player_id.as_str(),
            Some("kr_pl_123456789012345678901234567890")
        );
    }

    /// What picks passes through is a string, a number or null; anything else is a wrong
    /// shape, as a string is where a number belongs.
    #[test]
    fn wrong_shapes_are_exit_7_naming_the_route_and_the_field() {
        let group = |fields: &str, dfs: &str, main: &str| {
            format!(
                r#"{{"groups":[{{"player_name":"a","stat_type":"K","event_id":"e"{fields},"dfs":[{dfs}],"main":[{main}]}}],"props":[]}}"#
            )
        };
        let entry = |line: &str, odds: &str| {
            format!(r#"{{"sportsbook_name":"x","line":{line},"direction":"over","odds":{odds}}}"#)
        };
        for (body, at, says) in [
            (
                r#"{"groups":"nope"}"#.to_string(),
                "`groups`",
                "expected a sequence",
            ),
            (r#"{"props":[]}"#.to_string(), "", "missing field `groups`"),
            (
                group("", &entry(r#""1""#, "null"), ""),
                "`groups[0].dfs[0].line`",
                "expected a number",
            ),
            (
                group("", "", &entry("1", r#""-110""#)),
                "`groups[0].main[0].odds`",
                "expected a number",
            ),
            (
                group("", r#"{"sportsbook_name":"x","line":1}"#, ""),
                "`groups[0].dfs[0]`",
                "missing field `direction`",
            ),
            (
                group(r#","event_time":true"#, "", ""),
                "`groups[0].event_time`",
                "expected a string, a number or null",
            ),
            (
                group(r#","canonical_player_id":{"id":1}"#, "", ""),
                "`groups[0].canonical_player_id`",
                "expected a string, a number or null",
            ),
            (
                r#"{"groups":[{"stat_type":"K","dfs":[],"main":[]}]}"#.to_string(),
                "`groups[0]`",
                "missing field `event_id`",
            ),
            (
                r#"{"groups":[],"has_more":"true"}"#.to_string(),
                "`has_more`",
                "expected a boolean",
            ),
        ] {
            let e = read(&body).err().expect(&body);
            assert_eq!(e.exit_code(), ExitCode::BadResponse, "{body}");
            let e = e.to_string();
            assert!(
                e.contains("the service's answer for /r is not the documented JSON")
                    && e.contains(at)
                    && e.contains(says),
                "{body}: {e}"
            );
        }
    }

    /// A body cut short, or not JSON at all, is exit 7 saying so (as for a `Value` answer).
    #[test]
    fn truncated_or_foreign_bodies_are_exit_7() {
        let whole =
            r#"{"groups":[{"player_name":"a","stat_type":"K","event_id":"e","dfs":[],"main":[]}]}"#;
        for cut in [10, whole.len() - 1] {
            let e = read(&whole[..cut]).err().expect("cut");
            assert_eq!(e.exit_code(), ExitCode::BadResponse);
            assert!(e.to_string().contains("truncated or malformed JSON"), "{e}");
        }
        let e = read("<html><title>502 Bad Gateway</title></html>")
            .err()
            .expect("html");
        assert_eq!(e.exit_code(), ExitCode::BadResponse);
        assert!(
            e.to_string()
                .contains(r#"an HTML page titled "502 Bad Gateway""#),
            "{e}"
        );
        let e = read(&format!("{whole} trailing")).err().expect("trailing");
        assert!(e.to_string().contains("trailing characters"), "{e}");
        assert!(read(whole).is_ok());
    }
}
