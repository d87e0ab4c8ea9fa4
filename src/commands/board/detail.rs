//! The text of a row's detail (Enter): the arithmetic a pick, an arb or a gap carries in
//! its own fields, or the steps `lines --explain` printed for a market.

use serde::Deserialize;
use serde_json::Value;

use super::tabs::{Cell, Tab, text};
use crate::board_rows::BoardRow;

/// A field that is there, `null` included (serde reads a `null` `Option` as `None`).
fn present<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Value>, D::Error> {
    Value::deserialize(d).map(Some)
}

/// `1/d` of an arb leg's net price (`None` unless a positive number).
fn inverse(leg: &BoardRow) -> Option<f64> {
    leg.net_decimal
        .as_ref()
        .and_then(Value::as_f64)
        .filter(|d| *d > 0.0)
        .map(|d| 1.0 / d)
}

/// A field's text as a person reads it (empty when absent).
fn f(v: Option<&Value>) -> String {
    v.map(text).unwrap_or_default()
}

/// One line of `lines --explain --format ndjson`: a step, its source and its detail,
/// under a market (`null` when absent).
#[derive(Deserialize, Default)]
#[serde(default)]
struct ExplainLine {
    /// `Some(Null)` for a served `"market": null` (an empty heading), `None` when absent.
    #[serde(deserialize_with = "present")]
    market: Option<Value>,
    source: Option<Value>,
    step: Value,
    detail: Value,
}

/// A pick's working: the book's pair de-vigged, p_win at the DFS line, break-even, edge.
fn pick_lines(r: &BoardRow, out: &mut Vec<String>) {
    let n = |v: &Option<Value>| v.as_ref().and_then(Value::as_f64);
    out.push(format!(
        "{} · {} {} {} on {} · book {} at {} (over {} / under {})",
        f(r.player_name.as_ref()),
        f(r.stat_type.as_ref()),
        f(r.side.as_ref()),
        f(r.line.as_ref()),
        f(r.app.as_ref()),
        f(r.book.as_ref()),
        f(r.book_line.as_ref()),
        f(r.book_over_american.as_ref()),
        f(r.book_under_american.as_ref()),
    ));
    out.push(format!(
        "1. de-vig the book's pair: p_over({}) = {}",
        f(r.book_line.as_ref()),
        f(r.p_over_book_line.as_ref())
    ));
    out.push(format!(
        "2. at the DFS line {}: p_win = {}{}",
        f(r.line.as_ref()),
        f(r.p_win.as_ref()),
        match n(&r.p_push) {
            Some(p) => format!(", p_push = {p}"),
            None => String::new(),
        }
    ));
    out.push(format!(
        "3. break-even per leg = payout^(-1/legs) = {}",
        f(r.breakeven.as_ref())
    ));
    if let (Some(p), Some(be)) = (n(&r.p_win), n(&r.breakeven)) {
        out.push(format!(
            "4. edge = 100 × (p_win − breakeven) = 100 × ({p} − {be}) = {:+.4} pts (served {})",
            100.0 * (p - be),
            f(r.edge_pts.as_ref())
        ));
    }
}

/// An arb's working: each leg's 1/d and stake, their sum S and the profit.
fn arb_lines(row: &BoardRow, legs: &[&BoardRow], out: &mut Vec<String>) {
    let s: f64 = legs.iter().filter_map(|l| inverse(l)).sum();
    out.push(format!(
        "{} · {}",
        Cell::Matchup(|r| r.home_team.as_ref(), |r| r.away_team.as_ref()).render(
            row,
            &jiff::tz::TimeZone::UTC,
            None
        ),
        Cell::Market.render(row, &jiff::tz::TimeZone::UTC, None)
    ));
    for leg in legs {
        out.push(format!(
            "  {} at {}: net {} → 1/d = {:.6}, stake {}, pays {}",
            f(leg.outcome.as_ref()),
            f(leg.source.as_ref()),
            f(leg.net_decimal.as_ref()),
            inverse(leg).unwrap_or(0.0),
            f(leg.stake.as_ref()),
            f(leg.payout.as_ref()),
        ));
    }
    if s > 0.0 {
        out.push(format!(
            "S = Σ 1/d = {s:.6} (< 1 is an arb); profit = 100 × (1/S − 1) = {:+.4}% before rounding (served {}%)",
            100.0 * (1.0 / s - 1.0),
            f(row.profit_pct.as_ref())
        ));
        out.push(
            "stake_i = T × (1/d_i) / S, each leg paying T / S (rounded stakes shown)".to_string(),
        );
    }
}

/// The detail of a row that carries its own arithmetic (picks, arbs, gaps, flow): the
/// formula with the row's numbers, then every field of the row as served.
#[must_use]
pub(super) fn local_detail(
    tab: Tab,
    served: &Value,
    r: &BoardRow,
    legs: &[&BoardRow],
) -> Vec<String> {
    let mut out = Vec::new();
    match tab {
        Tab::Picks => pick_lines(r, &mut out),
        Tab::Arbs => arb_lines(r, legs, &mut out),
        Tab::Gaps => {
            out.push(format!(
                "{} ({}) vs {} · {}: lines from {} to {}, gap {}",
                f(r.player_name.as_ref()),
                f(r.team.as_ref()),
                f(r.opponent.as_ref()),
                f(r.market.as_ref()),
                f(r.line_min.as_ref()),
                f(r.line_max.as_ref()),
                f(r.line_gap.as_ref())
            ));
            for b in f(r.books.as_ref()).split(';').filter(|s| !s.is_empty()) {
                out.push(format!("  {}", b.replacen(':', "  ", 1)));
            }
        }
        Tab::Edges | Tab::Flow | Tab::Live | Tab::Bets => {}
    }
    if !out.is_empty() {
        out.push(String::new());
    }
    // Then every field as served, in the served order.
    if let Some(obj) = served.as_object() {
        out.extend(obj.iter().map(|(k, v)| format!("{k}: {}", text(v))));
    }
    out
}

/// The text of `lines --explain` NDJSON steps (`step [source]: detail`), or the output as
/// it came for any other detail command.
#[must_use]
pub(super) fn detail_text(stdout: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut heading = None;
    for line in stdout.lines() {
        // A JSON object reads as a step (its missing fields empty); anything else, as
        // it came.
        let Ok(v @ Value::Object(_)) = serde_json::from_str::<Value>(line) else {
            out.push(line.to_string());
            continue;
        };
        let v = ExplainLine::deserialize(&v).unwrap_or_default();
        let market = v.market.as_ref().map(text);
        if market.is_some() && market != heading {
            out.push(market.clone().unwrap_or_default());
            heading = market;
        }
        let source = v.source.as_ref().map(text).filter(|s| !s.is_empty());
        out.push(format!(
            "{}{}: {}",
            text(&v.step),
            source.map(|s| format!(" [{s}]")).unwrap_or_default(),
            text(&v.detail)
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A heading per market (a served `null` market is an empty heading), the source in
    /// brackets, missing fields empty, and a line that is not a JSON object as it came.
    #[test]
    fn explain_lines_read_as_steps_under_their_market() {
        let out = detail_text(concat!(
            "{\"market\":\"match_winner\",\"step\":\"devig\",\"source\":\"sharpbook\",\"detail\":\"p = 0.52\"}\n",
            "{\"market\":\"match_winner\",\"step\":\"weight\",\"source\":\"\",\"detail\":1.5}\n",
            "{\"market\":null,\"step\":\"total\"}\n",
            "not json\n",
            "[1,2]\n",
        ));
        assert_eq!(
            out,
            [
                "match_winner",
                "devig [sharpbook]: p = 0.52",
                "weight: 1.5",
                "",
                "total: ",
                "not json",
                "[1,2]",
            ]
        );
    }
}
