//! Venue keys esx filters on locally (`picks --app`, `gaps --local --book`, `bets add
//! --source`, `moves --source`) must exist: an unknown key is exit 2 naming the known
//! ones, never a silent "0 picks" (DESIGN.md "Venues").
//!
//! The known venues are esx's own list (`esx_proto::venues`) and the service's
//! `/v6/books` keys, fetched only for a key the own list lacks, at most once a day
//! through the cache whatever `--cache` says; offline, or when that request fails, the
//! own list alone decides.

use std::time::Duration;

use esx_proto::models::BooksResponse;
use esx_proto::routes;
use esx_proto::venues::VENUE_KEYS;

use crate::client::Client;
use crate::client::cache::CachePolicy;
use crate::context::Context;
use crate::error::EsxError;

/// How long the service's venue list is reused from the cache.
const BOOKS_TTL: Duration = Duration::from_secs(24 * 3600);

/// `given` as a known venue key (trimmed, lower case), checked against esx's list and,
/// for a key not on it, the service's `/v6/books`; exit 2 naming the known venues
/// otherwise.
pub(crate) fn check(ctx: &Context, flag: &str, given: &str) -> Result<String, EsxError> {
    let key = given.trim().to_ascii_lowercase();
    if VENUE_KEYS.contains(&key.as_str()) {
        return Ok(key);
    }
    let served = service_keys(ctx);
    check_among(flag, given, &served)
}

/// [`check`] without a request: esx's list and the `extra` keys (a recorded board's
/// sources).
pub(crate) fn check_among(flag: &str, given: &str, extra: &[String]) -> Result<String, EsxError> {
    let key = given.trim().to_ascii_lowercase();
    if VENUE_KEYS.contains(&key.as_str()) || extra.iter().any(|k| k.eq_ignore_ascii_case(&key)) {
        return Ok(key);
    }
    let mut known: Vec<String> = VENUE_KEYS.iter().map(|k| (*k).to_string()).collect();
    for k in extra {
        let k = k.to_ascii_lowercase();
        if !known.contains(&k) {
            known.push(k);
        }
    }
    Err(EsxError::usage(format!(
        "unknown venue `{}` for {flag}; known venues: {}",
        crate::output::echo::cut(given.trim()),
        known.join(", ")
    )))
}

/// The service's venue keys (`/v6/books`), through a day-long cache; none when offline
/// or when the request fails (said with `-v`).
fn service_keys(ctx: &Context) -> Vec<String> {
    if ctx.offline() {
        return Vec::new();
    }
    let fetched = ctx.client_options(true).and_then(|mut opts| {
        // The demo's simulator is keyed by its seed only when the user asked for the
        // cache; its loopback answer costs nothing, so it is not cached here.
        if !ctx.is_demo() {
            opts.cache = CachePolicy {
                ttl: Some(BOOKS_TTL),
                offline: false,
                dir: Some(crate::client::cache::default_dir()?),
                origin: None,
            };
        }
        let path = routes::BOOKS.path(&[]);
        let data = Client::new(opts)?.get_json(&path, &[])?;
        let books: BooksResponse = crate::client::response::decode(&data, &path)?;
        Ok(books.books.into_iter().map(|b| b.key).collect())
    });
    fetched.unwrap_or_else(|e: EsxError| {
        ctx.diag().trace(&format!(
            "the service's venue list is unavailable ({e}); checking against esx's own"
        ));
        Vec::new()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_keys_pass_in_any_case_and_unknown_ones_name_the_list() {
        assert_eq!(
            check_among("--app", " PrizePicks ", &[]).unwrap(),
            "prizepicks"
        );
        assert_eq!(
            check_among("--source", "newbook", &["NewBook".into()]).unwrap(),
            "newbook"
        );
        let e = check_among("--app", "prizepiks", &["newbook".into()]).unwrap_err();
        assert_eq!(e.exit_code() as i32, 2);
        let msg = e.to_string();
        assert!(
            msg.starts_with("unknown venue `prizepiks` for --app; known venues: thunderpick,"),
            "{msg}"
        );
        assert!(
            msg.contains("prizepicks") && msg.ends_with(", newbook"),
            "{msg}"
        );
    }
}
