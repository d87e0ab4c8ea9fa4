//! The esx history store: quote snapshots, line moves and the bet log, in one SQLite file
//! (the default) or a PostgreSQL database shared by many machines (`postgres://…`).
//!
//! [`Store`] is the one API the commands use; it forwards each call to its backend
//! ([`Sqlite`] here and in `record`/`moves`/`bets`, `pg::Postgres` in `pg/`), so no
//! command knows which backend it talks to. Typed quotes go in ([`LinesSnapshot`],
//! [`PropQuote`], [`GapQuote`]); rows and series come out ([`Series`], [`BetRow`],
//! [`Report`]). No HTTP, no terminal: the commands fetch, de-vig and print. Times cross
//! the API as ISO 8601 UTC text in one fixed width (`2026-11-21T18:00:00.000Z`): SQLite
//! stores that text (text order is time order, DuckDB and `sqlite3` read it as it is),
//! PostgreSQL stores `TIMESTAMPTZ` and prints it back in the same form.
//!
//! SQLite's safety rules, all enforced in [`Sqlite::open`] before anything is written: a
//! file that is not SQLite, belongs to another program, or was written by a newer esx is
//! refused and left untouched. Every snapshot is one `BEGIN IMMEDIATE` transaction in WAL mode,
//! so concurrent writers queue instead of failing and a failure (a full disk included)
//! leaves nothing half-written.

mod bet_shapes;
mod bets;
mod board;
mod close;
mod copy;
mod fair_tape;
mod grading;
mod moves;
mod pg;
mod rank;
mod record;
pub mod schema;
mod store;
#[cfg(any(test, feature = "test-server"))]
pub mod test_fixtures;
#[cfg(any(test, feature = "test-server"))]
pub mod test_server;

#[cfg(test)]
mod close_tests;
#[cfg(test)]
mod fair_tape_tests;
#[cfg(test)]
mod grading_tests;
#[cfg(test)]
mod multi_tests;
#[cfg(test)]
mod pg_tests;
#[cfg(test)]
mod rank_tests;
#[cfg(test)]
mod shape_tests;
#[cfg(test)]
mod tests;

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, ErrorCode, OpenFlags, TransactionBehavior};

pub use bet_shapes::Inserted;
pub use bets::{
    BetKind, BetLeg, BetResult, BetRow, CloseQuote, EventTeams, NewBet, Report, ReportLine,
    bet_uid, report_of,
};
pub use board::RecordedProp;
pub use close::{BetPricing, Close, JudgedBet, close_of, market_input};
pub use copy::{CopyCount, CopyStats};
pub use fair_tape::{FairTapeQuery, TapeMarket};
pub use grading::{
    EdgePrediction, EdgeRow, LegJoin, MatchResult, OpenBet, OpenMulti, PickPrediction, PickRow,
    PredictionQuery, PropResult, ResultsAdded,
};
pub use moves::{EventRef, GapPoint, GapSeries, MovesQuery, Point, PropPoint, PropSeries, Series};
pub use pg::PgUrl;
pub use rank::{RankQuery, RankRow};
pub use record::{
    CONSENSUS, EventInfo, GapQuote, LineQuote, LinesSnapshot, PropQuote, Snapshot, SnapshotStats,
};
pub use store::{Info, Location, Store, TableCount};

/// How long a writer waits for another writer's transaction before giving up. A
/// snapshot takes milliseconds, so this only runs out when something is stuck.
const BUSY_TIMEOUT: Duration = Duration::from_secs(30);

/// What can go wrong with the store. Each variant says what happened to the file.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error(
        "{path} is not an SQLite database (corrupt or another kind of file); it was left untouched"
    )]
    NotDatabase { path: PathBuf },
    #[error("{path} is damaged ({detail}); it was left untouched")]
    Corrupt { path: PathBuf, detail: String },
    #[error(
        "{path} is an SQLite database of another program, not an esx history store; it was left untouched"
    )]
    Foreign { path: PathBuf },
    #[error(
        "{path} was written by a newer esx (schema v{found}; this esx knows up to v{supported}); it was left untouched"
    )]
    Newer {
        path: PathBuf,
        found: i32,
        supported: i32,
    },
    #[error(
        "the disk is full (or the database hit its size limit) at {path}; nothing of this write was kept"
    )]
    Full { path: PathBuf },
    #[error("{path} is locked by another esx for longer than {secs} s")]
    Busy { path: PathBuf, secs: u64 },
    #[error("cannot open {path}: {detail}")]
    Open { path: PathBuf, detail: String },
    #[error("{path} is a directory, not a history store file")]
    IsDirectory { path: PathBuf },
    #[error("cannot reach the PostgreSQL server of {db}: {detail}")]
    Unreachable { db: String, detail: String },
    #[error("the PostgreSQL server of {db} refused the login: {detail}")]
    Login { db: String, detail: String },
    #[error(
        "{db}: other writers kept conflicting with this one ({tries} tries); nothing of this write was kept"
    )]
    Conflict { db: String, tries: u32 },
    #[error("{db}: {detail}")]
    Postgres { db: String, detail: String },
    #[error("{0}")]
    NotFound(String),
    #[error("{0}")]
    Invalid(String),
    #[error("history store {path}: {source}")]
    Sql {
        path: PathBuf,
        #[source]
        source: rusqlite::Error,
    },
}

pub type Result<T> = std::result::Result<T, StoreError>;

/// An open SQLite history store (the file backend of [`Store`]).
#[derive(Debug)]
pub(crate) struct Sqlite {
    conn: Connection,
    path: PathBuf,
}

impl Sqlite {
    /// Open (or create) the store at `path`, creating its folder, and migrate it forward.
    ///
    /// Refuses, without writing, a file that is not SQLite, one of another program, and
    /// one from a newer esx.
    pub(crate) fn open(path: &Path) -> Result<Self> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| StoreError::Open {
                path: path.to_path_buf(),
                detail: e.to_string(),
            })?;
        }
        if path.is_dir() {
            // SQLite would say only "unable to open database file".
            return Err(StoreError::IsDirectory {
                path: path.to_path_buf(),
            });
        }
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags).map_err(|e| StoreError::Open {
            path: path.to_path_buf(),
            detail: e.to_string(),
        })?;
        let store = Self {
            conn,
            path: path.to_path_buf(),
        };
        store
            .conn
            .busy_timeout(BUSY_TIMEOUT)
            .map_err(|e| store.sql(e))?;
        // Two recorders creating a new file at once: the steps below wait for each other
        // (SQLite's busy handler), but a few of SQLite's answers while another connection
        // turns a new file to WAL or holds a read snapshot across a write come back
        // "busy" at once, without the handler. Those are retried here until the same
        // 30 s are up, so "locked by another esx for longer than 30 s" means just that.
        let deadline = std::time::Instant::now() + BUSY_TIMEOUT;
        loop {
            match store.prepare() {
                Err(StoreError::Busy { .. }) if std::time::Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(10));
                }
                done => return done.map(|()| store),
            }
        }
    }

    /// Check the file is ours (or empty), then set it up: WAL, sync, cache, migrations.
    fn prepare(&self) -> Result<()> {
        self.identify()?;
        // Only now that the file is known to be ours (or empty) may anything be written.
        self.conn
            .pragma_update_and_check(None, "journal_mode", "WAL", |_| Ok(()))
            .map_err(|e| self.sql(e))?;
        // WAL with NORMAL sync is durable across application crashes and never corrupt;
        // a power cut may lose the last snapshots, which the next cron run re-records.
        self.conn
            .pragma_update(None, "synchronous", "NORMAL")
            .map_err(|e| self.sql(e))?;
        // 32 MiB of page cache: a 1M-quote tape's indexes stay in memory for `moves`.
        self.conn
            .pragma_update(None, "cache_size", -32_768)
            .map_err(|e| self.sql(e))?;
        self.migrate()
    }

    /// The schema version of the open file.
    pub(crate) fn version(&self) -> Result<i32> {
        self.conn
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .map_err(|e| self.sql(e))
    }

    /// Read-only checks: is this an SQLite file, ours, and not from a newer esx?
    fn identify(&self) -> Result<()> {
        let probe = || -> rusqlite::Result<(i32, i32, i64)> {
            let app: i32 = self
                .conn
                .pragma_query_value(None, "application_id", |r| r.get(0))?;
            let version: i32 = self
                .conn
                .pragma_query_value(None, "user_version", |r| r.get(0))?;
            let objects: i64 =
                self.conn
                    .query_row("SELECT count(*) FROM sqlite_master", [], |r| r.get(0))?;
            Ok((app, version, objects))
        };
        // One read transaction, so the three reads see one state of the file: another
        // esx creating the schema at this moment is seen either before or after, never
        // half-way (tables without the application id would look like another program's).
        let tx = rusqlite::Transaction::new_unchecked(&self.conn, TransactionBehavior::Deferred)
            .map_err(|e| self.sql(e))?;
        let probed = probe();
        tx.commit().map_err(|e| self.sql(e))?;
        let (app, version, objects) = probed.map_err(|e| self.sql(e))?;
        let fresh = app == 0 && version == 0 && objects == 0;
        if !fresh && app != schema::APPLICATION_ID {
            return Err(StoreError::Foreign {
                path: self.path.clone(),
            });
        }
        if version > schema::CURRENT_VERSION {
            return Err(StoreError::Newer {
                path: self.path.clone(),
                found: version,
                supported: schema::CURRENT_VERSION,
            });
        }
        Ok(())
    }

    /// Apply every migration past the file's version, all in one transaction (two esx
    /// opening an old file at once: the second sees the first's result and does nothing).
    fn migrate(&self) -> Result<()> {
        if self.version()? == schema::CURRENT_VERSION {
            return Ok(());
        }
        let tx = rusqlite::Transaction::new_unchecked(&self.conn, TransactionBehavior::Immediate)
            .map_err(|e| self.sql(e))?;
        let from = tx
            .pragma_query_value(None, "user_version", |r| r.get::<_, i32>(0))
            .map_err(|e| self.sql(e))?;
        if from > schema::CURRENT_VERSION {
            return Err(StoreError::Newer {
                path: self.path.clone(),
                found: from,
                supported: schema::CURRENT_VERSION,
            });
        }
        for (i, sql) in schema::MIGRATIONS.iter().enumerate().skip(from as usize) {
            tx.execute_batch(sql).map_err(|e| self.sql(e))?;
            tx.pragma_update(None, "user_version", i as i32 + 1)
                .map_err(|e| self.sql(e))?;
        }
        if from < schema::BET_UID_VERSION {
            // The bets logged before v9 get their uid in the same transaction.
            let mut me: &Sqlite = self;
            bet_shapes::backfill_uids(&mut me)?;
        }
        tx.pragma_update(None, "application_id", schema::APPLICATION_ID)
            .map_err(|e| self.sql(e))?;
        tx.commit().map_err(|e| self.sql(e))
    }

    /// Rows of every table of the schema, in [`schema::TABLES`] order.
    pub(crate) fn table_counts(&self) -> Result<Vec<(String, i64)>> {
        schema::TABLES
            .iter()
            .map(|t| {
                let n = self
                    .conn
                    .query_row(&format!("SELECT count(*) FROM {t}"), [], |r| r.get(0))
                    .map_err(|e| self.sql(e))?;
                Ok(((*t).to_string(), n))
            })
            .collect()
    }

    /// The first and last recorded snapshot's time.
    pub(crate) fn span(&self) -> Result<(Option<String>, Option<String>)> {
        self.conn
            .query_row(
                "SELECT min(observed_at), max(observed_at) FROM snapshots",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .map_err(|e| self.sql(e))
    }

    /// Limit the file to `pages` pages (tests: a full disk on demand).
    #[cfg(test)]
    pub(crate) fn set_max_pages(&self, pages: i64) -> Result<()> {
        self.conn
            .pragma_update_and_check(None, "max_page_count", pages, |_| Ok(()))
            .map_err(|e| self.sql(e))
    }

    /// Classify an SQLite error into what the user needs to know.
    fn sql(&self, e: rusqlite::Error) -> StoreError {
        classify(self.path.clone(), e)
    }

    /// Start a write transaction that holds the write lock from its first statement, so
    /// a concurrent writer waits (busy timeout) rather than failing on upgrade.
    fn write_tx(&mut self) -> Result<rusqlite::Transaction<'_>> {
        let path = self.path.clone();
        self.conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(|e| classify(path, e))
    }
}

/// [`Sqlite::sql`] for code that holds a borrow of the connection.
fn classify(path: PathBuf, e: rusqlite::Error) -> StoreError {
    match e.sqlite_error_code() {
        Some(ErrorCode::NotADatabase) => StoreError::NotDatabase { path },
        Some(ErrorCode::DatabaseCorrupt) => StoreError::Corrupt {
            path,
            detail: e.to_string(),
        },
        Some(ErrorCode::DiskFull) => StoreError::Full { path },
        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => StoreError::Busy {
            path,
            secs: BUSY_TIMEOUT.as_secs(),
        },
        _ => StoreError::Sql { path, source: e },
    }
}
