//! The sports the service knows, listed once, and the subsets each route family accepts
//! (spec §1).

/// Every sport slug the service knows.
pub const ALL_SPORTS: &[&str] = &[
    "cs2", "valorant", "lol", "dota2", "cod", "r6", "mlbb", "deadlock",
];
/// Sports the vendor's agent server lists that the interface does not (DESIGN settled
/// point 16): served on the matches list (lobbies named by a `title`, no teams) and the
/// live games list (empty), listed by `/v7/meta`; every other route refuses them as it
/// refuses any unknown sport.
pub const VENDOR_ONLY_SPORTS: &[&str] = &["apex"];
/// Sports the matches list takes: every sport and the vendor-only ones.
pub(crate) const MATCH_LIST_SPORTS: &[&str] = &[
    "cs2", "valorant", "lol", "dota2", "cod", "r6", "mlbb", "deadlock", "apex",
];
/// Sports the live games list takes: every sport and the vendor-only ones.
pub(crate) const LIVE_LIST_SPORTS: &[&str] = MATCH_LIST_SPORTS;
/// Sports with props, player-props, matches, fixtures, gaps (spec §1): all of them.
pub const BOARD_SPORTS: &[&str] = ALL_SPORTS;
/// Sports with consensus lines (and so parlays and flow, which read the line books).
pub const LINES_SPORTS: &[&str] = &["cs2", "valorant", "lol", "dota2"];
/// Sports with defense-vs-role tables.
pub const DVR_SPORTS: &[&str] = &["dota2", "valorant"];
/// Sports with live in-game data (the spec says "and more": the client accepts every
/// sport for live routes, the simulator serves these).
pub const LIVE_SPORTS: &[&str] = &["cs2", "valorant", "lol", "dota2", "cod", "r6"];

/// Normalise a user's sport (trim, lowercase) and check it against `allowed`.
///
/// # Errors
/// The message names the valid sports for `what` (a route or command name).
pub fn check(sport: &str, allowed: &[&str], what: &str) -> Result<String, String> {
    let s = sport.trim().to_ascii_lowercase();
    if allowed.contains(&s.as_str()) {
        Ok(s)
    } else {
        Err(format!(
            "unknown sport `{sport}` for {what}; valid: {}",
            allowed.join(", ")
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sports_are_checked_per_route() {
        assert_eq!(check("CS2", LINES_SPORTS, "lines").unwrap(), "cs2");
        let err = check("cod", LINES_SPORTS, "lines").unwrap_err();
        assert!(err.contains("valid: cs2, valorant, lol, dota2"), "{err}");
        assert!(check("fifa", ALL_SPORTS, "props").is_err());
    }
}
