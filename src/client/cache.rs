//! The answer cache behind `--cache TTL` and `--offline`: one file per request (base
//! URL, route, sorted query, a hash of the key), holding the body as served (after the
//! key was redacted from it). Files are 0600 and written atomically; the key itself is
//! never stored, only mixed into the file name's hash, so a cache directory shows
//! nothing secret and two keys (two plans) never share an answer.
//!
//! Each file begins with a line `esx-cache 1 <length> <sha256>` describing the body that
//! follows; the file's modification time is when it was fetched. A missing, unparsable or
//! mismatched header (a file cut in half, an entry of an older esx) makes the entry
//! absent: refetched and replaced online, and under `--offline` exit 6 ("cached answer
//! damaged; run once online").

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::time::{Duration, UNIX_EPOCH};

use reqwest::Url;
use sha1::{Digest as _, Sha1};
use sha2::Sha256;

use crate::error::EsxError;

/// Overrides the cache directory (tests, packaging, a cron job's own cache).
pub(crate) const ENV_CACHE_DIR: &str = "ESX_CACHE_DIR";

/// The first word of every cache file's header line, and the format's version.
const MAGIC: &str = "esx-cache";
const VERSION: &str = "1";

/// How the client uses the cache for this run.
#[derive(Clone, Debug, Default)]
pub(crate) struct CachePolicy {
    /// Reuse answers younger than this and store fresh ones (`--cache TTL`).
    pub(crate) ttl: Option<Duration>,
    /// Never send a request: answer from the cache whatever its age (`--offline`).
    pub(crate) offline: bool,
    /// Where the files live (resolved once, from ESX_CACHE_DIR or the platform's).
    pub(crate) dir: Option<PathBuf>,
    /// The service's stable name, used in place of the base URL's scheme, host and port:
    /// `demo:SEED` for the embedded simulator, whose port changes every run (so the
    /// cache would never hit in the demo). `None`: the base URL (real services).
    pub(crate) origin: Option<String>,
}

impl CachePolicy {
    /// Whether the cache takes part at all.
    #[must_use]
    pub(crate) fn active(&self) -> bool {
        self.ttl.is_some() || self.offline
    }
}

/// The cache directory: `ESX_CACHE_DIR`, else `http/` in the platform cache directory.
pub(crate) fn default_dir() -> Result<PathBuf, EsxError> {
    if let Some(dir) = std::env::var_os(ENV_CACHE_DIR).filter(|d| !d.is_empty()) {
        return Ok(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "esx")
        .map(|p| p.cache_dir().join("http"))
        .ok_or_else(|| {
            EsxError::other(format!(
                "cannot find a home directory for the cache; set {ENV_CACHE_DIR}"
            ))
        })
}

/// The file name for a request. The URL's query pairs are sorted so that the same
/// question asked in another order hits the same entry; the key enters only as its own
/// hash, so neither the name nor the file can give it back.
#[must_use]
pub(crate) fn entry_name(url: &Url, key: Option<&str>, origin: Option<&str>) -> String {
    let mut pairs: Vec<(String, String)> = url
        .query_pairs()
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect();
    pairs.sort();
    let mut bare = url.clone();
    bare.set_query(None);
    bare.set_fragment(None);
    let key_hash = key.map_or_else(|| "-".to_string(), |k| hex(&Sha1::digest(k.as_bytes())));
    let mut h = Sha1::new();
    match origin {
        Some(o) => {
            h.update(o.as_bytes());
            h.update(bare.path().as_bytes());
        }
        None => h.update(bare.as_str().as_bytes()),
    }
    for (k, v) in &pairs {
        h.update(b"\0");
        h.update(k.as_bytes());
        h.update(b"=");
        h.update(v.as_bytes());
    }
    h.update(b"\0key\0");
    h.update(key_hash.as_bytes());
    format!("{}.cache", hex(&h.finalize()))
}

fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write as _;
    bytes.iter().fold(String::new(), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

/// A stored answer: the body and how long ago it was fetched.
pub(crate) struct Hit {
    pub(crate) body: Vec<u8>,
    pub(crate) age: Duration,
}

/// What the cache holds for a request.
pub(crate) enum Entry {
    /// A whole answer.
    Hit(Hit),
    /// Nothing stored.
    Missing,
    /// A file whose header is missing, unparsable or does not match its body (why).
    Damaged(String),
}

/// The stored answer in `dir` under `name`, checked against its header.
#[must_use]
pub(crate) fn load(dir: &Path, name: &str) -> Entry {
    let path = dir.join(name);
    let data = match std::fs::read(&path) {
        Ok(d) => d,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Entry::Missing,
        Err(e) => return Entry::Damaged(format!("unreadable: {e}")),
    };
    let body = match check(&data) {
        Ok(body) => body,
        Err(why) => return Entry::Damaged(why),
    };
    let fetched = std::fs::metadata(&path)
        .and_then(|m| m.modified())
        .unwrap_or(UNIX_EPOCH);
    // A clock set back makes a negative age: treat it as fresh-now rather than failing.
    let age = crate::clock::wall_age(fetched);
    Entry::Hit(Hit {
        body: body.to_vec(),
        age,
    })
}

/// The body of a cache file whose header matches it, or why not.
fn check(data: &[u8]) -> Result<&[u8], String> {
    let nl = data
        .iter()
        .position(|b| *b == b'\n')
        .ok_or("no header line")?;
    let head = std::str::from_utf8(&data[..nl]).map_err(|_| "an unreadable header")?;
    let mut words = head.split(' ');
    let (Some(MAGIC), Some(VERSION), Some(len), Some(sum), None) = (
        words.next(),
        words.next(),
        words.next(),
        words.next(),
        words.next(),
    ) else {
        return Err("no esx-cache 1 header (written by another esx?)".into());
    };
    let body = &data[nl + 1..];
    let len: u64 = len.parse().map_err(|_| "an unparsable length")?;
    if body.len() as u64 != len {
        return Err(format!("{} bytes where the header says {len}", body.len()));
    }
    if hex(&Sha256::digest(body)) != sum {
        return Err("its checksum does not match".into());
    }
    Ok(body)
}

/// Store a 2xx body under `name`, atomically (temporary file + rename) with mode 0600,
/// after its header line.
pub(crate) fn store(dir: &Path, name: &str, body: &[u8]) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        // The directory is the user's alone too: answers can be plan-only data.
        let _ = std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700));
    }
    // tempfile creates 0600 files on Unix; the rename keeps the mode.
    let mut tmp = tempfile::NamedTempFile::new_in(dir)?;
    writeln!(
        tmp,
        "{MAGIC} {VERSION} {} {}",
        body.len(),
        hex(&Sha256::digest(body))
    )?;
    tmp.write_all(body)?;
    // The entry's fetch time is its mtime, set from the same clock its age is read with
    // (`clock::wall_age`), not left to the file system: a process whose clock differs
    // from the kernel's (a faked clock in tests, a clock set back) still ages it right.
    tmp.as_file()
        .set_modified(crate::clock::wall_system_now())?;
    tmp.as_file().sync_all()?;
    tmp.persist(dir.join(name)).map_err(|e| e.error)?;
    Ok(())
}

/// A duration for humans: "42 s", "5 min 3 s", "2 h 10 min", "3 d 4 h".
#[must_use]
pub(crate) fn human_age(d: Duration) -> String {
    let s = d.as_secs();
    match s {
        0..60 => format!("{s} s"),
        60..3600 => format!("{} min {} s", s / 60, s % 60),
        3600..86_400 => format!("{} h {} min", s / 3600, (s % 3600) / 60),
        _ => format!("{} d {} h", s / 86_400, (s % 86_400) / 3600),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ages_read_in_minutes_and_seconds() {
        assert_eq!(human_age(Duration::from_secs(303)), "5 min 3 s");
    }

    #[test]
    fn names_ignore_query_order_but_not_key_or_values() {
        let a = Url::parse("http://h/v6/esports/cs2/lines?a=1&b=2").unwrap();
        let b = Url::parse("http://h/v6/esports/cs2/lines?b=2&a=1").unwrap();
        let c = Url::parse("http://h/v6/esports/cs2/lines?b=3&a=1").unwrap();
        assert_eq!(
            entry_name(&a, Some("k1"), None),
            entry_name(&b, Some("k1"), None)
        );
        assert_ne!(
            entry_name(&a, Some("k1"), None),
            entry_name(&a, Some("k2"), None)
        );
        assert_ne!(entry_name(&a, Some("k1"), None), entry_name(&a, None, None));
        assert_ne!(
            entry_name(&a, Some("k1"), None),
            entry_name(&c, Some("k1"), None)
        );
    }

    #[test]
    fn an_origin_replaces_the_host_and_port_but_not_the_route() {
        let a = Url::parse("http://127.0.0.1:40001/v6/esports/cs2/lines?a=1").unwrap();
        let b = Url::parse("http://127.0.0.1:40777/v6/esports/cs2/lines?a=1").unwrap();
        let c = Url::parse("http://127.0.0.1:40777/v6/esports/lol/lines?a=1").unwrap();
        let demo = Some("demo:42");
        assert_eq!(
            entry_name(&a, Some("k"), demo),
            entry_name(&b, Some("k"), demo)
        );
        assert_ne!(
            entry_name(&b, Some("k"), demo),
            entry_name(&c, Some("k"), demo)
        );
        assert_ne!(
            entry_name(&a, Some("k"), None),
            entry_name(&b, Some("k"), None)
        );
        assert_ne!(
            entry_name(&a, Some("k"), demo),
            entry_name(&a, Some("k"), Some("demo:7"))
        );
    }

    #[test]
    fn store_then_load_round_trips_with_private_mode() {
        let dir = tempfile::tempdir().unwrap();
        store(dir.path(), "x.cache", b"{\"a\":1}").unwrap();
        let Entry::Hit(hit) = load(dir.path(), "x.cache") else {
            panic!("stored entry not found")
        };
        assert_eq!(hit.body, b"{\"a\":1}");
        assert!(hit.age < Duration::from_secs(5));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt as _;
            let mode = std::fs::metadata(dir.path().join("x.cache"))
                .unwrap()
                .permissions()
                .mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        assert!(matches!(load(dir.path(), "missing.cache"), Entry::Missing));
        std::fs::write(dir.path().join("junk.cache"), b"nope\n{}").unwrap();
        assert!(matches!(load(dir.path(), "junk.cache"), Entry::Damaged(_)));
    }

    #[test]
    fn a_cut_or_altered_entry_is_damaged() {
        let dir = tempfile::tempdir().unwrap();
        store(dir.path(), "x.cache", b"{\"books\":[1,2,3]}").unwrap();
        let path = dir.path().join("x.cache");
        let whole = std::fs::read(&path).unwrap();
        assert!(whole.starts_with(b"esx-cache 1 17 "), "{whole:?}");
        std::fs::write(&path, &whole[..whole.len() - 5]).unwrap();
        assert!(
            matches!(load(dir.path(), "x.cache"), Entry::Damaged(w) if w.contains("header says 17"))
        );
        let mut altered = whole.clone();
        let last = altered.len() - 2;
        altered[last] = b'4';
        std::fs::write(&path, &altered).unwrap();
        assert!(matches!(load(dir.path(), "x.cache"), Entry::Damaged(w) if w.contains("checksum")));
        // An entry of an older esx.
        std::fs::write(&path, b"esx-cache-1 1700000000000\n{}").unwrap();
        assert!(matches!(load(dir.path(), "x.cache"), Entry::Damaged(_)));
    }
}
