//! A player's recent maps (`/players/{slug}/gamelogs`, Builder) and negbin's `k` fitted
//! from them by `esx_odds::picks::negbin::series_k`: `--dispersion player` of `esx picks`
//! and of `esx record --what picks` (`--dispersion stat`, the default, takes the stat
//! type's `k` from config and asks nothing).
//!
//! Each player's gamelogs are asked once per run, a few at a time
//! (`crate::fanout::map_limited`), and kept a day in the answer cache (a player's recent
//! maps change once a day at most; the board does not go through that cache). A 403 (the
//! plan) or a 429 stops the asking: every player not yet fetched keeps the stat type's
//! `k`, said once on stderr.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use clap::ValueEnum;
use serde::Deserialize;
use serde_json::Value;

use crate::client::cache::CachePolicy;
use crate::context::Context;
use crate::error::{ErrorKind, EsxError};
use esx_odds::picks::negbin;
use esx_proto::routes::{self, Query};

/// `--dispersion`: where negbin's `k` comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub(crate) enum DispersionArg {
    /// The stat type's k: picks.dispersion.<STAT_TYPE> (default 30); no extra request
    #[default]
    Stat,
    /// Each player's k fitted from his recent maps (/players/{slug}/gamelogs, Builder;
    /// one request per player, cached a day), shrunk toward the stat type's
    Player,
}

/// How many of a player's most recent maps are fitted: three months of a regular's
/// matches, enough for a dozen two-map series sums.
pub(crate) const RECENT_MAPS: u32 = 30;

/// How long a player's gamelogs are reused from the cache.
const GAMELOG_TTL: Duration = Duration::from_secs(86_400);

/// The maps a stat type counts (`CS2_KILLS_MAPS_1_2`: maps 1 to 2) and the gamelog field
/// it sums (`kills`).
#[derive(Debug, PartialEq, Eq)]
struct Span {
    field: String,
    /// `Some((a, b))`: maps `a..=b`; `None`: the whole series.
    maps: Option<(u32, u32)>,
}

/// A stat type read as the service spells them (`<SPORT>_<STAT>_MAPS_<a>_<b>`,
/// `<SPORT>_<STAT>_MAP_<n>`, `<SPORT>_<STAT>`); `None` for anything else.
fn span(stat_type: &str) -> Option<Span> {
    let lower = stat_type.to_ascii_lowercase();
    // The sport code is the first word (CS2, VALORANT, R6, DOTA2).
    let (_, body) = lower.split_once('_')?;
    let (field, maps) = if let Some((stat, range)) = body.split_once("_maps_") {
        let (a, b) = range.split_once('_')?;
        (stat, Some((a.parse().ok()?, b.parse().ok()?)))
    } else if let Some((stat, n)) = body.rsplit_once("_map_") {
        let n: u32 = n.parse().ok()?;
        (stat, Some((n, n)))
    } else {
        (body, None)
    };
    if field.is_empty() || maps.is_some_and(|(a, b)| a == 0 || b < a) {
        return None;
    }
    Some(Span {
        field: field.to_string(),
        maps,
    })
}

/// The series a gamelog row belongs to: the simulator's and the service's match id, else
/// its start (maps of one match share it).
fn series_key(row: &Value) -> Option<&str> {
    ["kr_match_id", "match_id", "match_start"]
        .iter()
        .find_map(|k| row.get(*k).and_then(Value::as_str))
}

/// The part of a gamelog row read by name; the stat's own field is chosen by the stat
/// type at run time, so rows stay `Value`s.
#[derive(Deserialize)]
struct MapNumber {
    map_number: Option<u64>,
}

/// A `/players/{slug}/gamelogs` answer: its rows.
#[derive(Deserialize)]
struct Gamelogs {
    gamelogs: Vec<Value>,
}

/// A player's `k` for `stat_type` from his gamelog rows (newest first), shrunk toward
/// `stat_k` (docs/odds.md "A player's dispersion"): the per-map values of the stat's
/// field, and the sums over the stat's maps of each series that has all of them once.
/// `None` when there is nothing to fit (fewer than two values, an unknown stat type), so
/// the stat type's `k` stands.
#[must_use]
pub(crate) fn player_k(rows: &[Value], stat_type: &str, stat_k: f64) -> Option<f64> {
    let span = span(stat_type)?;
    let value = |row: &Value| row.get(&span.field).and_then(Value::as_f64);
    let per_map: Vec<f64> = rows.iter().filter_map(value).collect();
    // Series in the order first met; each one's (map number, value) rows.
    let mut series: Vec<(&str, Vec<(u64, f64)>)> = Vec::new();
    for row in rows {
        let (Some(key), Some(map), Some(v)) = (
            series_key(row),
            MapNumber::deserialize(row).ok().and_then(|m| m.map_number),
            value(row),
        ) else {
            continue;
        };
        match series.iter_mut().find(|(k, _)| *k == key) {
            Some((_, maps)) => maps.push((map, v)),
            None => series.push((key, vec![(map, v)])),
        }
    }
    let Some((a, b)) = span.maps else {
        // A whole-series stat: whole matches' sums only (a series' map count varies, so
        // a per-map fit cannot be scaled to it). The oldest match may be cut by the page.
        let whole = series.len().saturating_sub(1);
        let sums: Vec<f64> = series[..whole]
            .iter()
            .map(|(_, maps)| maps.iter().map(|(_, v)| v).sum())
            .collect();
        return (sums.len() >= 2).then(|| negbin::player_k(&sums, stat_k, negbin::PRIOR_MAPS));
    };
    let sums: Vec<f64> = series
        .iter()
        .filter_map(|(_, maps)| {
            let mut sum = 0.0;
            for n in a..=b {
                let mut these = maps.iter().filter(|(m, _)| *m == u64::from(n));
                let (Some((_, v)), None) = (these.next(), these.next()) else {
                    return None;
                };
                sum += v;
            }
            Some(sum)
        })
        .collect();
    let usable = if sums.len() >= 2 {
        sums.len()
    } else {
        per_map.len()
    };
    (usable >= 2).then(|| negbin::series_k(&per_map, &sums, b - a + 1, stat_k, negbin::PRIOR_MAPS))
}

/// The players whose gamelogs were read, by the name the board gives them: each one's
/// rows, newest first.
#[derive(Default)]
pub(crate) struct PlayerLogs {
    rows: HashMap<String, Vec<Value>>,
}

impl PlayerLogs {
    /// A player's rows, newest first (`None`: not read).
    #[must_use]
    pub(crate) fn of(&self, player: &str) -> Option<&[Value]> {
        self.rows.get(player).map(Vec::as_slice)
    }

    /// Logs as given (the fixtures of `predict`'s tests).
    #[cfg(test)]
    #[must_use]
    pub(crate) fn from_rows(rows: HashMap<String, Vec<Value>>) -> Self {
        Self { rows }
    }
}

/// One player's fetch.
enum Fetch {
    Rows(Vec<Value>),
    /// A 403 or a 429: asking further is pointless.
    Stop(EsxError),
    /// Another failure for this player alone (404, a broken answer).
    Failed(EsxError),
    /// Not asked: an earlier answer stopped the asking.
    Skipped,
}

/// The gamelogs of `players` (names as the board gives them, each once), at most
/// `fanout::MAX_PARALLEL` at a time; what could not be read is said on stderr, once per
/// kind, and those players keep their stat type's `k`.
pub(crate) fn fetch(
    ctx: &Context,
    sport: &str,
    players: &[String],
) -> Result<PlayerLogs, EsxError> {
    if players.is_empty() {
        return Ok(PlayerLogs::default());
    }
    let client = gamelog_client(ctx)?;
    let stop = AtomicBool::new(false);
    let query = Query::new().set("limit", RECENT_MAPS);
    let results = crate::fanout::map_limited(players, client.rate_limit(), |player| {
        if stop.load(Ordering::SeqCst) {
            return Fetch::Skipped;
        }
        // A name that would reach another route (`..`) has no gamelogs to ask for.
        let Ok(path) = routes::PLAYER_GAMELOGS.try_path(&[sport, player]) else {
            return Fetch::Failed(EsxError::usage(format!("no gamelogs route for `{player}`")));
        };
        match client.get_json(&path, query.pairs()) {
            Ok(v) => match Gamelogs::deserialize(&v) {
                Ok(logs) => Fetch::Rows(logs.gamelogs),
                Err(_) => Fetch::Failed(EsxError::bad_response(format!(
                    "the service's answer for {path} has no `gamelogs` list"
                ))),
            },
            Err(e) if stops(&e) => {
                stop.store(true, Ordering::SeqCst);
                Fetch::Stop(e)
            }
            Err(e) => Fetch::Failed(e),
        }
    });
    let mut logs = PlayerLogs::default();
    let (mut stopped, mut failed) = (None, Vec::new());
    for (player, result) in players.iter().zip(results) {
        match result {
            Some(Fetch::Rows(rows)) => {
                logs.rows.insert(player.clone(), rows);
            }
            Some(Fetch::Stop(e)) => {
                stopped.get_or_insert(e);
            }
            Some(Fetch::Failed(e)) => failed.push((player, e)),
            Some(Fetch::Skipped) | None => {}
        }
    }
    if let Some(e) = stopped {
        ctx.diag().warn(&format!(
            "--dispersion player: {e}; the players without gamelogs use their stat type's k (picks.dispersion.<STAT_TYPE>)"
        ));
    }
    if let Some((player, e)) = failed.first() {
        ctx.diag().warn(&format!(
            "--dispersion player: the gamelogs of {} could not be read ({player}: {e}); they use their stat type's k",
            crate::output::fmt::count(failed.len(), "player")
        ));
    }
    Ok(logs)
}

/// Whether a gamelog answer ends the asking: the plan is too low (403) or the key's rate
/// limit is reached (429; the client's messages for it begin so).
fn stops(e: &EsxError) -> bool {
    e.kind() == ErrorKind::Plan
        || (e.kind() == ErrorKind::Retryable && e.message().starts_with("rate limited"))
}

/// The run's client for gamelogs: no retries (a 429 is answered by falling back, not
/// waited out), and a day in the answer cache against a real service. The demo's
/// loopback simulator is cached only when the run asked for the cache (`--cache`), as
/// the venue list is; `--offline` answers from the cache whatever its age.
fn gamelog_client(ctx: &Context) -> Result<crate::client::Client, EsxError> {
    let mut opts = ctx.client_options(true)?;
    opts.retries = 0;
    if !ctx.is_demo() && !ctx.offline() {
        match crate::client::cache::default_dir() {
            Ok(dir) => {
                opts.cache = CachePolicy {
                    ttl: Some(ctx.cache_ttl().map_or(GAMELOG_TTL, |t| t.max(GAMELOG_TTL))),
                    offline: false,
                    dir: Some(dir),
                    origin: None,
                };
            }
            // No cache directory costs requests, not the picks.
            Err(e) => ctx.diag().trace(&format!("gamelogs are not cached: {e}")),
        }
    }
    crate::client::Client::new(opts)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn stat_types_name_their_field_and_maps() {
        let s = |t: &str| span(t).map(|s| (s.field, s.maps));
        assert_eq!(
            s("CS2_KILLS_MAPS_1_2"),
            Some(("kills".into(), Some((1, 2))))
        );
        assert_eq!(
            s("VALORANT_FIRST_KILLS_MAPS_1_3"),
            Some(("first_kills".into(), Some((1, 3))))
        );
        assert_eq!(s("R6_KILLS_MAP_4"), Some(("kills".into(), Some((4, 4)))));
        assert_eq!(s("CS2_HEADSHOTS"), Some(("headshots".into(), None)));
        assert_eq!(s("CS2_KILLS_MAPS_2_1"), None);
        assert_eq!(s("KILLS"), None);
    }

    fn row(series: &str, map: u64, kills: f64) -> Value {
        json!({"kr_match_id": series, "map_number": map, "kills": kills})
    }

    /// The unit test's fixture of `series_k` as gamelogs: per-map kills 2, 4, 6, 8, 10
    /// in no complete two-map series give 540/17; four complete series whose sums are
    /// 10, 14, 18, 22 are fitted as sums (672/19).
    #[test]
    fn gamelogs_fit_as_series_k_says() {
        let loose: Vec<Value> = [2.0, 4.0, 6.0, 8.0, 10.0]
            .iter()
            .enumerate()
            .map(|(i, k)| row(&format!("m{i}"), 1, *k))
            .collect();
        let k = player_k(&loose, "CS2_KILLS_MAPS_1_2", 30.0).unwrap();
        assert!((k - 540.0 / 17.0).abs() < 1e-9, "{k}");
        let whole: Vec<Value> = [(4.0, 6.0), (7.0, 7.0), (10.0, 8.0), (12.0, 10.0)]
            .iter()
            .enumerate()
            .flat_map(|(i, (a, b))| [row(&format!("s{i}"), 2, *b), row(&format!("s{i}"), 1, *a)])
            .collect();
        let k = player_k(&whole, "CS2_KILLS_MAPS_1_2", 30.0).unwrap();
        assert!((k - 672.0 / 19.0).abs() < 1e-9, "{k}");
        // Too little to fit, or a field the rows lack: the stat type's k stands.
        assert_eq!(player_k(&loose[..1], "CS2_KILLS_MAPS_1_2", 30.0), None);
        assert_eq!(player_k(&loose, "CS2_ADR_MAPS_1_2", 30.0), None);
        assert_eq!(player_k(&loose, "MONEY", 30.0), None);
    }
}
