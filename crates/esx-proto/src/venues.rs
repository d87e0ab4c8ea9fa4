//! The venue keys the service is known to use, listed once (upstream notes, "Venues,
//! sports, markets"): the simulator serves exactly these and the client offers them to
//! shell completion.
//!
//! The list is a suggestion, not a gate: the service's venue list can grow, so every
//! command still passes an unknown key through and lets the service answer.

/// Every known venue key: the sportsbook, the two prediction markets (first, second),
/// the seven DFS apps on the props board, then the eighth DFS app seen only by `/gaps`.
const ALL: [&str; 11] = [
    "thunderpick",
    "kalshi",
    "polymarket",
    "prizepicks",
    "sleeper",
    "dabble",
    "underdog",
    "betr",
    "boom",
    "pick6",
    "parlayplay",
];

/// Every known venue key, in the order above.
pub const VENUE_KEYS: &[&str] = &ALL;

/// The line books of `/lines`, `/parlays` and flow: the sportsbook, then the first and the
/// second prediction market.
pub const LINE_BOOK_KEYS: &[&str] = ALL.split_at(3).0;

/// The sportsbook's key.
pub const SPORTSBOOK: &str = ALL[0];

/// The first prediction market (volume and open interest, no map handicap).
pub const PM_FIRST: &str = ALL[1];

/// The second prediction market (volume and liquidity).
pub const PM_SECOND: &str = ALL[2];

/// The DFS apps: the seven on the props board, then the one seen only by `/gaps`.
pub const DFS_KEYS: &[&str] = ALL.split_at(3).1;

/// The DFS apps of the props board (what `esx picks` can price): every DFS key but the
/// gaps-only eighth.
pub const BOARD_DFS_KEYS: &[&str] = DFS_KEYS.split_at(DFS_KEYS.len() - 1).0;

/// The venues of the props board (`/v6/books`, `/props`, prop history): every key but
/// the eighth DFS app, which only `/gaps` shows.
pub const BOARD_KEYS: &[&str] = ALL.split_at(ALL.len() - 1).0;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lists_partition_the_known_keys() {
        assert_eq!(VENUE_KEYS.len(), 11);
        assert_eq!(LINE_BOOK_KEYS, ["thunderpick", "kalshi", "polymarket"]);
        assert_eq!(DFS_KEYS.len(), 8);
        assert_eq!(DFS_KEYS[0], "prizepicks");
        assert_eq!(DFS_KEYS[7], "parlayplay");
        assert_eq!([LINE_BOOK_KEYS, DFS_KEYS].concat(), VENUE_KEYS);
        assert_eq!(BOARD_KEYS.len(), 10);
        assert_eq!(BOARD_DFS_KEYS, &BOARD_KEYS[3..]);
        assert!(!BOARD_KEYS.contains(&"parlayplay"));
        assert_eq!(
            (SPORTSBOOK, PM_FIRST, PM_SECOND),
            ("thunderpick", "kalshi", "polymarket")
        );
    }

    #[test]
    fn keys_are_unique_lowercase_slugs() {
        let mut seen = std::collections::HashSet::new();
        for k in VENUE_KEYS {
            assert!(seen.insert(*k), "duplicate venue key {k}");
            assert!(
                k.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit()),
                "venue key {k} is not a lower-case slug"
            );
        }
    }
}
