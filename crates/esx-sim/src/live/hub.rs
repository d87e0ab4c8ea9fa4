//! The live hub: every live game, advanced lazily to `elapsed / tick`, with bounded
//! histories (frames, events) and the change log WebSocket sessions read from.
//!
//! Lazy advancement (instead of a timer task) keeps the hub runtime-free and
//! deterministic: the state after tick `n` depends only on the seed, the seeds of the
//! games (with how far each was under way when the hub opened) and `n`, never on when
//! anyone looked.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use super::LiveGameSeed;
use super::event::{EventKind, GameEvent};
use super::game::{Boxscore, Game};
use super::record::Record;
use super::rng::Rng;
use super::start;

/// Change-log entries kept for WebSocket sessions; a session that falls further behind
/// gets a fresh snapshot instead.
pub(super) const LOG_KEPT: usize = 4096;
/// When catching up after a long idle stretch, ticks older than this many before the
/// target are stepped without recording frames or log entries (nobody could read them).
const CATCH_UP_RECORDED: u64 = 256;
/// The shortest tick the hub accepts (a zero tick would mean infinitely many ticks).
const MIN_TICK: Duration = Duration::from_millis(1);

/// One slot keeps a steady game count: when its game ends, the successor takes its place.
#[derive(Debug)]
struct Slot {
    rng: Rng,
    rec: Record,
}

/// What a change-log entry carries.
#[derive(Debug, Clone)]
pub(crate) enum LogItem {
    /// The game's new state after a tick (→ `update`).
    Update {
        match_id: String,
        blue_code: String,
        red_code: String,
        boxscore: Box<Boxscore>,
    },
    /// Something happened (→ `event`).
    Event(GameEvent),
    /// The sport's set of live games changed (→ `games_list`); holds the new list.
    GamesList(Value),
}

/// One change, in hub order.
#[derive(Debug, Clone)]
pub(crate) struct LogEntry {
    pub index: u64,
    pub tick: u64,
    pub sport: String,
    /// The game, or `*` for a sport-wide `games_list`.
    pub game_id: String,
    pub item: LogItem,
}

/// The mutable part of the hub, behind one lock.
#[derive(Debug)]
pub(crate) struct HubState {
    /// Ticks applied so far.
    pub tick: u64,
    slots: Vec<Slot>,
    log: VecDeque<LogEntry>,
    /// Index the next log entry gets.
    next_index: u64,
}

impl HubState {
    /// Live games, in slot order.
    pub(crate) fn records(&self) -> impl Iterator<Item = &Record> {
        self.slots.iter().map(|s| &s.rec)
    }

    /// The live game with this sport and id.
    pub(crate) fn find(&self, sport: &str, game_id: &str) -> Option<&Record> {
        self.records()
            .find(|r| r.game.sport == sport && r.game.game_id == game_id)
    }

    /// Whether any game (live now) has this sport.
    pub(crate) fn has_sport(&self, sport: &str) -> bool {
        self.records().any(|r| r.game.sport == sport)
    }

    /// The service's live games envelope for one sport.
    pub(crate) fn games_json(&self, sport: &str) -> Value {
        let games: Vec<Value> = self
            .records()
            .filter(|r| r.game.sport == sport)
            .map(|r| summary(&r.game))
            .collect();
        json!({"sport": sport, "total": games.len(), "games": games})
    }

    /// Index of the oldest entry still in the log (= `next_index` when empty).
    pub(crate) fn first_index(&self) -> u64 {
        self.log.front().map_or(self.next_index, |e| e.index)
    }

    /// Index the next log entry will get.
    pub(crate) fn next_index(&self) -> u64 {
        self.next_index
    }

    /// Log entries with index ≥ `from` (callers check `from >= first_index()` first).
    pub(crate) fn log_from(&self, from: u64) -> impl Iterator<Item = &LogEntry> {
        let skip = from.saturating_sub(self.first_index());
        self.log
            .iter()
            .skip(usize::try_from(skip).unwrap_or(usize::MAX))
    }

    fn push_log(&mut self, tick: u64, sport: &str, game_id: &str, item: LogItem) {
        self.log.push_back(LogEntry {
            index: self.next_index,
            tick,
            sport: sport.to_string(),
            game_id: game_id.to_string(),
            item,
        });
        self.next_index += 1;
        while self.log.len() > LOG_KEPT {
            self.log.pop_front();
        }
    }

    /// Apply one tick. `record` false skips frames and log (catch-up of unobservable ticks);
    /// events are always kept so the events route is the same however the hub was driven.
    fn step(&mut self, record: bool) {
        self.tick += 1;
        let tick = self.tick;
        if !record {
            // Dropping the log (and moving the index on) makes any session that was
            // reading it see the gap and resynchronise with a snapshot.
            self.log.clear();
            self.next_index += 1;
        }
        let mut changed_sports: Vec<String> = Vec::new();
        let mut pending: Vec<(String, String, LogItem)> = Vec::new();
        for slot in &mut self.slots {
            let kinds = slot.rec.game.step(&mut slot.rng);
            pending.extend(slot.rec.add_events(tick, kinds));
            if record {
                pending.push(slot.rec.add_frame(tick));
            }
            if slot.rec.game.winner.is_some() {
                let next = slot.rec.game.successor();
                slot.rec = Record::start(next, tick);
                pending.extend(slot.rec.events.iter().map(|e| {
                    (
                        slot.rec.game.sport.clone(),
                        slot.rec.game.game_id.clone(),
                        LogItem::Event(e.clone()),
                    )
                }));
                if record {
                    pending.push(slot.rec.update_item());
                }
                if !changed_sports.contains(&slot.rec.game.sport) {
                    changed_sports.push(slot.rec.game.sport.clone());
                }
            }
        }
        if !record {
            return;
        }
        for (sport, game_id, item) in pending {
            self.push_log(tick, &sport, &game_id, item);
        }
        for sport in changed_sports {
            let list = self.games_json(&sport);
            self.push_log(tick, &sport, "*", LogItem::GamesList(list));
        }
    }
}

/// The hub's side of a record: what it adds, as change-log entries for the sessions.
impl Record {
    /// Record events; returns them as log items for the caller to queue.
    fn add_events(&mut self, tick: u64, kinds: Vec<EventKind>) -> Vec<(String, String, LogItem)> {
        let n = self.push_events(tick, kinds).min(self.events.len());
        self.events
            .range(self.events.len() - n..)
            .map(|e| {
                (
                    self.game.sport.clone(),
                    self.game.game_id.clone(),
                    LogItem::Event(e.clone()),
                )
            })
            .collect()
    }

    fn add_frame(&mut self, tick: u64) -> (String, String, LogItem) {
        self.push_frame(tick);
        self.update_item()
    }

    fn update_item(&self) -> (String, String, LogItem) {
        (
            self.game.sport.clone(),
            self.game.game_id.clone(),
            LogItem::Update {
                match_id: self.game.match_id.clone(),
                blue_code: self.game.blue_code.clone(),
                red_code: self.game.red_code.clone(),
                boxscore: Box::new(self.game.state.clone()),
            },
        )
    }
}

/// The random stream of slot `i`: distinct and well mixed per slot (the slot number is
/// mixed into the seed), so each game's history depends only on the seed and its position.
fn slot_rng(seed: u64, i: usize) -> Rng {
    Rng::new(Rng::new(seed ^ (i as u64 + 1).wrapping_mul(0xA24B_AED4_963E_E407)).next_u64())
}

/// A games-list row: `{game_id, match_id, blue_code, red_code}`.
#[must_use]
pub(super) fn summary(game: &Game) -> Value {
    json!({
        "game_id": game.game_id,
        "match_id": game.match_id,
        "blue_code": game.blue_code,
        "red_code": game.red_code,
    })
}

/// Every live game of the simulator, advanced lazily by wall-clock ticks.
#[derive(Debug)]
pub struct LiveHub {
    tick: Duration,
    /// When the hub opened (at tick `base`).
    start: Instant,
    /// The tick the hub opened at: the furthest any game was pre-advanced.
    base: u64,
    /// Wall-clock time of tick 0, in Unix milliseconds; tick `n` is stamped
    /// `epoch + n × tick`, so tick `base` is the hub's start time.
    epoch_ms: i64,
    state: Mutex<HubState>,
}

impl LiveHub {
    /// A hub whose tick 0 is now. `tick` is the real time per step (default 1 s; values
    /// below 1 ms are raised to 1 ms). Each game gets its own random stream derived from
    /// `seed` and its position, so the same inputs give the same games on every run.
    #[must_use]
    pub fn new(seed: u64, games: Vec<LiveGameSeed>, tick: Duration) -> Arc<Self> {
        Self::new_at(seed, games, tick, crate::clock::wall_now())
    }

    /// Like [`LiveHub::new`], with tick 0 stamped `epoch` (for a pinned simulator clock).
    #[must_use]
    pub fn new_at(
        seed: u64,
        games: Vec<LiveGameSeed>,
        tick: Duration,
        epoch: jiff::Timestamp,
    ) -> Arc<Self> {
        Self::started_at(
            seed,
            games.into_iter().map(|g| (g, 0)).collect(),
            tick,
            epoch,
        )
    }

    /// A hub whose games are already under way at `now`: each game comes with the game
    /// seconds its map has been running (the schedule's `now − map start`). A game is
    /// stepped `elapsed / SECONDS_PER_TICK` ticks before `now` — never so many that it
    /// would end within [`MIN_TICKS_LEFT`](super::MIN_TICKS_LEFT) ticks — so the hub
    /// opens at tick `base` = the largest such offset, each game having started at tick
    /// `base − its offset`, and `ts(base)` is `now`. The wall clock continues from `base`.
    /// The same inputs give the same states on every run.
    #[must_use]
    pub fn started_at(
        seed: u64,
        games: Vec<(LiveGameSeed, u64)>,
        tick: Duration,
        now: jiff::Timestamp,
    ) -> Arc<Self> {
        let tick = tick.max(MIN_TICK);
        let plans: Vec<start::Plan> = games
            .into_iter()
            .enumerate()
            .map(|(i, (g, elapsed))| start::plan(slot_rng(seed, i), Game::from_seed(&g), elapsed))
            .collect();
        let base = plans.iter().map(|p| p.offset).max().unwrap_or(0);
        let slots = plans
            .into_iter()
            .map(|p| {
                let (rng, rec) = start::run(p, base);
                Slot { rng, rec }
            })
            .collect();
        let back = i64::try_from(u128::from(base) * tick.as_millis()).unwrap_or(i64::MAX);
        Arc::new(Self {
            tick,
            start: Instant::now(),
            base,
            epoch_ms: now.as_millisecond().saturating_sub(back),
            state: Mutex::new(HubState {
                tick: base,
                slots,
                log: VecDeque::new(),
                next_index: 0,
            }),
        })
    }

    /// The tick the hub opened at (`ts` of it is the hub's start time): 0 unless games
    /// were started under way ([`LiveHub::started_at`]).
    #[must_use]
    pub fn base_tick(&self) -> u64 {
        self.base
    }

    /// The real time per tick.
    #[must_use]
    pub fn tick_interval(&self) -> Duration {
        self.tick
    }

    /// Advance to at least tick `target` now (tests and pinned clocks); the wall clock
    /// keeps advancing it afterwards once elapsed time passes `target`. The work is linear
    /// in the ticks stepped (microseconds per tick per game).
    pub fn advance_to(&self, target: u64) {
        let mut st = self.lock();
        Self::catch_up(&mut st, target);
    }

    /// The lock, with the state advanced to the wall clock. A poisoned lock is recovered:
    /// the state is only ever mutated by whole ticks, so it is consistent.
    pub(crate) fn synced(&self) -> MutexGuard<'_, HubState> {
        // The wall clock counts from the tick the hub opened at, not from 0.
        let elapsed = self.start.elapsed().as_nanos() / self.tick.as_nanos().max(1);
        let target = u64::try_from(elapsed)
            .unwrap_or(u64::MAX)
            .saturating_add(self.base);
        let mut st = self.lock();
        Self::catch_up(&mut st, target);
        st
    }

    fn lock(&self) -> MutexGuard<'_, HubState> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn catch_up(st: &mut HubState, target: u64) {
        while st.tick < target {
            let record = st.tick + 1 + CATCH_UP_RECORDED > target;
            st.step(record);
        }
    }

    /// The tick the state has reached (after syncing to the wall clock).
    #[must_use]
    pub fn current_tick(&self) -> u64 {
        self.synced().tick
    }

    /// ISO 8601 UTC timestamp with milliseconds of tick `tick`.
    #[must_use]
    pub fn ts(&self, tick: u64) -> String {
        let offset = u128::from(tick) * self.tick.as_millis();
        let ms = i64::try_from(offset)
            .ok()
            .and_then(|o| self.epoch_ms.checked_add(o))
            .unwrap_or(self.epoch_ms);
        let ts = jiff::Timestamp::from_millisecond(ms).unwrap_or(jiff::Timestamp::UNIX_EPOCH);
        format!("{ts:.3}")
    }

    /// `GET /v6/esports/{sport}/live/games`: `{sport, total, games: [{game_id, match_id,
    /// blue_code, red_code}]}`; an unknown sport has no games.
    #[must_use]
    pub fn games_json(&self, sport: &str) -> Value {
        self.synced().games_json(sport)
    }

    /// `GET /v6/esports/{sport}/live/{game_id}/boxscore`: `{sport, game_id, match_id,
    /// blue_code, red_code, boxscore}`, or `None` when no such game is live (→ 404). The
    /// spec's shape has only `sport`, `game_id` and `boxscore`; the game's match and team
    /// codes (as in the games list) are added so a boxscore names its teams by itself.
    #[must_use]
    pub fn boxscore_json(&self, sport: &str, game_id: &str) -> Option<Value> {
        let st = self.synced();
        let rec = st.find(sport, game_id)?;
        let g = &rec.game;
        Some(json!({
            "sport": sport, "game_id": game_id, "match_id": g.match_id,
            "blue_code": g.blue_code, "red_code": g.red_code,
            "boxscore": g.state.to_json(),
        }))
    }

    /// `GET /v6/esports/{sport}/live/{game_id}/frames`: `{sport, game_id, match_id, total,
    /// frames: [...]}`, oldest first, the last [`FRAMES_KEPT`](super::record::FRAMES_KEPT) ticks; a frame is the
    /// boxscore object plus `tick` and `ts`. `None` when no such game is live.
    #[must_use]
    pub fn frames_json(&self, sport: &str, game_id: &str) -> Option<Value> {
        let st = self.synced();
        let rec = st.find(sport, game_id)?;
        let frames: Vec<Value> = rec
            .frames
            .iter()
            .map(|(tick, b)| {
                let mut v = json!({"tick": tick, "ts": self.ts(*tick)});
                if let (Some(obj), Value::Object(rest)) = (v.as_object_mut(), b.to_json()) {
                    obj.extend(rest);
                }
                v
            })
            .collect();
        Some(json!({
            "sport": sport, "game_id": game_id, "match_id": rec.game.match_id,
            "total": frames.len(), "frames": frames,
        }))
    }

    /// `GET /v6/esports/{sport}/live/{game_id}/events`: `{sport, game_id, match_id, total,
    /// events: [...]}`, oldest first, the last [`EVENTS_KEPT`](super::record::EVENTS_KEPT). `None` when not live.
    #[must_use]
    pub fn events_json(&self, sport: &str, game_id: &str) -> Option<Value> {
        let st = self.synced();
        let rec = st.find(sport, game_id)?;
        let events: Vec<Value> = rec
            .events
            .iter()
            .map(|e| e.to_json(&self.ts(e.tick)))
            .collect();
        Some(json!({
            "sport": sport, "game_id": game_id, "match_id": rec.game.match_id,
            "total": events.len(), "events": events,
        }))
    }
}
