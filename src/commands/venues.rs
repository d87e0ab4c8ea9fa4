//! `esx venues rank`: who leads the close (DESIGN.md "The market's own history", settled
//! point 15). Reads the history store: per venue, market type and lead time, the venue's
//! own no-vig probability against the other venues' close (mean absolute distance) and
//! against the graded result (log loss, Brier), each with n and an event-clustered SE.
//! The computation is the store's (`esx_store::Store::venues_rank`); this module parses
//! the flags and prints the rows.

use serde::Serialize;

use crate::context::Context;
use crate::error::EsxError;
use crate::output::typed::{Row, TypedView};
use crate::output::view::Tier;
use crate::output::{Column, Format, Kind};
use crate::store::{DbArg, store_error, time_or_span};

pub(crate) const EXAMPLES: &str = "\
Examples:
  esx sim history --days 5 --sharp-venue kalshi --db /tmp/esx-sharp.sqlite
  esx venues rank cs2 --db /tmp/esx-sharp.sqlite
  esx venues rank all --at 2h,60m,10m --since 90d --db /tmp/esx-sharp.sqlite
  esx venues rank cs2 --json --db /tmp/esx-sharp.sqlite

A venue is scored against the close of the OTHER venues (left out of its own close) and
against the result; its quote at a lead is its last at or before start - lead. Rows are
sorted by log loss at the first --at lead, lower is better. Fill the store first: `esx
record SPORT` before matches start, `esx grade SPORT` after they finish.";

#[derive(Debug, clap::Subcommand)]
pub(crate) enum Action {
    /// Rank the venues: no-vig distance to the others' close, log loss and Brier, per lead
    #[command(after_help = EXAMPLES)]
    Rank(RankArgs),
}

#[derive(Debug, clap::Args)]
pub(crate) struct RankArgs {
    /// A lines sport, or all (one table with a SPORT column) [default: all]
    #[arg(value_name = "SPORT|all")]
    pub(crate) sport: Option<String>,
    /// Events starting at or after this: a span back from now (30d) or an RFC 3339 time
    #[arg(long, value_name = "TIME|SPAN", default_value = "30d")]
    pub(crate) since: String,
    /// Lead times before the start, comma-separated (60m, 10m, 2h); the first sorts
    #[arg(
        long = "at",
        value_name = "LEAD",
        value_delimiter = ',',
        default_value = "60m,10m"
    )]
    pub(crate) at: Vec<String>,
    #[command(flatten)]
    pub(crate) db: DbArg,
}

/// The longest lead asked for: a week before the start.
const MAX_LEAD_MINUTES: u32 = 7 * 24 * 60;

/// A lead time (`60m`, `2h`, `90` minutes) in minutes, or exit 2 naming it.
fn lead_minutes(s: &str) -> Result<u32, EsxError> {
    let t = s.trim();
    let (num, per) = match t.chars().last() {
        Some('m') => (&t[..t.len() - 1], 1),
        Some('h') => (&t[..t.len() - 1], 60),
        _ => (t, 1),
    };
    num.parse::<u32>()
        .ok()
        .and_then(|n| n.checked_mul(per))
        .filter(|m| *m <= MAX_LEAD_MINUTES)
        .ok_or_else(|| {
            EsxError::usage(format!(
                "--at `{s}` is not a lead time; valid: minutes or hours before the start such as 60m, 10m or 2h (at most 7 days)"
            ))
        })
}

/// Every `--at` lead, in order, each once.
fn leads(at: &[String]) -> Result<Vec<u32>, EsxError> {
    let mut out = Vec::new();
    for s in at {
        let m = lead_minutes(s)?;
        if !out.contains(&m) {
            out.push(m);
        }
    }
    if out.is_empty() {
        return Err(EsxError::usage(
            "--at needs at least one lead time, such as 60m",
        ));
    }
    Ok(out)
}

/// What `--json` prints.
#[derive(Serialize)]
struct RankDoc<'a> {
    source: &'static str,
    db: &'a str,
    /// The sport asked for, or `all`.
    sport: &'a str,
    since: &'a str,
    leads: Vec<String>,
    rows: &'a [RankRow],
}

/// One venue's scores for one market type at one lead (`--json`'s `rows[]`, a table row).
#[derive(Debug, Serialize)]
pub(crate) struct RankRow {
    sport: String,
    venue: String,
    market_type: String,
    lead: String,
    n: usize,
    log_loss: f64,
    log_loss_se: Option<f64>,
    brier: f64,
    brier_se: Option<f64>,
    mad: f64,
    mad_se: Option<f64>,
}

impl RankRow {
    fn of(r: &esx_store::RankRow) -> Self {
        Self {
            sport: r.sport.clone(),
            venue: r.venue.clone(),
            market_type: r.market_type.clone(),
            lead: lead_text(r.lead_minutes),
            n: r.n,
            log_loss: r.log_loss,
            log_loss_se: r.log_loss_se,
            brier: r.brier,
            brier_se: r.brier_se,
            mad: r.mad,
            mad_se: r.mad_se,
        }
    }
}

fn lead_text(minutes: u32) -> String {
    format!("{minutes}m")
}

impl Row for RankRow {
    fn field(&self, key: &str) -> Option<serde_json::Value> {
        use crate::output::typed::cell_of;
        Some(match key {
            "sport" => cell_of(&self.sport),
            "venue" => cell_of(&self.venue),
            "market_type" => cell_of(&self.market_type),
            "lead" => cell_of(&self.lead),
            "n" => cell_of(&self.n),
            "log_loss" => cell_of(&self.log_loss),
            "log_loss_se" => cell_of(&self.log_loss_se),
            "brier" => cell_of(&self.brier),
            "brier_se" => cell_of(&self.brier_se),
            "mad" => cell_of(&self.mad),
            "mad_se" => cell_of(&self.mad_se),
            _ => return None,
        })
    }
}

/// The table's columns by tier: venue, market type and lead say which row it is; log
/// loss and n are what a reader acts on; the SEs, Brier and the distance are context.
fn columns(all: bool) -> Vec<Column> {
    let context = |c: Column, rank: u8| c.rank(rank).in_tier(Tier::Context);
    let mut cols = Vec::new();
    let sport = Column::path("SPORT", "sport").in_tier(Tier::Identity);
    cols.push(if all { sport } else { sport.csv_only() });
    cols.extend([
        Column::path("VENUE", "venue").in_tier(Tier::Identity),
        Column::path("MARKET", "market_type").in_tier(Tier::Identity),
        Column::path("LEAD", "lead").in_tier(Tier::Identity),
        Column::path("N", "n")
            .kind(Kind::Num(0))
            .in_tier(Tier::ActOn),
        Column::path("LOG LOSS", "log_loss")
            .kind(Kind::Num(4))
            .in_tier(Tier::ActOn),
        context(Column::path("±SE", "log_loss_se").kind(Kind::Num(4)), 2),
        context(Column::path("BRIER", "brier").kind(Kind::Num(4)), 1),
        context(Column::path("±SE", "brier_se").kind(Kind::Num(4)), 3),
        context(Column::path("MAD", "mad").kind(Kind::Num(4)), 1),
        context(Column::path("±SE", "mad_se").kind(Kind::Num(4)), 3),
    ]);
    cols
}

pub(crate) fn run(ctx: &Context, action: &Action) -> anyhow::Result<()> {
    let Action::Rank(args) = action;
    rank(ctx, args)
}

fn rank(ctx: &Context, args: &RankArgs) -> anyhow::Result<()> {
    let asked = args
        .sport
        .as_deref()
        .map_or("all", str::trim)
        .to_ascii_lowercase();
    let sport = if asked == "all" {
        None
    } else {
        Some(
            esx_proto::sports::check(&asked, esx_proto::sports::LINES_SPORTS, "venues rank")
                .map_err(EsxError::usage)?,
        )
    };
    let leads = leads(&args.at)?;
    let now = ctx.clock().now();
    let since = time_or_span("--since", &args.since, now)?;
    let until = crate::store::stamp(now);
    let store = args.db.open_existing_in(ctx)?;
    let q = esx_store::RankQuery {
        sport: sport.clone(),
        since: since.clone(),
        until,
        leads: leads.clone(),
    };
    let rows: Vec<RankRow> = store
        .venues_rank(&q)
        .map_err(store_error)?
        .iter()
        .map(RankRow::of)
        .collect();
    if rows.is_empty() {
        ctx.diag().warn(&format!(
            "no graded market with venue quotes in {} for events since {since}: record quotes before matches start (`esx record {}`) and grade them after (`esx grade {}`)",
            store.shown(),
            sport.as_deref().unwrap_or("SPORT"),
            sport.as_deref().unwrap_or("SPORT"),
        ));
    }
    let doc = RankDoc {
        source: "esx",
        db: store.shown(),
        sport: &asked,
        since: &since,
        leads: leads.iter().map(|m| lead_text(*m)).collect(),
        rows: &rows,
    };
    let view = TypedView::new(&doc, &rows, columns(sport.is_none()))
        .note(format!(
            "venues against the others' close and the result, events since {since}; lower log loss is better"
        ))
        .legends(&["MAD mean absolute distance of the venue's no-vig to the others' close"])
        .empty_message("(no graded markets)");
    ctx.output(Format::Table).emit_typed(view, || {})
}

impl crate::declare::Declared for Action {
    const GROUP: crate::declare::Group = crate::declare::Group::History;

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leads_take_minutes_and_hours_once_each() {
        let at = |v: &[&str]| leads(&v.iter().map(|s| (*s).to_string()).collect::<Vec<_>>());
        assert_eq!(at(&["60m", "10m"]).unwrap(), [60, 10]);
        assert_eq!(at(&["2h", "90", "120m"]).unwrap(), [120, 90]);
        for bad in ["", "m", "-5m", "1.5h", "soon", "8d", "200h"] {
            let e = at(&[bad]).unwrap_err();
            assert_eq!(e.exit_code(), crate::error::ExitCode::Usage, "{bad}");
        }
    }

    #[test]
    fn a_row_has_every_column() {
        let row = RankRow {
            sport: "cs2".into(),
            venue: "kalshi".into(),
            market_type: "match_winner".into(),
            lead: "60m".into(),
            n: 120,
            log_loss: 0.61,
            log_loss_se: Some(0.01),
            brier: 0.21,
            brier_se: None,
            mad: 0.012,
            mad_se: Some(0.001),
        };
        crate::output::typed::testing::check_row(&row, &columns(true));
    }
}
