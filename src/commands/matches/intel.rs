//! `esx matches SPORT MATCH [--prep|--veto|--player-board|--maps]` (one match, or its
//! intel) and `esx matches SPORT --team1 A [--team2 B] [--date D]` (search).

use std::borrow::Cow;

use serde::{Deserialize, Serialize};
use serde_json::Number;

use crate::client::response::decode;
use crate::context::Context;
use crate::error::{ErrorKind, EsxError};
use crate::output::num::Exact;
use crate::output::typed::row_fields;
use crate::output::{Column, Format, Kind, TypedView};
use esx_proto::models::{Match, MatchPrep, MatchSearch, MatchVeto, PlayerBoard};
use esx_proto::routes::{self, Query, Route};

use super::args::Args;
use super::rows::{MatchRow, match_columns};

/// Which view of one match.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Intel {
    Match,
    Prep,
    Veto,
    PlayerBoard,
    Maps,
}

impl Intel {
    /// From the flags (clap allows at most one).
    #[must_use]
    pub(crate) fn of(a: &Args) -> Self {
        if a.prep {
            Self::Prep
        } else if a.veto {
            Self::Veto
        } else if a.player_board {
            Self::PlayerBoard
        } else if a.maps {
            Self::Maps
        } else {
            Self::Match
        }
    }

    /// The route this view reads (its sports check the SPORT argument).
    #[must_use]
    pub(crate) fn route(self) -> &'static Route {
        match self {
            Self::Match => &routes::MATCH_BY_ID,
            Self::Prep => &routes::MATCH_PREP,
            Self::Veto => &routes::MATCH_VETO,
            Self::PlayerBoard => &routes::MATCH_PLAYER_BOARD,
            Self::Maps => &routes::TOURNAMENT_MAPS,
        }
    }
}

fn hint_not_found(sport: &str) -> impl Fn(EsxError) -> EsxError + '_ {
    move |e| {
        if e.kind() == ErrorKind::NotFound {
            e.with_hint(format!("list the matches with `esx matches {sport}`"))
        } else {
            e
        }
    }
}

/// One map of a team's pool on the prep board (fields in the columns' order).
#[derive(Serialize)]
struct PoolRow<'a> {
    team: &'a str,
    map: &'a str,
    played: u64,
    won: u64,
    win_rate: Option<Exact>,
}

row_fields!(PoolRow<'a>; team, map, played, won, win_rate);

fn pool_columns() -> Vec<Column> {
    vec![
        Column::path("TEAM", "team").rank(0),
        Column::path("MAP", "map").rank(0),
        Column::path("PLAYED", "played").kind(Kind::Line).rank(0),
        Column::path("WON", "won").kind(Kind::Line).rank(1),
        Column::path("WIN RATE", "win_rate")
            .kind(Kind::Prob)
            .rank(0),
    ]
}

/// Each team's played maps (a map never played is no row).
fn pool_rows(p: &MatchPrep) -> Vec<PoolRow<'_>> {
    let mut rows = Vec::new();
    for t in &p.teams {
        for m in t.map_pool.iter().filter(|m| m.played > 0) {
            rows.push(PoolRow {
                team: &t.team,
                map: &m.map,
                played: m.played,
                won: m.won,
                win_rate: m.win_rate.map(Exact),
            });
        }
    }
    rows
}

/// `--prep`'s notes: each team's form and series record, then the service's insights.
fn prep_notes(p: &MatchPrep) -> Vec<String> {
    let mut notes = Vec::new();
    for t in &p.teams {
        notes.push(format!(
            "{}: form {} · {} series · series win rate {}",
            t.team,
            if t.form.is_empty() { "-" } else { &t.form },
            t.series_played,
            t.series_win_rate.map_or("-".into(), |r| format!("{r:.3}"))
        ));
    }
    notes.extend(p.insights.iter().cloned());
    notes
}

/// One player of the player board (fields in the columns' order).
#[derive(Serialize)]
struct BoardRow<'a> {
    team: &'a str,
    player: &'a str,
    role: &'a str,
    maps: u64,
    kills_per_map: Option<Exact>,
    deaths_per_map: Option<Exact>,
    /// Favourite weapons (CS2) or agents (Valorant) with their kills.
    favourites: String,
}

row_fields!(BoardRow<'a>; team, player, role, maps, kills_per_map, deaths_per_map, favourites);

fn board_columns() -> Vec<Column> {
    vec![
        Column::path("TEAM", "team").rank(2),
        Column::path("PLAYER", "player").rank(0),
        Column::path("ROLE", "role").rank(1),
        Column::path("MAPS", "maps").kind(Kind::Line).rank(1),
        Column::path("K/MAP", "kills_per_map")
            .kind(Kind::Num(2))
            .rank(0),
        Column::path("D/MAP", "deaths_per_map")
            .kind(Kind::Num(2))
            .rank(0),
        Column::path("FAVOURITES", "favourites")
            .kind(Kind::Deco)
            .rank(3),
    ]
}

/// `--player-board`: each player's maps, kills and deaths per map and favourites.
fn board_rows(p: &PlayerBoard) -> Vec<BoardRow<'_>> {
    let mut rows = Vec::new();
    for t in &p.teams {
        for pl in &t.players {
            let favs = if pl.favourite_weapons.is_empty() {
                &pl.agents
            } else {
                &pl.favourite_weapons
            };
            let favs: Vec<String> = favs
                .iter()
                .map(|f| format!("{} {}", f.name, f.kills))
                .collect();
            rows.push(BoardRow {
                team: &t.team,
                player: &pl.nickname,
                role: &pl.role,
                maps: pl.maps,
                kills_per_map: pl.kills_per_map.map(Exact),
                deaths_per_map: pl.deaths_per_map.map(Exact),
                favourites: favs.join(", "),
            });
        }
    }
    rows
}

/// One step of a map veto (fields in the columns' order).
#[derive(Serialize)]
struct VetoRow<'a> {
    order: u32,
    team: Option<&'a str>,
    action: &'a str,
    map: &'a str,
}

row_fields!(VetoRow<'a>; order, team, action, map);

fn veto_columns() -> Vec<Column> {
    vec![
        Column::path("#", "order").kind(Kind::Line).rank(0),
        Column::path("TEAM", "team").rank(0),
        Column::path("ACTION", "action").rank(0),
        Column::path("MAP", "map").rank(0),
    ]
}

fn veto_rows(p: &MatchVeto) -> Vec<VetoRow<'_>> {
    p.steps
        .iter()
        .map(|s| VetoRow {
            order: s.order,
            team: s.team.as_deref(),
            action: &s.action,
            map: &s.map,
        })
        .collect()
}

/// `--maps`: a tournament's map pool, decoded once from the answer. The side win rates
/// are served numbers shown as served (`Number` keeps their text); the model's `f64`
/// would print a served `0.5` as it reads it back.
#[derive(Deserialize)]
struct ServedMaps<'a> {
    /// Required as in the model (`TournamentMaps`): another shape is exit 7.
    #[serde(rename = "kr_match_id")]
    _kr_match_id: &'a str,
    #[serde(default)]
    tournament: Cow<'a, str>,
    #[serde(borrow)]
    maps: Vec<MapRow<'a>>,
}

/// One map of the pool: decoded from the served map and printed as its row (fields in
/// the columns' order).
#[derive(Deserialize, Serialize)]
struct MapRow<'a> {
    #[serde(borrow)]
    map: Cow<'a, str>,
    picks: u64,
    bans: u64,
    played: u64,
    #[serde(default, deserialize_with = "esx_proto::served::opt_number")]
    t_win_rate: Option<Number>,
    #[serde(default, deserialize_with = "esx_proto::served::opt_number")]
    ct_win_rate: Option<Number>,
}

row_fields!(MapRow<'a>; map, picks, bans, played, t_win_rate, ct_win_rate);

fn map_columns() -> Vec<Column> {
    vec![
        Column::path("MAP", "map").rank(0),
        Column::path("PICKS", "picks").kind(Kind::Line).rank(0),
        Column::path("BANS", "bans").kind(Kind::Line).rank(0),
        Column::path("PLAYED", "played").kind(Kind::Line).rank(0),
        Column::path("T WIN", "t_win_rate").kind(Kind::Prob).rank(1),
        Column::path("CT WIN", "ct_win_rate")
            .kind(Kind::Prob)
            .rank(1),
    ]
}

/// One match or its intel.
pub(crate) fn show(ctx: &Context, sport: &str, given: &str, intel: Intel) -> anyhow::Result<()> {
    let id = crate::params::non_empty("MATCH", given)?;
    let path = intel
        .route()
        .try_path(&[sport, id])
        .map_err(EsxError::usage)?;
    let data = ctx
        .client()?
        .get_json(&path, &[])
        .map_err(hint_not_found(sport))?;
    let out = ctx.output(Format::Table);
    // Each answer decoded once into its model; JSON prints it as served.
    match intel {
        Intel::Match => {
            let m: Match = decode(&data, &path)?;
            let rows = [MatchRow::of(&m)];
            out.emit_typed(TypedView::new(&data, &rows, match_columns()), || {})
        }
        Intel::Prep => {
            let p: MatchPrep = decode(&data, &path)?;
            let rows = pool_rows(&p);
            let mut v = TypedView::new(&data, &rows, pool_columns())
                .empty_message("neither team has a finished map yet");
            for n in prep_notes(&p) {
                v = v.note(n);
            }
            out.emit_typed(v, || {})
        }
        Intel::Veto => {
            let p: MatchVeto = decode(&data, &path)?;
            let rows = veto_rows(&p);
            let v = TypedView::new(&data, &rows, veto_columns()).empty_message(format!(
                "no veto yet ({})",
                p.reason.as_deref().unwrap_or("not available")
            ));
            out.emit_typed(v, || {})
        }
        Intel::PlayerBoard => {
            let p: PlayerBoard = decode(&data, &path)?;
            let rows = board_rows(&p);
            let v = TypedView::new(&data, &rows, board_columns())
                .note(format!("timeframe {}", p.timeframe));
            out.emit_typed(v, || {})
        }
        Intel::Maps => {
            let p: ServedMaps<'_> = decode(&data, &path)?;
            let v = TypedView::new(&data, &p.maps, map_columns())
                .note(format!("tournament {}", p.tournament));
            out.emit_typed(v, || {})
        }
    }
}

/// `--team1 A [--team2 B] [--date D]`: the meetings of the teams, newest first, as a
/// match list (exit 0; `--date` narrows). None is an empty list with the service's
/// reason (a 404's detail, or a served `reason`), else esx's words (DESIGN, decided
/// 2026-11-28, replacing "several: exit 2").
pub(crate) fn search(ctx: &Context, sport: &str, args: &Args) -> anyhow::Result<()> {
    let team1 = crate::params::non_empty("--team1", args.team1.as_deref().unwrap_or(""))?;
    let date = args
        .date
        .as_deref()
        .map(|d| crate::params::date_range(Some(d), None).map(|r| r.0))
        .transpose()?
        .flatten();
    let query = Query::new()
        .opt("team1", Some(team1.to_string()))
        .opt(
            "team2",
            args.team2.as_deref().map(str::trim).map(str::to_string),
        )
        .opt("date", date.clone())
        .0;
    let path = routes::MATCH_SEARCH.path(&[sport]);
    let (mut data, mut found, served_reason) = match ctx.client()?.get_json(&path, &query) {
        Ok(data) => {
            let found: MatchSearch = decode(&data, &path)?;
            let reason = ["reason", "detail", "message"]
                .iter()
                .find_map(|k| data.get(*k).and_then(|v| v.as_str()).map(str::to_string));
            (data, found, reason)
        }
        // The service's "nothing found" is an empty list carrying its reason.
        Err(e) if e.kind() == crate::error::ErrorKind::NotFound => {
            let reason = e.to_string();
            let data = serde_json::json!({"matches": [], "total": 0, "reason": reason});
            let found: MatchSearch = decode(&data, &path)?;
            (data, found, Some(reason))
        }
        Err(e) => return Err(e.into()),
    };
    // Newest first, whatever order the service sends (JSON in the order shown).
    let mut order: Vec<usize> = (0..found.matches.len()).collect();
    order.sort_by(|&a, &b| {
        found.matches[b]
            .event_time
            .cmp(&found.matches[a].event_time)
    });
    crate::rows::keep(&mut data, "matches", &order);
    found.matches = order.iter().map(|&i| found.matches[i].clone()).collect();
    let rows = MatchRow::all(&found.matches);
    let who = args
        .team2
        .as_deref()
        .map_or_else(|| team1.to_string(), |t| format!("{team1} and {t}"));
    let on = date.map(|d| format!(" on {d}")).unwrap_or_default();
    let view = TypedView::new(&data, &rows, match_columns()).empty_message(
        served_reason.unwrap_or_else(|| format!("no {sport} meetings of {who}{on}")),
    );
    let view = if rows.is_empty() {
        view
    } else {
        view.note(format!(
            "{} of {who}{on}, newest first",
            crate::output::fmt::plural(rows.len(), "meeting", "meetings")
        ))
    };
    ctx.output(Format::Table).emit_typed(view, || {})
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::typed::testing::check_row;

    /// Prep, player board, veto and tournament-map rows are their columns; served side
    /// win rates keep their text, a played-nothing map is no row.
    #[test]
    fn intel_rows_are_their_columns() {
        let prep: MatchPrep = serde_json::from_str(
            r#"{"kr_match_id":"kr_1","teams":[{"team":"A","series_played":3,"series_win_rate":0.5,
            "map_pool":[{"map":"Mirage","played":2,"won":1,"win_rate":0.5},
                        {"map":"Nuke","played":0,"won":0}]}]}"#,
        )
        .unwrap();
        let rows = pool_rows(&prep);
        assert_eq!(rows.len(), 1, "Nuke was never played");
        check_row(&rows[0], &pool_columns());
        assert_eq!(
            prep_notes(&prep),
            ["A: form - · 3 series · series win rate 0.500"]
        );

        let board: PlayerBoard = serde_json::from_str(
            r#"{"kr_match_id":"kr_1","teams":[{"team":"A","players":[{"nickname":"p1","maps":4,
            "kills_per_map":17.25,"agents":[{"name":"Jett","kills":40},{"name":"Raze","kills":9}]}]}]}"#,
        )
        .unwrap();
        let rows = board_rows(&board);
        check_row(&rows[0], &board_columns());
        assert_eq!(rows[0].favourites, "Jett 40, Raze 9");

        let veto: MatchVeto = serde_json::from_str(
            r#"{"kr_match_id":"kr_1","veto_complete":true,"available":true,
            "steps":[{"order":7,"action":"decider","map":"Inferno"}]}"#,
        )
        .unwrap();
        check_row(&veto_rows(&veto)[0], &veto_columns());

        let served = crate::client::exact::parse(
            br#"{"kr_match_id":"kr_1","tournament":"T","maps":[{"map":"Anubis","picks":3,
            "bans":1,"played":4,"t_win_rate":5.0E-1,"ct_win_rate":null}]}"#,
        )
        .unwrap();
        let maps: ServedMaps<'_> = decode(&served, "/maps").unwrap();
        check_row(&maps.maps[0], &map_columns());
        assert_eq!(
            serde_json::to_string(&maps.maps[0]).unwrap(),
            r#"{"map":"Anubis","picks":3,"bans":1,"played":4,"t_win_rate":5.0E-1,"ct_win_rate":null}"#
        );
        // A rate that is not a number is exit 7, as the model's was.
        let bad = crate::client::exact::parse(
            br#"{"kr_match_id":"kr_1","maps":[{"map":"A","picks":1,"bans":1,"played":1,"t_win_rate":"x"}]}"#,
        )
        .unwrap();
        assert!(decode::<ServedMaps<'_>>(&bad, "/maps").is_err());
    }
}
