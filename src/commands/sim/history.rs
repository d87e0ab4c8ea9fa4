//! `esx sim history --db F --days N`: a simulated season in a history store, so `esx
//! backtest` has something to score on a fresh machine.
//!
//! The simulator plays one fixed timeline, so a season is that timeline watched day by
//! day: each day starts the simulator at that day's instant and records its board's
//! predictions (picks and edges, as `record` does) and its events; the last day is 78 h
//! before the clock, so every series recorded has finished by it. Then the outcomes the
//! timeline served by the clock (`esx_sim::season`, drawn from the same hidden truth that
//! priced the board) are stored, and `backtest` grades each prediction by its series'.
//!
//! Each day's `/lines` board is stored too (every venue's quotes, as `record` stores
//! them), so `venues rank` can score the venues on the season; `--sharp-venue V
//! --sharpness S` multiplies venue V's price noise by S, a venue sharper by construction.
//!
//! A day is written whole or not at all (DESIGN "Small hostile leftovers"): Ctrl-C is
//! taken between days, so the store keeps the days done and exits 130 without
//! grading; a terminal shows the days' progress on stderr.

#[cfg(feature = "sim")]
use esx_odds::FeeTable;
#[cfg(feature = "sim")]
use esx_proto::models::{LinesResponse, PlayerPropsResponse};
#[cfg(feature = "sim")]
use esx_proto::routes;
#[cfg(feature = "sim")]
use esx_sim::{World, iso};
#[cfg(feature = "sim")]
use esx_store::{MatchResult, PropResult, Snapshot};

use crate::context::Context;
use crate::error::EsxError;
#[cfg(feature = "sim")]
use crate::output::typed::{Row, TypedView};
#[cfg(feature = "sim")]
use crate::output::{Column, Format, Kind};
use crate::store::DbArg;
#[cfg(feature = "sim")]
use crate::store::{normalise_time, store_error};

pub(super) const EXAMPLES: &str = "\
Examples:
  esx sim history --days 5 --db /tmp/esx-season.sqlite
  esx backtest --db /tmp/esx-season.sqlite
  esx backtest --what edges --by market --db /tmp/esx-season.sqlite
  esx sim history --days 5 --sharp-venue kalshi --sharpness 0.5 --db /tmp/esx-sharp.sqlite
  esx venues rank cs2 --db /tmp/esx-sharp.sqlite

The season is graded at the clock (--now pins it): its last board is recorded 78 h
before, so every series recorded has finished. The same --seed and --now write the same
store.";

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Days of the season
    #[arg(long, default_value_t = 30, value_parser = clap::value_parser!(u32).range(1..=365))]
    pub(crate) days: u32,
    /// Seed of the synthetic world
    #[arg(long, default_value_t = 42)]
    pub(crate) seed: u64,
    /// Sports to play (comma list of lines sports)
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "cs2",
        value_name = "SPORT"
    )]
    pub(crate) sport: Vec<String>,
    /// Appended to every event, match and prop id stored: several seasons in one store
    /// (`--seed 43 --id-suffix=-s43`) then grade each against its own outcomes
    #[arg(long, value_name = "TEXT", default_value = "")]
    pub(crate) id_suffix: String,
    /// A line venue (thunderpick, kalshi, polymarket) whose price noise around the true
    /// probability is multiplied by --sharpness: sharper by construction
    #[arg(long, value_name = "VENUE")]
    pub(crate) sharp_venue: Option<String>,
    /// What the sharp venue's noise is multiplied by (0.5 halves it; at least 0)
    #[arg(
        long,
        value_name = "X",
        default_value_t = 0.5,
        requires = "sharp_venue"
    )]
    pub(crate) sharpness: f64,
    #[command(flatten)]
    pub(crate) db: DbArg,
}

/// Without the simulator there is no season to play.
#[cfg(not(feature = "sim"))]
pub(crate) fn run(_ctx: &Context, _args: &Args) -> anyhow::Result<()> {
    Err(EsxError::usage("this esx was built without the simulator (feature `sim`)").into())
}

#[cfg(feature = "sim")]
pub(super) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let mut sports = Vec::new();
    for s in &args.sport {
        sports.push(
            esx_proto::sports::check(s, esx_proto::sports::LINES_SPORTS, "sim history")
                .map_err(EsxError::usage)?,
        );
    }
    let sharp_venue = sharp_venue(args)?;
    let end = ctx.clock().now();
    let mut store = args.db.open()?;
    if rustls::crypto::CryptoProvider::get_default().is_none() {
        let _ = rustls::crypto::ring::default_provider().install_default();
    }
    let http = reqwest::blocking::Client::builder()
        .no_proxy()
        .build()
        .map_err(|e| EsxError::other(format!("cannot start an HTTP client: {e}")))?;
    let (mut picks_n, mut edges_n) = (0usize, 0usize);
    // The last board is recorded this long before the clock: a slate lists 73 h ahead
    // and a best of 5 takes up to 4 h 10 min, so everything recorded has finished.
    let settle = jiff::SignedDuration::from_hours(78);
    let mut first = None;
    // Ctrl-C only raises this flag; it is read between days, so no day is left half
    // written (its boards and its predictions are separate writes).
    let stop = crate::interrupt::interrupted();
    let bar = ctx.diag().progress("sim history");
    for d in 0..args.days {
        if stop.load(std::sync::atomic::Ordering::SeqCst) {
            interrupted(ctx, &bar, store, d, args.days);
        }
        bar.set_message(format!("sim history: day {} of {}", d + 1, args.days));
        bar.tick();
        let back = jiff::SignedDuration::from_hours(24 * i64::from(args.days - 1 - d));
        let day = end
            .checked_sub(settle)
            .and_then(|t| t.checked_sub(back))
            .map_err(|e| EsxError::usage(format!("the season starts before time began: {e}")))?;
        first.get_or_insert(day);
        let sim = esx_sim::start(esx_sim::SimOptions {
            seed: args.seed,
            now: Some(day),
            sharp_venue,
            ..esx_sim::SimOptions::default()
        })
        .map_err(|e| EsxError::other(format!("cannot start the simulator: {e}")))?;
        let at = crate::store::stamp(day);
        let (p, e) = record_day(
            &mut store,
            &http,
            &sim.base_url(),
            &sports,
            &at,
            &args.id_suffix,
        )?;
        picks_n += p;
        edges_n += e;
        sim.shutdown();
    }
    if stop.load(std::sync::atomic::Ordering::SeqCst) {
        interrupted(ctx, &bar, store, args.days, args.days);
    }
    bar.finish_and_clear();
    // What happened, as the timeline served it at the clock: the series that started
    // from a day before the first board on (live ones then carried edges too).
    let world = World::new(args.seed, end.as_second(), 1);
    let since = first
        .and_then(|f| f.checked_sub(jiff::SignedDuration::from_hours(24)).ok())
        .unwrap_or(end);
    let season = Season {
        seed: args.seed,
        world: &world,
        since,
        end,
        id_suffix: &args.id_suffix,
    };
    let (results_n, matches_n) = grade_season(&mut store, &season, &sports)?;
    let counts = SeasonCounts {
        days: args.days,
        picks: picks_n,
        edges: edges_n,
        results: results_n,
        matches: matches_n,
    };
    emit_season(ctx, args, &store, &sports, counts)
}

/// `--sharp-venue` and `--sharpness` as the simulator takes them: a line venue's key and
/// a sharpness at least 0, else exit 2 naming what is allowed.
#[cfg(feature = "sim")]
fn sharp_venue(args: &Args) -> Result<Option<(&'static str, f64)>, EsxError> {
    let Some(venue) = &args.sharp_venue else {
        return Ok(None);
    };
    let keys = esx_proto::venues::LINE_BOOK_KEYS;
    let key = keys
        .iter()
        .find(|k| k.eq_ignore_ascii_case(venue.trim()))
        .ok_or_else(|| {
            EsxError::usage(format!(
                "--sharp-venue {venue}: not a line venue (one of {})",
                keys.join(", ")
            ))
        })?;
    if !(args.sharpness.is_finite() && args.sharpness >= 0.0) {
        return Err(EsxError::usage(format!(
            "--sharpness {}: must be a number at least 0 (0.5 halves the venue's noise)",
            args.sharpness
        )));
    }
    Ok(Some((key, args.sharpness)))
}

/// Print the season written: one row of counts, or the JSON document.
#[cfg(feature = "sim")]
fn emit_season(
    ctx: &Context,
    args: &Args,
    store: &esx_store::Store,
    sports: &[String],
    counts: SeasonCounts,
) -> anyhow::Result<()> {
    let doc = SeasonDoc {
        source: "esx",
        db: store.shown(),
        days: args.days,
        seed: args.seed,
        sports,
        picks: counts.picks,
        edges: counts.edges,
        results: counts.results,
        matches: counts.matches,
    };
    let counts = [counts];
    let view = TypedView::new(&doc, &counts, season_columns()).note(format!(
        "a simulated season into {}: score it with `esx backtest --db …`",
        store.shown()
    ));
    ctx.output(Format::Table).emit_typed(view, || {})
}

/// Ctrl-C between days: the `done` days written stay, the season is not graded, and the
/// run ends 130 (DESIGN: a one-shot command ended by SIGINT).
#[cfg(feature = "sim")]
fn interrupted(
    ctx: &Context,
    bar: &indicatif::ProgressBar,
    store: esx_store::Store,
    done: u32,
    days: u32,
) -> ! {
    bar.finish_and_clear();
    let shown = store.shown().to_string();
    // Closed before the exit: every day written is committed, nothing is pending.
    drop(store);
    ctx.diag().warn(&format!(
        "interrupted: {shown} holds {done} whole day(s) of {days}, not graded; run again to write the season"
    ));
    std::process::exit(130)
}

/// GET one simulator route, decoded straight from its bytes into the typed model (a
/// day's player-props board is a few MB: going through `serde_json::Value` first cost
/// as much as everything else the day does).
#[cfg(feature = "sim")]
fn sim_get<T: serde::de::DeserializeOwned>(
    http: &reqwest::blocking::Client,
    base: &str,
    path: &str,
) -> Result<T, EsxError> {
    let resp = http
        .get(format!("{base}{path}"))
        .header("X-API-Key", "demo-builder")
        .send()
        .and_then(reqwest::blocking::Response::error_for_status)
        .map_err(|e| EsxError::other(format!("the simulator did not answer {path}: {e}")))?;
    let body = resp
        .bytes()
        .map_err(|e| EsxError::other(format!("the simulator's {path}: {e}")))?;
    serde_json::from_slice(&body).map_err(|e| EsxError::bad_response(format!("{path}: {e}")))
}

/// Record one day's boards and predictions of every sport at `at`: (picks, edges).
#[cfg(feature = "sim")]
fn record_day(
    store: &mut esx_store::Store,
    http: &reqwest::blocking::Client,
    base: &str,
    sports: &[String],
    at: &str,
    id_suffix: &str,
) -> Result<(usize, usize), EsxError> {
    let mut n = (0, 0);
    for sport in sports {
        let lines: LinesResponse = sim_get(http, base, &routes::LINES.path(&[sport]))?;
        let path = routes::PLAYER_PROPS.path(&[sport]);
        let board: PlayerPropsResponse = sim_get(http, base, &format!("{path}?board=all"))?;
        // Recorded as `picks` prices them by default: negbin at each stat type's default
        // k, which is the simulator's own dispersion (so its true model).
        let k_of = |_: &str| Ok(crate::config::DEFAULT_DISPERSION);
        let mut picks =
            crate::predict::picks_of(&board, crate::predict::PickModel::Negbin(&k_of), &|_| 3.0)?;
        let mut edges = crate::predict::edges_of(&lines, &FeeTable::default());
        if !id_suffix.is_empty() {
            for p in &mut picks {
                p.event_id.push_str(id_suffix);
                if let Some(id) = &mut p.prop_id {
                    id.push_str(id_suffix);
                }
            }
            for e in &mut edges {
                e.event_id.push_str(id_suffix);
            }
        }
        // The board's events and every venue's quotes, as `record` stores them.
        let mut events = crate::recorded::lines_snapshot(&lines);
        if !id_suffix.is_empty() {
            for e in &mut events.events {
                e.event_id.push_str(id_suffix);
            }
            for q in &mut events.quotes {
                q.event_id.push_str(id_suffix);
            }
        }
        let snap = Snapshot {
            lines: Some(&events),
            ..Snapshot::default()
        };
        store.record(sport, at, &snap).map_err(store_error)?;
        store
            .record_predictions(sport, at, Some(&picks), Some(&edges))
            .map_err(store_error)?;
        n.0 += picks.len();
        n.1 += edges.len();
    }
    Ok(n)
}

/// A played season: what `grade_season` stores outcomes of.
#[cfg(feature = "sim")]
struct Season<'a> {
    seed: u64,
    /// The world at the clock.
    world: &'a World,
    /// Series that started from here on.
    since: jiff::Timestamp,
    end: jiff::Timestamp,
    id_suffix: &'a str,
}

/// Store what happened, as the timeline served it at the season's end, to the series
/// that started from its `since` on: (prop results, matches) added.
#[cfg(feature = "sim")]
fn grade_season(
    store: &mut esx_store::Store,
    season: &Season<'_>,
    sports: &[String],
) -> Result<(u64, u64), EsxError> {
    let at = crate::store::stamp(season.end);
    let mut n = (0, 0);
    for sport in sports {
        let Some(data) = season.world.sport(sport) else {
            continue;
        };
        let (series, props) = esx_sim::finished(season.seed, data, season.since.as_second());
        let (mut matches, mut results) = season_rows(&series, &props);
        if !season.id_suffix.is_empty() {
            for m in &mut matches {
                m.match_id.push_str(season.id_suffix);
            }
            for r in &mut results {
                r.prop_id.push_str(season.id_suffix);
            }
        }
        let added = store
            .store_results(sport, &at, &results, &matches)
            .map_err(store_error)?;
        n.0 += added.props;
        n.1 += added.matches;
    }
    Ok(n)
}

/// The store's rows for a season's finished series and prop outcomes.
#[cfg(feature = "sim")]
fn season_rows(
    series: &[esx_sim::SeriesResult],
    props: &[esx_sim::PropResult],
) -> (Vec<MatchResult>, Vec<PropResult>) {
    let matches: Vec<MatchResult> = series
        .iter()
        .map(|s| MatchResult {
            match_id: s.match_id.clone(),
            team1: s.home.clone(),
            team2: s.away.clone(),
            score1: i64::from(s.score.0),
            score2: i64::from(s.score.1),
            winner_id: None,
            starts_at: normalise_time(&iso(s.start)),
            maps: s
                .maps
                .iter()
                .map(|(n, w)| (i64::from(*n), w.clone()))
                .collect(),
        })
        .collect();
    let results: Vec<PropResult> = props
        .iter()
        .map(|p| {
            let a = f64::from(p.actual);
            let grade = if a == p.line {
                "push"
            } else if a > p.line {
                "hit"
            } else {
                "miss"
            };
            PropResult {
                prop_id: p.prop_id.clone(),
                player: p.player.clone(),
                stat_type: p.stat_type.clone(),
                line: Some(p.line),
                direction: Some("over".into()),
                grade: grade.into(),
                actual_value: Some(a),
                graded_at: normalise_time(&iso(p.ended + 600)),
            }
        })
        .collect();
    (matches, results)
}

/// What `sim history --json` prints: the store, the season asked for and what it holds.
#[cfg(feature = "sim")]
#[derive(serde::Serialize)]
struct SeasonDoc<'a> {
    source: &'static str,
    db: &'a str,
    days: u32,
    seed: u64,
    sports: &'a [String],
    picks: usize,
    edges: usize,
    results: u64,
    matches: u64,
}

/// The season's one table row (and NDJSON line): how much of each it wrote.
#[cfg(feature = "sim")]
#[derive(serde::Serialize)]
struct SeasonCounts {
    days: u32,
    picks: usize,
    edges: usize,
    results: u64,
    matches: u64,
}

#[cfg(feature = "sim")]
impl Row for SeasonCounts {
    fn field(&self, key: &str) -> Option<serde_json::Value> {
        Some(match key {
            "days" => self.days.into(),
            "picks" => self.picks.into(),
            "edges" => self.edges.into(),
            "results" => self.results.into(),
            "matches" => self.matches.into(),
            _ => return None,
        })
    }
}

#[cfg(feature = "sim")]
fn season_columns() -> Vec<Column> {
    vec![
        Column::path("DAYS", "days").kind(Kind::Num(0)),
        Column::path("PICKS", "picks").kind(Kind::Num(0)),
        Column::path("EDGES", "edges").kind(Kind::Num(0)),
        Column::path("RESULTS", "results").kind(Kind::Num(0)),
        Column::path("MATCHES", "matches").kind(Kind::Num(0)),
    ]
}

// `cfg(test)` on its own line lets check-rings see this as a test module.
#[cfg(feature = "sim")]
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_season_row_has_every_column() {
        let row = SeasonCounts {
            days: 2,
            picks: 2254,
            edges: 200,
            results: 3169,
            matches: 84,
        };
        crate::output::typed::testing::check_row(&row, &season_columns());
        let sports = ["cs2".to_string()];
        let doc = SeasonDoc {
            source: "esx",
            db: "s.sqlite",
            days: 2,
            seed: 42,
            sports: &sports,
            picks: 2254,
            edges: 200,
            results: 3169,
            matches: 84,
        };
        assert_eq!(
            serde_json::to_string(&doc).unwrap(),
            r#"{"source":"esx","db":"s.sqlite","days":2,"seed":42,"sports":["cs2"],"picks":2254,"edges":200,"results":3169,"matches":84}"#
        );
    }
}
