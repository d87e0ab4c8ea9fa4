//! `esx live --watch`: the WebSocket feed shown as a redrawn boxscore on a terminal,
//! NDJSON when piped; `--alert` evaluated on every server message.

use std::collections::VecDeque;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use serde::Deserialize as _;
use serde_json::Value;

use crate::alerts::Alerts;
use crate::client::ws::{self, Handler, Status, WsOptions, routing};
use crate::error::EsxError;
use crate::output::stream::Stream;
use crate::output::view::lookup;
use crate::output::{Format, View};
use crate::rows;
use esx_proto::models::{LiveEventMessage, LiveGameBoxscore};
use esx_proto::routes;

use crate::context::Context;

use super::view::{boxscore_notes, codes, describe_event, player_columns};

/// `--watch`: the WebSocket feed until Ctrl-C, a refusal or a fatal error.
/// `alerts` (from `--alert`) live as long as the watch, across reconnects.
pub(super) fn watch_feed(
    ctx: &Context,
    sport: &str,
    target: &str,
    alerts: Option<Alerts>,
) -> anyhow::Result<()> {
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
        let mut w = Watcher::new(ctx, stream, sport, target, alerts);
        w.draw()?;
        ws::watch(&opts, sport, target, &stop, &mut w)
    })
}

/// How many recent events a redrawn screen lists.
const RECENT_EVENTS: usize = 8;
/// How many of the latest alerts a redrawn screen lists.
const RECENT_ALERTS: usize = 3;
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
    alerts: Option<Alerts>,
    /// The latest alerts, shown on a terminal above the connection state.
    fired: VecDeque<String>,
}

impl<'c, 's, 'w> Watcher<'c, 's, 'w> {
    fn new(
        ctx: &'c Context,
        stream: &'s mut Stream<'w>,
        sport: &str,
        target: &str,
        alerts: Option<Alerts>,
    ) -> Self {
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
            alerts,
            fired: VecDeque::new(),
        }
    }

    /// `--alert` on one server message (as the NDJSON line prints it). The row a message
    /// updates, for firing once and re-arming, is its game and type (`cs2_g0|update`,
    /// `*|snapshot`). Piped, an alert is one more line after the message; on a terminal,
    /// one of the latest alerts below the recent events.
    fn alert(&mut self, msg: &Value) -> anyhow::Result<()> {
        let at = crate::alerts::now(&self.ctx.clock);
        let Some(alerts) = &mut self.alerts else {
            return Ok(());
        };
        let m = routing(msg);
        let key = format!(
            "{}|{}",
            m.game_id.as_deref().unwrap_or("-"),
            if m.kind.is_empty() { "-" } else { &m.kind }
        );
        let Some(record) = alerts.observe(&key, msg, &at)? else {
            return Ok(());
        };
        if self.redraw {
            let at = record["at"].as_str().unwrap_or_default();
            self.fired.push_back(format!("alert: {key} at {at}"));
            while self.fired.len() > RECENT_ALERTS {
                self.fired.pop_front();
            }
            self.dirty = true;
            Ok(())
        } else {
            self.stream.line(&record.to_string(), &record)
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
        if !self.fired.is_empty() {
            footer.push(String::new());
            footer.extend(self.fired.iter().cloned());
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
            self.stream.line(raw, msg)?;
            return self.alert(msg);
        }
        self.apply(msg);
        self.dirty = true;
        self.alert(msg)?;
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
