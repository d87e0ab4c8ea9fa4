//! esx's own bet CSV, the one `bets export` writes and `bets import` reads: its columns
//! (one list, so the two cannot drift), how tags sit in one cell, and the `bet_uid` of
//! a row a book names by its own id.

use esx_store::NewBet;
use sha2::{Digest as _, Sha256};

/// The columns of esx's bet CSV, in the order `bets export` writes them, with what
/// `bets import` does with each (docs/bets.md "Import and export" has the same table).
pub(super) const FIELDS: &[(&str, Use)] = &[
    ("bet_uid", Use::Optional),
    ("placed_at", Use::Required),
    ("kind", Use::Optional),
    ("source", Use::Required),
    ("event_id", Use::Single),
    ("market", Use::Single),
    ("map", Use::Optional),
    ("line", Use::Optional),
    ("outcome", Use::Single),
    ("legs", Use::Optional),
    ("slip_type", Use::Optional),
    ("payout", Use::Optional),
    ("decimal", Use::Required),
    ("stake", Use::Required),
    ("contracts", Use::Optional),
    ("fee_role", Use::Optional),
    ("tags", Use::Optional),
    ("result", Use::Optional),
    ("settled_at", Use::Optional),
    ("settled_decimal", Use::Optional),
    ("profit", Use::Computed),
    ("p_close", Use::Computed),
    ("clv_pct", Use::Computed),
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
    pub(super) contracts: Option<u32>,
    pub(super) maker: bool,
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
