//! `esx bets import FILE.csv`: bets from esx's own CSV (what `bets export` writes) or
//! any CSV through a column map `[import.NAME]` in config. All or nothing: every row is
//! read and checked before one is stored, and any bad row stops the import with its
//! line number; idempotent on each bet's `bet_uid` (a row the log already holds, or one
//! the file repeats, is stored once).

mod fields;
mod read;

use std::collections::{HashMap, HashSet};
use std::path::PathBuf;

use serde::Serialize;
use serde_json::Value;

use super::bet_csv::ImportBet;
use crate::context::Context;
use crate::error::EsxError;
use crate::output::typed::{Row, TypedView};
use crate::output::view::Tier;
use crate::output::{Column, Format, Kind};
use crate::store::{DbArg, store_error};
use fields::{ColumnMap, Layout};

pub(crate) use read::{MAX_BYTES, MAX_ROWS};

/// How many bad lines the error names before `…`.
const LINES_SHOWN: usize = 20;

#[derive(Debug, clap::Args)]
pub(crate) struct ImportArgs {
    /// The CSV file: esx's own columns (docs/bets.md#import-and-export), or any with --map
    #[arg(value_name = "FILE.csv")]
    pub(crate) file: PathBuf,
    /// Read the file through the column map `[import.NAME]` of the config file
    #[arg(long, value_name = "NAME")]
    pub(crate) map: Option<String>,
    /// Read and check every row and say what would be imported; store nothing
    #[arg(long)]
    pub(crate) dry_run: bool,
    /// The most data rows one import reads (tests lower it)
    #[arg(long, hide = true, default_value_t = MAX_ROWS)]
    pub(crate) max_rows: usize,
    /// The largest file one import reads, in bytes (tests lower it)
    #[arg(long, hide = true, default_value_t = MAX_BYTES)]
    pub(crate) max_bytes: u64,
    #[command(flatten)]
    pub(crate) db: DbArg,
}

pub(super) fn run(ctx: &Context, a: &ImportArgs) -> anyhow::Result<()> {
    let map = match &a.map {
        Some(name) => Some(column_map(ctx, name)?),
        None => None,
    };
    let shown = a.file.display().to_string();
    let mut table = read::Table::open(
        &a.file,
        read::Limits {
            bytes: a.max_bytes,
            rows: a.max_rows,
        },
    )?;
    let layout = layout_of(&table.header, map.as_ref(), &shown)?;
    let now = crate::store::now(&ctx.clock());
    let read = read_rows(&mut table, &layout, &now)?;
    if !read.bad.is_empty() {
        return Err(bad_rows(&read, &shown).into());
    }
    let mut store = a.db.open_in(ctx)?;
    let known: HashSet<String> = store
        .bets()
        .map_err(store_error)?
        .into_iter()
        .map(|b| b.bet_uid)
        .collect();
    let (fresh, in_log): (Vec<&ImportBet>, Vec<&ImportBet>) =
        read.bets.iter().partition(|b| !known.contains(b.uid()));
    if !a.dry_run && !fresh.is_empty() {
        store_all(&mut store, &fresh, &shown)?;
    }
    for (line, first) in &read.repeats {
        ctx.diag().warn(&format!(
            "{shown} line {line} repeats the bet of line {first} (same bet_uid): imported once"
        ));
    }
    let rows: Vec<ImportLine<'_>> = read
        .bets
        .iter()
        .map(|b| {
            ImportLine::of(
                b,
                if known.contains(b.uid()) {
                    "in_log"
                } else {
                    "new"
                },
            )
        })
        .collect();
    let doc = ImportDoc {
        source: "esx",
        file: &shown,
        dry_run: a.dry_run,
        rows: read.rows,
        new: fresh.len(),
        in_log: in_log.len(),
        repeated: read
            .repeats
            .iter()
            .map(|(line, first)| Repeat {
                line: *line,
                first_line: *first,
            })
            .collect(),
        bets: &rows,
    };
    let sentence = summary(
        a.dry_run,
        fresh.len(),
        in_log.len(),
        read.repeats.len(),
        &shown,
    );
    ctx.diag().note(&sentence);
    ctx.output(Format::Table).emit_typed(
        TypedView::new(&doc, &rows, columns())
            .note(sentence.clone())
            .empty_message(format!("no bets in {shown}")),
        || {},
    )
}

/// What an import did (or with `--dry-run` would do), in one line.
fn summary(dry_run: bool, new: usize, in_log: usize, repeated: usize, shown: &str) -> String {
    let verb = if dry_run { "would import" } else { "imported" };
    let repeats = if repeated == 0 {
        String::new()
    } else {
        format!(", {repeated} repeated in the file")
    };
    format!("{verb} {new} new, {in_log} already in the log{repeats} from {shown}")
}

/// How the file's columns are read: by a map or by esx's own names; exit 1 naming the
/// required columns the file lacks.
fn layout_of(header: &[String], map: Option<&ColumnMap>, shown: &str) -> Result<Layout, EsxError> {
    let (layout, mut missing) = match map {
        Some(m) => Layout::mapped(header, m),
        None => (Layout::own(header), Vec::new()),
    };
    missing.extend(layout.missing());
    if missing.is_empty() {
        return Ok(layout);
    }
    let hint = if map.is_some() {
        "fix the map or the file"
    } else {
        "esx's columns: docs/bets.md#import-and-export; another layout needs --map NAME"
    };
    Err(EsxError::other(format!(
        "{shown} lacks the column{} {} ({hint}); nothing imported",
        if missing.len() == 1 { "" } else { "s" },
        missing.join(", ")
    )))
}

/// The one line a file with bad rows is refused with: how many, their lines (the first
/// [`LINES_SHOWN`]) and the first one's reason.
fn bad_rows(read: &Read, shown: &str) -> EsxError {
    let (line, why) = &read.bad[0];
    let lines: Vec<String> = read
        .bad
        .iter()
        .take(LINES_SHOWN)
        .map(|(l, _)| l.to_string())
        .collect();
    let more = read.bad.len().saturating_sub(LINES_SHOWN);
    let more = if more > 0 {
        format!(" and {more} more")
    } else {
        String::new()
    };
    let plural = if read.bad.len() == 1 { "" } else { "s" };
    EsxError::other(format!(
        "{shown}: {} bad row{plural} of {}, nothing imported: line{plural} {}{more} (line {line}: {why})",
        read.bad.len(),
        read.rows,
        lines.join(", ")
    ))
}

/// The map `--map NAME` names, from the run's config file (exit 2 naming the maps it
/// has when it has no such one).
fn column_map(ctx: &Context, name: &str) -> Result<ColumnMap, EsxError> {
    let config = ctx.config();
    let Some(pairs) = config.import_map(name) else {
        let maps = config.import_maps();
        return Err(EsxError::usage(format!(
            "no column map [import.{name}] in {} (maps there: {}); add one as docs/bets.md#import-and-export shows",
            ctx.config_path().display(),
            if maps.is_empty() {
                "none".to_string()
            } else {
                maps.join(", ")
            }
        )));
    };
    ColumnMap::parse(name, &pairs)
}

/// Every row of a file, read: the good bets (each uid once), the bad rows with their
/// reasons, and the rows repeating an earlier one.
struct Read {
    rows: usize,
    bets: Vec<ImportBet>,
    bad: Vec<(u64, String)>,
    /// (line, the line it repeats).
    repeats: Vec<(u64, u64)>,
}

fn read_rows(table: &mut read::Table, layout: &Layout, now: &str) -> Result<Read, EsxError> {
    let width = table.header.len();
    let mut read = Read {
        rows: 0,
        bets: Vec::new(),
        bad: Vec::new(),
        repeats: Vec::new(),
    };
    let mut seen: HashMap<String, u64> = HashMap::new();
    while let Some((line, cells)) = table.next_row()? {
        read.rows += 1;
        if cells.len() != width {
            read.bad.push((
                line,
                format!("{} cells where the header has {width}", cells.len()),
            ));
            continue;
        }
        match layout.bet(line, &cells, now) {
            Ok(b) => {
                if let Some(first) = seen.get(b.uid()) {
                    read.repeats.push((line, *first));
                } else {
                    seen.insert(b.uid().to_string(), line);
                    read.bets.push(b);
                }
            }
            Err(why) => read.bad.push((line, why)),
        }
    }
    Ok(read)
}

/// Store the new bets, with each one's fee role and contracts, in one transaction (all
/// or nothing). A bet the store refuses names its line (the rows were checked as the
/// store checks them, so this is a store's own limit).
fn store_all(
    store: &mut crate::store::RunStore,
    fresh: &[&ImportBet],
    shown: &str,
) -> anyhow::Result<()> {
    let batch: Vec<esx_store::NewBet> = fresh.iter().map(|b| b.bet.clone()).collect();
    let done = store.insert_bets(&batch).map_err(|e| match &e {
        esx_store::StoreError::Invalid(m) => {
            let line = m
                .strip_prefix("bet ")
                .and_then(|r| r.split_whitespace().next())
                .and_then(|n| n.parse::<usize>().ok())
                .and_then(|n| fresh.get(n.wrapping_sub(1)))
                .map_or(0, |b| b.line);
            EsxError::other(format!(
                "{shown} line {line}: the store refused the bet ({m}); nothing imported"
            ))
        }
        _ => store_error(e),
    })?;
    debug_assert_eq!(done.ids.len(), fresh.len());
    Ok(())
}

/// What `bets import --json` prints.
#[derive(Serialize)]
struct ImportDoc<'a> {
    source: &'static str,
    file: &'a str,
    dry_run: bool,
    /// Data rows in the file.
    rows: usize,
    new: usize,
    in_log: usize,
    repeated: Vec<Repeat>,
    bets: &'a [ImportLine<'a>],
}

#[derive(Serialize)]
struct Repeat {
    line: u64,
    first_line: u64,
}

/// One imported bet's row: its line, uid and whether it was new.
#[derive(Serialize)]
struct ImportLine<'a> {
    line: u64,
    status: &'static str,
    bet_uid: &'a str,
    placed_at: &'a str,
    kind: &'static str,
    event_id: &'a str,
    market: &'a str,
    outcome: &'a str,
    source: &'a str,
    decimal: f64,
    stake: f64,
    result: &'static str,
}

impl<'a> ImportLine<'a> {
    fn of(b: &'a ImportBet, status: &'static str) -> Self {
        Self {
            line: b.line,
            status,
            bet_uid: b.uid(),
            placed_at: &b.bet.placed_at,
            kind: b.bet.kind.as_str(),
            event_id: &b.bet.event_id,
            market: &b.bet.market,
            outcome: &b.bet.outcome,
            source: &b.bet.source,
            decimal: b.bet.decimal,
            stake: b.bet.stake,
            result: b.bet.result.map_or("open", esx_store::BetResult::as_str),
        }
    }
}

impl Row for ImportLine<'_> {
    fn field(&self, key: &str) -> Option<Value> {
        Some(match key {
            "line" => self.line.into(),
            "status" => self.status.into(),
            "bet_uid" => self.bet_uid.into(),
            "placed_at" => self.placed_at.into(),
            "kind" => self.kind.into(),
            "event_id" => self.event_id.into(),
            "market" => self.market.into(),
            "outcome" => self.outcome.into(),
            "source" => self.source.into(),
            "decimal" => self.decimal.into(),
            "stake" => self.stake.into(),
            "result" => self.result.into(),
            _ => return None,
        })
    }
}

/// The import's columns: which line and bet (identity), whether it was new and what it
/// risked (act-on), the rest context.
fn columns() -> Vec<Column> {
    vec![
        Column::path("LINE", "line")
            .kind(Kind::Num(0))
            .rank(0)
            .in_tier(Tier::Identity),
        Column::path("STATUS", "status")
            .rank(0)
            .in_tier(Tier::ActOn),
        Column::path("BET UID", "bet_uid")
            .kind(Kind::Id)
            .rank(4)
            .in_tier(Tier::Context),
        Column::path("PLACED", "placed_at")
            .kind(Kind::Time)
            .rank(2)
            .in_tier(Tier::Context),
        Column::path("KIND", "kind").rank(1).in_tier(Tier::Context),
        Column::path("EVENT ID", "event_id")
            .rank(0)
            .in_tier(Tier::Identity),
        Column::path("MARKET", "market")
            .rank(0)
            .in_tier(Tier::Identity),
        Column::path("OUTCOME", "outcome")
            .rank(0)
            .in_tier(Tier::Identity),
        Column::path("SOURCE", "source")
            .kind(Kind::Id)
            .rank(1)
            .in_tier(Tier::Context),
        Column::path("DECIMAL", "decimal")
            .kind(Kind::Num(2))
            .rank(0)
            .in_tier(Tier::ActOn),
        Column::path("STAKE", "stake")
            .kind(Kind::Num(2))
            .rank(0)
            .in_tier(Tier::ActOn),
        Column::path("RESULT", "result")
            .rank(0)
            .in_tier(Tier::ActOn),
    ]
}
