//! `esx live`: the live games of a sport, a game's boxscore, frames and events (HTTP),
//! and the live WebSocket feed (`--watch`): NDJSON when piped, a redrawn boxscore on a
//! terminal.
//!
//! Sports: the spec lists `cs2, valorant, lol, dota2, cod, r6` "and more" for the live
//! routes, so esx accepts every sport the service knows (`esx_proto::sports::ALL_SPORTS`) and lets
//! the service answer for the ones it has no live data of.

use crate::cli::SportArg;
use std::collections::VecDeque;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use serde::Deserialize as _;
use serde_json::{Value, json};

use crate::client::response::decode;
use crate::client::ws::{self, Handler, Status, WsOptions, routing};
use crate::error::EsxError;
use crate::output::stream::Stream;
use crate::output::view::lookup;
use crate::output::{Column, Format, Kind, View};
use crate::rows;
use esx_proto::models::{
    LiveBoxscore, LiveBoxscoreResponse, LiveEvent, LiveEventMessage, LiveEventsResponse,
    LiveFramesResponse, LiveGameBoxscore, LiveGamesResponse, LivePlayer, LiveSide,
};
use esx_proto::routes;

use crate::context::Context;

const EXAMPLES: &str = "\
Examples:
  esx live cs2                          # the live games
  esx live cs2 obsidian-lynx            # a game's boxscore (any unique part of its id)
  esx live cs2 shadow-stags --events    # what happened: kills, bombs, rounds
  esx live cs2 obsidian-lynx --frames --format csv -o frames.csv
  esx live cs2 --watch '*'              # every cs2 game, redrawn live (Ctrl-C to stop)
  esx live valorant --watch cobalt-stags | jq -c 'select(.type == \"event\")'
  esx live cs2 kr_cs2                   # exit 2: matches two games, both listed

With --watch, piped output is one server message per line (NDJSON), unchanged; a
watched game that ends is followed to its successor (see README.md, \"Live games\").";

/// Arguments of `esx live`.
#[derive(Debug, clap::Args)]
#[command(after_help = EXAMPLES)]
pub struct Args {
    #[command(flatten)]
    pub sport: SportArg,
    /// A game id from the live games list: show its boxscore
    pub game_id: Option<String>,
    /// Show the game's recent frames (one state per tick) instead of its boxscore
    #[arg(long, requires = "game_id", conflicts_with_all = ["events", "watch"])]
    pub frames: bool,
    /// Show the game's recent events (kills, bombs, rounds) instead of its boxscore
    #[arg(long, requires = "game_id", conflicts_with = "watch")]
    pub events: bool,
    /// Follow the live WebSocket feed: one game, or '*' for every game of the sport
    /// (default: the GAME_ID argument, else '*')
    #[arg(long, value_name = "GAME_ID|*", num_args = 0..=1)]
    #[allow(clippy::option_option)] // absent / bare `--watch` / `--watch ID` all differ
    pub watch: Option<Option<String>>,
}

pub fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let sport = ctx.sport(args.sport.get(), esx_proto::sports::ALL_SPORTS, "live")?;
    if let Some(watch) = &args.watch {
        let mut target = watch_target(watch.as_deref(), args.game_id.as_deref())?;
        if target != "*"
            && target
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        {
            // A part of an id is resolved from the live list; if the list cannot be
            // read, the feed itself answers for the id as given.
            let path = routes::LIVE_GAMES.path(&[&sport]);
            if let Ok(data) = ctx.client().and_then(|c| c.get_json(&path, &[])) {
                match pick_game(&live_ids(&data), &target, &sport) {
                    Ok(id) => target = id,
                    Err(e) if e.kind() == crate::error::ErrorKind::NotFound => {}
                    Err(e) => return Err(e.into()),
                }
            }
        }
        return watch_feed(ctx, &sport, &target);
    }
    let client = ctx.client()?;
    let Some(game) = args.game_id.as_deref() else {
        let path = routes::LIVE_GAMES.path(&[&sport]);
        let data = client.get_json(&path, &[])?;
        let _: LiveGamesResponse = decode(&data, &path)?;
        return ctx.output(Format::Table).emit(&games_view(data, &sport));
    };
    let game = check_game_id(game)?;
    let resolved = resolve_game(ctx, &client, &sport, game)?;
    let game = resolved.as_str();
    let not_live = |e: EsxError| {
        if e.kind() == crate::error::ErrorKind::NotFound {
            EsxError::not_found(format!(
                "{e}; no live {sport} game `{game}`: list the live games with `esx live {sport}`"
            ))
        } else {
            e
        }
    };
    let view = if args.frames {
        frames_view(
            client
                .get_json(&routes::LIVE_FRAMES.path(&[&sport, game]), &[])
                .map_err(not_live)?,
        )
    } else if args.events {
        events_view(
            client
                .get_json(&routes::LIVE_EVENTS.path(&[&sport, game]), &[])
                .map_err(not_live)?,
        )
    } else {
        let path = routes::LIVE_BOXSCORE.path(&[&sport, game]);
        let data = client.get_json(&path, &[]).map_err(not_live)?;
        let typed: LiveBoxscoreResponse = decode(&data, &path)?;
        boxscore_view(data, &typed)
    };
    ctx.output(Format::Table).emit(&view)
}

/// A game id given as any unique part of one (`obsidian-lynx_g2`): resolved from the
/// live games list. An exact id is used as is; no match is exit 5 pointing at
/// `esx live SPORT`; several matches are a usage error (exit 2) listing them.
fn resolve_game(
    ctx: &Context,
    client: &crate::client::Client,
    sport: &str,
    given: &str,
) -> Result<String, EsxError> {
    // Only a plain id part is looked up (anything else goes to the route's own checks).
    if !given
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        return Ok(given.to_string());
    }
    let path = routes::LIVE_GAMES.path(&[sport]);
    // Best effort: when the list cannot be read, or nothing in it matches, the game
    // route answers for the id as given (and its 404 points at `esx live SPORT`).
    let Ok(data) = client.get_json(&path, &[]) else {
        return Ok(given.to_string());
    };
    match pick_game(&live_ids(&data), given, sport) {
        Ok(id) => {
            if id != given {
                ctx.diag.note(&format!("game {id}"));
            }
            Ok(id)
        }
        Err(e) if e.kind() == crate::error::ErrorKind::NotFound => Ok(given.to_string()),
        Err(e) => Err(e),
    }
}

/// The game ids of a live games answer.
fn live_ids(data: &Value) -> Vec<String> {
    rows::raw(data, "games")
        .iter()
        .filter_map(|g| g.get("game_id").and_then(Value::as_str).map(str::to_string))
        .collect()
}

/// [`resolve_game`]'s choice among the live ids.
fn pick_game(ids: &[String], given: &str, sport: &str) -> Result<String, EsxError> {
    if ids.iter().any(|id| id == given) {
        return Ok(given.to_string());
    }
    let needle = given.to_lowercase();
    let hits: Vec<&String> = ids
        .iter()
        .filter(|id| id.to_lowercase().contains(&needle))
        .collect();
    match hits.as_slice() {
        [one] => Ok((*one).clone()),
        [] => Err(EsxError::not_found(format!(
            "no live {sport} game matches `{given}`: list the live games with `esx live {sport}`"
        ))),
        many => Err(EsxError::usage(format!(
            "`{given}` matches {} live {sport} games: {}; give more of the id",
            many.len(),
            many.iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ))),
    }
}

/// Which game `--watch` follows: its own value, else the GAME_ID argument, else `*`.
fn watch_target(flag: Option<&str>, positional: Option<&str>) -> Result<String, EsxError> {
    let target = match (flag, positional) {
        (Some(f), Some(p)) if f.trim() != p.trim() => {
            return Err(EsxError::usage(format!(
                "two games to watch: `{p}` and --watch `{f}`; give one"
            )));
        }
        (Some(f), _) => f,
        (None, Some(p)) => p,
        (None, None) => "*",
    };
    if target.trim() == "*" {
        Ok("*".into())
    } else {
        check_game_id(target).map(str::to_string)
    }
}

fn check_game_id(id: &str) -> Result<&str, EsxError> {
    let id = id.trim();
    if id.is_empty() || id.chars().any(char::is_control) {
        return Err(EsxError::usage(
            "invalid game id: pass one from `esx live SPORT` (or '*' with --watch)",
        ));
    }
    Ok(id)
}

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
fn pair(blue: Option<&LiveSide>, red: Option<&LiveSide>, field: fn(&LiveSide) -> i64) -> Value {
    match (blue, red) {
        (Some(b), Some(r)) => Value::String(format!("{}-{}", field(b), field(r))),
        _ => Value::Null,
    }
}

/// The heading lines of a boxscore: where the game stands.
fn boxscore_notes(game_id: &str, codes: Option<(&str, &str)>, b: &LiveBoxscore) -> Vec<String> {
    let (blue, red) = codes.unwrap_or(("BLUE", "RED"));
    vec![
        format!(
            "{game_id} · {} · round {} · {} {}",
            b.map_name, b.round, b.round_phase, b.round_clock
        ),
        format!(
            "{blue} {} - {} {red}   (kills {} - {})",
            b.blue.map_score, b.red.map_score, b.blue.kills, b.red.kills
        ),
    ]
}

fn player_columns(game_id: &str) -> Vec<Column> {
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
fn codes<'a>(blue: Option<&'a String>, red: Option<&'a String>) -> Option<(&'a str, &'a str)> {
    Some((blue?.as_str(), red?.as_str()))
}

/// A game's boxscore: the score line as notes, one row per player.
#[must_use]
pub fn boxscore_view(data: Value, typed: &LiveBoxscoreResponse) -> View {
    let notes = boxscore_notes(
        &typed.game_id,
        codes(typed.blue_code.as_ref(), typed.red_code.as_ref()),
        &typed.boxscore,
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

/// `--watch`: the WebSocket feed until Ctrl-C, a refusal or a fatal error.
fn watch_feed(ctx: &Context, sport: &str, target: &str) -> anyhow::Result<()> {
    if ctx.global.format() == Some(Format::Csv) {
        return Err(EsxError::usage(
            "--watch prints NDJSON (or a live table on a terminal); --format csv is not available with it",
        )
        .into());
    }
    let opts = WsOptions::from_client(&ctx.client_options(true)?);
    // Check the URL (and the plain-ws key rule) before anything else happens.
    ws::ws_url(&opts.base_url, opts.api_key.as_ref(), opts.allow_insecure)?;
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    if let Err(e) = ctrlc::set_handler(move || flag.store(true, Ordering::SeqCst)) {
        ctx.diag.warn(&format!(
            "cannot catch Ctrl-C ({e}); stop the watch with a signal"
        ));
    }
    // Table is the default so that a terminal gets the redrawn screen; any other
    // format, or a pipe, gets one line per message.
    let output = ctx.output(Format::Table);
    output.stream(|stream| {
        let mut w = Watcher::new(ctx, stream, sport, target);
        w.draw()?;
        ws::watch(&opts, sport, target, &stop, &mut w)
    })
}

/// How many recent events a redrawn screen lists.
const RECENT_EVENTS: usize = 8;
/// The least time between two redraws (messages arriving faster are drawn together).
const REDRAW_EVERY: Duration = Duration::from_millis(250);

/// The watch's receiving end: lines when piped, a redrawn screen on a terminal.
struct Watcher<'c, 's, 'w> {
    ctx: &'c Context,
    stream: &'s mut Stream<'w>,
    redraw: bool,
    sport: String,
    target: String,
    /// Game id → `{game_id, match_id, blue_code, red_code, boxscore}`, in first-seen order.
    games: Vec<(String, Value)>,
    recent: VecDeque<String>,
    status: String,
    dirty: bool,
    drawn: Option<Instant>,
}

impl<'c, 's, 'w> Watcher<'c, 's, 'w> {
    fn new(ctx: &'c Context, stream: &'s mut Stream<'w>, sport: &str, target: &str) -> Self {
        let redraw = stream.redraws();
        Self {
            ctx,
            stream,
            redraw,
            sport: sport.to_string(),
            target: target.to_string(),
            games: Vec::new(),
            recent: VecDeque::new(),
            status: "connecting…".into(),
            dirty: true,
            drawn: None,
        }
    }

    fn upsert(&mut self, id: &str, game: Value) {
        match self.games.iter_mut().find(|(g, _)| g == id) {
            Some((_, v)) => *v = game,
            None => self.games.push((id.to_string(), game)),
        }
    }

    /// Fold one server message into the screen's state (typed; a message esx cannot
    /// read changes nothing on screen).
    fn apply(&mut self, msg: &Value) {
        let m = routing(msg);
        let game_id = m.game_id.as_deref().unwrap_or_default();
        match m.kind.as_str() {
            "snapshot" => {
                if game_id == "*" {
                    self.games.clear();
                }
                for (raw, g) in rows::raw(msg, "games").iter().zip(m.games()) {
                    self.upsert(&g.game_id, raw.clone());
                }
            }
            "update" => self.upsert(game_id, msg.clone()),
            "event" => {
                if let Ok(ev) = LiveEventMessage::deserialize(msg) {
                    let raw = lookup(msg, "event").unwrap_or(&Value::Null);
                    let round = ev.event.round.map(|r| r.to_string()).unwrap_or_default();
                    self.recent.push_back(format!(
                        "{game_id}  r{round}  {}",
                        describe_event(&ev.event, raw)
                    ));
                    while self.recent.len() > RECENT_EVENTS {
                        self.recent.pop_front();
                    }
                }
            }
            "games_list" => {
                let listed: Vec<&str> = m.games().iter().map(|g| g.game_id.as_str()).collect();
                self.games.retain(|(id, _)| listed.contains(&id.as_str()));
            }
            "error" => {
                let detail = m.detail.as_deref().unwrap_or("?");
                self.status = format!("the server said: {detail}");
            }
            _ => {}
        }
    }

    fn draw(&mut self) -> anyhow::Result<()> {
        if !self.redraw {
            return Ok(());
        }
        let views: Vec<View> = self
            .games
            .iter()
            .map(|(id, g)| {
                // The game's boxscore as served (rows print as sent), its heading typed.
                let raw = lookup(g, "boxscore").cloned().unwrap_or(Value::Null);
                let mut v = View::new(raw, Some("players"), player_columns(id))
                    .empty_message("(no players listed)");
                if let Ok(typed) = LiveGameBoxscore::deserialize(g) {
                    v.notes = boxscore_notes(
                        id,
                        codes(typed.blue_code.as_ref(), typed.red_code.as_ref()),
                        &typed.boxscore,
                    );
                }
                v
            })
            .collect();
        let mut footer = Vec::new();
        if views.is_empty() {
            footer.push(format!("no {} game to show yet", self.sport));
        }
        if !self.recent.is_empty() {
            footer.push(String::new());
            footer.extend(self.recent.iter().cloned());
        }
        footer.push(String::new());
        footer.push(format!(
            "live {} {} · {} · Ctrl-C to stop",
            self.sport, self.target, self.status
        ));
        self.stream.redraw(&views, &footer)?;
        self.dirty = false;
        self.drawn = Some(Instant::now());
        Ok(())
    }

    fn draw_if_due(&mut self) -> anyhow::Result<()> {
        if self.dirty && self.drawn.is_none_or(|t| t.elapsed() >= REDRAW_EVERY) {
            self.draw()?;
        }
        Ok(())
    }
}

impl Handler for Watcher<'_, '_, '_> {
    fn message(&mut self, raw: &str, msg: &Value) -> anyhow::Result<()> {
        if !self.redraw {
            return self.stream.line(raw, msg);
        }
        self.apply(msg);
        self.dirty = true;
        self.draw_if_due()
    }

    fn status(&mut self, status: &Status) -> anyhow::Result<()> {
        let text = match status {
            Status::Connected { reconnect: false } => "connected".to_string(),
            Status::Connected { reconnect: true } => "reconnected".to_string(),
            Status::Reconnecting { why, wait } => {
                format!("{why}; reconnecting in {:.1} s", wait.as_secs_f64())
            }
            Status::Following { from, to } => {
                self.target.clone_from(to);
                format!("game {from} ended; following {to}")
            }
            Status::NoSuccessor { game_id } => {
                format!("game {game_id} ended; waiting for its successor")
            }
        };
        if self.redraw {
            self.status = text;
            self.dirty = true;
            self.draw_if_due()
        } else {
            // Piped: stdout carries only the server's messages; the rest is a note.
            if !matches!(status, Status::Connected { reconnect: false }) {
                self.ctx.diag.note(&text);
            }
            Ok(())
        }
    }

    fn idle(&mut self) -> anyhow::Result<()> {
        self.draw_if_due()
    }

    fn live_games(&mut self, sport: &str) -> anyhow::Result<Option<Value>> {
        let client = self.ctx.client()?;
        Ok(Some(
            client.get_json(&routes::LIVE_GAMES.path(&[sport]), &[])?,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_is_any_unique_part_of_its_id() {
        let ids = vec![
            "kr_cs2_a-vs-b_g1".to_string(),
            "kr_cs2_a-vs-b_g2".to_string(),
            "kr_cs2_c-vs-d_g1".to_string(),
        ];
        assert_eq!(
            pick_game(&ids, "kr_cs2_a-vs-b_g1", "cs2").unwrap(),
            "kr_cs2_a-vs-b_g1"
        );
        assert_eq!(
            pick_game(&ids, "c-vs-d", "cs2").unwrap(),
            "kr_cs2_c-vs-d_g1"
        );
        assert_eq!(pick_game(&ids, "B_G2", "cs2").unwrap(), "kr_cs2_a-vs-b_g2");
        let many = pick_game(&ids, "a-vs-b", "cs2").unwrap_err();
        assert_eq!(many.kind(), crate::error::ErrorKind::Usage);
        assert!(
            many.to_string()
                .contains("kr_cs2_a-vs-b_g1, kr_cs2_a-vs-b_g2"),
            "{many}"
        );
        let none = pick_game(&ids, "zzz", "cs2").unwrap_err();
        assert_eq!(none.kind(), crate::error::ErrorKind::NotFound);
        assert!(none.to_string().contains("`esx live cs2`"), "{none}");
    }
    use serde_json::json;

    #[test]
    fn watch_target_prefers_the_flag_then_the_argument() {
        assert_eq!(watch_target(None, None).unwrap(), "*");
        assert_eq!(watch_target(None, Some("g1")).unwrap(), "g1");
        assert_eq!(watch_target(Some("g2"), None).unwrap(), "g2");
        assert_eq!(watch_target(Some("g2"), Some("g2")).unwrap(), "g2");
        assert_eq!(watch_target(Some(" * "), None).unwrap(), "*");
        assert!(matches!(
            watch_target(Some("g2"), Some("g1")),
            Err(e) if e.kind() == crate::error::ErrorKind::Usage
        ));
        assert!(watch_target(Some(""), None).is_err());
    }

    fn describe(raw: &Value) -> String {
        describe_event(&LiveEvent::deserialize(raw).expect("an event"), raw)
    }

    #[test]
    fn events_are_described_by_kind() {
        let kill = json!({"kind": "kill", "killer": "R0p1", "victim": "B0p3", "assister": null});
        assert_eq!(describe(&kill), "R0p1 killed B0p3");
        let kill = json!({"kind": "kill", "killer": "a", "victim": "b", "assister": "c"});
        assert_eq!(describe(&kill), "a killed b, assist c");
        let end = json!({"kind": "round_end", "winner": "blue", "reason": "defuse", "blue_score": 3, "red_score": 1});
        assert_eq!(describe(&end), "blue wins the round (defuse), 3-1");
        let odd = json!({"index": 1, "kind": "timeout", "team": "blue", "tick": 3});
        assert_eq!(describe(&odd), "team=blue");
        assert_eq!(describe(&json!({"kind": "round_start"})), "round ? starts");
    }

    #[test]
    fn boxscore_view_keeps_the_envelope_and_lists_players() {
        let data = serde_json::json!({"sport": "cs2", "game_id": "g", "boxscore": {
            "map_name": "Nuke", "round": 9, "round_phase": "live", "round_clock": "1:30",
            "blue": {"map_score": 6, "kills": 22}, "red": {"map_score": 2, "kills": 19},
            "players": [{"nickname": "p", "side": "blue", "kills": 3, "deaths": 4, "assists": 2, "alive": true}]}});
        let typed: LiveBoxscoreResponse = decode(&data, "/b").expect("decodes");
        let view = boxscore_view(data.clone(), &typed);
        assert_eq!(view.data, data);
        assert_eq!(view.rows().len(), 1);
        assert_eq!(view.notes[0], "g · Nuke · round 9 · live 1:30");
        assert_eq!(view.notes[1], "BLUE 6 - 2 RED   (kills 22 - 19)");
        assert_eq!(view.columns[5].value(view.rows()[0]), json!("yes"));
        // The documented shape is required: another one is exit 7.
        assert!(decode::<LiveBoxscoreResponse>(&json!({"x": 1}), "/b").is_err());
        // Frames and events are not shown by the spec: other shapes print generically.
        assert!(frames_view(json!({"x": [{"a": 1}]})).columns[0].title == "a");
        let f = frames_view(
            json!({"frames": [{"tick": 1, "blue": {"map_score": 2, "kills": 5},
            "red": {"map_score": 1, "kills": 4}}]}),
        );
        assert_eq!(f.columns[6].value(f.rows()[0]), json!("2-1"));
        assert_eq!(f.json_rows()[0]["tick"], json!(1));
    }
}
