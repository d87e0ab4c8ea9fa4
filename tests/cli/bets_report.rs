//! `esx bets report --by KEY` over a hand-made log (singles, a parlay and a slip written
//! with the store API beside a recorded close): each group's n, staked, profit, ROI and
//! mean CLV with their standard errors, computed by hand; the sparkline under the table;
//! `--plot` writes a well-formed SVG holding the series.

use std::path::Path;

use esx_store::{BetKind, BetLeg, BetResult, NewBet, Store};
use serde_json::Value;

use crate::bets::{bets, p_close, tape};

/// The log (profits as the store computes them, no fee at these venues):
/// 1. thunderpick single Alpha @1.80 for 10 on ev1, tags model: won +8, settled 11-21 20:00
/// 2. thunderpick single Alpha @2.00 for 20 on ev1, tags live, model: lost −20, 20:05
/// 3. sharpbook single on ev-old (never recorded), October, untagged: won @2.50 for 10, +15
/// 4. thunderpick parlay @3.00 for 10 (ev1 Alpha, ev2 X), tags live: won +20, 11-22 00:00
/// 5. underdog power2 slip for 5, untagged: lost −5, 11-22 01:00
fn log(db: &Path) {
    tape(db);
    let single = |at: &str, event: &str, source: &str, d: f64, stake: f64| NewBet {
        placed_at: at.into(),
        event_id: event.into(),
        market: "match_winner".into(),
        outcome: "Alpha".into(),
        source: source.into(),
        decimal: d,
        stake,
        ..NewBet::default()
    };
    let settled = |mut b: NewBet, r: BetResult, at: &str, tags: &[&str]| {
        b.result = Some(r);
        b.settled_at = Some(at.into());
        b.tags = tags.iter().map(ToString::to_string).collect();
        b
    };
    let (parlay, slip) = shapes();
    let all = [
        settled(
            single("2026-11-21T09:00:00.000Z", "ev1", "thunderpick", 1.8, 10.0),
            BetResult::Won,
            "2026-11-21T20:00:00.000Z",
            &["model"],
        ),
        settled(
            single("2026-11-21T09:30:00.000Z", "ev1", "thunderpick", 2.0, 20.0),
            BetResult::Lost,
            "2026-11-21T20:05:00.000Z",
            &["model", "live"],
        ),
        settled(
            single("2026-10-15T12:00:00.000Z", "ev-old", "sharpbook", 2.5, 10.0),
            BetResult::Won,
            "2026-10-16T00:00:00.000Z",
            &[],
        ),
        settled(
            parlay,
            BetResult::Won,
            "2026-11-22T00:00:00.000Z",
            &["live"],
        ),
        settled(slip, BetResult::Lost, "2026-11-22T01:00:00.000Z", &[]),
    ];
    let mut store = Store::open(db).unwrap();
    let ins = store.insert_bets(&all).unwrap();
    assert_eq!((ins.inserted, ins.skipped), (5, 0));
}

/// The log's parlay (ev1 Alpha @1.80 and ev2 X @1.67 at 3.00 for 10) and power2 slip
/// (two kills overs, 5 staked).
fn shapes() -> (NewBet, NewBet) {
    let leg = |event: &str, outcome: &str, d: f64| BetLeg {
        event_id: Some(event.into()),
        market: Some("match_winner".into()),
        outcome: Some(outcome.into()),
        decimal: Some(d),
        ..BetLeg::default()
    };
    let pick = |player: &str| BetLeg {
        player: Some(player.into()),
        stat_type: Some("kills".into()),
        line: Some(18.5),
        side: Some("over".into()),
        ..BetLeg::default()
    };
    let parlay = NewBet {
        placed_at: "2026-11-20T10:00:00.000Z".into(),
        event_id: "ev1".into(),
        market: "parlay".into(),
        outcome: "2 legs".into(),
        source: "thunderpick".into(),
        decimal: 3.0,
        stake: 10.0,
        kind: BetKind::Parlay,
        legs: vec![
            leg("ev1", "Alpha", 1.8),
            leg("ev2", "X", 1.666_666_666_666_666_7),
        ],
        ..NewBet::default()
    };
    let slip = NewBet {
        placed_at: "2026-11-20T11:00:00.000Z".into(),
        market: "slip".into(),
        outcome: "power2".into(),
        source: "underdog".into(),
        decimal: 3.0,
        stake: 5.0,
        kind: BetKind::Slip,
        slip_type: Some("power2".into()),
        legs: vec![pick("s1mple"), pick("zywoo")],
        ..NewBet::default()
    };
    (parlay, slip)
}

/// `bets report --by KEY --json` after the start (the closes provisional, counted).
fn report(db: &Path, by: &str) -> Value {
    let (code, out, err) = bets(
        db,
        &[
            "report",
            "--by",
            by,
            "--include-provisional",
            "--json",
            "--now",
            "2026-11-23T00:00:00Z",
        ],
    );
    assert_eq!(code, 0, "{err}");
    serde_json::from_str(&out).unwrap()
}

/// `(group, n, profit)` of each group.
fn groups(v: &Value) -> Vec<(String, u64, Option<f64>)> {
    v["groups"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            (
                g["group"].as_str().unwrap().to_string(),
                g["n"].as_u64().unwrap(),
                g["profit"].as_f64(),
            )
        })
        .collect()
}

fn near(v: &Value, want: f64) -> bool {
    v.as_f64().is_some_and(|x| (x - want).abs() < 1e-9)
}

fn g(name: &str, n: u64, profit: f64) -> (String, u64, Option<f64>) {
    (name.to_string(), n, Some(profit))
}

#[test]
fn groups_by_venue_carry_standard_errors_computed_by_hand() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bets.sqlite");
    log(&db);
    let doc = report(&db, "venue");
    assert_eq!(doc["by"], "venue");
    // by_source stays beside the groups.
    assert_eq!(doc["by_source"].as_array().unwrap().len(), 3);
    assert_eq!(
        groups(&doc),
        [
            g("sharpbook", 1, 15.0),
            g("thunderpick", 3, 8.0),
            g("underdog", 1, -5.0)
        ]
    );
    let tp = &doc["groups"][1];
    assert!(near(&tp["staked"], 40.0), "{tp}");
    // Profits 8, −20, 20: mean 8/3, Σ squared deviations 842 2/3, s² 421 1/3;
    // SE of the sum √(3 · 421 1/3) = √1264.
    assert!(near(&tp["profit_se"], 1264f64.sqrt()), "{tp}");
    // ROI 8/40 = 20 %; residuals p − 0.2 s: 6, −24, 18 → Σ² 936; √(3/2 · 936) / 40.
    assert!(near(&tp["roi_pct"], 20.0), "{tp}");
    assert!(near(&tp["roi_se"], 100.0 * 1404f64.sqrt() / 40.0), "{tp}");
    // CLV of the two singles (the parlay's second leg has no close): 100 (d p − 1) at
    // 1.8 and 2.0: mean 100 (1.9 p − 1); their difference 20 p, so s = 20 p / √2 and
    // SE = s / √2 = 10 p.
    let pc = p_close();
    assert_eq!(tp["clv_count"], 2, "{tp}");
    assert!(near(&tp["mean_clv_pct"], 100.0 * (1.9 * pc - 1.0)), "{tp}");
    assert!(near(&tp["mean_clv_se"], 10.0 * pc), "{tp}");
    // One bet: its figures, no SE.
    let sb = &doc["groups"][0];
    assert!(sb["profit_se"].is_null() && sb["roi_se"].is_null(), "{sb}");
    assert!(near(&sb["roi_pct"], 150.0), "{sb}");
}

#[test]
fn groups_by_tag_type_market_month_and_sport() {
    let d = tempfile::tempdir().unwrap();
    let db = d.path().join("bets.sqlite");
    log(&db);
    // Bet 2 (tags live and model) counts in both.
    assert_eq!(
        groups(&report(&db, "tag")),
        [
            g("(untagged)", 2, 10.0),
            g("live", 2, 0.0),
            g("model", 2, -12.0)
        ]
    );
    assert_eq!(
        groups(&report(&db, "type")),
        [
            g("parlay", 1, 20.0),
            g("single", 3, 3.0),
            g("slip", 1, -5.0)
        ]
    );
    assert_eq!(
        groups(&report(&db, "market")),
        [
            g("match_winner", 3, 3.0),
            g("parlay", 1, 20.0),
            g("power2", 1, -5.0)
        ]
    );
    assert_eq!(
        groups(&report(&db, "month")),
        [g("2026-10", 1, 15.0), g("2026-11", 4, 3.0)]
    );
    // ev1 was recorded as a cs2 match (the parlay's first leg too); ev-old never was and
    // the slip names no event.
    let sport = Store::open(&db)
        .unwrap()
        .event_teams("ev1")
        .unwrap()
        .unwrap()
        .sport;
    assert_eq!(sport, "cs2");
    assert_eq!(
        groups(&report(&db, "sport")),
        [g("cs2", 3, 8.0), g("unknown", 2, 10.0)]
    );
}

/// The table: every bet as `(all)` then the groups, the tag note above, the sparkline
/// of the bankroll under it (in settle order: +15, +8, −20, +20, −5 from 0), fitting 80
/// columns; CSV: one row per group with the JSON's fields.
#[test]
fn the_table_ends_with_the_bankroll_and_csv_has_one_row_per_group() {
    let d = tempfile::tempdir().unwrap();
    let db = d.path().join("bets.sqlite");
    log(&db);
    let out = crate::common::esx(d.path())
        .env("COLUMNS", "80")
        .args([
            "bets",
            "report",
            "--by",
            "tag",
            "--db",
            db.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    let (code, table, err) = crate::common::outcome(&out);
    assert_eq!(code, 0, "{err}");
    for l in table.lines() {
        assert!(unicode_width::UnicodeWidthStr::width(l) <= 80, "{l}");
    }
    assert!(table.contains("counts in both groups"), "{table}");
    let rows: Vec<&str> = table
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .filter(|w| ["(all)", "(untagged)", "live", "model"].contains(w))
        .collect();
    assert_eq!(rows, ["(all)", "(untagged)", "live", "model"], "{table}");
    // Values 0, 15, 23, 3, 23, 18 over 0..23 in eighths.
    assert_eq!(
        table.lines().last().unwrap(),
        "Bankroll ▁▆█▂█▆ end +18.00 (low +0.00, high +23.00, 5 settled)",
        "{table}"
    );
    let (code, csv, err) = bets(&db, &["report", "--by", "venue", "--format", "csv"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "by,group,n,open,settled,staked,profit,profit_se,roi_pct,roi_se,clv_count,mean_clv_pct,mean_clv_se"
    );
    assert_eq!(lines.len(), 4, "{csv}");
    assert!(
        lines[1].starts_with("venue,sharpbook,1,0,1,10.0,15.0,,150.0,,"),
        "{csv}"
    );
    assert!(!csv.contains("Bankroll"), "{csv}");
}

/// Tags, elements and attributes balanced: every opened element closed in order.
fn well_formed(svg: &str) -> bool {
    let mut stack: Vec<String> = Vec::new();
    let mut rest = svg;
    while let Some(i) = rest.find('<') {
        let Some(j) = rest[i..].find('>') else {
            return false;
        };
        let tag = &rest[i + 1..i + j];
        rest = &rest[i + j + 1..];
        if tag.starts_with('?') || tag.starts_with('!') || tag.ends_with('/') {
            continue;
        }
        if let Some(name) = tag.strip_prefix('/') {
            if stack.pop().as_deref() != Some(name.trim()) {
                return false;
            }
        } else {
            stack.push(tag.split_whitespace().next().unwrap_or("").to_string());
        }
    }
    stack.is_empty() && svg.contains("<svg")
}

/// The number of points of each `<polyline>` drawn in `stroke`.
fn polylines(svg: &str, stroke: &str) -> Vec<usize> {
    svg.match_indices("<polyline")
        .map(|(i, _)| &svg[i..i + svg[i..].find('>').unwrap()])
        .filter(|el| el.contains(&format!("stroke=\"{stroke}\"")))
        .map(|el| {
            let pts = el.split("points=\"").nth(1).unwrap_or("");
            pts[..pts.find('"').unwrap_or(0)].split_whitespace().count()
        })
        .collect()
}

#[test]
fn the_plot_writes_the_bankroll_its_drawdown_and_the_rolling_clv() {
    let d = tempfile::tempdir().unwrap();
    let db = d.path().join("bets.sqlite");
    log(&db);
    let svg = d.path().join("bankroll.svg");
    let (code, _, err) = bets(
        &db,
        &[
            "report",
            "--include-provisional",
            "--now",
            "2026-11-23T00:00:00Z",
            "--plot",
            svg.to_str().unwrap(),
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert!(err.contains(&format!("to {}", svg.display())), "{err}");
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(well_formed(&text), "{text}");
    assert!(text.contains("Bankroll") && text.contains("Rolling mean CLV"));
    assert!(text.contains("drawdown from the running peak"));
    // The bankroll (blue) from 0 and its 5 settled bets, and its legend's sample; the
    // rolling CLV (green) over the 2 with a close; the drawdown (23 down to 3) a polygon.
    assert_eq!(polylines(&text, "#0000FF"), [6, 2]);
    assert_eq!(polylines(&text, "#00FF00"), [2]);
    assert!(text.contains("<polygon"));

    // A folder that does not exist: refused before anything is read.
    let bad = d.path().join("no/such/dir/b.svg");
    let (code, _, err) = bets(&db, &["report", "--plot", bad.to_str().unwrap()]);
    assert_ne!(code, 0);
    assert_eq!(err.lines().count(), 1, "{err}");
}
