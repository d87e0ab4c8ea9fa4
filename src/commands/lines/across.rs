//! `lines all --top` (a list or `all` of sports) as a table: every sport's top edges
//! ranked together in one table with a SPORT column, `--limit` over the merged ranking,
//! instead of one table per sport. JSON, NDJSON and CSV keep the fan-out's shape.

use serde_json::{Value, json};

use super::{Args, SortKey, view_from};
use crate::context::Context;
use crate::error::EsxError;
use crate::output::{Column, Format, Kind, View};

/// Whether this run ranks across sports: `--top` shown as a table.
#[must_use]
pub fn ranks_across(ctx: &Context, args: &Args) -> bool {
    args.top
        && args.watch.is_none()
        && ctx.global.jq.is_none()
        && ctx.global.format().is_none_or(|f| f == Format::Table)
}

/// Fetch each sport's top edges (at most `fanout::MAX_PARALLEL` at once), rank them
/// together by the `--sort` key (adjusted edge by default, as each sport's list is), and
/// print one table. A failing sport is warned and the others still print; the exit code
/// is the first failure's.
pub fn run_top_across(ctx: &Context, args: &Args, sports: &[String]) -> anyhow::Result<()> {
    // Check parameters (and the fee settings) before any request is sent.
    let _ = args.params(None)?;
    let fees = args.judge.fee_table(ctx)?;
    let client = ctx.client()?;
    // Each sport's whole list: `--limit` applies to the merged ranking.
    let each = Args {
        limit: None,
        ..args.clone()
    };
    let fetched = crate::fanout::map_limited(sports, client.rate_limit(), |sport| {
        let path = esx_proto::routes::LINES.path(&[sport]);
        let data = client.get_json(&path, each.query(None).pairs())?;
        view_from(ctx, &each, data, &path, &fees, &super::Run::default()).map(|(view, _)| view)
    });
    let mut failures = crate::fanout::SportFailures::default();
    let mut first: Option<View> = None;
    let mut rows: Vec<Value> = Vec::new();
    let mut answered = 0;
    for (sport, got) in sports.iter().zip(fetched) {
        let got =
            got.unwrap_or_else(|| Err(EsxError::other("the sport's run did not finish").into()));
        match got {
            Ok(view) => {
                answered += 1;
                rows.extend(view.rows().into_iter().map(|r| with_sport(sport, r)));
                first.get_or_insert(view);
            }
            Err(e) => {
                let e = e
                    .downcast::<EsxError>()
                    .unwrap_or_else(|e| EsxError::other(format!("{e:#}")));
                failures.add(&ctx.diag, sport, "no top edges", &e);
            }
        }
    }
    if let Some(view) = first {
        rank_by(&mut rows, args.sort, |r| r);
        let total = rows.len();
        if let Some(n) = args.limit.and_then(|n| usize::try_from(n).ok()) {
            rows.truncate(n);
        }
        ctx.output(Format::Table)
            .emit(&merged_view(view, rows, total, answered, args.sort))?;
    }
    match failures.first {
        Some(e) => Err(e.into()),
        None => Ok(()),
    }
}

/// A row with its sport first.
pub(super) fn with_sport(sport: &str, row: &Value) -> Value {
    let mut out = serde_json::Map::new();
    out.insert("sport".into(), json!(sport));
    if let Value::Object(fields) = row {
        out.extend(fields.iter().map(|(k, v)| (k.clone(), v.clone())));
    }
    Value::Object(out)
}

/// Order the merged rows by their display row (`time`, `edge_pct`,
/// `adjusted_edge_pct`): soonest first for `--sort time`, else the edge (`--sort edge`)
/// or the adjusted edge (the default, as the service ranks each sport's list), highest
/// first; stable, so ties keep the sports' order. The one ranking across sports: this
/// table's, and a fan-out's merged `top_edges` (rows beside their JSON).
pub(super) fn rank_by<T>(rows: &mut [T], sort: Option<SortKey>, display: impl Fn(&T) -> &Value) {
    let num = |r: &T, k: &str| display(r)[k].as_f64().unwrap_or(f64::NEG_INFINITY);
    match sort {
        Some(SortKey::Time) => {
            rows.sort_by(|a, b| {
                display(a)["time"]
                    .as_str()
                    .cmp(&display(b)["time"].as_str())
            });
        }
        Some(SortKey::Edge) => {
            rows.sort_by(|a, b| num(b, "edge_pct").total_cmp(&num(a, "edge_pct")));
        }
        _ => {
            rows.sort_by(|a, b| {
                num(b, "adjusted_edge_pct").total_cmp(&num(a, "adjusted_edge_pct"))
            });
        }
    }
}

/// The first sport's view (its columns, legend and basis) over the merged rows, with a
/// SPORT column first. The column the rows are ranked by is dropped late on a narrow
/// terminal (with FAIR, after TIME and SOURCE): with SPORT added, ADJ (dropped before
/// TIME in one sport's list) would go at 120 columns while it orders the table.
fn merged_view(
    like: View,
    rows: Vec<Value>,
    total: usize,
    sports: usize,
    sort: Option<SortKey>,
) -> View {
    let shown = rows.len();
    let ranked_by = match sort {
        Some(SortKey::Time) => "TIME",
        Some(SortKey::Edge) => "EDGE",
        _ => "ADJ",
    };
    let mut columns = vec![Column::path("SPORT", "sport").kind(Kind::Id).rank(0)];
    columns.extend(like.columns.into_iter().map(|c| {
        if c.title == ranked_by {
            let rank = c.rank.min(1);
            c.rank(rank)
        } else {
            c
        }
    }));
    // "8 top edges · service (fair all, fees none) gates": keep the basis.
    let basis = like
        .notes
        .first()
        .and_then(|n| n.split_once(" · "))
        .map(|(_, b)| format!(" · {b}"))
        .unwrap_or_default();
    let more = total
        .checked_sub(shown)
        .filter(|m| *m > 0)
        .map_or_else(String::new, |m| format!(", {m} more (raise --limit)"));
    let data = json!({"source": "esx", "top_edges": rows.clone()});
    let mut view = View::derived(data, rows, "top_edges", columns);
    view.notes = vec![format!(
        "{} ranked across {}{more}{basis}",
        crate::output::fmt::count(shown, "top edge"),
        crate::output::fmt::count(sports, "sport"),
    )];
    view.legend = like.legend;
    view.empty = like.empty;
    view
}
