//! `esx grade [SPORT|all]` (for cron): fetch settled outcomes (`/results` for props,
//! finished matches and boxscores for the mainline markets), store each once, and settle
//! the logged bets whose outcome is now known (never one settled by hand): singles here,
//! parlays and slips from their legs in [`multi`].

mod multi;

use std::fmt::Write as _;

use esx_odds::backtest::{Outcome, market_outcome};
use esx_proto::routes;
use esx_proto::sports::BOARD_SPORTS;
use esx_store::{BetResult, MatchResult, PropResult, Store};
use serde::Serialize;
use serde_json::{Value, json};

use crate::client::Client;
use crate::context::Context;
use crate::error::EsxError;
use crate::output::typed::{Row, TypedView};
use crate::output::{Column, Format, Kind};
use crate::store::{DbArg, normalise_time, store_error};

const EXAMPLES: &str = "\
Examples:
  esx --demo grade cs2 --db /tmp/esx-history.sqlite
  esx --demo grade valorant --db /tmp/esx-history.sqlite --json

Run it from cron after `esx record`: a second run stores nothing again.";

#[derive(Debug, clap::Args)]
#[command(after_help = EXAMPLES)]
pub(crate) struct Args {
    /// Sport slug, a comma list, or `all` (default: the profile's default_sport)
    #[arg(value_name = "SPORT")]
    pub(crate) sport: Option<String>,
    #[command(flatten)]
    pub(crate) db: DbArg,
}

/// One sport's fetched outcomes.
struct Fetched {
    props: Vec<PropResult>,
    /// `/results` rows still pending or in error: settle nothing.
    unsettled: usize,
    matches: Vec<MatchResult>,
}

pub(crate) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let sports = sports(ctx, args.sport.as_deref())?;
    let at = crate::store::now(&ctx.clock());
    let client = ctx.client()?;
    let mut store = args.db.open_in(ctx)?;
    let mut rows = Vec::new();
    let mut failures = crate::fanout::SportFailures::default();
    let fetched =
        crate::fanout::map_limited(&sports, client.rate_limit(), |sport| fetch(&client, sport));
    for (sport, got) in sports.iter().zip(fetched) {
        let got =
            got.unwrap_or_else(|| Err(EsxError::other("a fetch thread stopped unexpectedly")));
        let stored = got.and_then(|f| {
            let added = store
                .store_results(sport, &at, &f.props, &f.matches)
                .map_err(store_error)?;
            // What cannot grade yet, and when the first of it starts: the loop says why.
            let (upcoming, next_start) = store.upcoming_events(sport, &at).map_err(store_error)?;
            Ok(Graded {
                sport: sport.clone(),
                results_seen: f.props.len() + f.unsettled,
                results_stored: added.props,
                pending: f.unsettled,
                matches_seen: f.matches.len(),
                matches_stored: added.matches,
                maps_stored: added.maps,
                upcoming,
                next_start,
            })
        });
        match stored {
            Ok(r) => rows.push(r),
            Err(e) => failures.add(ctx.diag(), sport, "nothing graded", &e),
        }
    }
    let mut settled = settle_bets(&mut store, &at)?;
    // The profile's slip payouts and push rules (`payout.<app>.*`) settle the slips.
    let file = ctx.config();
    let profile = ctx.profile().to_string();
    let config = |key: &str| file.get_text(&profile, key);
    settled.extend(multi::settle_multi(&mut store, &config, &at)?);
    let n_settled = settled.len();
    let doc = Grading {
        source: "esx",
        db: store.shown(),
        graded_at: &at,
        sports: &rows,
        settled: &settled,
        errors: &failures.errors,
    };
    let table: Vec<GradeRow<'_>> = rows.iter().map(Graded::row).collect();
    let mut note = format!(
        "graded at {at} into {}; {} settled automatically",
        store.shown(),
        crate::output::fmt::count(n_settled, "bet")
    );
    for r in rows.iter().filter(|r| r.upcoming > 0) {
        let _ = write!(
            note,
            "\n{}: {} not finished yet{}; what was recorded on them grades after they end",
            r.sport,
            crate::output::fmt::count(r.upcoming as usize, "recorded event"),
            r.next_start
                .as_deref()
                .and_then(|t| t.parse::<jiff::Timestamp>().ok())
                .map_or_else(String::new, |t| format!(
                    " (the first starts at {})",
                    t.strftime("%Y-%m-%d %H:%M UTC")
                ))
        );
    }
    let view = TypedView::new(&doc, &table, grade_columns())
        .note(note)
        .empty_message("nothing graded");
    if failures.errors.len() < sports.len() || ctx.printer().is_structured() {
        ctx.output(Format::Table).emit_typed(view, || {})?;
    }
    match failures.first {
        None => Ok(()),
        Some(e) => Err(e.into()),
    }
}

/// `all`, a comma list, one sport, or the profile's default.
fn sports(ctx: &Context, arg: Option<&str>) -> Result<Vec<String>, EsxError> {
    let default = ctx.default_sport().map(str::to_string);
    match arg.map(str::trim).or(default.as_deref().map(str::trim)) {
        Some("all") => Ok(BOARD_SPORTS.iter().map(ToString::to_string).collect()),
        Some(list) if list.contains(',') => {
            let mut out: Vec<String> = Vec::new();
            for s in list.split(',').filter(|s| !s.trim().is_empty()) {
                let s = esx_proto::sports::check(s.trim(), BOARD_SPORTS, "grade")
                    .map_err(EsxError::usage)?;
                if !out.contains(&s) {
                    out.push(s);
                }
            }
            Ok(out)
        }
        Some(one) => Ok(vec![
            esx_proto::sports::check(one, BOARD_SPORTS, "grade").map_err(EsxError::usage)?,
        ]),
        None => Err(EsxError::usage(format!(
            "no sport given for grade: pass one of {} or all (or set one with `esx config set default_sport cs2`)",
            BOARD_SPORTS.join(", ")
        ))),
    }
}

/// The served rows esx grades from, read leniently as the service's answers are (no
/// published schema for `/results` and `/boxscores`; matches carry upstream's or the
/// interface's names): a field of another type reads as absent and a row that is no
/// object is skipped, so one odd field never drops the run.
mod served {
    use serde::Deserialize;
    use serde::de::{DeserializeOwned, Deserializer};
    use serde_json::Value;

    /// A field that reads as `None` when it has another type.
    fn opt<'de, D: Deserializer<'de>, T: DeserializeOwned>(d: D) -> Result<Option<T>, D::Error> {
        Ok(serde_json::from_value(Value::deserialize(d)?).ok())
    }

    /// A list whose rows that do not read (not objects) are left out; not a list: none.
    fn rows<'de, D: Deserializer<'de>, T: DeserializeOwned>(d: D) -> Result<Vec<T>, D::Error> {
        Ok(match Value::deserialize(d)? {
            Value::Array(items) => items
                .into_iter()
                .filter_map(|v| serde_json::from_value(v).ok())
                .collect(),
            _ => Vec::new(),
        })
    }

    #[derive(Deserialize)]
    pub(super) struct Results {
        #[serde(default, deserialize_with = "rows")]
        pub(crate) results: Vec<PropRow>,
    }

    #[derive(Deserialize)]
    pub(super) struct PropRow {
        #[serde(default, deserialize_with = "opt", rename = "propId")]
        pub(crate) prop_id: Option<String>,
        #[serde(default, deserialize_with = "opt")]
        pub(crate) player_name: Option<String>,
        #[serde(default, deserialize_with = "opt")]
        pub(crate) stat_type: Option<String>,
        #[serde(default, deserialize_with = "opt")]
        pub(crate) grade: Option<String>,
        #[serde(default, deserialize_with = "opt")]
        pub(crate) line: Option<f64>,
        #[serde(default, deserialize_with = "opt")]
        pub(crate) direction: Option<String>,
        #[serde(default, deserialize_with = "opt")]
        pub(crate) actual_value: Option<f64>,
        #[serde(default, deserialize_with = "opt")]
        pub(crate) graded_at: Option<String>,
    }

    #[derive(Deserialize)]
    pub(super) struct Boxscores {
        #[serde(default, deserialize_with = "rows")]
        pub(crate) boxscores: Vec<Boxscore>,
    }

    #[derive(Deserialize)]
    pub(super) struct Boxscore {
        #[serde(default, deserialize_with = "opt")]
        pub(crate) kr_match_id: Option<String>,
        #[serde(default, deserialize_with = "rows")]
        pub(crate) maps: Vec<MapWinner>,
    }

    #[derive(Deserialize)]
    pub(super) struct MapWinner {
        #[serde(default, deserialize_with = "opt")]
        pub(crate) number: Option<i64>,
        #[serde(default, deserialize_with = "opt")]
        pub(crate) winner: Option<String>,
    }

    #[derive(Deserialize)]
    pub(super) struct Matches {
        #[serde(default, deserialize_with = "rows")]
        pub(crate) matches: Vec<FinishedMatch>,
    }

    /// Upstream's `team1`/`score1` names, else the interface's home/away ones (team1 =
    /// home).
    #[derive(Deserialize)]
    pub(super) struct FinishedMatch {
        #[serde(default, deserialize_with = "opt")]
        pub(crate) kr_match_id: Option<String>,
        #[serde(default, deserialize_with = "opt")]
        pub(crate) team1: Option<String>,
        #[serde(default, deserialize_with = "opt")]
        pub(crate) home_team: Option<String>,
        #[serde(default, deserialize_with = "opt")]
        pub(crate) team2: Option<String>,
        #[serde(default, deserialize_with = "opt")]
        pub(crate) away_team: Option<String>,
        #[serde(default, deserialize_with = "opt")]
        pub(crate) score1: Option<i64>,
        #[serde(default, deserialize_with = "opt")]
        pub(crate) home_score: Option<i64>,
        #[serde(default, deserialize_with = "opt")]
        pub(crate) score2: Option<i64>,
        #[serde(default, deserialize_with = "opt")]
        pub(crate) away_score: Option<i64>,
        #[serde(default, deserialize_with = "opt")]
        pub(crate) winner_id: Option<String>,
        #[serde(default, deserialize_with = "opt")]
        pub(crate) event_time: Option<String>,
    }
}

/// Every page of a paginated route, each decoded from its bytes into `T` (the lenient
/// rows above) and handed to `each`: no merged `Value` tree of every page, which grading
/// built and then copied twice more while reading it (the most of grade's own time).
fn each_page<T: serde::de::DeserializeOwned>(
    client: &Client,
    path: &str,
    query: &[(String, String)],
    rows_key: &str,
    page_size: u32,
    mut each: impl FnMut(T),
) -> Result<(), EsxError> {
    client.stream_pages(path, query, page_size, |page, check| {
        let checked = check.check_by_key(&page.body, rows_key)?;
        let rows = serde_json::from_slice(&page.body)
            .map_err(|e| EsxError::bad_response(format!("{path}: {e}")))?;
        each(rows);
        Ok::<_, EsxError>(checked)
    })
}

/// `/results` (every page), finished matches (every page) and boxscores (map winners).
fn fetch(client: &Client, sport: &str) -> Result<Fetched, EsxError> {
    let (props, unsettled) = fetch_props(client, sport)?;
    let matches = fetch_matches(client, sport)?;
    Ok(Fetched {
        props,
        unsettled,
        matches,
    })
}

/// The settled props of `/results` (every page), and how many are not settled yet.
fn fetch_props(client: &Client, sport: &str) -> Result<(Vec<PropResult>, usize), EsxError> {
    let mut results = Vec::new();
    let path = routes::RESULTS.path(&[sport]);
    each_page(client, &path, &[], "results", 500, |p: served::Results| {
        results.extend(p.results);
    })?;
    let mut props = Vec::new();
    let mut unsettled = 0;
    for r in results {
        let grade = r.grade.as_deref().unwrap_or("").to_ascii_lowercase();
        let (Some(prop_id), Some(player), Some(stat_type)) =
            (r.prop_id, r.player_name, r.stat_type)
        else {
            continue;
        };
        if !matches!(grade.as_str(), "hit" | "miss" | "push" | "void") {
            // pending, error or a word esx does not know: nothing to settle yet.
            unsettled += 1;
            continue;
        }
        props.push(PropResult {
            prop_id,
            player,
            stat_type,
            line: r.line,
            direction: r.direction.map(|d| d.to_ascii_lowercase()),
            grade,
            actual_value: r.actual_value,
            graded_at: r.graded_at.as_deref().and_then(normalise_time),
        });
    }
    Ok((props, unsettled))
}

/// The finished matches (every page), each with its maps' winners from the boxscores.
fn fetch_matches(client: &Client, sport: &str) -> Result<Vec<MatchResult>, EsxError> {
    let path = routes::MATCHES.path(&[sport]);
    let query = [("status".to_string(), "finished".to_string())];
    let mut done = Vec::new();
    each_page(
        client,
        &path,
        &query,
        "matches",
        500,
        |p: served::Matches| {
            done.extend(p.matches);
        },
    )?;
    let path = routes::BOXSCORES.path(&[sport]);
    let mut boxes = Vec::new();
    each_page(
        client,
        &path,
        &[],
        "boxscores",
        100,
        |p: served::Boxscores| {
            boxes.extend(p.boxscores);
        },
    )?;
    let mut map_winners: std::collections::HashMap<String, Vec<(i64, String)>> =
        std::collections::HashMap::new();
    for b in boxes {
        let Some(id) = b.kr_match_id else {
            continue;
        };
        for m in b.maps {
            if let (Some(n), Some(w)) = (m.number, m.winner) {
                map_winners.entry(id.clone()).or_default().push((n, w));
            }
        }
    }
    let mut matches = Vec::new();
    for m in done {
        let Some(id) = m.kr_match_id else {
            continue;
        };
        let (Some(t1), Some(t2), Some(s1), Some(s2)) = (
            m.team1.or(m.home_team),
            m.team2.or(m.away_team),
            m.score1.or(m.home_score),
            m.score2.or(m.away_score),
        ) else {
            continue;
        };
        matches.push(MatchResult {
            maps: map_winners.remove(&id).unwrap_or_default(),
            match_id: id,
            team1: t1,
            team2: t2,
            score1: s1,
            score2: s2,
            winner_id: m.winner_id,
            starts_at: m.event_time.as_deref().and_then(normalise_time),
        });
    }
    Ok(matches)
}

/// Settle every open bet whose match is stored: won, lost or push from the series.
fn settle_bets(store: &mut Store, at: &str) -> Result<Vec<Value>, EsxError> {
    let mut out = Vec::new();
    for b in store.open_bets().map_err(store_error)? {
        let Some(m) = &b.result else { continue };
        let series = m.series();
        let Some(outcome) = market_outcome(&b.market, b.map, b.line, &b.outcome, &series) else {
            continue;
        };
        let result = match outcome {
            Outcome::Win => BetResult::Won,
            Outcome::Loss => BetResult::Lost,
            Outcome::Push => BetResult::Push,
            Outcome::Void => BetResult::Void,
        };
        if store
            .settle_graded(b.bet_id, result, at)
            .map_err(store_error)?
        {
            out.push(
                json!({"bet_id": b.bet_id, "result": result.as_str(), "match_id": m.match_id}),
            );
        }
    }
    Ok(out)
}

/// What `grade --json` prints: where and when, each sport graded, the bets settled and
/// each failed sport's error.
#[derive(Serialize)]
struct Grading<'a> {
    source: &'static str,
    db: &'a str,
    graded_at: &'a str,
    sports: &'a [Graded],
    settled: &'a [Value],
    errors: &'a serde_json::Map<String, Value>,
}

/// One sport graded: the outcomes seen and how many were new to the store.
#[derive(Serialize)]
struct Graded {
    sport: String,
    results_seen: usize,
    results_stored: u64,
    pending: usize,
    matches_seen: usize,
    matches_stored: u64,
    maps_stored: u64,
    /// Recorded events that start after the run: not finished, so not gradable yet.
    #[serde(rename = "upcoming_events")]
    upcoming: u64,
    /// The first of their starts.
    next_start: Option<String>,
}

impl Graded {
    fn row(&self) -> GradeRow<'_> {
        GradeRow {
            sport: &self.sport,
            results_seen: self.results_seen,
            results_stored: self.results_stored,
            pending: self.pending,
            matches_seen: self.matches_seen,
            matches_stored: self.matches_stored,
            upcoming_events: self.upcoming,
            next_start: self.next_start.as_deref(),
        }
    }
}

/// A sport's table row (and NDJSON line): [`Graded`] without the map count.
#[derive(Serialize)]
struct GradeRow<'a> {
    sport: &'a str,
    results_seen: usize,
    results_stored: u64,
    pending: usize,
    matches_seen: usize,
    matches_stored: u64,
    upcoming_events: u64,
    next_start: Option<&'a str>,
}

impl Row for GradeRow<'_> {
    fn field(&self, key: &str) -> Option<Value> {
        Some(match key {
            "sport" => self.sport.into(),
            "results_seen" => self.results_seen.into(),
            "results_stored" => self.results_stored.into(),
            "pending" => self.pending.into(),
            "matches_seen" => self.matches_seen.into(),
            "matches_stored" => self.matches_stored.into(),
            "upcoming_events" => self.upcoming_events.into(),
            "next_start" => self.next_start.into(),
            _ => return None,
        })
    }
}

fn grade_columns() -> Vec<Column> {
    vec![
        Column::path("SPORT", "sport"),
        Column::path("RESULTS", "results_seen").kind(Kind::Num(0)),
        Column::path("NEW", "results_stored").kind(Kind::Num(0)),
        Column::path("PENDING", "pending").kind(Kind::Num(0)),
        Column::path("MATCHES", "matches_seen").kind(Kind::Num(0)),
        Column::path("NEW MATCHES", "matches_stored").kind(Kind::Num(0)),
        // Why what was recorded is not graded yet: in CSV and NDJSON; the note says it.
        Column::path("upcoming_events", "upcoming_events")
            .kind(Kind::Num(0))
            .csv_only(),
        Column::path("next_start", "next_start")
            .kind(Kind::Time)
            .csv_only(),
    ]
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::History;

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}

#[cfg(test)]
mod view_tests {
    use super::*;

    /// JSON keeps the map count; the table row and NDJSON line leave it out.
    #[test]
    fn a_graded_sport_and_its_row() {
        let graded = [Graded {
            sport: "cs2".into(),
            results_seen: 10,
            results_stored: 8,
            pending: 2,
            matches_seen: 3,
            matches_stored: 1,
            maps_stored: 2,
            upcoming: 4,
            next_start: Some("2026-11-21T13:00:00.000Z".into()),
        }];
        let row = graded[0].row();
        crate::output::typed::testing::check_row(&row, &grade_columns());
        let doc = Grading {
            source: "esx",
            db: "h.sqlite",
            graded_at: "2026-11-21T12:00:00.000Z",
            sports: &graded,
            settled: &[serde_json::json!({"bet_id": 1, "result": "won", "match_id": "m"})],
            errors: &serde_json::Map::new(),
        };
        assert_eq!(
            serde_json::to_string(&doc).unwrap(),
            r#"{"source":"esx","db":"h.sqlite","graded_at":"2026-11-21T12:00:00.000Z","sports":[{"sport":"cs2","results_seen":10,"results_stored":8,"pending":2,"matches_seen":3,"matches_stored":1,"maps_stored":2,"upcoming_events":4,"next_start":"2026-11-21T13:00:00.000Z"}],"settled":[{"bet_id":1,"result":"won","match_id":"m"}],"errors":{}}"#
        );
    }
}
