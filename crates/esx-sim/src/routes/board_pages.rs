//! The real service's paging of the props board (`/props`, `/player-props`): only when
//! `limit` is given (≤ 500; without it the whole board, as the interface says), with
//! `offset`, `slim`, the envelope `returned`/`offset`/`limit`/`has_more`/`board`/`books[]`
//! and `fetched_at` or `generated_at`, and `include_props=false` for the counts alone.

use serde_json::{Value, json};

use super::common::{Ctx, Reply};
use crate::data::iso;
use crate::data::sports::VENUES;

/// Each board book's row count in `rows` (the interface's rows name the book by
/// `sportsbook_name`), every board venue listed so a zero says so.
fn book_counts(rows: &[Value]) -> Vec<Value> {
    VENUES
        .iter()
        .filter(|v| v.on_board)
        .map(|v| {
            let n = rows
                .iter()
                .filter(|r| r["sportsbook_name"].as_str() == Some(v.key))
                .count();
            json!({"book": v.key, "prop_count": n,
                "note": (n == 0).then_some("no props listed for this sport")})
        })
        .collect()
}

/// Whether the request pages or asks for counts (else the board is served as the
/// interface shows it, serialized straight from its model).
pub(super) fn wanted(c: &Ctx) -> bool {
    c.get("limit").is_some() || c.get("include_props").is_some()
}

/// Wraps a board answer `v` (rows under `props`, and `groups` for `/player-props`) in the
/// service's envelope when the request pages or asks for counts; else returns it as is.
/// `stamp` is `fetched_at` (`/props`) or `generated_at` (`/player-props`).
pub(super) fn envelope(c: &Ctx, mut v: Value, board: &str, stamp: &str) -> Reply {
    let paging = c.get("limit").is_some();
    let with_props = c.boolean("include_props", true)?;
    let slim = c.boolean("slim", false)?;
    if !paging && with_props {
        return super::common::json(&v);
    }
    let (limit, offset) = c.page(50, 500)?;
    let rows = v["props"].as_array().cloned().unwrap_or_default();
    v["books"] = json!(book_counts(&rows));
    v["board"] = json!(board);
    v[stamp] = json!(iso(c.world.now));
    if !with_props {
        if let Some(o) = v.as_object_mut() {
            o.remove("props");
            o.remove("groups");
        }
        return super::common::json(&v);
    }
    // `/player-props` pages its groups unless `view=rows`; `/props` its rows.
    let grouped = v.get("groups").is_some();
    let view = c.choice("view", &["groups", "rows", "both"], "groups")?;
    let main = if grouped && view != "rows" {
        "groups"
    } else {
        "props"
    };
    let total = v[main].as_array().map_or(0, Vec::len);
    for key in ["props", "groups"] {
        if let Some(arr) = v.get_mut(key).and_then(Value::as_array_mut) {
            let page: Vec<Value> = arr
                .drain(..)
                .skip(offset)
                .take(limit)
                .map(|mut r| {
                    if slim && let Some(o) = r.as_object_mut() {
                        o.remove("links");
                    }
                    r
                })
                .collect();
            *arr = page;
        }
    }
    if grouped
        && view == "groups"
        && let Some(o) = v.as_object_mut()
    {
        o.remove("props");
    }
    if grouped
        && view == "rows"
        && let Some(o) = v.as_object_mut()
    {
        o.remove("groups");
    }
    let returned = v[main].as_array().map_or(0, Vec::len);
    v["returned"] = json!(returned);
    v["offset"] = json!(offset);
    v["limit"] = json!(limit);
    v["has_more"] = json!(offset + returned < total);
    if grouped {
        v["available"] = json!(total > 0);
        if total == 0 {
            let (reason, hint) = why_empty(c, board, rows.is_empty());
            v["reason"] = json!(reason);
            v["hint"] = json!(hint);
        }
    }
    super::common::json(&v)
}

/// Why an empty group page is empty: no sportsbook lists player props for the sport
/// (the main board asked unfiltered and found no row), the filters matched nothing, or
/// no book lists props now. Returns `(reason, hint)`.
fn why_empty(c: &Ctx, board: &str, no_rows: bool) -> (&'static str, &'static str) {
    let filtered = [
        "player",
        "market",
        "market_contains",
        "book",
        "player_id",
        "event_id",
    ]
    .iter()
    .any(|k| c.get(k).is_some());
    let no_book = board == "main" && no_rows && !filtered;
    if no_book {
        (
            "no_sportsbook_lists_player_props",
            "no sportsbook lists player props for this sport: use board=all",
        )
    } else if filtered {
        (
            "no_props_match_filters",
            "loosen the player, market or book filter",
        )
    } else {
        (
            "no_props_listed",
            "no book lists props for this sport now: try later or another sport",
        )
    }
}
