//! The history store as the commands see it: `--db`/`ESX_DB` (a file, or a PostgreSQL
//! URL), the default file in the platform data directory, store errors as esx errors
//! (exit codes), and the store's time format.

use std::path::PathBuf;

use esx_store::{Location, Store, StoreError};

use crate::context::Context;
use crate::error::EsxError;

/// Overrides the data directory the default database lives in (tests, packaging).
pub(crate) const ENV_DATA_DIR: &str = "ESX_DATA_DIR";

/// Names the history store (a file path or a `postgres://` URL) when `--db` does not.
pub(crate) const ENV_DB: &str = "ESX_DB";

/// The file name of the default database inside the data directory.
pub(crate) const DEFAULT_FILE: &str = "history.sqlite";

/// The `--db` flag of every command that opens the history store.
#[derive(Debug, Clone, Default, clap::Args)]
pub(crate) struct DbArg {
    /// The history store: a file, or postgres://USER@HOST[:PORT]/DB [default: ESX_DB, else history.sqlite in ESX_DATA_DIR or the platform data directory]
    #[arg(long, value_name = "PATH|URL")]
    pub(crate) db: Option<String>,
}

/// Where a `--db`-like value points (a URL is never a path), or exit 2 naming it without
/// its password.
pub(crate) fn location(value: &str) -> Result<Location, EsxError> {
    Location::parse(value).map_err(EsxError::usage)
}

impl DbArg {
    /// Whether the user named a store (`--db`, or `ESX_DB`): `--demo` reads it then,
    /// instead of its temporary one.
    #[must_use]
    pub(crate) fn named(&self) -> bool {
        self.db.is_some() || std::env::var(ENV_DB).is_ok_and(|v| !v.is_empty())
    }

    /// Where the store is: `--db`, else `ESX_DB`, else `ESX_DATA_DIR/history.sqlite`,
    /// else the platform's data directory.
    pub(crate) fn location(&self) -> Result<Location, EsxError> {
        let given = self
            .db
            .clone()
            .or_else(|| std::env::var(ENV_DB).ok().filter(|v| !v.is_empty()));
        match given {
            Some(v) => {
                let at = location(&v)?;
                check_folder(&at)?;
                Ok(at)
            }
            None => Ok(Location::File(default_path()?)),
        }
    }

    /// Open (creating or migrating) the store. A file the user named (`--db`, `ESX_DB`)
    /// in a folder that does not exist is refused like `-o` (exit 2): a typo must not
    /// create folders; the default location's folders are created.
    pub(crate) fn open(&self) -> Result<Store, EsxError> {
        let at = self.location()?;
        Store::open_at(&at).map_err(store_error)
    }

    /// Open a store that must already exist (commands that only read it: `moves`,
    /// `bets list|report|settle`, `store info`). A missing file, or a database without
    /// an esx store, is exit 5 and nothing is created: a typo in `--db` must not leave an
    /// empty database behind.
    pub(crate) fn open_existing(&self) -> Result<Store, EsxError> {
        open_existing(&self.location()?)
    }

    /// The store this run writes: under `--demo` with no store named (`--db`, `ESX_DB`),
    /// a temporary one (DESIGN "The history store": a demo never touches the user's
    /// history), else [`DbArg::open`].
    pub(crate) fn open_in(&self, ctx: &Context) -> Result<RunStore, EsxError> {
        if self.demo_temporary(ctx) {
            return RunStore::temporary(ctx);
        }
        self.open().map(RunStore::named)
    }

    /// The store this run reads: under `--demo` with no store named, a temporary one
    /// (empty unless the command fills it: `moves` from the simulator's tape), else
    /// [`DbArg::open_existing`].
    pub(crate) fn open_existing_in(&self, ctx: &Context) -> Result<RunStore, EsxError> {
        if self.demo_temporary(ctx) {
            return RunStore::temporary(ctx);
        }
        self.open_existing().map(RunStore::named)
    }

    /// Whether this run uses `--demo`'s temporary store: the demo's simulator is running
    /// and the user named no store.
    #[must_use]
    pub(crate) fn demo_temporary(&self, ctx: &Context) -> bool {
        ctx.is_demo() && !self.named()
    }
}

/// A history store opened for one run: the one the user named or the default file, or
/// `--demo`'s temporary store, which is deleted with its folder when this is dropped (at
/// the end of the run, whatever its result).
pub(crate) struct RunStore {
    store: Store,
    temporary: Option<tempfile::TempDir>,
}

impl RunStore {
    fn named(store: Store) -> Self {
        Self {
            store,
            temporary: None,
        }
    }

    /// A new empty store in a new temporary folder; says once on stderr that nothing
    /// is kept (not with `-q`).
    fn temporary(ctx: &Context) -> Result<Self, EsxError> {
        let dir = tempfile::Builder::new()
            .prefix("esx-demo-")
            .tempdir()
            .map_err(|e| {
                EsxError::other(format!("cannot create the demo's temporary store: {e}"))
            })?;
        let at = Location::File(dir.path().join(DEFAULT_FILE));
        let store = Store::open_at(&at).map_err(store_error)?;
        ctx.diag().note(
            "--demo uses a temporary history store, deleted at exit (your history is not touched); pass --db FILE to keep one",
        );
        Ok(Self {
            store,
            temporary: Some(dir),
        })
    }

    /// Whether this is `--demo`'s temporary store.
    #[must_use]
    pub(crate) fn is_temporary(&self) -> bool {
        self.temporary.is_some()
    }
}

impl std::ops::Deref for RunStore {
    type Target = Store;
    fn deref(&self) -> &Store {
        &self.store
    }
}

impl std::ops::DerefMut for RunStore {
    fn deref_mut(&mut self) -> &mut Store {
        &mut self.store
    }
}

/// A file the user named (`--db`, `ESX_DB`) must be in a folder that exists, as `-o FILE`
/// must: a typo in the folder is exit 2, never a new tree of folders. (The default file's
/// folder, the platform data directory, is created.)
pub(crate) fn check_folder(at: &Location) -> Result<(), EsxError> {
    let Location::File(path) = at else {
        return Ok(());
    };
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => std::path::Path::new("."),
    };
    if dir.is_dir() {
        Ok(())
    } else {
        Err(EsxError::usage(format!(
            "cannot open the history store {}: directory {} does not exist (create it, or pass another --db)",
            path.display(),
            dir.display()
        )))
    }
}

/// [`DbArg::open_existing`] for a location given otherwise (`store copy --from`).
pub(crate) fn open_existing(at: &Location) -> Result<Store, EsxError> {
    if let Location::File(path) = at
        && !path.exists()
    {
        return Err(EsxError::not_found(format!(
            "no history store at {}: record the board first (`esx record cs2`, again later to see moves), or pass --db PATH",
            path.display()
        )));
    }
    Store::open_existing(at).map_err(store_error)
}

/// `ESX_DATA_DIR/history.sqlite`, else the platform's data directory's.
fn default_path() -> Result<PathBuf, EsxError> {
    if let Some(dir) = std::env::var_os(ENV_DATA_DIR).filter(|d| !d.is_empty()) {
        return Ok(PathBuf::from(dir).join(DEFAULT_FILE));
    }
    directories::ProjectDirs::from("", "", "esx")
        .map(|p| p.data_dir().join(DEFAULT_FILE))
        .ok_or_else(|| {
            EsxError::other(format!(
                "cannot find a home directory for the history store; pass --db PATH or set {ENV_DATA_DIR}"
            ))
        })
}

/// A store error with its exit code: unknown bet 5, bad value 2, locked, unreachable
/// server or conflicts past the retries 6, else 1 (a refused login included). The
/// message says everything the store error does, so it is not kept as a source (the one
/// stderr line would repeat it).
#[must_use]
#[expect(
    clippy::needless_pass_by_value,
    reason = "by value: it is the `map_err` adapter"
)]
pub(crate) fn store_error(e: StoreError) -> EsxError {
    // A store's messages name its `--db`: never with a password in it.
    let msg = crate::client::policy::mask_userinfo(&e.to_string()).into_owned();
    match e {
        StoreError::NotFound(_) => EsxError::not_found(msg),
        StoreError::Invalid(_) | StoreError::IsDirectory { .. } => EsxError::usage(msg),
        StoreError::Busy { .. } | StoreError::Conflict { .. } => EsxError::retryable(msg),
        StoreError::Unreachable { .. } => EsxError::retryable(msg)
            .with_hint("check that the PostgreSQL server is running and reachable, then retry"),
        StoreError::Login { .. } => EsxError::other(msg)
            .with_hint("check the user and the password (in the URL, PGPASSWORD or ~/.pgpass)"),
        StoreError::NotDatabase { .. }
        | StoreError::Corrupt { .. }
        | StoreError::Foreign { .. } => {
            EsxError::other(msg).with_hint("choose another file with --db PATH")
        }
        StoreError::Newer { .. } => {
            EsxError::other(msg).with_hint("upgrade esx, or choose another file with --db PATH")
        }
        _ => EsxError::other(msg),
    }
}

/// A timestamp in the store's one fixed-width format (`2026-11-21T18:00:00.000Z`), so
/// that text order is time order.
#[must_use]
pub(crate) fn stamp(t: jiff::Timestamp) -> String {
    t.strftime("%Y-%m-%dT%H:%M:%S%.3fZ").to_string()
}

/// The run's clock now, in the store's format.
#[must_use]
pub(crate) fn now(clock: &crate::clock::Clock) -> String {
    stamp(clock.now())
}

/// An ISO 8601 time as the service or a user writes it (`2026-11-21T18:00:00Z`, with an
/// offset, or a bare date taken as midnight UTC), in the store's format.
#[must_use]
pub fn normalise_time(s: &str) -> Option<String> {
    let t = s.trim();
    if let Ok(ts) = t.parse::<jiff::Timestamp>() {
        return Some(stamp(ts));
    }
    t.parse::<jiff::civil::Date>()
        .ok()
        .and_then(|d| d.to_zoned(jiff::tz::TimeZone::UTC).ok())
        .map(|z| stamp(z.timestamp()))
}

/// A user's time flag, normalised, or a usage error naming the flag.
pub(crate) fn time_flag(flag: &str, s: &str) -> Result<String, EsxError> {
    normalise_time(s).ok_or_else(|| {
        EsxError::usage(format!(
            "{flag} `{s}` is not a time; valid: ISO 8601 such as 2026-11-21T18:00:00Z or a date 2026-11-21"
        ))
    })
}

/// `--since`/`--until`: an RFC 3339 time, or `N[s|m|h|d|w]` back from the clock.
pub(crate) fn time_or_span(flag: &str, s: &str, now: jiff::Timestamp) -> Result<String, EsxError> {
    let t = s.trim();
    let unit = t.chars().last().unwrap_or(' ');
    let per = match unit {
        's' => Some(1.0),
        'm' => Some(60.0),
        'h' => Some(3600.0),
        'd' => Some(86_400.0),
        'w' => Some(604_800.0),
        _ => None,
    };
    if let Some(per) = per
        && let Some(Ok(n)) = t.strip_suffix(unit).map(str::parse::<f64>)
        && n.is_finite()
        && n >= 0.0
        && n * per < 1e10
    {
        let back = jiff::SignedDuration::from_millis((n * per * 1000.0) as i64);
        if let Ok(at) = now.checked_sub(back) {
            return Ok(normalise_time(&at.to_string()).unwrap_or_default());
        }
    }
    time_flag(flag, t).map_err(|_| {
        EsxError::usage(format!(
            "{flag} `{s}` is neither a span nor a time; valid: 30d, 12h, or RFC 3339 such as 2026-11-01T00:00:00Z"
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_store_in_a_missing_folder_is_refused() {
        let d = tempfile::tempdir().unwrap();
        let file = |p: std::path::PathBuf| Location::File(p);
        let e = check_folder(&file(d.path().join("no/such/h.sqlite"))).unwrap_err();
        assert_eq!(e.exit_code(), crate::error::ExitCode::Usage);
        assert!(e.to_string().contains("does not exist"), "{e}");
        assert!(check_folder(&file(d.path().join("h.sqlite"))).is_ok());
        assert!(check_folder(&file("h.sqlite".into())).is_ok());
    }

    #[test]
    fn times_take_one_sortable_form() {
        assert_eq!(
            normalise_time("2026-11-21T18:00:00Z").as_deref(),
            Some("2026-11-21T18:00:00.000Z")
        );
        assert_eq!(
            normalise_time("2026-11-21T20:00:00+02:00").as_deref(),
            Some("2026-11-21T18:00:00.000Z")
        );
        assert_eq!(
            normalise_time("2026-11-21").as_deref(),
            Some("2026-11-21T00:00:00.000Z")
        );
        assert!(normalise_time("tomorrow").is_none());
    }
}
