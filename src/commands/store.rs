//! `esx store`: what the history store is and holds (`info`), and moving a history
//! between stores, SQLite ⇄ PostgreSQL (`copy`, idempotent).

use esx_store::{CopyStats, Info};
use serde_json::json;

use crate::context::Context;
use crate::error::EsxError;
use crate::output::{Column, Format, Kind, View};
use crate::store::{DbArg, location, open_existing, store_error};

pub const EXAMPLES: &str = "\
Examples:
  esx --demo record cs2 --db /tmp/esx-history.sqlite
  esx store info --db /tmp/esx-history.sqlite
  esx store info --db /tmp/esx-history.sqlite --json
  esx store copy --from /tmp/esx-history.sqlite --to \"$ESX_DB\"   # needs: server
  esx store info --db \"$ESX_DB\"   # needs: server

--db (or ESX_DB) is a file or postgres://USER@HOST[:PORT]/DB (TLS for any host but this
machine; the password from the URL, PGPASSWORD or ~/.pgpass, never printed). A copy adds
only what the destination lacks: run it again and it adds nothing.";

#[derive(Debug, clap::Subcommand)]
pub enum Action {
    /// Backend, schema version, row counts and the recorded time span
    Info(InfoArgs),
    /// Copy a whole history into another store (file ⇄ PostgreSQL), adding only what it lacks
    Copy(CopyArgs),
}

#[derive(Debug, clap::Args)]
pub struct InfoArgs {
    #[command(flatten)]
    pub db: DbArg,
}

#[derive(Debug, clap::Args)]
pub struct CopyArgs {
    /// The store to read: a file or postgres://USER@HOST[:PORT]/DB (must exist)
    #[arg(long, value_name = "PATH|URL")]
    pub from: String,
    /// The store to add to: a file or postgres://USER@HOST[:PORT]/DB (created if new)
    #[arg(long, value_name = "PATH|URL")]
    pub to: String,
}

pub fn run(ctx: &Context, action: &Action) -> anyhow::Result<()> {
    match action {
        Action::Info(a) => info(ctx, a),
        Action::Copy(a) => copy(ctx, a),
    }
}

fn info(ctx: &Context, a: &InfoArgs) -> anyhow::Result<()> {
    let store = a.db.open_existing_in(ctx)?;
    let info = store.info().map_err(store_error)?;
    ctx.output(Format::Table).emit(&info_view(&info))
}

fn info_view(info: &Info) -> View {
    let tables: Vec<_> = info
        .tables
        .iter()
        .map(|t| json!({"table": t.table, "rows": t.rows}))
        .collect();
    let data = json!({
        "source": "esx",
        "backend": info.backend,
        "db": info.location,
        "schema_version": info.schema_version,
        "supported_version": info.supported_version,
        "first_snapshot": info.first_snapshot,
        "last_snapshot": info.last_snapshot,
        "hypertables": info.hypertables,
        // PostgreSQL only: whether the quote tapes are TimescaleDB hypertables.
        "timescaledb": (info.backend == "postgres")
            .then_some(if info.hypertables { "hypertables" } else { "absent" }),
        "tables": tables,
    });
    let span = match (&info.first_snapshot, &info.last_snapshot) {
        (Some(a), Some(b)) => format!("snapshots from {a} to {b}"),
        _ => "no snapshot recorded yet".to_string(),
    };
    let timescale = if info.hypertables {
        ", quote tapes are TimescaleDB hypertables"
    } else if info.backend == "postgres" {
        ", TimescaleDB absent (plain tables)"
    } else {
        ""
    };
    View::new(
        data,
        Some("tables"),
        vec![
            Column::path("TABLE", "table"),
            Column::path("ROWS", "rows").kind(Kind::Num(0)),
        ],
    )
    .note(format!(
        "{} store {} (schema v{}){timescale}: {span}",
        info.backend, info.location, info.schema_version
    ))
}

fn copy(ctx: &Context, a: &CopyArgs) -> anyhow::Result<()> {
    let from_at = location(&a.from)?;
    let to_at = location(&a.to)?;
    crate::store::check_folder(&to_at)?;
    if from_at.shown() == to_at.shown() {
        return Err(EsxError::usage(format!(
            "--from and --to name the same store ({}); name another --to",
            from_at.shown()
        ))
        .into());
    }
    let mut from = open_existing(&from_at)?;
    let mut to = esx_store::Store::open_at(&to_at).map_err(store_error)?;
    let stats = from.copy_into(&mut to).map_err(store_error)?;
    ctx.output(Format::Table)
        .emit(&copy_view(from.shown(), to.shown(), &stats))
}

fn copy_view(from: &str, to: &str, stats: &CopyStats) -> View {
    let added: u64 = stats.tables.iter().map(|t| t.added).sum();
    let tables: Vec<_> = stats
        .tables
        .iter()
        .map(|t| json!({"table": t.table, "read": t.read, "added": t.added}))
        .collect();
    let data = json!({"source": "esx", "from": from, "to": to, "tables": tables});
    View::new(
        data,
        Some("tables"),
        vec![
            Column::path("TABLE", "table"),
            Column::path("READ", "read").kind(Kind::Num(0)),
            Column::path("ADDED", "added").kind(Kind::Num(0)),
        ],
    )
    .note(format!(
        "copied {from} into {to}: {} added",
        crate::output::fmt::count(usize::try_from(added).unwrap_or(usize::MAX), "row")
    ))
}
