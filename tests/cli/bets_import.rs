//! `esx bets export` and `bets import`: a round trip gives the same report, imports are
//! idempotent and all or nothing, and hostile CSVs (formulas, huge files, wrong
//! encodings, repeated rows, missing columns, empty files) get one clear error and
//! store nothing.

use std::fmt::Write as _;
use std::path::Path;

use serde_json::Value;

use crate::bets::{bets, tape};

/// `esx bets ARGS --db DB` with `config` as the config dir's `config.toml`.
fn with_config(db: &Path, config: &str, args: &[&str]) -> (i32, String, String) {
    let d = tempfile::tempdir().unwrap();
    std::fs::write(d.path().join("config.toml"), config).unwrap();
    let out = crate::common::esx(d.path())
        .env("COLUMNS", "200")
        .arg("bets")
        .args(args)
        .args(["--db", db.to_str().unwrap()])
        .output()
        .unwrap();
    crate::common::outcome(&out)
}

fn json(db: &Path, args: &[&str]) -> Value {
    let (code, out, err) = bets(db, args);
    assert_eq!(code, 0, "{err}");
    serde_json::from_str(&out).unwrap()
}

/// How many bets the store at `db` holds (0 when the import never created it).
fn count(db: &Path) -> usize {
    if !db.exists() {
        return 0;
    }
    json(db, &["list", "--json"])["bets"]
        .as_array()
        .unwrap()
        .len()
}

fn import(db: &Path, file: &Path, extra: &[&str]) -> (i32, String, String) {
    let mut args = vec!["import", file.to_str().unwrap()];
    args.extend(extra);
    bets(db, &args)
}

const HEADER: &str = "placed_at,source,event_id,market,outcome,decimal,stake,result\n";

fn file(dir: &Path, name: &str, bytes: &[u8]) -> std::path::PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, bytes).unwrap();
    p
}

fn add(db: &Path, extra: &[&str]) {
    let mut args = vec![
        "add",
        "--event",
        "ev1",
        "--market",
        "match_winner",
        "--at",
        "2026-11-21T09:00:00Z",
    ];
    args.extend(extra);
    let (code, _, err) = bets(db, &args);
    assert_eq!(code, 0, "{err}");
}

/// A store's bets exported as CSV, imported into a new store with the same recorded
/// tape: `bets report --json` and the export itself are the same for both; a second
/// import of the file adds nothing and says so.
#[test]
fn export_then_import_gives_the_same_report() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (dir.path().join("a.sqlite"), dir.path().join("b.sqlite"));
    tape(&a);
    tape(&b);
    log_every_shape(&a, dir.path());
    let csv = dir.path().join("bets.csv");
    let (code, _, err) = bets(
        &a,
        &["export", "--format", "csv", "-o", csv.to_str().unwrap()],
    );
    assert_eq!(code, 0, "{err}");
    let text = std::fs::read_to_string(&csv).unwrap();
    assert!(
        text.starts_with("bet_uid,placed_at,kind,source,event_id,market,"),
        "{text}"
    );
    assert!(
        text.contains(",\"'=HYPERLINK(\"\"http://x\"\")\","),
        "{text}"
    );

    let (code, out, err) = import(&b, &csv, &[]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("imported 6 new, 0 already in the log"),
        "{err}"
    );
    assert!(out.contains("new"), "{out}");
    for args in [
        &["report", "--json", "--include-provisional"][..],
        &["report", "--json"],
        &["export", "--json"],
        &["list", "--json"],
    ] {
        assert_eq!(json(&a, args), json(&b, args), "{args:?}");
    }
    let (_, ea, _) = bets(&a, &["export", "--format", "csv"]);
    let (_, eb, _) = bets(&b, &["export", "--format", "csv"]);
    assert_eq!(ea, eb);
    assert_eq!(
        json(&b, &["list", "--json"])["bets"][3]["outcome"],
        "=HYPERLINK(\"http://x\")"
    );

    // Again: nothing new, and the log is as it was.
    let (code, _, err) = import(&b, &csv, &[]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("imported 0 new, 6 already in the log"),
        "{err}"
    );
    assert_eq!(count(&b), 6);
    let v = json(&b, &["import", csv.to_str().unwrap(), "--json"]);
    assert_eq!(
        (v["new"].as_u64(), v["in_log"].as_u64()),
        (Some(0), Some(6))
    );
    let exported = json(&b, &["export", "--json"]);
    let slip = &exported["bets"][5];
    assert_eq!(slip["kind"], "slip");
    assert_eq!(
        slip["legs"],
        "s1mple:kills:18.5:over;ZywOo:headshots:9.5:under;m0NESY:kills:17.5:over"
    );
    assert_eq!(
        (slip["tags"].as_str(), slip["slip_type"].as_str()),
        (Some("model"), Some("flex3"))
    );
    assert_eq!(exported["bets"][4]["tags"], "live;model");
    assert_eq!(
        exported["bets"][4]["legs"],
        "ev1:match_winner:Alpha@1.8=won;ev2:map_winner:1:Bravo@2.1=push"
    );
}

/// Into the store at `a`: singles (one a prediction-market maker order, one a name a
/// spreadsheet would run), some settled by hand; a parlay settled from its legs and an
/// open slip, both tagged, logged by an import of esx's CSV.
fn log_every_shape(a: &Path, dir: &Path) {
    let a = a.to_path_buf();
    add(
        &a,
        &[
            "--outcome",
            "Alpha",
            "--source",
            "sharpbook",
            "--decimal",
            "1.70",
            "--stake",
            "10",
        ],
    );
    add(
        &a,
        &[
            "--outcome",
            "Bravo",
            "--source",
            "kalshi",
            "--decimal",
            "2.5",
            "--contracts",
            "20",
            "--maker",
        ],
    );
    add(
        &a,
        &[
            "--outcome",
            "Alpha",
            "--source",
            "polymarket",
            "--decimal",
            "1.5",
            "--stake",
            "7.25",
        ],
    );
    // A name a spreadsheet would run: logged as text, exported with esx's guard.
    add(
        &a,
        &[
            "--outcome",
            "=HYPERLINK(\"http://x\")",
            "--source",
            "sharpbook",
            "--decimal",
            "3",
            "--stake",
            "1",
            "--force",
        ],
    );
    for (id, res) in [("1", "won"), ("2", "lost"), ("4", "void")] {
        let (code, _, err) = bets(&a, &["settle", id, res]);
        assert_eq!(code, 0, "{err}");
    }
    // A parlay settled from its legs (one pushed: it paid 1.8, not 1.8 × 2.1) and an
    // open slip, both tagged, logged by an import of esx's CSV.
    let shapes = dir.join("shapes.csv");
    std::fs::write(
        &shapes,
        "placed_at,kind,source,legs,slip_type,decimal,stake,tags,result,settled_at,settled_decimal\n\
         2026-11-21T09:10:00Z,parlay,thunderpick,ev1:match_winner:Alpha@1.8=won;ev2:map_winner:1:Bravo@2.1=push,,,5,live;model,won,2026-11-21T20:00:00Z,1.8\n\
         2026-11-21T09:20:00Z,slip,underdog,s1mple:kills:18.5:over;ZywOo:headshots:9.5:under;m0NESY:kills:17.5:over,flex3,2.25,4,model,,,\n",
    )
    .unwrap();
    let (code, _, err) = bets(&a, &["import", shapes.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = bets(&a, &["import", shapes.to_str().unwrap()]);
    assert!(
        code == 0 && err.contains("imported 0 new, 2 already in the log"),
        "{err}"
    );
    let listed = json(&a, &["list", "--json"]);
    let parlay = &listed["bets"][4];
    assert_eq!(
        (parlay["result"].as_str(), parlay["profit"].as_f64()),
        (Some("won"), Some(4.0))
    );
}

/// Any bad row stops the import: one stderr line listing every bad line and the first
/// reason, exit 1, nothing stored.
#[test]
fn a_bad_row_imports_nothing_and_names_the_lines() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    let rows = format!(
        "{HEADER}2026-11-21T09:00:00Z,sharpbook,ev1,match_winner,Alpha,1.7,10,won\n\
         2026-11-21T09:00:00Z,sharpbook,ev1,match_winner,Bravo,0.9,10,\n\
         2026-11-21T09:05:00Z,sharpbook,ev1,match_winner,Alpha,1.8,10,\n\
         2026-11-21T09:06:00Z,sharpbook,ev1,match_winner,Alpha,1.8,10,maybe\n"
    );
    let f = file(dir.path(), "bad.csv", rows.as_bytes());
    let (code, _, err) = import(&db, &f, &[]);
    assert_eq!(code, 1, "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(
        err.contains("2 bad rows of 4, nothing imported: lines 3, 5 (line 3: decimal must be above 1, got 0.9)"),
        "{err}"
    );
    assert_eq!(count(&db), 0);
    // --dry-run of a good file stores nothing either.
    let good = file(
        dir.path(),
        "good.csv",
        format!("{HEADER}2026-11-21,sharpbook,ev1,match_winner,Alpha,1.7,10,\n").as_bytes(),
    );
    let (code, _, err) = import(&db, &good, &["--dry-run"]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("would import 1 new"), "{err}");
    assert_eq!(count(&db), 0);
}

/// A formula in a text cell is stored as its text (esx runs nothing); esx's own `'`
/// in front of one is taken off.
#[test]
fn formula_cells_are_stored_as_text() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    let rows = format!(
        "{HEADER}2026-11-21T09:00:00Z,sharpbook,ev1,match_winner,\"=HYPERLINK(\"\"http://evil\"\",\"\"x\"\")\",1.7,10,\n\
         2026-11-21T09:01:00Z,sharpbook,ev1,match_winner,'@SUM(A1),1.7,10,\n\
         2026-11-21T09:02:00Z,sharpbook,ev1,match_winner,'plain,1.7,10,\n"
    );
    let f = file(dir.path(), "f.csv", rows.as_bytes());
    let (code, _, err) = import(&db, &f, &[]);
    assert_eq!(code, 0, "{err}");
    let v = json(&db, &["list", "--json"]);
    let outcomes: Vec<&str> = v["bets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["outcome"].as_str().unwrap())
        .collect();
    assert_eq!(
        outcomes,
        ["=HYPERLINK(\"http://evil\",\"x\")", "@SUM(A1)", "'plain"]
    );
}

/// A file over the byte or row limit is refused before anything is stored; within
/// them, a file of a few MB is read row by row.
#[test]
fn a_huge_file_is_refused_past_the_limits() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    let mut text = String::from(HEADER);
    let mut n = 0;
    while text.len() < 3_000_000 {
        writeln!(
            text,
            "2026-11-21T09:00:00Z,sharpbook,ev{n},match_winner,Alpha,1.7,{}.5,",
            n % 90 + 1
        )
        .unwrap();
        n += 1;
    }
    let f = file(dir.path(), "big.csv", text.as_bytes());
    let (code, _, err) = import(&db, &f, &["--max-bytes", "1000000"]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("is over 977 KiB, the most one import reads"),
        "{err}"
    );
    let (code, _, err) = import(&db, &f, &["--max-rows", "1000"]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("has more than 1000 rows"), "{err}");
    assert_eq!(count(&db), 0);
    let (code, _, err) = import(&db, &f, &["--dry-run", "--json"]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains(&format!("would import {n} new")), "{err}");
}

/// UTF-16 and Latin-1 are one error naming the line, nothing stored; a UTF-8 byte
/// order mark is read past.
#[test]
fn wrong_encodings_name_the_line() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    let row = "2026-11-21T09:00:00Z,sharpbook,ev1,match_winner,Alpha,1.7,10,\n";
    let mut utf16 = vec![0xFF, 0xFE];
    for u in format!("{HEADER}{row}").encode_utf16() {
        utf16.extend(u.to_le_bytes());
    }
    let f = file(dir.path(), "u16.csv", &utf16);
    let (code, _, err) = import(&db, &f, &[]);
    assert_eq!(code, 1);
    assert!(err.contains("u16.csv line 1: UTF-16 text"), "{err}");
    let mut latin1 = format!("{HEADER}{row}").into_bytes();
    latin1.extend(b"2026-11-21T09:00:00Z,sharpbook,ev1,match_winner,Bj\xF6rn,1.7,10,\n");
    let f = file(dir.path(), "latin1.csv", &latin1);
    let (code, _, err) = import(&db, &f, &[]);
    assert_eq!(code, 1);
    assert!(
        err.contains("latin1.csv line 3: is not UTF-8 text (byte 0xF6"),
        "{err}"
    );
    assert_eq!(count(&db), 0);
    let mut bom = vec![0xEF, 0xBB, 0xBF];
    bom.extend(format!("{HEADER}{row}").bytes());
    let f = file(dir.path(), "bom.csv", &bom);
    let (code, _, err) = import(&db, &f, &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(count(&db), 1);
}

/// The same bet twice in one file is imported once and the repeat reported.
#[test]
fn a_bet_repeated_in_the_file_is_imported_once() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    let row = "2026-11-21T09:00:00Z,sharpbook,ev1,match_winner,Alpha,1.7,10,\n";
    let f = file(
        dir.path(),
        "dup.csv",
        format!("{HEADER}{row}{row}").as_bytes(),
    );
    let (code, _, err) = import(&db, &f, &[]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("dup.csv line 3 repeats the bet of line 2 (same bet_uid): imported once"),
        "{err}"
    );
    assert!(
        err.contains("imported 1 new, 0 already in the log, 1 repeated in the file"),
        "{err}"
    );
    assert_eq!(count(&db), 1);
}

const MAP: &str = r#"
[import.book]
placed_at = "Date"
event_id = "Match"
market = "Market"
outcome = "Pick"
decimal = "Odds"
stake = "Risk"
result = "Status"
external_id = "Ticket"
odds_format = "american"
date_format = "%m/%d/%Y %H:%M"
venue = "thunderpick"
"#;

/// A book's CSV through `[import.book]`: American odds, its dates, its results; its
/// ticket ids make a later export of the same bets (results changed) import nothing.
#[test]
fn a_mapped_csv_is_idempotent_on_its_external_id() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    let first = "Ticket,Date,Match,Market,Pick,Odds,Risk,Status\n\
                 T-1,11/21/2026 09:30,ev1,match_winner,Alpha,+150,20,Pending\n\
                 T-2,11/21/2026 09:45,ev1,match_winner,Bravo,-120,12,Loss\n";
    let f = file(dir.path(), "book.csv", first.as_bytes());
    let (code, _, err) = with_config(&db, MAP, &["import", f.to_str().unwrap(), "--map", "book"]);
    assert_eq!(code, 0, "{err}");
    let v = json(&db, &["list", "--json"]);
    let b = &v["bets"];
    assert_eq!(
        (b[0]["decimal"].as_f64(), b[0]["source"].as_str()),
        (Some(2.5), Some("thunderpick"))
    );
    assert_eq!(b[0]["placed_at"], "2026-11-21T09:30:00.000Z");
    assert_eq!(
        (b[0]["result"].clone(), b[1]["result"].clone()),
        (Value::Null, "lost".into())
    );
    assert!((b[1]["decimal"].as_f64().unwrap() - (1.0 + 100.0 / 120.0)).abs() < 1e-12);
    let later = first.replace("Pending", "Win");
    let f = file(dir.path(), "book2.csv", later.as_bytes());
    let (code, _, err) = with_config(&db, MAP, &["import", f.to_str().unwrap(), "--map", "book"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("imported 0 new, 2 already in the log"),
        "{err}"
    );
    // A map column the file lacks, and a map config does not have.
    let f = file(
        dir.path(),
        "short.csv",
        b"Ticket,Date\nT-9,11/21/2026 09:30\n",
    );
    let (code, _, err) = with_config(&db, MAP, &["import", f.to_str().unwrap(), "--map", "book"]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("lacks the columns Match (for event_id, [import.book])"),
        "{err}"
    );
    let (code, _, err) = with_config(&db, MAP, &["import", f.to_str().unwrap(), "--map", "nope"]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("no column map [import.nope]") && err.contains("maps there: book"),
        "{err}"
    );
    assert_eq!(count(&db), 2);
}

/// Missing required columns are named; an empty file has no header; a header alone
/// imports nothing.
#[test]
fn missing_columns_and_empty_files() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    let f = file(
        dir.path(),
        "cols.csv",
        b"placed_at,source,event_id,market,outcome\n2026-11-21,sharpbook,ev1,match_winner,Alpha\n",
    );
    let (code, _, err) = import(&db, &f, &[]);
    assert_eq!(code, 1);
    assert!(
        err.contains("cols.csv lacks the columns decimal, stake"),
        "{err}"
    );
    let f = file(dir.path(), "empty.csv", b"");
    let (code, _, err) = import(&db, &f, &[]);
    assert_eq!(code, 1);
    assert!(
        err.contains("empty.csv is empty: no header row; nothing imported"),
        "{err}"
    );
    assert_eq!(count(&db), 0);
    let f = file(dir.path(), "header.csv", HEADER.as_bytes());
    let (code, _, err) = import(&db, &f, &[]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("imported 0 new, 0 already in the log"),
        "{err}"
    );
}
