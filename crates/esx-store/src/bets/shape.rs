//! A bet's shape and identity: its kind, its legs and its `bet_uid` (schema v9).

use std::collections::HashSet;

use sha2::{Digest as _, Sha256};

use super::{BetResult, NewBet};

/// What shape a bet has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash, PartialOrd, Ord)]
pub enum BetKind {
    /// One outcome at one price (the bet's own `event_id`/`market`/`outcome`; no legs).
    #[default]
    Single,
    /// Two or more legs on one book, each at its price; the bet's `decimal` is the
    /// parlay's price (by default the product of the legs').
    Parlay,
    /// A pick'em slip: two or more picks (player, stat, line, side) paid by the app's
    /// table for the slip's type (`power2`..`power6`, `flex3`..`flex6`).
    Slip,
}

impl BetKind {
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Single => "single",
            Self::Parlay => "parlay",
            Self::Slip => "slip",
        }
    }

    /// Parse `single|parlay|slip`.
    #[must_use]
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "single" => Some(Self::Single),
            "parlay" => Some(Self::Parlay),
            "slip" => Some(Self::Slip),
            _ => None,
        }
    }
}

/// One leg of a parlay (event, market, map, line, outcome, decimal) or one pick of a slip
/// (player, stat_type, line, side; `event_id` when the pick was matched to a recorded
/// event), with the leg's own result once graded.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct BetLeg {
    pub event_id: Option<String>,
    pub market: Option<String>,
    pub map: Option<u32>,
    pub line: Option<f64>,
    pub outcome: Option<String>,
    pub decimal: Option<f64>,
    pub player: Option<String>,
    pub stat_type: Option<String>,
    /// `over` or `under`.
    pub side: Option<String>,
    /// A slip pick's `won` is a hit, `lost` a miss; `void` (a DNP) settles as a push.
    pub result: Option<BetResult>,
}

/// A bet's `bet_uid`: the SHA-256 (hex) of its immutable fields (DESIGN.md settled point
/// 13): placed time, source, kind, slip type, the legs (a single's own event, market,
/// map, line, outcome), price and stake. Numbers are written in Rust's shortest
/// round-trip form (`2.5`, `-1.5`; `-0` as `0`), so the same bet typed, imported or
/// copied gives the same uid. Result, tags and settlement are not part of it.
#[must_use]
pub fn bet_uid(bet: &NewBet) -> String {
    let mut h = Sha256::new();
    let mut put = |s: &str| {
        h.update(s.as_bytes());
        h.update([0x1f]);
    };
    put("esx-bet-v1");
    put(&bet.placed_at);
    put(bet.source.trim());
    put(bet.kind.as_str());
    put(bet.slip_type.as_deref().unwrap_or(""));
    put(&num(Some(bet.decimal)));
    put(&num(Some(bet.stake)));
    match bet.kind {
        BetKind::Single => {
            put(&bet.event_id);
            put(&bet.market);
            put(&bet.map.map(|m| m.to_string()).unwrap_or_default());
            put(&num(bet.line));
            put(&bet.outcome);
        }
        BetKind::Parlay | BetKind::Slip => {
            for l in &bet.legs {
                put("leg");
                for f in [
                    &l.event_id,
                    &l.market,
                    &l.outcome,
                    &l.player,
                    &l.stat_type,
                    &l.side,
                ] {
                    put(f.as_deref().unwrap_or(""));
                }
                put(&l.map.map(|m| m.to_string()).unwrap_or_default());
                put(&num(l.line));
                put(&num(l.decimal));
            }
        }
    }
    hex(&h.finalize())
}

fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write as _;
    bytes.iter().fold(String::new(), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

fn num(x: Option<f64>) -> String {
    match x {
        None => String::new(),
        Some(0.0) => "0".into(),
        Some(v) => format!("{v}"),
    }
}

/// Each bet's uid, in id order; two old bets identical in every immutable field
/// (possible before v9) get distinct uids: the later one's is hashed with its rank.
pub(crate) fn distinct_uids(bets: Vec<(i64, NewBet)>) -> Vec<(i64, String)> {
    let mut used = HashSet::new();
    bets.into_iter()
        .map(|(id, bet)| {
            let base = bet_uid(&bet);
            let mut uid = base.clone();
            let mut n = 1;
            while !used.insert(uid.clone()) {
                n += 1;
                let digest = Sha256::digest(format!("{base}#{n}").as_bytes());
                uid = hex(&digest);
            }
            (id, uid)
        })
        .collect()
}
