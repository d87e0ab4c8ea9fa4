//! Slip payouts per venue: `--payout`/`--legs`, the profile's `payout.<venue>.<legs>`
//! (power) and `payout.<venue>.flex<n>` (flex) settings, else the defaults
//! `esx picks --help` lists.

use std::collections::HashMap;

use serde_json::Value;

use crate::error::EsxError;
use crate::slip_rules::{DEFAULT_FLEX, DEFAULT_PAYOUTS, default_payout};
use esx_odds::picks::{
    PushRule, flex_breakeven, flex_slip_payout, flex_slip_payout_with_rule, power_breakeven,
    power_pays,
};

use super::args::{Args, SlipArg};

/// What a venue's slip pays: a power slip's one multiplier (all correct), or a flex
/// slip's table by number correct.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Pay {
    /// All `n` correct pays `M`; anything less pays 0.
    Power(f64),
    /// `table[k]` pays with `k` misses.
    Flex(Vec<f64>),
}

impl Pay {
    /// The per-leg break-even of an `legs`-leg slip: `M^(−1/n)` for power, the `p`
    /// with expected payout 1 for flex.
    pub(crate) fn breakeven(&self, legs: u32) -> Result<f64, EsxError> {
        match self {
            Self::Power(m) => power_breakeven(*m, legs),
            Self::Flex(t) => flex_breakeven(t, legs),
        }
        .map_err(|e| EsxError::usage(format!("slip payout: {e}")))
    }

    /// The multiplier for all correct (what the power search ranks by).
    #[must_use]
    pub(crate) fn top(&self) -> f64 {
        match self {
            Self::Power(m) => *m,
            Self::Flex(t) => t.first().copied().unwrap_or(1.0),
        }
    }

    /// `100·(expected payout − 1)` of one slip whose legs win with `p_wins`.
    #[must_use]
    pub(crate) fn slip_ev_pct(&self, p_wins: &[f64]) -> f64 {
        match self {
            Self::Power(m) => 100.0 * (m * p_wins.iter().product::<f64>() - 1.0),
            Self::Flex(t) => 100.0 * (flex_slip_payout(t, p_wins) - 1.0),
        }
    }

    /// As JSON: a number for power, the table (an array) for flex.
    #[must_use]
    pub(crate) fn json(&self) -> Value {
        match self {
            Self::Power(m) => crate::output::num::whole_or_float(*m),
            Self::Flex(t) => t
                .iter()
                .map(|x| crate::output::num::whole_or_float(*x))
                .collect(),
        }
    }

    /// As table text: `3` or `10/2/0.4`.
    #[must_use]
    pub(crate) fn text(&self) -> String {
        match self {
            Self::Power(m) => crate::output::num::whole_or_float(*m).to_string(),
            Self::Flex(t) => t
                .iter()
                .map(|x| crate::output::num::whole_or_float(*x).to_string())
                .collect::<Vec<_>>()
                .join("/"),
        }
    }
}

impl serde::Serialize for Pay {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.json().serialize(s)
    }
}

/// A venue's flex tables for fewer legs than the slip's and its 2-leg power payout:
/// what a flex slip pays after pushes.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Dropped {
    tables: HashMap<usize, Vec<f64>>,
    power2: f64,
}

impl Dropped {
    /// `100·(expected payout − 1)` of a flex slip with table `top` whose legs win with
    /// `p_wins` and push with `p_pushes`: every hit/push/miss result settled by
    /// `flex_settle_with` under the venue's push `rule`. `None` when a push would need a
    /// table the venue lacks.
    #[must_use]
    pub(super) fn slip_ev_pct(
        &self,
        top: &[f64],
        p_wins: &[f64],
        p_pushes: &[f64],
        rule: PushRule,
    ) -> Option<f64> {
        let n = p_wins.len();
        let table = |legs: usize| {
            if legs == n {
                Some(top.to_vec())
            } else {
                self.tables.get(&legs).cloned()
            }
        };
        flex_slip_payout_with_rule(p_wins, p_pushes, table, self.power2, rule)
            .map(|x| 100.0 * (x - 1.0))
    }
}

/// Where each venue's payout comes from: `--payout`, config, the defaults.
pub(crate) struct Payouts {
    pub(super) legs: u32,
    pub(super) custom: Option<f64>,
    pub(super) slip_name: &'static str,
    /// A flex slip (`--slip flex<n>`): tables, not multipliers.
    flex: bool,
    overrides: HashMap<String, Pay>,
}

impl Payouts {
    /// From the flags and the profile's `payout.<venue>.<legs>` settings.
    pub(crate) fn new(
        args: &Args,
        config: &dyn Fn(&str) -> Option<String>,
    ) -> Result<Self, EsxError> {
        let legs = args.legs.unwrap_or_else(|| args.slip.legs());
        let flex = args.payout.is_none() && args.slip.is_flex();
        let mut overrides = HashMap::new();
        if args.payout.is_none() {
            let mut venues: Vec<&str> = DEFAULT_PAYOUTS.iter().map(|(v, _)| *v).collect();
            if let Some(app) = &args.app {
                venues.push(app);
            }
            // Configured venues are looked up as they are met (see `for_venue`); the
            // listed ones are read eagerly so a bad value fails before any request.
            for v in venues {
                if let Some(m) = read_override(config, v, legs, flex)? {
                    overrides.insert(v.to_string(), m);
                }
            }
        }
        Ok(Self {
            legs,
            custom: args.payout,
            slip_name: if args.payout.is_some() {
                "custom"
            } else {
                slip_name(args.slip)
            },
            flex,
            overrides,
        })
    }

    /// What a venue's slip of `self.legs` legs pays.
    pub(super) fn for_venue(
        &mut self,
        venue: &str,
        config: &dyn Fn(&str) -> Option<String>,
    ) -> Result<Pay, EsxError> {
        if let Some(m) = self.custom {
            return Ok(Pay::Power(m));
        }
        if let Some(m) = self.overrides.get(venue) {
            return Ok(m.clone());
        }
        let m = match read_override(config, venue, self.legs, self.flex)? {
            Some(m) => m,
            None if self.flex => default_flex(venue, self.legs)?,
            None => Pay::Power(default_payout(venue, self.legs)?),
        };
        self.overrides.insert(venue.to_string(), m.clone());
        Ok(m)
    }

    /// What a flex slip on `venue` pays once pushed legs drop out (DESIGN.md "Flex
    /// slips"): the venue's flex tables for fewer legs (configured, else the defaults)
    /// and its 2-leg power payout.
    pub(super) fn dropped_tables(
        &self,
        venue: &str,
        config: &dyn Fn(&str) -> Option<String>,
    ) -> Result<Dropped, EsxError> {
        let mut tables = HashMap::new();
        for n in 3..self.legs {
            let table = match read_override(config, venue, n, true)? {
                Some(Pay::Flex(t)) => Some(t),
                _ => DEFAULT_FLEX
                    .iter()
                    .find(|(v, l, _)| *v == venue && *l == n)
                    .map(|(_, _, t)| t.to_vec()),
            };
            if let Some(t) = table {
                tables.insert(n as usize, t);
            }
        }
        let power2 = match read_override(config, venue, 2, false)? {
            Some(Pay::Power(m)) => m,
            _ => default_payout(venue, 2)?,
        };
        Ok(Dropped { tables, power2 })
    }

    /// A power slip's payout on `venue` by legs left after pushes (`power_pays`): `top`
    /// (this slip's) for all its legs, the venue's configured or default payout for
    /// fewer (a payout it lacks counts as a loss), a refund for one leg or none.
    pub(super) fn power_pays(
        &self,
        venue: &str,
        top: f64,
        rule: PushRule,
        config: &dyn Fn(&str) -> Option<String>,
    ) -> Vec<f64> {
        let n = self.legs as usize;
        power_pays(
            n,
            |m| {
                if m == n {
                    Some(top)
                } else {
                    u32::try_from(m)
                        .ok()
                        .and_then(|m| crate::slip_rules::power_payout(config, venue, m))
                }
            },
            rule,
        )
    }

    /// True for a flex slip.
    pub(super) const fn is_flex(&self) -> bool {
        self.flex
    }
}

fn slip_name(s: SlipArg) -> &'static str {
    match s {
        SlipArg::Power2 => "power2",
        SlipArg::Power3 => "power3",
        SlipArg::Power4 => "power4",
        SlipArg::Power5 => "power5",
        SlipArg::Power6 => "power6",
        SlipArg::Flex3 => "flex3",
        SlipArg::Flex4 => "flex4",
        SlipArg::Flex5 => "flex5",
        SlipArg::Flex6 => "flex6",
    }
}

fn read_override(
    config: &dyn Fn(&str) -> Option<String>,
    venue: &str,
    legs: u32,
    flex: bool,
) -> Result<Option<Pay>, EsxError> {
    let key = if flex {
        format!("payout.{venue}.flex{legs}")
    } else {
        format!("payout.{venue}.{legs}")
    };
    let Some(text) = config(&key) else {
        return Ok(None);
    };
    let parsed = if flex {
        crate::config::parse_flex_table(&text).map(Pay::Flex)
    } else {
        crate::config::parse_payout(&text).map(Pay::Power)
    };
    parsed
        .map(Some)
        .map_err(|e| EsxError::usage(format!("config setting `{key}` {e}")))
}

/// The default flex table of a venue, or exit 2 naming the venues that have one.
fn default_flex(venue: &str, legs: u32) -> Result<Pay, EsxError> {
    DEFAULT_FLEX
        .iter()
        .find(|(v, n, _)| *v == venue && *n == legs)
        .map(|(_, _, t)| Pay::Flex(t.to_vec()))
        .ok_or_else(|| {
            let mut with: Vec<&str> = DEFAULT_FLEX.iter().map(|(v, _, _)| *v).collect();
            with.dedup();
            EsxError::usage(format!(
                "{venue} has no flex{legs} payout table; venues with one: {} (or set payout.{venue}.flex{legs} in config)",
                with.join(", ")
            ))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A PrizePicks flex4 slip whose last leg can push (a whole-number line): the
    /// dropped tables are PrizePicks' flex3 (2.25 / 1.25) and power2 (3×), and the EV
    /// counts a push as the flex3 slip of the other three, not as a miss.
    #[test]
    fn a_pushed_flex_leg_prices_on_the_smaller_table() {
        let payouts = Payouts {
            legs: 4,
            custom: None,
            slip_name: "flex4",
            flex: true,
            overrides: HashMap::new(),
        };
        let dropped = payouts.dropped_tables("prizepicks", &|_| None).unwrap();
        assert_eq!(dropped.tables.get(&3), Some(&vec![2.25, 1.25]));
        assert_eq!(dropped.power2, 3.0);
        let top = [5.0, 1.5];
        let (p_win, p_push): (f64, f64) = (0.6, 0.2);
        // Three legs at 0.6; the fourth hits 0.6 − 0.2 = 0.4, pushes 0.2, misses 0.4.
        let wins = [p_win, p_win, p_win, p_win - p_push];
        // P(k misses among the three sure legs).
        let three = |misses: i32| -> f64 {
            let ways = [1.0, 3.0, 3.0, 1.0][misses as usize];
            ways * p_win.powi(3 - misses) * (1.0 - p_win).powi(misses)
        };
        let want = (p_win - p_push) * (three(0) * 5.0 + three(1) * 1.5)
            + p_push * (three(0) * 2.25 + three(1) * 1.25)
            + (1.0 - p_win) * (three(0) * 1.5);
        let got = dropped
            .slip_ev_pct(&top, &wins, &[0.0, 0.0, 0.0, p_push], PushRule::Drop)
            .unwrap();
        assert!((got - 100.0 * (want - 1.0)).abs() < 1e-9, "{got}");
        // Counted as a miss instead, the slip would look worse.
        let as_miss = 100.0 * (flex_slip_payout(&top, &wins) - 1.0);
        assert!(as_miss < got);
    }
}
