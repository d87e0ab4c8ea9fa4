//! Route builders for every endpoint of the service interface, the sports each accepts
//! and the plan each needs (spec §1, §4), so commands validate before sending.

use std::fmt;

use super::error::EsxError;

/// Every sport slug the service knows.
pub const ALL_SPORTS: &[&str] = &[
    "cs2", "valorant", "lol", "dota2", "cod", "r6", "mlbb", "deadlock",
];
/// Sports with props, player-props, matches, fixtures, gaps (spec §1).
pub const BOARD_SPORTS: &[&str] = ALL_SPORTS;
/// Sports with consensus lines (and so parlays and flow, which read the line books).
pub const LINES_SPORTS: &[&str] = &["cs2", "valorant", "lol", "dota2"];
/// Sports with defense-vs-role tables.
pub const DVR_SPORTS: &[&str] = &["dota2", "valorant"];
/// Sports with live in-game data ("and more": esx does not refuse the others).
pub const LIVE_SPORTS: &[&str] = &["cs2", "valorant", "lol", "dota2", "cod", "r6"];

/// Plan tiers, lowest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Plan {
    Sandbox,
    Hobby,
    Builder,
}

impl fmt::Display for Plan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Sandbox => "Sandbox",
            Self::Hobby => "Hobby",
            Self::Builder => "Builder",
        })
    }
}

/// Check a sport against the list a route accepts, before any request is sent.
pub fn check_sport(sport: &str, allowed: &[&str], what: &str) -> Result<String, EsxError> {
    let s = sport.trim().to_ascii_lowercase();
    if allowed.contains(&s.as_str()) {
        Ok(s)
    } else {
        Err(EsxError::usage(format!(
            "unknown sport `{sport}` for {what}; valid: {}",
            allowed.join(", ")
        )))
    }
}

/// The plan a route path needs (spec §4), or `None` when no plan is named.
#[must_use]
pub fn required_plan(path: &str) -> Option<Plan> {
    let p = path.split('?').next().unwrap_or(path).trim_end_matches('/');
    let seg: Vec<&str> = p.trim_start_matches('/').split('/').collect();
    match seg.as_slice() {
        ["v7", _, "parlays" | "flow"] => Some(Plan::Hobby),
        ["v7", _, "breakdown"]
        | ["v6", "esports", "live", "ws"]
        | ["v6", "esports", "history", "contract"] => Some(Plan::Builder),
        ["v6", "esports", _, rest @ ..] => match rest {
            ["lines" | "gaps"] => Some(Plan::Hobby),
            ["fixtures" | "matches" | "schedule" | "results" | "boxscores"]
            | ["matches", "live"]
            | ["upcoming" | "completed", "matches"]
            | ["matches", _, "boxscore"]
            | ["players", _, "gamelogs"]
            | ["live", ..] => Some(Plan::Builder),
            _ => None,
        },
        _ => None,
    }
}

/// `/v6/books`
#[must_use]
pub fn books() -> String {
    "/v6/books".to_string()
}

/// `/v6/esports/{sport}/{suffix}` — the per-sport v6 routes.
#[must_use]
pub fn v6_sport(sport: &str, suffix: &str) -> String {
    format!("/v6/esports/{sport}/{}", suffix.trim_start_matches('/'))
}

/// `/v7/{sport}/{suffix}` — parlays, flow, breakdown.
#[must_use]
pub fn v7_sport(sport: &str, suffix: &str) -> String {
    format!("/v7/{sport}/{}", suffix.trim_start_matches('/'))
}

/// Percent-encode one path segment (slugs, ids, names given by the user).
#[must_use]
pub fn segment(s: &str) -> String {
    url::form_urlencoded::byte_serialize(s.as_bytes())
        .collect::<String>()
        .replace('+', "%20")
}

/// A query built from optional values: `None` and empty strings are left out, booleans
/// are sent as `true`/`false` (what the official SDK does).
#[derive(Debug, Default, Clone)]
pub struct Query(pub Vec<(String, String)>);

impl Query {
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    #[must_use]
    pub fn opt<T: ToString>(mut self, key: &str, value: Option<T>) -> Self {
        if let Some(v) = value {
            let v = v.to_string();
            if !v.is_empty() {
                self.0.push((key.to_string(), v));
            }
        }
        self
    }

    #[must_use]
    pub fn set<T: ToString>(self, key: &str, value: T) -> Self {
        self.opt(key, Some(value))
    }

    #[must_use]
    pub fn flag(self, key: &str, on: bool) -> Self {
        if on { self.set(key, "true") } else { self }
    }

    #[must_use]
    pub fn pairs(&self) -> &[(String, String)] {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plans_follow_the_spec_table() {
        assert_eq!(required_plan("/v6/esports/cs2/props"), None);
        assert_eq!(required_plan("/v6/books"), None);
        assert_eq!(required_plan("/v6/esports/cs2/lines"), Some(Plan::Hobby));
        assert_eq!(required_plan("/v6/esports/cs2/gaps?x=1"), Some(Plan::Hobby));
        assert_eq!(required_plan("/v7/lol/parlays"), Some(Plan::Hobby));
        assert_eq!(required_plan("/v7/lol/flow"), Some(Plan::Hobby));
        assert_eq!(required_plan("/v7/lol/breakdown"), Some(Plan::Builder));
        assert_eq!(required_plan("/v7/lol/breakdown/index"), None);
        assert_eq!(
            required_plan("/v6/esports/cs2/matches/live"),
            Some(Plan::Builder)
        );
        assert_eq!(
            required_plan("/v6/esports/cs2/players/s1mple/gamelogs"),
            Some(Plan::Builder)
        );
        assert_eq!(required_plan("/v6/esports/cs2/players/s1mple/stats"), None);
        assert_eq!(
            required_plan("/v6/esports/cs2/live/g1/boxscore"),
            Some(Plan::Builder)
        );
        assert_eq!(
            required_plan("/v6/esports/history/contract"),
            Some(Plan::Builder)
        );
        assert_eq!(required_plan("/v6/esports/research/player"), None);
    }

    #[test]
    fn sports_are_checked_per_route() {
        assert_eq!(check_sport("CS2", LINES_SPORTS, "lines").unwrap(), "cs2");
        let err = check_sport("cod", LINES_SPORTS, "lines")
            .unwrap_err()
            .to_string();
        assert!(err.contains("valid: cs2, valorant, lol, dota2"), "{err}");
        assert!(check_sport("fifa", ALL_SPORTS, "props").is_err());
    }

    #[test]
    fn query_drops_empty_values() {
        let q = Query::new()
            .opt("a", None::<String>)
            .opt("b", Some(""))
            .set("c", 1)
            .flag("d", true)
            .flag("e", false);
        assert_eq!(
            q.pairs(),
            &[
                ("c".to_string(), "1".to_string()),
                ("d".to_string(), "true".to_string())
            ]
        );
        assert_eq!(segment("a b/c"), "a%20b%2Fc");
    }
}
