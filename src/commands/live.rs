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

use serde_json::Value;

use crate::client::ws::{self, Handler, Status, WsOptions};
use crate::error::EsxError;
use crate::output::stream::Stream;
use crate::output::{Column, Format, Kind, View};
use esx_proto::routes;

use crate::context::Context;

const EXAMPLES: &str = "\
Examples:
  esx live cs2                          # the live games
  esx live cs2 cs2_g0                   # a game's boxscore: map, round, score, players
  esx live cs2 cs2_g0 --events          # what happened: kills, bombs, rounds
  esx live cs2 cs2_g0 --frames --format csv -o frames.csv
  esx live cs2 --watch '*'              # every cs2 game, redrawn live (Ctrl-C to stop)
  esx live valorant --watch val_g1 | jq -c 'select(.type == \"event\")'

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
        let target = watch_target(watch.as_deref(), args.game_id.as_deref())?;
        return watch_feed(ctx, &sport, &target);
    }
    let client = ctx.client()?;
    let Some(game) = args.game_id.as_deref() else {
        let data = client.get_json(&routes::LIVE_GAMES.path(&[&sport]), &[])?;
        return ctx.output(Format::Table).emit(&games_view(data, &sport));
    };
    let game = check_game_id(game)?;
    let view = if args.frames {
        frames_view(client.get_json(&routes::LIVE_FRAMES.path(&[&sport, game]), &[])?)
    } else if args.events {
        events_view(client.get_json(&routes::LIVE_EVENTS.path(&[&sport, game]), &[])?)
    } else {
        boxscore_view(client.get_json(&routes::LIVE_BOXSCORE.path(&[&sport, game]), &[])?)
    };
    ctx.output(Format::Table).emit(&view)
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

/// The live games table: one row per game.
#[must_use]
pub fn games_view(data: Value, sport: &str) -> View {
    if !data.get("games").is_some_and(Value::is_array) {
        return View::generic(data);
    }
    View::new(
        data,
        Some("games"),
        vec![
            Column::path("GAME", "game_id"),
            Column::path("MATCH", "match_id"),
            Column::path("BLUE", "blue_code"),
            Column::path("RED", "red_code"),
        ],
    )
    .empty_message(format!("no {sport} games are live right now"))
}

/// Two sides' numbers as `blue-red` (`6-2`), or nothing when either is missing.
fn pair(row: &Value, field: &str) -> Value {
    let side = |s: &str| {
        row.get(s)
            .and_then(|v| v.get(field))
            .and_then(Value::as_i64)
    };
    match (side("blue"), side("red")) {
        (Some(b), Some(r)) => Value::String(format!("{b}-{r}")),
        _ => Value::Null,
    }
}

/// The heading lines of a boxscore: where the game stands.
fn boxscore_notes(game_id: &str, codes: Option<(&str, &str)>, b: &Value) -> Vec<String> {
    let s = |k: &str| {
        b.get(k)
            .map(crate::output::view::scalar_text)
            .unwrap_or_default()
    };
    let score = |side: &str, f: &str| {
        b.get(side)
            .and_then(|v| v.get(f))
            .map_or_else(|| "?".into(), crate::output::view::scalar_text)
    };
    let (blue, red) = codes.unwrap_or(("BLUE", "RED"));
    vec![
        format!(
            "{game_id} · {} · round {} · {} {}",
            s("map_name"),
            s("round"),
            s("round_phase"),
            s("round_clock")
        ),
        format!(
            "{blue} {} - {} {red}   (kills {} - {})",
            score("blue", "map_score"),
            score("red", "map_score"),
            score("blue", "kills"),
            score("red", "kills")
        ),
    ]
}

fn player_columns(game_id: &str) -> Vec<Column> {
    let id = Value::String(game_id.to_string());
    vec![
        Column::path("SIDE", "side"),
        Column::path("PLAYER", "nickname"),
        Column::path("K", "kills").kind(Kind::Num(0)),
        Column::path("D", "deaths").kind(Kind::Num(0)),
        Column::path("A", "assists").kind(Kind::Num(0)),
        Column::computed("ALIVE", |r| match r.get("alive").and_then(Value::as_bool) {
            Some(true) => Value::String("yes".into()),
            Some(false) => Value::String("no".into()),
            None => Value::Null,
        }),
        Column::computed("GAME_ID", move |_| id.clone()).csv_only(),
    ]
}

/// A game's boxscore: the score line as notes, one row per player.
#[must_use]
pub fn boxscore_view(data: Value) -> View {
    let Some(b) = data.get("boxscore").filter(|b| b.is_object()) else {
        return View::generic(data);
    };
    let game_id = data
        .get("game_id")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string();
    let codes = match (
        data.get("blue_code").and_then(Value::as_str),
        data.get("red_code").and_then(Value::as_str),
    ) {
        (Some(bl), Some(r)) => Some((bl, r)),
        _ => None,
    };
    let notes = boxscore_notes(&game_id, codes, b);
    let mut view = View::new(data, Some("boxscore.players"), player_columns(&game_id))
        .empty_message("(no players listed)");
    view.notes = notes;
    view
}

/// A game's frames: one row per tick with the map, round, phase, clock and score.
#[must_use]
pub fn frames_view(data: Value) -> View {
    if !data.get("frames").is_some_and(Value::is_array) {
        return View::generic(data);
    }
    View::new(
        data,
        Some("frames"),
        vec![
            Column::path("TICK", "tick").kind(Kind::Num(0)),
            Column::path("TIME", "ts"),
            Column::path("MAP", "map_name"),
            Column::path("ROUND", "round").kind(Kind::Num(0)),
            Column::path("PHASE", "round_phase"),
            Column::path("CLOCK", "round_clock"),
            Column::computed("SCORE", |r| pair(r, "map_score")),
            Column::computed("KILLS", |r| pair(r, "kills")),
        ],
    )
    .empty_message("(no frames yet)")
}

/// A game's events: one row per event with a readable description.
#[must_use]
pub fn events_view(data: Value) -> View {
    if !data.get("events").is_some_and(Value::is_array) {
        return View::generic(data);
    }
    View::new(
        data,
        Some("events"),
        vec![
            Column::path("#", "index").kind(Kind::Num(0)),
            Column::path("TICK", "tick").kind(Kind::Num(0)),
            Column::path("TIME", "ts"),
            Column::path("ROUND", "round").kind(Kind::Num(0)),
            Column::path("KIND", "kind"),
            Column::computed("DETAIL", |r| Value::String(describe_event(r))),
        ],
    )
    .empty_message("(no events yet)")
}

/// One event in words (README.md "The live feed" lists the kinds and their fields).
#[must_use]
pub fn describe_event(e: &Value) -> String {
    let s = |k: &str| e.get(k).and_then(Value::as_str).unwrap_or("?");
    let n = |k: &str| e.get(k).map_or_else(|| "?".into(), Value::to_string);
    match e.get("kind").and_then(Value::as_str).unwrap_or_default() {
        "kill" => {
            let assist = e
                .get("assister")
                .and_then(Value::as_str)
                .map(|a| format!(", assist {a}"))
                .unwrap_or_default();
            format!("{} killed {}{assist}", s("killer"), s("victim"))
        }
        "bomb_planted" => format!("{} planted the bomb", s("player")),
        "bomb_defused" => format!("{} defused the bomb", s("player")),
        "bomb_exploded" => "the bomb exploded".into(),
        "round_start" => format!("round {} starts", n("round")),
        "round_end" => format!(
            "{} wins the round ({}), {}-{}",
            s("winner"),
            s("reason"),
            n("blue_score"),
            n("red_score")
        ),
        "game_end" => format!(
            "{} wins the map, {}-{}",
            s("winner"),
            n("blue_score"),
            n("red_score")
        ),
        "game_start" => "the map starts".into(),
        _ => {
            // An unknown kind: its own fields, so nothing the service sent is hidden.
            const COMMON: [&str; 5] = ["index", "tick", "ts", "round", "kind"];
            e.as_object()
                .map(|m| {
                    m.iter()
                        .filter(|(k, _)| !COMMON.contains(&k.as_str()))
                        .map(|(k, v)| format!("{k}={}", crate::output::view::scalar_text(v)))
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .unwrap_or_default()
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

    /// Fold one server message into the screen's state.
    fn apply(&mut self, msg: &Value) {
        let kind = msg.get("type").and_then(Value::as_str).unwrap_or_default();
        let game_id = msg
            .get("game_id")
            .and_then(Value::as_str)
            .unwrap_or_default();
        match kind {
            "snapshot" => {
                if game_id == "*" {
                    self.games.clear();
                }
                for g in msg
                    .get("games")
                    .and_then(Value::as_array)
                    .into_iter()
                    .flatten()
                {
                    if let Some(id) = g.get("game_id").and_then(Value::as_str) {
                        self.upsert(id, g.clone());
                    }
                }
            }
            "update" => self.upsert(game_id, msg.clone()),
            "event" => {
                if let Some(e) = msg.get("event") {
                    let round = e.get("round").map(Value::to_string).unwrap_or_default();
                    self.recent
                        .push_back(format!("{game_id}  r{round}  {}", describe_event(e)));
                    while self.recent.len() > RECENT_EVENTS {
                        self.recent.pop_front();
                    }
                }
            }
            "games_list" => {
                let listed: Vec<&str> = msg
                    .get("games")
                    .and_then(Value::as_array)
                    .into_iter()
                    .flatten()
                    .filter_map(|g| g.get("game_id").and_then(Value::as_str))
                    .collect();
                self.games.retain(|(id, _)| listed.contains(&id.as_str()));
            }
            "error" => {
                let detail = msg.get("detail").and_then(Value::as_str).unwrap_or("?");
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
                let b = g.get("boxscore").cloned().unwrap_or(Value::Null);
                let codes = match (
                    g.get("blue_code").and_then(Value::as_str),
                    g.get("red_code").and_then(Value::as_str),
                ) {
                    (Some(bl), Some(r)) => Some((bl, r)),
                    _ => None,
                };
                let notes = boxscore_notes(id, codes, &b);
                let mut v = View::new(b, Some("players"), player_columns(id))
                    .empty_message("(no players listed)");
                v.notes = notes;
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

    #[test]
    fn events_are_described_by_kind() {
        let kill = serde_json::json!({"kind": "kill", "killer": "R0p1", "victim": "B0p3", "assister": null});
        assert_eq!(describe_event(&kill), "R0p1 killed B0p3");
        let kill =
            serde_json::json!({"kind": "kill", "killer": "a", "victim": "b", "assister": "c"});
        assert_eq!(describe_event(&kill), "a killed b, assist c");
        let end = serde_json::json!({"kind": "round_end", "winner": "blue", "reason": "defuse", "blue_score": 3, "red_score": 1});
        assert_eq!(describe_event(&end), "blue wins the round (defuse), 3-1");
        let odd = serde_json::json!({"index": 1, "kind": "timeout", "team": "blue", "tick": 3});
        assert_eq!(describe_event(&odd), "team=blue");
    }

    #[test]
    fn boxscore_view_keeps_the_envelope_and_lists_players() {
        let data = serde_json::json!({"sport": "cs2", "game_id": "g", "boxscore": {
            "map_name": "Nuke", "round": 9, "round_phase": "live", "round_clock": "1:30",
            "blue": {"map_score": 6, "kills": 22}, "red": {"map_score": 2, "kills": 19},
            "players": [{"nickname": "p", "side": "blue", "kills": 3, "deaths": 4, "assists": 2, "alive": true}]}});
        let view = boxscore_view(data.clone());
        assert_eq!(view.data, data);
        assert_eq!(view.rows().len(), 1);
        assert_eq!(view.notes[0], "g · Nuke · round 9 · live 1:30");
        assert_eq!(view.notes[1], "BLUE 6 - 2 RED   (kills 22 - 19)");
        // A shape esx does not know falls back to the generic view.
        assert!(boxscore_view(serde_json::json!({"x": 1})).notes.is_empty());
    }
}
