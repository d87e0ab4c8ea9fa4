//! The text of a row's detail (Enter): the arithmetic a pick, an arb or a gap carries in
//! its own fields, or the steps `lines --explain` printed for a market.

use serde::Deserialize;
use serde_json::Value;

use super::tabs::{Cell, Tab, text};

/// An arb leg as `esx arbs --format ndjson` prints it: the fields its detail shows, as
/// served (`null` when absent).
#[derive(Deserialize, Default)]
#[serde(default)]
struct Leg {
    outcome: Value,
    source: Value,
    net_decimal: Value,
    stake: Value,
    payout: Value,
}

/// A field that is there, `null` included (serde reads a `null` `Option` as `None`).
fn present<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Value>, D::Error> {
    Value::deserialize(d).map(Some)
}

impl Leg {
    /// `1/d` of the leg's net price (`None` unless a positive number).
    fn inverse(&self) -> Option<f64> {
        self.net_decimal
            .as_f64()
            .filter(|d| *d > 0.0)
            .map(|d| 1.0 / d)
    }
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
fn pick_lines(row: &Value, out: &mut Vec<String>) {
    let f = |k: &str| row.get(k).map(text).unwrap_or_default();
    let n = |k: &str| row.get(k).and_then(Value::as_f64);
    out.push(format!(
        "{} · {} {} {} on {} · book {} at {} (over {} / under {})",
        f("player_name"),
        f("stat_type"),
        f("side"),
        f("line"),
        f("app"),
        f("book"),
        f("book_line"),
        f("book_over_american"),
        f("book_under_american"),
    ));
    out.push(format!(
        "1. de-vig the book's pair: p_over({}) = {}",
        f("book_line"),
        f("p_over_book_line")
    ));
    out.push(format!(
        "2. at the DFS line {}: p_win = {}{}",
        f("line"),
        f("p_win"),
        match n("p_push") {
            Some(p) => format!(", p_push = {p}"),
            None => String::new(),
        }
    ));
    out.push(format!(
        "3. break-even per leg = payout^(-1/legs) = {}",
        f("breakeven")
    ));
    if let (Some(p), Some(be)) = (n("p_win"), n("breakeven")) {
        out.push(format!(
            "4. edge = 100 × (p_win − breakeven) = 100 × ({p} − {be}) = {:+.4} pts (served {})",
            100.0 * (p - be),
            f("edge_pts")
        ));
    }
}

/// An arb's working: each leg's 1/d and stake, their sum S and the profit.
fn arb_lines(row: &Value, legs: &[&Value], out: &mut Vec<String>) {
    let f = |k: &str| row.get(k).map(text).unwrap_or_default();
    // A leg that is not an object reads as all `null` (no price, no line of sums).
    let legs: Vec<Leg> = legs
        .iter()
        .map(|l| Leg::deserialize(*l).unwrap_or_default())
        .collect();
    let s: f64 = legs.iter().filter_map(Leg::inverse).sum();
    out.push(format!(
        "{} · {}",
        Cell::Matchup("home_team", "away_team").render(row, &jiff::tz::TimeZone::UTC),
        Cell::Market.render(row, &jiff::tz::TimeZone::UTC)
    ));
    for leg in &legs {
        out.push(format!(
            "  {} at {}: net {} → 1/d = {:.6}, stake {}, pays {}",
            text(&leg.outcome),
            text(&leg.source),
            text(&leg.net_decimal),
            leg.inverse().unwrap_or(0.0),
            text(&leg.stake),
            text(&leg.payout),
        ));
    }
    if s > 0.0 {
        out.push(format!(
            "S = Σ 1/d = {s:.6} (< 1 is an arb); profit = 100 × (1/S − 1) = {:+.4}% before rounding (served {}%)",
            100.0 * (1.0 / s - 1.0),
            f("profit_pct")
        ));
        out.push(
            "stake_i = T × (1/d_i) / S, each leg paying T / S (rounded stakes shown)".to_string(),
        );
    }
}

/// The detail of a row that carries its own arithmetic (picks, arbs, gaps, flow): the
/// formula with the row's numbers, then every field as served.
#[must_use]
pub fn local_detail(tab: Tab, row: &Value, legs: &[&Value]) -> Vec<String> {
    let f = |k: &str| row.get(k).map(text).unwrap_or_default();
    let mut out = Vec::new();
    match tab {
        Tab::Picks => pick_lines(row, &mut out),
        Tab::Arbs => arb_lines(row, legs, &mut out),
        Tab::Gaps => {
            out.push(format!(
                "{} ({}) vs {} · {}: lines from {} to {}, gap {}",
                f("player_name"),
                f("team"),
                f("opponent"),
                f("market"),
                f("line_min"),
                f("line_max"),
                f("line_gap")
            ));
            for b in f("books").split(';').filter(|s| !s.is_empty()) {
                out.push(format!("  {}", b.replacen(':', "  ", 1)));
            }
        }
        Tab::Edges | Tab::Flow | Tab::Live => {}
    }
    if !out.is_empty() {
        out.push(String::new());
    }
    if let Some(obj) = row.as_object() {
        out.extend(obj.iter().map(|(k, v)| format!("{k}: {}", text(v))));
    }
    out
}

/// The text of `lines --explain` NDJSON steps (`step [source]: detail`), or the output as
/// it came for any other detail command.
#[must_use]
pub fn detail_text(stdout: &str) -> Vec<String> {
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
