//! `esx matches SPORT MATCH [--prep|--veto|--player-board|--maps]` (one match, or its
//! intel) and `esx matches SPORT --team1 A [--team2 B] [--date D]` (search).

use serde_json::{Value, json};

use crate::client::response::decode;
use crate::context::Context;
use crate::error::{ErrorKind, EsxError};
use crate::output::{Column, Format, Kind, View};
use esx_proto::models::{Match, MatchPrep, MatchSearch, MatchVeto, PlayerBoard, TournamentMaps};
use esx_proto::routes::{self, Query, Route};

use super::{Args, match_columns};

/// Which view of one match.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Intel {
    Match,
    Prep,
    Veto,
    PlayerBoard,
    Maps,
}

impl Intel {
    /// From the flags (clap allows at most one).
    #[must_use]
    pub fn of(a: &Args) -> Self {
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
    pub fn route(self) -> &'static Route {
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

fn rate(v: Option<f64>) -> Value {
    v.map_or(Value::Null, Value::from)
}

/// `--prep`: each team's map pool, its form and the service's insights as notes.
fn prep_view(data: Value, p: &MatchPrep) -> View {
    let mut rows = Vec::new();
    let mut notes = Vec::new();
    for t in &p.teams {
        notes.push(format!(
            "{}: form {} · {} series · series win rate {}",
            t.team,
            if t.form.is_empty() { "-" } else { &t.form },
            t.series_played,
            t.series_win_rate.map_or("-".into(), |r| format!("{r:.3}"))
        ));
        for m in t.map_pool.iter().filter(|m| m.played > 0) {
            rows.push(json!({"team": t.team, "map": m.map, "played": m.played,
                "won": m.won, "win_rate": rate(m.win_rate)}));
        }
    }
    notes.extend(p.insights.iter().cloned());
    let mut v = View::derived(
        data,
        rows,
        "teams",
        vec![
            Column::path("TEAM", "team").rank(0),
            Column::path("MAP", "map").rank(0),
            Column::path("PLAYED", "played").kind(Kind::Line).rank(0),
            Column::path("WON", "won").kind(Kind::Line).rank(1),
            Column::path("WIN RATE", "win_rate")
                .kind(Kind::Prob)
                .rank(0),
        ],
    )
    .empty_message("neither team has a finished map yet");
    for n in notes {
        v = v.note(n);
    }
    v
}

/// `--player-board`: each player's maps, kills and deaths per map and favourites.
fn player_board_view(data: Value, p: &PlayerBoard) -> View {
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
            rows.push(
                json!({"team": t.team, "player": pl.nickname, "role": pl.role,
                "maps": pl.maps, "kills_per_map": pl.kills_per_map,
                "deaths_per_map": pl.deaths_per_map, "favourites": favs.join(", ")}),
            );
        }
    }
    View::derived(
        data,
        rows,
        "teams",
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
        ],
    )
    .note(format!("timeframe {}", p.timeframe))
}

/// One match or its intel.
pub fn show(ctx: &Context, sport: &str, given: &str, intel: Intel) -> anyhow::Result<()> {
    let id = crate::params::non_empty("MATCH", given)?;
    let path = intel
        .route()
        .try_path(&[sport, id])
        .map_err(EsxError::usage)?;
    let data = ctx
        .client()?
        .get_json(&path, &[])
        .map_err(hint_not_found(sport))?;
    let view = match intel {
        Intel::Match => {
            let _: Match = decode(&data, &path)?;
            View::new(data, None, match_columns())
        }
        Intel::Prep => {
            let p: MatchPrep = decode(&data, &path)?;
            prep_view(data, &p)
        }
        Intel::Veto => {
            let p: MatchVeto = decode(&data, &path)?;
            let rows: Vec<Value> = p
                .steps
                .iter()
                .map(
                    |s| json!({"order": s.order, "team": s.team, "action": s.action, "map": s.map}),
                )
                .collect();
            View::derived(
                data,
                rows,
                "steps",
                vec![
                    Column::path("#", "order").kind(Kind::Line).rank(0),
                    Column::path("TEAM", "team").rank(0),
                    Column::path("ACTION", "action").rank(0),
                    Column::path("MAP", "map").rank(0),
                ],
            )
            .empty_message(format!(
                "no veto yet ({})",
                p.reason.as_deref().unwrap_or("not available")
            ))
        }
        Intel::PlayerBoard => {
            let p: PlayerBoard = decode(&data, &path)?;
            player_board_view(data, &p)
        }
        Intel::Maps => {
            let p: TournamentMaps = decode(&data, &path)?;
            View::new(
                data,
                Some("maps"),
                vec![
                    Column::path("MAP", "map").rank(0),
                    Column::path("PICKS", "picks").kind(Kind::Line).rank(0),
                    Column::path("BANS", "bans").kind(Kind::Line).rank(0),
                    Column::path("PLAYED", "played").kind(Kind::Line).rank(0),
                    Column::path("T WIN", "t_win_rate").kind(Kind::Prob).rank(1),
                    Column::path("CT WIN", "ct_win_rate")
                        .kind(Kind::Prob)
                        .rank(1),
                ],
            )
            .note(format!("tournament {}", p.tournament))
        }
    };
    ctx.output(Format::Table).emit(&view)
}

/// `--team1 A [--team2 B] [--date D]`: the matches between the teams. One prints; several
/// are exit 2 listing them (narrow with `--date`); none is exit 5.
pub fn search(ctx: &Context, sport: &str, args: &Args) -> anyhow::Result<()> {
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
        .opt("date", date)
        .0;
    let path = routes::MATCH_SEARCH.path(&[sport]);
    let data = ctx.client()?.get_json(&path, &query)?;
    let found: MatchSearch = decode(&data, &path)?;
    match found.matches.as_slice() {
        [] => Err(EsxError::not_found(format!(
            "no {sport} match of {team1}{}",
            args.team2
                .as_deref()
                .map(|t| format!(" and {t}"))
                .unwrap_or_default()
        ))
        .into()),
        [_] => ctx
            .output(Format::Table)
            .emit(&View::new(data, Some("matches"), match_columns())),
        many => Err(EsxError::usage(format!(
            "{} {sport} matches fit: {}; give --date or the slug (`esx matches {sport} SLUG`)",
            many.len(),
            many.iter()
                .map(|m| format!(
                    "{} ({})",
                    m.slug,
                    &m.event_time[..m.event_time.len().min(10)]
                ))
                .collect::<Vec<_>>()
                .join(", ")
        ))
        .into()),
    }
}
