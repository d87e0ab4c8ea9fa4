//! The simulator's field modes: `full` serves everything it computes; `spec` serves only
//! the fields the interface (or, where it shows no shape, upstream-notes) documents, as
//! listed by [`esx_proto::documented`], and 404s routes neither names.

use std::collections::HashSet;

use esx_proto::Route;
use esx_proto::documented::{Documented, documented, prefixes};
use serde_json::Value;

/// Which fields the simulator serves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Fields {
    /// Everything the simulator computes (the interface plus upstream-notes' extras).
    #[default]
    Full,
    /// Only the documented fields.
    Spec,
}

impl Fields {
    /// `full` or `spec` (case-insensitive); anything else is `None`.
    #[must_use]
    pub fn parse(s: &str) -> Option<Self> {
        match s.trim().to_ascii_lowercase().as_str() {
            "full" => Some(Self::Full),
            "spec" => Some(Self::Spec),
            _ => None,
        }
    }

    /// The mode's name as the flag takes it.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::Full => "full",
            Self::Spec => "spec",
        }
    }
}

/// Why a route answers 404 under `spec`: neither document names it.
pub(crate) const UNNAMED: &str =
    "not in the documented interface (the simulator serves --fields spec)";

/// The answer under `spec`: `None` when the route is unnamed (404), else the body with
/// undocumented fields removed (unchanged when the route's shape is not shown anywhere,
/// or the body is not JSON).
#[must_use]
pub(crate) fn filter(route: &Route, body: Vec<u8>) -> Option<Vec<u8>> {
    let paths = match documented(route) {
        Documented::Unnamed => return None,
        Documented::Unshown => return Some(body),
        Documented::Fields(p) => p,
    };
    let Ok(mut v) = serde_json::from_slice::<Value>(&body) else {
        return Some(body);
    };
    let allow = Allow::new(paths);
    allow.keep(&mut v, "");
    Some(serde_json::to_vec(&v).unwrap_or(body))
}

/// A route's documented paths as the key paths an object filter checks.
struct Allow {
    /// Every documented path and every object or array on the way to one.
    keep: HashSet<String>,
    /// Paths whose whole subtree is kept (`thresholds.*`).
    subtree: HashSet<String>,
}

impl Allow {
    fn new(paths: &[&str]) -> Self {
        let mut keep = HashSet::new();
        let mut subtree = HashSet::new();
        for p in paths {
            if let Some(base) = p.strip_suffix(".*") {
                subtree.insert(base.trim_end_matches("[]").to_string());
                keep.extend(prefixes(base));
            } else {
                keep.extend(prefixes(p));
            }
        }
        Self { keep, subtree }
    }

    /// Removes the keys of `v` (at key path `at`) that no documented path names.
    fn keep(&self, v: &mut Value, at: &str) {
        match v {
            Value::Object(map) => {
                map.retain(|k, _| {
                    let child = child(at, k);
                    self.keep.contains(&child)
                });
                for (k, x) in map.iter_mut() {
                    let child = child(at, k);
                    if !self.subtree.contains(&child) {
                        self.keep(x, &child);
                    }
                }
            }
            Value::Array(items) => {
                let inner = format!("{at}[]");
                for x in items {
                    self.keep(x, &inner);
                }
            }
            _ => {}
        }
    }
}

fn child(at: &str, key: &str) -> String {
    if at.is_empty() {
        key.to_string()
    } else {
        format!("{at}.{key}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_lose_the_undocumented_ids_and_keep_the_documented_ones() {
        let body = br#"{"source":"s","extra":1,"events":[{"event_id":"e","kr_match_id":"k",
            "home_team_id":"t","home_team":"A","markets":[{"market":"match_winner",
            "outcomes":[{"name":"A","team_id":"t","sources":[{"source":"b","ev_pct":1}]}]}]}]}"#;
        let out = filter(&esx_proto::routes::LINES, body.to_vec()).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            r#"{"source":"s","events":[{"event_id":"e","home_team":"A","markets":[{"market":"match_winner","outcomes":[{"name":"A","sources":[{"source":"b"}]}]}]}]}"#
        );
    }

    #[test]
    fn a_subtree_path_keeps_what_is_under_it() {
        let body =
            br#"{"plays":[{"play_id":"p","thresholds":{"min_move":5,"x":{"y":1}},"secret":2}]}"#;
        let out = filter(&esx_proto::routes::FLOW, body.to_vec()).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            r#"{"plays":[{"play_id":"p","thresholds":{"min_move":5,"x":{"y":1}}}]}"#
        );
    }

    #[test]
    fn an_unnamed_route_is_refused_and_an_unshown_one_passes() {
        assert!(filter(&esx_proto::routes::ME, b"{}".to_vec()).is_none());
        let body = br#"{"anything":1}"#.to_vec();
        assert_eq!(
            filter(&esx_proto::routes::STREAMS, body.clone()).unwrap(),
            body
        );
    }

    #[test]
    fn modes_parse_by_name() {
        assert_eq!(Fields::parse("SPEC"), Some(Fields::Spec));
        assert_eq!(Fields::parse("full"), Some(Fields::Full));
        assert_eq!(Fields::parse("all"), None);
    }
}
