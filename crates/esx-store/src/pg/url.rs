//! A `postgres://` URL as esx takes it: parsed by the `postgres` crate, shown without its
//! password or query, completed with the password from `PGPASSWORD` or `~/.pgpass`.

use std::path::{Path, PathBuf};
use std::str::FromStr as _;

use postgres::config::Host;

/// A PostgreSQL location given as `postgres://USER[:PASSWORD]@HOST[:PORT]/DB[?…]` (or
/// `postgresql://`). Its `Debug` and [`PgUrl::shown`] never hold the password.
#[derive(Clone)]
pub struct PgUrl {
    config: postgres::Config,
    shown: String,
}

impl std::fmt::Debug for PgUrl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("PgUrl").field(&self.shown).finish()
    }
}

/// Whether a `--db`/`ESX_DB` value names a PostgreSQL database rather than a file.
#[must_use]
pub(crate) fn is_url(s: &str) -> bool {
    let lower = s.trim_start().get(..13).unwrap_or(s).to_ascii_lowercase();
    lower.starts_with("postgres://") || lower.starts_with("postgresql://")
}

impl PgUrl {
    /// Parse a URL; the error names the URL without its password.
    pub fn parse(url: &str) -> Result<Self, String> {
        let shown = redact(url);
        let mut config = postgres::Config::from_str(url.trim())
            .map_err(|e| format!("{shown} is not a PostgreSQL URL: {e}"))?;
        if config.get_user().is_none() {
            // libpq's rule: the operating-system user when the URL names none.
            let user = std::env::var("PGUSER")
                .or_else(|_| std::env::var("USER"))
                .map_err(|_| format!("{shown} names no user: write postgres://USER@HOST/DB"))?;
            config.user(&user);
        }
        if config.get_dbname().is_none() {
            return Err(format!(
                "{shown} names no database: write postgres://USER@HOST/DB"
            ));
        }
        Ok(Self { config, shown })
    }

    /// The URL as esx prints it: `postgres://user:***@host:port/db` (no query).
    #[must_use]
    pub fn shown(&self) -> &str {
        &self.shown
    }

    /// Whether every host is this machine (loopback addresses, `localhost`, a Unix
    /// socket): those are reached without TLS, every other host only over TLS.
    #[must_use]
    pub(crate) fn is_local(&self) -> bool {
        let hosts = self.config.get_hosts();
        !hosts.is_empty()
            && hosts.iter().all(|h| match h {
                Host::Tcp(name) => is_loopback(name),
                Host::Unix(_) => true,
            })
    }

    /// The connection settings with the password filled in from `PGPASSWORD` or the
    /// password file when the URL has none.
    pub(crate) fn config(&self) -> postgres::Config {
        let mut c = self.config.clone();
        if c.get_password().is_none() {
            if let Some(p) = std::env::var("PGPASSWORD").ok().filter(|p| !p.is_empty()) {
                c.password(p);
            } else if let Some(p) = self.pgpass() {
                c.password(p);
            }
        }
        c
    }

    /// The password for this URL in `PGPASSFILE` or `~/.pgpass`, as libpq finds it.
    fn pgpass(&self) -> Option<String> {
        let file = std::env::var_os("PGPASSFILE")
            .map(PathBuf::from)
            .or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(".pgpass")))?;
        if !private(&file) {
            return None;
        }
        let text = std::fs::read_to_string(&file).ok()?;
        let host = match self.config.get_hosts().first()? {
            Host::Tcp(h) => h.clone(),
            Host::Unix(_) => "localhost".to_string(),
        };
        let port = self.config.get_ports().first().copied().unwrap_or(5432);
        pgpass_lookup(
            &text,
            &host,
            port,
            self.config.get_dbname().unwrap_or_default(),
            self.config.get_user().unwrap_or_default(),
        )
    }
}

/// libpq ignores a password file that others can read; so does esx.
#[expect(
    clippy::verbose_bit_mask,
    reason = "the mask reads as the file mode it tests"
)]
fn private(file: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        std::fs::metadata(file).is_ok_and(|m| m.is_file() && (m.permissions().mode() & 0o077) == 0)
    }
    #[cfg(not(unix))]
    {
        file.is_file()
    }
}

/// The first line of a `.pgpass` text (`host:port:db:user:password`, `*` matches
/// anything, `\:` and `\\` escape) that matches; `#` lines are comments.
#[must_use]
pub(crate) fn pgpass_lookup(
    text: &str,
    host: &str,
    port: u16,
    db: &str,
    user: &str,
) -> Option<String> {
    let port = port.to_string();
    text.lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .find_map(|l| {
            let f = pgpass_fields(l);
            let wants = [host, port.as_str(), db, user];
            (f.len() == 5
                && f.iter()
                    .zip(wants)
                    .all(|(got, want)| got == "*" || got == want))
            .then(|| f[4].clone())
        })
}

fn pgpass_fields(line: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                if let Some(n) = chars.next() {
                    out.last_mut().expect("one field").push(n);
                }
            }
            ':' if out.len() < 5 => out.push(String::new()),
            c => out.last_mut().expect("one field").push(c),
        }
    }
    out
}

fn is_loopback(host: &str) -> bool {
    let h = host.trim_start_matches('[').trim_end_matches(']');
    h.eq_ignore_ascii_case("localhost")
        || h.parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback())
}

/// `scheme://user:***@host:port/db`: the password replaced, the query dropped (it may
/// carry a `password=`). Works on text the parser rejects too, for its error message.
#[must_use]
pub(crate) fn redact(url: &str) -> String {
    let url = url.trim();
    let (scheme, rest) = url.split_once("://").unwrap_or(("postgres", url));
    let rest = rest.split(['?', '#']).next().unwrap_or_default();
    // The authority ends at the first `/`; its userinfo at the last `@` within it.
    let (authority, path) = rest.find('/').map_or((rest, ""), |i| rest.split_at(i));
    let shown_authority = match authority.rsplit_once('@') {
        Some((userinfo, host)) => match userinfo.split_once(':') {
            Some((user, _)) => format!("{user}:***@{host}"),
            None => format!("{userinfo}@{host}"),
        },
        None => authority.to_string(),
    };
    format!("{scheme}://{shown_authority}{path}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_are_shown_without_password_or_query() {
        assert_eq!(
            redact("postgres://ann:s3cr%40t@db.example.com:5433/esx?sslmode=require&password=x"),
            "postgres://ann:***@db.example.com:5433/esx"
        );
        assert_eq!(
            redact("postgresql://ann@10.0.0.5/esx"),
            "postgresql://ann@10.0.0.5/esx"
        );
        assert_eq!(redact("postgres://a:b:c@h/d"), "postgres://a:***@h/d");
        let u = PgUrl::parse("postgres://ann:hunter22@db.example.com/esx").unwrap();
        assert!(!format!("{u:?}").contains("hunter22"));
        assert_eq!(u.shown(), "postgres://ann:***@db.example.com/esx");
        let err = PgUrl::parse("postgres://ann:hunter22@db.example.com:notaport/esx")
            .expect_err("bad port");
        assert!(!err.contains("hunter22"), "{err}");
    }

    #[test]
    fn only_this_machine_goes_without_tls() {
        for local in [
            "postgres://a@127.0.0.1/d",
            "postgres://a@127.8.9.1:5555/d",
            "postgres://a@localhost/d",
            "postgres://a@[::1]:5432/d",
            "postgres://a@/d?host=/var/run/postgresql",
        ] {
            assert!(PgUrl::parse(local).unwrap().is_local(), "{local}");
        }
        for remote in ["postgres://a@db.example.com/d", "postgres://a@10.0.0.1/d"] {
            assert!(!PgUrl::parse(remote).unwrap().is_local(), "{remote}");
        }
    }

    #[test]
    fn a_value_is_a_url_only_with_a_postgres_scheme() {
        assert!(is_url("postgres://a@h/d"));
        assert!(is_url("PostgreSQL://a@h/d"));
        assert!(!is_url("postgres.sqlite"));
        assert!(!is_url("/tmp/postgres://x"));
        assert!(!is_url("é"));
    }

    #[test]
    fn the_password_file_is_read_as_libpq_reads_it() {
        let text = "# comment\nother:5432:*:ann:nope\ndb.example.com:*:esx:ann:pa\\:ss\n*:*:*:*:fallback\n";
        assert_eq!(
            pgpass_lookup(text, "db.example.com", 5433, "esx", "ann").as_deref(),
            Some("pa:ss")
        );
        assert_eq!(
            pgpass_lookup(text, "elsewhere", 5432, "x", "bob").as_deref(),
            Some("fallback")
        );
        assert_eq!(pgpass_lookup("h:1:d:u", "h", 1, "d", "u"), None);
    }
}
