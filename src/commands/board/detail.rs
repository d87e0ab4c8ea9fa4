//! The text of a row's detail (Enter): the arithmetic a pick, an arb or a gap carries in
//! its own fields, or the steps `lines --explain` printed for a market.

use serde_json::Value;

use super::tabs::{Cell, Tab, text};

/// The detail of a row that carries its own arithmetic (picks, arbs, gaps, flow): the
/// formula with the row's numbers, then every field as served.
#[must_use]
pub fn local_detail(tab: Tab, row: &Value, legs: &[&Value]) -> Vec<String> {
    let f = |k: &str| row.get(k).map(text).unwrap_or_default();
    let n = |k: &str| row.get(k).and_then(Value::as_f64);
    let mut out = Vec::new();
    match tab {
        Tab::Picks => {
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
        Tab::Arbs => {
            let inverse: Vec<f64> = legs
                .iter()
                .filter_map(|l| l.get("net_decimal").and_then(Value::as_f64))
                .filter(|d| *d > 0.0)
                .map(|d| 1.0 / d)
                .collect();
            let s: f64 = inverse.iter().sum();
            out.push(format!(
                "{} · {}",
                Cell::Matchup("home_team", "away_team").render(row, &jiff::tz::TimeZone::UTC),
                Cell::Market.render(row, &jiff::tz::TimeZone::UTC)
            ));
            for leg in legs {
                out.push(format!(
                    "  {} at {}: net {} → 1/d = {:.6}, stake {}, pays {}",
                    text(leg.get("outcome").unwrap_or(&Value::Null)),
                    text(leg.get("source").unwrap_or(&Value::Null)),
                    text(leg.get("net_decimal").unwrap_or(&Value::Null)),
                    leg.get("net_decimal")
                        .and_then(Value::as_f64)
                        .filter(|d| *d > 0.0)
                        .map_or(0.0, |d| 1.0 / d),
                    text(leg.get("stake").unwrap_or(&Value::Null)),
                    text(leg.get("payout").unwrap_or(&Value::Null)),
                ));
            }
            if s > 0.0 {
                out.push(format!(
                    "S = Σ 1/d = {s:.6} (< 1 is an arb); profit = 100 × (1/S − 1) = {:+.4}% before rounding (served {}%)",
                    100.0 * (1.0 / s - 1.0),
                    f("profit_pct")
                ));
                out.push(
                    "stake_i = T × (1/d_i) / S, each leg paying T / S (rounded stakes shown)"
                        .to_string(),
                );
            }
        }
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
        let Ok(v) = serde_json::from_str::<Value>(line) else {
            out.push(line.to_string());
            continue;
        };
        let market = v.get("market").map(text);
        if market.is_some() && market != heading {
            out.push(market.clone().unwrap_or_default());
            heading = market;
        }
        let source = v.get("source").map(text).filter(|s| !s.is_empty());
        out.push(format!(
            "{}{}: {}",
            v.get("step").map(text).unwrap_or_default(),
            source.map(|s| format!(" [{s}]")).unwrap_or_default(),
            v.get("detail").map(text).unwrap_or_default()
        ));
    }
    out
}
