//! The bet log: bets in, settled, and judged against the close (CLV).
//!
//! The close of a bet and its CLV are computed in `close` (the one close); this module
//! logs, settles and reads the bets and the quotes a close is computed from.

mod shape;

use std::collections::BTreeMap;

use rusqlite::{OptionalExtension as _, params};

pub(crate) use shape::distinct_uids;
pub use shape::{BetKind, BetLeg, bet_uid};

use crate::record::CONSENSUS;
use crate::{Result, Sqlite, StoreError};

/// How a bet ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BetResult {
    Won,
    Lost,
    Push,
    Void,
}

impl BetResult {
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Won => "won",
            Self::Lost => "lost",
            Self::Push => "push",
            Self::Void => "void",
        }
    }

    /// Parse `won|lost|push|void`.
    #[must_use]
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "won" => Some(Self::Won),
            "lost" => Some(Self::Lost),
            "push" => Some(Self::Push),
            "void" => Some(Self::Void),
            _ => None,
        }
    }
}

/// A bet to log. A single fills `event_id`/`market`/`map`/`line`/`outcome` and has no
/// legs; a parlay or slip puts its legs in `legs` and, on the bet's own row, the first
/// leg's event (empty when unknown), `market` = `parlay`|`slip` and `outcome` = a short
/// summary (`3 legs`, `flex6`), so readers of the single columns still read something
/// true (see `bets add`).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct NewBet {
    pub placed_at: String,
    pub event_id: String,
    pub market: String,
    pub map: Option<u32>,
    pub line: Option<f64>,
    pub outcome: String,
    pub source: String,
    /// The price: a parlay's (by default the product of its legs'), a slip's payout for
    /// every pick correct (the override, else the app's table).
    pub decimal: f64,
    pub stake: f64,
    pub kind: BetKind,
    /// A slip's type: `power2`..`power6`, `flex3`..`flex6`.
    pub slip_type: Option<String>,
    /// A slip's payout override (`--payout M`), `None`: the app's table.
    pub payout: Option<f64>,
    pub legs: Vec<BetLeg>,
    pub tags: Vec<String>,
    /// `None`: computed by [`bet_uid`]; an importer may give its own (an external id).
    pub bet_uid: Option<String>,
    /// Already settled (an import of a settled bet): its result and when; by hand.
    pub result: Option<BetResult>,
    pub settled_at: Option<String>,
    /// What a multi-leg bet paid per unit staked when settled (see [`BetRow`]).
    pub settled_decimal: Option<f64>,
    /// A prediction-market order's contract count (`--contracts N`), its fee charged per
    /// order; stored in the bet's own insert, so an import stays all or nothing.
    pub contracts: Option<u32>,
    /// A resting (maker) order: the venue's maker fee rate applies.
    pub maker: bool,
}

/// A logged bet with its result, profit and close.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct BetRow {
    pub bet_id: i64,
    pub placed_at: String,
    pub event_id: String,
    pub market: String,
    pub map: Option<u32>,
    pub line: Option<f64>,
    pub outcome: String,
    pub source: String,
    pub decimal: f64,
    pub stake: f64,
    pub result: Option<BetResult>,
    pub settled_at: Option<String>,
    /// `None` while open; won `stake × (decimal − 1)`, lost `−stake`, push/void 0; a
    /// bet with `settled_decimal` `stake × (settled_decimal − 1)` (void 0).
    pub profit: Option<f64>,
    /// A multi-leg bet's closing probability is the product of its legs' (parlays).
    pub p_close: Option<f64>,
    pub close_observed_at: Option<String>,
    pub clv_pct: Option<f64>,
    pub kind: BetKind,
    pub bet_uid: String,
    pub slip_type: Option<String>,
    pub payout: Option<f64>,
    /// What the bet paid per unit staked when `grade` settled it from its legs (a parlay
    /// with a pushed leg: its price over the pushed legs' prices; a flex slip with a
    /// miss: its table's row; a refund: 1); `None`: settled at `decimal` or by hand.
    pub settled_decimal: Option<f64>,
    /// Legs in order (empty for a single).
    pub legs: Vec<BetLeg>,
    /// Tags, sorted.
    pub tags: Vec<String>,
}

/// One source's last recorded quote for an outcome at or before its event's start: the
/// inputs of a close computed from the recorded quotes (DESIGN.md "A close that is a
/// close"), not from the service's rounded consensus.
#[derive(Debug, Clone, PartialEq)]
pub struct CloseQuote {
    pub outcome: String,
    pub source: String,
    /// `sportsbook` or `prediction_market`, as served.
    pub source_type: String,
    pub decimal: Option<f64>,
    pub american: Option<i64>,
    pub probability: Option<f64>,
    /// When this value was first recorded (the tape holds changes only).
    pub observed_at: String,
    /// When this value was last seen at or before the start (`last_seen_at`, never
    /// earlier than `observed_at`; a store from before v7 knows only `observed_at`): the
    /// close's age is the start minus the oldest of these among the quotes it uses.
    pub seen_at: String,
    /// Depth as last seen before the start (prediction markets), for `quality` weights.
    pub volume: Option<f64>,
    pub open_interest: Option<f64>,
    pub liquidity: Option<f64>,
}

impl CloseQuote {
    /// `seen_at` from the tape row's time and the key's `last_seen_at`.
    pub(crate) fn seen(observed_at: &str, last_seen_at: Option<String>) -> String {
        match last_seen_at {
            Some(s) if s.as_str() > observed_at => s,
            _ => observed_at.to_string(),
        }
    }
}

/// A recorded event's sport, teams and start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventTeams {
    pub sport: String,
    pub home_team: String,
    pub away_team: String,
    pub starts_at: String,
}

/// Totals over a set of bets.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ReportLine {
    /// `None` for the overall line.
    pub source: Option<String>,
    pub count: usize,
    pub open: usize,
    pub settled: usize,
    /// Every stake risked: open bets and bets settled won, lost or push (a void bet was
    /// never risked).
    pub staked: f64,
    /// The part of `staked` on open bets.
    pub open_stake: f64,
    /// The part of `staked` on settled bets (ROI's denominator).
    pub settled_stake: f64,
    pub profit: f64,
    /// `100 × profit / settled_stake`; `None` when nothing settled was staked.
    pub roi_pct: Option<f64>,
    /// Bets (not void) with a known close.
    pub clv_count: usize,
    pub mean_clv_pct: Option<f64>,
    /// Share (0–1) of `clv_count` bets whose `clv_pct` is above 0.
    pub beat_close_share: Option<f64>,
}

/// The whole log's report.
#[derive(Debug, Clone, PartialEq)]
pub struct Report {
    pub overall: ReportLine,
    pub by_source: Vec<ReportLine>,
}

impl Sqlite {
    /// Whether any snapshot has seen `event_id` (a bet on an unseen event has no close yet).
    pub(crate) fn knows_event(&self, event_id: &str) -> Result<bool> {
        self.conn
            .query_row(
                "SELECT EXISTS (SELECT 1 FROM events WHERE event_id = ?1)",
                [event_id],
                |r| r.get(0),
            )
            .map_err(|e| self.sql(e))
    }

    /// Settle (or re-settle) bet `id`.
    pub(crate) fn settle(&mut self, id: i64, result: BetResult, at: &str) -> Result<()> {
        let n = self
            .conn
            .execute(
                "UPDATE bets SET result = ?2, settled_at = ?3, settled_by = 'hand', settled_decimal = NULL
                 WHERE bet_id = ?1",
                params![id, result.as_str(), at],
            )
            .map_err(|e| self.sql(e))?;
        if n == 0 {
            return Err(StoreError::NotFound(format!(
                "no bet with id {id} in {}",
                self.path.display()
            )));
        }
        Ok(())
    }

    /// The ids of the bets placed as maker orders.
    pub(crate) fn maker_bets(&self) -> Result<std::collections::BTreeSet<i64>> {
        let read = || -> rusqlite::Result<std::collections::BTreeSet<i64>> {
            let mut stmt = self
                .conn
                .prepare_cached("SELECT bet_id FROM bets WHERE fee_role = 'maker'")?;
            let rows = stmt.query_map([], |r| r.get(0))?;
            rows.collect()
        };
        read().map_err(|e| self.sql(e))
    }

    /// Every bet's contract count, where one was given.
    pub(crate) fn bet_contracts(&self) -> Result<BTreeMap<i64, u32>> {
        let read = || -> rusqlite::Result<BTreeMap<i64, u32>> {
            let mut stmt = self
                .conn
                .prepare_cached("SELECT bet_id, contracts FROM bets WHERE contracts IS NOT NULL")?;
            let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
            rows.collect()
        };
        read().map_err(|e| self.sql(e))
    }

    /// Every source's last quote at or before the event's start, for one market (map and
    /// line as given), in key order; the consensus rows are left out.
    pub(crate) fn close_quotes(
        &self,
        event_id: &str,
        market: &str,
        map: Option<u32>,
        line: Option<f64>,
    ) -> Result<Vec<CloseQuote>> {
        let read = || -> rusqlite::Result<Vec<CloseQuote>> {
            let mut stmt = self.conn.prepare_cached(
                "SELECT k.outcome, k.source, k.source_type, q.decimal, q.american, q.probability,
                        q.observed_at, k.last_seen_at, k.last_volume, k.last_open_interest,
                        k.last_liquidity
                 FROM quote_keys k
                 JOIN events e ON e.sport = k.sport AND e.event_id = k.event_id
                 JOIN quotes q ON q.key_id = k.key_id
                 WHERE k.event_id = ?1 AND k.market = ?2 AND ifnull(k.map, -1) = ifnull(?3, -1)
                   AND ifnull(k.line, 1e308) = ifnull(?4, 1e308) AND k.source_type <> ?5
                   AND e.starts_at IS NOT NULL
                   AND q.observed_at = (SELECT max(p.observed_at) FROM quotes p
                                        WHERE p.key_id = k.key_id AND p.observed_at <= e.starts_at)
                 ORDER BY k.key_id",
            )?;
            let rows = stmt.query_map(params![event_id, market, map, line, CONSENSUS], |r| {
                let observed_at: String = r.get(6)?;
                Ok(CloseQuote {
                    outcome: r.get(0)?,
                    source: r.get(1)?,
                    source_type: r.get(2)?,
                    decimal: r.get(3)?,
                    american: r.get(4)?,
                    probability: r.get(5)?,
                    seen_at: CloseQuote::seen(&observed_at, r.get(7)?),
                    observed_at,
                    volume: r.get(8)?,
                    open_interest: r.get(9)?,
                    liquidity: r.get(10)?,
                })
            })?;
            rows.collect()
        };
        read().map_err(|e| self.sql(e))
    }

    /// An event's sport, teams and start as last recorded (`None`: never recorded or
    /// without a start): what a bet's event joins the service's match by.
    pub(crate) fn event_teams(&self, event_id: &str) -> Result<Option<EventTeams>> {
        self.conn
            .query_row(
                "SELECT sport, home_team, away_team, starts_at FROM events
                 WHERE event_id = ?1 AND starts_at IS NOT NULL
                 ORDER BY starts_at DESC LIMIT 1",
                [event_id],
                |r| {
                    Ok(EventTeams {
                        sport: r.get(0)?,
                        home_team: r.get::<_, Option<String>>(1)?.unwrap_or_default(),
                        away_team: r.get::<_, Option<String>>(2)?.unwrap_or_default(),
                        starts_at: r.get(3)?,
                    })
                },
            )
            .optional()
            .map_err(|e| self.sql(e))
    }

    /// The recorded events of `sport` starting after `now`: how many, and the first.
    pub(crate) fn upcoming_events(&self, sport: &str, now: &str) -> Result<(u64, Option<String>)> {
        self.conn
            .query_row(
                "SELECT COUNT(DISTINCT event_id), MIN(starts_at) FROM events
                 WHERE sport = ?1 AND starts_at > ?2",
                [sport, now],
                |r| Ok((r.get::<_, i64>(0)?.unsigned_abs(), r.get(1)?)),
            )
            .map_err(|e| self.sql(e))
    }

    /// When an event starts, as the store recorded it (`None`: never recorded).
    pub(crate) fn event_start(&self, event_id: &str) -> Result<Option<String>> {
        self.conn
            .query_row(
                "SELECT starts_at FROM events WHERE event_id = ?1 AND starts_at IS NOT NULL
                 ORDER BY starts_at DESC LIMIT 1",
                [event_id],
                |r| r.get(0),
            )
            .optional()
            .map_err(|e| self.sql(e))
    }
}

/// The report over a log's bets, whichever backend read them (the caller may have
/// re-priced them, e.g. net of a venue's fee).
#[must_use]
pub fn report_of(bets: &[BetRow]) -> Report {
    let overall = summarise(None, bets.iter());
    let mut by: BTreeMap<&str, Vec<&BetRow>> = BTreeMap::new();
    for b in bets {
        by.entry(b.source.as_str()).or_default().push(b);
    }
    let by_source = by
        .into_iter()
        .map(|(s, v)| summarise(Some(s.to_string()), v.into_iter()))
        .collect();
    Report { overall, by_source }
}

/// A bet's price must be above 1 and its stake above 0 (every backend checks the same).
pub(crate) fn check_bet(bet: &NewBet) -> Result<()> {
    if !(bet.decimal.is_finite() && bet.decimal > 1.0) {
        return Err(StoreError::Invalid(format!(
            "decimal odds must be above 1, got {}",
            bet.decimal
        )));
    }
    if !(bet.stake.is_finite() && bet.stake > 0.0) {
        return Err(StoreError::Invalid(format!(
            "stake must be above 0, got {}",
            bet.stake
        )));
    }
    Ok(())
}

/// Won `stake × (decimal − 1)`, lost `−stake`, push and void 0; open `None`. A bet
/// settled from its legs pays `stake × (settled_decimal − 1)` whatever its result says
/// (void 0): a flex slip with one miss is `lost` yet may pay back part of its stake.
pub(crate) fn profit(
    result: Option<BetResult>,
    stake: f64,
    decimal: f64,
    settled_decimal: Option<f64>,
) -> Option<f64> {
    if let (Some(res), Some(paid)) = (result, settled_decimal) {
        return Some(if res == BetResult::Void {
            0.0
        } else {
            stake * (paid - 1.0)
        });
    }
    result.map(|res| match res {
        BetResult::Won => stake * (decimal - 1.0),
        BetResult::Lost => -stake,
        BetResult::Push | BetResult::Void => 0.0,
    })
}

pub(crate) fn summarise<'a>(
    source: Option<String>,
    bets: impl Iterator<Item = &'a BetRow>,
) -> ReportLine {
    let mut line = ReportLine {
        source,
        ..ReportLine::default()
    };
    let mut clv_sum = 0.0;
    let mut beat = 0usize;
    for b in bets {
        line.count += 1;
        match b.result {
            None => {
                line.open += 1;
                line.open_stake += b.stake;
                line.staked += b.stake;
            }
            Some(res) => {
                line.settled += 1;
                if res != BetResult::Void {
                    line.staked += b.stake;
                    line.settled_stake += b.stake;
                    line.profit += b.profit.unwrap_or(0.0);
                }
            }
        }
        if let (Some(clv), false) = (b.clv_pct, b.result == Some(BetResult::Void)) {
            line.clv_count += 1;
            clv_sum += clv;
            if clv > 0.0 {
                beat += 1;
            }
        }
    }
    if line.settled_stake > 0.0 {
        line.roi_pct = Some(100.0 * line.profit / line.settled_stake);
    }
    if line.clv_count > 0 {
        line.mean_clv_pct = Some(clv_sum / line.clv_count as f64);
        line.beat_close_share = Some(beat as f64 / line.clv_count as f64);
    }
    line
}
