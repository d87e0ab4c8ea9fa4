//! esx's own bet CSV, the one `bets export` writes and `bets import` reads: its columns
//! (one list, so the two cannot drift), how tags sit in one cell, and the `bet_uid` of
//! a row a book names by its own id.

use esx_store::NewBet;
use sha2::{Digest as _, Sha256};

/// The column names, each written once: code reads a cell through these (a misspelt
/// name is a compile error, not an empty cell).
pub(super) mod col {
    pub(crate) const BET_UID: &str = "bet_uid";
    pub(crate) const PLACED_AT: &str = "placed_at";
    pub(crate) const KIND: &str = "kind";
    pub(crate) const SOURCE: &str = "source";
    pub(crate) const EVENT_ID: &str = "event_id";
    pub(crate) const MARKET: &str = "market";
    pub(crate) const MAP: &str = "map";
    pub(crate) const LINE: &str = "line";
    pub(crate) const OUTCOME: &str = "outcome";
    pub(crate) const LEGS: &str = "legs";
    pub(crate) const SLIP_TYPE: &str = "slip_type";
    pub(crate) const PAYOUT: &str = "payout";
    pub(crate) const DECIMAL: &str = "decimal";
    pub(crate) const STAKE: &str = "stake";
    pub(crate) const CONTRACTS: &str = "contracts";
    pub(crate) const FEE_ROLE: &str = "fee_role";
    pub(crate) const TAGS: &str = "tags";
    pub(crate) const RESULT: &str = "result";
    pub(crate) const SETTLED_AT: &str = "settled_at";
    pub(crate) const SETTLED_DECIMAL: &str = "settled_decimal";
    pub(crate) const PROFIT: &str = "profit";
    pub(crate) const P_CLOSE: &str = "p_close";
    pub(crate) const CLV_PCT: &str = "clv_pct";
    pub(crate) const EXTERNAL_ID: &str = "external_id";
}

/// The columns of esx's bet CSV, in the order `bets export` writes them, with what
/// `bets import` does with each (docs/bets.md "Import and export" has the same table).
pub(super) const FIELDS: &[(&str, Use)] = &[
    (col::BET_UID, Use::Optional),
    (col::PLACED_AT, Use::Required),
    (col::KIND, Use::Optional),
    (col::SOURCE, Use::Required),
    (col::EVENT_ID, Use::Single),
    (col::MARKET, Use::Single),
    (col::MAP, Use::Optional),
    (col::LINE, Use::Optional),
    (col::OUTCOME, Use::Single),
    (col::LEGS, Use::Optional),
    (col::SLIP_TYPE, Use::Optional),
    (col::PAYOUT, Use::Optional),
    (col::DECIMAL, Use::Required),
    (col::STAKE, Use::Required),
    (col::CONTRACTS, Use::Optional),
    (col::FEE_ROLE, Use::Optional),
    (col::TAGS, Use::Optional),
    (col::RESULT, Use::Optional),
    (col::SETTLED_AT, Use::Optional),
    (col::SETTLED_DECIMAL, Use::Optional),
    (col::PROFIT, Use::Computed),
    (col::P_CLOSE, Use::Computed),
    (col::CLV_PCT, Use::Computed),
];

/// What an import does with a column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Use {
    /// Every file must have it.
    Required,
    /// A single bet's: required unless the file has `legs`.
    Single,
    /// Read when present.
    Optional,
    /// Written for reading; an import computes it again from the store (the close
    /// comes from the recorded quotes, the profit from the result).
    Computed,
}

/// Tags in one cell: `;` between them (a tag never holds one).
pub(super) const TAG_SEPARATOR: char = ';';

/// The tags of a cell, trimmed, empty ones left out.
#[must_use]
pub(super) fn split_tags(cell: &str) -> Vec<String> {
    cell.split(TAG_SEPARATOR)
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(str::to_string)
        .collect()
}

/// A bet as an import read it from one row, ready to store (its uid in `bet.bet_uid`,
/// its result in `bet.result`).
#[derive(Debug, Clone, PartialEq)]
pub(super) struct ImportBet {
    /// The row's line in the file.
    pub(super) line: u64,
    pub(super) bet: NewBet,
}

impl ImportBet {
    /// The bet's uid (set when the row was read).
    #[must_use]
    pub(super) fn uid(&self) -> &str {
        self.bet.bet_uid.as_deref().unwrap_or("")
    }
}

/// The uid of a row a book's export names by its own id (a mapped CSV's `external_id`):
/// the venue and that id, so the book's later export of the same bet (its result
/// changed, its time rounded) imports once.
#[must_use]
pub(super) fn external_uid(source: &str, id: &str) -> String {
    hash(&["external", source, id])
}

fn hash(parts: &[&str]) -> String {
    let mut h = Sha256::new();
    for p in parts {
        h.update((p.len() as u64).to_le_bytes());
        h.update(p.as_bytes());
    }
    h.finalize()
        .iter()
        .fold(String::with_capacity(64), |mut s, b| {
            use std::fmt::Write as _;
            let _ = write!(s, "{b:02x}");
            s
        })
}

/// Whether a file's `bet_uid` cell is one esx could have written: 64 lower-case hex
/// digits.
#[must_use]
pub(super) fn is_uid(s: &str) -> bool {
    s.len() == 64 && s.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A book's id and venue make the uid; fields never run together.
    #[test]
    fn external_uids() {
        assert!(is_uid(&external_uid("x", "1")));
        assert_ne!(external_uid("x", "1"), external_uid("x", "2"));
        assert_ne!(external_uid("x", "1"), external_uid("y", "1"));
        assert_ne!(hash(&["ab", "c"]), hash(&["a", "bc"]));
        assert!(!is_uid("ABC") && !is_uid(&"g".repeat(64)));
        assert!(is_uid(&esx_store::bet_uid(&NewBet::default())));
    }

    #[test]
    fn tags_split_on_semicolons() {
        assert_eq!(split_tags(" live; model ;;"), ["live", "model"]);
        assert!(split_tags("").is_empty());
    }
}
