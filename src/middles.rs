//! `esx.middle` of a DFS line gap (DESIGN.md settled point 8), valued from one props
//! board: the pair is the lowest over × the highest under its venues post, its result
//! distribution the player's negative binomial fitted to the sportsbook's over/under pair
//! (as `picks` fits it), each DFS side half of the app's power-2 slip under its push rule.
//! Outside `commands/` because `gaps` uses it and `picks` shares its `k` and payouts.

use std::collections::HashMap;

use esx_odds::DevigMethod;
use esx_odds::PropLine;
use esx_odds::gaps::{Gap, gap_quotes};
use esx_odds::middle::{Middle, MiddleQuote, Outcomes, middle, middle_window, pick_pair};
use esx_odds::picks::{PushRule, Side, fair_over};

use crate::error::EsxError;
use crate::predict::is_count_stat;

/// Why a middle has no `p_middle`: the board has no sportsbook pair to fit.
pub(crate) const NO_BOOK_PAIR: &str = "no sportsbook over/under pair for this player and stat";
/// Why a middle has no `p_middle`: the stat is not a count (no negative binomial).
pub(crate) const NOT_A_COUNT: &str = "not a count stat: no negative binomial to value it";

/// One event × stat type's rows, each with its American odds (sportsbook rows only).
type Market = Vec<(PropLine, Option<i64>)>;

/// A props board's rows grouped by event and stat type, each with its American odds when
/// a sportsbook prices it, and the config the DFS sides and `k` are read from.
pub(crate) struct Valuer<'c> {
    config: &'c dyn Fn(&str) -> Option<String>,
    by_market: HashMap<(String, String), Market>,
    /// Each DFS venue's `(power-2 payout, push rule)`, as first read.
    dfs: HashMap<String, (f64, PushRule)>,
    /// Each stat type's `k`, as first read.
    k: HashMap<String, f64>,
}

impl<'c> Valuer<'c> {
    /// The board's rows (`odds[i]` the American odds of `lines[i]`, if any).
    #[must_use]
    pub(crate) fn new(
        lines: Vec<PropLine>,
        odds: &[Option<i64>],
        config: &'c dyn Fn(&str) -> Option<String>,
    ) -> Self {
        let mut by_market: HashMap<(String, String), Market> = HashMap::new();
        for (i, l) in lines.into_iter().enumerate() {
            by_market
                .entry((l.event_id.clone(), l.stat_type.clone()))
                .or_default()
                .push((l, odds.get(i).copied().flatten()));
        }
        Self {
            config,
            by_market,
            dfs: HashMap::new(),
            k: HashMap::new(),
        }
    }

    /// `esx.middle` of `gap`: `None` (false) when its venues' lowest over and highest
    /// under leave no whole number that wins both; a bad config value is exit 2.
    pub(crate) fn middle(&mut self, gap: &Gap) -> Result<Option<Middle>, EsxError> {
        let Some(rows) = self
            .by_market
            .get(&(gap.event_id.clone(), gap.stat_type.clone()))
        else {
            return Ok(None);
        };
        for b in &gap.books {
            if !self.dfs.contains_key(&b.book) {
                let pay = crate::slip_rules::power_payout(self.config, &b.book, 2)
                    .map_or_else(|| crate::slip_rules::default_payout("*", 2), Ok)?;
                let rule = crate::slip_rules::push_rule(self.config, &b.book)?;
                self.dfs.insert(b.book.clone(), (pay, rule));
            }
        }
        let lines: Vec<PropLine> = rows.iter().map(|(l, _)| l.clone()).collect();
        let dfs = &self.dfs;
        let (overs, unders) = gap_quotes(gap, &lines, |l| {
            let (pay, rule) = dfs.get(&l.venue).copied().unwrap_or((3.0, PushRule::Drop));
            MiddleQuote::dfs(&l.venue, l.line, pay, rule)
        });
        let Some((over, under)) = pick_pair(&overs, &unders) else {
            return Ok(None);
        };
        if middle_window(over.line, under.line).is_none() {
            return Ok(None);
        }
        let outcomes = if is_count_stat(&gap.stat_type) {
            let k = if let Some(k) = self.k.get(&gap.stat_type) {
                *k
            } else {
                let k = crate::config::stat_dispersion(self.config, &gap.stat_type)?;
                self.k.insert(gap.stat_type.clone(), k);
                k
            };
            let mid = f64::midpoint(over.line, under.line);
            book_pair(gap, rows, mid)
                .and_then(|(line, p_over)| Outcomes::from_book(line, p_over, Some(k)).ok())
                .ok_or(NO_BOOK_PAIR)
        } else {
            Err(NOT_A_COUNT)
        };
        // A price the engine cannot value (a configured payout at or below 1) leaves
        // the window and says why the figures are missing.
        let valued = middle(over, under, outcomes.as_ref().map_err(|r| *r));
        let m = match valued {
            Ok(m) => m,
            Err(e) => middle(over, under, Err(&e.to_string())).unwrap_or(None),
        };
        Ok(m)
    }
}

/// The sportsbook pair `picks` measures from, for the gap's player: a venue's over and
/// under at the same line, both with odds, de-vigged multiplicatively (`picks`' default);
/// the one whose line is nearest `target` (the first on a tie). `(line, p_over)`.
fn book_pair(gap: &Gap, rows: &[(PropLine, Option<i64>)], target: f64) -> Option<(f64, f64)> {
    let player = |l: &PropLine| match (&gap.player_id, &l.player_id) {
        (Some(a), Some(b)) => a == b,
        _ => l.player_name == gap.player_name,
    };
    let priced: Vec<(&PropLine, i64, Side)> = rows
        .iter()
        .filter(|(l, _)| player(l))
        .filter_map(|(l, o)| Some((l, (*o)?, Side::from_direction(&l.direction)?)))
        .collect();
    let mut best: Option<(f64, f64)> = None;
    for (o, oa, _) in priced.iter().filter(|(_, _, s)| *s == Side::Over) {
        let under = priced.iter().find(|(u, _, s)| {
            *s == Side::Under && u.venue == o.venue && u.line.to_bits() == o.line.to_bits()
        });
        let Some((_, ua, _)) = under else { continue };
        let Ok(p) = fair_over(*oa as f64, *ua as f64, DevigMethod::Multiplicative) else {
            continue;
        };
        if best.is_none_or(|(line, _)| (o.line - target).abs() < (line - target).abs()) {
            best = Some((o.line, p));
        }
    }
    best
}

#[cfg(test)]
mod tests;
