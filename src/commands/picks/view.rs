//! The picks tables: one row per pick, or per slip leg with `--best-slips`.

use serde_json::{Map, Value, json};

use crate::output::{Column, Format, Kind, View};

use super::PICK_KEYS;

/// The view: the envelope for JSON; picks (or, with --best-slips, slip legs) as rows.
#[must_use]
pub fn picks_view(envelope: Value, format: Format, slips: bool) -> View {
    let slip = envelope.get("slip").cloned().unwrap_or(Value::Null);
    let note = format!(
        "{} picks ({} slip, {} legs, break-even {} at {}x; de-vig {}, model {}; fair = the sportsbook)",
        envelope.get("total").and_then(Value::as_u64).unwrap_or(0),
        slip.get("name").and_then(Value::as_str).unwrap_or(""),
        slip.get("legs")
            .map_or_else(String::new, crate::output::view::scalar_text),
        slip.get("breakeven")
            .map_or_else(String::new, crate::output::view::scalar_text),
        slip.get("payout")
            .map_or_else(String::new, crate::output::view::scalar_text),
        envelope.get("devig").and_then(Value::as_str).unwrap_or(""),
        envelope.get("model").and_then(Value::as_str).unwrap_or(""),
    );
    if slips {
        return slips_view(envelope, format, note);
    }
    let columns = if format == Format::Table {
        vec![
            Column::path("PLAYER", "player_name").rank(0),
            Column::path("STAT", "stat_type").rank(0),
            Column::path("APP", "app").rank(0),
            Column::path("SIDE", "side").rank(0),
            Column::path("LINE", "line").kind(Kind::Line).rank(0),
            Column::path("BOOK LINE", "book_line")
                .kind(Kind::Line)
                .rank(2),
            Column::path("OVER", "book_over_american")
                .kind(Kind::American)
                .rank(3),
            Column::path("UNDER", "book_under_american")
                .kind(Kind::American)
                .rank(3),
            Column::path("P(WIN)", "p_win").kind(Kind::Prob).rank(0),
            Column::path("P(PUSH)", "p_push").kind(Kind::Prob).rank(4),
            Column::path("BE", "breakeven").kind(Kind::Prob).rank(2),
            Column::path("EDGE PTS", "edge_pts")
                .kind(Kind::Num(2))
                .rank(1),
            Column::path("START", "event_time").kind(Kind::Time).rank(5),
        ]
    } else {
        PICK_KEYS.iter().map(|k| Column::path(k, k)).collect()
    };
    View::new(envelope, Some("picks"), columns)
        .note(note)
        .empty_message("no picks: no DFS line has a sportsbook over/under pair to price it (or none passes --min-edge)")
}

const SLIP_KEYS: [&str; 12] = [
    "slip",
    "app",
    "payout",
    "p_all",
    "slip_ev_pct",
    "player_name",
    "stat_type",
    "event_id",
    "line",
    "side",
    "p_win",
    "edge_pts",
];

fn slips_view(envelope: Value, format: Format, note: String) -> View {
    let mut rows = Vec::new();
    for (si, slip) in envelope
        .get("slips")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .enumerate()
    {
        for (li, leg) in slip
            .get("legs")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .enumerate()
        {
            let first = li == 0 || format != Format::Table;
            let head = |k: &str| {
                if first {
                    slip.get(k).cloned().unwrap_or(Value::Null)
                } else {
                    Value::Null
                }
            };
            let mut row = Map::new();
            row.insert(
                "slip".into(),
                if first { json!(si + 1) } else { Value::Null },
            );
            for k in ["app", "payout", "p_all", "slip_ev_pct"] {
                row.insert(k.into(), head(k));
            }
            for k in [
                "player_name",
                "stat_type",
                "event_id",
                "line",
                "side",
                "p_win",
                "edge_pts",
            ] {
                row.insert(k.into(), leg.get(k).cloned().unwrap_or(Value::Null));
            }
            rows.push(Value::Object(row));
        }
    }
    if format == Format::Ndjson {
        let mut view = View::new(
            Value::Array(rows),
            None,
            SLIP_KEYS.iter().map(|k| Column::path(k, k)).collect(),
        );
        view.rows = crate::output::view::Rows::Root;
        return view;
    }
    let columns = if format == Format::Table {
        vec![
            Column::path("#", "slip").kind(Kind::Line).rank(0),
            Column::path("APP", "app").rank(1),
            Column::path("PAYOUT", "payout").kind(Kind::Num(2)).rank(2),
            Column::path("EV", "slip_ev_pct")
                .kind(Kind::SignedPct)
                .rank(0),
            Column::path("PLAYER", "player_name").rank(0),
            Column::path("STAT", "stat_type").rank(0),
            Column::path("SIDE", "side").rank(0),
            Column::path("LINE", "line").kind(Kind::Line).rank(0),
            Column::path("P(WIN)", "p_win").kind(Kind::Prob).rank(1),
            Column::path("EDGE PTS", "edge_pts")
                .kind(Kind::Num(2))
                .rank(1),
        ]
    } else {
        SLIP_KEYS.iter().map(|k| Column::path(k, k)).collect()
    };
    View::derived(envelope, rows, "slips", columns)
        .note(note)
        .empty_message("no slips: not enough priced picks from different events on one venue")
}
