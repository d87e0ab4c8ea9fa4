//! The bet log explains itself (DESIGN "The loop explains itself", settled point 12):
//! `bets add` prints the stored bet as its `bets list` row and refuses an outcome the
//! recorded board lacks unless `--force`; `bets report` says why a CLV is blank, gives
//! the drawdown as a share of the running peak (at most 100 %, "ruin on DATE"), and
//! prints no figure over zero bets; `bets list` and `bets report` keep their identity and
//! act-on columns at 80 columns.

use std::path::Path;

use serde_json::Value;

use crate::bets::{bets, row_id, tape};

/// `esx bets ARGS --db DB` at `COLUMNS=width` (stdout not a terminal).
fn at_width(db: &Path, width: &str, args: &[&str]) -> (i32, String, String) {
    let d = tempfile::tempdir().unwrap();
    let out = crate::common::esx(d.path())
        .env("COLUMNS", width)
        .arg("bets")
        .args(args)
        .args(["--db", db.to_str().unwrap()])
        .output()
        .unwrap();
    crate::common::outcome(&out)
}

/// A bet on `event` (never recorded: a warning, not a refusal) at 2.50 for `stake`.
fn add_on(db: &Path, event: &str, stake: &str, at: &str) -> String {
    let (code, out, err) = bets(
        db,
        &[
            "add",
            "--event",
            event,
            "--market",
            "match_winner",
            "--outcome",
            "Alpha",
            "--source",
            "thunderpick",
            "--decimal",
            "2.50",
            "--stake",
            stake,
            "--at",
            at,
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("is not on the recorded board"), "{err}");
    row_id(&out)
}

/// `bets settle ID RESULT` with the clock at `now`: the drawdown follows the order the
/// bets settled in.
fn settle_at(db: &Path, id: &str, result: &str, now: &str) {
    let d = tempfile::tempdir().unwrap();
    let out = crate::common::esx(d.path())
        .env("ESX_NOW", now)
        .args(["bets", "settle", id, result, "--db", db.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
}

pub(crate) fn json(db: &Path, args: &[&str]) -> Value {
    let (code, out, err) = bets(db, args);
    assert_eq!(code, 0, "{err}");
    serde_json::from_str(&out).unwrap()
}

/// The header and data lines of a table (the rule line and notes left out).
fn table_lines(out: &str) -> Vec<&str> {
    let mut lines = out
        .lines()
        .skip_while(|l| !l.starts_with("ID") && !l.starts_with("SOURCE"));
    let header = lines.next().unwrap_or("");
    std::iter::once(header)
        .chain(lines.filter(|l| !l.starts_with('─') && !l.trim().is_empty()))
        .collect()
}

/// `bets add` prints the bet it stored as `bets list` prints it (the same header and the
/// same row, the event by its recorded teams), and `--json` keeps `bet_id` beside the
/// stored bet.
#[test]
fn bets_add_prints_the_stored_bet_as_its_list_row() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    tape(&db);
    let add = [
        "add",
        "--event",
        "ev1",
        "--market",
        "match_winner",
        "--outcome",
        "Alpha",
        "--source",
        "sharpbook",
        "--decimal",
        "1.70",
        "--stake",
        "10",
        "--at",
        "2026-11-21T09:00:00Z",
    ];
    let (code, added, err) = bets(&db, &add);
    assert_eq!(code, 0, "{err}");
    let (code, listed, err) = bets(&db, &["list"]);
    assert_eq!(code, 0, "{err}");
    let (a, l) = (table_lines(&added), table_lines(&listed));
    assert_eq!(a.len(), 2, "a header and one row: {added}");
    assert_eq!(a, l, "the same header and row as `bets list`");
    assert!(a[0].contains("EVENT") && a[0].contains("CLV"), "{added}");
    // Alpha at 1.70 against the close 0.609975 (tests/cli/bets.rs): +3.70 %.
    for cell in [
        "Alpha vs Bravo",
        "match_winner",
        "1.70",
        "10.00",
        "open",
        "+3.70%",
    ] {
        assert!(a[1].contains(cell), "{cell} in {added}");
    }
    // The same bet again (same time, venue, market, price and stake: the same bet_uid)
    // is the one logged, shown again: exit 0, a note naming it, nothing stored twice.
    let (code, again, err) = bets(&db, &add);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("already logged as bet 1"), "{err}");
    assert_eq!(again, added, "the logged row, shown again");
    let mut with_json = add.to_vec();
    let last = with_json.len() - 1;
    with_json[last] = "2026-11-21T09:01:00Z";
    with_json.push("--json");
    let v = json(&db, &with_json);
    assert_eq!(v["bet_id"], 2);
    assert_eq!(v["bet"]["bet_id"], 2);
    assert_eq!(v["bet"]["outcome"], "Alpha");
    assert_eq!(v["bet"]["stake"], 10.0);
    assert_eq!(v["bet"]["result"], Value::Null);
    assert_eq!(v["bet"]["close_status"], "provisional");
}

/// An outcome the recorded board of a recorded event lacks is exit 2 naming the
/// market's outcomes, and nothing is stored; `--force` stores it (with a warning).
#[test]
fn an_unknown_outcome_is_exit_2_and_force_stores_it() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    tape(&db);
    let add = |force: bool| {
        let mut args = vec![
            "add",
            "--event",
            "ev1",
            "--market",
            "match_winner",
            "--outcome",
            "Alpah",
            "--source",
            "sharpbook",
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
    let (code, out, err) = add(false);
    assert_eq!(code, 2, "{out}{err}");
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    assert!(
        err.contains("outcome `Alpah` is not on the recorded board for event ev1 match_winner (outcomes there: Alpha, Bravo)")
            && err.contains("--force"),
        "{err}"
    );
    assert_eq!(json(&db, &["list", "--json"])["total"], 0, "nothing stored");
    let (code, out, err) = add(true);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("warning: outcome `Alpah`"), "{err}");
    assert_eq!(row_id(&out), "1");
    let list = json(&db, &["list", "--json"]);
    assert_eq!(list["total"], 1);
    assert_eq!(list["bets"][0]["outcome"], "Alpah");
}

/// Three bets of 30 at 2.50, settled won, lost, lost, from the default bankroll of 100:
/// 100 → 145 (the peak) → 115 → 85, a fall of 60 from 145 (41.38 %). From a bankroll
/// of 50 (the flag or the profile's `backtest.bankroll`): 50 → 95 → 65 → 35, 63.16 %;
/// the first re-settled lost the next day (the order is now 2, 3, 1): 50 → 20 → −10,
/// ruin at bet 3 (settled 2026-11-21 15:00), 100 % (the fall stops there).
#[test]
fn drawdown_is_a_share_of_the_running_peak_and_ruin_says_when() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    for (i, at) in [
        "2026-11-20T01:00:00Z",
        "2026-11-20T02:00:00Z",
        "2026-11-20T03:00:00Z",
    ]
    .iter()
    .enumerate()
    {
        assert_eq!(add_on(&db, &format!("e{i}"), "30", at), (i + 1).to_string());
    }
    for (id, res, at) in [
        ("1", "won", "2026-11-21T13:00:00Z"),
        ("2", "lost", "2026-11-21T14:00:00Z"),
        ("3", "lost", "2026-11-21T15:00:00Z"),
    ] {
        settle_at(&db, id, res, at);
    }
    let r = json(&db, &["report", "--json"]);
    assert_eq!(r["bankroll"], 100.0);
    let pct = r["overall"]["max_drawdown_pct"].as_f64().unwrap();
    assert!((pct - 6000.0 / 145.0).abs() < 1e-9, "{r}");
    assert_eq!(r["overall"]["max_drawdown"], 60.0);
    assert_eq!(r["ruin_at"], Value::Null);
    let (code, out, _) = bets(&db, &["report"]);
    assert_eq!(code, 0);
    assert!(out.contains("41.38") && !out.contains("ruin"), "{out}");
    let r = json(&db, &["report", "--json", "--bankroll", "50"]);
    let pct = r["overall"]["max_drawdown_pct"].as_f64().unwrap();
    assert!((pct - 6000.0 / 95.0).abs() < 1e-9, "{r}");

    settle_at(&db, "1", "lost", "2026-11-22T10:00:00Z");
    let r = json(&db, &["report", "--json", "--bankroll", "50"]);
    assert_eq!(
        r["overall"]["max_drawdown_pct"], 100.0,
        "at most 100 %: {r}"
    );
    assert!(
        r["ruin_at"]
            .as_str()
            .is_some_and(|t| t.starts_with("2026-11-21")),
        "{r}"
    );
    let (code, out, err) = bets(&db, &["report", "--bankroll", "50"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("ruin on 2026-11-21 (bet 3): the bankroll of 50 reached 0"),
        "{out}"
    );
    assert!(out.contains("100.00"), "{out}");
    // The profile's bankroll when no flag says one.
    let cfg = tempfile::tempdir().unwrap();
    let set = crate::common::esx(cfg.path())
        .args(["config", "set", "backtest.bankroll", "50"])
        .output()
        .unwrap();
    assert!(set.status.success(), "{set:?}");
    let out = crate::common::esx(cfg.path())
        .args(["bets", "report", "--json", "--db", db.to_str().unwrap()])
        .output()
        .unwrap();
    let r = crate::common::stdout_json(&out);
    assert_eq!(
        (
            r["bankroll"].as_f64(),
            r["overall"]["max_drawdown_pct"].as_f64()
        ),
        (Some(50.0), Some(100.0))
    );
}

/// Figures over no settled bet are no numbers: profit, ROI, the drawdown and the mean CLV
/// are null in JSON and blank in the table.
#[test]
fn no_figure_over_zero_settled_bets() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    add_on(&db, "e1", "30", "2026-11-20T01:00:00Z");
    let r = json(&db, &["report", "--json"]);
    for key in [
        "profit",
        "roi_pct",
        "max_drawdown",
        "max_drawdown_pct",
        "mean_clv_pct",
    ] {
        assert_eq!(r["overall"][key], Value::Null, "{key}: {r}");
    }
    let (_, out, _) = bets(&db, &["report"]);
    let row = table_lines(&out)[1];
    assert_eq!(
        row.split_whitespace().collect::<Vec<_>>(),
        ["(all)", "1", "1", "30.00", "0"],
        "{out}"
    );
}

/// A blank CLV says why: the tape's event starts at 18:00 and the clock is 12:00, so its
/// bets have a provisional close only (`--include-provisional` counts it); a bet on an
/// event never recorded has no closing quote at all.
#[test]
fn a_blank_clv_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    tape(&db);
    for outcome in ["Alpha", "Bravo"] {
        let (code, _, err) = bets(
            &db,
            &[
                "add",
                "--event",
                "ev1",
                "--market",
                "match_winner",
                "--outcome",
                outcome,
                "--source",
                "sharpbook",
                "--decimal",
                "2.0",
                "--stake",
                "10",
            ],
        );
        assert_eq!(code, 0, "{err}");
    }
    let (code, out, _) = bets(&db, &["report"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("CLV blank: no close yet for 2 bets: 2 whose events have not started (a provisional close only); --include-provisional counts the provisional closes"),
        "{out}"
    );
    let r = json(&db, &["report", "--json"]);
    assert_eq!(r["clv_missing"]["not_started"], 2);
    assert!(
        r["clv_note"]
            .as_str()
            .is_some_and(|n| n.starts_with("CLV blank"))
    );
    let (_, out, _) = bets(&db, &["report", "--include-provisional"]);
    assert!(!out.contains("CLV blank"), "every CLV counted: {out}");
    add_on(&db, "ev9", "10", "2026-11-21T09:00:00Z");
    let (_, out, _) = bets(&db, &["report", "--include-provisional"]);
    assert!(
        out.contains("CLV blank: no close yet for 1 bet: 1 with no closing quote recorded"),
        "{out}"
    );
    assert!(!out.contains("--include-provisional counts"), "{out}");
}

/// At 80 columns `bets list` keeps which bet (event, market, outcome) and what to act on
/// (id, price, stake, result, profit, CLV), dropping the event id first; `bets report`
/// keeps its figures. At 250 every column shows; the rows are the same. (Piped, a row
/// of identity and act-on cells wider than 80 runs past the edge rather than losing one:
/// settled point 5.)
#[test]
fn bets_list_and_report_keep_identity_and_act_on_columns_at_80() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    tape(&db);
    for (outcome, source) in [
        ("Alpha", "sharpbook"),
        ("Bravo", "kalshi"),
        ("Alpha", "polymarket"),
    ] {
        let (code, _, err) = bets(
            &db,
            &[
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
                "1.90",
                "--stake",
                "12.5",
            ],
        );
        assert_eq!(code, 0, "{err}");
    }
    assert_eq!(bets(&db, &["settle", "1", "won"]).0, 0);
    let list_keeps = [
        "ID", "EVENT", "MARKET", "OUTCOME", "DECIMAL", "STAKE", "RESULT", "PROFIT", "CLV",
    ];
    let report_keeps = [
        "SOURCE",
        "BETS",
        "STAKED",
        "PROFIT",
        "ROI",
        "MEAN CLV",
        "BEAT CLOSE",
        "MAX DD %",
    ];
    for (args, keeps, wide_only) in [
        (
            &["list"][..],
            &list_keeps[..],
            &["EVENT ID", "PLACED", "SOURCE"][..],
        ),
        (
            &["report", "--include-provisional"][..],
            &report_keeps[..],
            &["WITH CLOSE", "OPEN"][..],
        ),
    ] {
        let (code, narrow, err) = at_width(&db, "80", args);
        assert_eq!(code, 0, "{err}");
        let (code, wide, err) = at_width(&db, "250", args);
        assert_eq!(code, 0, "{err}");
        let (n, w) = (table_lines(&narrow), table_lines(&wide));
        assert_eq!(n.len(), w.len(), "the same rows:\n{narrow}\n{wide}");
        for (a, b) in n.iter().zip(&w).skip(1) {
            assert_eq!(
                a.split_whitespace().next(),
                b.split_whitespace().next(),
                "{narrow}\n{wide}"
            );
        }
        for title in keeps {
            assert!(n[0].contains(title), "{title} at 80:\n{narrow}");
        }
        for title in wide_only {
            assert!(w[0].contains(title), "{title} at 250:\n{wide}");
        }
        assert!(
            !n[0].contains("EVENT ID"),
            "the event id drops first:\n{narrow}"
        );
    }
}
