//! [`Store`]: the one history-store API of the commands, over either backend.
//!
//! A [`Location`] says where the history is (a file, or a `postgres://` URL); the store
//! opened there answers every call the same way whichever backend holds it.

use std::path::{Path, PathBuf};

use crate::copy::CopyStats;
use crate::pg::{PgUrl, Postgres, url::is_url};
use crate::{
    BetResult, BetRow, EdgePrediction, EdgeRow, GapSeries, MatchResult, MovesQuery, NewBet,
    OpenBet, PickPrediction, PickRow, PredictionQuery, PropResult, PropSeries, Report, Result,
    ResultsAdded, Series, Snapshot, SnapshotStats, Sqlite, StoreError, schema,
};

/// Where a history lives: `--db`/`ESX_DB` as given.
#[derive(Debug, Clone)]
pub enum Location {
    File(PathBuf),
    Postgres(Box<PgUrl>),
}

impl Location {
    /// A value starting with `postgres://` or `postgresql://` is a URL and never a path;
    /// any other value is a file path. A malformed URL is an error naming it without
    /// its password.
    pub fn parse(value: &str) -> std::result::Result<Self, String> {
        if is_url(value) {
            PgUrl::parse(value).map(|u| Self::Postgres(Box::new(u)))
        } else {
            Ok(Self::File(PathBuf::from(value)))
        }
    }

    /// As esx prints it: the path, or the URL without password or query.
    #[must_use]
    pub fn shown(&self) -> String {
        match self {
            Self::File(p) => p.display().to_string(),
            Self::Postgres(u) => u.shown().to_string(),
        }
    }
}

/// An open history store, on either backend.
#[derive(Debug)]
pub struct Store {
    backend: Backend,
    shown: String,
}

#[derive(Debug)]
enum Backend {
    Sqlite(Sqlite),
    // Boxed: the client is large and a store is made once per run.
    Postgres(Box<Postgres>),
}

/// A table and its row count (`esx store info`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableCount {
    pub table: String,
    pub rows: i64,
}

/// What `esx store info` shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Info {
    /// `sqlite` or `postgres`.
    pub backend: &'static str,
    /// The path, or the URL without its password.
    pub location: String,
    pub schema_version: i32,
    /// The newest schema this esx knows.
    pub supported_version: i32,
    pub tables: Vec<TableCount>,
    /// The first and the last recorded snapshot (store time format).
    pub first_snapshot: Option<String>,
    pub last_snapshot: Option<String>,
    /// PostgreSQL with TimescaleDB: whether the quote tapes are hypertables.
    pub hypertables: bool,
}

/// Forward a call to whichever backend is open.
macro_rules! each {
    ($self:expr, $b:ident => $call:expr) => {
        match &$self.backend {
            Backend::Sqlite($b) => $call,
            Backend::Postgres($b) => $call,
        }
    };
    (mut $self:expr, $b:ident => $call:expr) => {
        match &mut $self.backend {
            Backend::Sqlite($b) => $call,
            Backend::Postgres($b) => $call,
        }
    };
}

impl Store {
    /// Open (or create) the SQLite store at `path`, creating its folder, and migrate it.
    pub fn open(path: &Path) -> Result<Self> {
        Ok(Self {
            backend: Backend::Sqlite(Sqlite::open(path)?),
            shown: path.display().to_string(),
        })
    }

    /// Open (or create) the store at `at`: a file, or a PostgreSQL database (which must
    /// exist; esx creates its tables there).
    pub fn open_at(at: &Location) -> Result<Self> {
        match at {
            Location::File(p) => Self::open(p),
            Location::Postgres(u) => Ok(Self {
                backend: Backend::Postgres(Box::new(Postgres::open(u, true)?)),
                shown: u.shown().to_string(),
            }),
        }
    }

    /// Open a store that must already exist: a PostgreSQL database without an esx store
    /// is `NotFound` and nothing is created there. (A missing file is the caller's check.)
    pub fn open_existing(at: &Location) -> Result<Self> {
        match at {
            Location::File(p) => Self::open(p),
            Location::Postgres(u) => Ok(Self {
                backend: Backend::Postgres(Box::new(Postgres::open(u, false)?)),
                shown: u.shown().to_string(),
            }),
        }
    }

    /// The file path, or the URL without its password: what messages and JSON show.
    #[must_use]
    pub fn shown(&self) -> &str {
        &self.shown
    }

    /// `sqlite` or `postgres`.
    #[must_use]
    pub fn backend(&self) -> &'static str {
        match self.backend {
            Backend::Sqlite(_) => "sqlite",
            Backend::Postgres(_) => "postgres",
        }
    }

    /// The schema version of the open store.
    pub fn version(&self) -> Result<i32> {
        each!(self, b => b.version())
    }

    /// Store one sport's snapshot observed at `observed_at`, in one transaction: every
    /// part or nothing. Returns, per part, how many quotes were seen and stored.
    pub fn record(
        &mut self,
        sport: &str,
        observed_at: &str,
        snap: &Snapshot<'_>,
    ) -> Result<Vec<SnapshotStats>> {
        each!(mut self, b => b.record(sport, observed_at, snap))
    }

    /// How many rows each tape holds (quotes, prop quotes, gap quotes).
    pub fn counts(&self) -> Result<(i64, i64, i64)> {
        let counts = self.table_counts()?;
        let n = |t: &str| counts.iter().find(|c| c.table == t).map_or(0, |c| c.rows);
        Ok((n("quotes"), n("prop_quotes"), n("gap_quotes")))
    }

    /// Every table's row count, in the schema's order.
    pub(crate) fn table_counts(&self) -> Result<Vec<TableCount>> {
        let counts = each!(self, b => b.table_counts())?;
        Ok(counts
            .into_iter()
            .map(|(table, rows)| TableCount { table, rows })
            .collect())
    }

    /// Backend, schema version, row counts and time span.
    pub fn info(&self) -> Result<Info> {
        let (first, last) = each!(self, b => b.span())?;
        Ok(Info {
            backend: self.backend(),
            location: self.shown.clone(),
            schema_version: self.version()?,
            supported_version: schema::CURRENT_VERSION,
            tables: self.table_counts()?,
            first_snapshot: first,
            last_snapshot: last,
            hypertables: match &self.backend {
                Backend::Postgres(p) => p.hypertables(),
                Backend::Sqlite(_) => false,
            },
        })
    }

    /// Every lines quote key with a stored change in the window, in key order.
    pub fn moves(&self, q: &MovesQuery) -> Result<Vec<Series>> {
        each!(self, b => b.moves(q))
    }

    /// Every prop key with a stored change in the window, in key order.
    pub fn prop_moves(&self, q: &MovesQuery) -> Result<Vec<PropSeries>> {
        each!(self, b => b.prop_moves(q))
    }

    /// Every gap key with a stored change in the window, in key order.
    pub fn gap_moves(&self, q: &MovesQuery) -> Result<Vec<GapSeries>> {
        each!(self, b => b.gap_moves(q))
    }

    /// Whether a tape (`lines`, `props`, `gaps`) holds no key at all.
    pub fn tape_is_empty(&self, tape: &str) -> Result<bool> {
        each!(self, b => b.tape_is_empty(tape))
    }

    /// Log a bet; returns its id.
    pub fn add_bet(&mut self, bet: &NewBet) -> Result<i64> {
        self.with_exec(|ex| crate::bet_shapes::add_bet(ex, bet))
    }

    /// Every source the tapes have recorded (lines sources, the consensus line, props
    /// venues), sorted.
    pub fn recorded_sources(&self) -> Result<Vec<String>> {
        each!(self, b => b.recorded_sources())
    }

    /// The `(market, outcome)` pairs the lines tape has recorded for `event_id`, sorted.
    pub fn event_outcomes(&self, event_id: &str) -> Result<Vec<(String, String)>> {
        each!(self, b => b.event_outcomes(event_id))
    }

    /// Every line the props tape quoted for a player's stat type (`bets add --slip`
    /// matches its picks to them).
    pub fn recorded_props(
        &self,
        player: &str,
        stat_type: &str,
    ) -> Result<Vec<crate::RecordedProp>> {
        self.with_reader(|ex| crate::board::recorded_props(ex, player, stat_type))
    }

    /// Whether any snapshot has seen `event_id`.
    pub fn knows_event(&self, event_id: &str) -> Result<bool> {
        each!(self, b => b.knows_event(event_id))
    }

    /// Settle (or re-settle) bet `id`.
    pub fn settle(&mut self, id: i64, result: BetResult, at: &str) -> Result<()> {
        each!(mut self, b => b.settle(id, result, at))
    }

    /// Every bet, oldest first, with its profit and close.
    pub fn bets(&self) -> Result<Vec<BetRow>> {
        self.with_reader(crate::bet_shapes::read_bets)
    }

    /// The ids of the bets placed as maker orders.
    pub(crate) fn maker_bets(&self) -> Result<std::collections::BTreeSet<i64>> {
        each!(self, b => b.maker_bets())
    }

    /// Every bet's contract count, where one was given.
    pub(crate) fn bet_contracts(&self) -> Result<std::collections::BTreeMap<i64, u32>> {
        each!(self, b => b.bet_contracts())
    }

    /// Every source's last quote at or before the event's start, for one market: what a
    /// close computed from the recorded quotes is made of.
    pub(crate) fn close_quotes(
        &self,
        event_id: &str,
        market: &str,
        map: Option<u32>,
        line: Option<f64>,
    ) -> Result<Vec<crate::CloseQuote>> {
        each!(self, b => b.close_quotes(event_id, market, map, line))
    }

    /// An event's sport, teams and start as last recorded.
    pub fn event_teams(&self, event_id: &str) -> Result<Option<crate::EventTeams>> {
        each!(self, b => b.event_teams(event_id))
    }

    /// When an event starts, as the store recorded it (`None`: never recorded).
    pub fn event_start(&self, event_id: &str) -> Result<Option<String>> {
        each!(self, b => b.event_start(event_id))
    }

    /// The recorded events of `sport` that start after `now` (a stored time): how many,
    /// and the first start. Nothing recorded on them can be graded before they finish.
    pub fn upcoming_events(&self, sport: &str, now: &str) -> Result<(u64, Option<String>)> {
        each!(self, b => b.upcoming_events(sport, now))
    }

    /// Count, staked, profit, ROI, mean CLV and the share that beat the close: overall
    /// and per source.
    pub fn report(&self) -> Result<Report> {
        Ok(crate::bets::report_of(&self.bets()?))
    }

    /// Limit an SQLite file to `pages` pages (tests: a full disk on demand).
    #[cfg(test)]
    pub(crate) fn set_max_pages(&self, pages: i64) -> Result<()> {
        match &self.backend {
            Backend::Sqlite(s) => s.set_max_pages(pages),
            Backend::Postgres(_) => Err(crate::StoreError::Invalid(
                "a page limit applies to SQLite files only".into(),
            )),
        }
    }

    #[cfg(test)]
    pub(crate) fn sqlite(&self) -> &Sqlite {
        match &self.backend {
            Backend::Sqlite(s) => s,
            Backend::Postgres(_) => panic!("not an SQLite store"),
        }
    }

    /// Copy this store's whole history into `to` (either backend), idempotently: what
    /// `to` already holds is matched by natural keys and not added again.
    pub fn copy_into(&mut self, to: &mut Store) -> Result<CopyStats> {
        crate::copy::copy(self.side(), to.side())
    }

    /// Log `bets` all or nothing in one transaction (the import's and `bets add`'s one
    /// write): a bet whose `bet_uid` is already logged, or came earlier in the batch, is
    /// skipped; an invalid one fails the whole batch (`StoreError::Invalid` naming its
    /// 1-based position) and nothing is stored.
    pub fn insert_bets(&mut self, bets: &[NewBet]) -> Result<crate::Inserted> {
        self.with_exec(|ex| crate::bet_shapes::insert_bets(ex, bets))
    }

    /// The id of the bet with this `bet_uid`, if logged.
    pub fn bet_id_of_uid(&mut self, uid: &str) -> Result<Option<i64>> {
        self.with_exec(|ex| crate::bet_shapes::id_of_uid(ex, uid))
    }

    /// Settle a parlay or slip as `grade` does, in one transaction: store each graded
    /// leg's result (`(leg number from 1, result)`), then, when `whole` is given, the
    /// bet's result and what it paid per unit staked, only if it is still open (a
    /// settlement by hand is never overwritten). Returns whether the bet was settled now.
    pub fn settle_legs(
        &mut self,
        id: i64,
        legs: &[(u32, BetResult)],
        whole: Option<(BetResult, f64)>,
        at: &str,
    ) -> Result<bool> {
        self.with_exec(|ex| crate::bet_shapes::settle_legs(ex, id, legs, whole, at))
    }

    /// Who leads the close: each venue's scores per market type and lead
    /// (`esx venues rank`; see [`crate::RankRow`]).
    pub fn venues_rank(&self, q: &crate::RankQuery) -> Result<Vec<crate::RankRow>> {
        self.with_reader(|ex| crate::rank::venues_rank(ex, q))
    }

    /// The graded markets of the lines tape as predicted `q.lead_minutes` before their
    /// start (`backtest --compare fair`; see [`crate::TapeMarket`]).
    ///
    /// # Errors
    ///
    /// A failed query.
    pub fn fair_tape(&self, q: &crate::FairTapeQuery) -> Result<Vec<crate::TapeMarket>> {
        self.with_reader(|ex| crate::fair_tape::fair_tape(ex, q))
    }

    /// Run `work` on this store's executor through a shared borrow (reads).
    fn with_reader<T>(
        &self,
        work: impl FnOnce(&mut dyn crate::copy::exec::Exec) -> Result<T>,
    ) -> Result<T> {
        match &self.backend {
            Backend::Sqlite(s) => {
                let mut s: &crate::Sqlite = s;
                work(&mut s)
            }
            Backend::Postgres(p) => work(&mut crate::copy::exec::PgExec {
                pg: p,
                prepared: std::collections::HashMap::new(),
            }),
        }
    }

    /// Run `work` on this store's executor (the statements both backends share).
    fn with_exec<T>(
        &mut self,
        work: impl FnOnce(&mut dyn crate::copy::exec::Exec) -> Result<T>,
    ) -> Result<T> {
        match &mut self.backend {
            Backend::Sqlite(s) => work(s),
            Backend::Postgres(p) => work(&mut crate::copy::exec::PgExec {
                pg: p,
                prepared: std::collections::HashMap::new(),
            }),
        }
    }

    /// Store a sport's predictions (`record --what picks,edges`): changes only, in one
    /// transaction, logged in `snapshots`.
    pub fn record_predictions(
        &mut self,
        sport: &str,
        observed_at: &str,
        picks: Option<&[PickPrediction]>,
        edges: Option<&[EdgePrediction]>,
    ) -> Result<Vec<SnapshotStats>> {
        // As the quote tapes: a transaction another writer beat (deadlock, serialization
        // failure) runs again, rolled back first, a few times with a growing pause.
        let mut tries = 1;
        loop {
            let done = self.with_exec(|ex| {
                crate::grading::record_predictions(ex, sport, observed_at, picks, edges)
            });
            match done {
                Err(StoreError::Conflict { db, .. }) if tries >= crate::pg::TRIES => {
                    return Err(StoreError::Conflict { db, tries });
                }
                Err(StoreError::Conflict { .. }) => {
                    std::thread::sleep(std::time::Duration::from_millis(20 * u64::from(tries)));
                    tries += 1;
                }
                other => return other,
            }
        }
    }

    /// Store final results once (`grade`); returns how many were new.
    pub fn store_results(
        &mut self,
        sport: &str,
        at: &str,
        props: &[PropResult],
        matches: &[MatchResult],
    ) -> Result<ResultsAdded> {
        self.with_exec(|ex| crate::grading::store_results(ex, sport, at, props, matches))
    }

    /// The recorded picks (the last before each start) joined to their results.
    pub fn pick_rows(&mut self, q: &PredictionQuery) -> Result<Vec<PickRow>> {
        self.with_exec(|ex| crate::grading::pick_rows(ex, q))
    }

    /// The recorded edges (the last before each start) joined to their matches.
    pub fn edge_rows(&mut self, q: &PredictionQuery) -> Result<Vec<EdgeRow>> {
        self.with_exec(|ex| crate::grading::edge_rows(ex, q))
    }

    /// [`Store::pick_rows`] one row at a time, for readers of a large store: the rows come
    /// in no promised order, and `f`'s first error stops the read and is handed back
    /// (the inner result), apart from the store's own (the outer one).
    pub fn each_pick_row<E>(
        &mut self,
        q: &PredictionQuery,
        mut f: impl FnMut(PickRow) -> std::result::Result<(), E>,
    ) -> Result<std::result::Result<(), E>> {
        let mut stopped = None;
        let read = self.with_exec(|ex| {
            crate::grading::each_pick_row(ex, q, &mut |_, r| stop_on(&mut stopped, f(r)))
        });
        stopped.map_or_else(|| read.map(Ok), |e| Ok(Err(e)))
    }

    /// [`Store::edge_rows`] one row at a time (as [`Store::each_pick_row`]).
    pub fn each_edge_row<E>(
        &mut self,
        q: &PredictionQuery,
        mut f: impl FnMut(EdgeRow) -> std::result::Result<(), E>,
    ) -> Result<std::result::Result<(), E>> {
        let mut stopped = None;
        let read = self.with_exec(|ex| {
            crate::grading::each_edge_row(ex, q, &mut |r| stop_on(&mut stopped, f(r)))
        });
        stopped.map_or_else(|| read.map(Ok), |e| Ok(Err(e)))
    }

    /// Bets nobody has settled, with the match their event joins.
    pub fn open_bets(&mut self) -> Result<Vec<OpenBet>> {
        self.with_exec(crate::grading::open_bets)
    }

    /// Every open parlay and slip with its legs' matches and prop results (`grade`).
    pub fn open_multi_bets(&mut self) -> Result<Vec<crate::OpenMulti>> {
        self.with_exec(crate::grading::open_multi_bets)
    }

    /// Settle bet `id` as `grade` does: only if it is still open (a settlement by hand
    /// is never overwritten). Returns whether it was settled now.
    pub fn settle_graded(&mut self, id: i64, result: BetResult, at: &str) -> Result<bool> {
        self.with_exec(|ex| crate::grading::settle_graded(ex, id, result.as_str(), at))
    }

    fn side(&mut self) -> crate::copy::Side<'_> {
        match &mut self.backend {
            Backend::Sqlite(s) => crate::copy::Side::Sqlite(s),
            Backend::Postgres(p) => crate::copy::Side::Postgres(p),
        }
    }
}

/// A reader's error kept aside, the read stopped by a store error that is never shown.
fn stop_on<E>(stopped: &mut Option<E>, r: std::result::Result<(), E>) -> Result<()> {
    r.map_err(|e| {
        *stopped = Some(e);
        crate::StoreError::Invalid("the reader stopped".into())
    })
}
