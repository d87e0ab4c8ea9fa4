//! What a bettor acts on survives 80 columns (DESIGN "Three tiers of columns", settled
//! points 5 and 6) for `flow`, `moves` (each tape), `history` (the tape and a match's open
//! → close) and `live --watch '*'`: each table at COLUMNS=80 and 250 (stdout not a
//! terminal, so no row wraps) has the same records, every identity and act-on title at
//! 80 and every column at 250; the live watch keeps its first game's heading on an
//! 80×24 screen.

use std::path::Path;
use std::time::Duration;

use serde_json::Value;

/// `esx --demo ARGS` at `cols` columns: its stdout (exit 0 asserted).
fn table(dir: &Path, args: &[&str], cols: &str) -> String {
    let out = crate::common::esx(dir)
        .env("COLUMNS", cols)
        .arg("--demo")
        .args(args)
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The header line (the line above the rule `───`) and the first `n` lines under the
/// rule: the data rows (a legend follows them directly).
fn parse(text: &str, n: usize) -> (String, Vec<String>) {
    let lines: Vec<&str> = text.lines().collect();
    let rule = lines
        .iter()
        .position(|l| l.starts_with('─'))
        .unwrap_or_else(|| panic!("a table:\n{text}"));
    assert!(rule > 0, "{text}");
    let rows: Vec<String> = lines[rule + 1..]
        .iter()
        .take(n)
        .map(|l| (*l).to_string())
        .collect();
    assert_eq!(rows.len(), n, "{n} rows in\n{text}");
    (lines[rule - 1].to_string(), rows)
}

/// The titles of a header line (split on runs of two or more spaces), a time's zone
/// left off (`START (UTC)` is `START`).
fn titles(header: &str) -> Vec<String> {
    header
        .split("  ")
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(|t| t.split(" (").next().unwrap_or(t).to_string())
        .collect()
}

/// The view at 80 and 250 columns: the same records (as many rows, each 80-column row's
/// words in the same 250-column row, in order), every one of `kept` among the titles at
/// 80, and every one of `kept` and `context` at 250. Returns the two headers.
fn check(dir: &Path, args: &[&str], kept: &[&str], context: &[&str]) -> (String, String) {
    // As many rows as records (NDJSON: one line each), at both widths.
    let mut nd = args.to_vec();
    nd.extend(["--format", "ndjson"]);
    let n = table(dir, &nd, "250").lines().count();
    assert!(n > 0, "{args:?}: rows");
    let (h80, rows80) = parse(&table(dir, args, "80"), n);
    let (h250, rows250) = parse(&table(dir, args, "250"), n);
    for (narrow, wide) in rows80.iter().zip(&rows250) {
        let mut rest = wide.as_str();
        for word in narrow.split_whitespace() {
            let at = rest
                .find(word)
                .unwrap_or_else(|| panic!("{args:?}: `{word}` of\n{narrow}\nnot in\n{wide}"));
            rest = &rest[at + word.len()..];
        }
    }
    let (t80, t250) = (titles(&h80), titles(&h250));
    for t in kept {
        assert!(
            t80.iter().any(|h| h == t),
            "{args:?}: {t} at 80 columns: {h80}"
        );
    }
    for t in kept.iter().chain(context) {
        assert!(
            t250.iter().any(|h| h == t),
            "{args:?}: {t} at 250 columns: {h250}"
        );
    }
    (h80, h250)
}

#[test]
fn flow_keeps_price_venue_move_size_and_start_at_80_columns() {
    let d = tempfile::tempdir().unwrap();
    // Ranked: the match and its start are cells.
    check(
        d.path(),
        &["flow", "cs2", "--sort", "start"],
        &[
            "KIND",
            "MATCH",
            "MARKET",
            "SELECTION",
            "PRICE",
            "SOURCE",
            "MOVE SIZE",
            "START",
        ],
        &[],
    );
    // Board order: the match and its start head each run of rows; the cells are the
    // same columns.
    let (h80, _) = parse(&table(d.path(), &["flow", "cs2"], "80"), 1);
    let t80 = titles(&h80);
    for t in [
        "KIND",
        "MARKET",
        "SELECTION",
        "PRICE",
        "SOURCE",
        "MOVE SIZE",
    ] {
        assert!(t80.iter().any(|h| h == t), "{t} at 80 columns: {h80}");
    }
}

/// One recorded snapshot of the demo's cs2 board (lines, props and gaps) in a new store.
fn recorded(dir: &Path) -> String {
    let db = dir.join("tiers.db").to_string_lossy().into_owned();
    table(
        dir,
        &[
            "-q",
            "record",
            "cs2",
            "--what",
            "lines,props,gaps",
            "--db",
            &db,
        ],
        "80",
    );
    db
}

#[test]
fn moves_keeps_identity_venue_and_from_to_on_every_tape_at_80_columns() {
    let d = tempfile::tempdir().unwrap();
    let db = recorded(d.path());
    let tape = |t: &'static str| ["moves", "cs2", "--all", "--db", db.as_str(), "--tape", t];
    check(
        d.path(),
        &tape("lines"),
        &[
            "EVENT", "MARKET", "OUTCOME", "SOURCE", "OPEN", "NOW", "Δ PTS",
        ],
        &["Δ CENTS", "FAIR OPEN", "FAIR NOW", "TAPE"],
    );
    check(
        d.path(),
        &tape("props"),
        &[
            "EVENT", "PLAYER", "STAT", "VENUE", "SIDE", "OPEN", "NOW", "Δ LINE",
        ],
        &["ODDS OPEN", "ODDS NOW", "TAPE"],
    );
    check(
        d.path(),
        &tape("gaps"),
        &["EVENT", "PLAYER", "STAT", "GAP OPEN", "GAP NOW", "Δ GAP"],
        &["RANGE OPEN", "RANGE NOW", "BOOKS", "TAPE"],
    );
}

#[test]
fn history_keeps_identity_venue_and_prices_at_80_columns() {
    let d = tempfile::tempdir().unwrap();
    let lines: Value = serde_json::from_str(&table(
        d.path(),
        &["lines", "cs2", "--market", "match_winner", "--json"],
        "80",
    ))
    .unwrap();
    let key = lines["events"][0]["markets"][0]["market_key"]
        .as_str()
        .unwrap_or_else(|| panic!("a market key: {lines}"))
        .to_string();
    check(
        d.path(),
        &["history", "--market-key", &key],
        &["TIME", "SOURCE", "SIDE", "PRICE", "NO-VIG"],
        &["IMPLIED"],
    );
    check(
        d.path(),
        &["history", "cs2", "--match", "next"],
        &["MARKET", "BOOK", "OUTCOME", "OPEN", "CLOSE", "MOVE PTS"],
        &[],
    );
}

/// `live cs2 --watch '*'` on an 80×24 terminal: several games, each a heading and ten
/// players, are taller than the screen; the first game's heading stays on the top line
/// (the screen is never taller than the terminal, so it never scrolls), the status
/// line stays at the bottom, and what is left out is said.
#[test]
fn the_live_watch_keeps_the_first_games_heading_on_an_80x24_screen() {
    let d = tempfile::tempdir().unwrap();
    let games: Value =
        serde_json::from_str(&table(d.path(), &["-q", "live", "cs2", "--json"], "80")).unwrap();
    let ids: Vec<String> = games["games"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|g| g["game_id"].as_str().map(str::to_string))
        .collect();
    assert!(ids.len() >= 2, "several live cs2 games: {games}");
    let tty = crate::common::tty::Tty::start("esx --demo live cs2 --watch '*'", &[], 80, 24);
    tty.wait_for(&["live cs2 ", "PLAYER"], Duration::from_secs(60));
    // Past a few redraws (the ticker's events arrive): the top still holds a heading.
    let start = std::time::Instant::now();
    let screen = loop {
        let s = tty.screen();
        if s.contains("more lines") || start.elapsed() > Duration::from_secs(30) {
            break s;
        }
        std::thread::sleep(Duration::from_millis(200));
    };
    let lines: Vec<&str> = screen.lines().collect();
    assert!(lines.len() <= 24, "{screen}");
    let top = lines.iter().find(|l| !l.trim().is_empty()).unwrap();
    assert!(
        ids.iter().any(|id| top.contains(id.as_str())),
        "the first game's heading on the top line:\n{screen}"
    );
    assert!(
        screen.contains("more lines (a taller terminal shows them)"),
        "{screen}"
    );
    assert!(
        lines
            .iter()
            .rev()
            .find(|l| !l.trim().is_empty())
            .is_some_and(|l| l.contains("live cs2")),
        "the status line last:\n{screen}"
    );
    tty.keys(&["C-c"]);
    let (code, _) = tty
        .finished(Duration::from_secs(20))
        .expect("the watch ends on Ctrl-C");
    assert_eq!(code, 0);
}
