//! `bets add` of every shape (DESIGN "Bets of every shape", settled point 12): a parlay's
//! price defaults to the product of its legs'; a leg off the recorded board is exit 2
//! unless `--force`; a slip takes as many picks as its type; tags are stored sorted and
//! each once and group `bets report --by tag`; and a parlay and a slip logged on a
//! recorded simulator board are settled by `grade` with the profit their legs imply.

use std::path::Path;

use serde_json::Value;

use crate::bets::{bets, close, tape};
use crate::bets_loop::json;

/// Three legs at 1.60, 2.00 and 1.50 (two on events never recorded: warnings): the
/// parlay's price is their product, 4.80; its row says `parlay` and summarises the legs;
/// `--decimal` keeps a boosted price as given; the same parlay again is not stored twice.
#[test]
fn a_parlay_defaults_to_the_product_of_its_legs() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    tape(&db);
    let add = [
        "add",
        "--parlay",
        "--source",
        "sharpbook",
        "--leg",
        "ev1:match_winner:Alpha@1.60",
        "--leg",
        "evX:map_handicap:1:-1.5:Bravo@2.00",
        "--leg",
        "evY:total_maps:2.5:over@1.50",
        "--stake",
        "10",
        "--at",
        "2026-11-21T09:00:00Z",
    ];
    let (code, out, err) = bets(&db, &add);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("leg 2: event evX is not on the recorded board"),
        "{err}"
    );
    assert!(
        out.contains("parlay") && out.contains("3 legs: Alpha, Bravo m1 -1.5, over"),
        "{out}"
    );
    assert!(out.contains("4.80"), "{out}");
    let list = json(&db, &["list", "--json"]);
    let bet = &list["bets"][0];
    assert_eq!(bet["kind"], "parlay");
    assert!(
        close(bet["decimal"].as_f64().unwrap(), 1.60 * 2.00 * 1.50),
        "{bet}"
    );
    assert_eq!(bet["market"], "parlay");
    assert_eq!(bet["outcome"], "3 legs");
    assert_eq!(bet["event_id"], "ev1", "the first leg's event");
    let legs = bet["legs"].as_array().unwrap();
    assert_eq!(legs.len(), 3);
    assert_eq!(legs[1]["market"], "map_handicap");
    assert_eq!(legs[1]["map"], 1);
    assert_eq!(legs[1]["line"], -1.5);
    assert_eq!(legs[1]["outcome"], "Bravo");
    assert_eq!(legs[1]["decimal"], 2.0);
    assert_eq!(legs[1]["result"], Value::Null);
    // The same parlay again: the logged one, shown with a note.
    let (code, _, err) = bets(&db, &add);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("already logged as bet 1"), "{err}");
    // A boosted price is kept as typed.
    let mut boosted = add.to_vec();
    boosted.extend(["--decimal", "5.25"]);
    let v = json(&db, &[&boosted[..], &["--json"]].concat());
    assert_eq!(v["bet_id"], 2);
    assert_eq!(v["bet"]["decimal"], 5.25);
    assert_eq!(json(&db, &["list", "--json"])["total"], 2);
}

/// A leg whose outcome the recorded board of its event lacks is exit 2 naming the leg
/// and the outcomes there, and nothing is stored; `--force` stores it with a warning.
/// Fewer than two legs, a malformed leg and the single-bet flags beside `--parlay` are
/// exit 2 too.
#[test]
fn an_unknown_leg_is_refused_unless_forced() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    tape(&db);
    let add = |extra: &[&str]| {
        let mut args = vec![
            "add",
            "--parlay",
            "--source",
            "sharpbook",
            "--leg",
            "ev1:match_winner:Alpha@1.60",
            "--leg",
            "ev1:match_winner:Alpah@2.30",
            "--stake",
            "10",
        ];
        args.extend(extra);
        bets(&db, &args)
    };
    let (code, out, err) = add(&[]);
    assert_eq!(code, 2, "{out}{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("leg 2: outcome `Alpah` is not on the recorded board for event ev1 match_winner (outcomes there: Alpha, Bravo)")
            && err.contains("--force"),
        "{err}"
    );
    assert_eq!(json(&db, &["list", "--json"])["total"], 0, "nothing stored");
    let (code, _, err) = add(&["--force"]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("warning: leg 2: outcome `Alpah`"), "{err}");
    assert_eq!(json(&db, &["list", "--json"])["total"], 1);
}

/// Fewer than two legs, a malformed leg, a single's flags beside `--parlay`, `--leg`
/// without `--parlay`, and `--parlay` with `--slip` are exit 2, nothing stored.
#[test]
fn shapes_flags_that_do_not_go_together_are_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    tape(&db);
    for line in [
        "add --parlay --source sharpbook --leg ev1:match_winner:Alpha@1.6 --stake 1",
        "add --parlay --source sharpbook --leg ev1:match_winner:Alpha --leg ev1:match_winner:Bravo@2 --stake 1",
        "add --parlay --event ev1 --source sharpbook --leg ev1:match_winner:Alpha@1.6 --leg ev1:match_winner:Bravo@2 --stake 1",
        "add --leg ev1:match_winner:Alpha@1.6 --event ev1 --market match_winner --outcome Alpha --source sharpbook --decimal 1.6 --stake 1",
        "add --parlay --slip power2 --source sharpbook --leg ev1:match_winner:Alpha@1.6 --pick a:kills:1.5:over --stake 1",
        "add --slip power2 --source prizepicks --pick a:kills:1.5:over --pick b:kills:2.5:over --stake 1 --contracts 3",
    ] {
        let args: Vec<&str> = line.split(' ').collect();
        let (code, out, err) = bets(&db, &args);
        assert_eq!(code, 2, "{line}: {out}{err}");
    }
    assert_eq!(json(&db, &["list", "--json"])["total"], 0, "nothing stored");
}

/// A slip takes exactly as many picks as its type; its price is the app's table
/// (PrizePicks' power3 5×, flex3 2.25×) unless `--payout`; an app with no flex table and
/// no `--payout` is exit 2 saying to pass it. Picks of players no prop was recorded for
/// are warnings.
#[test]
fn a_slip_takes_its_types_number_of_picks_and_the_apps_table() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    let slip = |ty: &str, app: &str, n: usize, extra: &[&str]| {
        let picks = [
            "p1:kills:18.5:over",
            "p2:kills:17.5:under",
            "p3:deaths:15.5:over",
            "p4:kills:20:over",
        ];
        let mut args = vec!["add", "--slip", ty, "--source", app, "--stake", "5"];
        for p in &picks[..n] {
            args.extend(["--pick", p]);
        }
        args.extend(extra);
        bets(&db, &args)
    };
    let (code, out, err) = slip("power3", "prizepicks", 2, &[]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(
        err.contains("a power3 slip takes 3 picks") && err.contains("got 2"),
        "{err}"
    );
    let (code, _, err) = slip("power3", "prizepicks", 4, &[]);
    assert_eq!(code, 2, "{err}");
    let (code, _, err) = slip("power7", "prizepicks", 3, &[]);
    assert_eq!(code, 2, "{err}");
    let (code, _, err) = slip("flex3", "sleeper", 3, &[]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--payout"), "{err}");
    let (code, _, err) = slip("power3", "prizepicks", 3, &["--json"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("pick 1: no kills props of p1 are recorded"),
        "{err}"
    );
    let (code, _, err) = slip("flex3", "prizepicks", 3, &[]);
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = slip("power2", "underdog", 2, &["--payout", "3.5"]);
    assert_eq!(code, 0, "{err}");
    let list = json(&db, &["list", "--json"]);
    let rows = list["bets"].as_array().unwrap();
    assert_eq!(rows.len(), 3);
    let got: Vec<(&str, f64, &Value)> = rows
        .iter()
        .map(|b| {
            (
                b["slip_type"].as_str().unwrap(),
                b["decimal"].as_f64().unwrap(),
                &b["payout"],
            )
        })
        .collect();
    assert_eq!(
        got,
        [
            ("power3", 5.0, &Value::Null),
            ("flex3", 2.25, &Value::Null),
            ("power2", 3.5, &Value::from(3.5))
        ]
    );
    assert_eq!(rows[0]["kind"], "slip");
    assert_eq!(rows[0]["legs"][1]["player"], "p2");
    assert_eq!(rows[0]["legs"][1]["side"], "under");
    assert_eq!(rows[0]["legs"][1]["line"], 17.5);
}

/// Tags are stored trimmed, sorted and each once, shown in `list --json` and grouped by
/// `bets report --by tag`; a bad tag is exit 2 with nothing stored.
#[test]
fn tags_round_trip_through_list_and_report() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    tape(&db);
    let single = |stake: &str, tags: &[&str]| {
        let add = "add --event ev1 --market match_winner --outcome Alpha --source sharpbook --decimal 2.0";
        let mut args: Vec<&str> = add.split(' ').collect();
        args.extend(["--stake", stake]);
        for t in tags {
            args.extend(["--tag", t]);
        }
        bets(&db, &args)
    };
    assert_eq!(single("10", &["model", " boost", "model"]).0, 0);
    assert_eq!(single("20", &["model"]).0, 0);
    for bad in ["", "a,b", "tab\there", &"x".repeat(41)] {
        let (code, _, err) = single("30", &[bad]);
        assert_eq!(code, 2, "{bad:?}: {err}");
        assert!(err.contains("--tag"), "{err}");
    }
    let list = json(&db, &["list", "--json"]);
    assert_eq!(list["total"], 2, "no bad-tagged bet stored");
    assert_eq!(
        list["bets"][0]["tags"],
        serde_json::json!(["boost", "model"])
    );
    assert_eq!(bets(&db, &["settle", "1", "won"]).0, 0);
    assert_eq!(bets(&db, &["settle", "2", "lost"]).0, 0);
    let report = json(&db, &["report", "--by", "tag", "--json"]);
    let groups: Vec<(String, u64, f64)> = report["groups"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            (
                g["group"].as_str().unwrap().to_string(),
                g["n"].as_u64().unwrap(),
                g["profit"].as_f64().unwrap(),
            )
        })
        .collect();
    // boost: bet 1 won 10 at 2.0 (+10); model: bets 1 and 2 (+10 − 20).
    assert_eq!(
        groups,
        [
            ("boost".to_string(), 1, 10.0),
            ("model".to_string(), 2, -10.0)
        ]
    );
}

/// `esx ARGS` against the embedded simulator at `now`, with the store `db`.
fn demo(dir: &Path, db: &Path, now: &str, args: &[&str]) -> (i32, String, String) {
    let out = crate::common::esx(dir)
        .env("ESX_NOW", now)
        .env("COLUMNS", "250")
        .arg("--demo")
        .args(args)
        .args(["--db", db.to_str().unwrap()])
        .output()
        .unwrap();
    crate::common::outcome(&out)
}

/// The two first recorded events (id, first match_winner outcome, start) and two props
/// recorded at PrizePicks on the first (player, stat type, last line).
type Choices = (Vec<(String, String, String)>, Vec<(String, String, f64)>);

fn recorded_choices(db: &Path) -> Choices {
    let conn = rusqlite::Connection::open(db).unwrap();
    let events: Vec<(String, String, String)> = conn
        .prepare(
            "SELECT e.event_id, MIN(k.outcome), e.starts_at FROM events e \
             JOIN quote_keys k ON k.event_id = e.event_id AND k.market = 'match_winner' \
             GROUP BY e.event_id, e.starts_at ORDER BY e.starts_at, e.event_id LIMIT 2",
        )
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(events.len(), 2);
    let picks: Vec<(String, String, f64)> = conn
        .prepare(
            "SELECT player, stat_type, last_line FROM prop_keys \
             WHERE event_id = ?1 AND venue = 'prizepicks' ORDER BY player, stat_type LIMIT 2",
        )
        .unwrap()
        .query_map([&events[0].0], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(picks.len(), 2);
    (events, picks)
}

/// Each leg's graded result and decimal (a pick's: 1).
fn leg_results(b: &Value) -> Vec<(String, f64)> {
    b["legs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            (
                l["result"].as_str().expect("every leg graded").to_string(),
                l["decimal"].as_f64().unwrap_or(1.0),
            )
        })
        .collect()
}

/// A parlay's profit from its legs' results: lost if a leg lost, else its price over the
/// pushed (or void) legs' prices.
fn parlay_profit(legs: &[(String, f64)], decimal: f64, stake: f64) -> f64 {
    if legs.iter().any(|(r, _)| r == "lost") {
        return -stake;
    }
    let pushed: f64 = legs
        .iter()
        .filter(|(r, _)| r == "push" || r == "void")
        .map(|(_, d)| d)
        .product();
    stake * (decimal / pushed - 1.0)
}

/// A power2's profit under the drop rule: lost on a miss, its payout if both hit, a
/// refund with a push (or a DNP).
fn power2_profit(picks: &[(String, f64)], payout: f64, stake: f64) -> f64 {
    if picks.iter().any(|(r, _)| r == "lost") {
        -stake
    } else if picks.iter().all(|(r, _)| r == "won") {
        stake * (payout - 1.0)
    } else {
        0.0
    }
}

/// The loop for every shape: the simulator's board and props recorded at a pinned
/// instant; a parlay of the two first events' first match_winner outcomes and a PrizePicks
/// power2 of two props recorded on the first event; the clock moved two days past the
/// later start; `grade` settles both, and `bets list` shows the profit the graded legs
/// imply (a parlay: lost if a leg lost, else its price over the pushed legs'; a power2
/// under PrizePicks' drop rule: 3× if both hit, a refund with a push, lost on a miss).
#[test]
fn a_parlay_and_a_slip_on_a_recorded_board_are_graded() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    let now = "2026-11-21T12:00:00Z";
    let (code, _, err) = demo(
        dir.path(),
        &db,
        now,
        &["record", "cs2", "--what", "lines,props"],
    );
    assert_eq!(code, 0, "{err}");
    let (events, picks) = recorded_choices(&db);
    let leg = |(e, o, _): &(String, String, String), d: &str| format!("{e}:match_winner:{o}@{d}");
    let (l1, l2) = (leg(&events[0], "1.80"), leg(&events[1], "2.10"));
    let pick = |(p, s, l): &(String, String, f64)| format!("{p}:{s}:{l}:over");
    let (p1, p2) = (pick(&picks[0]), pick(&picks[1]));
    // Every leg on the board and every pick recorded: no warning.
    let add = |shape: &str, flag: &str, legs: [&str; 2]| {
        let mut args: Vec<&str> = shape.split(' ').collect();
        for l in legs {
            args.extend([flag, l]);
        }
        let (code, _, err) = demo(dir.path(), &db, now, &args);
        assert_eq!(code, 0, "{err}");
        assert!(!err.contains("warning"), "{args:?}: {err}");
    };
    let parlay = "bets add --parlay --source thunderpick --stake 10 --tag loop";
    add(parlay, "--leg", [&l1, &l2]);
    add(
        "bets add --slip power2 --source prizepicks --stake 5",
        "--pick",
        [&p1, &p2],
    );
    let later: jiff::Timestamp = events[1].2.parse().unwrap();
    let later = (later + jiff::SignedDuration::from_hours(48)).to_string();
    let (code, out, err) = demo(dir.path(), &db, &later, &["grade", "cs2", "--json"]);
    assert_eq!(code, 0, "{err}");
    let graded: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(graded["settled"].as_array().unwrap().len(), 2, "{graded}");
    let (code, out, err) = demo(dir.path(), &db, &later, &["bets", "list", "--json"]);
    assert_eq!(code, 0, "{err}");
    let list: Value = serde_json::from_str(&out).unwrap();
    let rows = list["bets"].as_array().unwrap();
    // The parlay: 10 at 1.80 × 2.10.
    let parlay = &rows[0];
    assert_eq!(parlay["kind"], "parlay");
    assert_eq!(parlay["tags"], serde_json::json!(["loop"]));
    let expected = parlay_profit(&leg_results(parlay), 1.80 * 2.10, 10.0);
    assert!(parlay["result"].is_string(), "{parlay}");
    assert!(
        close(parlay["profit"].as_f64().unwrap(), expected),
        "{parlay} vs {expected}"
    );
    // The slip: 5 on PrizePicks' power2 (3×).
    let slip = &rows[1];
    assert_eq!(slip["slip_type"], "power2");
    for l in slip["legs"].as_array().unwrap() {
        assert_eq!(
            l["event_id"].as_str(),
            Some(events[0].0.as_str()),
            "matched: {l}"
        );
    }
    let expected = power2_profit(&leg_results(slip), 3.0, 5.0);
    assert!(slip["result"].is_string(), "{slip}");
    assert!(
        close(slip["profit"].as_f64().unwrap(), expected),
        "{slip} vs {expected}"
    );
}
