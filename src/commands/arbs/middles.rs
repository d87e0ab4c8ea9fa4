//! `arbs --middles`: team-line middles on the `/lines` board (DESIGN.md settled point 8)
//! and low-hold pairs, found per event as indexes into the board (the parent turns them
//! into output rows).
//!
//! - `total_maps`: an over at line `a` on one venue and an under at `b > a` on another
//!   make a middle when a whole number of maps `a < k < b` can be played.
//! - `map_handicap`: a home side at handicap `h` wins when the home margin (maps won −
//!   maps lost) is above `−h`, an away side at its own handicap `g` when the margin is
//!   below `g`; so a home side is an over on the margin at `−h` and an away side an under
//!   at `g`, and the window is the margins that win both.
//! - The pair is the lowest over × the highest under on two venues (`pick_pair`); a
//!   window that holds no result the series can end on (a 0 margin in a best of 3) is
//!   no middle. `p_middle` and `ev_pct` come from the series model at the per-map `q`
//!   fitted to the event's match and map markets (their fair probabilities as `lines
//!   --local` judges them); without a fit they are null with `reason`.

use esx_odds::arbs::{Arb, ArbMarket, NetPrice};
use esx_odds::fees::FeeTable;
use esx_odds::middle::{MiddleQuote, Outcomes, middle, middle_window, pick_pair};
use esx_odds::series::fit::{FitInput, FitMarket, fit_series};
use esx_odds::series::{best_of_from_board, map_margin, maps_played};
use esx_odds::{SourceKind, hold};

use super::board::{BoardEvent, BoardMarket, arb_market, fair_probabilities, leg_flags};

/// The team-line markets a middle is looked for in.
pub(super) const MIDDLE_MARKETS: [&str; 2] = ["total_maps", "map_handicap"];

/// One side of a middle: where it is on the board, its line as bet and its prices.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct SideAt {
    pub(crate) market: usize,
    pub(crate) outcome: usize,
    pub(crate) quote: usize,
    pub(crate) venue: String,
    /// The line as the venue shows the side (a handicap is the team's own).
    pub(crate) line: f64,
    pub(crate) price: NetPrice,
    /// A prediction market's side (its served decimal is a rounded 1/P).
    pub(crate) prediction_market: bool,
    /// The equal-payout share of the stake (`T·(1/d)/S`).
    pub(crate) stake: f64,
    pub(crate) flags: Vec<&'static str>,
}

/// A team-line middle of one event.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct TeamMiddle {
    pub(crate) market: &'static str,
    pub(crate) window: [i64; 2],
    pub(crate) low: SideAt,
    pub(crate) high: SideAt,
    pub(crate) p_middle: Option<f64>,
    pub(crate) ev_pct: Option<f64>,
    pub(crate) reason: Option<String>,
}

/// A low-hold cover and each leg's gate flags.
pub(super) type GatedCover = (Arb, Vec<Vec<&'static str>>);

/// How a scan reads the board: fees, the first prediction market, the gates, the stake.
pub(super) struct Scan<'s> {
    pub(crate) first_pm: Option<&'s str>,
    pub(crate) fees: &'s FeeTable,
    pub(crate) include_flagged: bool,
    pub(crate) stake: f64,
}

impl Scan<'_> {
    /// A market's engine input and each quote's gate flags.
    fn read<'a>(
        &self,
        event: &BoardEvent<'a>,
        market: &BoardMarket<'a>,
    ) -> (ArbMarket<'a>, Vec<Vec<Vec<&'static str>>>) {
        let input = arb_market(market);
        let flags = leg_flags(event, market, &input, self.first_pm, self.fees);
        (input, flags)
    }

    /// The team-line middles of one event (at most one per market type), `want` the
    /// `--market` filter.
    pub(super) fn middles(
        &self,
        event: &BoardEvent<'_>,
        want: Option<&str>,
    ) -> Result<Vec<TeamMiddle>, esx_odds::OddsError> {
        let series = Series::of(event, self);
        let mut found = Vec::new();
        for kind in MIDDLE_MARKETS {
            if want.is_some_and(|w| w != kind) {
                continue;
            }
            if let Some(m) = self.middle_of(event, kind, &series)? {
                found.push(m);
            }
        }
        Ok(found)
    }

    fn middle_of(
        &self,
        event: &BoardEvent<'_>,
        kind: &'static str,
        series: &Series,
    ) -> Result<Option<TeamMiddle>, esx_odds::OddsError> {
        let home = event.home_team.as_deref().map(str::to_lowercase);
        // Overs and unders in the result's terms (maps played, home margin), each with
        // where it sits on the board.
        let (mut overs, mut unders) = (Vec::new(), Vec::new());
        for (mi, market) in event.markets.iter().enumerate() {
            if market.market != kind {
                continue;
            }
            let (input, flags) = self.read(event, market);
            for (oi, outcome) in market.outcomes.iter().enumerate() {
                let Some((over, line, result_line)) =
                    side(kind, outcome.name, market.line, home.as_deref())
                else {
                    continue;
                };
                for (qi, q) in input.outcomes[oi].iter().enumerate() {
                    let pm = q.kind == SourceKind::PredictionMarket;
                    let gated = !self.include_flagged && !flags[oi][qi].is_empty();
                    if gated || (kind == "map_handicap" && pm && Some(q.source) == self.first_pm) {
                        continue;
                    }
                    let c = if pm {
                        self.fees.coefficient(q.source)
                    } else {
                        0.0
                    };
                    let Ok(price) = q.net_price(c) else { continue };
                    let at = SideAt {
                        market: mi,
                        outcome: oi,
                        quote: qi,
                        venue: q.source.to_string(),
                        line,
                        price,
                        prediction_market: pm,
                        stake: 0.0,
                        flags: flags[oi][qi].clone(),
                    };
                    let quote = MiddleQuote::book(q.source, result_line, price.net_decimal);
                    if over {
                        overs.push((quote, at));
                    } else {
                        unders.push((quote, at));
                    }
                }
            }
        }
        let over_quotes: Vec<MiddleQuote> = overs.iter().map(|(q, _)| q.clone()).collect();
        let under_quotes: Vec<MiddleQuote> = unders.iter().map(|(q, _)| q.clone()).collect();
        let Some((o, u)) = pick_pair(&over_quotes, &under_quotes) else {
            return Ok(None);
        };
        let Some((lo, hi)) = middle_window(o.line, u.line) else {
            return Ok(None);
        };
        if !series.can_end_in(kind, lo, hi) {
            return Ok(None);
        }
        let table = series.table(kind);
        let Some(m) = middle(o, u, table.as_ref().map_err(String::as_str))? else {
            return Ok(None);
        };
        let index = |list: &[MiddleQuote], q: &MiddleQuote| {
            list.iter().position(|x| std::ptr::eq(x, q)).unwrap_or(0)
        };
        let mut low = overs[index(&over_quotes, o)].1.clone();
        let mut high = unders[index(&under_quotes, u)].1.clone();
        let (wl, wh) = (1.0 / low.price.net_decimal, 1.0 / high.price.net_decimal);
        low.stake = self.stake * wl / (wl + wh);
        high.stake = self.stake * wh / (wl + wh);
        Ok(Some(TeamMiddle {
            market: kind,
            window: m.window,
            low,
            high,
            p_middle: m.p_middle,
            ev_pct: m.ev_pct,
            reason: m.reason,
        }))
    }

    /// The low-hold cover of a two-way market, if its hold is in `0..=max_hold_pct`
    /// (an arb is below 0 and listed as one), with each leg's gate flags.
    pub(super) fn low_hold(
        &self,
        event: &BoardEvent<'_>,
        market: &BoardMarket<'_>,
        max_hold_pct: f64,
    ) -> Result<Option<GatedCover>, esx_odds::OddsError> {
        let (input, flags) = self.read(event, market);
        let keep = |o: usize, q: usize| self.include_flagged || flags[o][q].is_empty();
        let lookup = |venue: &str| self.fees.coefficient(venue);
        let Some(cover) =
            hold::cover_on_two_venues(&input, self.first_pm, &lookup, self.stake, &keep)?
        else {
            return Ok(None);
        };
        let h = hold::hold_pct(cover.implied_sum);
        if !(0.0..=max_hold_pct).contains(&h) {
            return Ok(None);
        }
        let leg_flags = cover
            .legs
            .iter()
            .map(|l| flags[l.outcome][l.quote].clone())
            .collect();
        Ok(Some((cover, leg_flags)))
    }
}

/// A side of a team-line market: `(is an over, its line as bet, its line in the result's
/// terms)`, or `None` for an outcome that is neither (or a handicap without a home team
/// to read it from).
fn side(kind: &str, name: &str, line: Option<f64>, home: Option<&str>) -> Option<(bool, f64, f64)> {
    let lower = name.to_lowercase();
    match kind {
        "total_maps" => {
            let line = line?;
            let over = if lower.starts_with("over") {
                true
            } else if lower.starts_with("under") {
                false
            } else {
                return None;
            };
            Some((over, line, line))
        }
        "map_handicap" => {
            let home = home?;
            let is_home = lower == home || lower.starts_with(&format!("{home} "));
            // The side's own handicap: the number ending its name (`Alpha -1.5`), else
            // the market's line, which is the home team's.
            let own = name
                .rsplit(' ')
                .next()
                .and_then(|t| t.parse::<f64>().ok())
                .or_else(|| line.map(|l| if is_home { l } else { -l }))?;
            if !own.is_finite() {
                return None;
            }
            Some(if is_home {
                (true, own, -own)
            } else {
                (false, own, own)
            })
        }
        _ => None,
    }
}

/// The event's series model: its length from the board and the per-map `q` fitted to
/// its match and map markets (or why there is none).
struct Series {
    best_of: u32,
    q: Result<f64, String>,
}

impl Series {
    fn of(event: &BoardEvent<'_>, scan: &Scan<'_>) -> Self {
        let max_map = event
            .markets
            .iter()
            .filter(|m| m.market == "map_winner")
            .filter_map(|m| m.map)
            .max()
            .and_then(|m| u32::try_from(m).ok());
        let totals: Vec<f64> = event
            .markets
            .iter()
            .filter(|m| m.market == "total_maps")
            .filter_map(|m| m.line)
            .collect();
        let best_of = best_of_from_board(max_map, &totals);
        let home = event.home_team.as_deref().map(str::to_lowercase);
        let mut inputs = Vec::new();
        for m in &event.markets {
            let which = match (m.market, m.map) {
                ("match_winner", _) => FitMarket::MatchWinner,
                ("map_winner", Some(n)) => match u32::try_from(n) {
                    Ok(n) if n >= 1 && n <= best_of => FitMarket::MapWinner(n),
                    _ => continue,
                },
                _ => continue,
            };
            let Some(home_index) = m
                .outcomes
                .iter()
                .position(|o| home.as_deref() == Some(o.name.to_lowercase().as_str()))
            else {
                continue;
            };
            if let Some(p) = fair_probabilities(event, m, scan.first_pm, scan.fees)
                .and_then(|f| f.get(home_index).copied())
            {
                inputs.push(FitInput {
                    market: which,
                    p_home: p,
                });
            }
        }
        let q = fit_series(&inputs, best_of)
            .map(|f| f.q)
            .map_err(|e| format!("no series model: {e}"));
        Self { best_of, q }
    }

    /// The result table a middle of `kind` is valued on, at the fitted `q`.
    fn table(&self, kind: &str) -> Result<Outcomes, String> {
        let q = self.q.clone()?;
        Self::table_at(kind, q, self.best_of).map_err(|e| format!("no series model: {e}"))
    }

    fn table_at(
        kind: &str,
        q: f64,
        best_of: u32,
    ) -> Result<Outcomes, esx_odds::series::SeriesError> {
        let rows = if kind == "total_maps" {
            maps_played(q, best_of)?
        } else {
            map_margin(q, best_of)?
        };
        Ok(Outcomes::Table(rows))
    }

    /// Whether the series can end with a result in `lo..=hi` (any `q` in (0, 1) gives
    /// every ending some probability); a length the model does not know keeps the window.
    fn can_end_in(&self, kind: &str, lo: i64, hi: i64) -> bool {
        match Self::table_at(kind, 0.5, self.best_of) {
            Ok(Outcomes::Table(rows)) => rows.iter().any(|(k, _)| (lo..=hi).contains(k)),
            _ => true,
        }
    }
}

#[cfg(test)]
mod tests;
