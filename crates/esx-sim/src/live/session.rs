//! One WebSocket session's protocol logic, free of I/O: client ops in, server messages out.
//!
//! The socket glue (`ws.rs`) feeds text frames to [`Session::handle_text`] and calls
//! [`Session::poll`] on a timer; both return the JSON messages to send, in order. Every
//! message starts `{type, sport, game_id, seq, tick, ts}`; `seq` counts the messages of this
//! connection from 1 without gaps.

use serde_json::{Map, Value, json};

use super::LIVE_SPORTS;
use super::hub::{HubState, LiveHub, LogEntry, LogItem};

/// Subscriptions one connection may hold (each `subscribe` with a new sport/game adds one).
pub(crate) const MAX_SUBSCRIPTIONS: usize = 32;

#[derive(Debug, Clone, PartialEq, Eq)]
struct Sub {
    sport: String,
    /// A game id, or `*` for every game of the sport.
    game_id: String,
}

impl Sub {
    fn wants(&self, e: &LogEntry) -> bool {
        self.sport == e.sport
            && (self.game_id == "*" || e.game_id == "*" || self.game_id == e.game_id)
    }
}

/// The state of one connection.
#[derive(Debug, Default)]
pub(super) struct Session {
    subs: Vec<Sub>,
    /// Next hub log index this session has not yet seen (meaningful once subscribed).
    cursor: u64,
    /// Last `seq` sent.
    seq: u64,
}

impl Session {
    /// A connection with no subscriptions yet.
    #[must_use]
    pub(super) fn new() -> Self {
        Self::default()
    }

    /// Handle one client text frame: `{"op":"subscribe","sport":..,"game_id":..}` or
    /// `{"op":"ping"}`. Anything else yields an `error` message; the connection stays open.
    pub(super) fn handle_text(&mut self, hub: &LiveHub, text: &str) -> Vec<Value> {
        let parsed: Value = match serde_json::from_str(text) {
            Ok(v) => v,
            Err(e) => {
                return vec![self.error(
                    hub,
                    Value::Null,
                    Value::Null,
                    format!("invalid JSON: {e}"),
                )];
            }
        };
        let Some(obj) = parsed.as_object() else {
            return vec![self.error(
                hub,
                Value::Null,
                Value::Null,
                "expected a JSON object such as {\"op\":\"ping\"}".into(),
            )];
        };
        match obj.get("op").and_then(Value::as_str) {
            Some("ping") => {
                let st = hub.synced();
                let tick = st.tick;
                drop(st);
                vec![self.envelope(hub, "pong", Value::Null, Value::Null, tick, Map::new())]
            }
            Some("subscribe") => self.subscribe(hub, obj),
            Some(other) => vec![self.error(
                hub,
                Value::Null,
                Value::Null,
                format!("unknown op {other:?}; expected \"subscribe\" or \"ping\""),
            )],
            None => vec![self.error(
                hub,
                Value::Null,
                Value::Null,
                "missing string field \"op\" (\"subscribe\" or \"ping\")".into(),
            )],
        }
    }

    /// A binary frame: the protocol is JSON text only.
    pub(super) fn binary_frame(&mut self, hub: &LiveHub) -> Vec<Value> {
        let detail = "binary frames are not supported; send JSON text such as {\"op\":\"ping\"}";
        vec![self.error(hub, Value::Null, Value::Null, detail.into())]
    }

    /// Messages for every change since the last call (`update`, `event`, `games_list`),
    /// or fresh snapshots when this session fell behind the hub's retained log.
    pub(super) fn poll(&mut self, hub: &LiveHub) -> Vec<Value> {
        if self.subs.is_empty() {
            return Vec::new();
        }
        let st = hub.synced();
        self.drain(hub, &st)
    }

    fn subscribe(&mut self, hub: &LiveHub, obj: &Map<String, Value>) -> Vec<Value> {
        let sport_field = obj.get("sport").cloned().unwrap_or(Value::Null);
        let game_field = obj.get("game_id").cloned().unwrap_or(Value::Null);
        let Some(sport) = obj.get("sport").and_then(Value::as_str) else {
            return vec![self.error(
                hub,
                sport_field,
                game_field,
                "subscribe needs a string \"sport\" such as \"cs2\"".into(),
            )];
        };
        let game_id =
            match obj.get("game_id") {
                None | Some(Value::Null) => "*",
                Some(Value::String(g)) if !g.is_empty() => g.as_str(),
                Some(_) => {
                    return vec![self.error(
                    hub,
                    sport_field,
                    game_field,
                    "\"game_id\" must be a game id string from the live games list, or \"*\""
                        .into(),
                )];
                }
            };
        let st = hub.synced();
        let detail = if !st.has_sport(sport) && !LIVE_SPORTS.contains(&sport) {
            Some(format!(
                "unknown live sport {sport:?}; live sports: {}",
                LIVE_SPORTS.join(", ")
            ))
        } else if game_id != "*" && st.find(sport, game_id).is_none() {
            Some(format!(
                "no live {sport} game {game_id:?}; list them at /v6/esports/{sport}/live/games \
                 or subscribe with \"game_id\":\"*\""
            ))
        } else {
            None
        };
        let sub = Sub {
            sport: sport.to_string(),
            game_id: game_id.to_string(),
        };
        let detail = detail.or_else(|| {
            (!self.subs.contains(&sub) && self.subs.len() >= MAX_SUBSCRIPTIONS).then(|| {
                format!("too many subscriptions on one connection (max {MAX_SUBSCRIPTIONS})")
            })
        });
        if let Some(detail) = detail {
            drop(st);
            return vec![self.error(hub, sport_field, game_field, detail)];
        }
        // Flush what existing subscriptions have pending first, so the new snapshot and
        // the cursor describe the same instant (all under one lock).
        let mut out = if self.subs.is_empty() {
            Vec::new()
        } else {
            self.drain(hub, &st)
        };
        if !self.subs.contains(&sub) {
            self.subs.push(sub.clone());
        }
        out.push(self.snapshot(hub, &st, &sub, false));
        self.cursor = st.next_index();
        out
    }

    fn drain(&mut self, hub: &LiveHub, st: &HubState) -> Vec<Value> {
        let mut out = Vec::new();
        if self.cursor < st.first_index() {
            // Entries this session never saw are gone: start over from the present.
            let subs = self.subs.clone();
            for sub in &subs {
                out.push(self.snapshot(hub, st, sub, true));
            }
        } else {
            for e in st.log_from(self.cursor) {
                if self.subs.iter().any(|s| s.wants(e)) {
                    out.push(self.entry_message(hub, e));
                }
            }
        }
        self.cursor = st.next_index();
        out
    }

    fn snapshot(&mut self, hub: &LiveHub, st: &HubState, sub: &Sub, resync: bool) -> Value {
        let games: Vec<Value> = st
            .records()
            .filter(|r| {
                r.game.sport == sub.sport && (sub.game_id == "*" || r.game.game_id == sub.game_id)
            })
            .map(|r| {
                json!({
                    "game_id": r.game.game_id,
                    "match_id": r.game.match_id,
                    "blue_code": r.game.blue_code,
                    "red_code": r.game.red_code,
                    "boxscore": r.game.state.to_json(),
                })
            })
            .collect();
        let mut body = Map::new();
        body.insert("resync".into(), resync.into());
        body.insert("total".into(), games.len().into());
        body.insert("games".into(), games.into());
        self.envelope(
            hub,
            "snapshot",
            sub.sport.clone().into(),
            sub.game_id.clone().into(),
            st.tick,
            body,
        )
    }

    fn entry_message(&mut self, hub: &LiveHub, e: &LogEntry) -> Value {
        let mut body = Map::new();
        let kind = match &e.item {
            LogItem::Update {
                match_id,
                blue_code,
                red_code,
                boxscore,
            } => {
                body.insert("match_id".into(), match_id.clone().into());
                body.insert("blue_code".into(), blue_code.clone().into());
                body.insert("red_code".into(), red_code.clone().into());
                body.insert("boxscore".into(), boxscore.to_json());
                "update"
            }
            LogItem::Event(ev) => {
                body.insert("event".into(), ev.to_json(&hub.ts(ev.tick)));
                "event"
            }
            LogItem::GamesList(list) => {
                body.insert("total".into(), list["total"].clone());
                body.insert("games".into(), list["games"].clone());
                "games_list"
            }
        };
        self.envelope(
            hub,
            kind,
            e.sport.clone().into(),
            e.game_id.clone().into(),
            e.tick,
            body,
        )
    }

    /// An `error` message; `sport`/`game_id` echo the offending op's fields (null if none).
    /// Must not be called while holding the hub lock (it takes it for the tick).
    fn error(&mut self, hub: &LiveHub, sport: Value, game: Value, detail: String) -> Value {
        let tick = hub.synced().tick;
        let mut body = Map::new();
        body.insert("detail".into(), detail.into());
        self.envelope(hub, "error", sport, game, tick, body)
    }

    /// `{type, sport, game_id, seq, tick, ts, ...body}` with the next `seq`.
    fn envelope(
        &mut self,
        hub: &LiveHub,
        kind: &str,
        sport: Value,
        game_id: Value,
        tick: u64,
        body: Map<String, Value>,
    ) -> Value {
        self.seq += 1;
        let mut m = Map::new();
        m.insert("type".into(), kind.into());
        m.insert("sport".into(), sport);
        m.insert("game_id".into(), game_id);
        m.insert("seq".into(), self.seq.into());
        m.insert("tick".into(), tick.into());
        m.insert("ts".into(), hub.ts(tick).into());
        m.extend(body);
        Value::Object(m)
    }
}
