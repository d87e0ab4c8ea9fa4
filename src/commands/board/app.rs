//! The board's state and what each key does to it: pure (no terminal, no clock of its
//! own, no I/O), so key handling, filtering, sorting and change markers are tested
//! without a terminal. The event loop feeds it keys, worker results and the time.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use serde_json::Value;

use super::detail::local_detail;
use super::layout::Layout;
use super::tabs::{Tab, text};
use crate::board_rows::BoardRow;

/// How a row changed since the previous refresh.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Mark {
    Same,
    Up,
    Down,
    New,
}

/// The rows of one refresh as the worker hands them over.
#[derive(Debug, Default, Clone)]
pub(super) struct Batch {
    pub(crate) rows: Vec<Value>,
    /// Each row's identity (unique within the refresh).
    pub(crate) keys: Vec<String>,
    /// Whether `--alert` is truthy on each row.
    pub(crate) alerted: Vec<bool>,
    /// A line above the table: the Bets tab's totals, or why it has no bets.
    pub(crate) note: Option<String>,
}

/// One tab's data and view state.
#[derive(Debug, Default)]
pub(super) struct TabState {
    /// The rows as their command printed them (what `--alert` and the detail's "every
    /// field" see).
    pub(crate) rows: Vec<Value>,
    /// The same rows, typed: what the columns, sorts, marks and details read.
    pub(crate) typed: Vec<BoardRow>,
    pub(crate) keys: Vec<String>,
    pub(crate) marks: Vec<Mark>,
    pub(crate) alerted: Vec<bool>,
    /// The line above the table, from the last good refresh ([`Batch::note`]).
    pub(crate) note: Option<String>,
    /// Lower-case text of each row, for `/`.
    search: Vec<String>,
    /// When the data shown arrived (None: never).
    pub(crate) fetched: Option<Instant>,
    /// The same moment on the run's clock (pinned in demo and tests), for the status line.
    pub(crate) stamp: Option<jiff::Timestamp>,
    /// When the last refresh was asked for.
    pub(crate) requested: Option<Instant>,
    pub(crate) in_flight: bool,
    /// The last refresh's error (the rows shown are the last good ones).
    pub(crate) error: Option<String>,
    /// The route needs a higher plan: no automatic refresh (only `r`).
    pub(crate) refused: bool,
    pub(crate) sort: usize,
    pub(crate) filter: String,
    /// Position in the filtered, sorted view.
    pub(crate) selected: usize,
    /// The table's text, made once per refresh rather than once per frame.
    pub(crate) layout: Layout,
    /// The filtered, sorted view; cleared by anything that may change it.
    view: std::cell::RefCell<Option<Vec<usize>>>,
}

/// The overlay opened by Enter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Detail {
    pub(crate) title: String,
    pub(crate) lines: Vec<String>,
    pub(crate) scroll: u16,
    /// Waiting for the worker (the request's id).
    pub(crate) pending: Option<u64>,
}

/// What the event loop should do after a key or a tick.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Effect {
    Quit,
    /// Refresh this tab now.
    Fetch(Tab),
    /// Run this command (after `esx`) for the detail overlay; its id.
    Detail(u64, Vec<String>),
}

/// The quota and network side of the status line.
#[derive(Debug, Default, Clone)]
pub(super) struct Usage {
    /// Requests that reached the service this session.
    pub(crate) requests: u64,
    /// Answers the cache gave instead.
    pub(crate) cached: u64,
    pub(crate) last_error: Option<String>,
    /// Interval multiplier after 429s (1 = none).
    pub(crate) backoff: u32,
    /// A Sandbox key (or a plan refusal seen): refresh no faster than the quota allows.
    pub(crate) sandbox: bool,
}

/// The whole board.
#[derive(Debug)]
pub(super) struct App {
    pub(crate) tab: Tab,
    pub(crate) tabs: HashMap<Tab, TabState>,
    pub(crate) sport: Option<String>,
    /// Typing a filter after `/`.
    pub(crate) editing: bool,
    pub(crate) help: bool,
    pub(crate) detail: Option<Detail>,
    pub(crate) usage: Usage,
    /// `--every`.
    pub(crate) every: Duration,
    /// The zone table times are shown in.
    pub(crate) tz: jiff::tz::TimeZone,
    /// `--db`: the store the Bets tab reads (`None`: the default store).
    pub(crate) db: Option<String>,
    /// `--fair`: the basis the Edges tab judges on (`None`: `lines --local`'s default).
    pub(crate) fair: Option<esx_odds::FairBasis>,
    /// The run's clock when the refresh being applied arrived: a start time far from it
    /// shows its date rather than a weekday.
    pub(crate) now: Option<jiff::Timestamp>,
    next_id: u64,
}

/// How many tabs `Tab` cycles through.
const TABS: usize = Tab::ALL.len();

/// A Sandbox key has about 500 requests a day: one refresh every 3 minutes stays well
/// inside that even with a few tab switches.
pub(super) const SANDBOX_FLOOR: Duration = Duration::from_secs(180);
/// The Bets tab refreshes at most this often.
pub(super) const BETS_FLOOR: Duration = Duration::from_secs(30);
/// The slowest the board gets after repeated 429s.
const MAX_BACKOFF: u32 = 16;

impl App {
    #[must_use]
    pub(super) fn new(sport: Option<String>, every: Duration, tz: jiff::tz::TimeZone) -> Self {
        Self {
            tab: Tab::Edges,
            tabs: Tab::ALL.iter().map(|t| (*t, TabState::default())).collect(),
            sport,
            editing: false,
            help: false,
            detail: None,
            usage: Usage {
                backoff: 1,
                ..Usage::default()
            },
            every,
            tz,
            db: None,
            fair: None,
            now: None,
            next_id: 0,
        }
    }

    #[must_use]
    pub(super) fn current(&self) -> &TabState {
        &self.tabs[&self.tab]
    }

    /// The visible tab, to change: its cached view is dropped (a filter, sort or
    /// refresh may change it).
    fn current_mut(&mut self) -> &mut TabState {
        let t = self.tabs.entry(self.tab).or_default();
        t.view.get_mut().take();
        t
    }

    /// The time between refreshes now: `--every`, stretched after 429s, and never
    /// faster than the Sandbox floor on a Sandbox key.
    #[must_use]
    pub(super) fn interval(&self) -> Duration {
        let base = self.every * self.usage.backoff.max(1);
        if self.usage.sandbox {
            base.max(SANDBOX_FLOOR)
        } else {
            base
        }
    }

    /// The time between refreshes of `tab`: the Bets tab reads a local store (no quota,
    /// no 429) and changes only when a bet is logged or settled, so at most every
    /// [`BETS_FLOOR`]; the others [`App::interval`].
    #[must_use]
    pub(super) fn interval_of(&self, tab: Tab) -> Duration {
        if tab == Tab::Bets {
            self.every.max(BETS_FLOOR)
        } else {
            self.interval()
        }
    }

    /// Whether the visible tab should be refreshed at `now`.
    #[must_use]
    pub(super) fn due(&self, now: Instant) -> bool {
        let t = self.current();
        !t.in_flight
            && !t.refused
            && t.requested
                .is_none_or(|at| now.saturating_duration_since(at) >= self.interval_of(self.tab))
    }

    /// Mark the visible tab as being refreshed.
    pub(super) fn requested(&mut self, tab: Tab, now: Instant) {
        let t = self.tabs.entry(tab).or_default();
        t.in_flight = true;
        t.requested = Some(now);
    }

    /// The visible tab's rows after the filter, in the chosen order (indices into rows).
    #[must_use]
    pub(super) fn view(&self) -> Vec<usize> {
        let t = self.current();
        t.view
            .borrow_mut()
            .get_or_insert_with(|| view_of(self.tab, t))
            .clone()
    }

    /// A refresh's outcome: new rows replace the old (with change marks), an error keeps
    /// the last good rows and shows in the status line.
    pub(super) fn apply(&mut self, tab: Tab, outcome: Result<Batch, String>, at: Instant) {
        let t = self.tabs.entry(tab).or_default();
        t.in_flight = false;
        // The interval runs from the end of a refresh: a slow one (`picks all`) must not
        // leave the tab refreshing all the time.
        t.requested = Some(at);
        match outcome {
            Ok(new) => {
                let typed: Vec<BoardRow> = new.rows.iter().map(BoardRow::of).collect();
                let before: HashMap<&str, Option<f64>> = t
                    .keys
                    .iter()
                    .zip(&t.typed)
                    .map(|(k, r)| (k.as_str(), tracked(tab, r)))
                    .collect();
                let first = t.fetched.is_none();
                t.marks = new
                    .keys
                    .iter()
                    .zip(&typed)
                    .map(|(k, r)| match before.get(k.as_str()) {
                        None if first => Mark::Same,
                        None => Mark::New,
                        Some(old) => match (old, tracked(tab, r)) {
                            (Some(a), Some(b)) if b > *a => Mark::Up,
                            (Some(a), Some(b)) if b < *a => Mark::Down,
                            _ => Mark::Same,
                        },
                    })
                    .collect();
                t.search = new.rows.iter().map(haystack).collect();
                t.layout = Layout::of(tab, &typed, &self.tz, self.now);
                t.typed = typed;
                t.view.get_mut().take();
                t.alerted = new.alerted;
                t.note = new.note;
                t.alerted.resize(new.rows.len(), false);
                t.rows = new.rows;
                t.keys = new.keys;
                t.fetched = Some(at);
                t.error = None;
                t.refused = false;
                let len = view_of(tab, t).len();
                t.selected = t.selected.min(len.saturating_sub(1));
                self.usage.backoff = (self.usage.backoff / 2).max(1);
            }
            Err(e) => {
                t.error = Some(e.clone());
                self.usage.last_error = Some(format!("{}: {e}", tab.title()));
            }
        }
    }

    /// Stamp the rows that just arrived with the run's clock (a failed refresh keeps the
    /// stamp of the rows still shown).
    pub(super) fn stamp(&mut self, tab: Tab, at: jiff::Timestamp) {
        let t = self.tabs.entry(tab).or_default();
        if t.error.is_none() {
            t.stamp = Some(at);
        }
    }

    /// The worker's word on a refresh's requests.
    pub(super) fn count(
        &mut self,
        requests: u64,
        cached: u64,
        rate_limited: bool,
        refused: Option<Tab>,
    ) {
        self.usage.requests += requests;
        self.usage.cached += cached;
        if rate_limited {
            self.usage.backoff = (self.usage.backoff * 2).min(MAX_BACKOFF);
        }
        if let Some(tab) = refused {
            self.tabs.entry(tab).or_default().refused = true;
            self.usage.sandbox = true;
        }
    }

    /// The detail the worker fetched for request `id`.
    pub(super) fn detail_ready(&mut self, id: u64, lines: Vec<String>) {
        if let Some(d) = &mut self.detail
            && d.pending == Some(id)
        {
            d.lines = lines;
            d.pending = None;
        }
    }

    /// One key press.
    pub(super) fn on_key(&mut self, key: KeyEvent) -> Option<Effect> {
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        if ctrl && matches!(key.code, KeyCode::Char('c' | 'C')) {
            return Some(Effect::Quit);
        }
        if self.editing {
            self.edit_filter(key.code);
            return None;
        }
        if self.help {
            self.help = false;
            return (key.code == KeyCode::Char('q')).then_some(Effect::Quit);
        }
        if let Some(d) = &mut self.detail {
            match key.code {
                KeyCode::Char('q') => return Some(Effect::Quit),
                KeyCode::Down | KeyCode::Char('j') => d.scroll = d.scroll.saturating_add(1),
                KeyCode::Up | KeyCode::Char('k') => d.scroll = d.scroll.saturating_sub(1),
                KeyCode::PageDown => d.scroll = d.scroll.saturating_add(10),
                KeyCode::PageUp => d.scroll = d.scroll.saturating_sub(10),
                _ => self.detail = None,
            }
            return None;
        }
        match key.code {
            // Esc clears a filter first; with none, it quits as q does.
            KeyCode::Esc if !self.current().filter.is_empty() => self.current_mut().filter.clear(),
            KeyCode::Char('q') | KeyCode::Esc => return Some(Effect::Quit),
            KeyCode::Tab => return self.switch(Tab::ALL[(self.tab.index() + 1) % TABS]),
            KeyCode::BackTab => {
                return self.switch(Tab::ALL[(self.tab.index() + TABS - 1) % TABS]);
            }
            KeyCode::Char(c @ '1'..='7') => {
                return self.switch(Tab::ALL[usize::from(c as u8 - b'1')]);
            }
            KeyCode::Down | KeyCode::Char('j') => self.step(1),
            KeyCode::Up | KeyCode::Char('k') => self.step(-1),
            KeyCode::PageDown => self.step(10),
            KeyCode::PageUp => self.step(-10),
            KeyCode::Home | KeyCode::Char('g') => self.step(isize::MIN / 2),
            KeyCode::End | KeyCode::Char('G') => self.step(isize::MAX / 2),
            KeyCode::Char('/') => self.editing = true,
            KeyCode::Char('s') => {
                let n = self.tab.sorts().len();
                let t = self.current_mut();
                t.sort = (t.sort + 1) % n;
                t.selected = 0;
            }
            KeyCode::Char('r') => {
                self.current_mut().refused = false;
                return (!self.current().in_flight).then_some(Effect::Fetch(self.tab));
            }
            KeyCode::Char('?') => self.help = true,
            KeyCode::Enter => return self.open_detail(),
            _ => {}
        }
        None
    }

    fn edit_filter(&mut self, code: KeyCode) {
        let t = self.current_mut();
        match code {
            KeyCode::Enter => self.editing = false,
            KeyCode::Esc => {
                t.filter.clear();
                self.editing = false;
            }
            KeyCode::Backspace => {
                t.filter.pop();
            }
            KeyCode::Char(c) if !c.is_control() => t.filter.push(c),
            _ => {}
        }
        let len = self.view().len();
        let t = self.current_mut();
        t.selected = t.selected.min(len.saturating_sub(1));
    }

    fn switch(&mut self, tab: Tab) -> Option<Effect> {
        self.tab = tab;
        None
    }

    /// Move the selection (the view stays: moving changes no row or order).
    fn step(&mut self, by: isize) {
        let len = self.view().len();
        let t = self.tabs.entry(self.tab).or_default();
        let max = len.saturating_sub(1);
        t.selected = t.selected.saturating_add_signed(by).min(max);
    }

    /// The selected row, if any: as printed, and typed.
    #[must_use]
    pub(super) fn selected_row(&self) -> Option<(&Value, &BoardRow)> {
        let t = self.current();
        self.view()
            .get(t.selected)
            .map(|i| (&t.rows[*i], &t.typed[*i]))
    }

    fn open_detail(&mut self) -> Option<Effect> {
        let (served, row) = self.selected_row()?;
        let (served, row) = (served.clone(), row.clone());
        let tab = self.tab;
        let title = detail_title(tab, &row);
        if let Some(argv) = tab.detail_command(&row, self.sport.as_deref()) {
            self.next_id += 1;
            let id = self.next_id;
            self.detail = Some(Detail {
                title,
                lines: vec![format!("running esx {} …", argv.join(" "))],
                scroll: 0,
                pending: Some(id),
            });
            return Some(Effect::Detail(id, argv));
        }
        // An arb's legs are the rows of the same market.
        let market = |r: &BoardRow| {
            (
                r.event_id.clone(),
                r.market.clone(),
                r.map.clone(),
                r.line.clone(),
            )
        };
        let legs: Vec<&BoardRow> = (self.current().typed.iter())
            .filter(|r| market(r) == market(&row))
            .collect();
        let lines = local_detail(tab, &served, &row, &legs);
        self.detail = Some(Detail {
            title,
            lines,
            scroll: 0,
            pending: None,
        });
        None
    }
}

/// A tab's view: rows matching its filter, in its chosen order.
fn view_of(tab: Tab, t: &TabState) -> Vec<usize> {
    let needle = t.filter.to_lowercase();
    let mut idx: Vec<usize> = (0..t.rows.len())
        .filter(|i| needle.is_empty() || t.search.get(*i).is_some_and(|h| h.contains(&needle)))
        .collect();
    let sorts = tab.sorts();
    sorts[t.sort % sorts.len()].apply(&t.typed, &mut idx);
    idx
}

fn tracked(tab: Tab, row: &BoardRow) -> Option<f64> {
    tab.tracked().and_then(|f| f(row)).and_then(Value::as_f64)
}

/// Every string and number of a row, lower-cased, for the `/` filter.
fn haystack(row: &Value) -> String {
    let mut out = String::new();
    if let Some(obj) = row.as_object() {
        for v in obj.values() {
            if v.is_string() || v.is_number() {
                out.push_str(&text(v).to_lowercase());
                out.push('\u{1f}');
            }
        }
    }
    out
}

fn detail_title(tab: Tab, r: &BoardRow) -> String {
    let f = |v: &Option<Value>| v.as_ref().map(text).unwrap_or_default();
    match tab {
        Tab::Edges => format!("{} · {}", f(&r.event), f(&r.market)),
        Tab::Picks => format!(
            "{} · {} {} {}",
            f(&r.player_name),
            f(&r.stat_type),
            f(&r.side),
            f(&r.line)
        ),
        Tab::Arbs => format!(
            "{} vs {} · {}",
            f(&r.home_team),
            f(&r.away_team),
            f(&r.market)
        ),
        Tab::Gaps => format!("{} · {}", f(&r.player_name), f(&r.market)),
        Tab::Flow => format!("{} · {} · {}", f(&r.matchup), f(&r.market), f(&r.selection)),
        Tab::Live => f(&r.game_id),
        Tab::Bets => format!("bet {} · {}", f(&r.bet_id), f(&r.selection)),
    }
}

/// Keys for a refresh's rows: the tab's key fields, a repeat numbered `#2`, `#3`… in
/// served order.
#[must_use]
pub(super) fn keys_for(tab: Tab, rows: &[Value]) -> Vec<String> {
    let mut seen: HashMap<String, usize> = HashMap::new();
    rows.iter()
        .map(|r| {
            let k = tab.key(&BoardRow::of(r));
            let n = seen.entry(k.clone()).or_insert(0);
            *n += 1;
            if *n == 1 { k } else { format!("{k}#{n}") }
        })
        .collect()
}
