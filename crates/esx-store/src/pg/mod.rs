//! The PostgreSQL backend: one history shared by many machines (`--db postgres://…`).
//!
//! The same logical schema as SQLite's (`schema::PG_MIGRATIONS`, shared version numbers),
//! the same answers. Concurrency: every write is one transaction; a snapshot first takes
//! a transaction-scoped advisory lock for its sport, so two recorders of one sport queue
//! (the second then sees the first's rows and stores only what still changed) while
//! different sports write side by side. Unique keys back that up, and a serialization
//! failure or deadlock is retried a few times before it is reported (exit 6).

mod changes;
mod lines;
#[cfg(test)]
pub(crate) mod migrate_tests;
mod read;
mod record;
pub(crate) mod url;

use std::cell::{RefCell, RefMut};
use std::time::Duration;

use postgres::error::SqlState;
use postgres::{Client, NoTls};

pub use url::PgUrl;

use crate::{Result, StoreError, schema};

/// Waiting longer than this for another writer's lock is reported as busy (exit 6).
const LOCK_TIMEOUT: &str = "30s";

/// Attempts of one write transaction when the server reports a conflict.
pub(crate) const TRIES: u32 = 5;

/// The advisory lock key that serialises migrations ("ESXH" again).
const MIGRATION_LOCK: i64 = 0x4553_5848;

/// `to_char` pattern of the store's time format.
const TIME_FORMAT: &str = r#"'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'"#;

/// A `TIMESTAMPTZ` column read back as the store's time text.
pub(crate) fn ts(col: &str) -> String {
    format!("to_char({col} AT TIME ZONE 'UTC', {TIME_FORMAT})")
}

/// An open PostgreSQL history store.
pub(crate) struct Postgres {
    client: RefCell<Client>,
    url: PgUrl,
    /// Whether the quote tapes are TimescaleDB hypertables.
    hypertables: bool,
}

impl std::fmt::Debug for Postgres {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Postgres")
            .field("url", &self.url)
            .field("hypertables", &self.hypertables)
            .finish_non_exhaustive()
    }
}

impl Postgres {
    /// Connect and migrate forward (`create`), or connect to a database that must already
    /// hold an esx store (`!create`: a missing one is `NotFound`, nothing is created).
    pub(crate) fn open(url: &PgUrl, create: bool) -> Result<Self> {
        let mut config = url.config();
        config.connect_timeout(Duration::from_secs(10));
        config.application_name("esx");
        let client = if url.is_local() {
            config.connect(NoTls)
        } else {
            // Any other host: TLS or nothing, verified against the platform's roots.
            config.ssl_mode(postgres::config::SslMode::Require);
            let tls = tls_config().map_err(|detail| StoreError::Unreachable {
                db: url.shown().to_string(),
                detail,
            })?;
            config.connect(tokio_postgres_rustls::MakeRustlsConnect::new(tls))
        };
        let client = client.map_err(|e| classify(url.shown(), &e))?;
        let mut pg = Self {
            client: RefCell::new(client),
            url: url.clone(),
            hypertables: false,
        };
        // No JIT: esx's statements are index lookups and array writes, short for the
        // server, but a freshly grown table (1M rows recorded since the last ANALYZE) can
        // make the planner's estimate cross `jit_above_cost`, and compiling the plan then
        // costs hundreds of milliseconds: `moves --event` took 0.5 s, 28 ms without it.
        pg.batch(&format!(
            "SET lock_timeout = '{LOCK_TIMEOUT}'; SET jit = off"
        ))?;
        pg.migrate(create)?;
        pg.hypertables = pg.detect_hypertables().unwrap_or(false);
        Ok(pg)
    }

    /// The URL as esx prints it (no password).
    #[must_use]
    pub(crate) fn shown(&self) -> &str {
        self.url.shown()
    }

    pub(crate) fn client(&self) -> RefMut<'_, Client> {
        self.client.borrow_mut()
    }

    pub(crate) fn err(&self, e: &postgres::Error) -> StoreError {
        classify(self.url.shown(), e)
    }

    fn batch(&self, sql: &str) -> Result<()> {
        self.client().batch_execute(sql).map_err(|e| self.err(&e))
    }

    /// The schema version recorded in `esx_meta` (0 when the database has no esx store).
    pub(crate) fn version(&self) -> Result<i32> {
        let mut c = self.client();
        let has_meta: bool = c
            .query_one("SELECT to_regclass('esx_meta') IS NOT NULL", &[])
            .map_err(|e| classify(self.url.shown(), &e))?
            .get(0);
        if !has_meta {
            return Ok(0);
        }
        let row = c
            .query_opt("SELECT value FROM esx_meta WHERE name = 'version'", &[])
            .map_err(|e| classify(self.url.shown(), &e))?;
        Ok(row
            .and_then(|r| r.get::<_, String>(0).parse().ok())
            .unwrap_or(0))
    }

    /// Refuse a newer schema or a database whose tables clash with esx's without being an
    /// esx store; create or migrate under an advisory lock, in one transaction, so two
    /// esx starting at once on an empty database create it once.
    fn migrate(&mut self, create: bool) -> Result<()> {
        let shown = self.url.shown().to_string();
        let newer = |found: i32| StoreError::Newer {
            path: shown.clone().into(),
            found,
            supported: schema::CURRENT_VERSION,
        };
        let version = self.version()?;
        if version > schema::CURRENT_VERSION {
            return Err(newer(version));
        }
        if version == schema::CURRENT_VERSION {
            return Ok(());
        }
        if version == 0 && !create {
            return Err(StoreError::NotFound(format!(
                "no esx history store in {shown}: `esx record` (or `esx store copy`) writes one"
            )));
        }
        let mut c = self.client();
        let mut tx = c.transaction().map_err(|e| classify(&shown, &e))?;
        tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
            .map_err(|e| classify(&shown, &e))?;
        // Read again under the lock: another esx may have migrated meanwhile.
        let has_meta: bool = tx
            .query_one("SELECT to_regclass('esx_meta') IS NOT NULL", &[])
            .map_err(|e| classify(&shown, &e))?
            .get(0);
        let from: i32 = if has_meta {
            tx.query_opt("SELECT value FROM esx_meta WHERE name = 'version'", &[])
                .map_err(|e| classify(&shown, &e))?
                .and_then(|r| r.get::<_, String>(0).parse().ok())
                .unwrap_or(0)
        } else {
            let clash: Option<String> = tx
                .query_opt(
                    "SELECT c.relname::text FROM pg_class c
                     WHERE c.relnamespace = current_schema()::regnamespace
                       AND c.relname = ANY($1)",
                    &[&schema::TABLES],
                )
                .map_err(|e| classify(&shown, &e))?
                .map(|r| r.get(0));
            if let Some(table) = clash {
                return Err(StoreError::Foreign {
                    path: format!("{shown} (its table `{table}`)").into(),
                });
            }
            0
        };
        if from > schema::CURRENT_VERSION {
            return Err(newer(from));
        }
        for (version, sql) in schema::PG_MIGRATIONS.iter().filter(|(v, _)| *v > from) {
            tx.batch_execute(sql).map_err(|e| classify(&shown, &e))?;
            tx.execute(
                "INSERT INTO esx_meta (name, value) VALUES ('version', $1)
                 ON CONFLICT (name) DO UPDATE SET value = excluded.value",
                &[&version.to_string()],
            )
            .map_err(|e| classify(&shown, &e))?;
        }
        if from < schema::BET_UID_VERSION {
            backfill_bet_uids(&mut tx).map_err(|e| classify(&shown, &e))?;
        }
        if from == 0 {
            timescale(&mut tx);
        }
        tx.commit().map_err(|e| classify(&shown, &e))
    }

    fn detect_hypertables(&self) -> Result<bool> {
        let sql = "SELECT to_regclass('timescaledb_information.hypertables') IS NOT NULL";
        let present: bool = self
            .client()
            .query_one(sql, &[])
            .map_err(|e| self.err(&e))?
            .get(0);
        if !present {
            return Ok(false);
        }
        let n: i64 = self
            .client()
            .query_one(
                "SELECT count(*) FROM timescaledb_information.hypertables
                 WHERE hypertable_name IN ('quotes', 'prop_quotes', 'gap_quotes')",
                &[],
            )
            .map_err(|e| self.err(&e))?
            .get(0);
        Ok(n > 0)
    }

    /// Whether the quote tapes are TimescaleDB hypertables.
    #[must_use]
    pub(crate) fn hypertables(&self) -> bool {
        self.hypertables
    }

    /// Run `work` in one transaction, retried when the server reports a serialization
    /// failure or a deadlock (another writer won the race); after [`TRIES`] it is
    /// `Conflict` (exit 6). Nothing of a failed attempt is kept.
    pub(crate) fn write<T>(
        &self,
        mut work: impl FnMut(&mut postgres::Transaction<'_>) -> std::result::Result<T, postgres::Error>,
    ) -> Result<T> {
        let mut client = self.client();
        for attempt in 1..=TRIES {
            let mut tx = client.transaction().map_err(|e| self.err(&e))?;
            let done = work(&mut tx).and_then(|v| tx.commit().map(|()| v));
            match done {
                Ok(v) => return Ok(v),
                Err(e) if retryable(&e) && attempt < TRIES => {
                    // A short, growing pause lets the winner finish.
                    std::thread::sleep(Duration::from_millis(20 * u64::from(attempt)));
                }
                Err(e) if retryable(&e) => {
                    return Err(StoreError::Conflict {
                        db: self.url.shown().to_string(),
                        tries: TRIES,
                    });
                }
                Err(e) => return Err(self.err(&e)),
            }
        }
        unreachable!("the last attempt returns")
    }
}

/// TimescaleDB, where the server offers it: the three quote tapes become hypertables
/// partitioned by `observed_at`. Optional: any failure leaves plain tables (a savepoint
/// keeps the migration's transaction alive).
fn timescale(tx: &mut postgres::Transaction<'_>) {
    let available = tx
        .query_one(
            "SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'timescaledb')",
            &[],
        )
        .is_ok_and(|r| r.get::<_, bool>(0));
    if !available {
        return;
    }
    if let Ok(mut sp) = tx.transaction() {
        let made = sp.batch_execute(
            "CREATE EXTENSION IF NOT EXISTS timescaledb;
             SELECT create_hypertable('quotes', 'observed_at', migrate_data => true);
             SELECT create_hypertable('prop_quotes', 'observed_at', migrate_data => true);
             SELECT create_hypertable('gap_quotes', 'observed_at', migrate_data => true);",
        );
        if made.is_ok() {
            let _ = sp.commit();
        }
    }
}

/// A rustls client configuration verifying servers with the platform's roots. The
/// process's one crypto provider is the CLI's (ring); a caller that installed none (a
/// store-only command, a test) gets ring installed here, as the CLI's client would.
fn tls_config() -> std::result::Result<rustls::ClientConfig, String> {
    use rustls_platform_verifier::ConfigVerifierExt as _;
    if rustls::crypto::CryptoProvider::get_default().is_none() {
        // An error means another thread installed one meanwhile: that one serves.
        let _ = rustls::crypto::ring::default_provider().install_default();
    }
    rustls::ClientConfig::with_platform_verifier().map_err(|e| format!("no TLS roots: {e}"))
}

fn retryable(e: &postgres::Error) -> bool {
    matches!(
        e.code(),
        Some(c) if *c == SqlState::T_R_SERIALIZATION_FAILURE || *c == SqlState::T_R_DEADLOCK_DETECTED
    )
}

/// What a PostgreSQL error means for the user: the server out of reach and a lock held
/// too long are worth retrying (exit 6), a refused login and everything else are not.
/// The message never holds the password (the URL is shown redacted; the server's own
/// messages do not repeat it).
pub(crate) fn classify(shown: &str, e: &postgres::Error) -> StoreError {
    let db = shown.to_string();
    let detail = e
        .as_db_error()
        .map_or_else(|| e.to_string(), |d| d.message().to_string());
    match e.code() {
        Some(c)
            if *c == SqlState::INVALID_PASSWORD
                || *c == SqlState::INVALID_AUTHORIZATION_SPECIFICATION =>
        {
            StoreError::Login { db, detail }
        }
        Some(c) if *c == SqlState::INVALID_CATALOG_NAME => StoreError::Postgres {
            db,
            detail: format!("{detail} (create it first: `createdb`, or CREATE DATABASE)"),
        },
        Some(c) if *c == SqlState::LOCK_NOT_AVAILABLE => StoreError::Busy {
            path: shown.into(),
            secs: 30,
        },
        Some(c)
            if *c == SqlState::CANNOT_CONNECT_NOW
                || *c == SqlState::ADMIN_SHUTDOWN
                || *c == SqlState::CRASH_SHUTDOWN
                || *c == SqlState::TOO_MANY_CONNECTIONS =>
        {
            StoreError::Unreachable { db, detail }
        }
        Some(c) if *c == SqlState::DISK_FULL => StoreError::Full { path: shown.into() },
        // Another writer won a race: the caller may run the whole transaction again
        // (`Store::record_predictions` does; one try so far).
        Some(c)
            if *c == SqlState::T_R_SERIALIZATION_FAILURE
                || *c == SqlState::T_R_DEADLOCK_DETECTED =>
        {
            StoreError::Conflict { db, tries: 1 }
        }
        Some(_) => StoreError::Postgres { db, detail },
        None => {
            // No SQLSTATE: the connection itself (refused, timed out, closed, TLS), a
            // password the server asked for and esx does not have, or esx's own mistake.
            let detail =
                std::error::Error::source(e).map_or(detail.clone(), |s| format!("{detail}: {s}"));
            if detail.starts_with("authentication") || detail.contains("password missing") {
                StoreError::Login {
                    db,
                    detail: format!("{detail} (give it in PGPASSWORD or ~/.pgpass)"),
                }
            } else if e.is_closed()
                || [
                    "error connecting",
                    "error communicating",
                    "timeout",
                    "error performing TLS",
                ]
                .iter()
                .any(|p| detail.starts_with(p))
            {
                StoreError::Unreachable { db, detail }
            } else {
                StoreError::Postgres { db, detail }
            }
        }
    }
}

/// SQLite's `bet_shapes::backfill_uids` inside PostgreSQL's migration transaction (the
/// executor would borrow the client a second time): the same uids for the same bets.
fn backfill_bet_uids(
    tx: &mut postgres::Transaction<'_>,
) -> std::result::Result<(), postgres::Error> {
    let rows = tx.query(
        &format!(
            "SELECT bet_id, {}, event_id, market, map, line, outcome, source, decimal, stake
             FROM bets WHERE bet_uid IS NULL ORDER BY bet_id",
            ts("placed_at")
        ),
        &[],
    )?;
    let bets = rows
        .iter()
        .map(|r| {
            let bet = crate::NewBet {
                placed_at: r.get(1),
                event_id: r.get(2),
                market: r.get(3),
                map: r
                    .get::<_, Option<i64>>(4)
                    .and_then(|m| u32::try_from(m).ok()),
                line: r.get(5),
                outcome: r.get(6),
                source: r.get(7),
                decimal: r.get(8),
                stake: r.get(9),
                ..crate::NewBet::default()
            };
            (r.get::<_, i64>(0), bet)
        })
        .collect();
    for (id, uid) in crate::bets::distinct_uids(bets) {
        tx.execute(
            "UPDATE bets SET bet_uid = $2 WHERE bet_id = $1",
            &[&id, &uid],
        )?;
    }
    Ok(())
}
