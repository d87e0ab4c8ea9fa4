//! What `backtest` prints: the figures of a summary as JSON fields (each score with its
//! clustered `_se` and `_ci95` beside it), the table's columns and rows, and a
//! `--compare` block.

use std::fmt::Write as _;

use esx_odds::backtest::{Estimate, Paired, Summary};
use serde_json::{Map, Value, json};

use crate::output::view::Tier;
use crate::output::{Column, Kind};

/// Under this many distinct outcomes a backtest says its sample is small (settled
/// point 11): a 95 % interval on a hit rate near ½ is then wider than ±5.7 points.
pub(super) const SMALL_SAMPLE: u64 = 300;

/// The table's columns by tier (settled point 6): the segment is identity; n, what was
/// predicted and what was observed are what a reader acts on; the scores after them
/// are context, the less read dropping first at a narrow width.
pub(super) fn columns() -> Vec<Column> {
    let context = |c: Column, rank: u8| c.rank(rank).in_tier(Tier::Context);
    vec![
        Column::path("SEGMENT", "segment").in_tier(Tier::Identity),
        Column::path("N", "n_picks")
            .kind(Kind::Num(0))
            .in_tier(Tier::ActOn),
        context(Column::path("DISTINCT", "n_distinct").kind(Kind::Num(0)), 4),
        Column::path("HIT", "hit_rate")
            .kind(Kind::Num(3))
            .in_tier(Tier::ActOn),
        context(Column::path("±SE", "hit_rate_se").kind(Kind::Num(3)), 3),
        Column::path("PREDICTED", "mean_predicted")
            .kind(Kind::Num(3))
            .in_tier(Tier::ActOn),
        context(Column::path("BRIER", "brier").kind(Kind::Num(4)), 2),
        context(Column::path("LOG LOSS", "log_loss").kind(Kind::Num(4)), 2),
        context(Column::path("ROI %", "roi_pct").kind(Kind::Num(2)), 1),
        context(Column::path("±SE", "roi_pct_se").kind(Kind::Num(2)), 3),
        context(Column::path("CLV %", "mean_clv_pct").kind(Kind::Num(2)), 2),
        context(
            Column::path("MAX DD %", "max_drawdown_pct").kind(Kind::Num(2)),
            1,
        ),
    ]
}

pub(super) fn table_row(segment: &str, s: &Summary) -> Value {
    let mut v = summary_json(s);
    if let Value::Object(o) = &mut v {
        o.remove("calibration");
        o.insert("segment".into(), segment.into());
    }
    v
}

/// A score as `name`, `name_se` and `name_ci95` (null where there is nothing to say:
/// no rows, or one event).
pub(super) fn estimate(o: &mut Map<String, Value>, name: &str, e: Option<&Estimate>) {
    o.insert(name.into(), json!(e.map(|e| e.value)));
    o.insert(format!("{name}_se"), json!(e.and_then(|e| e.se)));
    o.insert(format!("{name}_ci95"), json!(e.and_then(|e| e.ci95)));
}

pub(super) fn summary_json(s: &Summary) -> Value {
    let mut o = Map::new();
    o.insert("count".into(), s.count.into());
    o.insert("n_picks".into(), s.count.into());
    o.insert("graded".into(), s.graded.into());
    o.insert("pushes".into(), s.pushes.into());
    o.insert("n_distinct".into(), s.n_distinct.into());
    o.insert("n_events".into(), s.n_events.into());
    o.insert("small_sample".into(), (s.n_distinct < SMALL_SAMPLE).into());
    estimate(&mut o, "hit_rate", s.hit_rate.as_ref());
    o.insert("mean_predicted".into(), json!(s.mean_predicted));
    estimate(&mut o, "brier", s.brier.as_ref());
    estimate(&mut o, "log_loss", s.log_loss.as_ref());
    // A figure over zero graded rows is no number (settled: "the loop explains itself").
    let any = s.count > 0;
    o.insert("profit".into(), json!(any.then_some(s.profit)));
    estimate(&mut o, "roi_pct", s.roi_pct.as_ref());
    o.insert("mean_clv_pct".into(), json!(s.mean_clv_pct));
    o.insert("bankroll".into(), json!(s.bankroll));
    o.insert("max_drawdown".into(), json!(any.then_some(s.max_drawdown)));
    o.insert(
        "max_drawdown_pct".into(),
        json!(any.then_some(s.max_drawdown_pct)),
    );
    o.insert("calibration".into(), json!(s.calibration));
    Value::Object(o)
}

/// The `compare` block: what was set against what, over how many outcomes, and each
/// score's paired difference (`a − b`; lower is better for both scores).
pub(super) fn compare_json(
    what: &str,
    names: [&str; 2],
    n: [u64; 2],
    brier: Option<&Paired>,
    log_loss: Option<&Paired>,
) -> Value {
    json!({
        "what": what,
        "a": names[0],
        "b": names[1],
        "n_distinct": n[0],
        "n_events": n[1],
        "brier": brier,
        "log_loss": log_loss,
    })
}

/// The compare block as the lines under the table.
pub(super) fn compare_lines(names: [&str; 2], scores: [(&str, Option<&Paired>); 2]) -> String {
    let mut out = String::new();
    for (score, p) in scores {
        let Some(p) = p else {
            let _ = writeln!(
                out,
                "{score}: nothing both {} and {} priced",
                names[0], names[1]
            );
            continue;
        };
        let se =
            p.se.map_or_else(|| "n/a (one event)".to_string(), |s| format!("{s:.5}"));
        let verdict = if p.distinguishable {
            "distinguishable"
        } else {
            "not distinguishable (the 95 % interval holds 0)"
        };
        let _ = writeln!(
            out,
            "{score}: {} {:.5} vs {} {:.5}, difference {:+.5} ± {se}: {verdict}",
            names[0], p.a, names[1], p.b, p.diff
        );
    }
    out
}

/// The line under the table: what was graded and what was left, and why.
pub(super) fn note(what: &str, all: &Summary, left: super::graders::Left) -> String {
    format!(
        "{what} graded {} (pushes {}), {} distinct outcomes in {} events, ungraded {}{}, void {}; ROI on 1 unit each, scores over distinct outcomes without pushes, ±SE clustered by event",
        all.count,
        all.pushes,
        all.n_distinct,
        all.n_events,
        left.ungraded,
        why_ungraded(what, left),
        left.voids
    )
}

/// Why rows are ungraded (settled: "the loop explains itself"): not finished because
/// not started (and when the first starts), started without a stored result (`esx grade`
/// stores results once a match ends), a bet not settled yet.
fn why_ungraded(what: &str, left: super::graders::Left) -> String {
    if left.ungraded == 0 {
        return String::new();
    }
    if what == "bets" {
        return " (not settled yet: `esx grade` settles a bet once its match has a result)"
            .to_string();
    }
    let started = left.ungraded - left.upcoming;
    let mut parts = Vec::new();
    if left.upcoming > 0 {
        let first = left.next_start.map_or_else(String::new, |t| {
            format!(": the first starts at {}", t.strftime("%Y-%m-%d %H:%M UTC"))
        });
        parts.push(format!("{} not finished yet{first}", left.upcoming));
    }
    if started > 0 {
        parts.push(format!(
            "{started} started without a result stored (`esx grade` stores it once the match ends)"
        ));
    }
    format!(" ({})", parts.join("; "))
}

/// The warnings printed after the table: the small-sample line under [`SMALL_SAMPLE`]
/// distinct outcomes, and the day of ruin if the bankroll reached 0.
pub(super) fn warnings(all: &Summary, ruin: Option<&str>) -> String {
    let mut out = String::new();
    if all.n_distinct < SMALL_SAMPLE {
        let _ = writeln!(
            out,
            "small sample: {} distinct outcomes (under {SMALL_SAMPLE}): read the intervals, not the point figures",
            all.n_distinct
        );
    }
    if let Some(at) = ruin {
        let _ = writeln!(
            out,
            "ruin on {at}: the {}-unit bankroll reached 0 (drawdown 100 %)",
            all.bankroll
        );
    }
    out
}
