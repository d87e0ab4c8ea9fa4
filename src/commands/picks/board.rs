//! The part of a `/player-props` answer picks reads (spec §2 "Player-prop group"; the same
//! fields as `esx_proto::models::PlayerPropGroup`), typed and borrowed from the fetched
//! payload: strings as `&str`, served numbers as their `Number` (exact text) beside the
//! `f64` the model uses, and the fields picks only passes through (player, start time)
//! as the served values. Output rows borrow all of these, so nothing served is copied
//! or re-formatted.
//!
//! Read by hand rather than with serde because serde cannot borrow a `Number` (or any
//! `Value`) out of a `Value`; when reading fails, esx-proto's `PlayerPropsResponse`
//! words the wrong shape (exit 7 naming the route and the field).
//! The flat `props[]` beside `groups[]` repeats every entry and is never walked.

use esx_odds::picks::Side;
use serde_json::{Number, Value};

use crate::error::EsxError;

/// One player × stat × event group.
pub(super) struct Group<'a> {
    pub player_name: &'a Value,
    pub canonical_player_id: &'a Value,
    pub stat_type: &'a str,
    pub event_id: &'a str,
    pub event_time: &'a Value,
    pub dfs: Vec<Entry<'a>>,
    pub main: Vec<Entry<'a>>,
}

/// One venue's line in a group (`main[]` entries carry `odds`).
pub(super) struct Entry<'a> {
    pub sportsbook_name: &'a str,
    pub line: Served<'a>,
    /// The side `direction` names (`None`: neither over nor under), read once here.
    pub side: Option<Side>,
    pub odds: Option<Served<'a>>,
}

/// A served number: its text as sent and its value.
#[derive(Clone, Copy)]
pub(super) struct Served<'a> {
    pub text: &'a Number,
    pub value: f64,
}

/// The groups of a `/player-props` answer, or exit 7 naming the route and the field.
pub(super) fn groups<'a>(data: &'a Value, route: &str) -> Result<Vec<Group<'a>>, EsxError> {
    let read = data
        .get("groups")
        .and_then(Value::as_array)
        .and_then(|gs| gs.iter().map(group).collect::<Option<Vec<_>>>());
    if let Some(groups) = read {
        return Ok(groups);
    }
    // Word the error with esx-proto's model of the answer (exit 7 naming the field);
    // the generic message below only when the model takes what `group` would not.
    crate::client::response::decode::<esx_proto::models::PlayerPropsResponse>(data, route)?;
    Err(EsxError::bad_response(format!(
        "the service's answer for {route} is not the documented JSON at `groups`; check --base-url"
    )))
}

// Each object is walked once, its keys matched as they come (as serde does), rather than
// looked up one by one: a hash per lookup was most of the decode.

fn group(v: &Value) -> Option<Group<'_>> {
    static NULL: Value = Value::Null;
    let (mut stat_type, mut event_id, mut dfs, mut main) = (None, None, None, None);
    let mut g = Group {
        player_name: &NULL,
        canonical_player_id: &NULL,
        stat_type: "",
        event_id: "",
        event_time: &NULL,
        dfs: Vec::new(),
        main: Vec::new(),
    };
    for (k, v) in v.as_object()? {
        match k.as_str() {
            "player_name" => g.player_name = v,
            "canonical_player_id" => g.canonical_player_id = v,
            "stat_type" => stat_type = Some(v.as_str()?),
            "event_id" => event_id = Some(v.as_str()?),
            "event_time" => g.event_time = v,
            "dfs" => dfs = Some(entries(v)?),
            "main" => main = Some(entries(v)?),
            _ => {}
        }
    }
    g.stat_type = stat_type?;
    g.event_id = event_id?;
    g.dfs = dfs?;
    g.main = main?;
    Some(g)
}

fn entries(v: &Value) -> Option<Vec<Entry<'_>>> {
    v.as_array()?.iter().map(entry).collect()
}

fn entry(v: &Value) -> Option<Entry<'_>> {
    let (mut name, mut line, mut direction, mut odds) = (None, None, None, None);
    for (k, v) in v.as_object()? {
        match k.as_str() {
            "sportsbook_name" => name = Some(v.as_str()?),
            "line" => line = Some(served(v)?),
            "direction" => direction = Some(v.as_str()?),
            "odds" if !v.is_null() => odds = Some(served(v)?),
            _ => {}
        }
    }
    Some(Entry {
        sportsbook_name: name?,
        line: line?,
        side: Side::from_direction(direction?),
        odds,
    })
}

/// A number as served; its value parsed as serde parses an `f64` (any finite text,
/// out-of-range as infinite).
fn served(v: &Value) -> Option<Served<'_>> {
    let Value::Number(n) = v else { return None };
    Some(Served {
        text: n,
        value: n.as_str().parse().ok()?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_groups_borrowing_served_text() {
        let data = crate::client::exact::parse(
            br#"{"groups":[{"player_name":"a","stat_type":"K","event_id":"e","event_time":"t","dfs":[{"sportsbook_name":"x","line":33.50,"direction":"over"}],"main":[{"sportsbook_name":"b","line":33.5,"direction":"under","odds":-110,"extra":[1]}]}],"props":[]}"#,
        )
        .unwrap();
        let gs = groups(&data, "/r").unwrap();
        assert_eq!(gs.len(), 1);
        let g = &gs[0];
        assert_eq!(g.player_name, &Value::from("a"));
        assert!(g.canonical_player_id.is_null());
        assert_eq!(g.dfs[0].line.text.to_string(), "33.50");
        assert!((g.dfs[0].line.value - 33.5).abs() < 1e-12);
        assert!(g.dfs[0].odds.is_none());
        assert_eq!(g.dfs[0].side, Some(Side::Over));
        assert_eq!(g.main[0].side, Some(Side::Under));
        assert_eq!(g.main[0].odds.unwrap().text.to_string(), "-110");
    }

    #[test]
    fn wrong_shapes_name_the_field() {
        // A whole answer but for one field (the model words the error).
        let answer = |groups: &str| {
            format!(
                r#"{{"source":"svc","sport":"cs2","board":"b","total_groups":1,"total":0,"groups":{groups},"props":[]}}"#
            )
        };
        let group = |dfs: &str, main: &str| {
            format!(
                r#"[{{"player_name":"a","player_id":1,"canonical_player_id":"p","stat_type":"K","event_id":"e","team":"T","opponent":"O","event_time":"t","dfs":[{dfs}],"main":[{main}]}}]"#
            )
        };
        let entry = |line: &str, odds: &str| {
            format!(
                r#"{{"book_name":"x","sportsbook_name":"x","line":{line},"direction":"over","stat_type":"K","odds":{odds}}}"#
            )
        };
        for (body, at) in [
            (answer(r#""nope""#), "`groups`"),
            (
                answer(&group(&entry(r#""1""#, "null"), "")),
                "`groups[0].dfs[0].line`",
            ),
            (
                answer(&group("", &entry("1", r#""-110""#))),
                "`groups[0].main[0].odds`",
            ),
        ] {
            let body = body.as_str();
            let data = crate::client::exact::parse(body.as_bytes()).unwrap();
            let e = groups(&data, "/r").err().expect(body).to_string();
            assert!(e.contains(at) && e.contains("/r"), "{body}: {e}");
        }
    }
}
