//! The live tables: the games list, a boxscore, frames and events in words.

use serde::Deserialize as _;
use serde_json::{Value, json};

use crate::output::{Column, Kind, View};
use crate::rows;
use esx_proto::models::{
    LiveBoxscore, LiveBoxscoreResponse, LiveEvent, LiveEventsResponse, LiveFramesResponse,
    LivePlayer, LiveSide,
};

/// The live games table: one row per game (the answer was decoded as
/// `LiveGamesResponse`; the rows print as served).
#[must_use]
pub fn games_view(data: Value, sport: &str) -> View {
    View::new(
        data,
        Some("games"),
        vec![
            // Ids are copied into `esx live SPORT GAME`: shown whole or not at all.
            Column::path("GAME", "game_id").kind(Kind::Id).rank(0),
            Column::path("BLUE", "blue_code").rank(1),
            Column::path("RED", "red_code").rank(1),
            Column::path("MATCH", "match_id").kind(Kind::Id).rank(3),
        ],
    )
    .empty_message(format!("no {sport} games are live right now"))
}

/// Two sides' numbers as `blue-red` (`6-2`), or nothing when either is missing.
pub(super) fn pair(
    blue: Option<&LiveSide>,
    red: Option<&LiveSide>,
    field: fn(&LiveSide) -> i64,
) -> Value {
    match (blue, red) {
        (Some(b), Some(r)) => Value::String(format!("{}-{}", field(b), field(r))),
        _ => Value::Null,
    }
}

/// The heading lines of a boxscore: where the game stands. The first line's parts (game
/// id, map, round, phase and clock) are broken between parts where the line would pass
/// `width`, so the id, the round and its clock are never split or cut.
pub(super) fn boxscore_notes(
    game_id: &str,
    codes: Option<(&str, &str)>,
    b: &LiveBoxscore,
    width: Option<usize>,
) -> Vec<String> {
    let (blue, red) = codes.unwrap_or(("BLUE", "RED"));
    let mut notes = pack(
        &[
            game_id.to_string(),
            b.map_name.clone(),
            format!("round {}", b.round),
            format!("{} {}", b.round_phase, b.round_clock),
        ],
        " · ",
        width,
    );
    notes.push(format!(
        "{blue} {} - {} {red}   (kills {} - {})",
        b.blue.map_score, b.red.map_score, b.blue.kills, b.red.kills
    ));
    notes
}

/// `parts` joined by `sep`, a new line started between parts wherever the line would
/// pass `width` (a part wider than the width alone runs past it, whole).
#[must_use]
pub(super) fn pack(parts: &[String], sep: &str, width: Option<usize>) -> Vec<String> {
    use unicode_width::UnicodeWidthStr as _;
    let mut lines: Vec<String> = Vec::new();
    let mut cur = String::new();
    for part in parts.iter().filter(|p| !p.trim().is_empty()) {
        let next = if cur.is_empty() {
            part.clone()
        } else {
            format!("{cur}{sep}{part}")
        };
        if !cur.is_empty() && width.is_some_and(|w| next.width() > w) {
            lines.push(std::mem::take(&mut cur));
            cur.clone_from(part);
        } else {
            cur = next;
        }
    }
    if !cur.is_empty() {
        lines.push(cur);
    }
    lines
}

/// The first of `variants` (most informative first) that fits `width`, else the
/// narrowest: a ticker line drops its decoration before it would wrap.
#[must_use]
pub(super) fn first_fitting(variants: Vec<String>, width: Option<usize>) -> String {
    use unicode_width::UnicodeWidthStr as _;
    let Some(w) = width else {
        return variants.into_iter().next().unwrap_or_default();
    };
    let mut narrowest: Option<String> = None;
    for v in variants {
        if v.width() <= w {
            return v;
        }
        if narrowest.as_ref().is_none_or(|n| v.width() < n.width()) {
            narrowest = Some(v);
        }
    }
    narrowest.unwrap_or_default()
}

pub(super) fn player_columns(game_id: &str) -> Vec<Column> {
    let id = Value::String(game_id.to_string());
    vec![
        Column::path("SIDE", "side").rank(1),
        Column::path("PLAYER", "nickname").rank(0),
        Column::path("K", "kills").kind(Kind::Line).rank(0),
        Column::path("D", "deaths").kind(Kind::Line).rank(0),
        Column::path("A", "assists").kind(Kind::Line).rank(0),
        Column::computed("ALIVE", |r| {
            match LivePlayer::deserialize(r).map(|p| p.alive) {
                Ok(true) => Value::String("yes".into()),
                Ok(false) => Value::String("no".into()),
                Err(_) => Value::Null,
            }
        }),
        Column::computed("GAME_ID", move |_| id.clone())
            .key("game_id")
            .csv_only(),
    ]
}

/// The codes of both sides, when the answer names both.
pub(super) fn codes<'a>(
    blue: Option<&'a String>,
    red: Option<&'a String>,
) -> Option<(&'a str, &'a str)> {
    Some((blue?.as_str(), red?.as_str()))
}

/// A game's boxscore: the score line as notes (fitted to `width`), one row per player.
/// The sides are named by the answer's team codes, else by `listed` (the live games
/// list's), else BLUE/RED.
#[must_use]
pub fn boxscore_view(
    data: Value,
    typed: &LiveBoxscoreResponse,
    listed: Option<(&str, &str)>,
    width: Option<usize>,
) -> View {
    let notes = boxscore_notes(
        &typed.game_id,
        codes(typed.blue_code.as_ref(), typed.red_code.as_ref()).or(listed),
        &typed.boxscore,
        width,
    );
    let mut view = View::new(
        data,
        Some("boxscore.players"),
        player_columns(&typed.game_id),
    )
    .empty_message("(no players listed)");
    view.notes = notes;
    view
}

/// A game's frames: one row per tick with the map, round, phase, clock and score. The
/// spec does not show frames: an answer that is not `{frames: [...]}` is printed
/// faithfully by the generic view.
#[must_use]
pub fn frames_view(data: Value) -> View {
    let Ok(typed) = LiveFramesResponse::deserialize(&data) else {
        return View::generic(data);
    };
    let rows: Vec<Value> = rows::raw(&data, "frames")
        .iter()
        .zip(&typed.frames)
        .map(|(raw, f)| {
            let (b, r) = (f.blue.as_ref(), f.red.as_ref());
            json!({"f": raw, "score": pair(b, r, |s| s.map_score), "kills": pair(b, r, |s| s.kills)})
        })
        .collect();
    View::derived(
        data,
        rows,
        "frames",
        vec![
            Column::path("TICK", "f.tick")
                .kind(Kind::Line)
                .key("tick")
                .rank(0),
            Column::path("TIME", "f.ts")
                .kind(Kind::Time)
                .key("ts")
                .rank(2),
            Column::path("MAP", "f.map_name").key("map_name").rank(3),
            Column::path("ROUND", "f.round")
                .kind(Kind::Line)
                .key("round")
                .rank(0),
            Column::path("PHASE", "f.round_phase")
                .key("round_phase")
                .rank(1),
            Column::path("CLOCK", "f.round_clock")
                .key("round_clock")
                .rank(1),
            Column::path("SCORE", "score").rank(0),
            Column::path("KILLS", "kills").rank(1),
        ],
    )
    .empty_message("(no frames yet)")
}

/// A game's events: one row per event with a readable description. The spec does not
/// show events: an answer that is not `{events: [...]}` is printed by the generic view.
#[must_use]
pub fn events_view(data: Value) -> View {
    let Ok(typed) = LiveEventsResponse::deserialize(&data) else {
        return View::generic(data);
    };
    let rows: Vec<Value> = rows::raw(&data, "events")
        .iter()
        .zip(&typed.events)
        .map(|(raw, e)| json!({"e": raw, "detail": describe_event(e, raw)}))
        .collect();
    View::derived(
        data,
        rows,
        "events",
        vec![
            Column::path("#", "e.index")
                .kind(Kind::Line)
                .key("index")
                .rank(1),
            Column::path("TICK", "e.tick")
                .kind(Kind::Line)
                .key("tick")
                .rank(2),
            Column::path("TIME", "e.ts")
                .kind(Kind::Time)
                .key("ts")
                .rank(3),
            Column::path("ROUND", "e.round")
                .kind(Kind::Line)
                .key("round")
                .rank(0),
            Column::path("KIND", "e.kind").key("kind").rank(0),
            Column::path("DETAIL", "detail").rank(0),
        ],
    )
    .empty_message("(no events yet)")
}

/// One event in words (README.md "The live feed" lists the kinds and their fields).
/// `raw` is the event as served, read only for a kind esx does not know.
#[must_use]
pub fn describe_event(e: &LiveEvent, raw: &Value) -> String {
    let s = |v: &Option<String>| v.clone().unwrap_or_else(|| "?".into());
    let n = |v: Option<u64>| v.map_or_else(|| "?".into(), |n| n.to_string());
    match e.kind.as_str() {
        "kill" => {
            let assist = e
                .assister
                .as_ref()
                .map(|a| format!(", assist {a}"))
                .unwrap_or_default();
            format!("{} killed {}{assist}", s(&e.killer), s(&e.victim))
        }
        "bomb_planted" => format!("{} planted the bomb", s(&e.player)),
        "bomb_defused" => format!("{} defused the bomb", s(&e.player)),
        "bomb_exploded" => "the bomb exploded".into(),
        "round_start" => format!("round {} starts", n(e.round)),
        "round_end" => format!(
            "{} wins the round ({}), {}-{}",
            s(&e.winner),
            s(&e.reason),
            n(e.blue_score),
            n(e.red_score)
        ),
        "game_end" => format!(
            "{} wins the map, {}-{}",
            s(&e.winner),
            n(e.blue_score),
            n(e.red_score)
        ),
        "game_start" => "the map starts".into(),
        _ => {
            // An unknown kind has no model: show its own fields (a generic display), so
            // nothing the service sent is hidden.
            const COMMON: [&str; 5] = ["index", "tick", "ts", "round", "kind"];
            match raw {
                Value::Object(m) => m
                    .iter()
                    .filter(|(k, _)| !COMMON.contains(&k.as_str()))
                    .map(|(k, v)| format!("{k}={}", crate::output::view::scalar_text(v)))
                    .collect::<Vec<_>>()
                    .join(" "),
                _ => String::new(),
            }
        }
    }
}
