//! Slip payouts per venue: `--payout`/`--legs`, the profile's `payout.<venue>.<legs>`
//! settings, else the defaults `esx picks --help` lists.

use std::collections::HashMap;

use crate::error::EsxError;

use super::{Args, SlipArg};

/// Power-slip payouts by venue for 2..=6 legs; `*` is any venue not listed.
const DEFAULT_PAYOUTS: &[(&str, [f64; 5])] = &[
    ("*", [3.0, 5.0, 10.0, 20.0, 37.5]),
    ("prizepicks", [3.0, 5.0, 10.0, 20.0, 37.5]),
    ("underdog", [3.0, 6.0, 10.0, 20.0, 35.0]),
];

/// Where each venue's payout comes from: `--payout`, config, the defaults.
pub struct Payouts {
    pub(super) legs: u32,
    pub(super) custom: Option<f64>,
    pub(super) slip_name: &'static str,
    overrides: HashMap<String, f64>,
}

impl Payouts {
    /// From the flags and the profile's `payout.<venue>.<legs>` settings.
    pub fn new(args: &Args, config: &dyn Fn(&str) -> Option<String>) -> Result<Self, EsxError> {
        let legs = args.legs.unwrap_or_else(|| args.slip.legs());
        let mut overrides = HashMap::new();
        if args.payout.is_none() {
            let mut venues: Vec<&str> = DEFAULT_PAYOUTS.iter().map(|(v, _)| *v).collect();
            if let Some(app) = &args.app {
                venues.push(app);
            }
            // Configured venues are looked up as they are met (see `for_venue`); the
            // listed ones are read eagerly so a bad value fails before any request.
            for v in venues {
                if let Some(m) = read_override(config, v, legs)? {
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
            overrides,
        })
    }

    /// The payout multiplier for a venue's slip of `self.legs` legs.
    pub(super) fn for_venue(
        &mut self,
        venue: &str,
        config: &dyn Fn(&str) -> Option<String>,
    ) -> Result<f64, EsxError> {
        if let Some(m) = self.custom {
            return Ok(m);
        }
        if let Some(m) = self.overrides.get(venue) {
            return Ok(*m);
        }
        let m = match read_override(config, venue, self.legs)? {
            Some(m) => m,
            None => default_payout(venue, self.legs)?,
        };
        self.overrides.insert(venue.to_string(), m);
        Ok(m)
    }
}

fn slip_name(s: SlipArg) -> &'static str {
    match s {
        SlipArg::Power2 => "power2",
        SlipArg::Power3 => "power3",
        SlipArg::Power4 => "power4",
        SlipArg::Power5 => "power5",
        SlipArg::Power6 => "power6",
    }
}

fn read_override(
    config: &dyn Fn(&str) -> Option<String>,
    venue: &str,
    legs: u32,
) -> Result<Option<f64>, EsxError> {
    let key = format!("payout.{venue}.{legs}");
    let Some(text) = config(&key) else {
        return Ok(None);
    };
    crate::config::parse_payout(&text)
        .map(Some)
        .map_err(|e| EsxError::usage(format!("config setting `{key}` {e}")))
}

fn default_payout(venue: &str, legs: u32) -> Result<f64, EsxError> {
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
