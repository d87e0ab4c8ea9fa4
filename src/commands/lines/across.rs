//! `lines all --top` (a list or `all` of sports) as a table: every sport's top edges
//! ranked together in one table with a SPORT column, `--limit` over the merged ranking,
//! instead of one table per sport. JSON, NDJSON and CSV keep the fan-out's shape.

use serde::Serialize;
use serde_json::Value;

use super::args::{Args, SortKey};
use super::board::{Run, view_from};
use super::rows::{TopLine, rank_by};
use super::shown::{LinesShown, Shown};
use crate::context::Context;
use crate::error::EsxError;
use crate::output::{Column, Format, Kind, Row, Tier, TypedView};

/// Whether this run ranks across sports: `--top` shown as a table.
#[must_use]
pub(crate) fn ranks_across(ctx: &Context, args: &Args) -> bool {
    args.top && args.watch.is_none() && !ctx.printer().has_jq() && !ctx.printer().is_structured()
}

/// Fetch each sport's top edges (at most `fanout::MAX_PARALLEL` at once), rank them
/// together by the `--sort` key (adjusted edge by default, as each sport's list is), and
/// print one table. A failing sport is warned and the others still print; the exit code
/// is the first failure's.
pub(crate) fn run_top_across(ctx: &Context, args: &Args, sports: &[String]) -> anyhow::Result<()> {
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
        let lines = crate::linebook::decode_lines(&data, &path)?;
        match view_from(ctx, &each, data, &lines, &fees, &Run::default())?.0 {
            LinesShown::Top(shown) => anyhow::Ok(shown),
            LinesShown::Markets(_) => {
                Err(EsxError::other("internal: a ranking across sports needs --top").into())
            }
        }
    });
    let mut failures = crate::fanout::SportFailures::default();
    let mut first: Option<Shown<TopLine>> = None;
    let mut rows: Vec<SportTop> = Vec::new();
    let mut answered = 0;
    for (sport, got) in sports.iter().zip(fetched) {
        let got =
            got.unwrap_or_else(|| Err(EsxError::other("the sport's run did not finish").into()));
        match got {
            Ok(mut shown) => {
                answered += 1;
                rows.extend(shown.rows.drain(..).map(|line| SportTop {
                    sport: sport.clone(),
                    line,
                }));
                first.get_or_insert(shown);
            }
            Err(e) => {
                let e = e
                    .downcast::<EsxError>()
                    .unwrap_or_else(|e| EsxError::other(format!("{e:#}")));
                failures.add(ctx.diag(), sport, "no top edges", &e);
            }
        }
    }
    if let Some(shown) = first {
        rank_by(&mut rows, args.sort, |r| &r.line);
        let total = rows.len();
        if let Some(n) = args.limit.and_then(|n| usize::try_from(n).ok()) {
            rows.truncate(n);
        }
        let doc = AcrossDoc {
            source: "esx",
            top_edges: &rows,
        };
        ctx.output(Format::Table).emit_typed(
            merged_view(shown, &doc, &rows, total, answered, args.sort),
            || (),
        )?;
    }
    match failures.first {
        Some(e) => Err(e.into()),
        None => Ok(()),
    }
}

/// One sport's top edge in the merged ranking: its sport first, then its row.
#[derive(Serialize)]
struct SportTop {
    sport: String,
    #[serde(flatten)]
    line: TopLine,
}

impl Row for SportTop {
    fn field(&self, key: &str) -> Option<Value> {
        match key {
            "sport" => Some(self.sport.as_str().into()),
            _ => self.line.field(key),
        }
    }
}

/// The merged ranking as JSON (the table is what this path prints; see [`ranks_across`]).
#[derive(Serialize)]
struct AcrossDoc<'a> {
    source: &'static str,
    top_edges: &'a [SportTop],
}

/// The first sport's view (its columns, legend and basis) over the merged rows, with a
/// SPORT column first. The column the rows are ranked by is the last context column to
/// drop on a narrow terminal (after SOURCES and FAIR; TIME and SOURCE are act-on and
/// stay): with SPORT added, ADJ would otherwise go at 120 columns while it orders the
/// table.
fn merged_view<'v>(
    like: Shown<TopLine>,
    doc: &'v AcrossDoc<'v>,
    rows: &'v [SportTop],
    total: usize,
    sports: usize,
    sort: Option<SortKey>,
) -> TypedView<'v, SportTop> {
    let shown = rows.len();
    let ranked_by = match sort {
        Some(SortKey::Time) => "TIME",
        Some(SortKey::Edge) => "EDGE",
        _ => "ADJ",
    };
    let mut columns = vec![
        Column::path("SPORT", "sport")
            .kind(Kind::Id)
            .rank(0)
            .in_tier(Tier::Identity),
    ];
    columns.extend(like.columns.into_iter().map(|c| {
        if c.title == ranked_by {
            // Of the context columns, the one the rows are ranked by goes last.
            c.rank(0)
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
    let mut view = TypedView::new(doc, rows, columns)
        .note(format!(
            "{} ranked across {}{more}{basis}",
            crate::output::fmt::count(shown, "top edge"),
            crate::output::fmt::count(sports, "sport"),
        ))
        .empty_message(like.empty);
    view.legend = like.legend;
    view
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::num::Exact;
    use crate::output::view::data_keys;

    #[derive(clap::Parser)]
    struct Cli {
        #[command(flatten)]
        args: Args,
    }

    fn top(sport: &str, edge: f64, adjusted: f64, time: Option<&str>) -> SportTop {
        SportTop {
            sport: sport.into(),
            line: TopLine {
                event: "A vs B".into(),
                time: time.map(str::to_string),
                market: "match_winner".into(),
                outcome: "A".into(),
                source: "kalshi".into(),
                decimal: Some(Exact(2.1)),
                fair_probability: Some(Exact(0.5)),
                edge_pct: Exact(edge),
                adjusted_edge_pct: Exact(adjusted),
                sources_used: vec!["kalshi".into()],
                event_id: format!("{sport}-{edge}"),
                ids: None,
            },
        }
    }

    /// The merged row is the sport, then the sport's own row (its keys in order).
    #[test]
    fn a_sport_row_serialises_as_its_sport_then_its_row() {
        let row = top("cs2", 1.0 / 3.0, 0.25, None);
        let v = serde_json::to_value(&row).unwrap();
        let keys: Vec<String> = v.as_object().unwrap().keys().cloned().collect();
        let mut columns = vec![Column::path("SPORT", "sport")];
        let args = <Cli as clap::Parser>::try_parse_from(["lines", "all", "--top"])
            .unwrap()
            .args;
        columns.extend(super::super::top::top_columns(&args));
        assert_eq!(keys, data_keys(&columns));
        for (k, val) in v.as_object().unwrap() {
            assert_eq!(row.field(k).as_ref(), Some(val), "{k}");
        }
        assert_eq!(row.field("sports"), None);
    }

    /// Ranked by the adjusted edge by default, by the edge or the start on request; a
    /// figure that is not a number last; ties keep the sports' order.
    #[test]
    fn merged_rows_rank_by_the_sort_key() {
        let rows = || {
            vec![
                top("cs2", 1.0, 0.5, Some("2026-11-21T18:00:00Z")),
                top("lol", 3.0, f64::NAN, None),
                top("dota2", 2.0, 0.9, Some("2026-11-21T13:00:00Z")),
                top("val", 2.0, 0.5, Some("2026-11-21T13:00:00Z")),
            ]
        };
        let order = |sort| {
            let mut r = rows();
            rank_by(&mut r, sort, |x| &x.line);
            r.into_iter().map(|r| r.sport).collect::<Vec<_>>()
        };
        assert_eq!(order(None), ["dota2", "cs2", "val", "lol"]);
        assert_eq!(order(Some(SortKey::Edge)), ["lol", "dota2", "val", "cs2"]);
        assert_eq!(order(Some(SortKey::Time)), ["lol", "dota2", "val", "cs2"]);
    }
}
