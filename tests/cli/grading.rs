//! `esx grade` and `esx backtest`: a hand-made store with figures computed by hand,
//! grading twice against the simulator (stored once), automatic settlement that leaves a
//! hand settlement alone, `record --what picks,edges` changes only, and refusals.

use std::path::Path;

use esx_store::{
    BetResult, EventInfo, LinesSnapshot, NewBet, PickPrediction, PropResult, Snapshot, Store,
};
use serde_json::Value;

use crate::common::{esx, sim::sim, stdout_json};

fn pick(player: &str, line: f64, p_win: f64, price: f64, start: &str) -> PickPrediction {
    PickPrediction {
        event_id: format!("ev-{player}"),
        player: player.into(),
        stat_type: "CS2_KILLS".into(),
        app: "prizepicks".into(),
        line,
        side: "over".into(),
        starts_at: Some(start.into()),
        prop_id: Some(format!("p-{player}")),
        model: "poisson".into(),
        p_win,
        p_push: None,
        breakeven: 1.0 / price,
        legs: 2,
        book: Some("book".into()),
        book_line: Some(line),
        book_over_american: Some(-110),
        book_under_american: Some(-110),
        p_over_book: Some(p_win),
        k: None,
    }
}

/// Five graded picks (won, lost, pushed, won, lost, in start order) and one ungraded.
fn hand_store(db: &Path) {
    let mut s = Store::open(db).unwrap();
    let picks = [
        pick("a", 40.5, 0.8, 1.5, "2026-11-01T10:00:00.000Z"),
        pick("b", 40.5, 0.6, 2.0, "2026-11-01T11:00:00.000Z"),
        pick("c", 40.0, 0.6, 2.0, "2026-11-01T12:00:00.000Z"),
        pick("d", 40.5, 0.3, 3.0, "2026-11-01T13:00:00.000Z"),
        pick("e", 40.5, 0.75, 1.8, "2026-11-01T14:00:00.000Z"),
        pick("f", 40.5, 0.5, 2.0, "2026-11-01T15:00:00.000Z"),
    ];
    s.record_predictions("cs2", "2026-11-01T09:00:00.000Z", Some(&picks), None)
        .unwrap();
    let res = |p: &str, actual: f64| PropResult {
        prop_id: format!("p-{p}"),
        player: p.into(),
        stat_type: "CS2_KILLS".into(),
        line: None,
        direction: Some("over".into()),
        grade: "hit".into(),
        actual_value: Some(actual),
        graded_at: Some("2026-11-02T00:00:00.000Z".into()),
    };
    let results = [
        res("a", 41.0),
        res("b", 40.0),
        res("c", 40.0),
        res("d", 45.0),
        res("e", 12.0),
    ];
    s.store_results("cs2", "2026-11-02T00:00:00.000Z", &results, &[])
        .unwrap();
}

fn close(a: &Value, b: f64) -> bool {
    a.as_f64().is_some_and(|x| (x - b).abs() < 1e-9)
}

/// The app's push rule from config: `lose` makes the hand store's push a loss (−1): −0.5
/// over 5 units, −10 %; the scores (no pushes) stay; a word that is no rule is refused.
fn the_push_rule_comes_from_config(dir: &std::path::Path, db: &std::path::Path) {
    // The app's push rule from config: `lose` makes the push a loss (−1): −0.5 over 5
    // units, −10 %; the scores (no pushes) stay.
    esx(dir)
        .args(["config", "set", "payout.prizepicks.push", "lose"])
        .assert()
        .success();
    let lose = stdout_json(
        &esx(dir)
            .args(["backtest", "--db", db.to_str().unwrap(), "--json"])
            .output()
            .unwrap(),
    );
    assert!(close(&lose["roi_pct"], -10.0), "{lose}");
    assert!(close(&lose["brier"], 0.363_125), "{lose}");
    // A word that is no rule is refused by `config set`, exit 2.
    let bad = esx(dir)
        .args(["config", "set", "payout.prizepicks.push", "refund"])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("drop"));
    esx(dir)
        .args(["config", "unset", "payout.prizepicks.push"])
        .assert()
        .success();
}

/// A 1-unit bankroll on the hand store: 1.5 after a, 0.5 after b, 0 after c's push (it
/// returns half): ruin at c's start, drawdown 100 %.
fn a_small_bankroll_is_ruined(dir: &Path, db: &Path) {
    let db = db.to_str().unwrap();
    // A 1-unit bankroll: 1.5 after a, 0.5 after b, 0 after c's push: ruin at c's start.
    let ruin = stdout_json(
        &esx(dir)
            .args(["backtest", "--bankroll", "1", "--json", "--db", db])
            .output()
            .unwrap(),
    );
    assert!(close(&ruin["max_drawdown_pct"], 100.0), "{ruin}");
    assert_eq!(ruin["ruin_at"], "2026-11-01T12:00:00.000Z");
    let table = esx(dir)
        .args(["backtest", "--bankroll", "1", "--db", db])
        .output()
        .unwrap();
    let table = String::from_utf8_lossy(&table.stdout);
    assert!(
        table.contains("small sample: 4 distinct outcomes"),
        "{table}"
    );
    assert!(
        table.contains("ruin on 2026-11-01T12:00:00.000Z"),
        "{table}"
    );
}

/// The table draws both pictures; --plot writes an SVG.
fn the_table_draws_both_pictures_and_plot_writes_an_svg(dir: &Path, db: &Path) {
    let svg = dir.join("bt.svg");
    let out = esx(dir)
        .args([
            "backtest",
            "--db",
            db.to_str().unwrap(),
            "--by",
            "app",
            "--plot",
        ])
        .arg(&svg)
        .output()
        .unwrap();
    let table = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success(), "{table}");
    assert!(
        table.contains("Reliability") && table.contains("Bankroll"),
        "{table}"
    );
    assert!(table.contains("prizepicks"), "{table}");
    assert!(std::fs::read_to_string(&svg).unwrap().contains("<svg"));
}

/// --min-edge in points: a 80 − 66.7, b and c 60 − 50, e 75 − 55.6 pass; d 30 − 33.3
/// does not.
fn min_edge_is_in_points(dir: &Path, db: &Path) {
    let out = esx(dir)
        .args([
            "backtest",
            "--db",
            db.to_str().unwrap(),
            "--json",
            "--min-edge",
            "5",
        ])
        .output()
        .unwrap();
    assert_eq!(stdout_json(&out)["count"], 4);
}

#[test]
fn backtest_figures_match_a_hand_computation() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    hand_store(&db);
    let out = esx(dir.path())
        .args(["backtest", "--db", db.to_str().unwrap(), "--json"])
        .output()
        .unwrap();
    let v = stdout_json(&out);
    assert_eq!(v["what"], "picks");
    assert_eq!(
        (&v["count"], &v["graded"], &v["pushes"], &v["ungraded"]),
        (
            &Value::from(5),
            &Value::from(4),
            &Value::from(1),
            &Value::from(1)
        )
    );
    // Four distinct outcomes (one player each), each its own event. Each is scored from
    // the side esx favours: a 0.8 won, b 0.6 lost, d's over at 0.3 won (its under at 0.7
    // lost), e 0.75 lost → the favoured side hit 1 of 4, at mean (0.8+0.6+0.7+0.75)/4.
    assert_eq!(
        (&v["n_picks"], &v["n_distinct"], &v["n_events"]),
        (&Value::from(5), &Value::from(4), &Value::from(4))
    );
    assert!(close(&v["hit_rate"], 0.25), "{v}");
    assert!(close(&v["mean_predicted"], 2.85 / 4.0), "{v}");
    // Brier (0.2² + 0.6² + 0.7² + 0.75²)/4 (the same from either side); log loss
    // −(ln .8 + ln .4 + ln .3 + ln .25)/4.
    assert!(close(&v["brier"], 0.363_125), "{v}");
    let ll = -(0.8f64.ln() + 0.4f64.ln() + 0.3f64.ln() + 0.25f64.ln()) / 4.0;
    assert!(close(&v["log_loss"], ll), "{v}");
    // Clustered by event, one outcome each: SE² = 4/3 · Σ (bᵢ − b̄)² / 4².
    let b = [0.04, 0.36, 0.49, 0.5625];
    let se = (4.0 / 3.0 * b.iter().map(|x| (x - 0.363_125f64).powi(2)).sum::<f64>() / 16.0).sqrt();
    assert!(close(&v["brier_se"], se), "{v}");
    assert!(close(&v["brier_ci95"][0], 0.363_125 - 1.96 * se), "{v}");
    assert!(close(&v["brier_ci95"][1], 0.363_125 + 1.96 * se), "{v}");
    assert_eq!(v["small_sample"], true);
    // c pushed: prizepicks drops a 2-leg slip (4x here: break-even 0.5) to one leg,
    // refunded, so the pushed leg returns 1/4^(1/2) = 0.5 (docs/grading.md).
    // +0.5 −1 −0.5 +2 −1 = 0 over 5 units: 0 %. From the default 100 units the bankroll
    // peaks at 100.5 and falls to 99: 1.5 of 100.5.
    assert!(close(&v["roi_pct"], 0.0), "{v}");
    assert!(close(&v["bankroll"], 100.0), "{v}");
    assert!(close(&v["max_drawdown_pct"], 150.0 / 100.5), "{v}");
    assert!(v["ruin_at"].is_null());
    let cal = v["calibration"].as_array().unwrap();
    assert_eq!(cal.len(), 10);
    assert_eq!(cal[7]["count"], 2);
    assert!(close(&cal[7]["observed"], 0.0));
    assert!(close(&cal[8]["observed"], 1.0));
    assert!(cal[0]["predicted"].is_null());
    a_small_bankroll_is_ruined(dir.path(), &db);
    // The rows behind it, one per graded prediction (pushes included, outcome null).
    let out = esx(dir.path())
        .args([
            "backtest",
            "--db",
            db.to_str().unwrap(),
            "--format",
            "ndjson",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let rows: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(rows.len(), 5);
    assert!(rows[2]["outcome"].is_null());
    assert!(close(&rows[2]["profit"], -0.5));
    assert!(close(&rows[3]["profit"], 2.0));
    the_push_rule_comes_from_config(dir.path(), &db);
    the_table_draws_both_pictures_and_plot_writes_an_svg(dir.path(), &db);
    min_edge_is_in_points(dir.path(), &db);
}

#[test]
fn backtest_refuses_a_missing_store_and_a_plot_into_a_missing_folder() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("none.sqlite");
    let out = esx(dir.path())
        .args(["backtest", "--db", db.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(5));
    assert!(!db.exists());
    hand_store(&db);
    let out = esx(dir.path())
        .args([
            "backtest",
            "--db",
            db.to_str().unwrap(),
            "--plot",
            "/nonexistent-dir/x.svg",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    for bad in [["--since", "yesterday"], ["--what", "nope"]] {
        let out = esx(dir.path())
            .args(["backtest", "--db", db.to_str().unwrap()])
            .args(bad)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
    }
}

#[test]
fn a_db_in_a_missing_folder_is_a_usage_error() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("no/such/h.sqlite");
    for cmd in [&["record", "cs2"][..], &["grade", "cs2"], &["bets", "list"]] {
        let out = esx(dir.path())
            .arg("--demo")
            .args(cmd)
            .args(["--db", db.to_str().unwrap()])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{cmd:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains("does not exist"), "{err}");
        assert!(!dir.path().join("no").exists());
    }
}

/// A finished series `m` of the simulator, recorded as event `ev-done` with two bets of
/// 10 and 20 on its home team; the second is settled by hand, against the result.
fn record_a_finished_series_with_two_bets(db: &Path, m: &Value, home_won: bool) {
    let (home, away) = (m["team1"].as_str().unwrap(), m["team2"].as_str().unwrap());
    let mut s = Store::open(db).unwrap();
    let lines = LinesSnapshot {
        events: vec![EventInfo {
            event_id: "ev-done".into(),
            home_team: home.into(),
            away_team: away.into(),
            event_time: m["event_time"].as_str().unwrap().into(),
            starts_at: esx::normalise_time(m["event_time"].as_str().unwrap()),
        }],
        quotes: Vec::new(),
    };
    let snap = Snapshot {
        lines: Some(&lines),
        ..Snapshot::default()
    };
    s.record("cs2", "2026-11-01T00:00:00.000Z", &snap).unwrap();
    for stake in [10.0, 20.0] {
        s.add_bet(&NewBet {
            placed_at: "2026-11-01T00:00:00.000Z".into(),
            event_id: "ev-done".into(),
            market: "match_winner".into(),
            map: None,
            line: None,
            outcome: home.into(),
            source: "thunderpick".into(),
            decimal: 1.9,
            stake,
            ..NewBet::default()
        })
        .unwrap();
    }
    // The second is settled by hand, against the result: it must stay so.
    let wrong = if home_won {
        BetResult::Lost
    } else {
        BetResult::Won
    };
    s.settle(2, wrong, "2026-11-02T00:00:00.000Z").unwrap();
}

#[test]
fn grade_stores_outcomes_once_and_settles_only_open_bets() {
    let h = sim();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    // A finished series of the simulator, as a recorded event with two bets on it.
    let done = crate::common::sim::ok(&h, "/v6/esports/cs2/matches?status=finished&limit=1");
    let m = &done["matches"][0];
    let home_won = m["score1"].as_u64() > m["score2"].as_u64();
    record_a_finished_series_with_two_bets(&db, m, home_won);
    let grade = || {
        let out = esx(dir.path())
            .env("ESX_BASE_URL", h.base_url())
            .env("ESX_API_KEY", "demo-builder")
            .args(["grade", "cs2", "--db", db.to_str().unwrap(), "--json"])
            .output()
            .unwrap();
        stdout_json(&out)
    };
    let first = grade();
    let sport = &first["sports"][0];
    assert!(sport["results_stored"].as_u64().unwrap() > 0, "{first}");
    assert_eq!(sport["results_stored"], sport["results_seen"]);
    assert!(sport["matches_stored"].as_u64().unwrap() > 0);
    let settled = first["settled"].as_array().unwrap();
    assert_eq!(settled.len(), 1, "{first}");
    assert_eq!(settled[0]["bet_id"], 1);
    assert_eq!(settled[0]["result"], if home_won { "won" } else { "lost" });
    // Again: nothing new, nothing settled.
    let again = grade();
    assert_eq!(again["sports"][0]["results_stored"], 0);
    assert_eq!(again["sports"][0]["matches_stored"], 0);
    assert_eq!(again["settled"].as_array().unwrap().len(), 0);
    let s = Store::open(&db).unwrap();
    let bets = s.bets().unwrap();
    assert_eq!(
        bets[1].result,
        Some(if home_won {
            BetResult::Lost
        } else {
            BetResult::Won
        })
    );
    assert_eq!(
        bets[1].settled_at.as_deref(),
        Some("2026-11-02T00:00:00.000Z")
    );
}

#[test]
fn record_picks_and_edges_stores_changes_only() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    let run = || {
        let out = esx(dir.path())
            .args([
                "--demo",
                "record",
                "cs2",
                "--what",
                "picks,edges",
                "--json",
                "--db",
            ])
            .arg(&db)
            .output()
            .unwrap();
        stdout_json(&out)
    };
    let first = run();
    let snaps = first["snapshots"].as_array().unwrap();
    let whats: Vec<&str> = snaps.iter().map(|s| s["what"].as_str().unwrap()).collect();
    assert_eq!(whats, ["picks", "edges"], "{first}");
    for s in snaps {
        assert!(s["stored"].as_u64().unwrap() > 0);
        assert_eq!(s["stored"], s["seen"]);
    }
    let second = run();
    for s in second["snapshots"].as_array().unwrap() {
        assert_eq!(s["stored"], 0, "{second}");
    }
    // Every pick carries the propId of its flat props[] row.
    let mut s = Store::open(&db).unwrap();
    let rows = s.pick_rows(&esx_store::PredictionQuery::default()).unwrap();
    assert!(!rows.is_empty());
    assert!(rows.iter().all(|r| r.pick.prop_id.is_some()));
    // Recorded with picks' default model: negbin at the stat type's k (30), re-derived
    // here from the recorded book line and no-vig probability.
    let count_stat = |t: &str| !t.contains("FANTASY") && !t.contains("SCORE");
    assert!(
        rows.iter()
            .all(|r| r.pick.model == "negbin" || !count_stat(&r.pick.stat_type))
    );
    for r in rows.iter().take(50) {
        let p = &r.pick;
        let side = esx_odds::picks::Side::from_direction(&p.side).unwrap();
        let nb = esx_odds::picks::negbin::pick(
            p.book_line.unwrap(),
            p.p_over_book.unwrap(),
            p.line,
            side,
            30.0,
        )
        .unwrap();
        assert!((p.p_win - nb.p_win).abs() < 1e-12, "{p:?}");
    }
}

/// The edges are graded from the season's matches too: only the side esx would bet,
/// each at a price its fair probability makes worth taking.
fn edges_are_graded_on_the_side_worth_betting(dir: &Path, db: &Path) {
    let out = esx(dir)
        .args(["backtest", "--what", "edges", "--json", "--db"])
        .arg(db)
        .output()
        .unwrap();
    assert!(stdout_json(&out)["graded"].as_u64().unwrap() > 20);
    let out = esx(dir)
        .args(["backtest", "--what", "edges", "--format", "ndjson", "--db"])
        .arg(db)
        .output()
        .unwrap();
    for line in String::from_utf8_lossy(&out.stdout).lines() {
        let r: Value = serde_json::from_str(line).unwrap();
        let (p, d) = (
            r["predicted"].as_f64().unwrap(),
            r["price"].as_f64().unwrap(),
        );
        assert!(p * d > 1.0, "{r}");
    }
}

#[test]
fn a_simulated_season_backtests_calibrated_on_a_fresh_machine() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("season.sqlite");
    let out = esx(dir.path())
        // 12 days: about 5,000 graded picks. At 4 days (2,200) the two models' Brier
        // scores were within noise of each other on the over-dispersed season.
        .args(["sim", "history", "--days", "12", "--json", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    let made = stdout_json(&out);
    assert!(made["picks"].as_u64().unwrap() >= 500, "{made}");
    let out = esx(dir.path())
        .args(["--demo", "backtest", "--json", "--model", "negbin", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    let v = stdout_json(&out);
    assert!(v["graded"].as_u64().unwrap() >= 500, "{v}");
    assert_eq!(v["ungraded"], 0, "{v}");
    // Under negbin (the simulator's own result model), every bucket of 30 or more
    // outcomes: observed within 3 standard errors of predicted.
    for b in v["calibration"].as_array().unwrap() {
        let n = b["count"].as_f64().unwrap();
        if n < 30.0 {
            continue;
        }
        let (p, o) = (
            b["predicted"].as_f64().unwrap(),
            b["observed"].as_f64().unwrap(),
        );
        let se = (p * (1.0 - p) / n).sqrt();
        assert!((o - p).abs() <= 3.0 * se, "bucket {b}: {o} vs {p} ± 3·{se}");
    }
    // Each model's Brier on the same graded picks; whether they differ is a question for
    // `--compare model` (below): on this season they do not, distinguishably.
    let brier = |model: &str| {
        let out = esx(dir.path())
            .args(["backtest", "--json", "--model", model, "--db"])
            .arg(&db)
            .output()
            .unwrap();
        let v = stdout_json(&out);
        assert_eq!(v["model"], model);
        v["brier"].as_f64().unwrap()
    };
    // The season was recorded as `picks` prices by default (negbin at the stat type's
    // k, 30): the recorded probabilities are negbin's, so their Brier is its own.
    let recorded = {
        let out = esx(dir.path())
            .args(["backtest", "--json", "--db"])
            .arg(&db)
            .output()
            .unwrap();
        stdout_json(&out)
    };
    assert_eq!(recorded["model"], "recorded");
    assert!(
        (recorded["brier"].as_f64().unwrap() - brier("negbin")).abs() < 1e-12,
        "{recorded}"
    );
    // A hand-edited dispersion that is no k: negbin is exit 2 naming the key (no silent
    // fallback to the default), while a model that reads no k still runs.
    std::fs::write(
        dir.path().join("config.toml"),
        "[profiles.default]\n\"picks.dispersion.CS2_KILLS_MAPS_1_2\" = \"zero\"\n",
    )
    .unwrap();
    let out = esx(dir.path())
        .args(["backtest", "--model", "negbin", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("picks.dispersion.CS2_KILLS_MAPS_1_2"), "{err}");
    assert!(out.stdout.is_empty());
    brier("poisson");
    std::fs::remove_file(dir.path().join("config.toml")).unwrap();
    edges_are_graded_on_the_side_worth_betting(dir.path(), &db);
    compare_models(dir.path(), &db, &brier);
}

/// Two seasons in one store (`--id-suffix` on the second): each prediction is its own
/// (none shares a key with the other season's) and is graded against its own season's
/// outcomes, so the store backtests as the two stores apart add up.
#[test]
fn two_seasons_with_an_id_suffix_stay_apart_in_one_store() {
    let dir = tempfile::tempdir().unwrap();
    let season = |db: &std::path::Path, seed: &str, suffix: &str| {
        let out = esx(dir.path())
            .args(["sim", "history", "--days", "1", "--json", "--seed", seed])
            .arg(format!("--id-suffix={suffix}"))
            .arg("--db")
            .arg(db)
            .output()
            .unwrap();
        assert!(out.status.success(), "{out:?}");
    };
    let graded = |db: &std::path::Path| {
        let out = esx(dir.path())
            .args(["backtest", "--json", "--db"])
            .arg(db)
            .output()
            .unwrap();
        let v = stdout_json(&out);
        assert_eq!(v["ungraded"], 0, "{v}");
        v["count"].as_u64().unwrap()
    };
    let (a, b, both) = (
        dir.path().join("a.sqlite"),
        dir.path().join("b.sqlite"),
        dir.path().join("both.sqlite"),
    );
    season(&a, "42", "");
    season(&b, "43", "-s43");
    season(&both, "42", "");
    season(&both, "43", "-s43");
    let (ga, gb) = (graded(&a), graded(&b));
    assert!(ga > 100 && gb > 100, "{ga} {gb}");
    assert_eq!(graded(&both), ga + gb);
    let mut s = esx_store::Store::open(&both).unwrap();
    let rows = s.pick_rows(&esx_store::PredictionQuery::default()).unwrap();
    assert!(rows.iter().any(|r| r.pick.event_id.ends_with("-s43")));
    assert!(rows.iter().any(|r| !r.pick.event_id.ends_with("-s43")));
}

/// `--compare model` sets negbin against Poisson on the same outcomes: each side's score
/// is what `--model` alone gives (both price every pick of the season), the difference is
/// theirs, and `distinguishable` says whether its interval leaves out 0. `--compare
/// dispersion` at the recorded k against the same k is no difference at all.
fn compare_models(dir: &Path, db: &Path, brier: &dyn Fn(&str) -> f64) {
    let run = |args: &[&str]| {
        let out = esx(dir)
            .args(["backtest", "--json", "--db"])
            .arg(db)
            .args(args)
            .output()
            .unwrap();
        stdout_json(&out)
    };
    let v = run(&["--compare", "model"]);
    let c = &v["compare"]["brier"];
    assert_eq!(v["compare"]["a"], "negbin", "{v}");
    assert!(close(&c["a"], brier("negbin")), "{v}");
    assert!(close(&c["b"], brier("poisson")), "{v}");
    assert!(close(&c["diff"], brier("negbin") - brier("poisson")), "{v}");
    let (lo, hi) = (
        c["ci95"][0].as_f64().unwrap(),
        c["ci95"][1].as_f64().unwrap(),
    );
    assert_eq!(c["distinguishable"], lo > 0.0 || hi < 0.0, "{v}");
    // This season (seed 42, 12 days at the epoch): −0.000365 ± 0.000335, interval holds 0
    // (scripts/sim-figures.sh prints the same figures).
    assert_eq!(c["distinguishable"], false, "{v}");
    let same = run(&["--compare", "dispersion"]);
    assert!(close(&same["compare"]["brier"]["diff"], 0.0), "{same}");
    assert_eq!(same["compare"]["brier"]["distinguishable"], false, "{same}");
    assert!(
        same["compare"]["n_distinct"].as_u64().unwrap() > 100,
        "{same}"
    );
    // --compare is a picks question.
    let out = esx(dir)
        .args(["backtest", "--what", "edges", "--compare", "model", "--db"])
        .arg(db)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}
