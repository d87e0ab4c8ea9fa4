//! `backtest --compare fair` run against a store: the lines tape's graded markets at
//! lead 60 m, `sharp`'s and `learned`'s weights walked forward (each day's from the rank
//! of the 30 days of events that started before that day: no look-ahead), and the
//! comparison as the JSON `compare` block and the lines under the table.

use std::collections::HashMap;
use std::fmt::Write as _;

use esx_odds::FairBasis;
use esx_odds::backtest::{Estimate, Paired};
use esx_store::{FairTapeQuery, PredictionQuery, RankQuery, RankRow};
use serde_json::{Map, Value, json};

use super::fair::{BasisFigures, FairCompare, REFERENCE, compare};
use super::report::{SMALL_SAMPLE, estimate};
use crate::context::Context;
use crate::fair_basis::{LEAD_MINUTES, ResolvedFair, resolve_with};
use crate::output::view::Tier;
use crate::output::{Column, Format, Kind, View};

/// The comparison of the store's tape (`q`'s sport and window, `--market`'s markets) as
/// its JSON block and the lines printed under the table.
pub(super) fn run(
    ctx: &Context,
    db: &crate::store::DbArg,
    q: &PredictionQuery,
    market: Option<&str>,
) -> anyhow::Result<(Value, String)> {
    let store = db.open_existing_in(ctx)?;
    let now = ctx.clock().now();
    let mut tape = store
        .fair_tape(&FairTapeQuery {
            sport: q.sport.clone(),
            since: q
                .since
                .clone()
                .unwrap_or_else(|| "1970-01-01T00:00:00.000Z".to_string()),
            until: q.until.clone().unwrap_or_else(|| crate::store::stamp(now)),
            lead_minutes: LEAD_MINUTES,
        })
        .map_err(crate::store::store_error)?;
    if let Some(want) = market {
        tape.retain(|m| m.market.eq_ignore_ascii_case(want.trim()));
    }
    // Time order, so the walk-forward reads each day's rank once.
    tape.sort_by(|a, b| (&a.starts_at, &a.event_id).cmp(&(&b.starts_at, &b.event_id)));
    let file = ctx.config();
    let profile = ctx.profile().to_string();
    let config = |key: &str| file.get(&profile, key).map(ToString::to_string);
    let fees = crate::bet_pricing::taker_fees(ctx)?;
    // (sport, day) → the rank of the 30 days of events before that day, and each basis
    // resolved on it once (`None`: that basis knows no venue that day).
    let mut days: HashMap<(String, String), Walked> = HashMap::new();
    let mut failed = None;
    let c = compare(&tape, &fees, &mut |basis, m| {
        let key = (m.sport.clone(), m.starts_at.get(..10)?.to_string());
        if !days.contains_key(&key) {
            match rank_before(&store, &key.0, &key.1) {
                Ok(rows) => {
                    let resolved =
                        |b| resolve_with(b, &key.0, || Ok(Some(rows.clone())), &config).ok();
                    let walked = Walked {
                        sharp: resolved(FairBasis::Sharp),
                        learned: resolved(FairBasis::Learned),
                    };
                    days.insert(key.clone(), walked);
                }
                Err(e) => {
                    failed.get_or_insert(e);
                    return None;
                }
            }
        }
        let walked = days.get(&key)?;
        let resolved = if basis == FairBasis::Sharp {
            walked.sharp.as_ref()
        } else {
            walked.learned.as_ref()
        };
        resolved?.venues(&m.market).filter(|w| !w.is_empty())
    });
    if let Some(e) = failed {
        return Err(e);
    }
    Ok((block(&c), lines(ctx, &c)?))
}

/// The rank (lead 60 m) of `sport`'s events that started in the 30 days before `day`.
fn rank_before(store: &esx_store::Store, sport: &str, day: &str) -> anyhow::Result<Vec<RankRow>> {
    let start: jiff::Timestamp = format!("{day}T00:00:00Z").parse()?;
    let until = start - jiff::SignedDuration::from_secs(1);
    let since = start - jiff::SignedDuration::from_hours(24 * 30);
    Ok(store
        .venues_rank(&RankQuery {
            sport: Some(sport.to_string()),
            since: crate::store::stamp(since),
            until: crate::store::stamp(until),
            leads: vec![LEAD_MINUTES],
        })
        .map_err(crate::store::store_error)?)
}

/// One day's `sharp` and `learned`, resolved as `--fair` resolves them (`fair.sharp.<sport>`
/// when the rank names no sharp venue); `None` when the basis knows no venue that day.
struct Walked {
    sharp: Option<ResolvedFair>,
    learned: Option<ResolvedFair>,
}

fn basis_json(b: &BasisFigures) -> Value {
    let mut o = Map::new();
    o.insert("basis".into(), b.basis.as_str().into());
    estimate(&mut o, "brier", b.brier.as_ref());
    estimate(&mut o, "log_loss", b.log_loss.as_ref());
    estimate(&mut o, "clv_pct", b.clv_pct.as_ref());
    estimate(&mut o, "roi_pct", b.roi_pct.as_ref());
    o.insert("n_bets".into(), b.n_bets.into());
    o.insert("fell_back".into(), b.fell_back.into());
    o.insert(
        "diff_vs_reference".into(),
        if b.brier_diff.is_none() && b.log_loss_diff.is_none() {
            Value::Null
        } else {
            json!({"brier": b.brier_diff, "log_loss": b.log_loss_diff})
        },
    );
    Value::Object(o)
}

/// The `compare` block (the model and dispersion blocks' shape, grown to many arms).
pub(super) fn block(c: &FairCompare) -> Value {
    json!({
        "what": "fair",
        "reference": REFERENCE.as_str(),
        "lead_minutes": LEAD_MINUTES,
        "n_predictions": c.n_predictions,
        "n_distinct": c.n_predictions,
        "n_events": c.n_events,
        "unpriced": c.unpriced,
        "small_sample": (c.n_predictions as u64) < SMALL_SAMPLE,
        "bases": c.bases.iter().map(basis_json).collect::<Vec<_>>(),
    })
}

/// A paired difference as one cell: `+0.0012±0.0005`, `*` when distinguishable.
fn diff_text(d: Option<&Paired>) -> Value {
    d.map_or(Value::Null, |d| {
        let se =
            d.se.map_or_else(|| "n/a".to_string(), |s| format!("{s:.4}"));
        let star = if d.distinguishable { " *" } else { "" };
        format!("{:+.4}±{se}{star}", d.diff).into()
    })
}

/// One basis as a table row.
fn row(b: &BasisFigures) -> Value {
    let v = |e: Option<&Estimate>| json!(e.map(|e| e.value));
    let se = |e: Option<&Estimate>| json!(e.and_then(|e| e.se));
    json!({
        "basis": b.basis.as_str(),
        "brier": v(b.brier.as_ref()),
        "brier_se": se(b.brier.as_ref()),
        "log_loss": v(b.log_loss.as_ref()),
        "log_loss_se": se(b.log_loss.as_ref()),
        "d_brier": diff_text(b.brier_diff.as_ref()),
        "d_log_loss": diff_text(b.log_loss_diff.as_ref()),
        "n_bets": b.n_bets,
        "roi_pct": v(b.roi_pct.as_ref()),
        "roi_pct_se": se(b.roi_pct.as_ref()),
        "clv_pct": v(b.clv_pct.as_ref()),
        "fell_back": b.fell_back,
    })
}

/// The table's columns by tier (settled point 6): the basis is identity; the log loss
/// and its difference from the reference are what a reader acts on; the rest context,
/// the SEs dropping first at a narrow width.
fn columns() -> Vec<Column> {
    let context = |c: Column, rank: u8| c.rank(rank).in_tier(Tier::Context);
    vec![
        Column::path("BASIS", "basis").in_tier(Tier::Identity),
        Column::path("LOG LOSS", "log_loss")
            .kind(Kind::Num(4))
            .in_tier(Tier::ActOn),
        context(Column::path("±SE", "log_loss_se").kind(Kind::Num(4)), 3),
        Column::path("ΔLOG LOSS", "d_log_loss").in_tier(Tier::ActOn),
        context(Column::path("BRIER", "brier").kind(Kind::Num(4)), 1),
        context(Column::path("±SE", "brier_se").kind(Kind::Num(4)), 3),
        context(Column::path("ΔBRIER", "d_brier"), 1),
        context(Column::path("BETS", "n_bets").kind(Kind::Num(0)), 2),
        context(Column::path("ROI %", "roi_pct").kind(Kind::Num(2)), 2),
        context(Column::path("±SE", "roi_pct_se").kind(Kind::Num(2)), 3),
        context(Column::path("CLV %", "clv_pct").kind(Kind::Num(2)), 2),
        context(Column::path("FELL BACK", "fell_back").kind(Kind::Num(0)), 2),
    ]
}

/// The comparison as a table (one row per basis, the line saying what was compared
/// above it) and the small-sample line under it.
pub(super) fn lines(ctx: &Context, c: &FairCompare) -> anyhow::Result<String> {
    let head = format!(
        "fair bases on {} graded markets in {} events at lead {LEAD_MINUTES}m ({} left out: some basis had no fair), each against {}; * distinguishable (95 % interval of the paired difference excludes 0)",
        c.n_predictions,
        c.n_events,
        c.unpriced,
        REFERENCE.as_str()
    );
    let view = View::derived(
        json!({}),
        c.bases.iter().map(row).collect(),
        "bases",
        columns(),
    )
    .note(head);
    let mut buf: Vec<u8> = Vec::new();
    ctx.output(Format::Table).render(&view, &mut buf)?;
    let mut out = String::from_utf8_lossy(&buf).into_owned();
    if (c.n_predictions as u64) < SMALL_SAMPLE {
        let _ = writeln!(
            out,
            "small sample: {} distinct outcomes (under {SMALL_SAMPLE}): read the intervals, not the point figures",
            c.n_predictions
        );
    }
    Ok(out)
}
