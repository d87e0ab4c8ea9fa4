//! `esx bets` over a recorded tape with a known close: CLV, settle, report, bad input.

use std::path::Path;

use serde_json::{Value, json};

use crate::record::{Book, board, record_once};

const START: &str = "2026-11-21T18:00:00.000Z";

/// Both sources move at 17:00, the last recording before the 18:00 start (18:30 is in
/// play: not the close). The service's own consensus says 0.64 then; the close is
/// computed from the recorded quotes instead (see [`p_close`]).
pub(crate) fn tape(db: &Path) {
    for (at, alpha, bravo, k, c) in [
        (
            "2026-11-21T10:00:00Z",
            Book(1.62, -161),
            Book(2.30, 130),
            0.58,
            0.60,
        ),
        (
            "2026-11-21T17:00:00Z",
            Book(1.60, -167),
            Book(2.35, 135),
            0.62,
            0.64,
        ),
        (
            "2026-11-21T18:30:00Z",
            Book(1.20, -500),
            Book(4.50, 350),
            0.90,
            0.90,
        ),
    ] {
        let body = board(START, alpha, bravo, k, c);
        let (code, _, err) = record_once(db, &body, &["--at", at]);
        assert_eq!(code, 0, "{err}");
    }
}

/// Alpha's close computed by hand from the 17:00 quotes: sharpbook 1.60 / 2.35 de-vigged
/// multiplicatively, Kalshi 0.62 / 0.38 (already summing to 1), spec weights 1 and 1.5.
pub(crate) fn p_close() -> f64 {
    let book = (1.0 / 1.60) / (1.0 / 1.60 + 1.0 / 2.35);
    (book + 1.5 * 0.62) / 2.5
}

pub(crate) fn bets(db: &Path, args: &[&str]) -> (i32, String, String) {
    let d = tempfile::tempdir().unwrap();
    let out = crate::common::esx(d.path())
        .env("COLUMNS", "200")
        .arg("bets")
        .args(args)
        .args(["--db", db.to_str().unwrap()])
        .output()
        .unwrap();
    crate::common::outcome(&out)
}

/// `bets add` of a match_winner bet on ev1 at 09:00, sized by `size` (`--stake N` or
/// `--contracts N`).
fn add_sized(
    db: &Path,
    outcome: &str,
    source: &str,
    decimal: &str,
    size: [&str; 2],
) -> (i32, String, String) {
    let mut args = vec![
        "add",
        "--event",
        "ev1",
        "--market",
        "match_winner",
        "--outcome",
        outcome,
        "--source",
        source,
        "--decimal",
        decimal,
        "--at",
        "2026-11-21T09:00:00Z",
    ];
    args.extend(size);
    bets(db, &args)
}

/// A bet of stake 10 (see [`add_sized`]); its id.
fn add(db: &Path, outcome: &str, source: &str, decimal: &str) -> String {
    let (code, out, err) = add_sized(db, outcome, source, decimal, ["--stake", "10"]);
    assert_eq!(code, 0, "{err}");
    row_id(&out)
}

/// The id of the bet `bets add` printed as its one table row (the first cell of the
/// last line).
pub(crate) fn row_id(table: &str) -> String {
    let last = table
        .lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("");
    last.split_whitespace().next().unwrap_or("").to_string()
}

pub(crate) fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

#[test]
fn clv_profit_and_report_against_a_known_close() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    tape(&db);
    assert_eq!(add(&db, "Alpha", "sharpbook", "1.70"), "1");
    assert_eq!(add(&db, "Bravo", "kalshi", "2.5"), "2");
    assert_eq!(add(&db, "Alpha", "polymarket", "1.50"), "3");
    assert_eq!(add(&db, "Alpha", "sharpbook", "1.80"), "4");
    for (id, res) in [("1", "won"), ("2", "lost"), ("4", "void")] {
        let (code, _, err) = bets(&db, &["settle", id, res]);
        assert_eq!(code, 0, "{err}");
    }

    let (code, out, err) = bets(&db, &["list", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    let rows = v["bets"].as_array().unwrap();
    assert_eq!(rows.len(), 4);
    // p_close 0.609975 (not the service's 0.64): 100 × (1.70 × p − 1) = +3.70. Bravo at
    // kalshi 2.5 (P 0.4) is judged net of the 0.07 fee: 1/(0.4 + 0.07 × 0.4 × 0.6)
    // against 1 − p.
    let p = p_close();
    assert!((p - 0.609_974_683_544_303_8).abs() < 1e-12);
    let sharp_clv = 100.0 * (1.70 * p - 1.0);
    let poly_clv = 100.0 * (1.50 * p - 1.0);
    let kalshi_net = 1.0 / (0.4 + 0.07 * 0.4 * 0.6);
    let kalshi_clv = 100.0 * (kalshi_net * (1.0 - p) - 1.0);
    assert!(close(rows[0]["p_close"].as_f64().unwrap(), p));
    assert_eq!(rows[0]["close_observed_at"], "2026-11-21T17:00:00.000Z");
    assert!(close(rows[0]["clv_pct"].as_f64().unwrap(), sharp_clv));
    assert!(close(rows[1]["clv_pct"].as_f64().unwrap(), kalshi_clv));
    assert!(close(rows[1]["net_decimal"].as_f64().unwrap(), kalshi_net));
    assert_eq!(rows[1]["decimal"], 2.5, "the price typed stays");
    assert!(close(rows[2]["clv_pct"].as_f64().unwrap(), poly_clv));
    assert!(close(rows[0]["profit"].as_f64().unwrap(), 7.0));
    assert!(close(rows[1]["profit"].as_f64().unwrap(), -10.0));
    assert_eq!(rows[2]["result"], Value::Null);
    assert_eq!(rows[3]["result"], "void");

    // The close at 17:00 is an hour before the 18:00 start, and at the tests' 12:00 clock
    // the event has not started: provisional, with its age; the default report averages
    // CLV over final closes only.
    assert_eq!(rows[0]["close_status"], "provisional");
    assert_eq!(rows[0]["close_age_s"], 3600.0);
    let (code, out, err) = bets(&db, &["report", "--json"]);
    assert_eq!(code, 0, "{err}");
    let r: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(r["overall"]["clv_count"], 0);
    assert_eq!(r["close_method"]["source"], "store");
    assert_eq!(
        r["close_method"]["provisional"], 4,
        "every bet, the void one too"
    );
    assert_eq!(r["close_method"]["final"], 0);
    let (code, out, err) = bets(&db, &["report", "--include-provisional", "--json"]);
    assert_eq!(code, 0, "{err}");
    let r: Value = serde_json::from_str(&out).unwrap();
    let all = &r["overall"];
    assert_eq!(all["count"], 4);
    assert_eq!(all["open"], 1);
    assert_eq!(all["settled"], 3);
    // The void bet was never risked: staked 30, of which 10 on the open bet; profit
    // 7 − 10 over the 20 settled.
    assert!(close(all["staked"].as_f64().unwrap(), 30.0));
    assert!(close(all["open_stake"].as_f64().unwrap(), 10.0));
    assert_eq!(all["open_count"], 1);
    assert!(close(all["settled_stake"].as_f64().unwrap(), 20.0));
    assert!(close(all["profit"].as_f64().unwrap(), -3.0));
    assert!(close(all["roi_pct"].as_f64().unwrap(), -15.0));
    assert_eq!(all["clv_count"], 3);
    assert!(close(
        all["mean_clv_pct"].as_f64().unwrap(),
        (sharp_clv + kalshi_clv + poly_clv) / 3.0
    ));
    assert!(close(all["beat_close_share"].as_f64().unwrap(), 1.0 / 3.0));
    let by = r["by_source"].as_array().unwrap();
    let names: Vec<_> = by.iter().map(|l| l["source"].as_str().unwrap()).collect();
    assert_eq!(names, ["kalshi", "polymarket", "sharpbook"]);
    let sharp = &by[2];
    assert_eq!(sharp["count"], 2);
    assert!(close(sharp["roi_pct"].as_f64().unwrap(), 70.0));
    assert_eq!(sharp["beat_close_share"], 1.0);

    assert_report_and_list_as_text_and_csv(&db);
}

/// The same bets (see [`clv_profit_and_report_against_a_known_close`]) in the report's
/// table and CSV and in the list's table.
fn assert_report_and_list_as_text_and_csv(db: &Path) {
    let (code, out, _) = bets(db, &["report", "--include-provisional"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("(all)") && out.contains("-15.00%") && out.contains("0.33"),
        "{out}"
    );
    // CSV: the share that beat the close is a number, never the text "33%".
    let (code, out, _) = bets(db, &["report", "--include-provisional", "--format", "csv"]);
    assert_eq!(code, 0);
    let header: Vec<&str> = out.lines().next().unwrap().split(',').collect();
    let col = header
        .iter()
        .position(|h| *h == "beat_close_share")
        .expect(&out);
    let all_row: Vec<&str> = out.lines().nth(1).unwrap().split(',').collect();
    let share: f64 = all_row[col].parse().expect("a number");
    assert!((share - 1.0 / 3.0).abs() < 1e-9, "{out}");
    let (code, out, _) = bets(db, &["list"]);
    assert_eq!(code, 0);
    assert!(out.contains("+3.70%") && out.contains("open"), "{out}");
}

#[test]
fn a_bet_without_a_recorded_close_has_no_clv() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    let (code, out, err) = bets(
        &db,
        &[
            "add",
            "--event",
            "ev1",
            "--market",
            "match_winner",
            "--outcome",
            "Alpha",
            "--source",
            "thunderpick",
            "--decimal",
            "1.70",
            "--stake",
            "10",
        ],
    );
    assert_eq!((code, row_id(&out).as_str()), (0, "1"), "{err}");
    assert!(
        err.contains("warning: event ev1 is not on the recorded board"),
        "{err}"
    );
    let (code, out, _) = bets(&db, &["list", "--json"]);
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["bets"][0]["clv_pct"], Value::Null);
    let (_, out, _) = bets(&db, &["report", "--json"]);
    let r: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(r["overall"]["mean_clv_pct"], Value::Null);
    assert_eq!(r["overall"]["roi_pct"], Value::Null);
}

/// The recorded board knows ev1's match_winner outcomes (Alpha, Bravo) and its sources
/// (sharpbook, kalshi, polymarket, the consensus): a misspelt outcome or a market the
/// board lacks is exit 2 naming what it has, and nothing is logged, unless `--force`
/// (then a warning); a venue neither esx nor the board knows is exit 2 naming the known
/// ones.
#[test]
fn a_bet_off_the_recorded_board_is_refused_and_an_unknown_venue_too() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    tape(&db);
    let bet = |outcome: &str, source: &str, market: &str, force: bool| {
        let mut args = vec![
            "add",
            "--event",
            "ev1",
            "--market",
            market,
            "--outcome",
            outcome,
            "--source",
            source,
            "--decimal",
            "1.70",
            "--stake",
            "10",
        ];
        if force {
            args.push("--force");
        }
        bets(&db, &args)
    };
    let (code, out, err) = bet("Rapid Krakenz", "thunderpick", "match_winner", false);
    assert_eq!((code, out.as_str()), (2, ""), "{err}");
    assert!(
        err.contains(
            "outcome `Rapid Krakenz` is not on the recorded board for event ev1 match_winner (outcomes there: Alpha, Bravo)"
        ),
        "{err}"
    );
    let (code, out, err) = bet("Rapid Krakenz", "thunderpick", "match_winner", true);
    assert_eq!((code, row_id(&out).as_str()), (0, "1"), "{err}");
    assert!(err.contains("warning: outcome `Rapid Krakenz`"), "{err}");
    let (code, _, err) = bet("alpha", "sharpbook", "match_winner", false);
    assert_eq!(code, 0, "{err}");
    assert!(
        !err.contains("warning"),
        "a recorded outcome in any case: {err}"
    );
    let (code, _, err) = bet("Alpha", "sharpbook", "map_winner", false);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("market map_winner of event ev1 is not on the recorded board (markets there: match_winner)"),
        "{err}"
    );
    let (code, _, err) = bet("Alpha", "thunderpik", "match_winner", false);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("unknown venue `thunderpik` for --source; known venues: thunderpick, kalshi,"),
        "{err}"
    );
    assert!(err.contains("sharpbook"), "the board's own sources: {err}");
    let (_, out, _) = bets(&db, &["list", "--json"]);
    assert!(
        out.contains("\"total\":2"),
        "the refused bets were not logged: {out}"
    );
}

#[test]
fn settling_an_unknown_bet_is_not_found() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    esx_store::Store::open(&db).expect("an empty store");
    let (code, _, err) = bets(&db, &["settle", "42", "won"]);
    assert_eq!(code, 5, "{err}");
    assert!(err.contains("no bet with id 42"), "{err}");
}

#[test]
fn bad_bets_are_usage_errors() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    let base = [
        "add",
        "--event",
        "ev1",
        "--market",
        "match_winner",
        "--outcome",
        "Alpha",
        "--source",
        "thunderpick",
    ];
    for bad in [
        &["--decimal", "1.0", "--stake", "10"][..],
        &["--decimal", "NaN", "--stake", "10"],
        &["--decimal", "1.9", "--stake", "-5"],
        &["--decimal", "1.9", "--stake", "10", "--at", "someday"],
    ] {
        let mut args = base.to_vec();
        args.extend_from_slice(bad);
        let (code, _, err) = bets(&db, &args);
        assert_eq!(code, 2, "{bad:?}: {err}");
    }
    let (code, _, _) = bets(&db, &["settle", "1", "maybe"]);
    assert_eq!(code, 2);
    let (code, out, _) = bets(&db, &["list", "--json"]);
    assert_eq!(code, 0);
    assert!(out.contains("\"total\":0"), "nothing was logged: {out}");
}

#[test]
fn reading_a_store_that_does_not_exist_is_not_found_and_creates_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("typo.sqlite");
    for args in [&["list"][..], &["report"], &["settle", "1", "won"]] {
        let (code, _, err) = bets(&db, args);
        assert_eq!(code, 5, "{args:?}: {err}");
        assert!(err.contains("no history store at"), "{err}");
        assert!(!db.exists(), "{args:?} created the store");
    }
}

/// A Kalshi buy at 0.56 (decimal 1/0.56) won: 100 staked returns 73.24 net of the fee
/// (cost per contract 0.56 + 0.07 × 0.56 × 0.44), not 78.57. An order of 100 contracts
/// pays its fee per order, rounded up to the cent: 1.7248 → 1.73, stake 57.73; the store
/// has not seen ev1, said once.
#[test]
fn a_kalshi_bet_won_at_0_56_pays_net_of_the_fee() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    let decimal = (1.0_f64 / 0.56).to_string();
    let base = [
        "add",
        "--event",
        "ev1",
        "--market",
        "match_winner",
        "--outcome",
        "Alpha",
        "--source",
        "kalshi",
        "--decimal",
        &decimal,
        "--at",
        "2026-11-21T09:00:00Z",
    ];
    let mut one = base.to_vec();
    one.extend(["--stake", "100"]);
    let (code, _, err) = bets(&db, &one);
    assert_eq!(code, 0, "{err}");
    let mut order = base.to_vec();
    order.extend(["--contracts", "100"]);
    let (code, _, err) = bets(&db, &order);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("fee 1.73"), "{err}");
    // The order's note and one word that the event is not on the board (not two).
    assert!(
        err.contains("warning: event ev1 is not on the recorded board"),
        "{err}"
    );
    assert_eq!(err.matches("ev1").count(), 1, "{err}");
    for id in ["1", "2"] {
        assert_eq!(bets(&db, &["settle", id, "won"]).0, 0);
    }
    let (code, out, err) = bets(&db, &["list", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    let rows = v["bets"].as_array().unwrap();
    let profit = rows[0]["profit"].as_f64().unwrap();
    assert!(close(
        profit,
        100.0 * (1.0 / (0.56 + 0.07 * 0.56 * 0.44) - 1.0)
    ));
    assert_eq!((profit * 100.0).round() / 100.0, 73.24);
    assert_eq!(rows[1]["contracts"], 100);
    assert!(close(rows[1]["stake"].as_f64().unwrap(), 56.0 + 1.73));
    assert!(close(rows[1]["profit"].as_f64().unwrap(), 100.0 - 57.73));
    // A sportsbook takes no contracts.
    let mut bad = base.to_vec();
    bad[8] = "sharpbook";
    bad.extend(["--contracts", "3"]);
    assert_eq!(bets(&db, &bad).0, 2);
}

/// A close recorded an hour before the start (17:00 for 18:00), judged after the start
/// (19:00): outside the default 30m window it stays provisional, its age 3600 s; with
/// `--close-window 2h` it is final and the report averages its CLV.
#[test]
fn a_close_recorded_long_before_the_start_is_provisional() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    tape(&db);
    assert_eq!(add(&db, "Alpha", "sharpbook", "1.70"), "1");
    let after = ["--now", "2026-11-21T19:00:00Z"];
    let (code, out, err) = bets(&db, &[&after[..], &["report", "--json"]].concat());
    assert_eq!(code, 0, "{err}");
    let r: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(r["close_method"]["provisional"], 1);
    assert_eq!(r["overall"]["clv_count"], 0);
    let (code, out, err) = bets(
        &db,
        &[&after[..], &["report", "--close-window", "2h", "--json"]].concat(),
    );
    assert_eq!(code, 0, "{err}");
    let r: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(r["close_method"]["final"], 1);
    assert_eq!(r["overall"]["clv_count"], 1);
    // 100 × (1.70 × p_close − 1), the close computed from the 17:00 quotes.
    assert!(close(
        r["overall"]["mean_clv_pct"].as_f64().unwrap(),
        100.0 * (1.70 * p_close() - 1.0)
    ));
    let (code, _, _) = bets(&db, &["report", "--close-window", "soon"]);
    assert_eq!(code, 2);
}

/// `esx bets ARGS --db DB` with the config directory `cfg` (its `fees.*` settings apply).
fn bets_in(cfg: &Path, db: &Path, args: &[&str]) -> (i32, String, String) {
    let out = crate::common::esx(cfg)
        .env("COLUMNS", "200")
        .arg("bets")
        .args(args)
        .args(["--db", db.to_str().unwrap()])
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn config_set(cfg: &Path, key: &str, value: &str) {
    let out = crate::common::esx(cfg)
        .args(["config", "set", key, value])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The 17:00 board seen again at the 18:00 start with the same prices and only Kalshi's
/// volume changed: no tape row is added, but the close is now 0 s old, so after the start
/// it is final under the default 30m window (it was provisional at 3600 s before).
#[test]
fn a_close_re_recorded_at_the_start_is_final() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    let at_17 = crate::record::board(START, Book(1.60, -167), Book(2.35, 135), 0.62, 0.64);
    let (code, _, err) = record_once(&db, &at_17, &["--at", "2026-11-21T17:00:00Z"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(add(&db, "Alpha", "sharpbook", "1.70"), "1");
    let after = ["--now", "2026-11-21T19:00:00Z"];
    let list = |db: &Path| -> Value {
        let (code, out, err) = bets(db, &[&after[..], &["list", "--json"]].concat());
        assert_eq!(code, 0, "{err}");
        serde_json::from_str::<Value>(&out).unwrap()["bets"][0].clone()
    };
    let row = list(&db);
    assert_eq!(row["close_status"], "provisional");
    assert_eq!(row["close_age_s"], 3600.0);
    let body = at_17.replace("\"volume\":25000", "\"volume\":31000");
    let (code, out, err) = record_once(&db, &body, &["--at", "2026-11-21T18:00:00Z", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        v["snapshots"][0]["stored"], 0,
        "the same prices (a volume tick only) add no row: {out}"
    );
    // In play (18:30) the prices move: a tape row, but no part of the close.
    let in_play = crate::record::board(START, Book(1.20, -500), Book(4.50, 350), 0.90, 0.90);
    let (code, _, err) = record_once(&db, &in_play, &["--at", "2026-11-21T18:30:00Z"]);
    assert_eq!(code, 0, "{err}");
    let row = list(&db);
    assert_eq!(row["close_status"], "final");
    assert_eq!(row["close_age_s"], 0.0);
    assert_eq!(row["close_observed_at"], "2026-11-21T17:00:00.000Z");
    assert_eq!(row["close_seen_at"], "2026-11-21T18:00:00.000Z");
    assert!(close(row["p_close"].as_f64().unwrap(), p_close()));
    let (code, out, err) = bets(&db, &[&after[..], &["report", "--json"]].concat());
    assert_eq!(code, 0, "{err}");
    let r: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(r["close_method"]["final"], 1);
    assert_eq!(r["overall"]["clv_count"], 1);
    for (k, want) in [
        ("source", json!("store")),
        ("devig", json!("multiplicative")),
        ("weights", json!("spec weights, every venue")),
        ("fees", json!("bet price only")),
    ] {
        assert_eq!(r["close_method"][k], want, "{k}");
    }
}

/// The `bets.close.*` keys are retired (one close for every reader): a config that still
/// sets them keeps working, the close is unchanged (spec weights, every venue,
/// multiplicative), and each key set gets one warning line naming it; `config set` of one
/// is exit 2 saying so, `config unset` removes it.
#[test]
fn a_config_that_still_sets_a_retired_close_key_warns_and_keeps_working() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    tape(&db);
    assert_eq!(add(&db, "Alpha", "sharpbook", "1.70"), "1");
    std::fs::write(
        cfg.path().join("config.toml"),
        "[profiles.default]\n\"bets.close.devig\" = \"additive\"\n\"bets.close.fair\" = \"others\"\n",
    )
    .unwrap();
    let (code, out, err) = bets_in(cfg.path(), &db, &["list", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    // Neither additive nor `others` (Kalshi's 0.62 alone): the one close.
    assert!(close(v["bets"][0]["p_close"].as_f64().unwrap(), p_close()));
    for key in ["bets.close.devig", "bets.close.fair"] {
        let line = format!("config key {key} is no longer used");
        assert_eq!(err.matches(&line).count(), 1, "{err}");
    }
    assert_eq!(
        err.lines().filter(|l| l.contains("warning")).count(),
        2,
        "{err}"
    );
    let (code, out, err) = bets_in(cfg.path(), &db, &["report", "--json"]);
    assert_eq!(code, 0, "{err}");
    let r: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(r["close_method"]["weights"], "spec weights, every venue");
    assert_eq!(r["close_method"]["devig"], "multiplicative");
    let out = crate::common::esx(cfg.path())
        .args(["config", "set", "bets.close.weights", "quality"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no longer used"));
    let out = crate::common::esx(cfg.path())
        .args(["config", "unset", "bets.close.devig"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let (code, _, err) = bets_in(cfg.path(), &db, &["list"]);
    assert_eq!(code, 0, "{err}");
    assert!(!err.contains("bets.close.devig"), "{err}");
    assert!(err.contains("bets.close.fair"), "{err}");
}

/// `bets report` and `backtest --what bets` judge a bet the same way: a Kalshi order of
/// 10 contracts typed at 1.60 (62.5¢, bought at 63¢) costs 6.30 plus the fee 0.07 × 10 ×
/// 0.63 × 0.37 = 0.16317, rounded up to 0.17: 6.47, net decimal 10 / 6.47; against the
/// one close ([`p_close`]) its CLV is 100 × (10 / 6.47 × p_close − 1) in both.
#[test]
fn bets_report_and_backtest_give_the_same_clv_for_the_same_bet() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    tape(&db);
    let (code, _, err) = add_sized(&db, "Alpha", "kalshi", "1.60", ["--contracts", "10"]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("fee 0.17, stake 6.47"), "{err}");
    assert_eq!(bets(&db, &["settle", "1", "won"]).0, 0);
    let want = 100.0 * (10.0 / 6.47 * p_close() - 1.0);
    let (code, out, err) = bets(
        &db,
        &[
            "--now",
            "2026-11-21T19:00:00Z",
            "report",
            "--close-window",
            "2h",
            "--json",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let r: Value = serde_json::from_str(&out).unwrap();
    let report = r["overall"]["mean_clv_pct"].as_f64().unwrap();
    assert!(close(report, want), "{report} vs {want}");
    let d = tempfile::tempdir().unwrap();
    let out = crate::common::esx(d.path())
        .args(["backtest", "--what", "bets", "--json", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    let (code, out, err) = crate::common::outcome(&out);
    assert_eq!(code, 0, "{err}");
    let b: Value = serde_json::from_str(&out).unwrap();
    let backtest = b["mean_clv_pct"].as_f64().unwrap();
    assert!(close(backtest, want), "{backtest} vs {want}");
    // Profit on the same net price: won, 10 contracts pay 10 − 6.47.
    assert!(close(b["profit"].as_f64().unwrap(), 10.0 / 6.47 - 1.0));
}

/// A maker order of 100 Kalshi contracts at 0.56 pays the maker rate: 0.0175 × 100 ×
/// 0.56 × 0.44 = 0.4312, rounded up to 0.44 (stake 56.44); with `fees.kalshi.maker 0.02`,
/// 0.4928 → 0.50. Won, it pays 100 − stake. A sportsbook takes no --maker.
#[test]
fn a_maker_order_pays_the_maker_fee() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    let decimal = (1.0_f64 / 0.56).to_string();
    let order = |source: &'static str| {
        vec![
            "add",
            "--event",
            "ev1",
            "--market",
            "match_winner",
            "--outcome",
            "Alpha",
            "--source",
            source,
            "--decimal",
            Box::leak(decimal.clone().into_boxed_str()),
            "--contracts",
            "100",
            "--maker",
            "--at",
            "2026-11-21T09:00:00Z",
        ]
    };
    let (code, _, err) = bets_in(cfg.path(), &db, &order("kalshi"));
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("fee 0.44, stake 56.44"), "{err}");
    config_set(cfg.path(), "fees.kalshi.maker", "0.02");
    let (code, _, err) = bets_in(cfg.path(), &db, &order("kalshi"));
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("fee 0.50, stake 56.50"), "{err}");
    assert_eq!(bets_in(cfg.path(), &db, &["settle", "2", "won"]).0, 0);
    let (code, out, err) = bets_in(cfg.path(), &db, &["list", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["bets"][1]["fee_role"], "maker");
    // 100 contracts won pay 100 on a 56.50 stake.
    assert!(close(v["bets"][1]["profit"].as_f64().unwrap(), 43.5));
    let (code, _, err) = bets_in(cfg.path(), &db, &order("sharpbook"));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("is for prediction markets"), "{err}");
}
