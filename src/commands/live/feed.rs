//! `esx live --watch`: the WebSocket feed shown as a redrawn boxscore on a terminal,
//! NDJSON when piped; `--alert` evaluated on every server message.

use std::collections::VecDeque;
use std::time::{Duration, Instant};

use serde::Deserialize as _;
use serde_json::Value;

use crate::alerts::Alerts;
use crate::client::ws::{self, Handler, Status, WsOptions, routing};
use crate::error::EsxError;
use crate::output::stream::Stream;
use crate::output::view::lookup;
use crate::output::{Format, TypedView, View};
use crate::rows;
use esx_proto::models::{LiveEventMessage, LiveGameBoxscore};
use esx_proto::routes;

use crate::context::Context;

use super::view::{
    boxscore_notes, codes, describe_event, first_fitting, player_columns, player_rows,
};

/// `--watch`: the WebSocket feed until Ctrl-C, a refusal or a fatal error.
/// `alerts` (from `--alert`) live as long as the watch, across reconnects.
pub(super) fn watch_feed(
    ctx: &Context,
    sport: &str,
    target: &str,
    alerts: Option<Alerts>,
) -> anyhow::Result<()> {
    if ctx.printer().asked() == Some(Format::Csv) {
        return Err(EsxError::usage(
            "--watch prints NDJSON (or a live table on a terminal); --format csv is not available with it",
        )
        .into());
    }
    let opts = WsOptions::from_client(&ctx.client_options(true)?);
    // Check the URL (and the plain-ws key rule) before anything else happens.
    ws::ws_url(&opts.base_url, opts.api_key.as_ref(), opts.allow_insecure)?;
    // The one Ctrl-C flag of a watch: whichever handler is installed first (this one, or
    // the one a fetch set up) sets it, and the watch ends with exit 0.
    let stop = crate::interrupt::interrupted();
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

/// One recent event of the ticker: its game, round and the event in words.
struct Recent {
    game_id: String,
    round: Option<u64>,
    text: String,
}

impl Recent {
    /// The ticker line at one level of detail: `who` (the game id or its team codes, or
    /// nothing) and whether the round is shown.
    fn line(&self, who: Option<&str>, round: bool) -> String {
        let round = self.round.filter(|_| round).map(|r| format!("r{r}"));
        [who, round.as_deref(), Some(self.text.as_str())]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join("  ")
    }
}

/// The ticker's lines, all at the first level of detail at which every line fits
/// `width` (one form for the whole ticker), else at the least: decoration goes before a
/// line would wrap. Levels: the game id and round; the game's team codes (`SS-PE`, as
/// its score line names the sides) and round; the codes alone; with one game shown, the
/// round alone, then the event alone. The event itself (player and team names) is never
/// cut.
fn ticker(
    recent: &VecDeque<Recent>,
    codes: &dyn Fn(&str) -> Option<String>,
    several: bool,
    width: Option<usize>,
) -> Vec<String> {
    let short = |r: &Recent| codes(&r.game_id).unwrap_or_else(|| r.game_id.clone());
    let mut levels: Vec<Vec<String>> = vec![
        recent
            .iter()
            .map(|r| r.line(Some(&r.game_id), true))
            .collect(),
        recent
            .iter()
            .map(|r| r.line(Some(&short(r)), true))
            .collect(),
        recent
            .iter()
            .map(|r| r.line(Some(&short(r)), false))
            .collect(),
    ];
    if !several {
        levels.push(recent.iter().map(|r| r.line(None, true)).collect());
        levels.push(recent.iter().map(|r| r.line(None, false)).collect());
    }
    let fits = |lines: &Vec<String>| {
        width.is_none_or(|w| lines.iter().all(|l| crate::output::table::width_of(l) <= w))
    };
    let last = levels.len() - 1;
    let at = levels.iter().position(fits).unwrap_or(last);
    levels.swap_remove(at)
}

/// The watch's receiving end: lines when piped, a redrawn screen on a terminal.
struct Watcher<'c, 's, 'w> {
    ctx: &'c Context,
    stream: &'s mut Stream<'w>,
    redraw: bool,
    sport: String,
    target: String,
    /// Game id → `{game_id, match_id, blue_code, red_code, boxscore}`, in first-seen order.
    games: Vec<(String, Value)>,
    recent: VecDeque<Recent>,
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
        let at = crate::alerts::now(&self.ctx.clock());
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
            // The record's `at` is the instant it was observed at, `at` above.
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
                    self.recent.push_back(Recent {
                        game_id: game_id.to_string(),
                        round: ev.event.round,
                        text: describe_event(&ev.event, raw),
                    });
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
        let width = self.stream.width();
        let mut views: Vec<View> = Vec::with_capacity(self.games.len());
        for (id, g) in &self.games {
            // The game's boxscore typed: its players as rows, its heading as notes (a
            // message esx cannot read shows no players).
            let typed = LiveGameBoxscore::deserialize(g).ok();
            let rows = typed
                .as_ref()
                .map(|t| player_rows(id, &t.boxscore))
                .unwrap_or_default();
            let raw = lookup(g, "boxscore").unwrap_or(&Value::Null);
            let mut v =
                TypedView::new(raw, &rows, player_columns()).empty_message("(no players listed)");
            if let Some(typed) = &typed {
                v.notes = boxscore_notes(
                    id,
                    codes(typed.blue_code.as_ref(), typed.red_code.as_ref()),
                    &typed.boxscore,
                    width,
                );
            }
            // Redrawn through the `View` form: the screen is a table like any other.
            views.push(v.into_view()?);
        }
        let mut footer = Vec::new();
        if views.is_empty() {
            footer.push(format!("no {} game to show yet", self.sport));
        }
        if !self.recent.is_empty() {
            footer.push(String::new());
            // One game and only its events: the game need not be named on each line.
            let several = self.games.len() > 1
                || self
                    .recent
                    .iter()
                    .any(|r| r.game_id != self.recent[0].game_id);
            footer.extend(ticker(
                &self.recent,
                &|id| self.codes_of(id),
                several,
                width,
            ));
        }
        if !self.fired.is_empty() {
            footer.push(String::new());
            footer.extend(self.fired.iter().cloned());
        }
        footer.push(String::new());
        // Decoration goes first (the hint, then the target) so the line never wraps.
        footer.push(first_fitting(
            vec![
                format!(
                    "live {} {} · {} · Ctrl-C to stop",
                    self.sport, self.target, self.status
                ),
                format!("live {} {} · {}", self.sport, self.target, self.status),
                format!("live {} · {}", self.sport, self.status),
                self.status.clone(),
            ],
            width,
        ));
        self.stream.redraw(&views, &footer)?;
        self.dirty = false;
        self.drawn = Some(Instant::now());
        Ok(())
    }

    /// A shown game's team codes (`SS-PE`), when its messages named both.
    fn codes_of(&self, game_id: &str) -> Option<String> {
        let (_, g) = self.games.iter().find(|(id, _)| id == game_id)?;
        let code = |k: &str| g.get(k).and_then(Value::as_str).map(str::to_string);
        Some(format!("{}-{}", code("blue_code")?, code("red_code")?))
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
                self.ctx.diag().note(&text);
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

    fn ev(game: &str, round: u64, text: &str) -> Recent {
        Recent {
            game_id: game.into(),
            round: Some(round),
            text: text.into(),
        }
    }

    #[test]
    fn the_ticker_drops_decoration_in_one_form_until_every_line_fits() {
        let g1 = "kr_cs2_shadow-stags-vs-phantom-eagles-2026-11-21_g1";
        let g2 = "kr_cs2_obsidian-lynx-vs-azure-sharks-2026-11-21_g2";
        let recent: VecDeque<Recent> = [
            ev(g1, 17, "zidra defused the bomb"),
            ev(g2, 12, "blue wins the round (elimination), 8-4"),
        ]
        .into_iter()
        .collect();
        let codes = |id: &str| Some(if id == g1 { "SS-PE" } else { "OL-AS" }.to_string());
        // Unlimited: the whole id and round on every line.
        let wide = ticker(&recent, &codes, true, None);
        assert_eq!(wide[0], format!("{g1}  r17  zidra defused the bomb"));
        // 80 columns: the second line (95) does not fit with its id, so both lines take
        // the codes, round kept.
        let at80 = ticker(&recent, &codes, true, Some(80));
        assert_eq!(
            at80,
            [
                "SS-PE  r17  zidra defused the bomb",
                "OL-AS  r12  blue wins the round (elimination), 8-4"
            ]
        );
        // 45 columns: the round goes too; the event stays whole.
        let at45 = ticker(&recent, &codes, true, Some(45));
        assert_eq!(at45[1], "OL-AS  blue wins the round (elimination), 8-4");
        // Narrower than any form: the narrowest, names whole (it runs past the edge).
        let at20 = ticker(&recent, &codes, true, Some(20));
        assert_eq!(at20[1], "OL-AS  blue wins the round (elimination), 8-4");
        // One game: it need not be named at all.
        let one: VecDeque<Recent> = [ev(g2, 12, "blue wins the round (elimination), 8-4")]
            .into_iter()
            .collect();
        let alone = ticker(&one, &|_| None, false, Some(44));
        assert_eq!(alone, ["r12  blue wins the round (elimination), 8-4"]);
    }
}
