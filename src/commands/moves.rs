//! `esx moves`: how each recorded quote moved over a window (open → now, a sparkline),
//! read from the history store.

use esx_proto::sports::LINES_SPORTS;
use esx_store::{MovesQuery, Point, Series};
use serde_json::{Value, json};

use crate::context::Context;
use crate::error::EsxError;
use crate::output::fmt::short_time;
use crate::output::{Column, Format, Kind, View};
use crate::store::{DbArg, market_label, stamp, store_error, time_flag};

const EXAMPLES: &str = "\
Examples:
  esx --demo record cs2 --db /tmp/esx-history.sqlite
  esx moves cs2 --since 6h --db /tmp/esx-history.sqlite
  esx moves --since 2d --market match_winner --db /tmp/esx-history.sqlite --json

The open is the price in force when the window began (or the first one recorded in it);
Δ is now − open: American odds in cents (Δ CENTS) (−110 → +105 is +15), no-vig in points.";

/// The sparkline's steps, lowest first.
const BARS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

/// At most this many points make a sparkline (the latest ones).
const SPARK_WIDTH: usize = 24;

#[derive(Debug, clap::Args)]
#[command(after_help = EXAMPLES)]
pub struct Args {
    /// Sport slug or `all` (default: every recorded sport)
    #[arg(value_name = "SPORT")]
    pub sport: Option<String>,
    /// The window: a span back from now (30m, 6h, 2d, 1w) or a start time (ISO 8601)
    #[arg(long, default_value = "6h", value_name = "SPAN|TIME")]
    pub since: String,
    /// Only this event
    #[arg(long, value_name = "ID")]
    pub event: Option<String>,
    /// Only this market (match_winner, map_winner, map_handicap, total_maps, …)
    #[arg(long, value_name = "M")]
    pub market: Option<String>,
    /// Only this source (a venue key, or `consensus`)
    #[arg(long, value_name = "VENUE", value_parser = crate::cli::Suggest(crate::cli::RECORDED_SOURCES), hide_possible_values = true)]
    pub source: Option<String>,
    /// Also list quotes first recorded in the window that have not moved since
    #[arg(long)]
    pub all: bool,
    #[command(flatten)]
    pub db: DbArg,
}

pub fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let sport = match args.sport.as_deref().map(str::trim) {
        None | Some("all") => None,
        Some(s) => {
            Some(esx_proto::sports::check(s, LINES_SPORTS, "moves").map_err(EsxError::usage)?)
        }
    };
    let since = window_start(&args.since, jiff::Timestamp::now())?;
    let store = args.db.open()?;
    let query = MovesQuery {
        since: since.clone(),
        sport,
        event: args.event.clone(),
        market: args.market.clone(),
        source: args.source.clone(),
    };
    let mut series = store.moves(&query).map_err(store_error)?;
    if !args.all {
        series.retain(|s| s.points.len() > 1);
    }
    // Biggest no-vig move first; ties keep the store's key order.
    series.sort_by(|a, b| {
        let m = |s: &Series| novig_change(s).map_or(-1.0, f64::abs);
        m(b).total_cmp(&m(a))
    });
    let rows: Vec<Value> = series.iter().map(series_json).collect();
    let data = json!({
        "source": "esx",
        "db": store.path().display().to_string(),
        "since": since,
        "total": rows.len(),
        "moves": rows,
    });
    let view = View::new(data, Some("moves"), columns())
        .note(format!(
            "{} quote{} {} since {}",
            series.len(),
            if series.len() == 1 { "" } else { "s" },
            if args.all { "recorded" } else { "moved" },
            short_time(&since)
        ))
        .empty_message(format!(
            "no recorded moves since {since} in {} (record the board with `esx record`; --all lists unmoved quotes too)",
            store.path().display()
        ));
    ctx.output(Format::Table).emit(&view)
}

fn columns() -> Vec<Column> {
    vec![
        Column::computed("EVENT", |r| {
            let home = r["home_team"].as_str().unwrap_or("?");
            let away = r["away_team"].as_str().unwrap_or("?");
            Value::String(format!("{home} v {away}"))
        }),
        Column::computed("MARKET", market_label),
        Column::path("OUTCOME", "outcome"),
        Column::path("SOURCE", "source"),
        Column::path("OPEN", "open.american").kind(Kind::American),
        Column::path("NOW", "now.american").kind(Kind::American),
        Column::computed("Δ CENTS", |r| signed_int(&r["change"]["american_cents"])),
        Column::path("FAIR OPEN", "open.novig").kind(Kind::Num(3)),
        Column::path("FAIR NOW", "now.novig").kind(Kind::Num(3)),
        Column::path("Δ PTS", "change.novig_pts").kind(Kind::SignedPct),
        Column::path("TAPE", "sparkline"),
        Column::path("EVENT_ID", "event_id").csv_only(),
        Column::path("SPORT", "sport").csv_only(),
    ]
}

fn signed_int(v: &Value) -> Value {
    v.as_i64()
        .map_or(Value::Null, |n| Value::String(format!("{n:+}")))
}

/// `--since`: a span back from `now` (`90s`, `30m`, `6h`, `2d`, `1w`) or a start time.
pub fn window_start(s: &str, now: jiff::Timestamp) -> Result<String, EsxError> {
    let t = s.trim();
    let unit = t.chars().last().unwrap_or(' ');
    let secs_per = match unit {
        's' => Some(1),
        'm' => Some(60),
        'h' => Some(3600),
        'd' => Some(86_400),
        'w' => Some(604_800),
        _ => None,
    };
    if let (Some(per), Ok(n)) = (secs_per, t[..t.len() - unit.len_utf8()].parse::<i64>())
        && n >= 0
        && let Some(back) = n.checked_mul(per)
        && let Ok(start) = now.checked_sub(jiff::SignedDuration::from_secs(back))
    {
        return Ok(stamp(start));
    }
    time_flag("--since", t).map_err(|_| {
        EsxError::usage(format!(
            "--since `{s}` is neither a span nor a time; valid: 30m, 6h, 2d, 1w, or ISO 8601 such as 2026-11-21T12:00:00Z"
        ))
    })
}

/// American odds as the price reads, also where only a decimal or probability was served.
fn american_of(p: &Point) -> Option<i64> {
    p.american.or_else(|| {
        let d = p.decimal.or_else(|| p.probability.map(|q| 1.0 / q))?;
        esx_odds::price::decimal_to_american(d)
            .ok()
            .map(|a| a.round() as i64)
    })
}

/// American odds on a continuous scale, so a move across evens counts its real size
/// (−110 → +105 is 15 cents, not 215).
fn cents(a: i64) -> i64 {
    if a >= 100 { a - 100 } else { a + 100 }
}

/// The implied probability a point's price says (what the sparkline draws).
fn implied(p: &Point) -> Option<f64> {
    p.probability
        .or_else(|| p.decimal.map(|d| 1.0 / d))
        .filter(|x| x.is_finite())
}

fn novig_change(s: &Series) -> Option<f64> {
    let (a, b) = (s.points.first()?.novig?, s.points.last()?.novig?);
    Some(100.0 * (b - a))
}

/// A sparkline of `values` (the latest [`SPARK_WIDTH`]): lowest ▁, highest █, a flat
/// tape mid-height.
#[must_use]
pub fn sparkline(values: &[f64]) -> String {
    let tail = &values[values.len().saturating_sub(SPARK_WIDTH)..];
    let (lo, hi) = tail
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), v| {
            (lo.min(*v), hi.max(*v))
        });
    tail.iter()
        .map(|v| {
            if hi - lo < 1e-12 {
                BARS[3]
            } else {
                BARS[(((v - lo) / (hi - lo)) * 7.0).round() as usize]
            }
        })
        .collect()
}

fn point_json(p: &Point) -> Value {
    json!({
        "observed_at": p.observed_at,
        "decimal": p.decimal,
        "american": p.american,
        "probability": p.probability,
        "novig": p.novig,
    })
}

fn series_json(s: &Series) -> Value {
    let (open, now) = (s.points.first(), s.points.last());
    let end = |p: Option<&Point>| {
        p.map_or(Value::Null, |p| {
            let mut v = point_json(p);
            v["american"] = json!(american_of(p));
            v
        })
    };
    let cents_change = match (open.and_then(american_of), now.and_then(american_of)) {
        (Some(a), Some(b)) => Some(cents(b) - cents(a)),
        _ => None,
    };
    let tape: Vec<f64> = s.points.iter().filter_map(implied).collect();
    json!({
        "sport": s.sport,
        "event_id": s.event_id,
        "home_team": s.home_team,
        "away_team": s.away_team,
        "event_time": s.event_time,
        "market": s.market,
        "map": s.map,
        "line": s.line,
        "outcome": s.outcome,
        "source": s.source,
        "type": s.source_type,
        "open": end(open),
        "now": end(now),
        "change": {
            "american_cents": cents_change,
            "novig_pts": novig_change(s),
        },
        "sparkline": sparkline(&tape),
        "points": s.points.iter().map(point_json).collect::<Vec<_>>(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sparklines_span_low_to_high() {
        assert_eq!(sparkline(&[0.4, 0.5, 0.6]), "▁▅█");
        assert_eq!(sparkline(&[0.5, 0.5]), "▄▄");
        assert_eq!(sparkline(&[]), "");
    }

    #[test]
    fn cents_cross_evens_continuously() {
        assert_eq!(cents(105) - cents(-110), 15);
        assert_eq!(cents(-120) - cents(-110), -10);
        assert_eq!(cents(150) - cents(130), 20);
    }

    #[test]
    fn since_takes_spans_and_times() {
        let now: jiff::Timestamp = "2026-11-21T18:00:00Z".parse().unwrap();
        assert_eq!(window_start("6h", now).unwrap(), "2026-11-21T12:00:00.000Z");
        assert_eq!(window_start("2d", now).unwrap(), "2026-11-19T18:00:00.000Z");
        assert_eq!(
            window_start("2026-11-21T10:00:00Z", now).unwrap(),
            "2026-11-21T10:00:00.000Z"
        );
        assert!(window_start("soon", now).is_err());
        assert!(window_start("-3h", now).is_err());
    }
}
