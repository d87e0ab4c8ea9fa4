//! The loop explains itself (DESIGN "What a bettor acts on survives 80 columns"): `grade`
//! and `backtest` say why rows are ungraded (not finished yet, with the first start) and
//! print no figure over zero graded rows; `--plot` names its file; a backtest's table and
//! pictures fit 80 columns with its identity and act-on columns kept.

use std::path::Path;

use serde_json::Value;
use unicode_width::UnicodeWidthStr as _;

use crate::common::{esx, stdout_json};

fn run(dir: &Path, args: &[&str]) -> std::process::Output {
    esx(dir).args(args).output().unwrap()
}

/// Right after `record` (before any match ends) nothing grades, and both commands say why.
#[test]
fn nothing_graded_yet_says_why_and_prints_no_figure() {
    let d = tempfile::tempdir().unwrap();
    let db = d.path().join("h.sqlite");
    let db = db.to_str().unwrap();
    let out = run(
        d.path(),
        &[
            "--demo",
            "record",
            "cs2",
            "--what",
            "picks,edges",
            "--db",
            db,
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The first recorded event's start, from the board the record read.
    let board = stdout_json(&run(d.path(), &["--demo", "lines", "cs2", "--json"]));
    let first = board["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|e| e["event_time"].as_str())
        .filter_map(|t| t.parse::<jiff::Timestamp>().ok())
        .filter(|t| t.to_string().as_str() > crate::common::sim::NOW)
        .min()
        .unwrap();
    let shown = first.strftime("%Y-%m-%d %H:%M UTC").to_string();

    let out = run(d.path(), &["--demo", "grade", "cs2", "--db", db]);
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "{text}");
    assert!(text.contains("not finished yet"), "{text}");
    assert!(
        text.contains(&format!("the first starts at {shown}")),
        "{text}"
    );
    let graded = stdout_json(&run(
        d.path(),
        &["--demo", "grade", "cs2", "--db", db, "--json"],
    ));
    let sport = &graded["sports"][0];
    assert!(sport["upcoming_events"].as_u64().unwrap() > 0, "{graded}");
    assert_eq!(
        sport["next_start"]
            .as_str()
            .unwrap()
            .parse::<jiff::Timestamp>()
            .unwrap(),
        first
    );

    backtest_says_why(d.path(), db, first, &shown);
}

/// `backtest` over the same store: every row ungraded because not started, the first
/// start named, and no figure over zero rows.
fn backtest_says_why(dir: &Path, db: &str, first: jiff::Timestamp, shown: &str) {
    let doc = stdout_json(&run(
        dir,
        &["backtest", "--what", "picks", "--json", "--db", db],
    ));
    assert_eq!(doc["count"], 0, "{doc}");
    let ungraded = doc["ungraded"].as_u64().unwrap();
    assert!(ungraded > 0, "{doc}");
    assert_eq!(doc["ungraded_upcoming"].as_u64(), Some(ungraded), "{doc}");
    assert_eq!(
        doc["next_start"]
            .as_str()
            .unwrap()
            .parse::<jiff::Timestamp>()
            .unwrap(),
        first
    );
    // No figure over zero rows: null, not 0.
    for key in [
        "profit",
        "max_drawdown",
        "max_drawdown_pct",
        "hit_rate",
        "brier",
    ] {
        assert_eq!(doc[key], Value::Null, "{key}: {doc}");
    }
    let out = esx(dir)
        .env("COLUMNS", "250")
        .args(["backtest", "--what", "picks", "--db", db])
        .output()
        .unwrap();
    let table = String::from_utf8_lossy(&out.stdout);
    assert!(
        table.contains(&format!(
            "ungraded {ungraded} ({ungraded} not finished yet: the first starts at {shown})"
        )),
        "{table}"
    );
    let all = table.lines().find(|l| l.starts_with("all ")).unwrap();
    assert!(!all.contains("0.00"), "a drawdown over zero rows: {all}");
}

/// `--plot` says where it wrote the picture.
#[test]
fn the_plot_names_its_file() {
    let d = tempfile::tempdir().unwrap();
    let db = d.path().join("season.sqlite");
    let made = run(
        d.path(),
        &[
            "sim",
            "history",
            "--days",
            "2",
            "--sport",
            "cs2",
            "--db",
            db.to_str().unwrap(),
        ],
    );
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let svg = d.path().join("bt.svg");
    let out = esx(d.path())
        .args(["backtest", "--db", db.to_str().unwrap(), "--plot"])
        .arg(&svg)
        .output()
        .unwrap();
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains(&format!("to {}", svg.display())), "{err}");
    assert!(std::fs::read_to_string(&svg).unwrap().contains("<svg"));

    // At 80 columns: the segment, n, hit rate and predicted stay, the rows are the same
    // as at 250, and no line (table, notes, pictures) passes 80 columns.
    let at = |cols: &str| {
        let out = esx(d.path())
            .env("COLUMNS", cols)
            .args(["backtest", "--by", "app", "--db", db.to_str().unwrap()])
            .output()
            .unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    let (narrow, wide) = (at("80"), at("250"));
    let header = |t: &str| {
        t.lines()
            .find(|l| l.starts_with("SEGMENT"))
            .unwrap()
            .to_string()
    };
    for title in ["SEGMENT", "N", "HIT", "PREDICTED"] {
        assert!(
            header(&narrow).split("  ").any(|h| h.trim() == title),
            "{narrow}"
        );
    }
    for title in [
        "DISTINCT", "BRIER", "LOG LOSS", "ROI %", "CLV %", "MAX DD %",
    ] {
        assert!(header(&wide).contains(title), "{wide}");
    }
    let segments = |t: &str| -> Vec<String> {
        t.lines()
            .skip_while(|l| !l.starts_with('─'))
            .skip(1)
            .take_while(|l| !l.trim().is_empty())
            .map(|l| l.split_whitespace().next().unwrap_or("").to_string())
            .collect()
    };
    assert_eq!(segments(&narrow), segments(&wide));
    assert!(segments(&narrow).len() >= 3, "{narrow}");
    for line in narrow.lines() {
        assert!(line.width() <= 80, "{} columns: {line}", line.width());
    }
    assert!(
        narrow.contains("Reliability") && narrow.contains("Bankroll"),
        "{narrow}"
    );
}
