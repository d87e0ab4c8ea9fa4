//! `esx store`: what the history store is and holds (`info`), and moving a history
//! between stores, SQLite ⇄ PostgreSQL (`copy`, idempotent).

use esx_store::{CopyStats, Info};
use serde::Serialize;
use serde_json::Value;

use crate::context::Context;
use crate::error::EsxError;
use crate::output::typed::{Row, TypedView};
use crate::output::{Column, Format, Kind};
use crate::store::{DbArg, location, open_existing, store_error};

pub(crate) const EXAMPLES: &str = "\
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
pub(crate) enum Action {
    /// Backend, schema version, row counts and the recorded time span
    Info(InfoArgs),
    /// Copy a whole history into another store (file ⇄ PostgreSQL), adding only what it lacks
    Copy(CopyArgs),
}

#[derive(Debug, clap::Args)]
pub(crate) struct InfoArgs {
    #[command(flatten)]
    pub(crate) db: DbArg,
}

#[derive(Debug, clap::Args)]
pub(crate) struct CopyArgs {
    /// The store to read: a file or postgres://USER@HOST[:PORT]/DB (must exist)
    #[arg(long, value_name = "PATH|URL")]
    pub(crate) from: String,
    /// The store to add to: a file or postgres://USER@HOST[:PORT]/DB (created if new)
    #[arg(long, value_name = "PATH|URL")]
    pub(crate) to: String,
}

pub(crate) fn run(ctx: &Context, action: &Action) -> anyhow::Result<()> {
    match action {
        Action::Info(a) => info(ctx, a),
        Action::Copy(a) => copy(ctx, a),
    }
}

fn info(ctx: &Context, a: &InfoArgs) -> anyhow::Result<()> {
    let store = a.db.open_existing_in(ctx)?;
    let info = store.info().map_err(store_error)?;
    let doc = info_doc(&info);
    let view = TypedView::new(&doc, &doc.tables, info_columns()).note(info_note(&info));
    ctx.output(Format::Table).emit_typed(view, || {})
}

/// What `store info --json` prints: the store and its tables' row counts.
#[derive(Serialize)]
struct InfoDoc<'a> {
    source: &'static str,
    backend: &'static str,
    db: &'a str,
    schema_version: i32,
    supported_version: i32,
    first_snapshot: Option<&'a str>,
    last_snapshot: Option<&'a str>,
    hypertables: bool,
    /// PostgreSQL only: whether the quote tapes are TimescaleDB hypertables.
    timescaledb: Option<&'static str>,
    tables: Vec<TableRows<'a>>,
}

/// One table of `store info` and its row count.
#[derive(Serialize)]
struct TableRows<'a> {
    table: &'a str,
    rows: i64,
}

impl Row for TableRows<'_> {
    fn field(&self, key: &str) -> Option<Value> {
        Some(match key {
            "table" => self.table.into(),
            "rows" => self.rows.into(),
            _ => return None,
        })
    }
}

fn info_columns() -> Vec<Column> {
    vec![
        Column::path("TABLE", "table"),
        Column::path("ROWS", "rows").kind(Kind::Num(0)),
    ]
}

fn info_doc(info: &Info) -> InfoDoc<'_> {
    InfoDoc {
        source: "esx",
        backend: info.backend,
        db: &info.location,
        schema_version: info.schema_version,
        supported_version: info.supported_version,
        first_snapshot: info.first_snapshot.as_deref(),
        last_snapshot: info.last_snapshot.as_deref(),
        hypertables: info.hypertables,
        timescaledb: (info.backend == "postgres").then_some(if info.hypertables {
            "hypertables"
        } else {
            "absent"
        }),
        tables: info
            .tables
            .iter()
            .map(|t| TableRows {
                table: &t.table,
                rows: t.rows,
            })
            .collect(),
    }
}

/// The line above `store info`'s table: the store, its schema and its time span.
fn info_note(info: &Info) -> String {
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
    format!(
        "{} store {} (schema v{}){timescale}: {span}",
        info.backend, info.location, info.schema_version
    )
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
    let doc = copy_doc(from.shown(), to.shown(), &stats);
    let added: u64 = stats.tables.iter().map(|t| t.added).sum();
    let view = TypedView::new(&doc, &doc.tables, copy_columns()).note(format!(
        "copied {} into {}: {} added",
        doc.from,
        doc.to,
        crate::output::fmt::count(usize::try_from(added).unwrap_or(usize::MAX), "row")
    ));
    ctx.output(Format::Table).emit_typed(view, || {})
}

/// What `store copy --json` prints: both stores and what each table added.
#[derive(Serialize)]
struct CopyDoc<'a> {
    source: &'static str,
    from: &'a str,
    to: &'a str,
    tables: Vec<TableCopied<'a>>,
}

/// One table of `store copy`: the rows read from the source and those it added.
#[derive(Serialize)]
struct TableCopied<'a> {
    table: &'a str,
    read: u64,
    added: u64,
}

impl Row for TableCopied<'_> {
    fn field(&self, key: &str) -> Option<Value> {
        Some(match key {
            "table" => self.table.into(),
            "read" => self.read.into(),
            "added" => self.added.into(),
            _ => return None,
        })
    }
}

fn copy_columns() -> Vec<Column> {
    vec![
        Column::path("TABLE", "table"),
        Column::path("READ", "read").kind(Kind::Num(0)),
        Column::path("ADDED", "added").kind(Kind::Num(0)),
    ]
}

fn copy_doc<'a>(from: &'a str, to: &'a str, stats: &'a CopyStats) -> CopyDoc<'a> {
    CopyDoc {
        source: "esx",
        from,
        to,
        tables: stats
            .tables
            .iter()
            .map(|t| TableCopied {
                table: t.table,
                read: t.read,
                added: t.added,
            })
            .collect(),
    }
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
    use crate::output::typed::testing::check_row;

    /// A hand-made PostgreSQL store without TimescaleDB: the document's fields in their
    /// order, `timescaledb` saying `absent`, and every column a field of the rows.
    #[test]
    fn info_lists_the_tables_under_the_store() {
        let info = Info {
            backend: "postgres",
            location: "postgres://esx@db/esx".into(),
            schema_version: 7,
            supported_version: 7,
            tables: vec![esx_store::TableCount {
                table: "quotes".into(),
                rows: 12,
            }],
            first_snapshot: Some("2026-11-21T09:00:00.000Z".into()),
            last_snapshot: None,
            hypertables: false,
        };
        let doc = info_doc(&info);
        assert_eq!(
            serde_json::to_string(&doc).unwrap(),
            r#"{"source":"esx","backend":"postgres","db":"postgres://esx@db/esx","schema_version":7,"supported_version":7,"first_snapshot":"2026-11-21T09:00:00.000Z","last_snapshot":null,"hypertables":false,"timescaledb":"absent","tables":[{"table":"quotes","rows":12}]}"#
        );
        check_row(&doc.tables[0], &info_columns());
        assert_eq!(
            info_note(&info),
            "postgres store postgres://esx@db/esx (schema v7), TimescaleDB absent (plain tables): no snapshot recorded yet"
        );
    }

    #[test]
    fn copy_rows_carry_read_and_added() {
        let stats = CopyStats {
            tables: vec![esx_store::CopyCount {
                table: "bets",
                read: 7,
                added: 5,
            }],
        };
        let doc = copy_doc("a.sqlite", "b.sqlite", &stats);
        assert_eq!(
            serde_json::to_string(&doc).unwrap(),
            r#"{"source":"esx","from":"a.sqlite","to":"b.sqlite","tables":[{"table":"bets","read":7,"added":5}]}"#
        );
        check_row(&doc.tables[0], &copy_columns());
    }
}
