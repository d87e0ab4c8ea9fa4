//! Pick'em slip rules that `picks` and `backtest` share: each venue's default power-slip
//! payouts, flex tables and its push rule (`payout.<venue>.push` in config, default drop) with where
//! the rule comes from.

use esx_odds::picks::PushRule;

use crate::error::EsxError;

/// Power-slip payouts by venue for 2..=6 legs; `*` is any venue not listed.
pub(crate) const DEFAULT_PAYOUTS: &[(&str, [f64; 5])] = &[
    ("*", [3.0, 5.0, 10.0, 20.0, 37.5]),
    ("prizepicks", [3.0, 5.0, 10.0, 20.0, 37.5]),
    ("underdog", [3.0, 6.0, 10.0, 20.0, 35.0]),
];

/// Flex-slip payout tables by venue, all correct first (`[x_n, x_(n−1), …]`), for 3..=6
/// legs. PrizePicks' published flex payouts, as of 2026-11 (dated: venues change them;
/// `esx config set payout.<venue>.flex<n> "x_n,x_(n-1),…"` overrides).
pub(crate) const DEFAULT_FLEX: &[(&str, u32, &[f64])] = &[
    ("prizepicks", 3, &[2.25, 1.25]),
    ("prizepicks", 4, &[5.0, 1.5]),
    ("prizepicks", 5, &[10.0, 2.0, 0.4]),
    ("prizepicks", 6, &[25.0, 2.0, 0.4]),
];

/// The default payout of a `legs`-leg power slip on `venue`, or exit 2.
pub(crate) fn default_payout(venue: &str, legs: u32) -> Result<f64, EsxError> {
    let row = DEFAULT_PAYOUTS
        .iter()
        .find(|(v, _)| *v == venue)
        .or_else(|| DEFAULT_PAYOUTS.iter().find(|(v, _)| *v == "*"))
        .map(|(_, r)| r);
    usize::try_from(legs)
        .ok()
        .and_then(|l| l.checked_sub(2))
        .and_then(|i| row.and_then(|r| r.get(i)))
        .copied()
        .ok_or_else(|| {
            EsxError::usage(format!(
                "no default payout for a {legs}-leg slip on {venue}; give one with --payout M --legs {legs}"
            ))
        })
}

/// Apps whose published rules say a pushed leg drops out (the slip pays as one pick
/// fewer, a 2-pick is refunded), as of 2026-11.
pub(crate) const PUBLISHED_DROP: &[&str] = &["prizepicks", "underdog"];

/// Where an app's push rule comes from: `esx.slip.rule_source`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum RuleSource {
    /// The profile's `payout.<venue>.push`.
    Config,
    /// The app's published rules ([`PUBLISHED_DROP`]).
    Published,
    /// No published rule known: drop assumed.
    Assumed,
}

/// What a pushed leg does to `venue`'s slips (power and flex): the profile's
/// `payout.<venue>.push`, else drop (DESIGN.md settled point 10). A value that is no rule
/// (a hand-edited config) is exit 2 naming the key.
pub(crate) fn push_rule(
    config: &dyn Fn(&str) -> Option<String>,
    venue: &str,
) -> Result<PushRule, EsxError> {
    push_rule_with_source(config, venue).map(|(rule, _)| rule)
}

/// [`push_rule`] and where it came from: config, else PrizePicks' and Underdog's
/// published drop, else drop `assumed`.
pub(crate) fn push_rule_with_source(
    config: &dyn Fn(&str) -> Option<String>,
    venue: &str,
) -> Result<(PushRule, RuleSource), EsxError> {
    let key = format!("payout.{venue}.push");
    match config(&key) {
        Some(v) => crate::config::parse_push_rule(&v)
            .map(|rule| (rule, RuleSource::Config))
            .map_err(|e| EsxError::usage(format!("config setting `{key}` {e}"))),
        None if PUBLISHED_DROP.contains(&venue) => Ok((PushRule::Drop, RuleSource::Published)),
        None => Ok((PushRule::Drop, RuleSource::Assumed)),
    }
}

/// A `legs`-leg power slip's payout on `venue`: the profile's `payout.<venue>.<legs>`,
/// else the default; `None` when neither has one.
#[must_use]
pub(crate) fn power_payout(
    config: &dyn Fn(&str) -> Option<String>,
    venue: &str,
    legs: u32,
) -> Option<f64> {
    config(&format!("payout.{venue}.{legs}"))
        .and_then(|t| crate::config::parse_payout(&t).ok())
        .or_else(|| default_payout(venue, legs).ok())
}

/// A `legs`-leg flex slip's table on `venue` (all correct first): the profile's
/// `payout.<venue>.flex<legs>`, else the default; `None` when neither has one.
#[must_use]
pub(crate) fn flex_table(
    config: &dyn Fn(&str) -> Option<String>,
    venue: &str,
    legs: u32,
) -> Option<Vec<f64>> {
    config(&format!("payout.{venue}.flex{legs}"))
        .and_then(|t| crate::config::parse_flex_table(&t).ok())
        .or_else(|| {
            DEFAULT_FLEX
                .iter()
                .find(|(v, n, _)| *v == venue && *n == legs)
                .map(|(_, _, t)| t.to_vec())
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn push_rules_and_payouts_come_from_config_else_the_defaults() {
        let config = |k: &str| match k {
            "payout.underdog.push" => Some("lose".to_string()),
            "payout.dabble.push" => Some("refund".to_string()),
            "payout.sleeper.2" => Some("3.5".to_string()),
            _ => None,
        };
        assert_eq!(push_rule(&config, "underdog").unwrap(), PushRule::Lose);
        assert_eq!(push_rule(&config, "prizepicks").unwrap(), PushRule::Drop);
        // Where each rule comes from: config, the app's published rule, else assumed.
        assert_eq!(
            push_rule_with_source(&config, "underdog").unwrap(),
            (PushRule::Lose, RuleSource::Config)
        );
        assert_eq!(
            push_rule_with_source(&config, "prizepicks").unwrap(),
            (PushRule::Drop, RuleSource::Published)
        );
        assert_eq!(
            push_rule_with_source(&config, "sleeper").unwrap(),
            (PushRule::Drop, RuleSource::Assumed)
        );
        assert_eq!(
            serde_json::to_value(RuleSource::Assumed).unwrap(),
            serde_json::json!("assumed")
        );
        let bad = push_rule(&config, "dabble").unwrap_err();
        assert!(bad.to_string().contains("payout.dabble.push"), "{bad}");
        assert_eq!(power_payout(&config, "sleeper", 2), Some(3.5));
        assert_eq!(power_payout(&config, "underdog", 3), Some(6.0));
        assert_eq!(power_payout(&config, "anyapp", 3), Some(5.0));
        assert_eq!(power_payout(&config, "anyapp", 9), None);
    }
}
