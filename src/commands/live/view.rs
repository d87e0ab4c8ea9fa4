//! The live tables: the games list, a boxscore, frames and events in words.

use serde::Serialize;
use serde_json::Value;

use crate::output::typed::row_fields;
use crate::output::view::Tier;
use crate::output::{Column, Kind, TypedView};
use esx_proto::models::{
    LiveBoxscore, LiveBoxscoreResponse, LiveEvent, LiveEventsResponse, LiveFramesResponse,
    LiveGamesResponse, LiveSide,
};

/// One live game's row, borrowed from the model (fields in the columns' order).
#[derive(Serialize)]
pub(crate) struct GameRow<'a> {
    game_id: &'a str,
    blue_code: &'a str,
    red_code: &'a str,
    match_id: &'a str,
}

row_fields!(GameRow<'a>; game_id, blue_code, red_code, match_id);

/// The rows of the live games list.
#[must_use]
pub(crate) fn game_rows(list: &LiveGamesResponse) -> Vec<GameRow<'_>> {
    list.games
        .iter()
        .map(|g| GameRow {
            game_id: &g.game_id,
            blue_code: &g.blue_code,
            red_code: &g.red_code,
            match_id: &g.match_id,
        })
        .collect()
}

/// The live games table: one row per game; JSON prints the answer as served.
#[must_use]
pub(crate) fn games_view<'v>(
    data: &'v Value,
    rows: &'v [GameRow<'v>],
    sport: &str,
) -> TypedView<'v, GameRow<'v>> {
    TypedView::new(
        data,
        rows,
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
) -> Option<String> {
    match (blue, red) {
        (Some(b), Some(r)) => Some(format!("{}-{}", field(b), field(r))),
        _ => None,
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

/// One player of a boxscore, borrowed from the model (fields in the columns' order).
#[derive(Serialize)]
pub(crate) struct PlayerRow<'a> {
    side: &'a str,
    nickname: &'a str,
    kills: i64,
    deaths: i64,
    assists: i64,
    /// `yes` or `no`.
    alive: &'static str,
    game_id: &'a str,
}

row_fields!(PlayerRow<'a>; side, nickname, kills, deaths, assists, alive, game_id);

/// The rows of a boxscore's players (of game `game_id`).
pub(super) fn player_rows<'a>(game_id: &'a str, b: &'a LiveBoxscore) -> Vec<PlayerRow<'a>> {
    b.players
        .iter()
        .map(|p| PlayerRow {
            side: &p.side,
            nickname: &p.nickname,
            kills: p.kills,
            deaths: p.deaths,
            assists: p.assists,
            alive: if p.alive { "yes" } else { "no" },
            game_id,
        })
        .collect()
}

/// A live game's players (`live GAME`, and each game of `--watch`). Tiers: the side and
/// player say whose line it is; kills, deaths and assists are what a live prop bettor
/// acts on; whether the player is alive this round is context.
pub(super) fn player_columns() -> Vec<Column> {
    vec![
        Column::path("SIDE", "side").rank(1).in_tier(Tier::Identity),
        Column::path("PLAYER", "nickname")
            .rank(0)
            .in_tier(Tier::Identity),
        Column::path("K", "kills")
            .kind(Kind::Line)
            .rank(0)
            .in_tier(Tier::ActOn),
        Column::path("D", "deaths")
            .kind(Kind::Line)
            .rank(0)
            .in_tier(Tier::ActOn),
        Column::path("A", "assists")
            .kind(Kind::Line)
            .rank(0)
            .in_tier(Tier::ActOn),
        Column::path("ALIVE", "alive"),
        Column::path("GAME_ID", "game_id").csv_only(),
    ]
}

/// The codes of both sides, when the answer names both.
pub(super) fn codes<'a>(
    blue: Option<&'a String>,
    red: Option<&'a String>,
) -> Option<(&'a str, &'a str)> {
    Some((blue?.as_str(), red?.as_str()))
}

/// A game's boxscore: the score line as notes (fitted to `width`), one row per player
/// (`rows`, from [`player_rows`]); JSON prints the answer as served. The sides are named
/// by the answer's team codes, else by `listed` (the live games list's), else BLUE/RED.
#[must_use]
pub(crate) fn boxscore_view<'v>(
    data: &'v Value,
    typed: &LiveBoxscoreResponse,
    rows: &'v [PlayerRow<'v>],
    listed: Option<(&str, &str)>,
    width: Option<usize>,
) -> TypedView<'v, PlayerRow<'v>> {
    let notes = boxscore_notes(
        &typed.game_id,
        codes(typed.blue_code.as_ref(), typed.red_code.as_ref()).or(listed),
        &typed.boxscore,
        width,
    );
    let mut view =
        TypedView::new(data, rows, player_columns()).empty_message("(no players listed)");
    view.notes = notes;
    view
}

/// One frame of a live game (fields in the columns' order): where the game stood at the
/// tick and the score and kills as `blue-red`.
#[derive(Serialize)]
pub(crate) struct FrameRow<'a> {
    tick: Option<u64>,
    ts: Option<&'a str>,
    map_name: Option<&'a str>,
    round: Option<i64>,
    round_phase: Option<&'a str>,
    round_clock: Option<&'a str>,
    score: Option<String>,
    kills: Option<String>,
}

row_fields!(FrameRow<'a>; tick, ts, map_name, round, round_phase, round_clock, score, kills);

/// The rows of a game's frames.
#[must_use]
pub(crate) fn frame_rows(typed: &LiveFramesResponse) -> Vec<FrameRow<'_>> {
    typed
        .frames
        .iter()
        .map(|f| {
            let (b, r) = (f.blue.as_ref(), f.red.as_ref());
            FrameRow {
                tick: f.tick,
                ts: f.ts.as_deref(),
                map_name: f.map_name.as_deref(),
                round: f.round,
                round_phase: f.round_phase.as_deref(),
                round_clock: f.round_clock.as_deref(),
                score: pair(b, r, |s| s.map_score),
                kills: pair(b, r, |s| s.kills),
            }
        })
        .collect()
}

/// A game's frames: one row per tick with the map, round, phase, clock and score; JSON
/// prints the answer as served.
#[must_use]
pub(crate) fn frames_view<'v>(
    data: &'v Value,
    rows: &'v [FrameRow<'v>],
) -> TypedView<'v, FrameRow<'v>> {
    TypedView::new(
        data,
        rows,
        vec![
            Column::path("TICK", "tick").kind(Kind::Line).rank(0),
            Column::path("TIME", "ts").kind(Kind::Time).rank(2),
            Column::path("MAP", "map_name").rank(3),
            Column::path("ROUND", "round").kind(Kind::Line).rank(0),
            Column::path("PHASE", "round_phase").rank(1),
            Column::path("CLOCK", "round_clock").rank(1),
            Column::path("SCORE", "score").rank(0),
            Column::path("KILLS", "kills").rank(1),
        ],
    )
    .empty_message("(no frames yet)")
}

/// One event of a live game (fields in the columns' order) and its description.
#[derive(Serialize)]
pub(crate) struct EventRow<'a> {
    index: Option<u64>,
    tick: Option<u64>,
    ts: Option<&'a str>,
    round: Option<u64>,
    kind: &'a str,
    pub(super) detail: String,
}

row_fields!(EventRow<'a>; index, tick, ts, round, kind, detail);

/// The rows of a game's events (`raw`: the events as served, for [`describe_event`]).
#[must_use]
pub(crate) fn event_rows<'a>(typed: &'a LiveEventsResponse, raw: &[Value]) -> Vec<EventRow<'a>> {
    typed
        .events
        .iter()
        .enumerate()
        .map(|(i, e)| EventRow {
            index: e.index,
            tick: e.tick,
            ts: e.ts.as_deref(),
            round: e.round,
            kind: &e.kind,
            detail: describe_event(e, raw.get(i).unwrap_or(&Value::Null)),
        })
        .collect()
}

/// A game's events: one row per event with a readable description; JSON prints the
/// answer as served.
#[must_use]
pub(crate) fn events_view<'v>(
    data: &'v Value,
    rows: &'v [EventRow<'v>],
) -> TypedView<'v, EventRow<'v>> {
    TypedView::new(
        data,
        rows,
        vec![
            Column::path("#", "index").kind(Kind::Line).rank(1),
            Column::path("TICK", "tick").kind(Kind::Line).rank(2),
            Column::path("TIME", "ts").kind(Kind::Time).rank(3),
            Column::path("ROUND", "round").kind(Kind::Line).rank(0),
            Column::path("KIND", "kind").rank(0),
            Column::path("DETAIL", "detail").rank(0),
        ],
    )
    .empty_message("(no events yet)")
}

/// One event in words (README.md "The live feed" lists the kinds and their fields).
/// `raw` is the event as served, read only for a kind esx does not know.
#[must_use]
pub(crate) fn describe_event(e: &LiveEvent, raw: &Value) -> String {
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
