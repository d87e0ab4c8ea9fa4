//! `GET /v7/meta`: the line-book registry the interface shows (`source`, `total_books`,
//! `books`), with the real service's extra sections beside it: each book's `kind` and
//! `supports`, the `sports`, the `markets`, the `routes` table, the caller's `plan`, and
//! `include=boards|coverage|teams|tournaments|changelog`.

use serde_json::{Value, json};

use super::common::{Ctx, Reply};
use super::lines::MARKETS;
use crate::auth::ApiError;
use crate::data::sports::{LINES_SPORTS, PM_FIRST, PM_SECOND, SPORTSBOOK, VENUES, VenueKind};
use crate::data::{SOURCE, Status};
use esx_proto::routes;
use esx_proto::sports::{ALL_SPORTS, DVR_SPORTS, LIVE_SPORTS, VENDOR_ONLY_SPORTS};

const LINE_BOOKS: [usize; 3] = [SPORTSBOOK, PM_FIRST, PM_SECOND];
const INCLUDES: &[&str] = &["boards", "coverage", "teams", "tournaments", "changelog"];

/// What a book answers for: `lines` and `parlays` for the line books, `props` for the
/// ones on the props board.
fn supports(v: usize) -> Vec<&'static str> {
    let mut out = Vec::new();
    if LINE_BOOKS.contains(&v) {
        out.extend(["lines", "parlays"]);
    }
    if VENUES[v].on_board {
        out.push("props");
    }
    out
}

fn book(v: usize) -> Value {
    let markets: Vec<&str> = MARKETS
        .iter()
        .copied()
        .filter(|m| !(v == PM_FIRST && *m == "map_handicap"))
        .collect();
    json!({"key": VENUES[v].key, "display_name": VENUES[v].display, "type": VENUES[v].kind.as_str(),
        "kind": VENUES[v].kind.as_str(), "supports": supports(v), "markets": markets,
        "sports": LINES_SPORTS})
}

/// `GET /v7/meta`.
pub(super) fn meta(c: &Ctx) -> Reply {
    let include: Vec<String> = match c.get("include") {
        None => Vec::new(),
        Some(raw) => raw
            .split(',')
            .map(|s| s.trim().to_ascii_lowercase())
            .filter(|s| !s.is_empty())
            .map(|s| {
                if INCLUDES.contains(&s.as_str()) {
                    Ok(s)
                } else {
                    Err(ApiError::invalid(format!(
                        "include must be among {}, got '{s}'",
                        INCLUDES.join(", ")
                    )))
                }
            })
            .collect::<Result<_, _>>()?,
    };
    let books: Vec<Value> = LINE_BOOKS.iter().map(|&v| book(v)).collect();
    let prop_books: Vec<Value> = (0..VENUES.len())
        .filter(|&v| VENUES[v].on_board && !LINE_BOOKS.contains(&v))
        .map(|v| {
            json!({"key": VENUES[v].key, "display_name": VENUES[v].display,
                "kind": VENUES[v].kind.as_str(), "supports": supports(v)})
        })
        .collect();
    let mut sports: Vec<Value> = ALL_SPORTS
        .iter()
        .map(|s| {
            json!({"slug": s, "lines": LINES_SPORTS.contains(s), "live": LIVE_SPORTS.contains(s),
                "defense_vs_role": DVR_SPORTS.contains(s)})
        })
        .collect();
    // The sports the vendor lists beyond the interface's (apex): listed; served on the
    // matches and live games lists only (settled point 16), with no board.
    sports.extend(VENDOR_ONLY_SPORTS.iter().map(|s| {
        json!({"slug": s, "lines": false, "live": false, "defense_vs_role": false,
            "board": false})
    }));
    let mut prop_markets = serde_json::Map::new();
    for s in ALL_SPORTS {
        if let Some(d) = c.world.sport(s) {
            let m: Vec<String> = d.info.markets.iter().map(|m| m.stat_type(d.info)).collect();
            prop_markets.insert((*s).to_string(), json!(m));
        }
    }
    let route_rows: Vec<Value> = routes::ALL
        .iter()
        .map(|r| {
            json!({"name": r.name, "path": r.template, "plan": routes::access_label(r),
                "sports": r.sports})
        })
        .collect();
    let mut out = json!({
        "source": SOURCE, "total_books": books.len(), "books": books, "prop_books": prop_books,
        "sports": sports, "markets": {"lines": MARKETS, "props": prop_markets},
        "routes": route_rows, "plan": c.plan.name().to_ascii_lowercase(),
    });
    for inc in &include {
        out[inc.as_str()] = section(c, inc);
    }
    super::common::json(&out)
}

/// One `include=` section, per sport.
fn section(c: &Ctx, name: &str) -> Value {
    if name == "changelog" {
        // The simulator's own record of what it added beyond the interface.
        return json!([
            {"version": "v7", "change": "read routes /v7/{sport}/matches, props, lines, live, players, teams, history, results (sport may be all)"},
            {"version": "v7", "change": "/v7/meta lists sports, books with kind and supports, markets, routes and the caller's plan"},
        ]);
    }
    let mut out = serde_json::Map::new();
    for s in ALL_SPORTS {
        let Some(d) = c.world.sport(s) else { continue };
        let v = match name {
            "boards" => {
                let mut keys: Vec<&str> = Vec::new();
                for p in &d.props {
                    if VENUES[p.venue].on_board && !keys.contains(&VENUES[p.venue].key) {
                        keys.push(VENUES[p.venue].key);
                    }
                }
                let lines: Vec<&str> = if LINES_SPORTS.contains(s) {
                    LINE_BOOKS.iter().map(|&v| VENUES[v].key).collect()
                } else {
                    Vec::new()
                };
                json!({"props": keys, "lines": lines})
            }
            "coverage" => {
                let count = |st: Status| d.matches.iter().filter(|m| m.status == st).count();
                let dfs = d
                    .props
                    .iter()
                    .filter(|p| VENUES[p.venue].kind == VenueKind::Dfs)
                    .count();
                json!({"matches_live": count(Status::Live), "matches_upcoming": count(Status::Upcoming),
                    "matches_finished": count(Status::Finished), "props": d.props.len(), "dfs_props": dfs,
                    "teams": d.teams.len(), "players": d.players.len()})
            }
            "teams" => {
                let t: Vec<Value> = d
                    .teams
                    .iter()
                    .map(|t| json!({"team_id": t.id, "name": t.name}))
                    .collect();
                json!(t)
            }
            _ => {
                let mut t: Vec<&str> = d.matches.iter().map(|m| m.tournament).collect();
                t.sort_unstable();
                t.dedup();
                json!(t)
            }
        };
        out.insert((*s).to_string(), v);
    }
    Value::Object(out)
}
